import type { z } from "zod";
import { readMessage, wordMessage } from "../modules/validation/messages.js";

/*
 * Field errors in the previous backend's wording (Django REST Framework's default messages, docs/api.md §5),
 * from the issues of any zod schema: the API validates with the same schemas as the website (server/modules/*) and
 * words their issues here, as the website's pages word them in theirs.
 */

type Issue = z.core.$ZodIssue;

/**
 * The API's English for the messages the website's schemas give their refinements (server/modules/validation/
 * messages.ts; the website words them from its catalogs): the sentences the API has always answered.
 */
const REFINEMENTS: Record<string, (values: Record<string, unknown>) => string> = {
  "validation.required": ({ label }) => `${String(label)} is required.`,
  "validation.email": () => "Please enter a valid email address.",
  "validation.phone": () => "Please enter a valid phone number.",
  "validation.bangladeshiMobile": () =>
    "Please enter a Bangladeshi mobile number such as 01712 345678 (or a number starting with +).",
  "validation.number": ({ label }) => `${String(label)} must be a number, such as 5 or 2.5.`,
  "validation.date": ({ label }) => `${String(label)} must be a date (YYYY-MM-DD).`,
  "validation.chooseListed": ({ label }) => `Please choose one of the listed options for ${String(label)}.`,
  "validation.chooseOnlyListed": ({ label }) => `Please choose only the listed options for ${String(label)}.`,
  "validation.chooseAtLeastOne": ({ label }) => `Please choose at least one option for ${String(label)}.`,
  "validation.upload": ({ label }) => `Please upload ${String(label)}.`,
  "validation.image": ({ label }) => `${String(label)} must be an image (JPG, PNG or WebP).`,
  "validation.nul": () => "Null characters are not allowed.",
};

/** A refinement's message in the API's English; a sentence a schema wrote itself as it is. */
function refinementMessage(message: string): string {
  return wordMessage(message, (id, values) => REFINEMENTS[id]?.(values ?? {}) ?? "Enter a valid value.");
}

const REQUIRED = "This field is required.";

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (typeof value !== "object" || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A JSON value's type as Python names it (DRF's messages name the parsed value's type). */
const typeName = (value: unknown) =>
  value === null
    ? "NoneType"
    : Array.isArray(value)
      ? "list"
      : typeof value === "object"
        ? "dict"
        : typeof value === "string"
          ? "str"
          : typeof value === "boolean"
            ? "bool"
            : typeof value === "number"
              ? Number.isInteger(value)
                ? "int"
                : "float"
              : typeof value;

/** DRF's default message for one issue; `input` is the value the schema was given (for the choice message). */
function drfMessage(issue: Issue, input: unknown): string {
  const value = valueAt(input, issue.path);
  // An absent member is "required" whatever the schema made of it (the website's schemas read absent text as "").
  if (value === undefined && issue.path.length > 0 && issue.code !== "custom") return REQUIRED;
  switch (issue.code) {
    case "invalid_type":
      if (value === undefined) return "This field is required.";
      if (value === null) return "This field may not be null.";
      if (issue.expected === "int" || issue.expected === "bigint") return "A valid integer is required.";
      if (issue.expected === "number") return "A valid number is required.";
      if (issue.expected === "array") return `Expected a list of items but got type "${typeName(value)}".`;
      if (issue.expected === "object") return `Invalid data. Expected a dictionary, but got ${typeName(value)}.`;
      if (issue.expected === "boolean") return "Must be a valid boolean.";
      return "Not a valid string.";
    case "too_small":
      if (issue.origin === "string")
        return Number(issue.minimum) <= 1
          ? "This field may not be blank."
          : `Ensure this field has at least ${issue.minimum} characters.`;
      if (issue.origin === "array" || issue.origin === "set")
        return Number(issue.minimum) <= 1
          ? "This list may not be empty."
          : `Ensure this field has at least ${issue.minimum} elements.`;
      return `Ensure this value is greater than or equal to ${issue.minimum}.`;
    case "too_big":
      if (issue.origin === "string") return `Ensure this field has no more than ${issue.maximum} characters.`;
      if (issue.origin === "array" || issue.origin === "set")
        return `Ensure this field has no more than ${issue.maximum} elements.`;
      return `Ensure this value is less than or equal to ${issue.maximum}.`;
    case "invalid_format":
      return issue.format === "email"
        ? "Enter a valid email address."
        : issue.format === "url"
          ? "Enter a valid URL."
          : "Enter a valid value.";
    case "invalid_value":
      if (value === undefined) return "This field is required.";
      return typeof value === "string" || typeof value === "number"
        ? `"${value}" is not a valid choice.`
        : "Select a valid choice.";
    case "not_multiple_of":
      return "Ensure that there are no more than 2 decimal places.";
    case "invalid_union":
      return value === undefined ? "This field is required." : "Enter a valid value.";
    case "custom":
      // Refinements of the domain schemas carry their own sentence (a phone number's shape, a passport's).
      return refinementMessage(issue.message);
    default:
      return "Enter a valid value.";
  }
}

type Nested = Record<string, unknown>;

/** zod's own English messages, which DRF's wording replaces; a schema's own sentence is kept. */
const ZOD_DEFAULT = /^(Invalid|Too (small|big)|Unrecognized)\b/;

/**
 * The body of `400 {"<field>": ["<msg>"]}` from a schema's issues. `always`: DRF's wording even where the schema
 * has its own sentence (the website's schemas word their issues for the page). An issue inside a list of objects
 * gives DRF's nested shape, one entry per item (`{}` for a valid one):
 * `{"trades": [{}, {"qty": ["A valid integer is required."]}]}`.
 */
export function drfErrorBody(error: z.ZodError, input: unknown, always = false): Nested {
  const body: Nested = {};
  for (const issue of error.issues) {
    const keep =
      !always &&
      issue.code !== "custom" &&
      !ZOD_DEFAULT.test(issue.message) &&
      !readMessage(issue.message) &&
      valueAt(input, issue.path) !== undefined;
    const message = keep ? issue.message : drfMessage(issue, input);
    const [first, index, inner] = issue.path;
    if (first === undefined) {
      ((body.non_field_errors as string[] | undefined) ??= []).push(message);
      continue;
    }
    const key = String(first);
    const list = valueAt(input, [first]);
    if (typeof index === "number" && inner !== undefined && Array.isArray(list)) {
      const existing = body[key];
      const items =
        Array.isArray(existing) && typeof existing[0] === "object"
          ? (existing as Nested[])
          : Array.from({ length: list.length }, () => ({}) as Nested);
      body[key] = items;
      const messages = ((items[index]![String(inner)] as string[] | undefined) ??= []);
      if (!messages.includes(message)) messages.push(message);
      continue;
    }
    const existing = body[key];
    const messages = Array.isArray(existing) && typeof existing[0] === "string" ? (existing as string[]) : [];
    // An absent field is only "required": the checks of its value (a refinement of empty text) do not apply.
    if (message === REQUIRED) body[key] = [REQUIRED];
    else if (!messages.includes(message) && !messages.includes(REQUIRED)) body[key] = [...messages, message];
  }
  return body;
}

/**
 * The body of a 400 for a list (a collection PUT), as DRF's ListSerializer gives it: one entry per item, `{}` for a
 * valid one (`[{}, {"title": ["This field is required."]}]`); a body that is no list at all gets
 * `{"non_field_errors": [...]}`.
 */
export function drfListErrorBody(error: z.ZodError, input: readonly unknown[], always = false): Nested | Nested[] {
  const wrapped = { ...error, issues: error.issues.map((issue) => ({ ...issue, path: ["items", ...issue.path] })) };
  const body = drfErrorBody(wrapped as z.ZodError, { items: input }, always);
  const items = body.items;
  if (Array.isArray(items) && items.every((item) => typeof item === "object")) return items as Nested[];
  const whole = error.issues.filter((x) => x.path.length === 0);
  if (whole.length > 0) return { non_field_errors: whole.map((x) => drfMessage(x, input)) };
  // An item that is no object at all: its message in the item's place.
  return input.map((_, i) => {
    const issue = error.issues.find((x) => x.path.length === 1 && x.path[0] === i);
    return issue ? { non_field_errors: [drfMessage(issue, input)] } : {};
  });
}
