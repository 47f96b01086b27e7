import { data, type LoaderFunctionArgs } from "@remix-run/node";
import { rowId } from "#server/validation.js";
import { FORM_ADMIN_SLUGS, type FormAdminSlug, type FormId } from "#server/db/models/form-enums.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { listExports, type ExportItem } from "#server/modules/exports/exports.server.js";
import { formOverview, listAdminFields, type AdminField } from "#server/modules/forms/admin.server.js";
import type { Translations } from "#server/modules/i18n/translations.js";
import { getPaymentAmount } from "#server/modules/forms/forms.server.js";
import { listAdminJobs, type AdminJob } from "#server/modules/jobs/admin.server.js";
import {
  listResponses,
  parseResponseFilter,
  type ResponseFilter,
  type ResponsePage,
} from "#server/modules/submissions/admin.server.js";
import { EXPORT_MESSAGES, FIELD_MESSAGES, JOB_MESSAGES, PAYMENT_MESSAGES, RESPONSE_MESSAGES } from "./messages";
import { registrationReports, type RegistrationReports } from "./medical.server";
import { parseTab, type FormTab } from "./tabs";

/** A record id in the query string or a form body. */

/** The form of `/admin/forms-and-reports/:form` (FORM_ADMIN_SLUGS); any other slug is a 404. */
export function managedForm(params: LoaderFunctionArgs["params"]): { slug: FormAdminSlug; formId: FormId } {
  const slug = params.form ?? "";
  if (!Object.hasOwn(FORM_ADMIN_SLUGS, slug)) throw data({ message: "This form does not exist." }, { status: 404 });
  return { slug: slug as FormAdminSlug, formId: FORM_ADMIN_SLUGS[slug as FormAdminSlug] };
}

export interface FormManagementData {
  formId: FormId;
  slug: FormAdminSlug;
  title: string;
  /** Set through the REST API only; null for none. */
  description: string | null;
  /** The Bangla and Arabic of the form's name and description. */
  translations: Translations;
  tab: FormTab;
  newCount: number;
  totalResponses: number;
  fields: AdminField[] | null;
  /** The product's fetch-failure message of the tab's data, when it could not be loaded. */
  loadError: string | null;
  filter: ResponseFilter;
  responses: ResponsePage | null;
  exports: ExportItem[] | null;
  jobs: AdminJob[] | null;
  paymentAmount: string | null;
  /** `?edit=<field id>` / `?job=<job id>`: the field or job being edited. */
  editFieldId: number | null;
  editJob: number | null;
  maxImageBytes: number;
  maxDocumentBytes: number;
  /** Worker registrations: the medical reports on file under each one's passport number, by response id. */
  registrationReports: Record<number, RegistrationReports>;
}

/**
 * Loader of a form management page: the form, its fields (every tab's header and the preview) and the
 * open tab's data only. A failed read shows the product's message instead of an error page.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs): Promise<FormManagementData> {
  await requireAdmin(request, context);
  const { slug, formId } = managedForm(params);
  const { db, logger, config } = context.services;
  const search = new URL(request.url).searchParams;
  const tab = parseTab(search.get("tab"), slug);
  const filter = parseResponseFilter(search);

  const overview = await formOverview(db, formId);
  if (!overview) throw data({ message: "This form does not exist." }, { status: 404 });

  let loadError: string | null = null;
  const attempt = async <T>(message: string, read: () => Promise<T>): Promise<T | null> => {
    try {
      return await read();
    } catch (err) {
      logger.error({ err, formId, tab }, "admin form page read failed");
      loadError ??= message;
      return null;
    }
  };

  const fields = await attempt(FIELD_MESSAGES.fetchFailed, () => listAdminFields(db, formId));
  const responses =
    tab === "responses" ? await attempt(RESPONSE_MESSAGES.fetchFailed, () => listResponses(db, formId, filter)) : null;
  return {
    formId,
    slug,
    ...overview,
    tab,
    fields,
    filter,
    responses,
    registrationReports:
      slug === "worker-registration"
        ? ((await attempt(RESPONSE_MESSAGES.fetchFailed, () => registrationReports(db, responses))) ?? {})
        : {},
    exports: tab === "export" ? await attempt(EXPORT_MESSAGES.fetchFailed, () => listExports(db, formId)) : null,
    jobs: tab === "jobs" ? await attempt(JOB_MESSAGES.fetchFailed, () => listAdminJobs(db)) : null,
    paymentAmount: tab === "payment" ? await attempt(PAYMENT_MESSAGES.failed, () => getPaymentAmount(db)) : null,
    loadError,
    editFieldId: rowId.safeParse(search.get("edit")).data ?? null,
    editJob: rowId.safeParse(search.get("job")).data ?? null,
    maxImageBytes: config.uploads.maxImageBytes,
    maxDocumentBytes: config.uploads.maxDocumentBytes,
  };
}
