import { Link, useFetcher, useRevalidator } from "@remix-run/react";
import { Panel } from "~/components/admin/Panel";
import type { FormAdminSlug } from "#server/db/models/form-enums.js";
import { useEffect } from "react";
import type { ExportItem } from "#server/modules/exports/exports.server.js";
import type { ResponseFilter } from "#server/modules/submissions/admin.server.js";
import type { ActionData } from "./intent.server";
import { RESPONSE_NOUN, RESPONSE_STATUS_LABELS, RESPONSE_STATUS_ORDER } from "./tabs";
import { card, cx, hintText, inputBase, labelBase } from "~/components/ui/styles";
import { LoadError } from "~/components/admin/responses-ui";
import { formatBytes, plural, Time } from "~/components/ui/format";
import { buttonClass } from "~/components/ui/button";

const POLL_MS = 1_000;

/**
 * The Export tab: asks the `exports` queue for a CSV of the responses (all, or those matching a status
 * and search), then shows each export's progress until its download is ready. While an export is
 * queued or running the page's data is refreshed every second; without JavaScript a refresh link does it.
 */
export function ExportTab({
  slug,
  exports,
  loadError,
  filter,
  totalResponses,
}: {
  slug: FormAdminSlug;
  exports: ExportItem[] | null;
  loadError: string | null;
  filter: ResponseFilter;
  totalResponses: number;
}) {
  const fetcher = useFetcher<ActionData>({ key: `export-${slug}` });
  const revalidator = useRevalidator();
  const active = exports?.some((e) => e.status === "queued" || e.status === "running") ?? false;

  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle" && document.visibilityState === "visible") revalidator.revalidate();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [active, revalidator]);

  if (!exports) return <LoadError message={loadError ?? "Failed to fetch exports. Please try again later."} />;
  const busy = fetcher.state !== "idle";
  const noun = RESPONSE_NOUN[slug];

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
      <Panel
        title="Download as a spreadsheet"
        description={
          <>
            A CSV file that opens in Excel or Google Sheets: one row per {noun.one} (newest first), a column for the date and one
            for each field. Bangla and Arabic text is kept. Times are UTC.
          </>
        }
        className="self-start p-4 sm:p-6"
      >
        <fetcher.Form method="post" preventScrollReset className="mt-5 space-y-4">
          <input type="hidden" name="intent" value="export" />
          <div>
            <label htmlFor="export-status" className={labelBase}>
              Which {noun.many}
            </label>
            <select id="export-status" name="status" defaultValue={filter.status ?? ""} className={cx(inputBase, "mt-1.5")}>
              <option value="">All ({plural(totalResponses, noun)})</option>
              {RESPONSE_STATUS_ORDER.map((s) => (
                <option key={s} value={s}>
                  {RESPONSE_STATUS_LABELS[s]} only
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="export-q" className={labelBase}>
              Only those whose answers contain <span className="font-normal text-slate-500">(optional)</span>
            </label>
            <input
              id="export-q"
              name="q"
              type="search"
              maxLength={100}
              defaultValue={filter.q}
              placeholder="e.g. Dhaka"
              className={cx(inputBase, "mt-1.5")}
            />
            <p className={hintText}>Leave empty to export every {noun.one}.</p>
          </div>
          <button type="submit" className={buttonClass({ surface: "admin", className: "w-full" })} disabled={busy}>
            {busy ? "Starting…" : "Export CSV"}
          </button>
        </fetcher.Form>
      </Panel>

      <section aria-labelledby="exports-heading" className="min-w-0">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="exports-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
            Recent exports
          </h2>
          {active ? (
            <Link
              to="?tab=export"
              preventScrollReset
              className={buttonClass({ surface: "admin", variant: "secondary", className: "min-h-9 text-xs" })}
            >
              Refresh
            </Link>
          ) : null}
        </div>
        {exports.length === 0 ? (
          <p className="mt-3 rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center text-sm text-slate-600 dark:border-slate-700 dark:text-slate-300">
            No exports yet. Choose what to export and press Export CSV.
          </p>
        ) : (
          <ul className="mt-3 space-y-3">
            {exports.map((item) => (
              <ExportRow key={item.id} item={item} noun={noun} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ExportRow({ item, noun }: { item: ExportItem; noun: { one: string; many: string } }) {
  const working = item.status === "queued" || item.status === "running";
  const label = item.status === "queued" ? "Waiting to start…" : item.status === "running" ? "Exporting…" : null;
  return (
    <li className={cx(card, "p-4")} data-export-id={item.id} data-export-status={item.status}>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <span className="text-slate-600 dark:text-slate-300">
          Requested <Time iso={item.createdAt} />
          {item.requestedBy ? <> by {item.requestedBy}</> : null}
        </span>
        {item.status === "done" ? (
          <span className="font-medium text-emerald-700 dark:text-emerald-300">
            Ready · {plural(item.totalRows ?? 0, noun)}
            {item.size !== null ? ` · ${formatBytes(item.size)}` : ""}
          </span>
        ) : null}
      </div>
      {working ? (
        <div className="mt-3">
          <div className="flex justify-between text-xs font-medium text-slate-700 dark:text-slate-200">
            <span id={`export-${item.id}-label`}>{label}</span>
            <span className="tabular-nums">{item.progress}%</span>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`export-${item.id}-label`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={item.progress}
            className="mt-1.5 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-700"
          >
            <div
              className="h-full rounded-full bg-brand-600 transition-[width] duration-500 dark:bg-accent-500"
              style={{ width: `${Math.max(item.progress, 3)}%` }}
            />
          </div>
        </div>
      ) : null}
      {item.status === "done" ? (
        <a href={`/admin/exports/${item.id}`} download className={buttonClass({ surface: "admin", className: "mt-3" })}>
          <svg viewBox="0 0 20 20" fill="currentColor" className="size-4" aria-hidden="true">
            <path d="M10 3a.75.75 0 0 1 .75.75v7.19l2.22-2.22a.75.75 0 1 1 1.06 1.06l-3.5 3.5a.75.75 0 0 1-1.06 0l-3.5-3.5a.75.75 0 1 1 1.06-1.06l2.22 2.22V3.75A.75.75 0 0 1 10 3ZM4 14.25a.75.75 0 0 1 .75.75v.5c0 .14.11.25.25.25h10a.25.25 0 0 0 .25-.25V15a.75.75 0 0 1 1.5 0v.5A1.75 1.75 0 0 1 15 17.25H5A1.75 1.75 0 0 1 3.25 15.5V15a.75.75 0 0 1 .75-.75Z" />
          </svg>
          Download CSV
        </a>
      ) : null}
      {item.status === "failed" ? (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700 dark:text-red-300">
          {item.error ?? "The export failed. Please try again."}
        </p>
      ) : null}
    </li>
  );
}
