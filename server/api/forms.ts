import { z } from "zod";
import { FIELD_TYPES, FORM_IDS } from "../db/models/index.js";
import type { FieldDefinition } from "../modules/forms/fields.js";
import { isJobField } from "../modules/forms/fields.js";
import { listForms, type FormSummary } from "../modules/forms/forms.server.js";
import { apiDecimal, notFound } from "./http.js";
import { idParam, notFoundAnswer, route } from "./route.js";

/* API.md §2.4: forms and their fields (reads; writes go through server/modules/forms/admin.server.ts). */

const tag = "forms";

const FORM_TYPES = {
  [FORM_IDS.agentRegistration]: "agent_registration",
  [FORM_IDS.workerRegistration]: "worker_registration",
  [FORM_IDS.demandSubmission]: "demand_submission",
  [FORM_IDS.jobApplication]: "apply_now",
} as const;

const formField = z
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

const toField = (formId: number, f: FieldDefinition): z.infer<typeof formField> => ({
  id: f.id,
  is_job_field: isJobField(f),
  name: f.name,
  field_type: f.fieldType,
  required: f.required,
  options: f.options.length ? f.options : null,
  priority: f.priority,
  file: null,
  form: formId,
});

const toForm = (f: FormSummary): z.infer<typeof form> => ({
  id: f.id,
  fields: f.fields.map((field) => toField(f.id, field)),
  name: f.title,
  description: null,
  form_type: FORM_TYPES[f.id as keyof typeof FORM_TYPES],
  payment_amount: f.paymentAmount === null ? null : apiDecimal(f.paymentAmount),
});

async function oneForm(db: Parameters<typeof listForms>[0], id: number): Promise<FormSummary> {
  const [found] = await listForms(db, id);
  if (!found) throw notFound("Form");
  return found;
}

const rootBody = z.object({ forms: z.url(), form_responses: z.url() });

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
  route({
    method: "get",
    path: "/backend/api/forms/",
    access: "public",
    tag,
    summary: "Every form with its fields",
    responses: { 200: { description: "Forms by id", schema: z.array(form) } },
    handler: async ({ services }) => ({ body: (await listForms(services.db)).map(toForm) }),
  }),
  route({
    method: "get",
    path: "/backend/api/forms/:id/",
    access: "public",
    tag,
    summary: "One form with its fields",
    params: idParam,
    responses: { 200: { description: "The form", schema: form }, ...notFoundAnswer },
    handler: async ({ services, params }) => ({ body: toForm(await oneForm(services.db, params.id)) }),
  }),
  route({
    method: "get",
    path: "/backend/api/forms/:id/fields/",
    access: "public",
    tag,
    summary: "A form's fields by priority, id",
    params: idParam,
    responses: { 200: { description: "The fields", schema: z.array(formField) }, ...notFoundAnswer },
    handler: async ({ services, params }) => ({ body: toForm(await oneForm(services.db, params.id)).fields }),
  }),
];
