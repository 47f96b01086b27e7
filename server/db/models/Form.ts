import type { RelationMappings } from "objection";
import { z } from "zod";
import { hasMany, table } from "./base.js";
import { translationsColumn } from "./ContentTranslation.js";
import { FormField } from "./FormField.js";
import { FormResponse } from "./FormResponse.js";

export { FORM_ADMIN_SLUGS, FORM_IDS } from "./form-enums.js";

export const formRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  /** numeric(10,2) as a string ("500.00"); only form 2 uses it. */
  paymentAmount: z.string().nullable(),
  /** Set through the REST API only (forms/); null for none. */
  description: z.string().nullable(),
  /** Bangla and Arabic of the title and description. */
  translations: translationsColumn,
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type FormRow = z.infer<typeof formRow>;

export interface Form extends FormRow {}
export class Form extends table("forms", formRow, { jsonAttributes: ["translations"] }) {
  declare fields?: FormField[];
  declare responses?: FormResponse[];

  static relationMappings = (): RelationMappings => ({
    fields: hasMany(FormField, "forms.id", "form_fields.form_id", {
      modify: (qb) => qb.orderBy([{ column: "priority" }, { column: "id" }]),
    }),
    responses: hasMany(FormResponse, "forms.id", "form_responses.form_id"),
  });
}
