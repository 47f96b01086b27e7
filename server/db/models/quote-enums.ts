/**
 * Quote enumerations, stored as their display labels (database checks list the same values; docs/ describes
 * the quote form). Free of imports so that the browser bundle can use them through server/modules/quotes/quotes.ts.
 */
export const QUOTE_KINDS = ["sub_contract", "supply"] as const;
export type QuoteKind = (typeof QUOTE_KINDS)[number];
export const QUOTE_STATUSES = ["new", "read", "archived"] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

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
