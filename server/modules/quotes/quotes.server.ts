import type { Knex } from "knex";
import { z } from "zod";
import type { Services } from "../../services.js";
import { claimFiles, FileUnavailableError } from "../media/files.server.js";
import type { UploadLookup } from "../forms/schema.js";
import { ATTACHMENT_FIELD, CONTRACT_PERIODS, MAX_TRADE_ROWS, PROJECT_TYPES, SUPPLY_TYPES, TRADES } from "./quotes.js";

const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]*[0-9]$/;

const text = (label: string, max = 200) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v : ""),
    z
      .string()
      .trim()
      .min(1, `${label} is required.`)
      .max(max, `${label} must be at most ${max.toLocaleString("en-US")} characters.`),
  );

const phone = text("Phone", 40).refine((v) => {
  const digits = v.replace(/\D/g, "").length;
  return PHONE_PATTERN.test(v) && digits >= 6 && digits <= 15;
}, "Please enter a valid phone number.");

const email = text("Email", 254).pipe(z.email("Please enter a valid email address."));

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : v), z.enum(values, { error: message }));

/** A number typed in a number input (thousands separators allowed); empty means absent. */
const typedNumber = (v: unknown) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim().replace(/,/g, "")) : undefined);

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

export const subContractQuoteSchema = z.object({
  mode: z.literal("subContract"),
  clientName: text("Client name"),
  projectName: text("Project name"),
  projectType: choice(PROJECT_TYPES, "Please choose a project type."),
  projectValue: requiredAmount("Project value", 9_999_999_9999),
  phone,
  email,
  description: text("Project description", 10_000),
});

export const supplyQuoteSchema = z.object({
  mode: z.literal("supply"),
  clientName: text("Client name"),
  projectName: text("Project/Organization"),
  supplyFor: choice(SUPPLY_TYPES, "Please choose what the supply is for."),
  contractPeriod: choice(CONTRACT_PERIODS, "Please choose a contract period."),
  phone,
  email,
  trades: z
    .array(tradeRowSchema)
    .min(1, "Please add at least one trade.")
    .max(MAX_TRADE_ROWS, `At most ${MAX_TRADE_ROWS} trades per request.`),
});

export const quoteSchema = z.discriminatedUnion("mode", [subContractQuoteSchema, supplyQuoteSchema], {
  error: "Please choose sub contract or supply.",
});
export type QuoteInput = z.output<typeof quoteSchema>;

const TRADE_KEY = /^trades\[(\d{1,3})\]\.(trade|qty|pricePerHour|pricePerMonth)$/;

/**
 * The raw object of a quote form: top-level fields as they are, trade rows from their
 * `trades[i].cell` inputs in index order (gaps left by removed rows close up).
 */
export function readQuoteForm(formData: FormData | URLSearchParams): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  const rows = new Map<number, Record<string, string>>();
  for (const [key, value] of formData.entries()) {
    if (typeof value !== "string") continue;
    const match = TRADE_KEY.exec(key);
    if (match) {
      const index = Number(match[1]);
      const row = rows.get(index) ?? {};
      row[match[2]!] = value;
      rows.set(index, row);
    } else if (!(key in raw)) {
      raw[key] = value;
    }
  }
  raw.trades = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
  return raw;
}

/** Error messages keyed by input name (`email`, `trades[0].qty`); the first issue of each input wins. */
export function quoteFieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.reduce<string>(
      (name, part) => (typeof part === "number" ? `${name}[${part}]` : name ? `${name}.${String(part)}` : String(part)),
      "",
    );
    if (!(key in errors)) errors[key || "form"] = issue.message;
  }
  return errors;
}

export type QuoteResult =
  { ok: true; quoteId: number } | { ok: false; status: 409 | 422; message: string; fieldErrors: Record<string, string> };

export const QUOTE_MESSAGES = {
  invalid: "Please check the highlighted fields and try again.",
};

async function insertQuote(
  trx: Knex.Transaction,
  quote: QuoteInput,
  country: string,
  attachmentId: string | null,
): Promise<number> {
  const common = {
    kind: quote.mode === "supply" ? "supply" : "sub_contract",
    country,
    client_name: quote.clientName,
    project_name: quote.projectName,
    phone: quote.phone,
    email: quote.email,
  };
  const row =
    quote.mode === "subContract"
      ? {
          ...common,
          project_type: quote.projectType,
          project_value: quote.projectValue.toFixed(2),
          description: quote.description,
          attachment_file_id: attachmentId,
        }
      : { ...common, supply_for: quote.supplyFor, contract_period: quote.contractPeriod };
  // Claimed first: a file swept meanwhile fails with a clear message instead of a foreign-key error.
  if (attachmentId) await claimFiles(trx, [attachmentId]);
  const [{ id }] = await trx("quote_requests").insert(row).returning<Array<{ id: number }>>("id");
  if (quote.mode === "supply") {
    await trx("quote_trades").insert(
      quote.trades.map((t, position) => ({
        quote_request_id: id,
        position,
        trade: t.trade,
        qty: t.qty,
        price_per_hour: t.pricePerHour?.toFixed(2) ?? null,
        price_per_month: t.pricePerMonth?.toFixed(2) ?? null,
      })),
    );
  }
  return id;
}

/**
 * Validates and stores a quote request (sub-contract with its optional attachment, or supply with its
 * trade rows) in one transaction. A refused request stores nothing.
 */
export async function submitQuote(
  services: Pick<Services, "db">,
  input: { formData: FormData | URLSearchParams; uploads: UploadLookup; country: string | null },
): Promise<QuoteResult> {
  const parsed = quoteSchema.safeParse(readQuoteForm(input.formData));
  if (!parsed.success)
    return { ok: false, status: 422, message: QUOTE_MESSAGES.invalid, fieldErrors: quoteFieldErrors(parsed.error) };
  const quote = parsed.data;
  // Supply requests carry no attachment (an attached file stays unclaimed and is removed).
  const attachment = quote.mode === "subContract" ? input.uploads.get(ATTACHMENT_FIELD) : undefined;
  try {
    const quoteId = await services.db.transaction((trx) => insertQuote(trx, quote, input.country ?? "", attachment?.id ?? null));
    return { ok: true, quoteId };
  } catch (err) {
    if (err instanceof FileUnavailableError)
      return { ok: false, status: 409, message: err.message, fieldErrors: { [ATTACHMENT_FIELD]: err.message } };
    throw err;
  }
}
