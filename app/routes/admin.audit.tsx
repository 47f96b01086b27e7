import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { AUDIT_KINDS } from "#server/modules/audit/actions.js";
import { auditQuerySchema, listAuditLog } from "#server/modules/audit/audit.server.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { auditSentence } from "~/components/admin/audit-sentences";
import { EmptyState } from "~/components/admin/EmptyState";
import { FilterInput } from "~/components/admin/filter-bar";
import { FilterSelect } from "~/components/admin/FilterSelect";
import { ClipboardIcon } from "~/components/admin/icons";
import { adminMeta } from "~/components/admin/meta";
import { FORMS_AND_REPORTS_BACK } from "~/components/admin/formsAndReports";
import { PageHeader } from "~/components/admin/PageHeader";
import { Pager } from "~/components/admin/Pager";
import { Time } from "~/components/ui/format";
import { card, cx } from "~/components/ui/styles";
import { buttonClass } from "~/components/ui/button";
import { listQuery } from "~/utils/admin-list.server";

export const meta: MetaFunction = () => adminMeta("Audit log");

/** Read-only: who did what, when, newest first, in sentences; filter by person, kind and the office's days. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const query = listQuery(request, auditQuerySchema);
  const { items, ...log } = await listAuditLog(context.services.db, query, context.services.config.officeTimeZone);
  return {
    ...log,
    query: { entity: query.entity, who: query.who ?? null, from: query.from ?? "", to: query.to ?? "" },
    entries: items.map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      sentence: auditSentence(e.who, { action: e.action, entityId: e.entityId, details: e.details }),
      kind: AUDIT_KINDS[e.entity as keyof typeof AUDIT_KINDS] ?? e.entity,
      ip: e.ip,
      summary: e.action === "content.publish" && typeof e.details.summary === "string" ? e.details.summary : null,
    })),
  };
}

const KIND_OPTIONS = [["", "Everything"], ...Object.entries(AUDIT_KINDS)] as const;

export default function AuditLog() {
  const { query, people, page, pageCount, total, entries } = useLoaderData<typeof loader>();
  const filtered = Boolean(query.entity || query.who || query.from || query.to);

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in the admin area: who, what and when (Bangladesh time). Read-only."
        back={FORMS_AND_REPORTS_BACK}
      />
      <Form
        method="get"
        className={cx(card, "mb-5 grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end")}
      >
        <FilterSelect
          id="audit-who"
          name="who"
          label="Person"
          value={String(query.who ?? "")}
          options={[["", "Everyone"], ...people.map((p) => [String(p.id), p.username] as const)]}
        />
        <FilterSelect id="audit-entity" name="entity" label="Kind" value={query.entity} options={KIND_OPTIONS} />
        <FilterInput id="audit-from" label="From" type="date" name="from" defaultValue={query.from} />
        <FilterInput id="audit-to" label="To" type="date" name="to" defaultValue={query.to} />
        <button type="submit" className={buttonClass({ surface: "admin" })}>
          Show
        </button>
      </Form>

      {entries.length === 0 ? (
        <EmptyState icon={ClipboardIcon} title={filtered ? "Nothing matches" : "Nothing recorded yet"}>
          {filtered ? "Try another person, kind or wider dates." : "Changes appear here as soon as an admin makes them."}
        </EmptyState>
      ) : (
        <ol aria-label="Audit log, newest first" className={cx(card, "divide-y divide-slate-200 dark:divide-slate-700")}>
          {entries.map((e) => (
            <li key={e.id} data-audit-entry className="flex flex-col gap-1 px-4 py-3 sm:flex-row sm:items-baseline sm:gap-4">
              <span className="shrink-0 text-sm text-slate-600 tabular-nums sm:w-44 dark:text-slate-400">
                <Time iso={e.at} />
              </span>
              <span className="min-w-0 flex-1 wrap-break-word">
                <span className="font-medium text-slate-900 dark:text-slate-100">{e.sentence}</span>
                {e.summary ? <span className="block text-sm text-slate-700 dark:text-slate-300">{e.summary}</span> : null}
              </span>
              <span className="shrink-0 text-xs text-slate-500 sm:text-end dark:text-slate-400">
                {e.kind}
                {e.ip ? <span className="block">{e.ip}</span> : null}
              </span>
            </li>
          ))}
        </ol>
      )}
      <Pager page={page} pageCount={pageCount} summary={`Page ${page} / ${pageCount} · ${total} entries`} />
    </>
  );
}
