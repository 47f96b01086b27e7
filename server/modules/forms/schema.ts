import { z } from "zod";
import { text } from "../validation/text.js";
import { asciiDigits, checkPhone, plainNumber } from "../validation/phone.js";
import type { NewAnswer } from "../../db/models/FormAnswer.js";
import { IMAGE_FIELD_TYPES, fieldLabel, inputName, isFileField, maxLengthOf, type FieldDefinition } from "./fields.js";

/** What the schema needs to know about an uploaded file (a subset of the upload module's StoredFile). */
export interface UploadRef {
  id: string;
  contentType: string;
  originalName: string;
  size: number;
}

export interface UploadLookup {
  get(field: string): UploadRef | undefined;
}

export type SubmissionValue = string | string[] | UploadRef | undefined;
export type SubmissionData = Record<string, SubmissionValue>;

const uploadRefSchema = z.object({ id: z.string(), contentType: z.string(), originalName: z.string(), size: z.number() });

/**
 * The sentences a visitor reads when a dynamic form's answer is refused. English here; the public pages pass the
 * visitor's language, built from the interface-text catalogs (app/utils/catalogs.server.ts).
 */
export interface ValidationMessages {
  tooLong(label: string, max: number): string;
  required(label: string): string;
  email(): string;
  phone(): string;
  /** A number that looks Bangladeshi (01…, 880…) but is not a mobile. */
  bangladeshiMobile(): string;
  number(label: string): string;
  date(label: string): string;
  chooseListed(label: string): string;
  chooseOnlyListed(label: string): string;
  chooseAtLeastOne(label: string): string;
  upload(label: string): string;
  image(label: string): string;
}

export const ENGLISH_VALIDATION: ValidationMessages = {
  tooLong: (label, max) => `${label} must be at most ${max.toLocaleString("en-US")} characters.`,
  required: (label) => `${label} is required.`,
  email: () => "Please enter a valid email address.",
  phone: () => "Please enter a valid phone number.",
  bangladeshiMobile: () => "Please enter a Bangladeshi mobile number such as 01712 345678 (or a number starting with +).",
  number: (label) => `${label} must be a number, such as 5 or 2.5.`,
  date: (label) => `${label} must be a date (YYYY-MM-DD).`,
  chooseListed: (label) => `Please choose one of the listed options for ${label}.`,
  chooseOnlyListed: (label) => `Please choose only the listed options for ${label}.`,
  chooseAtLeastOne: (label) => `Please choose at least one option for ${label}.`,
  upload: (label) => `Please upload ${label}.`,
  image: (label) => `${label} must be an image (JPG, PNG or WebP).`,
};

function singleValueSchema(field: FieldDefinition, messages: ValidationMessages) {
  const label = fieldLabel(field);
  const max = maxLengthOf(field);
  const options = field.options.map((o) => o.trim());
  return z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    text()
      .trim()
      .max(max, messages.tooLong(label, max))
      .superRefine((value, ctx) => {
        if (value === "") {
          if (field.required) ctx.addIssue({ code: "custom", message: messages.required(label) });
          return;
        }
        if (field.fieldType === "email" && !z.email().safeParse(value).success) {
          ctx.addIssue({ code: "custom", message: messages.email() });
        }
        if (field.fieldType === "number" && !NUMBER_PATTERN.test(plainNumber(value))) {
          ctx.addIssue({ code: "custom", message: messages.number(label) });
        }
        if (field.fieldType === "date" && !z.iso.date().safeParse(asciiDigits(value)).success) {
          ctx.addIssue({ code: "custom", message: messages.date(label) });
        }
        if (field.fieldType === "phone") {
          const phone = checkPhone(value);
          if (!phone.ok) {
            const message = phone.reason === "invalid" ? messages.phone() : messages.bangladeshiMobile();
            ctx.addIssue({ code: "custom", message });
          }
        }
        if ((field.fieldType === "select" || field.fieldType === "radio") && !options.includes(value)) {
          ctx.addIssue({ code: "custom", message: messages.chooseListed(label) });
        }
      })
      // a phone number is stored normalised (+8801… for Bangladeshi mobiles)
      .transform((value) => {
        if (value === "") return value;
        if (field.fieldType === "number") return String(Number(plainNumber(value)));
        if (field.fieldType === "date") return asciiDigits(value);
        if (field.fieldType !== "phone") return value;
        const phone = checkPhone(value);
        return phone.ok ? phone.value : value;
      }),
  );
}

/** A plain decimal number as typed (thousands separators removed first): 5, -3, 2.5. */
const NUMBER_PATTERN = /^-?[0-9]{1,12}(\.[0-9]{1,4})?$/;

function checkboxSchema(field: FieldDefinition, messages: ValidationMessages) {
  const label = fieldLabel(field);
  const options = field.options.map((o) => o.trim());
  return z.preprocess(
    (v) => (typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []),
    z
      .array(text().trim())
      .superRefine((values, ctx) => {
        if (values.some((v) => !options.includes(v))) {
          ctx.addIssue({ code: "custom", message: messages.chooseOnlyListed(label) });
        } else if (field.required && values.length === 0) {
          ctx.addIssue({ code: "custom", message: messages.chooseAtLeastOne(label) });
        }
      })
      // stored in the order the options are listed, each once
      .transform((values) => options.filter((o) => values.includes(o))),
  );
}

function fileSchema(field: FieldDefinition, messages: ValidationMessages) {
  const label = fieldLabel(field);
  return uploadRefSchema.optional().superRefine((file, ctx) => {
    if (!file) {
      if (field.required) ctx.addIssue({ code: "custom", message: messages.upload(label) });
      return;
    }
    if (field.fieldType === "image" && !IMAGE_FIELD_TYPES.includes(file.contentType)) {
      ctx.addIssue({ code: "custom", message: messages.image(label) });
    }
  });
}

/**
 * The server-side rules of a dynamic form, built from its field definitions. Keys are the input names
 * (`field_<id>`, `file_<id>`), so errors land on the right input; keys of no field are dropped.
 */
export function buildSubmissionSchema(fields: readonly FieldDefinition[], messages: ValidationMessages = ENGLISH_VALIDATION) {
  const shape: Record<string, z.ZodType<SubmissionValue>> = {};
  for (const field of fields) {
    const key = inputName(field);
    if (isFileField(field)) shape[key] = fileSchema(field, messages);
    else if (field.fieldType === "checkbox") shape[key] = checkboxSchema(field, messages);
    else shape[key] = singleValueSchema(field, messages);
  }
  return z.object(shape);
}

/**
 * The answers of a validated submission, one per answered field in form order (empty optional answers
 * are not stored): what a public submission inserts and what a worker registration keeps until it is paid.
 * A file answer's value is the uploaded file's name.
 */
export function answersOf(fields: readonly FieldDefinition[], data: SubmissionData): NewAnswer[] {
  const answers: NewAnswer[] = [];
  fields.forEach((field, position) => {
    const value = data[inputName(field)];
    const base = { fieldId: field.id, fieldLabel: field.name, fieldType: field.fieldType, position };
    if (isFileField(field)) {
      const file = value as UploadRef | undefined;
      if (file) answers.push({ ...base, value: file.originalName, fileId: file.id });
    } else if (Array.isArray(value)) {
      if (value.length > 0) answers.push({ ...base, value, fileId: null });
    } else if (typeof value === "string" && value !== "") {
      answers.push({ ...base, value, fileId: null });
    }
  });
  return answers;
}

/** The files a submission's answers point at, to claim together with the answers. */
export const fileIdsOf = (answers: readonly NewAnswer[]): string[] => answers.flatMap((a) => (a.fileId ? [a.fileId] : []));

/**
 * Validates a submission of `fields` as sent (text values from the body, files from the upload module), with
 * `fixedValues` (set by the server) on top: its data, or the first message of each failing input.
 */
export function validateSubmission(
  fields: readonly FieldDefinition[],
  formData: FormData | URLSearchParams,
  uploads: UploadLookup,
  fixedValues: Record<string, string> = {},
): { ok: true; data: SubmissionData } | { ok: false; fieldErrors: Record<string, string> } {
  const parsed = buildSubmissionSchema(fields).safeParse({
    ...collectSubmissionInput(fields, formData, uploads),
    ...fixedValues,
  });
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, fieldErrors: fieldErrors(parsed.error) };
}

/**
 * Gathers a submission's raw input: text values from the form body, files only from the upload
 * module (a text field named like a file input is ignored, so a client cannot point at someone else's file).
 */
export function collectSubmissionInput(
  fields: readonly FieldDefinition[],
  formData: FormData | URLSearchParams,
  uploads: UploadLookup,
): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const field of fields) {
    const key = inputName(field);
    if (isFileField(field)) input[key] = uploads.get(key);
    else if (field.fieldType === "checkbox") input[key] = formData.getAll(key);
    else input[key] = formData.get(key) ?? undefined;
  }
  return input;
}

/** The first message of each failing input, keyed by input name. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "");
    if (key && !(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
