import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import type { PaymentStatus } from "#server/db/models/Payment.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { listPayments, paymentFilterSchema, type PaymentListItem } from "#server/modules/payments/admin.server.js";
import { DataTable } from "~/components/admin/DataTable";
import { EmptyState } from "~/components/admin/EmptyState";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { cx, focusRing } from "~/components/ui/styles";
import { StatusBadge, Time, type BadgeTone } from "~/components/ui/format";

export const meta: MetaFunction = () => adminMeta("Payments");

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const params = new URL(request.url).searchParams;
  const filter = paymentFilterSchema.parse({ status: params.get("status") ?? undefined, page: params.get("page") ?? undefined });
  const result = await listPayments(context.services.db, filter);
  return { ...result, status: filter.status ?? null };
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
  return (
    <Link
      to={`/admin/forms-and-reports/worker-registration?response=${payment.responseId}`}
      className={cx("rounded font-medium text-brand-700 hover:underline dark:text-accent-400", focusRing)}
    >
      Registration #{payment.responseId}
    </Link>
  );
}

const filterHref = (status: PaymentStatus | null, page = 1) => {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/payments?${query}` : "/admin/payments";
};

export default function AdminPayments() {
  const { items: payments, counts, total, page, pageCount, status } = useLoaderData<typeof loader>();
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
      <nav aria-label="Filter payments by status" className="mb-5 flex flex-wrap gap-2">
        {filters.map((f) => (
          <Link
            key={f.label}
            to={filterHref(f.status)}
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

      {payments.length === 0 ? (
        <EmptyState title={status ? `No ${LABELS[status].toLowerCase()} payments` : "No payments yet"}>
          Payments appear here as soon as a worker starts paying the registration fee on the Worker Registration page.
        </EmptyState>
      ) : (
        <DataTable
          caption={`${status ? `${LABELS[status]} payments` : "All payments"}, newest first`}
          columns={[
            "Started",
            "Amount",
            "Status",
            "trxID",
            "Payer wallet",
            "Completed",
            "Registration",
            "Invoice / bKash paymentID",
          ]}
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
              <td className="px-4 py-3 font-mono whitespace-nowrap">{p.trxId ?? "—"}</td>
              <td className="px-4 py-3 font-mono whitespace-nowrap">{p.customerMsisdn ?? "—"}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                <Time iso={p.completedAt} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <RegistrationLink payment={p} />
              </td>
              <td className="px-4 py-3 font-mono text-xs whitespace-nowrap text-slate-600 dark:text-slate-400">
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
              to={filterHref(status, page - 1)}
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
              to={filterHref(status, page + 1)}
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
