import { Form, Link, useLocation, useSubmit } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import type { DraftView, VersionRef, VersionView } from "#server/modules/content/editing.server.js";
import type { HistoryComparison } from "~/utils/document-editor.server";
import { ConfirmDialog } from "~/components/admin/confirm-dialog";
import { Button } from "~/components/ui/button-element";
import { buttonClass } from "~/components/ui/button";
import { formatDateTime, plural, StatusBadge, type BadgeTone } from "~/components/ui/format";
import { card, cx, focusRing, labelBase } from "~/components/ui/styles";
import { wordChanges, type WordedChange } from "./differences";

/**
 * The History of an editor (server/modules/content/editing.server.ts `loadHistory`, `compareVersions`): every
 * published version newest first, the live one and the unpublished draft marked; what changed between any two of
 * them (a GET form and links, so the comparison has an address and works without JavaScript); and Restore as
 * draft, which asks first when it would replace a draft that is not published or changes not saved in the form:
 * in a dialog, or without JavaScript on a second step the server sends back to (`?restore=`).
 */

type Jsonified<T> = T extends Date ? string : T extends object ? { [K in keyof T]: Jsonified<T[K]> } : T;
type Version = Jsonified<VersionView>;

export interface HistoryProps {
  versions: Version[];
  live: number | null;
  draft: Jsonified<DraftView> | null;
  comparison: Jsonified<HistoryComparison> | null;
  /** The version a restore without JavaScript asks about (the draft exists). */
  restoring: Version | null;
  /** The revision the editor was loaded at: a restore names it. */
  revision: number;
  action: string;
  /** The form has changes not saved. */
  dirty: boolean;
}

const MAX_SHOWN = 60;

/** The editor's address with `changes` applied to its query (the language tab and the rest kept). */
function useHref() {
  const { pathname, search } = useLocation();
  return (changes: Record<string, string | null>, hash = "") => {
    const params = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) params.delete(key);
      else params.set(key, value);
    }
    const query = params.toString();
    return `${pathname}${query ? `?${query}` : ""}${hash}`;
  };
}

const sideName = (ref: VersionRef, live: number | null) =>
  ref === "draft" ? "the draft" : `version ${ref}${ref === live ? " (live)" : ""}`;

export function History({ versions, live, draft, comparison, restoring, revision, action, dirty }: HistoryProps) {
  const href = useHref();
  const submit = useSubmit();
  const [pending, setPending] = useState<{ form: HTMLFormElement; number: number } | null>(null);
  const numbers = versions.map((v) => v.number);

  return (
    <section aria-labelledby="history-heading" className={cx(card, "p-4")}>
      <h2 id="history-heading" className="text-lg font-semibold">
        History
      </h2>
      {versions.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">Nothing published from this editor yet.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
            Every publish keeps a version. Visitors see the live one; “Restore as draft” brings an older one back into the editor,
            and it goes live when you publish it.
          </p>
          {restoring ? <RestoreStep version={restoring} draft={draft} revision={revision} action={action} /> : null}
          <CompareForm numbers={numbers} live={live} draft={draft} comparison={comparison} />
          {comparison ? <ComparisonView comparison={comparison} live={live} closeHref={href({ from: null, to: null })} /> : null}
          <ol className="mt-3 divide-y divide-slate-200 dark:divide-slate-700" aria-label="Versions, newest first">
            {draft ? (
              <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="history-draft">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                    <Mark tone="amber">Current draft</Mark>
                    <span>
                      Not published · saved {formatDateTime(draft.savedAt)}
                      {draft.by ? ` · ${draft.by}` : ""}
                    </span>
                  </p>
                  <p className="text-sm text-slate-600 dark:text-slate-300">
                    {draft.sameAs !== null
                      ? `The content of version ${draft.sameAs}, restored and not changed since.`
                      : "Changes saved in the editor that visitors do not see yet."}
                  </p>
                </div>
                {live !== null ? (
                  <Link
                    to={href({ from: String(live), to: "draft" }, "#compare")}
                    preventScrollReset
                    className={buttonClass({
                      surface: "admin",
                      variant: "secondary",
                      size: "sm",
                      className: "self-start sm:shrink-0 sm:self-auto",
                    })}
                    aria-label="What the draft changes from the live version"
                  >
                    Changes from live
                  </Link>
                ) : null}
              </li>
            ) : null}
            {versions.map((v) => {
              const isLive = v.number === live;
              const restoredHere = draft?.sameAs === v.number;
              return (
                <li
                  key={v.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                  data-testid={isLive ? "history-live" : undefined}
                >
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium">
                      {isLive ? <Mark tone="emerald">Live</Mark> : null}
                      {isLive && !draft ? <Mark tone="brand">In the editor</Mark> : null}
                      {restoredHere ? <Mark tone="amber">Restored as the draft</Mark> : null}
                      <span>
                        Version {v.number} · {formatDateTime(v.createdAt)}
                        {v.author ? ` · ${v.author}` : ""}
                      </span>
                    </p>
                    <p className="text-sm break-words text-slate-600 dark:text-slate-300">{v.summary}</p>
                  </div>
                  <div className="flex flex-wrap gap-2 sm:shrink-0 sm:flex-nowrap">
                    {numbers.includes(v.number - 1) ? (
                      <Link
                        to={href({ from: String(v.number - 1), to: String(v.number) }, "#compare")}
                        preventScrollReset
                        className={buttonClass({ surface: "admin", variant: "secondary", size: "sm" })}
                        aria-label={`What version ${v.number} changed`}
                      >
                        What changed
                      </Link>
                    ) : null}
                    <Form
                      method="post"
                      action={action}
                      onSubmit={(event) => {
                        // a draft that is not published, or changes not saved: ask before they are replaced
                        if (!draft && !dirty) return;
                        event.preventDefault();
                        setPending({ form: event.currentTarget, number: v.number });
                      }}
                    >
                      <input type="hidden" name="intent" value="restore" />
                      <input type="hidden" name="versionId" value={v.id} />
                      <input type="hidden" name="revision" value={revision} />
                      <Button
                        surface="admin"
                        type="submit"
                        variant="secondary"
                        size="sm"
                        aria-label={`Restore version ${v.number} as a draft`}
                      >
                        Restore as draft
                      </Button>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ol>
        </>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        tone="danger"
        title={draft ? `Replace the draft with version ${pending?.number ?? ""}?` : `Restore version ${pending?.number ?? ""}?`}
        description={restoreQuestion(draft, dirty, pending?.number ?? 0)}
        cancelLabel={draft ? "Keep the draft" : "Cancel"}
        confirmLabel={draft ? "Replace the draft" : `Restore version ${pending?.number ?? ""}`}
        onConfirm={() => {
          if (!pending) return;
          const formData = new FormData(pending.form);
          formData.set("replaceDraft", "yes");
          submit(formData, { method: "post", action });
        }}
      />
    </section>
  );
}

function restoreQuestion(draft: HistoryProps["draft"], dirty: boolean, number: number): string {
  const unsaved = dirty ? " Your changes in the form that are not saved are lost too." : "";
  if (!draft) return `Your changes in the form are not saved. Restoring version ${number} replaces them with that version.`;
  if (draft.sameAs !== null)
    return `The draft is version ${draft.sameAs}, restored and not published. Version ${number} replaces it as the draft; version ${draft.sameAs} stays in the History.${unsaved}`;
  return (
    `The draft saved ${formatDateTime(draft.savedAt)}${draft.by ? ` by ${draft.by}` : ""} is not published. ` +
    `Version ${number} replaces it, and the draft's changes are lost: only published versions are kept in the History.${unsaved}`
  );
}

function Mark({ tone, children }: { tone: BadgeTone; children: string }) {
  return <StatusBadge tone={tone}>{children}</StatusBadge>;
}

/** The step a restore without JavaScript stops at when it would replace the draft. */
function RestoreStep({
  version,
  draft,
  revision,
  action,
}: {
  version: Version;
  draft: HistoryProps["draft"];
  revision: number;
  action: string;
}) {
  const { pathname } = useLocation();
  return (
    <div
      id="restore-confirm"
      role="alert"
      className="mt-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <h3 className="text-base font-semibold">Replace the draft with version {version.number}?</h3>
      <p className="mt-1">{restoreQuestion(draft, false, version.number)}</p>
      <Form method="post" action={action} className="mt-3 flex flex-col gap-2 sm:flex-row">
        <input type="hidden" name="intent" value="restore" />
        <input type="hidden" name="versionId" value={version.id} />
        <input type="hidden" name="revision" value={revision} />
        <input type="hidden" name="replaceDraft" value="yes" />
        <Button surface="admin" type="submit" variant="destructive" size="sm">
          Replace the draft
        </Button>
        <Link to={pathname} className={buttonClass({ surface: "admin", variant: "secondary", size: "sm" })}>
          Keep the draft
        </Link>
      </Form>
    </div>
  );
}

/** Two versions (or the draft) to compare: a GET form, so the comparison has an address. */
function CompareForm({
  numbers,
  live,
  draft,
  comparison,
}: {
  numbers: number[];
  live: number | null;
  draft: HistoryProps["draft"];
  comparison: HistoryProps["comparison"];
}) {
  const { search } = useLocation();
  const lang = new URLSearchParams(search).get("lang");
  if (numbers.length + (draft ? 1 : 0) < 2) return null;
  const options = [
    ...(draft ? [{ value: "draft", label: "The draft (not published)" }] : []),
    ...numbers.map((n) => ({ value: String(n), label: `Version ${n}${n === live ? " (live)" : ""}` })),
  ];
  const defaultTo = String(comparison?.to ?? options[0]!.value);
  const defaultFrom = String(comparison?.from ?? options[1]!.value);
  return (
    <Form
      method="get"
      preventScrollReset
      className="mt-3 grid gap-3 rounded-lg bg-slate-50 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end dark:bg-slate-800/50"
      aria-label="Compare two versions"
    >
      {lang ? <input type="hidden" name="lang" value={lang} /> : null}
      <VersionSelect id="compare-from" name="from" label="Compare" options={options} defaultValue={defaultFrom} />
      <VersionSelect id="compare-to" name="to" label="with" options={options} defaultValue={defaultTo} />
      <Button surface="admin" type="submit" variant="secondary">
        Show changes
      </Button>
    </Form>
  );
}

const selectClass = cx(
  "mt-1.5 block h-10 w-full rounded-lg border border-slate-300 bg-white px-2.5 text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100",
  focusRing,
);

const KIND_MARKS: Record<WordedChange["kind"], { label: string; tone: BadgeTone }> = {
  added: { label: "Added", tone: "emerald" },
  removed: { label: "Removed", tone: "red" },
  changed: { label: "Changed", tone: "sky" },
  reordered: { label: "New order", tone: "violet" },
};

function ComparisonView({
  comparison,
  live,
  closeHref,
}: {
  comparison: NonNullable<HistoryProps["comparison"]>;
  live: number | null;
  closeHref: string;
}) {
  const { from, to, changes } = comparison;
  const region = useRef<HTMLElement>(null);
  // a new comparison takes the focus (it opens above the list a link or the form was used in)
  useEffect(() => {
    region.current?.focus({ preventScroll: true });
  }, [from, to]);
  const worded = changes ? wordChanges(changes) : [];
  const shown = worded.slice(0, MAX_SHOWN);
  return (
    <section
      id="compare"
      ref={region}
      aria-labelledby="compare-heading"
      tabIndex={-1}
      className="mt-3 rounded-lg border border-slate-200 p-3 outline-none sm:p-4 dark:border-slate-700"
      data-testid="history-comparison"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id="compare-heading" className="min-w-0 pt-1 font-semibold">
          What changed from {sideName(from, live)} to {sideName(to, live)}
        </h3>
        <Link
          to={closeHref}
          preventScrollReset
          className={buttonClass({ surface: "admin", variant: "ghost", size: "sm", className: "shrink-0" })}
          aria-label="Close the comparison"
        >
          Close
        </Link>
      </div>
      {changes === null ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          {from === "draft" || to === "draft"
            ? "There is no unpublished draft to compare: the editor shows the live version."
            : "One of these versions is not in the History."}
        </p>
      ) : worded.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">No differences: both have the same content.</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{plural(worded.length, "change")}, top to bottom.</p>
          <ul className="mt-3 space-y-3" aria-label="Changes">
            {shown.map((change, i) => (
              <li key={`${change.label}-${i}`} className="min-w-0 border-l-2 border-slate-200 pl-3 dark:border-slate-700">
                <p className="flex flex-wrap items-center gap-2 text-sm">
                  <StatusBadge tone={KIND_MARKS[change.kind].tone}>{KIND_MARKS[change.kind].label}</StatusBadge>
                  <span className="min-w-0 font-medium break-words">{change.label}</span>
                </p>
                {change.kind === "reordered" ? (
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">The same entries in another order.</p>
                ) : change.before !== undefined || change.after !== undefined ? (
                  <dl className="mt-1 grid gap-x-3 gap-y-0.5 text-sm sm:grid-cols-[auto_1fr]">
                    {change.kind !== "added" ? (
                      <>
                        <dt className="text-slate-500 dark:text-slate-400">Before</dt>
                        <dd className="break-words text-slate-700 line-through decoration-red-400/70 dark:text-slate-300">
                          {change.before ?? "(long content)"}
                        </dd>
                      </>
                    ) : null}
                    {change.kind !== "removed" ? (
                      <>
                        <dt className="text-slate-500 dark:text-slate-400">After</dt>
                        <dd className="break-words text-slate-900 dark:text-slate-100">{change.after ?? "(long content)"}</dd>
                      </>
                    ) : null}
                  </dl>
                ) : null}
              </li>
            ))}
          </ul>
          {worded.length > shown.length ? (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-300">… and {worded.length - shown.length} more.</p>
          ) : null}
        </>
      )}
    </section>
  );
}

/** One end of the comparison: a labelled choice among the versions (and the draft). */
function VersionSelect({
  id,
  name,
  label,
  options,
  defaultValue,
}: {
  id: string;
  name: string;
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  defaultValue: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={id} className={labelBase}>
        {label}
      </label>
      <select id={id} name={name} defaultValue={defaultValue} className={selectClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
