/** Quote form vocabulary (SPEC §3), free of server imports: the browser bundle uses it too. */
export const PROJECT_TYPES = [
  "Residential Building",
  "Commercial Building",
  "Industrial Facility",
  "Infrastructure Project",
  "Renovation",
  "Other",
] as const;
export const SUPPLY_TYPES = [
  "Indoor Labour",
  "Cleaning Services",
  "Construction Materials",
  "Equipment Rental",
  "Security Services",
  "Other",
] as const;
export const CONTRACT_PERIODS = ["3 months", "6 months", "1 year", "1 year + extension", "2 years", "Open-ended"] as const;
export const TRADES = ["Carpentry", "Electrical", "Plumbing", "Masonry", "Painting", "HVAC", "Steel Work", "Other"] as const;

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
