import type { FieldType, FormFieldRow } from "../../db/models/FormField.js";
import type { FormRow } from "../../db/models/Form.js";
import { acceptOf, FORM_FILE_TYPES, JPEG, PNG, WEBP } from "../files/file-types.js";

export type { FieldType };

/**
 * One field of a form as the public renderer and the server schema see it: the model's row without
 * its bookkeeping columns. Plain data, free of server imports (types only): the browser bundle uses this file too.
 */
export type FieldDefinition = Pick<FormFieldRow, "id" | "name" | "fieldType" | "required" | "options" | "priority"> & {
  /** In Bangla or Arabic: the label and the options as the visitor reads them (forms/translations.ts). */
  label?: string;
  optionLabels?: string[];
};

export interface FormDefinition extends Pick<FormRow, "id" | "slug" | "title"> {
  /** Ordered by priority, then id. */
  fields: FieldDefinition[];
}

/** The columns a FieldDefinition reads (for model queries). */
export const FIELD_DEFINITION_COLUMNS = ["id", "name", "field_type", "required", "options", "priority"];

/** A field row (a model instance) as plain data. */
export function toFieldDefinition({ id, name, fieldType, required, options, priority }: FieldDefinition): FieldDefinition {
  return { id, name, fieldType, required, options, priority };
}

/** Longest answer accepted for single-line fields and for textareas. */
const TEXT_MAX_LENGTH = 2_000;
export const TEXTAREA_MAX_LENGTH = 10_000;

/** Answers arrive as field_<id>, files as file_<id> (docs/product.md, "Forms"). */
export function isFileField(field: Pick<FieldDefinition, "fieldType">): boolean {
  return field.fieldType === "file" || field.fieldType === "image";
}

/** The input name of a field: `file_<id>` for file and image fields, `field_<id>` for every other type. */
export function inputName(field: Pick<FieldDefinition, "id" | "fieldType">): string {
  return `${isFileField(field) ? "file" : "field"}_${field.id}`;
}

export function maxLengthOf(field: Pick<FieldDefinition, "fieldType">): number {
  return field.fieldType === "textarea" ? TEXTAREA_MAX_LENGTH : TEXT_MAX_LENGTH;
}

/** What a form's file input offers in the picker and checks before sending: the upload policy's lists for form files. */
export const DOCUMENT_ACCEPT = acceptOf(FORM_FILE_TYPES);
export const IMAGE_FIELD_TYPES: readonly string[] = [JPEG, PNG, WEBP];
export const IMAGE_ACCEPT = acceptOf(IMAGE_FIELD_TYPES);

/** Form 4's read-only field that the jobs page fills with the job applied for. */
export function isJobField(field: Pick<FieldDefinition, "name" | "fieldType">): boolean {
  return field.fieldType === "text" && field.name.trim().toLowerCase() === "job";
}

/** '{title} in {country}' (docs/product.md). */
export function jobFieldValue(job: { title: string; country: string }): string {
  return `${job.title} in ${job.country}`;
}

/** What a field shows as its label: the translation when the form is localised (server/modules/forms/translations.ts), else its name. */
export const fieldLabel = (field: FieldDefinition) => field.label ?? field.name;

/** What an option shows: its translation when the form is localised, else the option itself. */
export const optionLabel = (field: FieldDefinition, index: number) => field.optionLabels?.[index] ?? field.options[index]!;
