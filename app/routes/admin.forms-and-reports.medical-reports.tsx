import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Panel } from "~/components/admin/Panel";
import { parseWithZod } from "@conform-to/zod/v4";
import { type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, useActionData, useLoaderData, useRouteError } from "@remix-run/react";
import { useIntentSubmission, useResetAfterSuccess } from "~/components/admin/intent-submission";
import { useMemo } from "react";
import { z } from "zod";
import { loadAdminList } from "~/utils/admin-list.server";
import { MEDICAL_REPORT_FIELD } from "#server/modules/medical/medical.js";
import { KIND_TYPES } from "#server/modules/files/file-types.js";
import {
  deleteMedicalReports,
  listMedicalReports,
  medicalListQuerySchema,
  reportIdsSchema,
  saveMedicalReport,
  type SaveReportResult,
} from "#server/modules/medical/medical.server.js";
import { EmptyState } from "~/components/admin/EmptyState";
import { SearchBox } from "~/components/admin/filter-bar";
import { FORMS_AND_REPORTS_BACK, reportSection } from "~/components/admin/formsAndReports";
import { MEDICAL_MESSAGES, passportNumberField } from "~/components/admin/medical/messages";
import { DownloadIcon, FileIcon, SearchIcon, UploadIcon } from "~/components/admin/icons";
import { formatBytes, formatDateTime, megabytes, plural } from "~/components/ui/format";
import { BulkDeleteForm, RowCheckbox, SelectAllCheckbox, useSelection } from "~/components/admin/media/selection";
import { Pager } from "~/components/admin/Pager";
import { adminMeta } from "~/components/admin/meta";
import { Notice as InlineNotice } from "~/components/admin/Notice";
import { PageHeader } from "~/components/admin/PageHeader";
import { notice, ToastFallback, useNoticeToast } from "~/components/admin/toast";
import { Field, FileField, FormErrors } from "~/components/ui/field";
import { adminSubmission, doneWithToast, refuseWithToast } from "~/utils/admin-action.server";
import { errorResponseText } from "~/utils/refusals";
import { card, cx, focusRing } from "~/components/ui/styles";
import { buttonClass } from "~/components/ui/button";

const section = reportSection("medical-reports");
const BULK_FORM = "medical-bulk";

export const meta: MetaFunction = () => adminMeta(section.pageTitle);

export async function loader(args: LoaderFunctionArgs) {
  const { query, list, failed } = await loadAdminList(args, medicalListQuerySchema, (s, q) => listMedicalReports(s.db, q), {});
  const { items, ...pager } = list;
  return {
    ...pager,
    q: query.q,
    maxBytes: args.context.services.config.uploads.maxDocumentBytes,
    reports: items.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      uploadedAt: r.uploadedAt.toISOString(),
      earlier: r.earlier.map((e) => ({ ...e, uploadedAt: e.uploadedAt.toISOString() })),
    })),
    loadError: failed ? notice("error", MEDICAL_MESSAGES.fetchFailed) : null,
  };
}

/** The upload form (validated in the browser too); the file itself reaches the action through the upload module. */
const uploadSchema = z.object({
  intent: z.literal("upload"),
  passport_number: passportNumberField,
  medical_report: z.unknown().optional(),
});
const actionSchema = z.discriminatedUnion("intent", [
  uploadSchema,
  z.object({ intent: z.literal("delete"), ids: reportIdsSchema }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const parsed = await adminSubmission(request, context, actionSchema);
  if (parsed.invalid) return parsed.invalid;
  const { submission, actor } = parsed;

  if (submission.value.intent === "delete") {
    const result = await deleteMedicalReports(context.services, submission.value.ids, actor);
    if (result.ok) return doneWithToast(context, request, MEDICAL_MESSAGES.deleted);
    const [message, status] = deleteRefusal[result.reason];
    return refuseWithToast(context, submission.reply, message, status);
  }
  const result = await saveMedicalReport(
    context.services,
    { passportNumber: submission.value.passport_number, file: context.uploads.get(MEDICAL_REPORT_FIELD) },
    actor,
  );
  if (result.ok) return doneWithToast(context, request, result.created ? MEDICAL_MESSAGES.uploaded : MEDICAL_MESSAGES.updated);
  const [message, status] = saveRefusal(result);
  return refuseWithToast(context, submission.reply, message, status);
}

const deleteRefusal = {
  none_selected: [MEDICAL_MESSAGES.noneSelected, 400],
  failed: [MEDICAL_MESSAGES.deleteFailed, 500],
} as const;

function saveRefusal(result: Extract<SaveReportResult, { ok: false }>): [string, number] {
  switch (result.reason) {
    case "missing":
      return [MEDICAL_MESSAGES.missing, 400];
    case "bad_passport":
      return [MEDICAL_MESSAGES.badPassport, 400];
    case "file_unavailable":
      return [MEDICAL_MESSAGES.fileUnavailable, 409];
    // Only the REST API asks for create-only or replace-only saves; this page replaces or creates.
    case "exists":
    case "absent":
    case "failed":
      return [result.existed ? MEDICAL_MESSAGES.updateFailed : MEDICAL_MESSAGES.uploadFailed, 500];
  }
}

export default function AdminMedicalReports() {
  const { reports, total, page, pageCount, q, maxBytes, loadError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useNoticeToast(loadError);
  const ids = useMemo(() => reports.map((r) => r.id), [reports]);
  const selection = useSelection(ids);

  return (
    <>
      <PageHeader
        title={section.pageTitle}
        description="Workers' medical reports, kept privately and found by passport number."
        back={FORMS_AND_REPORTS_BACK}
      />
      <ToastFallback toast={loadError} />
      <div className="space-y-6">
        <UploadReportForm maxBytes={maxBytes} lastResult={actionData?.result} />

        <section aria-labelledby="reports-heading" className={cx(card, "p-4 sm:p-6")}>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="reports-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
                Reports
              </h2>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
                {q
                  ? `${plural(total, "passport")} matching “${q}”`
                  : `${plural(total, "passport")} with reports, latest upload first`}
              </p>
            </div>
            <Form method="get" role="search" className="w-full sm:w-auto">
              <SearchBox
                id="report-search"
                label="Search by passport number"
                hideLabel
                value={q}
                maxLength={40}
                placeholder="Passport number"
                autoCapitalize="characters"
                button="Search"
                className="w-full sm:w-80"
              />
            </Form>
          </div>

          {reports.length === 0 ? (
            <div className="mt-5">
              {q ? (
                <EmptyState title="No matching reports" icon={SearchIcon}>
                  No passport number contains “{q}”. Check the number, or{" "}
                  <a href="?" className="font-medium text-brand-600 underline dark:text-accent-400">
                    show all reports
                  </a>
                  .
                </EmptyState>
              ) : (
                <EmptyState title="No medical reports yet" icon={section.icon}>
                  Upload a report above: it is listed here under the worker's passport number.
                </EmptyState>
              )}
            </div>
          ) : (
            <>
              <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-y border-slate-200 py-3 dark:border-slate-800">
                <SelectAllCheckbox selection={selection} label="Select all reports on this page" />
                <BulkDeleteForm
                  id={BULK_FORM}
                  selection={selection}
                  noneSelected={MEDICAL_MESSAGES.noneSelected}
                  title={
                    selection.count === 1 ? "Delete 1 passport's reports?" : `Delete the reports of ${selection.count} passports?`
                  }
                  description="The selected passports' medical reports, earlier ones included, and their files are deleted for good. This cannot be undone."
                />
              </div>
              <ReportList reports={reports} selection={selection} />
              <Pager page={page} pageCount={pageCount} label="Report pages" />
            </>
          )}
        </section>
      </div>
    </>
  );
}

type Report = ReturnType<typeof useLoaderData<typeof loader>>["reports"][number];

function ReportList({ reports, selection }: { reports: Report[]; selection: ReturnType<typeof useSelection> }) {
  return (
    <ul className="divide-y divide-slate-100 dark:divide-slate-800" aria-label="Medical reports">
      {reports.map((report) => (
        <li
          key={report.id}
          id={`passport-${report.passportNumber}`}
          data-testid="medical-report"
          className={cx(
            "flex items-start gap-3 py-3 sm:gap-4",
            selection.has(report.id) && "-mx-2 rounded-lg bg-brand-50/70 px-2 dark:bg-brand-900/40",
          )}
        >
          <span className="flex h-10 items-center">
            <RowCheckbox
              id={report.id}
              selection={selection}
              form={BULK_FORM}
              label={`Select the reports of passport ${report.passportNumber}`}
            />
          </span>
          <div className="min-w-0 flex-1 sm:grid sm:grid-cols-[11rem_1fr] sm:gap-4">
            <p className="font-mono text-base font-semibold tracking-wide text-slate-900 sm:leading-10 dark:text-white">
              {report.passportNumber}
            </p>
            <div className="min-w-0">
              <ReportFile
                name={report.originalName}
                sizeBytes={report.sizeBytes}
                when={report.earlier.length > 0 ? "Latest, uploaded " : "Uploaded "}
                uploadedAt={report.uploadedAt}
                uploadedBy={report.uploadedBy}
                href={`/admin/forms-and-reports/medical-reports/${report.id}/download`}
                label={`Download the latest report of passport ${report.passportNumber}`}
                primary
              />
              {report.earlier.length > 0 ? <EarlierReports report={report} /> : null}
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** One file of a passport's reports: its name and size, when and by whom it was uploaded, and its download. */
function ReportFile(props: {
  name: string;
  sizeBytes: number;
  when: string;
  uploadedAt: string;
  uploadedBy: string | null;
  href: string;
  label: string;
  primary?: boolean;
}) {
  return (
    <div className="flex items-center gap-3">
      <div className="min-w-0 flex-1 text-sm">
        <p
          className={cx(
            "flex min-w-0 items-center gap-1.5",
            props.primary ? "text-slate-800 dark:text-slate-100" : "text-slate-700 dark:text-slate-200",
          )}
        >
          {props.primary ? <FileIcon className="size-4 shrink-0" /> : null}
          <span className="truncate" title={props.name}>
            {props.name || "Report"}
          </span>
          <span className="shrink-0 text-slate-500 dark:text-slate-400">· {formatBytes(props.sizeBytes)}</span>
        </p>
        <p className="mt-0.5 text-xs text-slate-500 dark:text-slate-400">
          {props.when}
          <time dateTime={props.uploadedAt}>{formatDateTime(props.uploadedAt)}</time>
          {props.uploadedBy ? ` · ${props.uploadedBy}` : ""}
        </p>
      </div>
      <a
        href={props.href}
        download
        className={buttonClass({
          surface: "admin",
          variant: props.primary ? "secondary" : "ghost",
          size: props.primary ? "md" : "sm",
          className: "shrink-0",
        })}
        aria-label={props.label}
      >
        <DownloadIcon className="size-4" />
        <span className="hidden sm:inline">Download</span>
      </a>
    </div>
  );
}

/** The reports a newer upload followed: kept, newest first, each downloadable. */
function EarlierReports({ report }: { report: Report }) {
  const count = report.earlier.length;
  return (
    <details className="mt-2" open={count <= 2}>
      <summary
        className={cx(focusRing, "inline-flex cursor-pointer rounded text-sm font-medium text-brand-700 dark:text-accent-400")}
      >
        {count === 1 ? "1 earlier report" : `${count} earlier reports`}
      </summary>
      <ol
        className="mt-2 space-y-2 border-s-2 border-slate-200 ps-3 dark:border-slate-700"
        aria-label={`Earlier reports of passport ${report.passportNumber}, newest first`}
      >
        {report.earlier.map((e) => (
          <li key={e.id} data-testid="earlier-report">
            <ReportFile
              name={e.originalName}
              sizeBytes={e.sizeBytes}
              when="Uploaded "
              uploadedAt={e.uploadedAt}
              uploadedBy={e.uploadedBy}
              href={`/admin/forms-and-reports/medical-reports/${report.id}/earlier/${e.id}`}
              label={`Download the report of passport ${report.passportNumber} uploaded ${formatDateTime(e.uploadedAt)}`}
            />
          </li>
        ))}
      </ol>
    </details>
  );
}

function UploadReportForm({ maxBytes, lastResult }: { maxBytes: number; lastResult: SubmissionResult<string[]> | undefined }) {
  const submission = useIntentSubmission("upload", lastResult);
  const busy = submission.busy;
  const [form, fields] = useForm({
    id: "medical-upload",
    lastResult: submission.lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: uploadSchema }),
    shouldValidate: "onSubmit",
  });
  // a saved report clears the form for the next one
  const formRef = useResetAfterSuccess(submission.idle, lastResult);

  return (
    <Panel
      title="Upload a medical report"
      description={
        <>
          If the passport number already has a report, the new file becomes its latest report and the earlier ones stay listed
          under it. PDF, DOC, DOCX, JPG or PNG, up to {megabytes(maxBytes)} MB.
        </>
      }
    >
      <FormErrors form={form} className="mt-4" />
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        {...getFormProps(form)}
        className="mt-5 grid gap-5 md:grid-cols-[14rem_1fr_auto] md:items-start"
      >
        <input type="hidden" name="intent" value="upload" />
        <Field
          field={fields.passport_number}
          label="Passport number"
          inputProps={{
            required: true,
            maxLength: 20,
            autoComplete: "off",
            autoCapitalize: "characters",
            spellCheck: false,
            placeholder: "e.g. A01234567",
          }}
          inputClassName="h-11 font-mono uppercase placeholder:font-sans placeholder:normal-case"
        />
        <FileField
          field={fields[MEDICAL_REPORT_FIELD]}
          label="Medical report file"
          types={KIND_TYPES.document}
          typesLabel="a PDF, DOC, DOCX, JPG or PNG"
          maxBytes={maxBytes}
          required
        />
        <button type="submit" disabled={busy} className={buttonClass({ surface: "admin", className: "h-11 md:mt-7" })}>
          {busy ? (
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          ) : (
            <UploadIcon className="size-4" />
          )}
          {busy ? "Uploading…" : "Upload report"}
        </button>
      </Form>
    </Panel>
  );
}

/**
 * Reached when the upload module refuses a file before this route runs (wrong type, too large) or the
 * list cannot be shown: say which, and offer a way back.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const routeError = isRouteErrorResponse(error) ? error : null;
  const upload = !routeError || routeError.status === 413 || routeError.status === 415;
  const detail = errorResponseText(error);
  return (
    <>
      <PageHeader title={section.pageTitle} back={FORMS_AND_REPORTS_BACK} />
      <InlineNotice tone="error">
        {upload ? MEDICAL_MESSAGES.uploadFailed : MEDICAL_MESSAGES.fetchFailed}
        {detail ? <span className="mt-1 block font-normal">{detail}</span> : null}
        {upload ? <span className="mt-1 block font-normal">Reports must be PDF, DOC, DOCX, JPG or PNG files.</span> : null}
      </InlineNotice>
      <p className="mt-4 text-sm">
        <a
          href="/admin/forms-and-reports/medical-reports"
          className={cx("rounded font-medium text-brand-600 underline dark:text-accent-400", focusRing)}
        >
          Back to Medical Reports
        </a>
      </p>
    </>
  );
}
