import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { drfErrorBody } from "../../server/api/drf.js";
import type { FieldDefinition } from "../../server/modules/forms/fields.js";
import { buildSubmissionSchema } from "../../server/modules/forms/schema.js";
import { TRANSLATED_LOCALES, type Locale } from "../../server/modules/i18n/locales.js";
import { contactMessageSchema } from "../../server/modules/messages/messages.server.js";
import type { PaymentFailure } from "../../server/modules/payments/registration.server.js";
import { quoteSchema } from "../../server/modules/quotes/quotes.js";
import { message, readMessage, ref, wordMessage } from "../../server/modules/validation/messages.js";
import type { FileRefusalReason } from "../../server/modules/files/stored-file.js";
import { CATALOGS, translatorFor } from "../../app/utils/catalogs.server.js";
import { fileRefusalText } from "../../app/utils/public-form.server.js";
import { lookupSchema } from "../../app/components/site/registration-lookup.js";
import { worded } from "../support/messages.js";

/*
 * One way for a refusal to reach a visitor: the public forms' schemas name a message of the catalogs (its id and its
 * placeholders' values), the page words it in the visitor's language (docs/translations.md).
 */

describe("a message as an issue carries it", () => {
  it("is its id and its values, read back as they were given, nested messages included", () => {
    const text = message("validation.required", { label: ref("quote.field.clientName"), max: 5 });
    expect(readMessage(text)).toEqual({ id: "validation.required", values: { label: { id: "quote.field.clientName" }, max: 5 } });
    expect(readMessage(message("validation.email"))).toEqual({ id: "validation.email" });
  });

  it("leaves any other text alone: a sentence already worded, the browser's own network error", () => {
    for (const text of [
      "Failed to fetch",
      "Please enter a valid email address.",
      "NetworkError when attempting to fetch resource.",
      "",
    ])
      expect(wordMessage(text, () => "worded")).toBe(text);
    expect(() => message("Not an id")).toThrow();
  });

  it("is worded with its nested messages first, in the language asked for", () => {
    const text = message("validation.required", { label: ref("quote.field.clientName") });
    expect(worded(text)).toBe("Client name is required.");
    expect(worded(text, "bn")).toBe("ক্লায়েন্টের নাম দেওয়া আবশ্যক।");
    expect(worded(text, "ar")).toBe("اسم العميل مطلوب.");
  });
});

/** Every message of a schema's refusal of `input`. */
function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  expect(result.success).toBe(false);
  return result.error!.issues.map((i) => i.message);
}

const dynamicFields: FieldDefinition[] = [
  { id: 1, name: "Full Name", label: "পুরো নাম", fieldType: "text", required: true, options: [], priority: 0 },
  { id: 2, name: "Phone", fieldType: "phone", required: true, options: [], priority: 1 },
  { id: 3, name: "Email", fieldType: "email", required: true, options: [], priority: 2 },
  { id: 4, name: "Age", fieldType: "number", required: true, options: [], priority: 3 },
  { id: 5, name: "Born", fieldType: "date", required: true, options: [], priority: 4 },
  { id: 6, name: "Trade", fieldType: "select", required: true, options: ["Mason"], priority: 5 },
  { id: 7, name: "Skills", fieldType: "checkbox", required: true, options: ["A"], priority: 6 },
  { id: 8, name: "Photo", fieldType: "image", required: true, options: [], priority: 7 },
];

/** Refusals of every public form: each kind of message their schemas give. */
const REFUSALS: Array<[string, z.ZodType, unknown]> = [
  ["quote, empty", quoteSchema, { mode: "subContract" }],
  [
    "quote, wrong values",
    quoteSchema,
    {
      mode: "subContract",
      clientName: "x".repeat(201),
      projectName: "\u0000",
      projectType: "Castle",
      projectValue: "-5",
      phone: "call me",
      email: "nope",
      description: "ok",
    },
  ],
  ["quote, no mode", quoteSchema, { mode: "barter" }],
  [
    "supply, no rows",
    quoteSchema,
    { mode: "supply", clientName: "A", projectName: "B", phone: "+966501234567", email: "a@b.co" },
  ],
  [
    "supply, bad rows",
    quoteSchema,
    {
      mode: "supply",
      trades: [
        { trade: "Diving", qty: "1.5" },
        { trade: "HVAC", qty: "0", pricePerHour: "abc" },
        { trade: "HVAC", qty: "99999999999" },
      ],
    },
  ],
  ["contact, empty", contactMessageSchema, { name: "", email: "", phone: "", subject: "", message: "" }],
  [
    "contact, wrong values",
    contactMessageSchema,
    { name: "x".repeat(121), email: "a@b", phone: "call me", subject: "x".repeat(201), message: "Hi" },
  ],
  ["lookup, empty", lookupSchema, { reference: "", phone: "" }],
  ["lookup, too long", lookupSchema, { reference: "x".repeat(21), phone: "1".repeat(41) }],
  ["dynamic form, empty", buildSubmissionSchema(dynamicFields), {}],
  [
    "dynamic form, wrong values",
    buildSubmissionSchema(dynamicFields),
    {
      field_1: "x".repeat(2001),
      field_2: "0123",
      field_3: "nope",
      field_4: "many",
      field_5: "yesterday",
      field_6: "Pilot",
      field_7: ["B"],
      file_8: { id: "f", contentType: "application/pdf", originalName: "a.pdf", size: 1 },
    },
  ],
];

describe("the public forms' refusals", () => {
  const all = REFUSALS.flatMap(([, schema, input]) => messagesOf(schema, input));

  it("are all messages of the catalogs, never a sentence of the schema's own", () => {
    expect(all.length).toBeGreaterThan(30);
    expect(all.filter((m) => readMessage(m) === null)).toEqual([]);
    const ids = new Set(all.map((m) => readMessage(m)!.id));
    expect([...ids].filter((id) => !(id in CATALOGS.en))).toEqual([]);
  });

  it.each(TRANSLATED_LOCALES)("read in %s: worded, no id and no English left", (locale: Locale) => {
    for (const m of all) {
      const text = worded(m, locale);
      expect(text, m).not.toBe(worded(m, "en"));
      expect(text, m).not.toMatch(/[a-z]+\.[a-z]+|\{|\}/i);
    }
  });

  it("name the field as the visitor read it: a dynamic form's translated label", () => {
    const [required] = messagesOf(buildSubmissionSchema(dynamicFields.slice(0, 1)), {});
    expect(worded(required!, "bn")).toBe("পুরো নাম দেওয়া আবশ্যক।");
  });

  it("keep the English wording the pages always showed", () => {
    const sent = { mode: "subContract", clientName: "", projectValue: "", phone: "+966501234567", email: "a@b.co" };
    const reply = parseWithZod(new URLSearchParams(sent), { schema: quoteSchema, disableAutoCoercion: true }).reply();
    expect(reply.error?.clientName?.map((m) => worded(m))).toEqual(["Client name is required."]);
    expect(reply.error?.projectValue?.map((m) => worded(m))).toEqual(["Project value is required."]);
    expect(
      messagesOf(contactMessageSchema, { name: "A", email: "a@b.co", phone: "", subject: "", message: "Hi" }).map((m) =>
        worded(m),
      ),
    ).toEqual(["Please write a message of at least 10 characters."]);
  });

  it("reach the REST API in its own English, as before", () => {
    const schema = buildSubmissionSchema(dynamicFields.slice(1, 2));
    const input = { field_2: "0123" };
    const parsed = schema.safeParse(input);
    expect(drfErrorBody(parsed.error!, input, true)).toEqual({
      field_2: ["Please enter a Bangladeshi mobile number such as 01712 345678 (or a number starting with +)."],
    });
  });
});

describe("the worker registration's payment outcomes", () => {
  // every way a payment can fail (a missing one is a type error here)
  const failures: Record<PaymentFailure, true> = {
    insufficient_balance: true,
    cancelled: true,
    timed_out: true,
    wrong_pin_or_otp: true,
    bkash_unavailable: true,
    needs_review: true,
    declined: true,
  };

  it("each have a title and a description in every language", () => {
    for (const failure of Object.keys(failures)) {
      for (const id of [`registration.failureTitle.${failure}`, `registration.failureText.${failure}`])
        expect(Object.keys(CATALOGS).filter((l) => !(id in CATALOGS[l as Locale]))).toEqual([]);
    }
  });
});

describe("a file the upload module refused on a public form", () => {
  const reasons: FileRefusalReason[] = [
    { reason: "file_too_large", limitBytes: 5 * 1024 * 1024 },
    { reason: "image_too_large", width: 20000, height: 20000, megapixels: "50" },
    { reason: "type_not_allowed" },
    { reason: "no_dimensions" },
  ];

  it("is worded in English as the upload module words it", () => {
    expect(reasons.map((r) => fileRefusalText(r, translatorFor("en")))).toEqual([
      "File is too large (max 5 MB).",
      "Image is too large (20000 × 20000 pixels; max 50 megapixels).",
      "This type of file is not accepted here. Please choose another file.",
      "This type of file is not accepted here. Please choose another file.",
    ]);
  });

  it.each(TRANSLATED_LOCALES)("is worded in %s from its catalog, no English sentence left", (locale) => {
    for (const refused of reasons) {
      const text = fileRefusalText(refused, translatorFor(locale));
      // units (MB) stay in Latin letters; a sentence does not
      expect(text.replace(/\bMB\b/g, ""), refused.reason).not.toMatch(/[A-Za-z]{3,}/);
    }
  });
});
