/** Quote form vocabulary (SPEC §3), free of server imports: the browser bundle uses it too. */
export { CONTRACT_PERIODS, PROJECT_TYPES, SUPPLY_TYPES, TRADES } from "../../db/models/quote-enums.js";

export const QUOTE_MODES = ["subContract", "supply"] as const;
export type QuoteMode = (typeof QUOTE_MODES)[number];

/** Field name of the sub-contract attachment (the upload policy of /quote names the same field). */
export const ATTACHMENT_FIELD = "attachment";
export const MAX_TRADE_ROWS = 50;

/** Tabs show only for a country whose text contains 'saudi' or 'arabia' (SPEC §2). */
export function offersSupply(country: string | null | undefined): boolean {
  return /saudi|arabia/i.test(country ?? "");
}

export function parseMode(value: string | null | undefined): QuoteMode {
  return value === "supply" ? "supply" : "subContract";
}

/** Input name of one trade-row cell: trades[0].qty */
export function tradeInputName(index: number, cell: "trade" | "qty" | "pricePerHour" | "pricePerMonth"): string {
  return `trades[${index}].${cell}`;
}
