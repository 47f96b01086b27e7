import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, isRouteErrorResponse, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { z } from "zod";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import {
  MEDICAL_MESSAGES,
  MEDICAL_REPORT_ACCEPT,
  MEDICAL_REPORT_EXTENSIONS,
  MEDICAL_REPORT_FIELD,
} from "#server/modules/medical/medical.js";
import {
  deleteMedicalReports,
  listMedicalReports,
  medicalListQuerySchema,
  reportIdsSchema,
  saveMedicalReport,
} from "#server/modules/medical/medical.server.js";
import { EmptyState } from "~/components/admin/EmptyState";
import { reportSection } from "~/components/admin/formsAndReports";
import { DownloadIcon, FileIcon, SearchIcon, UploadIcon } from "~/components/admin/icons";
import { formatBytes, formatDateTime, megabytes, plural } from "~/components/admin/media/format";
import { BulkDeleteForm, Pagination, RowCheckbox, SelectAllCheckbox, useSelection } from "~/components/admin/media/selection";
import { secondaryButton } from "~/components/admin/media/buttons";
import { adminMeta } from "~/components/admin/meta";
import { Notice as InlineNotice } from "~/components/admin/Notice";
import { PageHeader } from "~/components/admin/PageHeader";
import { notice, toast, Toaster, useNoticeToast } from "~/components/admin/toast";
import { buttonPrimary, card, cx, fileInput, focusRing, inputBase, labelBase } from "~/components/admin/ui";

const section = reportSection("medical-reports");
const BULK_FORM = "medical-bulk";

export const meta: MetaFunction = () => adminMeta(section.pageTitle);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { db, config, logger } = context.services;
  const query = medicalListQuerySchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const base = { q: query.q, maxBytes: config.uploads.maxDocumentBytes };
  try {
    const list = await listMedicalReports(db, query);
    return {
      ...base,
      ...list,
      reports: list.reports.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() })),
      loadError: null,
    };
  } catch (err) {
    logger.error({ err }, "could not list medical reports");
    return { ...base, reports: [], total: 0, page: 1, pageCount: 1, loadError: notice("error", MEDICAL_MESSAGES.fetchFailed) };
  }
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("upload"), passport_number: z.string().max(200).optional() }),
  z.object({ intent: z.literal("delete"), ids: reportIdsSchema }),
]);

export async function action({ request, context }: ActionFunctionArgs) {
  const { admin } = await requireAdmin(request, context);
  const form = await request.formData();
  const parsed = actionSchema.safeParse({
    intent: form.get("intent"),
    passport_number: form.get("passport_number") ?? undefined,
    ids: form.getAll("ids"),
  });
  if (!parsed.success) {
    return data({ notice: notice("error", "This request was not understood. Please reload the page."), ok: false }, 400);
  }
  const actor = { adminUserId: admin.id, ip: context.clientIp };

  if (parsed.data.intent === "delete") {
    const result = await deleteMedicalReports(context.services, parsed.data.ids, actor);
    return data(
      { notice: notice(result.ok ? "success" : "error", result.message), ok: result.ok },
      result.ok ? 200 : result.status,
    );
  }
  const result = await saveMedicalReport(
    context.services,
    { passportNumber: parsed.data.passport_number, file: context.uploads.get(MEDICAL_REPORT_FIELD) },
    actor,
  );
  return data(
    { notice: notice(result.ok ? "success" : "error", result.message), ok: result.ok, passportNumber: result.passportNumber },
    result.ok ? 200 : result.status,
  );
}

export default function AdminMedicalReports() {
  const { reports, total, page, pageCount, q, maxBytes, loadError } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  useNoticeToast(loadError);
  useNoticeToast(actionData?.notice);
  const ids = useMemo(() => reports.map((r) => r.id), [reports]);
  const selection = useSelection(ids);

  return (
    <>
      <PageHeader
        title={section.pageTitle}
        description="Workers' medical reports, kept privately and found by passport number."
        back={{ to: "/admin/forms-and-reports", label: "Forms & Reports" }}
      />
      <Toaster fallback={actionData?.notice ?? loadError} />
      <div className="space-y-6">
        <UploadReportForm
          maxBytes={maxBytes}
          result={
            actionData && "passportNumber" in actionData
              ? { ok: actionData.ok, passportNumber: String(actionData.passportNumber) }
              : undefined
          }
        />

        <section aria-labelledby="reports-heading" className={cx(card, "p-4 sm:p-6")}>
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="reports-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
                Reports
              </h2>
              <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300" aria-live="polite">
                {q ? `${plural(total, "report")} matching “${q}”` : `${plural(total, "report")}, latest change first`}
              </p>
            </div>
            <Form method="get" role="search" className="flex w-full gap-2 sm:w-auto">
              <label htmlFor="report-search" className="sr-only">
                Search by passport number
              </label>
              <input
                id="report-search"
                name="q"
                type="search"
                defaultValue={q}
                key={q}
                maxLength={40}
                placeholder="Passport number"
                autoCapitalize="characters"
                className={cx(inputBase, "min-w-0 flex-1 sm:w-64")}
              />
              <button type="submit" className={secondaryButton}>
                <SearchIcon className="size-4" />
                Search
              </button>
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
                  title={selection.count === 1 ? "Delete 1 report?" : `Delete ${selection.count} reports?`}
                  description="The selected medical reports and their files are deleted for good. This cannot be undone."
                />
              </div>
              <ReportList reports={reports} selection={selection} />
              <Pagination page={page} pageCount={pageCount} label="Report pages" />
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
          data-testid="medical-report"
          className={cx(
            "flex items-center gap-3 py-3 sm:gap-4",
            selection.has(report.id) && "-mx-2 rounded-lg bg-brand-50/70 px-2 dark:bg-brand-900/40",
          )}
        >
          <RowCheckbox
            id={report.id}
            selection={selection}
            form={BULK_FORM}
            label={`Select the report of passport ${report.passportNumber}`}
          />
          <div className="min-w-0 flex-1 sm:grid sm:grid-cols-[11rem_1fr_auto] sm:items-center sm:gap-4">
            <p className="font-mono text-base font-semibold tracking-wide text-slate-900 dark:text-white">
              {report.passportNumber}
            </p>
            <p className="mt-0.5 flex min-w-0 items-center gap-1.5 text-sm text-slate-600 sm:mt-0 dark:text-slate-300">
              <FileIcon className="size-4 shrink-0" />
              <span className="truncate" title={report.originalName}>
                {report.originalName || "Report"}
              </span>
              <span className="shrink-0 text-slate-500 dark:text-slate-400">· {formatBytes(report.sizeBytes)}</span>
            </p>
            <p className="mt-0.5 text-xs text-slate-500 sm:mt-0 sm:text-sm dark:text-slate-400">
              {report.updatedAt !== report.createdAt ? "Replaced " : "Uploaded "}
              <time dateTime={report.updatedAt}>{formatDateTime(report.updatedAt)}</time>
            </p>
          </div>
          <a
            href={`/admin/forms-and-reports/medical-reports/${report.id}/download`}
            download
            className={cx(secondaryButton, "shrink-0")}
            aria-label={`Download the report of passport ${report.passportNumber}`}
          >
            <DownloadIcon className="size-4" />
            <span className="hidden sm:inline">Download</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function UploadReportForm({
  maxBytes,
  result,
}: {
  maxBytes: number;
  result: { ok: boolean; passportNumber: string } | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const maxMb = megabytes(maxBytes);

  // A saved report clears the form for the next one; a refused one keeps what was typed.
  useEffect(() => {
    if (result?.ok) formRef.current?.reset();
  }, [result]);

  return (
    <section aria-labelledby="upload-heading" className={cx(card, "p-4 sm:p-6")}>
      <h2 id="upload-heading" className="text-lg font-semibold text-slate-900 dark:text-white">
        Upload a medical report
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        If the passport number already has a report, the new file replaces it. PDF, DOC, DOCX, JPG or PNG, up to {maxMb} MB.
      </p>
      {problem ? (
        <InlineNotice tone="error" className="mt-4">
          {problem}
        </InlineNotice>
      ) : null}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        preventScrollReset
        className="mt-5 grid gap-5 md:grid-cols-[14rem_1fr_auto] md:items-end"
        onSubmit={(event) => {
          const form = event.currentTarget;
          const passport = (form.elements.namedItem("passport_number") as HTMLInputElement).value.trim();
          const file = (form.elements.namedItem(MEDICAL_REPORT_FIELD) as HTMLInputElement).files?.[0];
          const message =
            !passport || !file
              ? MEDICAL_MESSAGES.missing
              : !MEDICAL_REPORT_EXTENSIONS.test(file.name)
                ? "File type not allowed. Please choose a PDF, DOC, DOCX, JPG or PNG file."
                : file.size > maxBytes
                  ? `File is too large (max ${maxMb} MB).`
                  : null;
          setProblem(message);
          if (message) {
            event.preventDefault();
            toast.error(message);
          }
        }}
      >
        <input type="hidden" name="intent" value="upload" />
        <div>
          <label htmlFor="passport-number" className={labelBase}>
            Passport number
          </label>
          <input
            id="passport-number"
            name="passport_number"
            type="text"
            required
            maxLength={20}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="e.g. A01234567"
            defaultValue={result && !result.ok ? result.passportNumber : undefined}
            className={cx(inputBase, "mt-1.5 h-11 font-mono uppercase placeholder:font-sans placeholder:normal-case")}
          />
        </div>
        <div>
          <label htmlFor="medical-report-file" className={labelBase}>
            Medical report file
          </label>
          <input
            id="medical-report-file"
            name={MEDICAL_REPORT_FIELD}
            type="file"
            required
            accept={MEDICAL_REPORT_ACCEPT}
            className={fileInput}
          />
        </div>
        <button type="submit" disabled={busy} className={cx(buttonPrimary, "h-11")}>
          {busy ? (
            <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
          ) : (
            <UploadIcon className="size-4" />
          )}
          {busy ? "Uploading…" : "Upload report"}
        </button>
      </Form>
    </section>
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
  const detail =
    typeof routeError?.data === "string"
      ? routeError.data
      : ((routeError?.data as { message?: string; error?: string } | null)?.message ??
        (routeError?.data as { error?: string } | null)?.error ??
        null);
  return (
    <>
      <PageHeader title={section.pageTitle} back={{ to: "/admin/forms-and-reports", label: "Forms & Reports" }} />
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
