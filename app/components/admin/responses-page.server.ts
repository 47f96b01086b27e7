import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { EXPORT_MESSAGES, listExports, requestExport, type ExportItem } from "#server/modules/exports/exports.server.js";
import {
  addField,
  deleteField,
  FIELD_MESSAGES,
  FieldChangeError,
  fieldInputSchema,
  getPaymentAmount,
  listFields,
  moveField,
  PAYMENT_MESSAGES,
  paymentAmountSchema,
  reorderFields,
  setPaymentAmount,
  updateField,
  type Actor,
} from "#server/modules/forms/admin.server.js";
import type { FieldDefinition } from "#server/modules/forms/fields.js";
import {
  createJob,
  deleteJob,
  JOB_MESSAGES,
  JobChangeError,
  jobInputSchema,
  listAdminJobs,
  updateJob,
  type AdminJob,
} from "#server/modules/jobs/admin.server.js";
import { FileUnavailableError } from "#server/modules/media/files.server.js";
import {
  deleteResponse,
  listResponses,
  parseResponseFilter,
  RESPONSE_MESSAGES,
  ResponseMissingError,
  responseUpdateSchema,
  updateResponse,
  type ResponseFilter,
  type ResponsePage,
} from "#server/modules/submissions/admin.server.js";
import { notice, type Notice } from "./toast";
import { parseTab, type FormTab, type ManagedFormId } from "./responses-tabs";

const id = z.coerce.number().int().positive().max(2_147_483_647);

export interface FormManagementData {
  formId: ManagedFormId;
  title: string;
  tab: FormTab;
  newCount: number;
  totalResponses: number;
  fields: FieldDefinition[] | null;
  /** The spec's fetch-failure message of the tab's data, when it could not be loaded. */
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
}

/**
 * Loader of a form management page: the form, its fields (every tab's header and the preview) and the
 * open tab's data only. A failed read shows the spec's message instead of an error page.
 */
export async function formManagementLoader(
  { request, context }: LoaderFunctionArgs,
  formId: ManagedFormId,
): Promise<FormManagementData> {
  await requireAdmin(request, context);
  const { db, logger, config } = context.services;
  const params = new URL(request.url).searchParams;
  const tab = parseTab(params.get("tab"), formId);
  const filter = parseResponseFilter(params);

  const form = await db("forms").where("id", formId).first<{ title: string } | undefined>("title");
  if (!form) throw data({ message: "This form does not exist." }, { status: 404 });
  const [counts] = await db("form_responses")
    .where("form_id", formId)
    .select<Array<{ total: number; new_count: number }>>(
      db.raw("count(*)::int AS total"),
      db.raw("(count(*) FILTER (WHERE status = 'new'))::int AS new_count"),
    );

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

  const fields = await attempt(FIELD_MESSAGES.fetchFailed, () => listFields(db, formId));
  return {
    formId,
    title: form.title,
    tab,
    newCount: counts?.new_count ?? 0,
    totalResponses: counts?.total ?? 0,
    fields,
    filter,
    responses: tab === "responses" ? await attempt(RESPONSE_MESSAGES.fetchFailed, () => listResponses(db, formId, filter)) : null,
    exports:
      tab === "export" ? await attempt("Failed to fetch exports. Please try again later.", () => listExports(db, formId)) : null,
    jobs: tab === "jobs" ? await attempt(JOB_MESSAGES.fetchFailed, () => listAdminJobs(db)) : null,
    paymentAmount: tab === "payment" ? await attempt(PAYMENT_MESSAGES.failed, () => getPaymentAmount(db)) : null,
    loadError,
    editFieldId: id.safeParse(params.get("edit")).data ?? null,
    editJob: id.safeParse(params.get("job")).data ?? null,
    maxImageBytes: config.uploads.maxImageBytes,
    maxDocumentBytes: config.uploads.maxDocumentBytes,
  };
}

export const INTENTS = [
  "add-field",
  "update-field",
  "delete-field",
  "move-field",
  "reorder-fields",
  "update-response",
  "delete-response",
  "export",
  "update-amount",
  "save-job",
  "delete-job",
] as const;
export type Intent = (typeof INTENTS)[number];

export interface ActionResult {
  intent: Intent | "unknown";
  ok: boolean;
  notice: Notice;
  /** The record the result is about (field, response, job), so the right editor shows its errors. */
  targetId?: number | null;
  fieldErrors?: Record<string, string>;
  /** What was typed, to refill a form re-rendered after a refusal. */
  values?: Record<string, string>;
}

const reply = (result: Omit<ActionResult, "notice"> & { tone: "success" | "error"; message: string }, status = 200) => {
  const { tone, message, ...rest } = result;
  return data<ActionResult>({ ...rest, notice: notice(tone, message) }, { status });
};

function issuesByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    errors[key] ??= issue.message;
  }
  return errors;
}

function textValues(formData: FormData, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const v = formData.get(name);
    if (typeof v === "string") values[name] = v.slice(0, 10_000);
  }
  return values;
}

const FIELD_INPUTS = ["name", "fieldType", "required", "options"] as const;
const JOB_INPUTS = ["title", "city", "country", "industry", "requirements", "isActive"] as const;

/**
 * Action of a form management page. Every mutation is one `intent`, validated with zod, done in one
 * transaction with its audit record, and answered with a toast notice (the spec's strings).
 */
export async function formManagementAction({ request, context }: ActionFunctionArgs, formId: ManagedFormId) {
  const { admin } = await requireAdmin(request, context);
  const actor: Actor = { adminUserId: admin.id, ip: context.clientIp };
  const { services } = context;
  const { db, logger } = services;
  const formData = await request.formData();
  const parsedIntent = z.enum(INTENTS).safeParse(formData.get("intent"));
  if (!parsedIntent.success)
    return reply({ intent: "unknown", ok: false, tone: "error", message: "This action is not available." }, 400);
  const intent = parsedIntent.data;

  /** Known refusals keep their own message; anything else is logged and answered with the spec's failure message. */
  const failed = (err: unknown, message: string, targetId?: number | null) => {
    if (err instanceof FieldChangeError || err instanceof JobChangeError || err instanceof ResponseMissingError) {
      return reply({ intent, ok: false, tone: "error", message: err.message, targetId }, 409);
    }
    if (err instanceof FileUnavailableError)
      return reply({ intent, ok: false, tone: "error", message: err.message, targetId }, 409);
    logger.error({ err, intent, formId }, "admin form action failed");
    return reply({ intent, ok: false, tone: "error", message, targetId }, 500);
  };

  /** Deletes the record whose id the form sends as `field`; `allowed` false is refused like an invalid id. */
  const remove = async (
    field: string,
    messages: { deleted: string; deleteFailed: string },
    del: (recordId: number) => Promise<unknown>,
    allowed = true,
  ) => {
    const recordId = id.safeParse(formData.get(field));
    if (!allowed || !recordId.success) return reply({ intent, ok: false, tone: "error", message: messages.deleteFailed }, 400);
    try {
      await del(recordId.data);
      return reply({ intent, ok: true, tone: "success", message: messages.deleted, targetId: recordId.data });
    } catch (err) {
      return failed(err, messages.deleteFailed, recordId.data);
    }
  };

  switch (intent) {
    case "add-field":
    case "update-field": {
      const adding = intent === "add-field";
      const fieldId = adding ? null : (id.safeParse(formData.get("fieldId")).data ?? null);
      const failure = adding ? FIELD_MESSAGES.addFailed : FIELD_MESSAGES.updateFailed;
      if (!adding && fieldId === null) return reply({ intent, ok: false, tone: "error", message: failure }, 400);
      const parsed = fieldInputSchema.safeParse(Object.fromEntries(FIELD_INPUTS.map((k) => [k, formData.get(k) ?? undefined])));
      if (!parsed.success) {
        const fieldErrors = issuesByField(parsed.error);
        return reply(
          {
            intent,
            ok: false,
            tone: "error",
            message: Object.values(fieldErrors)[0] ?? failure,
            targetId: fieldId,
            fieldErrors,
            values: textValues(formData, FIELD_INPUTS),
          },
          400,
        );
      }
      try {
        if (adding) {
          const field = await addField(db, formId, parsed.data, actor);
          return reply({ intent, ok: true, tone: "success", message: FIELD_MESSAGES.added, targetId: field.id });
        }
        await updateField(db, formId, fieldId!, parsed.data, actor);
        return reply({ intent, ok: true, tone: "success", message: FIELD_MESSAGES.updated, targetId: fieldId });
      } catch (err) {
        return failed(err, failure, fieldId);
      }
    }
    case "delete-field":
      return remove("fieldId", FIELD_MESSAGES, (fieldId) => deleteField(db, formId, fieldId, actor));
    case "move-field":
    case "reorder-fields": {
      const input =
        intent === "move-field"
          ? z
              .object({ fieldId: id, direction: z.enum(["up", "down"]) })
              .safeParse({ fieldId: formData.get("fieldId"), direction: formData.get("direction") })
          : z
              .object({
                order: z
                  .string()
                  .max(2_000)
                  .transform((v) => v.split(",").map(Number))
                  .pipe(z.array(z.number().int().positive().max(2_147_483_647)).min(1).max(500)),
              })
              .safeParse({ order: formData.get("order") });
      if (!input.success) return reply({ intent, ok: false, tone: "error", message: FIELD_MESSAGES.priorityFailed }, 400);
      try {
        if ("order" in input.data) await reorderFields(db, formId, input.data.order, actor);
        else await moveField(db, formId, input.data.fieldId, input.data.direction, actor);
        return reply({ intent, ok: true, tone: "success", message: FIELD_MESSAGES.reordered });
      } catch (err) {
        return failed(err, FIELD_MESSAGES.priorityFailed);
      }
    }
    case "update-response": {
      const parsed = responseUpdateSchema.safeParse({
        responseId: formData.get("responseId"),
        status: formData.get("status"),
        notes: formData.get("notes") ?? "",
      });
      const responseId = id.safeParse(formData.get("responseId")).data ?? null;
      if (!parsed.success) {
        const fieldErrors = issuesByField(parsed.error);
        return reply(
          {
            intent,
            ok: false,
            tone: "error",
            message: Object.values(fieldErrors)[0] ?? RESPONSE_MESSAGES.updateFailed,
            targetId: responseId,
            fieldErrors,
          },
          400,
        );
      }
      try {
        await updateResponse(db, formId, parsed.data, actor);
        return reply({ intent, ok: true, tone: "success", message: RESPONSE_MESSAGES.updated, targetId: responseId });
      } catch (err) {
        return failed(err, RESPONSE_MESSAGES.updateFailed, responseId);
      }
    }
    case "delete-response":
      return remove("responseId", RESPONSE_MESSAGES, (responseId) => deleteResponse(db, formId, responseId, actor));
    case "export": {
      const filter = parseResponseFilter(
        new URLSearchParams({ status: String(formData.get("status") ?? ""), q: String(formData.get("q") ?? "") }),
      );
      try {
        await requestExport(services, { formId, filter: { status: filter.status, q: filter.q }, actor });
        return reply({ intent, ok: true, tone: "success", message: EXPORT_MESSAGES.queued });
      } catch (err) {
        return failed(err, EXPORT_MESSAGES.failed);
      }
    }
    case "update-amount": {
      if (formId !== 2) return reply({ intent, ok: false, tone: "error", message: PAYMENT_MESSAGES.failed }, 400);
      const parsed = paymentAmountSchema.safeParse(formData.get("amount") ?? "");
      if (!parsed.success) {
        return reply(
          {
            intent,
            ok: false,
            tone: "error",
            message: PAYMENT_MESSAGES.failed,
            fieldErrors: { amount: parsed.error.issues[0]?.message ?? PAYMENT_MESSAGES.invalid },
            values: textValues(formData, ["amount"]),
          },
          400,
        );
      }
      try {
        await setPaymentAmount(db, parsed.data, actor);
        return reply({ intent, ok: true, tone: "success", message: PAYMENT_MESSAGES.updated, values: { amount: parsed.data } });
      } catch (err) {
        return failed(err, PAYMENT_MESSAGES.failed);
      }
    }
    case "save-job": {
      if (formId !== 4) return reply({ intent, ok: false, tone: "error", message: JOB_MESSAGES.saveFailed }, 400);
      const jobIdRaw = formData.get("jobId");
      const jobId = jobIdRaw ? (id.safeParse(jobIdRaw).data ?? null) : null;
      if (jobIdRaw && jobId === null) return reply({ intent, ok: false, tone: "error", message: JOB_MESSAGES.saveFailed }, 400);
      const parsed = jobInputSchema.safeParse({
        ...Object.fromEntries(JOB_INPUTS.map((k) => [k, formData.get(k) ?? undefined])),
        removePoster: formData.get("removePoster") ?? undefined,
      });
      if (!parsed.success) {
        return reply(
          {
            intent,
            ok: false,
            tone: "error",
            message: JOB_MESSAGES.saveFailed,
            targetId: jobId,
            fieldErrors: issuesByField(parsed.error),
            values: textValues(formData, JOB_INPUTS),
          },
          400,
        );
      }
      const poster = context.uploads.get("poster");
      try {
        if (jobId === null) {
          const created = await createJob(services, parsed.data, poster, actor);
          return reply({ intent, ok: true, tone: "success", message: JOB_MESSAGES.created, targetId: created });
        }
        await updateJob(services, jobId, parsed.data, poster, actor);
        return reply({ intent, ok: true, tone: "success", message: JOB_MESSAGES.updated, targetId: jobId });
      } catch (err) {
        if (err instanceof JobChangeError || err instanceof FileUnavailableError) {
          return reply(
            {
              intent,
              ok: false,
              tone: "error",
              message: err.message,
              targetId: jobId,
              fieldErrors: err.message === JOB_MESSAGES.posterNotImage ? { poster: err.message } : {},
              values: textValues(formData, JOB_INPUTS),
            },
            409,
          );
        }
        return failed(err, JOB_MESSAGES.saveFailed, jobId);
      }
    }
    case "delete-job":
      return remove("jobId", JOB_MESSAGES, (jobId) => deleteJob(db, jobId, actor), formId === 4);
  }
}
