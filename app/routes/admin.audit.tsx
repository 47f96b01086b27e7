import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { DataTable } from "~/components/admin/DataTable";
import { EmptyState } from "~/components/admin/EmptyState";
import { ClipboardIcon } from "~/components/admin/icons";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/PageHeader";
import { Pager, Time } from "~/components/admin/responses-ui";
import { buttonPrimary, card, cx, inputBase, labelBase } from "~/components/admin/ui";

export const meta: MetaFunction = () => adminMeta("Audit log");

const PAGE_SIZE = 50;

const querySchema = z.object({
  entity: z
    .string()
    .trim()
    .max(60)
    .regex(/^[a-z_]*$/)
    .catch(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});

interface AuditRow {
  id: number;
  created_at: Date;
  action: string;
  entity: string;
  entity_id: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  username: string | null;
}

/** Read-only: who did what, when, newest first; filter by what was touched. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { db } = context.services;
  const params = new URL(request.url).searchParams;
  const query = querySchema.parse({ entity: params.get("entity") ?? "", page: params.get("page") ?? "1" });
  const base = () => {
    const q = db("audit_log as a");
    if (query.entity) q.where("a.entity", query.entity);
    return q;
  };
  const [[{ total }], entities] = await Promise.all([
    base().count<Array<{ total: number }>>({ total: "*" }),
    db("audit_log").distinct("entity").orderBy("entity").pluck("entity") as Promise<string[]>,
  ]);
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(query.page, pageCount);
  const rows = await base()
    .leftJoin("admin_users as u", "u.id", "a.admin_user_id")
    .select<AuditRow[]>(
      "a.id",
      "a.created_at",
      "a.action",
      "a.entity",
      "a.entity_id",
      "a.details",
      "a.ip",
      db.raw("coalesce(u.display_name, u.username) as username"),
    )
    .orderBy([
      { column: "a.created_at", order: "desc" },
      { column: "a.id", order: "desc" },
    ])
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return {
    entity: query.entity,
    entities,
    page,
    pageCount,
    total,
    entries: rows.map((r) => ({
      id: r.id,
      at: r.created_at.toISOString(),
      action: r.action,
      entity: r.entity,
      entityId: r.entity_id,
      details: Object.entries(r.details ?? {}).map(([key, value]) => ({
        key,
        value: typeof value === "string" ? value : JSON.stringify(value),
      })),
      ip: r.ip,
      who: r.username,
    })),
  };
}

/** `form_field.create` → "form field create", `fieldType` → "field type". */
const humanize = (value: string) =>
  value
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[._]/g, " ")
    .toLowerCase();

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
        <button type="submit" className={buttonPrimary}>
          Show
        </button>
      </Form>

      {entries.length === 0 ? (
        <EmptyState icon={ClipboardIcon} title="Nothing recorded yet">
          Changes appear here as soon as an admin makes them.
        </EmptyState>
      ) : (
        <DataTable caption="Audit log, newest first" columns={["When", "Who", "What", "Record", "Details"]}>
          {entries.map((e) => (
            <tr key={e.id} className="align-top">
              <td className="px-4 py-3 whitespace-nowrap">
                <Time iso={e.at} />
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                {e.who ?? <span className="text-slate-500">system</span>}
                {e.ip ? <span className="block text-xs text-slate-500 dark:text-slate-400">{e.ip}</span> : null}
              </td>
              <td className="px-4 py-3 font-medium whitespace-nowrap capitalize">{humanize(e.action)}</td>
              <td className="px-4 py-3 whitespace-nowrap">
                {humanize(e.entity)}
                {e.entityId ? <span className="text-slate-500"> #{e.entityId}</span> : null}
              </td>
              <td className="max-w-md px-4 py-3">
                {e.details.length === 0 ? (
                  <span className="text-slate-500">—</span>
                ) : (
                  <dl className="space-y-0.5 text-xs text-slate-700 dark:text-slate-300">
                    {e.details.map((d) => (
                      <div key={d.key} className="flex gap-1.5">
                        <dt className="shrink-0 font-semibold">{humanize(d.key)}:</dt>
                        <dd className="min-w-0 font-mono break-all">{d.value}</dd>
                      </div>
                    ))}
                  </dl>
                )}
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={page} pageCount={pageCount} hrefFor={hrefFor} summary={`Page ${page} / ${pageCount} · ${total} entries`} />
    </>
  );
}
