import { describe, expect, it } from "vitest";
import type { z } from "zod";
import {
  fieldInputSchema,
  jobInputSchema,
  responseUpdateSchema,
} from "../../app/routes/admin.forms-and-reports.$form/schemas.js";
import { categoryField } from "../../app/components/admin/images/messages.js";
import { createAdminSchema } from "../../server/modules/auth/admin-schema.js";
import { buildSubmissionSchema } from "../../server/modules/forms/schema.js";
import { jobsQuerySchema } from "../../server/modules/jobs/jobs.server.js";
import { imageInputSchema } from "../../server/modules/media/images.server.js";
import { libraryQuerySchema } from "../../server/modules/media/library.server.js";
import { medicalListQuerySchema } from "../../server/modules/medical/medical.server.js";
import { contactMessageSchema } from "../../server/modules/messages/messages.server.js";
import { quoteListQuerySchema } from "../../server/modules/quotes/admin.server.js";
import { quoteSchema } from "../../server/modules/quotes/quotes.js";
import { responseFilterSchema } from "../../server/modules/submissions/admin.server.js";
import { NUL_MESSAGE, text } from "../../server/modules/validation/text.js";
import { worded } from "../support/messages.js";

/*
 * Issue 10 finding 2: a NUL character (which no PostgreSQL text column stores) is refused by the one string
 * function every free-text field schema is built on, with that field's message, before the field's other rules.
 */

const NUL = "a\u0000b";

/** The messages of the issues at `path`, for a value that is otherwise valid. */
function messagesAt(schema: z.ZodType, value: Record<string, unknown>, path: string): string[] {
  const result = schema.safeParse(value);
  expect(result.success, `${path} with a NUL must be refused`).toBe(false);
  // the public forms' schemas name a message of the catalogs; the English page words it as the admin area's sentence
  return result.error!.issues.filter((i) => i.path.join(".") === path).map((i) => worded(i.message));
}

describe("text(): the shared free-text string", () => {
  it("refuses a NUL before the field's own rules, and keeps those rules otherwise", () => {
    const name = text({ error: "Name is required." }).trim().min(3, "Too short.").max(5, "Too long.");
    expect(name.safeParse("\u0000").error?.issues.map((i) => i.message)).toEqual([NUL_MESSAGE]);
    expect(name.safeParse(" abcd ").data).toBe("abcd");
    expect(name.safeParse("ab").error?.issues.map((i) => i.message)).toEqual(["Too short."]);
    expect(name.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(["Name is required."]);
  });
});

describe("every free-text field schema refuses a NUL with the field's message", () => {
  const contact = { name: "Jane", email: "jane@example.com", phone: "", subject: "", message: "A question about steel." };
  const quote = {
    mode: "subContract",
    clientName: "Client",
    projectName: "Tower",
    projectType: "Other",
    projectValue: "1000",
    phone: "+966501234567",
    email: "a@example.com",
    description: "Build it",
  };
  const cases: Array<[string, z.ZodType, Record<string, unknown>, string]> = [
    ["contact name", contactMessageSchema, contact, "name"],
    ["contact subject", contactMessageSchema, contact, "subject"],
    ["contact message", contactMessageSchema, contact, "message"],
    ["quote client", quoteSchema, quote, "clientName"],
    ["quote description", quoteSchema, quote, "description"],
    ["admin username", createAdminSchema, { username: "office", password: "long-enough-password" }, "username"],
    ["admin password", createAdminSchema, { username: "office", password: "long-enough-password" }, "password"],
    ["form field name", fieldInputSchema, { name: "Passport", fieldType: "text", required: "on" }, "name"],
    ["response notes", responseUpdateSchema, { responseId: "1", status: "new", notes: "ok" }, "notes"],
    ["job title", jobInputSchema, { title: "Welder" }, "title"],
    ["image alt", imageInputSchema, { category: "projects", alt: "A crane" }, "alt"],
  ];
  it.each(cases)("%s", (_label, schema, valid, path) => {
    expect(schema.safeParse(valid).success, `the valid ${path}`).toBe(true);
    expect(messagesAt(schema, { ...valid, [path]: NUL }, path)).toEqual([NUL_MESSAGE]);
  });

  it("in a dynamic form's text, textarea and checkbox answers", () => {
    const fields = [
      { id: 1, name: "Full name", fieldType: "text" as const, required: true, options: [], priority: 0 },
      { id: 2, name: "About", fieldType: "textarea" as const, required: false, options: [], priority: 1 },
      { id: 3, name: "Trades", fieldType: "checkbox" as const, required: false, options: ["Welder"], priority: 2 },
    ];
    const schema = buildSubmissionSchema(fields);
    const valid = { field_1: "Jane", field_2: "", field_3: [] };
    expect(schema.safeParse(valid).success).toBe(true);
    expect(messagesAt(schema, { ...valid, field_1: NUL }, "field_1")).toEqual([NUL_MESSAGE]);
    expect(messagesAt(schema, { ...valid, field_2: NUL }, "field_2")).toEqual([NUL_MESSAGE]);
    expect(messagesAt(schema, { ...valid, field_3: [NUL] }, "field_3.0")).toEqual([NUL_MESSAGE]);
  });

  it("in the image library's category", () => {
    expect(categoryField.safeParse(NUL).error?.issues.map((i) => i.message)).toEqual([NUL_MESSAGE]);
  });

  it("in admin searches, which like any unusable search value show the list unfiltered", () => {
    expect(responseFilterSchema.parse({ q: NUL }).q).toBe("");
    expect(quoteListQuerySchema.parse({ q: NUL }).q).toBe("");
    expect(jobsQuerySchema.parse({ q: NUL }).q).toBe("");
    expect(medicalListQuerySchema.parse({ q: NUL }).q).toBe("");
    expect(libraryQuerySchema.parse({ category: NUL }).category).toBe("");
  });
});
