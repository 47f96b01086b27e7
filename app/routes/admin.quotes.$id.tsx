import { parseWithZod } from "@conform-to/zod/v4";
import { Panel } from "~/components/admin/Panel";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { z } from "zod";
import { rowId } from "#server/validation.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { getQuoteRequest, quoteStatusSchema, setQuoteStatus } from "#server/modules/quotes/admin.server.js";
import { CheckCircleIcon, DownloadIcon, FileIcon, InboxIcon } from "~/components/admin/icons";
import {
  QUOTE_STATUS_LABELS,
  QUOTE_STATUS_ORDER,
  QuoteKindBadge,
  QuoteReplyLinks,
  QuoteStatusBadge,
} from "~/components/admin/inbox/quote-badges";
import { telHref } from "~/components/site/office-contact";
import { formatBytes, formatDateTime } from "~/components/ui/format";
import { TableHead, type Column } from "~/components/admin/DataTable";
import { EmptyState } from "~/components/admin/EmptyState";
import { Notice } from "~/components/admin/Notice";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { doneWithToast, refuseWithToast } from "~/utils/admin-action.server";
import { card, cx, focusRing } from "~/components/ui/styles";
import { buttonClass } from "~/components/ui/button";

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  adminMeta(loaded?.quote ? `Quote request from ${loaded.quote.clientName}` : "Quote request");

const idSchema = rowId;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const id = idSchema.safeParse(params.id);
  const quote = id.success ? await getQuoteRequest(context.services.db, id.data) : null;
  // Shown inside the admin layout with a way back (the guard test expects every admin page to answer 200).
  if (!quote) return { quote: null };
  return {
    quote: {
      ...quote,
      createdAt: quote.createdAt.toISOString(),
      updatedAt: quote.updatedAt.toISOString(),
    },
  };
}

const actionSchema = z.object({ intent: z.literal("status"), status: quoteStatusSchema, auto: z.literal("1").optional() });

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { admin } = await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: actionSchema });
  const id = idSchema.safeParse(params.id);
  if (submission.status !== "success") return data({ result: submission.reply() }, 400);
  if (!id.success) return refuseWithToast(context, submission.reply, "This quote request no longer exists.", 404);
  const { status, auto } = submission.value;
  try {
    const found = await setQuoteStatus(context.services.db, id.data, status, { adminUserId: admin.id, ip: context.clientIp });
    if (!found) return refuseWithToast(context, submission.reply, "This quote request no longer exists.", 404);
    // Opening a new request marks it read quietly; a chosen status is confirmed.
    if (auto) return { result: submission.reply() };
    return doneWithToast(context, request, `Marked as ${QUOTE_STATUS_LABELS[status].toLowerCase()}.`);
  } catch (err) {
    context.services.logger.error({ err }, "quote status update failed");
    return refuseWithToast(context, submission.reply, "Failed to update the status. Please try again.", 500);
  }
}

const TRADE_COLUMNS: Column[] = [
  { label: "Trade", className: "px-3 py-2.5 sm:pl-6" },
  "Qty",
  "Price per hour",
  { label: "Price per month", className: "px-3 py-2.5 text-right sm:pr-6" },
];

const sar = new Intl.NumberFormat("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const money = (value: string | null) => (value === null ? "—" : `SAR ${sar.format(Number(value))}`);

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900 dark:text-white">{children}</dd>
    </div>
  );
}

export default function AdminQuoteDetail() {
  const { quote } = useLoaderData<typeof loader>();
  if (!quote) return <MissingQuote />;
  return <QuoteDetail quote={quote} />;
}

function MissingQuote() {
  return (
    <>
      <PageHeader title="Quote request" back={{ to: "/admin/quotes", label: "Quote requests" }} />
      <EmptyState title="This quote request does not exist" icon={InboxIcon}>
        It may have been removed, or the link is incomplete. Go back to the list of quote requests.
      </EmptyState>
    </>
  );
}

type Quote = NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["quote"]>;

function QuoteDetail({ quote }: { quote: Quote }) {
  const fetcher = useFetcher<typeof action>();
  const status = (fetcher.formData?.get("status") as typeof quote.status | null) ?? quote.status;

  // Opening a new request marks it read (once per visit).
  const marked = useRef(false);
  useEffect(() => {
    if (quote.status !== "new" || marked.current) return;
    marked.current = true;
    fetcher.submit({ intent: "status", status: "read", auto: "1" }, { method: "post" });
  }, [quote.status, fetcher]);

  const supply = quote.kind === "supply";
  return (
    <>
      <PageHeader
        title={quote.clientName}
        description={`${supply ? "Supply" : "Sub-contract"} quote request #${quote.id}, received ${formatDateTime(quote.createdAt)}`}
        back={{ to: "/admin/quotes", label: "Quote requests" }}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="request-heading" className={cx(card, "p-4 sm:p-6")}>
            <div className="flex flex-wrap items-center gap-2">
              <h2 id="request-heading" className="mr-auto text-lg font-semibold text-slate-900 dark:text-white">
                Request details
              </h2>
              <QuoteKindBadge kind={quote.kind} />
              <QuoteStatusBadge status={status} />
            </div>
            <dl className="mt-5 grid gap-x-6 gap-y-4 sm:grid-cols-2">
              <Field label="Client name">{quote.clientName}</Field>
              <Field label={supply ? "Project/Organization" : "Project name"}>{quote.projectName}</Field>
              {supply ? (
                <>
                  <Field label="Supply for">{quote.supplyFor}</Field>
                  <Field label="Contract period">{quote.contractPeriod}</Field>
                </>
              ) : (
                <>
                  <Field label="Project type">{quote.projectType}</Field>
                  <Field label="Project value">{money(quote.projectValue)}</Field>
                </>
              )}
              <Field label="Phone">
                <a href={telHref(quote.phone)} className={cx("rounded text-brand-600 underline dark:text-accent-400", focusRing)}>
                  {quote.phone}
                </a>
              </Field>
              <Field label="Email">
                <a
                  href={`mailto:${quote.email}`}
                  className={cx("rounded text-brand-600 underline dark:text-accent-400", focusRing)}
                >
                  {quote.email}
                </a>
              </Field>
              {quote.country ? (
                <Field label="Country chosen on the site">
                  {quote.country === "saudiarabia" ? "Saudi Arabia" : "Bangladesh"}
                </Field>
              ) : null}
              <Field label="Received">
                <time dateTime={quote.createdAt}>{formatDateTime(quote.createdAt)}</time>
              </Field>
            </dl>
            <QuoteReplyLinks quote={quote} className="mt-5" />
            {quote.description ? (
              <div className="mt-5">
                <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                  Project description
                </h3>
                <p className="mt-1 rounded-lg bg-slate-50 p-4 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-800 dark:bg-slate-800/60 dark:text-slate-100">
                  {quote.description}
                </p>
              </div>
            ) : null}
          </section>

          {supply ? (
            <section aria-labelledby="trades-heading" className={cx(card, "overflow-hidden")}>
              <h2 id="trades-heading" className="px-4 pt-4 text-lg font-semibold text-slate-900 sm:px-6 sm:pt-6 dark:text-white">
                Trades requested
              </h2>
              <div className="mt-3 overflow-x-auto">
                <table className="min-w-full text-sm">
                  <TableHead columns={TRADE_COLUMNS} cell="px-3 py-2.5 text-right" />
                  <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
                    {quote.trades.map((trade) => (
                      <tr key={trade.position} data-testid="trade-row">
                        <td className="px-3 py-3 font-medium text-slate-900 sm:pl-6 dark:text-white">{trade.trade}</td>
                        <td className="px-3 py-3 text-right text-slate-800 tabular-nums dark:text-slate-200">{trade.qty}</td>
                        <td className="px-3 py-3 text-right whitespace-nowrap text-slate-800 tabular-nums dark:text-slate-200">
                          {money(trade.pricePerHour)}
                        </td>
                        <td className="px-3 py-3 text-right whitespace-nowrap text-slate-800 tabular-nums sm:pr-6 dark:text-slate-200">
                          {money(trade.pricePerMonth)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </section>
          ) : (
            <Panel title="Attachment">
              {quote.attachment ? (
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <FileIcon className="size-5 shrink-0 text-slate-500" />
                  <p
                    className="min-w-0 flex-1 truncate text-sm text-slate-800 dark:text-slate-200"
                    title={quote.attachment.originalName}
                  >
                    {quote.attachment.originalName}
                    <span className="ml-2 text-slate-500 dark:text-slate-400">{formatBytes(quote.attachment.sizeBytes)}</span>
                  </p>
                  <a
                    href={`/admin/quotes/${quote.id}/attachment`}
                    download
                    className={buttonClass({ surface: "admin", variant: "secondary" })}
                  >
                    <DownloadIcon className="size-4" />
                    Download
                  </a>
                </div>
              ) : (
                <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No file was attached.</p>
              )}
            </Panel>
          )}
        </div>

        <Panel title="Status" description="Archive a request once it is dealt with." as="aside" className="h-fit p-4 sm:p-6">
          <fetcher.Form method="post" className="mt-4 grid gap-2">
            <input type="hidden" name="intent" value="status" />
            {QUOTE_STATUS_ORDER.map((value) => (
              <button
                key={value}
                type="submit"
                name="status"
                value={value}
                aria-pressed={status === value}
                className={buttonClass({ surface: "admin", variant: status === value ? "selected" : "secondary" })}
              >
                {QUOTE_STATUS_LABELS[value]}
                {status === value ? <CheckCircleIcon className="size-4" /> : null}
              </button>
            ))}
          </fetcher.Form>
        </Panel>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return (
    <>
      <PageHeader title="Quote request" back={{ to: "/admin/quotes", label: "Quote requests" }} />
      <Notice tone="error">This quote request could not be shown. Please try again.</Notice>
    </>
  );
}
