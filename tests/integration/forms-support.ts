/* Rows for the form, job and quote tests, which count rows on a database of their own (createIsolatedServices). */
import { randomUUID } from "node:crypto";
import type { Knex } from "knex";
import type { FieldType } from "../../server/db/models/index.js";

/** Forms 1–4 where they are missing; `paymentAmount` is form 2's registration fee. */
export async function ensureForms(db: Knex, paymentAmount = "500.00") {
  await db("forms")
    .insert([
      { id: 1, slug: "agent-registration", title: "Agent Registration" },
      { id: 2, slug: "worker-registration", title: "Worker Registration", payment_amount: paymentAmount },
      { id: 3, slug: "demand-submission", title: "Demand Submission" },
      { id: 4, slug: "job-application", title: "Job Application" },
    ])
    .onConflict("id")
    .ignore();
}

export async function addField(
  db: Knex,
  formId: number,
  name: string,
  fieldType: FieldType,
  opts: { required?: boolean; options?: string[]; priority?: number } = {},
) {
  const [row] = await db("form_fields")
    .insert({
      form_id: formId,
      name,
      field_type: fieldType,
      required: opts.required ?? false,
      options: JSON.stringify(opts.options ?? []),
      priority: opts.priority ?? 0,
    })
    .returning<Array<{ id: number }>>("id");
  return row!.id;
}

/** A files row as the upload module leaves it (unclaimed); no object is needed to claim it. */
export async function uploadedFile(db: Knex, field: string, contentType = "application/pdf", originalName = "document.pdf") {
  const key = `uploads/test/${randomUUID()}`;
  const [row] = await db("files")
    .insert({
      bucket: "private",
      object_key: key,
      kind: "document",
      content_type: contentType,
      size_bytes: 1234,
      original_name: originalName,
    })
    .returning<Array<{ id: string }>>("id");
  return {
    id: row!.id,
    field,
    key,
    bucket: "private" as const,
    contentType,
    size: 1234,
    originalName,
    kind: "document" as const,
  };
}

export async function counts(db: Knex, tables: string[]) {
  const result: Record<string, number> = {};
  for (const t of tables) {
    const [{ count }] = await db(t).count<Array<{ count: number }>>({ count: "*" });
    result[t] = count;
  }
  return result;
}
