import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { z } from "zod";
import { QUOTE_STATUSES } from "#server/db/models/quote-enums.js";
import {
  deleteQuoteRequests,
  listQuoteRequests,
  quoteIdsSchema,
  quoteListQuerySchema,
  quoteStatusSchema,
  setQuotesStatus,
} from "#server/modules/quotes/admin.server.js";
import { EmptyState } from "~/components/admin/EmptyState";
import { FilterBar } from "~/components/admin/filter-bar";
import { FilterSelect } from "~/components/admin/FilterSelect";
import { FileIcon, InboxIcon, MailIcon } from "~/components/admin/icons";
import { InboxListCard, InboxName, InboxRow, MarkButtons } from "~/components/admin/inbox/inbox-list";
import { QUOTE_STATUS_LABELS, QuoteKindBadge, QuoteReplyLinks, QuoteStatusBadge } from "~/components/admin/inbox/quote-badges";
import { useSelection, type Selection } from "~/components/admin/media/selection";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { notice, ToastFallback, useNoticeToast } from "~/components/admin/toast";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime, plural } from "~/components/ui/format";
import { cx, focusRing, inputBase } from "~/components/ui/styles";
import { adminSubmission, doneWithToast, refuseWithToast } from "~/utils/admin-action.server";
import { loadAdminList } from "~/utils/admin-list.server";

export const meta: MetaFunction = () => adminMeta("Quote requests");

const BULK_FORM = "quotes-bulk";
const FETCH_FAILED = "Failed to fetch quote requests. Please try again.";

export async function loader(args: LoaderFunctionArgs) {
  const { query, list, failed } = await loadAdminList(args, quoteListQuerySchema, (s, q) => listQuoteRequests(s.db, q), {
    counts: { new: 0, read: 0, archived: 0 },
  });
  const { items, ...pager } = list;
  return {
    ...pager,
    kind: query.kind,
    status: query.status ?? null,
    q: query.q,
    quotes: items.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })),
    loadError: failed ? notice("error", FETCH_FAILED) : null,
  };
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("mark-read"), ids: quoteIdsSchema }),
  z.object({ intent: z.literal("mark-unread"), ids: quoteIdsSchema }),
  z.object({ intent: z.literal("status"), ids: quoteIdsSchema, status: quoteStatusSchema }),
  z.object({ intent: z.literal("delete"), ids: quoteIdsSchema }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await adminSubmission(request, context, actionSchema);
  if (parsed.invalid) return parsed.invalid;
  const { submission, actor } = parsed;
  const { value } = submission;
  if (value.ids.length === 0) {
    const message = value.intent === "delete" ? "No quote requests selected for deletion." : "No quote requests selected.";
    return refuseWithToast(context, submission.reply, message, 400);
  }
  try {
    if (value.intent === "delete") {
      const deleted = await deleteQuoteRequests(context.services, value.ids, actor);
      if (deleted === 0) return refuseWithToast(context, submission.reply, "The selected quote requests no longer exist.", 404);
      return doneWithToast(context, request, `${plural(deleted, "quote request")} deleted.`);
    }
    // "Mark read" reads new requests and leaves archived ones archived; "Mark unread" makes any request new again.
    const [status, from] =
      value.intent === "status" ? [value.status] : value.intent === "mark-read" ? (["read", "new"] as const) : (["new"] as const);
    const { found } = await setQuotesStatus(context.services.db, value.ids, status, actor, from);
    if (found === 0) return refuseWithToast(context, submission.reply, "The selected quote requests no longer exist.", 404);
    const done = value.intent === "mark-unread" ? "unread" : value.intent === "mark-read" ? "read" : QUOTE_STATUS_LABELS[status];
    return doneWithToast(context, request, `${plural(found, "quote request")} marked as ${done.toLowerCase()}.`);
  } catch (err) {
    context.services.logger.error({ err }, "quote requests update failed");
    const message = value.intent === "delete" ? "Failed to delete the quote requests." : "Failed to update the quote requests.";
    return refuseWithToast(context, submission.reply, message, 500);
  }
}

const KIND_OPTIONS = [
  ["all", "All kinds"],
  ["sub_contract", "Sub contract"],
  ["supply", "Supply"],
] as const;
const STATUS_OPTIONS = QUOTE_STATUSES.map((s) => [s, QUOTE_STATUS_LABELS[s]] as const);

type Quote = ReturnType<typeof useLoaderData<typeof loader>>["quotes"][number];

export default function AdminQuotes() {
  const { quotes, counts, page, pageCount, kind, status, q, loadError } = useLoaderData<typeof loader>();
  useNoticeToast(loadError);
  const ids = useMemo(() => quotes.map((quote) => quote.id), [quotes]);
  const selection = useSelection(ids);
  const filtered = Boolean(q || status || kind !== "all");
  return (
    <>
      <PageHeader
        title="Quote requests"
        description="Sub-contract and supply quote requests sent from the Request a Quote page, newest first. New ones are unread."
        link={{ to: "/admin/messages-list", label: "Messages", icon: MailIcon }}
      />
      <ToastFallback toast={loadError} />
      <FilterBar
        id="quotes"
        className="mb-5"
        search={{ label: "Search", placeholder: "Client, company, email, phone or service", value: q }}
        keep={{ status }}
        filters={
          <FilterSelect id="quotes-kind" name="kind" label="Kind" value={kind} options={KIND_OPTIONS} className="sm:w-44" />
        }
        clear={{ q, kind: kind === "all" ? null : kind }}
        statuses={{
          label: "Filter quote requests by status",
          current: status,
          counts,
          order: QUOTE_STATUSES,
          names: QUOTE_STATUS_LABELS,
        }}
      />

      <InboxListCard
        form={BULK_FORM}
        selection={selection}
        noun="quote request"
        deleteDescription="The selected quote requests and their attachments are deleted for good. This cannot be undone."
        actions={<QuoteBulkActions />}
        empty={
          <EmptyState title={filtered ? "No quote requests match" : "No quote requests yet"} icon={InboxIcon}>
            {filtered
              ? "Try fewer or other words, “All kinds” or “All”."
              : "Requests sent from the website's Request a Quote page appear here."}
          </EmptyState>
        }
        label="Quote requests"
        page={page}
        pageCount={pageCount}
      >
        {quotes.map((quote) => (
          <QuoteRow key={quote.id} quote={quote} selection={selection} />
        ))}
      </InboxListCard>
    </>
  );
}

/** Mark read/unread, and any status for the selected requests. */
function QuoteBulkActions() {
  return (
    <>
      <MarkButtons />
      <div className="flex items-center gap-2">
        <label htmlFor="quotes-bulk-status" className="sr-only">
          Status for the selected requests
        </label>
        <select id="quotes-bulk-status" name="status" defaultValue="archived" className={cx(inputBase, "w-auto")}>
          {STATUS_OPTIONS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <button
          type="submit"
          name="intent"
          value="status"
          className={buttonClass({ surface: "admin", variant: "secondary", className: "whitespace-nowrap" })}
        >
          Set status
        </button>
      </div>
    </>
  );
}

function QuoteRow({ quote, selection }: { quote: Quote; selection: Selection }) {
  const unread = quote.status === "new";
  return (
    <InboxRow
      id={quote.id}
      name={quote.clientName}
      noun="quote request"
      unread={unread}
      selection={selection}
      form={BULK_FORM}
      testId="quote-row"
    >
      <Link
        to={`/admin/quotes/${quote.id}`}
        className={cx("group block rounded hover:bg-slate-50 dark:hover:bg-slate-800/50", focusRing)}
      >
        <div className="flex flex-wrap items-center gap-2">
          <InboxName name={quote.clientName} unread={unread} />
          <QuoteKindBadge kind={quote.kind} />
          <QuoteStatusBadge status={quote.status} />
        </div>
        <p className="mt-0.5 truncate text-sm text-slate-600 dark:text-slate-300">
          {quote.projectName} · {quote.subject}
          {quote.kind === "supply" ? ` · ${plural(quote.tradeCount, "trade")}` : ""}
          {quote.hasAttachment ? (
            <span className="ml-1.5 inline-flex items-center gap-1 align-middle text-slate-500 dark:text-slate-400">
              · <FileIcon className="size-3.5" />
              attachment
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 truncate text-xs text-slate-500 dark:text-slate-400">
          <time dateTime={quote.createdAt}>{formatDateTime(quote.createdAt)}</time> · {quote.email} · {quote.phone}
        </p>
      </Link>
      <QuoteReplyLinks quote={quote} className="mt-2" />
    </InboxRow>
  );
}
