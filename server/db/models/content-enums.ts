/**
 * Enumerations of the site-content tables (database checks list the same values). Free of imports so
 * that the browser bundle can use them (through server/modules/content/filters.ts).
 */
export const SERVICE_CARD_TYPES = ["residential", "commercial", "renovation", "foundation", "remodeling", "other"] as const;
export type ServiceCardType = (typeof SERVICE_CARD_TYPES)[number];

/** The currencies a service card's starting price can be given in: Bangladeshi taka, Saudi riyal. */
export const PRICE_CURRENCIES = ["BDT", "SAR"] as const;
export type PriceCurrency = (typeof PRICE_CURRENCIES)[number];

export const PORTFOLIO_TYPES = ["residential", "commercial", "renovation", "industrial", "infrastructure", "other"] as const;
export type PortfolioType = (typeof PORTFOLIO_TYPES)[number];

export const MANPOWER_STATUSES = ["ongoing", "completed"] as const;
export type ManpowerStatus = (typeof MANPOWER_STATUSES)[number];
