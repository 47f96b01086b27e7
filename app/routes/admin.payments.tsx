import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { PAYMENT_STATUSES, type PaymentStatus } from "#server/db/models/Payment.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { listPayments, paymentFilterSchema, type PaymentListItem } from "#server/modules/payments/admin.server.js";
import { DataTable } from "~/components/admin/DataTable";
import { EmptyState } from "~/components/admin/EmptyState";
import { FilterBar, FilterInput } from "~/components/admin/filter-bar";
import { adminMeta } from "~/components/admin/meta";
import { FORMS_AND_REPORTS_BACK } from "~/components/admin/formsAndReports";
import { PageHeader } from "~/components/admin/PageHeader";
import { DownloadIcon } from "~/components/admin/icons";
import { Pager } from "~/components/admin/Pager";
import { buttonClass } from "~/components/ui/button";
import { cx, focusRing } from "~/components/ui/styles";
import { listQuery } from "~/utils/admin-list.server";
import { formatMoney, plural, StatusBadge, Time, type BadgeTone } from "~/components/ui/format";

export const meta: MetaFunction = () => adminMeta("Payments");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const filter = listQuery(request, paymentFilterSchema);
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
  const exportQuery = new URLSearchParams(Object.entries({ q, status: status ?? "", from, to }).filter(([, v]) => v)).toString();

  return (
    <div>
      <PageHeader
        title="Payments"
        description="Every worker registration payment made through bKash, newest first. Times are Bangladesh time."
        back={FORMS_AND_REPORTS_BACK}
      />
      <FilterBar
        id="payments"
        className="mb-5"
        search={{ label: "Search", placeholder: "trxID, paymentID, invoice, wallet or reference", value: q }}
        keep={{ status }}
        filters={
          <>
            <FilterInput id="payments-from" label="From" type="date" name="from" defaultValue={from} className="sm:w-44" />
            <FilterInput id="payments-to" label="To" type="date" name="to" defaultValue={to} className="sm:w-44" />
          </>
        }
        clear={{ q, from, to }}
        note={<>Days are in the office&apos;s time zone ({timeZone}), both included.</>}
        statuses={{ label: "Filter payments by status", current: status, counts, order: PAYMENT_STATUSES, names: LABELS }}
      />

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

      <Pager page={page} pageCount={pageCount} summary={`Page ${page} / ${pageCount} · ${total} payments`} />
    </div>
  );
}
