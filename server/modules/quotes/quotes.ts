import { z } from "zod";
import { text } from "../validation/text.js";
import { asciiDigits, plainNumber } from "../validation/phone.js";
import { CONTRACT_PERIODS, MAX_TRADE_ROWS, PROJECT_TYPES, SUPPLY_TYPES, TRADES } from "./quote-form.js";

/**
 * The quote form's rules: the action checks them on the server, and the /quote page with the same schema in the
 * browser once a visitor starts filling a form in (Conform, app/components/forms/quote-validation.ts).
 */
export * from "./quote-form.js";

const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]*[0-9]$/;

const requiredText = (label: string, max = 200) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    text()
      .trim()
      .min(1, `${label} is required.`)
      .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`),
  );

// stored with ASCII digits whatever digits the visitor typed
const phone = requiredText("Phone", 40)
  .transform(asciiDigits)
  .refine((v) => {
    const digits = v.replace(/\D/g, "").length;
    return PHONE_PATTERN.test(v) && digits >= 6 && digits <= 15;
  }, "Please enter a valid phone number.");

const email = requiredText("Email", 254).pipe(z.email("Please enter a valid email address."));

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.enum(values, { error: message }));

/** A number as typed (Bengali or Arabic-Indic digits, thousands separators allowed); empty means absent. */
const typedNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(plainNumber(v)) : undefined);

const money = (label: string, max: number) =>
  z
    .number({ error: `${label} is required.` })
    .finite(`${label} must be a number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} is too large.`);
const requiredAmount = (label: string, max: number) => z.preprocess(typedNumber, money(label, max));
const optionalAmount = (label: string, max: number) => z.preprocess(typedNumber, money(label, max).optional());

const tradeRowSchema = z.object({
  trade: choice(TRADES, "Please choose a trade."),
  qty: z.preprocess(
    typedNumber,
    z
      .number({ error: "Qty is required." })
      .int("Qty must be a whole number.")
      .min(1, "Qty must be at least 1.")
      .max(100_000, "Qty is too large."),
  ),
  pricePerHour: optionalAmount("Price per hour", 9_999_999_999),
  pricePerMonth: optionalAmount("Price per month", 9_999_999_999),
});

const subContractQuoteSchema = z.object({
  mode: z.literal("subContract"),
  clientName: requiredText("Client name"),
  projectName: requiredText("Project name"),
  projectType: choice(PROJECT_TYPES, "Please choose a project type."),
  projectValue: requiredAmount("Project value", 9_999_999_9999),
  phone,
  email,
  description: requiredText("Project description", 10_000),
});

const supplyQuoteSchema = z.object({
  mode: z.literal("supply"),
  clientName: requiredText("Client name"),
  projectName: requiredText("Project/Organization"),
  supplyFor: choice(SUPPLY_TYPES, "Please choose what the supply is for."),
  contractPeriod: choice(CONTRACT_PERIODS, "Please choose a contract period."),
  phone,
  email,
  // a form without any row sends no trades at all
  trades: z.preprocess(
    (v) => v ?? [],
    z
      .array(tradeRowSchema)
      .min(1, "Please add at least one trade.")
      .max(MAX_TRADE_ROWS, `At most ${MAX_TRADE_ROWS} trades per request.`),
  ),
});

export const quoteSchema = z.discriminatedUnion("mode", [subContractQuoteSchema, supplyQuoteSchema], {
  error: "Please choose sub contract or supply.",
});
export type QuoteInput = z.output<typeof quoteSchema>;
