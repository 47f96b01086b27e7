import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { loadAdminList } from "~/utils/admin-list.server";
import { listQuoteRequests, quoteListQuerySchema } from "#server/modules/quotes/admin.server.js";
import { EmptyState } from "~/components/admin/EmptyState";
import { SearchBox } from "~/components/admin/filter-bar";
import { FilterSelect, NoScriptFilterButton } from "~/components/admin/FilterSelect";
import { ChevronIcon, FileIcon, InboxIcon, MailIcon } from "~/components/admin/icons";
import { formatDateTime, plural } from "~/components/ui/format";
import { Pager } from "~/components/admin/Pager";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { QuoteKindBadge, QuoteStatusBadge } from "~/components/admin/inbox/quote-badges";
import { Notice } from "~/components/admin/Notice";
import { card, cx, focusRing } from "~/components/ui/styles";

export const meta: MetaFunction = () => adminMeta("Quote requests");

const FETCH_FAILED = "Failed to fetch quote requests. Please try again.";

export async function loader(args: LoaderFunctionArgs) {
  const { query, list, failed } = await loadAdminList(args, quoteListQuerySchema, (s, q) => listQuoteRequests(s.db, q), {
    newCount: 0,
  });
  const { items, ...pager } = list;
  return {
    ...pager,
    kind: query.kind,
    status: query.status,
    q: query.q,
    quotes: items.map((q) => ({ ...q, createdAt: q.createdAt.toISOString() })),
    loadError: failed ? FETCH_FAILED : null,
  };
}

const KIND_OPTIONS = [
  ["all", "All kinds"],
  ["sub_contract", "Sub contract"],
  ["supply", "Supply"],
] as const;
const STATUS_OPTIONS = [
  ["open", "Open (new and read)"],
  ["new", "New"],
  ["read", "Read"],
  ["archived", "Archived"],
  ["all", "All"],
] as const;

export default function AdminQuotes() {
  const { quotes, total, newCount, page, pageCount, kind, status, q, loadError } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title="Quote requests"
        description="Sub-contract and supply quote requests sent from the Request a Quote page, newest first."
        link={{ to: "/admin/messages-list", label: "Messages", icon: MailIcon }}
      />
      {loadError ? (
        <Notice tone="error" className="mb-4">
          {loadError}
        </Notice>
      ) : null}
      <div className={cx(card, "p-4 sm:p-6")}>
        <div className="flex flex-wrap items-end justify-between gap-4">
          {/* Both counts describe the same set: the requests matching the filters and the search. */}
          <p className="text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
            {plural(total, "request")} {q ? `matching “${q}”` : "match these filters"}
            {newCount > 0 ? (
              <>
                {" · "}
                <span className="font-semibold text-slate-900 dark:text-white">{newCount} of them new</span>
              </>
            ) : null}
          </p>
          <Form method="get" role="search" className="grid w-full grid-cols-2 gap-3 lg:w-auto lg:grid-cols-[16rem_10rem_12rem]">
            <SearchBox
              id="quote-search"
              label="Search"
              value={q}
              maxLength={100}
              placeholder="Client, project, email or phone"
              className="col-span-2 lg:col-span-1"
            />
            <FilterSelect id="quote-kind" name="kind" label="Kind" value={kind} options={KIND_OPTIONS} />
            <FilterSelect id="quote-status" name="status" label="Status" value={status} options={STATUS_OPTIONS} />
            <NoScriptFilterButton />
          </Form>
        </div>

        {quotes.length === 0 ? (
          <div className="mt-5">
            <EmptyState title="No quote requests here" icon={InboxIcon}>
              {kind === "all" && status === "open" && !q
                ? "Requests sent from the website's Request a Quote page appear here."
                : "No request matches these filters. Try “All kinds” and “All”."}
            </EmptyState>
          </div>
        ) : (
          <ul className="mt-5 divide-y divide-slate-100 border-t border-slate-100 dark:divide-slate-800 dark:border-slate-800">
            {quotes.map((quote) => (
              <li key={quote.id} data-testid="quote-row">
                <Link
                  to={`/admin/quotes/${quote.id}`}
                  prefetch="intent"
                  className={cx(
                    "group -mx-2 flex items-center gap-3 rounded-lg px-2 py-3.5 hover:bg-slate-50 dark:hover:bg-slate-800/50",
                    focusRing,
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={cx("size-2.5 shrink-0 rounded-full", quote.status === "new" ? "bg-accent-500" : "bg-transparent")}
                  />
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <p
                        className={cx(
                          "truncate text-sm",
                          quote.status === "new"
                            ? "font-bold text-slate-900 dark:text-white"
                            : "font-medium text-slate-800 dark:text-slate-200",
                        )}
                      >
                        {quote.clientName}
                      </p>
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
                    <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
                      <time dateTime={quote.createdAt}>{formatDateTime(quote.createdAt)}</time> · {quote.email}
                    </p>
                  </div>
                  <ChevronIcon className="size-5 shrink-0 text-slate-400 group-hover:text-slate-700 dark:group-hover:text-slate-200" />
                </Link>
              </li>
            ))}
          </ul>
        )}
        <Pager page={page} pageCount={pageCount} label="Quote request pages" />
      </div>
    </>
  );
}
