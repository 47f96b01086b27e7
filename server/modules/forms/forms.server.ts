import type { Knex } from "knex";
import { Form } from "../../db/models/index.js";
import type { FormDefinition } from "./fields.js";

/** A form and its fields in display order (priority, then id), or null when the form does not exist. */
export async function getFormDefinition(db: Knex, formId: number): Promise<FormDefinition | null> {
  if (!Number.isInteger(formId)) return null;
  const form = await Form.query(db).findById(formId).withGraphFetched("fields");
  if (!form) return null;
  return {
    id: form.id,
    slug: form.slug,
    title: form.title,
    fields: (form.fields ?? []).map((f) => ({
      id: f.id,
      name: f.name,
      fieldType: f.fieldType,
      required: f.required,
      options: f.options,
      priority: f.priority,
    })),
  };
}
