import { z } from "zod";
import type { Knex } from "knex";
import { FIELD_TYPES, FORM_IDS, FormField } from "../db/models/index.js";
import { mediaUrl } from "../modules/content/images.server.js";
import { deleteForm, recreateForm, updateForm, type FormChanges } from "../modules/forms/admin.server.js";
import { fieldLabel, isJobField, type FieldDefinition } from "../modules/forms/fields.js";
import { listForms, type FormSummary } from "../modules/forms/forms.server.js";
import { DEFAULT_LOCALE, type Locale } from "../modules/i18n/locales.js";
import { inApiShape, langQuery, localeOf, type LangQuery } from "./lang.js";
import { apiDecimal, ApiError, notFound } from "./http.js";
import { deleteRoute, detailRoute } from "./resource.js";
import { fieldErrorsBody, idParam, notFoundAnswer, route, unauthorized, type ApiCall } from "./route.js";

/* docs/api.md §13: forms (their fields: ./form-fields.ts); writes go through server/modules/forms/admin.server.ts. */

const tag = "forms";

const FORM_TYPES = {
  [FORM_IDS.agentRegistration]: "agent_registration",
  [FORM_IDS.workerRegistration]: "worker_registration",
  [FORM_IDS.demandSubmission]: "demand_submission",
  [FORM_IDS.jobApplication]: "apply_now",
} as const;

export const formField = z
  .object({
    id: z.number().int(),
    is_job_field: z.boolean(),
    name: z.string(),
    field_type: z.enum(FIELD_TYPES),
    required: z.boolean(),
    options: z.array(z.string()).nullable(),
    priority: z.number().int(),
    file: z.string().nullable(),
    form: z.number().int(),
  })
  .meta({ id: "FormField" });

const form = z
  .object({
    id: z.number().int(),
    fields: z.array(formField),
    name: z.string(),
    description: z.string().nullable(),
    form_type: z.enum(["demand_submission", "agent_registration", "worker_registration", "apply_now"]),
    payment_amount: z.string().nullable(),
  })
  .meta({ id: "Form" });

/**
 * The field's `file` as the previous backend gave it (the quirk docs/api.md §13 keeps): root-relative `/media/<key>` of the
 * public copy attached through form-fields/, null for none.
 */
export async function fieldFiles(db: Knex, fieldIds: readonly number[]): Promise<Map<number, string>> {
  if (fieldIds.length === 0) return new Map();
  const rows = await FormField.query(db).whereIn("id", fieldIds).whereNotNull("file_id").withGraphFetched("file");
  return new Map(rows.filter((r) => r.file).map((r) => [r.id, mediaUrl(r.file!.objectKey)]));
}

export const toField = (formId: number, f: FieldDefinition, files?: ReadonlyMap<number, string>): z.infer<typeof formField> => ({
  id: f.id,
  is_job_field: isJobField(f),
  // the label in the language asked for; `options` stay the English values answers are sent and stored in
  name: fieldLabel(f),
  field_type: f.fieldType,
  required: f.required,
  options: f.options.length ? f.options : null,
  priority: f.priority,
  file: files?.get(f.id) ?? null,
  form: formId,
});

const toForm = (f: FormSummary, files: ReadonlyMap<number, string>): z.infer<typeof form> => ({
  id: f.id,
  fields: f.fields.map((field) => toField(f.id, field, files)),
  name: f.title,
  description: f.description,
  form_type: FORM_TYPES[f.id as keyof typeof FORM_TYPES],
  payment_amount: f.paymentAmount === null ? null : apiDecimal(f.paymentAmount),
});

/** Forms as the API gives them, their fields' files looked up in one query. */
async function formsView(db: Knex, forms: FormSummary[]): Promise<Array<z.infer<typeof form>>> {
  const files = await fieldFiles(
    db,
    forms.flatMap((f) => f.fields.map((field) => field.id)),
  );
  return forms.map((f) => toForm(f, files));
}

const oneFormView = async (db: Knex, id: number, locale: Locale = DEFAULT_LOCALE) =>
  (await formsView(db, [await oneForm(db, id, locale)]))[0]!;

async function oneForm(db: Parameters<typeof listForms>[0], id: number, locale: Locale = DEFAULT_LOCALE): Promise<FormSummary> {
  const [found] = await listForms(db, id, locale);
  if (!found) throw notFound("Form");
  return found;
}

const rootBody = z.object({ forms: z.url(), form_responses: z.url() });

/**
 * A decimal as Django REST Framework's DecimalField(max_digits=10, decimal_places=2, min_value=0) takes it (number or
 * string), as the two-place string the column stores; its messages are DRF's.
 */
const decimalInput = z.union([z.number(), z.string()], { error: "A valid number is required." }).transform((value, ctx) => {
  const text = String(value).trim();
  const fail = (message: string) => {
    ctx.addIssue({ code: "custom", message });
    return z.NEVER;
  };
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return fail("A valid number is required.");
  if (text.startsWith("-") && Number(text) !== 0) return fail("Ensure this value is greater than or equal to 0.");
  const [whole = "", fraction = ""] = text.replace(/^-/, "").split(".");
  if (fraction.replace(/0+$/, "").length > 2) return fail("Ensure that there are no more than 2 decimal places.");
  if (whole.replace(/^0+/, "").length > 8) return fail("Ensure that there are no more than 8 digits before the decimal point.");
  return Number(text).toFixed(2);
});

const NESTED_FIELDS = "Nested writes are not supported. Use form-fields/{form_id}/.";

/** PUT takes the whole Form (`fields` present and empty), PATCH any of its members but `fields`. */
const formWrite = (put: boolean) =>
  z.object({
    name: put ? z.string().trim().min(1).max(255) : z.string().trim().min(1).max(255).optional(),
    description: z.string().max(10_000).nullable().optional(),
    form_type: put ? z.enum(Object.values(FORM_TYPES)) : z.enum(Object.values(FORM_TYPES)).optional(),
    payment_amount: decimalInput.nullable().optional(),
    fields: put ? z.array(z.unknown()) : z.unknown().optional(),
  });
type FormWrite = z.infer<ReturnType<typeof formWrite>>;

/** The document's request: `fields` only ever an empty list (fields are written at form-fields/{form_id}/). */
const formWriteDocumented = (put: boolean) => {
  const noFields = z.tuple([]).meta({ description: "Always empty: nested writes are not supported" });
  return formWrite(put).extend({ fields: put ? noFields : noFields.optional() });
};

/** Checks what the schema cannot (nested fields, the fixed type) and changes the form. */
async function writeForm(
  call: {
    services: { db: Parameters<typeof listForms>[0] };
    params: { id: number };
    actor: { adminUserId: number | null; ip: string };
  },
  body: FormWrite,
) {
  const { db } = call.services;
  const current = await oneForm(db, call.params.id);
  const errors: Record<string, string[]> = {};
  if (body.fields !== undefined && !(Array.isArray(body.fields) && body.fields.length === 0)) errors.fields = [NESTED_FIELDS];
  if (body.form_type !== undefined && body.form_type !== FORM_TYPES[current.id as keyof typeof FORM_TYPES])
    errors.form_type = ["The type of a form cannot change."];
  if (body.payment_amount != null && Number(body.payment_amount) > 0 && current.id !== FORM_IDS.workerRegistration)
    errors.payment_amount = ["Only the worker registration form takes a payment."];
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
  const changes: FormChanges = {};
  if (body.name !== undefined) changes.title = body.name;
  if (body.payment_amount !== undefined) changes.paymentAmount = body.payment_amount;
  if (body.description !== undefined) changes.description = body.description;
  const updated = await updateForm(db, current.id, changes, call.actor);
  if (!updated.ok) throw notFound("Form");
  return { body: await oneFormView(db, current.id) };
}

async function createForm(call: ApiCall<unknown, unknown, FormWrite>) {
  const { body, services, actor } = call;
  const type = body.form_type!;
  const formId = Number(Object.entries(FORM_TYPES).find(([, t]) => t === type)![0]);
  const errors: Record<string, string[]> = {};
  if (body.fields !== undefined && !(Array.isArray(body.fields) && body.fields.length === 0)) errors.fields = [NESTED_FIELDS];
  if (body.payment_amount != null && Number(body.payment_amount) > 0 && formId !== FORM_IDS.workerRegistration)
    errors.payment_amount = ["Only the worker registration form takes a payment."];
  if (Object.keys(errors).length > 0) throw new ApiError(400, errors);
  const outcome = await recreateForm(
    services.db,
    formId,
    {
      title: body.name!,
      ...(body.payment_amount !== undefined ? { paymentAmount: body.payment_amount } : {}),
      description: body.description ?? null,
    },
    actor,
  );
  if (outcome !== "created") throw new ApiError(400, { form_type: ["A form of this type already exists."] });
  return { status: 201, body: await oneFormView(services.db, formId) };
}

export const formsRoutes = [
  route({
    method: "get",
    path: "/backend/api/",
    access: "public",
    tag,
    summary: "The API base's routes",
    responses: { 200: { description: "Absolute URLs", schema: rootBody } },
    handler: async ({ services }) => ({
      body: {
        forms: `${services.config.publicUrl}/backend/api/forms/`,
        form_responses: `${services.config.publicUrl}/backend/api/form_responses/`,
      },
    }),
  }),
  route<Record<string, never>, LangQuery>({
    method: "get",
    path: "/backend/api/forms/",
    access: "public",
    tag,
    summary: "Every form with its fields",
    query: langQuery,
    responses: { 200: { description: "Forms by id", schema: z.array(form) } },
    handler: async ({ services, query }) => ({
      body: inApiShape(await formsView(services.db, await listForms(services.db, undefined, localeOf(query)))),
    }),
  }),
  detailRoute({
    path: "/backend/api/forms/:id/",
    access: "public",
    tag,
    summary: "One form with its fields",
    params: idParam,
    description: "The form",
    schema: form,
    localized: true,
    find: ({ services, params }, locale) => oneFormView(services.db, params.id, locale),
  }),
  detailRoute({
    path: "/backend/api/forms/:id/fields/",
    access: "public",
    tag,
    summary: "A form's fields by priority, id",
    params: idParam,
    description: "The fields",
    schema: z.array(formField),
    localized: true,
    find: async ({ services, params }, locale) => (await oneFormView(services.db, params.id, locale)).fields,
  }),

  ...(["put", "patch"] as const).map((method) =>
    route<z.infer<typeof idParam>, Record<string, never>, FormWrite>({
      method,
      path: "/backend/api/forms/:id/",
      access: "token",
      tag,
      summary:
        method === "put"
          ? "Replace a form's name, type and fee (`fields` present and empty: fields change at form-fields/)"
          : 'Change a form\'s name or fee, e.g. {"payment_amount": "600.00"}',
      params: idParam,
      body: {
        schema: formWrite(method === "put"),
        kinds: ["json", "form"],
        documented: formWriteDocumented(method === "put"),
      },
      responses: {
        200: { description: "The form", schema: form },
        400: { description: "Invalid members, or nested fields", schema: fieldErrorsBody },
        ...unauthorized,
        ...notFoundAnswer,
      },
      handler: async (call) => writeForm(call, call.body),
    }),
  ),
  route<Record<string, never>, Record<string, never>, FormWrite>({
    method: "post",
    path: "/backend/api/forms/",
    access: "token",
    tag,
    summary: "Create a form again after it was deleted: one per form_type (ids fixed), with no fields yet",
    body: { schema: formWrite(true), kinds: ["json", "form"], documented: formWriteDocumented(true) },
    responses: {
      201: { description: "The new form", schema: form },
      400: { description: "Invalid members, nested fields, or the form of that type exists", schema: fieldErrorsBody },
      ...unauthorized,
    },
    handler: async (call) => createForm(call),
  }),
  deleteRoute({
    path: "/backend/api/forms/:id/",
    tag,
    summary: "Delete a form: its fields, responses and files go; payments stay on record, unlinked",
    params: idParam,
    name: "Form",
    remove: ({ services, params, actor }) => deleteForm(services, params.id, actor),
  }),
];
