import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import type { PaymentStatus } from "#server/db/models/Payment.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { listPayments, paymentFilterSchema, type PaymentListItem } from "#server/modules/payments/admin.server.js";
import { DataTable } from "~/components/admin/DataTable";
import { EmptyState } from "~/components/admin/EmptyState";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { DownloadIcon } from "~/components/admin/icons";
import { buttonClass } from "~/components/ui/button";
import { card, cx, focusRing, inputBase, labelBase } from "~/components/ui/styles";
import { formatMoney, plural, StatusBadge, Time, type BadgeTone } from "~/components/ui/format";

export const meta: MetaFunction = () => adminMeta("Payments");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const filter = paymentFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const result = await listPayments(context.services.db, filter, context.services.config.officeTimeZone);
  return {
    ...result,
    status: filter.status ?? null,
    q: filter.q ?? "",
    from: filter.from ?? "",
    to: filter.to ?? "",
    timeZone: context.services.config.officeTimeZone,
  };
}

const LABELS: Record<PaymentStatus, string> = {
  initiated: "Initiated",
  completed: "Completed",
  failed: "Failed",
  cancelled: "Cancelled",
  expired: "Expired",
};

const TONES: Record<PaymentStatus, BadgeTone> = {
  initiated: "amber",
  completed: "emerald",
  failed: "red",
  cancelled: "slate",
  expired: "slate",
};

function PaymentStatusBadge({ payment }: { payment: PaymentListItem }) {
  return (
    <StatusBadge tone={TONES[payment.status]} detail={payment.failureReason}>
      {LABELS[payment.status]}
    </StatusBadge>
  );
}

function RegistrationLink({ payment }: { payment: PaymentListItem }) {
  if (payment.responseId === null) return <span className="text-slate-500">—</span>;
  // the reference sits under the link, not in its name: "Registration #12" is what a screen reader announces
  return (
    <>
      <Link
        to={`/admin/forms-and-reports/worker-registration?response=${payment.responseId}`}
        className={cx("rounded font-medium text-brand-700 hover:underline dark:text-accent-400", focusRing)}
      >
        Registration #{payment.responseId}
      </Link>
      {payment.reference ? <span className="block font-mono text-xs">{payment.reference}</span> : null}
    </>
  );
}

/** The selection's search parameters (search, status, days, page), for links that keep or change part of it. */
interface Selection {
  q: string;
  status: PaymentStatus | null;
  from: string;
  to: string;
}

const selectionQuery = (selection: Selection, page = 1) => {
  const params = new URLSearchParams();
  if (selection.q) params.set("q", selection.q);
  if (selection.status) params.set("status", selection.status);
  if (selection.from) params.set("from", selection.from);
  if (selection.to) params.set("to", selection.to);
  if (page > 1) params.set("page", String(page));
  return params.toString();
};

const pageHref = (selection: Selection, page = 1) => {
  const query = selectionQuery(selection, page);
  return query ? `/admin/payments?${query}` : "/admin/payments";
};

/** The selection's search, status and days as a GET form: works without JavaScript, the address keeps it. */
function SelectionForm({ selection, timeZone }: { selection: Selection; timeZone: string }) {
  return (
    <Form
      method="get"
      className={cx(card, "mb-5 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[minmax(0,2fr)_repeat(2,minmax(0,1fr))_auto]")}
    >
      {selection.status ? <input type="hidden" name="status" value={selection.status} /> : null}
      <div>
        <label htmlFor="payments-q" className={labelBase}>
          Search
        </label>
        <input
          id="payments-q"
          type="search"
          name="q"
          defaultValue={selection.q}
          maxLength={100}
          placeholder="trxID, paymentID, invoice, wallet or reference"
          className={cx(inputBase, "mt-1")}
        />
      </div>
      <div>
        <label htmlFor="payments-from" className={labelBase}>
          From
        </label>
        <input id="payments-from" type="date" name="from" defaultValue={selection.from} className={cx(inputBase, "mt-1")} />
      </div>
      <div>
        <label htmlFor="payments-to" className={labelBase}>
          To
        </label>
        <input id="payments-to" type="date" name="to" defaultValue={selection.to} className={cx(inputBase, "mt-1")} />
      </div>
      <div className="flex items-end gap-2">
        <button type="submit" className={buttonClass({ surface: "admin", variant: "primary" })}>
          Search
        </button>
        {selection.q || selection.from || selection.to ? (
          <Link
            to={pageHref({ q: "", status: selection.status, from: "", to: "" })}
            className={buttonClass({ surface: "admin", variant: "secondary" })}
          >
            Clear
          </Link>
        ) : null}
      </div>
      <p className="text-xs text-slate-600 sm:col-span-2 lg:col-span-4 dark:text-slate-400">
        Days are in the office's time zone ({timeZone}), both included.
      </p>
    </Form>
  );
}

export default function AdminPayments() {
  const {
    items: payments,
    counts,
    totals,
    total,
    page,
    pageCount,
    status,
    q,
    from,
    to,
    timeZone,
  } = useLoaderData<typeof loader>();
  const selection: Selection = { q, status, from, to };
  const exportQuery = selectionQuery(selection);
  const all = Object.values(counts).reduce((a, b) => a + b, 0);
  const filters: Array<{ status: PaymentStatus | null; label: string; count: number }> = [
    { status: null, label: "All", count: all },
    ...(Object.keys(LABELS) as PaymentStatus[]).map((s) => ({ status: s, label: LABELS[s], count: counts[s] })),
  ];

  return (
    <div>
      <PageHeader
        title="Payments"
        description="Every worker registration payment made through bKash, newest first. Times are Bangladesh time."
        back={{ to: "/admin/forms-and-reports", label: "Forms & Reports" }}
      />
      <SelectionForm selection={selection} timeZone={timeZone} />
      <nav aria-label="Filter payments by status" className="mb-5 flex flex-wrap gap-2">
        {filters.map((f) => (
          <Link
            key={f.label}
            to={pageHref({ ...selection, status: f.status })}
            aria-current={f.status === status ? "page" : undefined}
            className={cx(
              "rounded-full px-3.5 py-1.5 text-sm font-medium ring-1 ring-inset",
              f.status === status
                ? "bg-brand-800 text-white ring-brand-800 dark:bg-accent-500 dark:text-brand-900 dark:ring-accent-500"
                : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50 dark:bg-slate-900 dark:text-slate-200 dark:ring-slate-700",
              focusRing,
            )}
          >
            {f.label} <span className="tabular-nums opacity-80">({f.count})</span>
          </Link>
        ))}
      </nav>

      <div
        role="status"
        className="mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg bg-white px-4 py-3 text-sm ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-800"
      >
        <p data-payment-totals>
          <span className="font-semibold text-slate-900 tabular-nums dark:text-white">{plural(totals.count, "payment")}</span>{" "}
          selected, {formatMoney(totals.amount, "BDT")} in all ·{" "}
          <span className="font-semibold text-emerald-800 tabular-nums dark:text-emerald-300">
            {totals.completedCount} completed, {formatMoney(totals.completedAmount, "BDT")}
          </span>
        </p>
        <a
          href={`/admin/payments/export${exportQuery ? `?${exportQuery}` : ""}`}
          download
          className={buttonClass({ surface: "admin", variant: "secondary", size: "sm" })}
        >
          <DownloadIcon className="size-4" />
          Export CSV
        </a>
      </div>

      {payments.length === 0 ? (
        <EmptyState
          title={
            q || from || to ? "No payments match" : status ? `No ${LABELS[status].toLowerCase()} payments` : "No payments yet"
          }
        >
          {q || from || to
            ? "Try part of the reference, trxID or wallet number, or wider dates."
            : "Payments appear here as soon as a worker starts paying the registration fee on the Worker Registration page."}
        </EmptyState>
      ) : (
        <DataTable
          caption={`${status ? `${LABELS[status]} payments` : "All payments"}, newest first`}
          columns={["Started", "Amount", "Status", "trxID / wallet", "Completed", "Registration", "Invoice / paymentID"]}
        >
          {payments.map((p) => (
            <tr key={p.id} data-payment-id={p.providerPaymentId ?? undefined} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap">
                <Time iso={p.createdAt} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap tabular-nums">
                {p.amount} {p.currency}
              </td>
              <td className="px-4 py-3">
                <PaymentStatusBadge payment={p} />
              </td>
              <td className="px-4 py-3 font-mono whitespace-nowrap">
                <span className="block">{p.trxId ?? "—"}</span>
                <span className="block text-xs text-slate-600 dark:text-slate-400">{p.customerMsisdn ?? "—"}</span>
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Time iso={p.completedAt} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <RegistrationLink payment={p} />
              </td>
              <td className="max-w-48 px-4 py-3 font-mono text-xs break-all text-slate-600 dark:text-slate-400">
                <span className="block">{p.merchantInvoiceNumber}</span>
                <span className="block">{p.providerPaymentId ?? "—"}</span>
              </td>
            </tr>
          ))}
        </DataTable>
      )}

      {pageCount > 1 ? (
        <nav aria-label="Pages" className="mt-5 flex items-center justify-between text-sm">
          {page > 1 ? (
            <Link
              to={pageHref(selection, page - 1)}
              className={cx("rounded font-medium text-brand-700 hover:underline dark:text-accent-400", focusRing)}
            >
              ← Newer
            </Link>
          ) : (
            <span />
          )}
          <span className="text-slate-600 dark:text-slate-300">
            Page {page} / {pageCount} · {total} payments
          </span>
          {page < pageCount ? (
            <Link
              to={pageHref(selection, page + 1)}
              className={cx("rounded font-medium text-brand-700 hover:underline dark:text-accent-400", focusRing)}
            >
              Older →
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
