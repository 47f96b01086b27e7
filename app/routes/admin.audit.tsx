import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { auditQuerySchema, listAuditLog } from "#server/modules/audit/audit.server.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { DataTable } from "~/components/admin/DataTable";
import { EmptyState } from "~/components/admin/EmptyState";
import { ClipboardIcon } from "~/components/admin/icons";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { Pager } from "~/components/admin/responses-ui";
import { Time } from "~/components/ui/format";
import { card, cx, inputBase, labelBase } from "~/components/ui/styles";
import { buttonClass } from "~/components/ui/button";

export const meta: MetaFunction = () => adminMeta("Audit log");

/** Read-only: who did what, when, newest first; filter by what was touched. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const query = auditQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const { items, ...log } = await listAuditLog(context.services.db, query);
  return {
    ...log,
    entity: query.entity,
    entries: items.map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      action: e.action,
      entity: e.entity,
      entityId: e.entityId,
      ip: e.ip,
      who: e.who,
      details: Object.entries(e.details).map(([key, value]) => ({
        key,
        value: typeof value === "string" ? value : JSON.stringify(value),
      })),
    })),
  };
}

/** `form_field.create` → "form field create", `fieldType` → "field type". */
const humanize = (value: string) =>
  value
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[._]/g, " ")
    .toLowerCase();

/** What the editors call each document (server/modules/content/documents.ts). */
const DOCUMENT_NAMES: Record<string, string> = {
  "settings:navbar": "the navigation bar",
  "settings:footer": "the footer",
  gallery: "the gallery",
  "collection:services": "the services",
  "collection:projects": "the portfolio projects",
  "collection:manpower": "the manpower projects",
};
const documentName = (key: string) =>
  DOCUMENT_NAMES[key] ?? (key.startsWith("page:") ? `the ${key.slice("page:".length)} page` : key);

/** A content editor's entry in words: "Published the home page (version 3)", with what changed. */
function contentWords(entry: { action: string; entityId: string | null; details: { key: string; value: string }[] }) {
  const detail = (key: string) => entry.details.find((d) => d.key === key)?.value;
  const name = documentName(entry.entityId ?? "");
  const version = detail("version");
  switch (entry.action) {
    case "content.save_draft":
      return { what: `Saved a draft of ${name}`, note: "Not visible to visitors until published." };
    case "content.publish":
      return { what: `Published ${name}${version ? ` (version ${version})` : ""}`, note: detail("summary") ?? "" };
    case "content.restore":
      return { what: `Restored version ${version ?? "?"} of ${name} as a draft`, note: "Not live until published." };
    default:
      return null;
  }
}

/** A worker registration's stage change in words: "Moved registration #12 from Received to Medical", with the note. */
function stageWords(entry: { action: string; entityId: string | null; details: { key: string; value: string }[] }) {
  if (entry.action !== "form_response.stage") return null;
  const detail = (key: string) => entry.details.find((d) => d.key === key)?.value;
  const stage = JSON.parse(detail("stage") ?? "{}") as { before?: string; after?: string };
  const name = (s: string | undefined) => (s ? humanize(s).replace(/^./, (c) => c.toUpperCase()) : "?");
  const note = detail("publicNote");
  return {
    what:
      stage.before === stage.after
        ? `Changed the note for the worker on registration #${entry.entityId ?? "?"}`
        : `Moved registration #${entry.entityId ?? "?"} from ${name(stage.before)} to ${name(stage.after)}`,
    note: note === undefined ? "" : note ? `Note for the worker: “${note}”` : "Note for the worker removed.",
  };
}

export default function AuditLog() {
  const { entity, entities, page, pageCount, total, entries } = useLoaderData<typeof loader>();
  const hrefFor = (p: number) => {
    const params = new URLSearchParams();
    if (entity) params.set("entity", entity);
    if (p > 1) params.set("page", String(p));
    const q = params.toString();
    return q ? `?${q}` : ".";
  };

  return (
    <>
      <PageHeader
        title="Audit log"
        description="Every change made in the admin area: who, what and when (Bangladesh time). Read-only."
        back={{ to: "/admin/forms-and-reports", label: "Forms & Reports" }}
      />
      <Form method="get" className={cx(card, "mb-5 flex flex-col gap-3 p-4 sm:flex-row sm:items-end")}>
        <div className="min-w-0 sm:w-72">
          <label htmlFor="audit-entity" className={labelBase}>
            Show changes to
          </label>
          <select id="audit-entity" name="entity" defaultValue={entity} className={cx(inputBase, "mt-1.5")}>
            <option value="">Everything</option>
            {entities.map((e) => (
              <option key={e} value={e}>
                {humanize(e)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass({ surface: "admin" })}>
          Show
        </button>
      </Form>

      {entries.length === 0 ? (
        <EmptyState icon={ClipboardIcon} title="Nothing recorded yet">
          Changes appear here as soon as an admin makes them.
        </EmptyState>
      ) : (
        <DataTable caption="Audit log, newest first" columns={["When", "Who", "What", "Record", "Details"]}>
          {entries.map((e) => {
            const words = e.entity === "content" ? contentWords(e) : stageWords(e);
            return (
              <tr key={e.id} className="align-top">
                <td className="px-4 py-3 whitespace-nowrap">
                  <Time iso={e.at} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {e.who ?? <span className="text-slate-500">system</span>}
                  {e.ip ? <span className="block text-xs text-slate-500 dark:text-slate-400">{e.ip}</span> : null}
                </td>
                {words ? (
                  <td className="px-4 py-3 font-medium">{words.what}</td>
                ) : (
                  <td className="px-4 py-3 font-medium whitespace-nowrap capitalize">{humanize(e.action)}</td>
                )}
                <td className="px-4 py-3 whitespace-nowrap">
                  {e.entity === "content" ? (
                    "Website content"
                  ) : (
                    <>
                      {humanize(e.entity)}
                      {e.entityId ? <span className="text-slate-500"> #{e.entityId}</span> : null}
                    </>
                  )}
                </td>
                <td className="w-full min-w-72 px-4 py-3">
                  {words ? (
                    <p className="text-sm text-slate-700 dark:text-slate-300">{words.note}</p>
                  ) : e.details.length === 0 ? (
                    <span className="text-slate-500">—</span>
                  ) : (
                    <dl className="space-y-0.5 text-xs text-slate-700 dark:text-slate-300">
                      {e.details.map((d) => (
                        <div key={d.key} className="flex gap-1.5">
                          <dt className="shrink-0 font-semibold">{humanize(d.key)}:</dt>
                          <dd className="min-w-0 font-mono wrap-anywhere">{d.value}</dd>
                        </div>
                      ))}
                    </dl>
                  )}
                </td>
              </tr>
            );
          })}
        </DataTable>
      )}
      <Pager page={page} pageCount={pageCount} hrefFor={hrefFor} summary={`Page ${page} / ${pageCount} · ${total} entries`} />
    </>
  );
}
