// Well-formed answers to a dynamic form (forms 1–4), read from the server's own field definitions.
import { randomBytes } from "node:crypto";
import type { Knex } from "knex";
import { SAMPLE_PDF, type MultipartFile } from "./sample-files.js";

export interface FormAnswers {
  fields: Array<[string, string]>;
  files: MultipartFile[];
  /** Free-text inputs (text, email, phone, textarea). */
  text: string[];
  /** The first text or textarea input: where a marker goes. */
  markerField: string | undefined;
}

function valueFor(field: { name: string; field_type: string; options: string[] }): string {
  // a passport number of its own: a registration under one registered before is asked about first (duplicate protection)
  if (field.field_type === "text" && /passport/i.test(field.name)) return `SX${randomBytes(4).toString("hex").toUpperCase()}`;
  switch (field.field_type) {
    case "email":
      return "suite@example.com";
    case "phone":
      return "+880 1712 345678";
    case "select":
    case "radio":
    case "checkbox":
      return field.options[0] ?? "";
    case "textarea":
      return "A few words about the applicant.";
    default:
      return "Suite Tester";
  }
}

/** Answers every field of `formId` (files: a small PDF, or `png` for image fields); `marker` fills the marker field. */
export async function formAnswers(db: Knex, formId: number, png: Buffer, marker?: string): Promise<FormAnswers> {
  const fields = await db("form_fields")
    .select<Array<{ id: number; name: string; field_type: string; options: string[] }>>("id", "name", "field_type", "options")
    .where({ form_id: formId })
    .orderBy("id");
  const answers: FormAnswers = { fields: [], files: [], text: [], markerField: undefined };
  for (const f of fields) {
    if (f.field_type === "file" || f.field_type === "image") {
      const image = f.field_type === "image";
      answers.files.push({
        field: `file_${f.id}`,
        filename: image ? "photo.png" : "cv.pdf",
        contentType: image ? "image/png" : "application/pdf",
        data: image ? png : SAMPLE_PDF,
      });
      continue;
    }
    const name = `field_${f.id}`;
    if (!["select", "radio", "checkbox"].includes(f.field_type)) answers.text.push(name);
    if (!answers.markerField && (f.field_type === "text" || f.field_type === "textarea")) answers.markerField = name;
    answers.fields.push([name, marker && answers.markerField === name ? marker : valueFor(f)]);
  }
  return answers;
}
