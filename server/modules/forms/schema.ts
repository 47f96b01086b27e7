import { z } from "zod";
import { message } from "../validation/messages.js";
import { publicText } from "../validation/text.js";
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
 * What a dynamic form's refused answer says: a message of the interface-text catalogs (server/modules/validation/
 * messages.ts) naming the field by its label, which is the visitor's language when the form was read in it
 * (getFormDefinition's `label`). The public pages word it in the visitor's language, the REST API in English.
 */
const MESSAGES = {
  tooLong: (label: string, max: number) => message("validation.tooLong", { label, max }),
  required: (label: string) => message("validation.required", { label }),
  email: () => message("validation.email"),
  phone: () => message("validation.phone"),
  /** A number that looks Bangladeshi (01…, 880…) but is not a mobile. */
  bangladeshiMobile: () => message("validation.bangladeshiMobile"),
  number: (label: string) => message("validation.number", { label }),
  date: (label: string) => message("validation.date", { label }),
  chooseListed: (label: string) => message("validation.chooseListed", { label }),
  chooseOnlyListed: (label: string) => message("validation.chooseOnlyListed", { label }),
  chooseAtLeastOne: (label: string) => message("validation.chooseAtLeastOne", { label }),
  upload: (label: string) => message("validation.upload", { label }),
  image: (label: string) => message("validation.image", { label }),
};

function singleValueSchema(field: FieldDefinition) {
  const label = fieldLabel(field);
  const max = maxLengthOf(field);
  const options = field.options.map((o) => o.trim());
  return z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    publicText()
      .trim()
      .max(max, MESSAGES.tooLong(label, max))
      .superRefine((value, ctx) => {
        if (value === "") {
          if (field.required) ctx.addIssue({ code: "custom", message: MESSAGES.required(label) });
          return;
        }
        if (field.fieldType === "email" && !z.email().safeParse(value).success) {
          ctx.addIssue({ code: "custom", message: MESSAGES.email() });
        }
        if (field.fieldType === "number" && !NUMBER_PATTERN.test(plainNumber(value))) {
          ctx.addIssue({ code: "custom", message: MESSAGES.number(label) });
        }
        if (field.fieldType === "date" && !z.iso.date().safeParse(asciiDigits(value)).success) {
          ctx.addIssue({ code: "custom", message: MESSAGES.date(label) });
        }
        if (field.fieldType === "phone") {
          const phone = checkPhone(value);
          if (!phone.ok) {
            ctx.addIssue({
              code: "custom",
              message: phone.reason === "invalid" ? MESSAGES.phone() : MESSAGES.bangladeshiMobile(),
            });
          }
        }
        if ((field.fieldType === "select" || field.fieldType === "radio") && !options.includes(value)) {
          ctx.addIssue({ code: "custom", message: MESSAGES.chooseListed(label) });
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

function checkboxSchema(field: FieldDefinition) {
  const label = fieldLabel(field);
  const options = field.options.map((o) => o.trim());
  return z.preprocess(
    (v) => (typeof v === "string" ? [v] : Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []),
    z
      .array(publicText().trim())
      .superRefine((values, ctx) => {
        if (values.some((v) => !options.includes(v))) {
          ctx.addIssue({ code: "custom", message: MESSAGES.chooseOnlyListed(label) });
        } else if (field.required && values.length === 0) {
          ctx.addIssue({ code: "custom", message: MESSAGES.chooseAtLeastOne(label) });
        }
      })
      // stored in the order the options are listed, each once
      .transform((values) => options.filter((o) => values.includes(o))),
  );
}

function fileSchema(field: FieldDefinition) {
  const label = fieldLabel(field);
  return uploadRefSchema.optional().superRefine((file, ctx) => {
    if (!file) {
      if (field.required) ctx.addIssue({ code: "custom", message: MESSAGES.upload(label) });
      return;
    }
    if (field.fieldType === "image" && !IMAGE_FIELD_TYPES.includes(file.contentType)) {
      ctx.addIssue({ code: "custom", message: MESSAGES.image(label) });
    }
  });
}

/**
 * The server-side rules of a dynamic form, built from its field definitions. Keys are the input names
 * (`field_<id>`, `file_<id>`), so errors land on the right input; keys of no field are dropped.
 */
export function buildSubmissionSchema(fields: readonly FieldDefinition[]) {
  const shape: Record<string, z.ZodType<SubmissionValue>> = {};
  for (const field of fields) {
    const key = inputName(field);
    if (isFileField(field)) shape[key] = fileSchema(field);
    else if (field.fieldType === "checkbox") shape[key] = checkboxSchema(field);
    else shape[key] = singleValueSchema(field);
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
 * `fixedValues` (set by the server) on top: its data, or the first message of each failing input (messages.ts).
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
