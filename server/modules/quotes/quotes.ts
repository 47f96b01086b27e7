import { z } from "zod";
import { message, ref, type MessageRef } from "../validation/messages.js";
import { publicText } from "../validation/text.js";
import { asciiDigits, plainNumber } from "../validation/phone.js";
import { CONTRACT_PERIODS, MAX_TRADE_ROWS, PROJECT_TYPES, SUPPLY_TYPES, TRADES } from "./quote-form.js";

/**
 * The quote form's rules: the action checks them on the server, and the /quote page with the same schema in the
 * browser once a visitor starts filling a form in (Conform, app/components/forms/quote-validation.ts).
 */
export * from "./quote-form.js";

const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]*[0-9]$/;

/*
 * Each refusal is a message of the interface-text catalogs (server/modules/validation/messages.ts): the quote page
 * words it in its visitor's language, the REST API in English. A field is named by its `quote.field.*` message.
 */
type FieldName =
  | "clientName"
  | "projectName"
  | "organization"
  | "projectValue"
  | "description"
  | "phone"
  | "email"
  | "qty"
  | "pricePerHour"
  | "pricePerMonth";
const named = (field: FieldName): MessageRef => ref(`quote.field.${field}`);

const requiredText = (field: FieldName, max = 200) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    publicText()
      .trim()
      .min(1, message("validation.required", { label: named(field) }))
      .max(max, message("validation.tooLong", { label: named(field), max })),
  );

// stored with ASCII digits whatever digits the visitor typed
const phone = requiredText("phone", 40)
  .transform(asciiDigits)
  .refine((v) => {
    const digits = v.replace(/\D/g, "").length;
    return PHONE_PATTERN.test(v) && digits >= 6 && digits <= 15;
  }, message("validation.phone"));

const email = requiredText("email", 254).pipe(z.email(message("validation.email")));

const choice = <T extends readonly [string, ...string[]]>(values: T, refusal: string) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.enum(values, { error: refusal }));

/** A number as typed (Bengali or Arabic-Indic digits, thousands separators allowed); empty means absent. */
const typedNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(plainNumber(v)) : undefined);

/** A number field left empty is required; one typed but not a number says so. */
const numberOf = (field: FieldName) =>
  z.number({
    error: (issue) =>
      issue.input === undefined
        ? message("validation.required", { label: named(field) })
        : message("validation.number", { label: named(field) }),
  });

const money = (field: FieldName, max: number) =>
  numberOf(field)
    .finite(message("validation.number", { label: named(field) }))
    .min(0, message("validation.negative", { label: named(field) }))
    .max(max, message("validation.tooLarge", { label: named(field) }));
const requiredAmount = (field: FieldName, max: number) => z.preprocess(typedNumber, money(field, max));
const optionalAmount = (field: FieldName, max: number) => z.preprocess(typedNumber, money(field, max).optional());

const tradeRowSchema = z.object({
  trade: choice(TRADES, message("quote.error.trade")),
  qty: z.preprocess(
    typedNumber,
    numberOf("qty")
      .int(message("validation.wholeNumber", { label: named("qty") }))
      .min(1, message("validation.atLeast", { label: named("qty"), min: 1 }))
      .max(100_000, message("validation.tooLarge", { label: named("qty") })),
  ),
  pricePerHour: optionalAmount("pricePerHour", 9_999_999_999),
  pricePerMonth: optionalAmount("pricePerMonth", 9_999_999_999),
});

/** What both kinds of request ask of the client. */
const client = { clientName: requiredText("clientName"), phone, email };

const subContractQuoteSchema = z.object({
  mode: z.literal("subContract"),
  ...client,
  projectName: requiredText("projectName"),
  projectType: choice(PROJECT_TYPES, message("quote.error.projectType")),
  projectValue: requiredAmount("projectValue", 9_999_999_9999),
  description: requiredText("description", 10_000),
});

const supplyQuoteSchema = z.object({
  mode: z.literal("supply"),
  ...client,
  projectName: requiredText("organization"),
  supplyFor: choice(SUPPLY_TYPES, message("quote.error.supplyFor")),
  contractPeriod: choice(CONTRACT_PERIODS, message("quote.error.contractPeriod")),
  // a form without any row sends no trades at all
  trades: z.preprocess(
    (v) => v ?? [],
    z
      .array(tradeRowSchema)
      .min(1, message("quote.error.noTrades"))
      .max(MAX_TRADE_ROWS, message("quote.error.tooManyTrades", { max: MAX_TRADE_ROWS })),
  ),
});

export const quoteSchema = z.discriminatedUnion("mode", [subContractQuoteSchema, supplyQuoteSchema], {
  error: message("quote.error.mode"),
});
export type QuoteInput = z.output<typeof quoteSchema>;
