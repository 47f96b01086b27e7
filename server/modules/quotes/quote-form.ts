import { CONTRACT_PERIODS, PROJECT_TYPES, SUPPLY_TYPES, TRADES } from "../../db/models/quote-enums.js";

/**
 * The quote form's vocabulary, free of server imports and of the schema library: the /quote page renders with it
 * on its first load, and loads the schema (quotes.ts) only when a visitor starts filling a form in.
 */
export { CONTRACT_PERIODS, PROJECT_TYPES, SUPPLY_TYPES, TRADES };

export const QUOTE_MODES = ["subContract", "supply"] as const;
export type QuoteMode = (typeof QUOTE_MODES)[number];

/** Field name of the sub-contract attachment (the upload policy of /quote names the same field). */
export const ATTACHMENT_FIELD = "attachment";
export const MAX_TRADE_ROWS = 50;

/** Tabs show only for a country whose text contains 'saudi' or 'arabia' (docs/product.md). */
export function offersSupply(country: string | null | undefined): boolean {
  return /saudi|arabia/i.test(country ?? "");
}

export function parseMode(value: unknown): QuoteMode {
  return value === "supply" ? "supply" : "subContract";
}
