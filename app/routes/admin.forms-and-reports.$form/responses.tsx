import { getFormProps } from "@conform-to/react";
import { Link } from "@remix-run/react";
import type { z } from "zod";
import type { FormAdminSlug } from "#server/db/models/form-enums.js";
import { useState } from "react";
import { PUBLIC_NOTE_MAX, type ResponseStatus } from "#server/db/models/form-enums.js";
import type { RegistrationRef, SamePassport } from "#server/modules/payments/duplicates.server.js";
import type { ResponseFilter, ResponseItem, ResponsePage } from "#server/modules/submissions/admin.server.js";
import { EmptyState } from "~/components/admin/EmptyState";
import { FilterBar, statusLink, useListHref } from "~/components/admin/filter-bar";
import { ConfirmForm } from "~/components/admin/confirm-dialog";
import { ClipboardIcon } from "~/components/admin/icons";
import { IntentForm, useIntentForm } from "./intent-form";
import { RegistrationReportsLink } from "./medical-link";
import { useRowRemoval } from "./row-actions";
import { duplicateCheckSchema, NOTES_MAX, responseUpdateSchema, stageUpdateSchema } from "./schemas";
import { RESPONSE_NOUN, RESPONSE_STATUS_LABELS, RESPONSE_STATUS_ORDER, STAGE_LABELS } from "./tabs";
import { Pager } from "~/components/admin/Pager";
import { LoadError } from "~/components/admin/responses-ui";
import { formatBytes, plural, StatusBadge, Time, type BadgeTone } from "~/components/ui/format";
import { FormErrors, SelectField, TextareaField } from "~/components/ui/field";
import { card, cx } from "~/components/ui/styles";
import { buttonClass } from "~/components/ui/button";

const STATUS_TONES: Record<ResponseStatus, BadgeTone> = {
  new: "sky",
  in_review: "amber",
  shortlisted: "violet",
  accepted: "emerald",
  rejected: "slate",
};

export function ResponseStatusBadge({ status }: { status: ResponseStatus }) {
  return <StatusBadge tone={STATUS_TONES[status]}>{RESPONSE_STATUS_LABELS[status]}</StatusBadge>;
}

export function ResponsesTab({
  slug,
  page,
  loadError,
  filter,
}: {
  slug: FormAdminSlug;
  page: ResponsePage | null;
  loadError: string | null;
  filter: ResponseFilter;
}) {
  const hrefWith = useListHref();
  const noun = RESPONSE_NOUN[slug];
  if (!page) return <LoadError message={loadError ?? "Failed to fetch form responses. Please try again later."} />;
  const filtered = Boolean(filter.status || filter.q || filter.response || filter.flag);
  const duplicatesOnly = filter.flag === "possible-duplicate";

  return (
    <div className="space-y-5">
      <FilterBar
        id="responses"
        search={{ label: "Search answers", placeholder: "Name, phone, passport number…", value: filter.q }}
        keep={{ tab: "responses", status: filter.status ?? null, flag: filter.flag ?? null }}
        clear={{ q: filter.q }}
        statuses={{
          label: "Filter by status",
          current: filter.status ?? null,
          counts: page.counts,
          order: RESPONSE_STATUS_ORDER,
          names: RESPONSE_STATUS_LABELS,
          changes: { response: null },
        }}
      />

      {page.possibleDuplicates !== null ? (
        <nav aria-label="Flags" className="flex flex-wrap items-center gap-2">
          <Link
            to={hrefWith({ flag: duplicatesOnly ? null : "possible-duplicate", response: null })}
            preventScrollReset
            aria-current={duplicatesOnly ? "true" : undefined}
            className={statusLink(duplicatesOnly)}
          >
            Possible duplicates <span className="tabular-nums opacity-80">({page.possibleDuplicates})</span>
          </Link>
          <span className="text-sm text-slate-600 dark:text-slate-400">
            {duplicatesOnly
              ? "Registrations under a passport number registered before, not checked yet."
              : "Registrations under a passport number registered before, to check."}
          </span>
        </nav>
      ) : null}

      {filter.response ? (
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Showing one {noun.one} only.{" "}
          <Link to={hrefWith({ response: null })} className="font-semibold text-brand-700 underline dark:text-accent-400">
            Show all {noun.many}
          </Link>
        </p>
      ) : null}

      {page.items.length === 0 ? (
        <EmptyState icon={ClipboardIcon} title={filtered ? `No ${noun.many} match` : `No ${noun.many} yet`}>
          {filtered
            ? "Try another search or status, or show them all."
            : `New ${noun.many} appear here, newest first, as soon as they are submitted.`}
        </EmptyState>
      ) : (
        <ol className="space-y-4" aria-label={`${noun.many}, newest first`}>
          {page.items.map((response) => (
            <ResponseCard key={response.id} slug={slug} response={response} />
          ))}
        </ol>
      )}

      {page.pageCount > 1 ? (
        <Pager
          page={page.page}
          pageCount={page.pageCount}
          summary={
            <>
              Page {page.page} / {page.pageCount} · {plural(page.total, noun)}
            </>
          }
        />
      ) : (
        <p className="text-center text-sm text-slate-600 dark:text-slate-400">{plural(page.total, noun)}</p>
      )}
    </div>
  );
}

function answerText(value: string | string[] | null): string {
  if (Array.isArray(value)) return value.join(", ");
  return value ?? "";
}

/**
 * What an office reader calls a response: the submitter's name (the first answer labelled "… name"), else its first
 * written answer; the database id is only a muted label beside it.
 */
function responseTitle(response: ResponseItem, noun: { one: string }): string {
  const written = response.answers.filter((a) => !a.file && answerText(a.value).trim() !== "");
  const named = written.find((a) => /\bname\b/i.test(a.label)) ?? written[0];
  if (!named) return `${noun.one[0]!.toUpperCase()}${noun.one.slice(1)} without answers`;
  const text = answerText(named.value).trim().replace(/\s+/g, " ");
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
}

function ResponseCard({ slug, response }: { slug: FormAdminSlug; response: ResponseItem }) {
  const noun = RESPONSE_NOUN[slug];
  const title = responseTitle(response, noun);
  const { remove, removing } = useRowRemoval(`delete-response-${response.id}`);
  const headingId = `response-${response.id}-heading`;
  const jobAnswer =
    slug === "apply-now" ? response.answers.find((a) => a.fieldId !== null && a.label.trim().toLowerCase() === "job") : undefined;

  return (
    <li
      aria-labelledby={headingId}
      aria-busy={removing || undefined}
      data-response-id={response.id}
      className={cx(card, "overflow-hidden transition", removing && "opacity-50")}
    >
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 bg-slate-50 px-4 py-3 sm:items-center dark:border-slate-800 dark:bg-slate-800/40">
        <div className="flex min-w-0 flex-1 flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900 dark:text-white">
            {title}
          </h3>
          <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">
            <span className="capitalize">{noun.one}</span> #{response.id}
          </span>
          <ResponseStatusBadge status={response.status} />
          {response.samePassport?.reason === "possible_duplicate" && !response.duplicateCheckedAt ? (
            <StatusBadge tone="amber">Possible duplicate</StatusBadge>
          ) : null}
          <span className="text-sm text-slate-600 dark:text-slate-400">
            Submitted <Time iso={response.submittedAt} />
          </span>
        </div>
        <ConfirmForm
          fetcher={remove}
          fields={{ intent: "delete-response", responseId: String(response.id) }}
          title={`Delete the ${noun.one} from ${title}?`}
          description="Its answers and uploaded files are removed for good. This cannot be undone."
          confirmLabel={`Delete ${noun.one}`}
          triggerClassName={buttonClass({ surface: "admin", variant: "danger" })}
          triggerLabel={`Delete the ${noun.one} from ${title}`}
          disabled={removing}
        >
          Delete
        </ConfirmForm>
      </div>

      <div className="grid gap-5 p-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-4">
          {slug === "apply-now" ? (
            <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
              <span className="font-semibold">Applied for: </span>
              {response.job
                ? `${response.job.title} — ${[response.job.city, response.job.country].filter(Boolean).join(", ")}`
                : jobAnswer
                  ? `${answerText(jobAnswer.value)} (job since deleted)`
                  : "Job since deleted"}
            </p>
          ) : null}
          {response.samePassport ? <SamePassportNotice response={response} shared={response.samePassport} /> : null}
          {slug === "worker-registration" ? <PaymentSummary payment={response.payment} /> : null}
          {slug === "worker-registration" ? <RegistrationReportsLink responseId={response.id} /> : null}
          {response.answers.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">No answers were given.</p>
          ) : (
            <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {response.answers.map((answer, i) => (
                <div key={`${answer.fieldId ?? "deleted"}-${i}`} className="min-w-0">
                  <dt className="flex flex-wrap items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
                    {answer.label}
                    {answer.fieldId === null ? (
                      <span className="rounded bg-slate-200 px-1.5 py-px text-[0.65rem] font-semibold tracking-normal text-slate-700 normal-case dark:bg-slate-700 dark:text-slate-200">
                        deleted field
                      </span>
                    ) : null}
                  </dt>
                  <dd className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-900 dark:text-slate-100">
                    {answer.file ? (
                      <a
                        href={`/admin/files/${answer.file.id}`}
                        download={answer.file.name}
                        className="inline-flex items-center gap-1.5 rounded font-medium text-brand-700 underline underline-offset-2 dark:text-accent-400"
                      >
                        <svg viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0" aria-hidden="true">
                          <path d="M10 3a.75.75 0 0 1 .75.75v7.19l2.22-2.22a.75.75 0 1 1 1.06 1.06l-3.5 3.5a.75.75 0 0 1-1.06 0l-3.5-3.5a.75.75 0 1 1 1.06-1.06l2.22 2.22V3.75A.75.75 0 0 1 10 3ZM4 14.25a.75.75 0 0 1 .75.75v.5c0 .14.11.25.25.25h10a.25.25 0 0 0 .25-.25V15a.75.75 0 0 1 1.5 0v.5A1.75 1.75 0 0 1 15 17.25H5A1.75 1.75 0 0 1 3.25 15.5V15a.75.75 0 0 1 .75-.75Z" />
                        </svg>
                        <span className="break-all">{answer.file.name}</span>
                        <span className="font-normal whitespace-nowrap text-slate-500 no-underline dark:text-slate-400">
                          ({formatBytes(answer.file.size)})
                        </span>
                      </a>
                    ) : (
                      answerText(answer.value) || "—"
                    )}
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
        <div className="space-y-4">
          {slug === "worker-registration" ? <ResponseForm response={response} intent="set-stage" /> : null}
          <ResponseForm response={response} intent="update-response" />
        </div>
      </div>
    </li>
  );
}

/** A registration as another one names it: "Registration #12 (CR-7K3Q9)", a link to it alone. */
function RegistrationLink({ registration }: { registration: RegistrationRef }) {
  const hrefWith = useListHref();
  return (
    <Link
      to={hrefWith({ response: String(registration.id), status: null, q: null })}
      className="font-semibold text-brand-700 underline underline-offset-2 dark:text-accent-400"
    >
      Registration #{registration.id}
      {registration.reference ? ` (${registration.reference})` : ""}
    </Link>
  );
}

/**
 * A registration under a passport number registered before (docs/product.md, "Worker registration and payments"):
 * a later one links to the first, the first to the later ones. The worker was asked before paying. The office marks
 * a possible duplicate it has checked as "not a duplicate" (the flag goes; it can flag it again).
 */
function SamePassportNotice({ response, shared }: { response: ResponseItem; shared: SamePassport }) {
  if (shared.reason === "possible_duplicate") {
    const checkedAt = response.duplicateCheckedAt;
    return (
      <div
        className={cx(
          "flex flex-wrap items-center justify-between gap-x-4 gap-y-2 rounded-lg px-3 py-2 text-sm",
          checkedAt
            ? "bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-200"
            : "border border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100",
        )}
      >
        <p className="min-w-0">
          {checkedAt ? (
            <>
              <span className="font-semibold">Checked: not a duplicate</span> (<Time iso={checkedAt} />
              ). The same passport number was registered first in <RegistrationLink registration={shared.first} />.
            </>
          ) : (
            <>
              <span className="font-semibold">Possible duplicate: </span>
              the same passport number was registered first in <RegistrationLink registration={shared.first} />.
            </>
          )}
        </p>
        <DuplicateCheckForm responseId={response.id} notDuplicate={!checkedAt} />
      </div>
    );
  }
  const more = shared.laterCount - shared.later.length;
  return (
    <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
      <span className="font-semibold">Registered again later</span> under the same passport number:{" "}
      {shared.later.map((registration, i) => (
        <span key={registration.id}>
          {i > 0 ? ", " : null}
          <RegistrationLink registration={registration} />
        </span>
      ))}
      {more > 0 ? ` and ${more.toLocaleString("en-US")} more` : null}.
    </p>
  );
}

/** "Not a duplicate" (clears the flag, audited) or, once checked, "Flag again". */
function DuplicateCheckForm({ responseId, notDuplicate }: { responseId: number; notDuplicate: boolean }) {
  const editor = useIntentForm(
    { intent: "check-duplicate", target: responseId, id: `duplicate-${responseId}` },
    duplicateCheckSchema,
    { responseId: String(responseId), notDuplicate: String(notDuplicate) },
  );
  return (
    <IntentForm editor={editor} intent="check-duplicate" hidden={{ responseId, notDuplicate: String(notDuplicate) }}>
      <button type="submit" className={buttonClass({ surface: "admin", variant: "secondary" })} disabled={editor.busy}>
        {editor.busy ? "Saving…" : notDuplicate ? "Not a duplicate" : "Flag again"}
      </button>
    </IntentForm>
  );
}

function PaymentSummary({ payment }: { payment: ResponseItem["payment"] }) {
  if (!payment) {
    return (
      <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        No payment on record.
      </p>
    );
  }
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-emerald-50 px-3 py-2 text-sm text-emerald-950 sm:grid-cols-3 xl:grid-cols-5 dark:bg-emerald-950/50 dark:text-emerald-100">
      <div>
        <dt className="text-xs font-semibold opacity-80">Amount</dt>
        <dd className="tabular-nums">
          {payment.amount} {payment.currency}
        </dd>
      </div>
      <div>
        <dt className="text-xs font-semibold opacity-80">Reference</dt>
        <dd className="font-mono">{payment.reference ?? "—"}</dd>
      </div>
      <div>
        <dt className="text-xs font-semibold opacity-80">trxID</dt>
        <dd className="font-mono break-all">{payment.trxId ?? "—"}</dd>
      </div>
      <div>
        <dt className="text-xs font-semibold opacity-80">Payment status</dt>
        <dd className="capitalize">{payment.status}</dd>
      </div>
      <div>
        <dt className="text-xs font-semibold opacity-80">Paid</dt>
        <dd>
          <Time iso={payment.at} />
        </dd>
      </div>
    </dl>
  );
}

const STATUS_OPTIONS = RESPONSE_STATUS_ORDER.map((s) => ({ value: s, label: RESPONSE_STATUS_LABELS[s] }));
const STAGE_OPTIONS = Object.entries(STAGE_LABELS).map(([value, label]) => ({ value, label }));

/**
 * The two forms beside a response, each a choice and a note: its status and internal notes (never shown to the
 * applicant), and a worker registration's stage with the note the worker reads on the status page (by reference and
 * phone number).
 */
const RESPONSE_FORMS = {
  "update-response": {
    id: "response",
    schema: responseUpdateSchema,
    values: (r: ResponseItem) => ({ status: r.status, notes: r.notes }),
    choice: { name: "status", label: "Status", options: STATUS_OPTIONS },
    note: { name: "notes", label: "Internal notes", maxLength: NOTES_MAX, placeholder: "Only admins see these notes." },
    save: { clean: "Save", dirty: "Save changes" },
    className: "border-slate-200 dark:border-slate-700",
  },
  "set-stage": {
    id: "stage",
    schema: stageUpdateSchema,
    values: (r: ResponseItem) => ({ stage: r.stage, publicNote: r.publicNote }),
    choice: { name: "stage", label: "Stage (the worker sees it)", options: STAGE_OPTIONS },
    note: {
      name: "publicNote",
      label: "Note for the worker",
      maxLength: PUBLIC_NOTE_MAX,
      placeholder: "Shown on the status page, e.g. “Medical test on 3 December at Dhaka office.”",
    },
    save: { clean: "Save stage", dirty: "Save stage" },
    className: "border-brand-200 bg-brand-50/50 dark:border-brand-800 dark:bg-brand-900/20",
  },
} as const;

function ResponseForm({ response, intent }: { response: ResponseItem; intent: keyof typeof RESPONSE_FORMS }) {
  const spec = RESPONSE_FORMS[intent];
  // both schemas take a choice and a note, by the names `spec` gives
  const schema = spec.schema as z.ZodType<unknown, Record<string, string>>;
  const { fetcher, form, fields, busy } = useIntentForm(
    { intent, target: response.id, id: `${spec.id}-${response.id}` },
    schema,
    spec.values(response),
  );
  const [dirty, setDirty] = useState(false);

  return (
    <fetcher.Form
      method="post"
      preventScrollReset
      {...getFormProps(form)}
      className={cx("space-y-3 rounded-lg border p-3", spec.className)}
      onChange={() => setDirty(true)}
      onSubmit={(event) => {
        setDirty(false);
        form.onSubmit(event);
      }}
    >
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="responseId" value={response.id} />
      <FormErrors form={form} />
      <SelectField field={fields[spec.choice.name]} label={spec.choice.label} options={spec.choice.options} />
      <TextareaField
        field={fields[spec.note.name]}
        label={spec.note.label}
        textareaProps={{ rows: 3, maxLength: spec.note.maxLength, placeholder: spec.note.placeholder }}
      />
      <button type="submit" className={buttonClass({ surface: "admin", className: "w-full" })} disabled={busy}>
        {busy ? "Saving…" : dirty ? spec.save.dirty : spec.save.clean}
      </button>
    </fetcher.Form>
  );
}
