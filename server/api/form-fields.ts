import { z } from "zod";
import { CHOICE_FIELD_TYPES, FIELD_TYPES, type FieldType } from "../db/models/index.js";
import {
  addField,
  deleteField,
  listFields,
  setFieldFile,
  updateField,
  type FieldChanges,
  type FieldRefusal,
} from "../modules/forms/admin.server.js";
import type { Refused } from "../modules/outcome.js";
import type { Knex } from "knex";
import type { UploadedFiles } from "../modules/files/stored-file.js";
import type { Actor } from "../modules/audit/audit.server.js";
import type { FieldDefinition } from "../modules/forms/fields.js";
import { removeReleasedFiles } from "../modules/media/files.server.js";
import { getFormDefinition, listForms } from "../modules/forms/forms.server.js";
import { DEFAULT_LOCALE, type Locale } from "../modules/i18n/locales.js";
import { inApiShape, langQuery, localeOf, type LangQuery } from "./lang.js";
import type { Services } from "../services.js";
import { MAX_INT_ID, parseRowId, rowId } from "../validation.js";
import { ApiError, notFound } from "./http.js";
import { fieldFiles, formField, toField } from "./forms.js";
import { acceptedFile, publicCopy } from "./uploads.js";
import { deleteRoute, detailRoute } from "./resource.js";
import { detailBody, fieldErrorsBody, notFoundAnswer, route, unauthorized } from "./route.js";

/* docs/api.md §13: a form's fields at form-fields/{form_id}/, through server/modules/forms/admin.server.ts (the admin screen's rules). */

const tag = "forms";

const formParam = z.object({ form_id: rowId });
const fieldParams = formParam.extend({ id: rowId });

const OPTIONS_MAX = 100;
const OPTION_MAX = 200;

const booleanInput = z.preprocess(
  (v) =>
    v === "true" || v === "True" || v === "1" || v === "on"
      ? true
      : v === "false" || v === "False" || v === "0" || v === "off"
        ? false
        : v,
  z.boolean({ error: "Must be a valid boolean." }),
);

/** Options as JSON (a list of strings, or null) or, in a form body, a JSON list or one option per line. */
const optionsInput = z.preprocess(
  (v) => {
    if (typeof v !== "string") return v;
    try {
      return JSON.parse(v) as unknown;
    } catch {
      return v.split(/\r?\n/);
    }
  },
  z
    .array(z.string({ error: "Each option must be a string." }).trim().max(OPTION_MAX), { error: "Enter a list of options." })
    .max(OPTIONS_MAX)
    .nullable()
    .transform((list) => [...new Set((list ?? []).filter((o) => o !== ""))]),
);

const pkInput = z.preprocess(
  (v) => (typeof v === "string" ? (parseRowId(v) ?? v) : v),
  z
    .number({ error: (issue) => (issue.input === undefined ? "This field is required." : "Incorrect type. Expected pk value.") })
    .int(),
);

const fieldWriteShape = {
  name: z.string().trim().min(1).max(100),
  field_type: z.enum(FIELD_TYPES),
  form: pkInput,
  required: booleanInput.optional(),
  options: optionsInput.optional(),
  priority: z.preprocess(
    (v) => (typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : v),
    z.number({ error: "A valid integer is required." }).int("A valid integer is required.").min(0).max(MAX_INT_ID),
  ),
  is_job_field: booleanInput.optional(),
  file: z
    .union([z.null(), z.literal("")])
    .optional()
    .meta({
      description:
        "A multipart file (PDF, DOC, DOCX, JPG, PNG) attaches it, given back as /media/<key>; null or empty removes it; absent keeps it",
    }),
};
const fieldCreate = z.object({ ...fieldWriteShape, priority: fieldWriteShape.priority.optional() });
const fieldPut = fieldCreate;
const fieldPatch = z.object(fieldWriteShape).partial();
type FieldWrite = z.infer<typeof fieldPatch>;

const fieldErrorsAnswer = { 400: { description: "Invalid members", schema: fieldErrorsBody } };

async function formExists(services: Services, id: number): Promise<boolean> {
  return (await listForms(services.db, id)).length > 0;
}

/**
 * The change a request makes, checked against what the schema cannot see: the `form` it names exists, and a choice
 * field keeps at least one option (a changed type keeps the field's options unless new ones come).
 */
async function fieldChanges(
  services: Services,
  body: FieldWrite,
  current: { fieldType: FieldType; options: string[] } | null,
): Promise<FieldChanges> {
  if (body.form !== undefined && !(parseRowId(body.form) !== null && (await formExists(services, body.form)))) {
    throw new ApiError(400, { form: [`Invalid pk "${body.form}" - object does not exist.`] });
  }
  const fieldType = body.field_type ?? current?.fieldType ?? "text";
  const choice = CHOICE_FIELD_TYPES.includes(fieldType);
  const options = body.options ?? current?.options ?? [];
  if (choice && options.length === 0) {
    throw new ApiError(400, { options: ["A select, radio or checkbox field needs at least one option."] });
  }
  const changes: FieldChanges = {};
  if (body.name !== undefined) changes.name = body.name;
  if (body.field_type !== undefined) changes.fieldType = body.field_type;
  if (body.required !== undefined) changes.required = body.required;
  if (body.options !== undefined || body.field_type !== undefined) changes.options = choice ? options : [];
  if (body.priority !== undefined) changes.priority = body.priority;
  if (body.form !== undefined) changes.formId = body.form;
  return changes;
}

/** The module's refusals in the API's words. */
function refusal(reason: FieldRefusal): ApiError {
  if (reason === "no-form") return notFound("Form");
  if (reason === "no-field") return notFound("FormField");
  if (reason === "too-many") return new ApiError(400, { non_field_errors: ["This form has as many fields as a form may have."] });
  return new ApiError(409, { detail: "The form's fields changed meanwhile. Load them again." });
}

/** A form's fields in display order, in the language asked for (docs/api.md §3). */
async function fieldsIn(services: Services, formId: number, locale: Locale = DEFAULT_LOCALE) {
  if (locale === DEFAULT_LOCALE) return listFields(services.db, formId);
  return (await getFormDefinition(services.db, formId, locale))?.fields ?? [];
}

async function oneField(services: Services, formId: number, id: number, locale: Locale = DEFAULT_LOCALE) {
  const field = (await fieldsIn(services, formId, locale)).find((f) => f.id === id);
  if (!field) throw notFound("FormField");
  return field;
}

const kinds = ["multipart", "json", "form"] as const;

/** A field as the API gives it, with its file's `/media/<key>`. */
async function fieldView(services: Services, formId: number, field: FieldDefinition) {
  return toField(formId, field, await fieldFiles(services.db, [field.id]));
}

/**
 * Writes the field (`write`, the forms module's add or update) and what the body does to its file in one
 * transaction: a multipart `file` (Document policy) attaches a public copy of it, `null` or `""` removes the file,
 * nothing keeps it. A refused file answers 400 before anything is written; a replaced file is removed after.
 */
async function saveWithFile(
  services: Services,
  uploads: UploadedFiles,
  body: FieldWrite,
  actor: Actor,
  write: (trx: Knex.Transaction) => Promise<({ ok: true } & { field: FieldDefinition }) | Refused<FieldRefusal>>,
): Promise<FieldDefinition> {
  const upload = acceptedFile(services, uploads, "file", "document");
  const fileId = upload
    ? (await publicCopy(services, upload, "form-field-files")).id
    : body.file === null || body.file === ""
      ? null
      : undefined;
  let released: string[] = [];
  const field = await services.db.transaction(async (trx) => {
    const written = await write(trx);
    // a refusal leaves the transaction before anything is kept
    if (!written.ok) throw refusal(written.reason);
    if (fileId !== undefined) released = await setFieldFile(trx, written.field.id, fileId, actor);
    return written.field;
  });
  await removeReleasedFiles(services, released);
  return field;
}

const fieldWriteRoute = (method: "put" | "patch") =>
  route<z.infer<typeof fieldParams>, Record<string, never>, FieldWrite>({
    method,
    path: "/backend/api/form-fields/:form_id/:id/",
    access: "token",
    tag,
    summary:
      method === "put"
        ? "Replace a field (`form` may move it to another form)"
        : 'Change some of a field\'s members, e.g. {"priority": 3} (`form` moves it)',
    params: fieldParams,
    body: { schema: method === "put" ? fieldPut : fieldPatch, kinds, files: ["file"] },
    responses: { 200: { description: "The field", schema: formField }, ...fieldErrorsAnswer, ...unauthorized, ...notFoundAnswer },
    handler: async ({ services, params, body, uploads, actor }) => {
      const current = await oneField(services, params.form_id, params.id);
      const changes = await fieldChanges(services, body, current);
      const field = await saveWithFile(services, uploads, body, actor, (trx) =>
        updateField(trx, params.form_id, params.id, changes, actor),
      );
      return { body: await fieldView(services, changes.formId ?? params.form_id, field) };
    },
  });

export const formFieldsRoutes = [
  route<z.infer<typeof formParam>, LangQuery>({
    method: "get",
    path: "/backend/api/form-fields/:form_id/",
    access: "public",
    tag,
    summary: "A form's fields by priority, id (an unknown form has none)",
    params: formParam,
    query: langQuery,
    responses: { 200: { description: "The fields", schema: z.array(formField) } },
    handler: async ({ services, params, query }) => {
      const fields = await fieldsIn(services, params.form_id, localeOf(query));
      const files = await fieldFiles(
        services.db,
        fields.map((f) => f.id),
      );
      return { body: inApiShape(fields.map((f) => toField(params.form_id, f, files))) };
    },
  }),
  route<z.infer<typeof formParam>, Record<string, never>, z.infer<typeof fieldCreate>>({
    method: "post",
    path: "/backend/api/form-fields/:form_id/",
    access: "token",
    tag,
    summary: "Add a field to the form of the URL (`form` must name an existing form)",
    params: formParam,
    body: { schema: fieldCreate, kinds, files: ["file"] },
    responses: {
      201: { description: "The new field", schema: formField },
      ...fieldErrorsAnswer,
      ...unauthorized,
      404: { description: "No form with the URL's id", schema: detailBody },
    },
    handler: async ({ services, params, body, uploads, actor }) => {
      if (!(await formExists(services, params.form_id))) throw notFound("Form");
      const { formId: _named, ...changes } = await fieldChanges(services, body, null);
      const field = await saveWithFile(services, uploads, body, actor, (trx) =>
        addField(
          trx,
          params.form_id,
          {
            name: changes.name!,
            fieldType: changes.fieldType!,
            required: changes.required ?? true,
            options: changes.options ?? [],
            ...(changes.priority === undefined ? {} : { priority: changes.priority }),
          },
          actor,
        ),
      );
      return { status: 201, body: await fieldView(services, params.form_id, field) };
    },
  }),
  detailRoute({
    path: "/backend/api/form-fields/:form_id/:id/",
    access: "public",
    tag,
    summary: "One field of the form",
    params: fieldParams,
    description: "The field",
    schema: formField,
    localized: true,
    find: async ({ services, params }, locale) =>
      fieldView(services, params.form_id, await oneField(services, params.form_id, params.id, locale)),
  }),
  fieldWriteRoute("put"),
  fieldWriteRoute("patch"),
  deleteRoute({
    path: "/backend/api/form-fields/:form_id/:id/",
    tag,
    summary: "Delete a field (its past answers stay; the others are renumbered)",
    params: fieldParams,
    remove: async ({ services, params, actor }) => {
      const deleted = await deleteField(services.db, params.form_id, params.id, actor);
      if (!deleted.ok) throw refusal(deleted.reason);
    },
  }),
];
