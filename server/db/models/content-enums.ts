/**
 * Enumerations of the site-content tables (database checks list the same values). Free of imports so
 * that the browser bundle can use them (through server/modules/content/filters.ts).
 */
export const SERVICE_CARD_TYPES = ["residential", "commercial", "renovation", "foundation", "remodeling", "other"] as const;
export type ServiceCardType = (typeof SERVICE_CARD_TYPES)[number];

export const PORTFOLIO_TYPES = ["residential", "commercial", "renovation", "industrial", "infrastructure", "other"] as const;
export type PortfolioType = (typeof PORTFOLIO_TYPES)[number];

export const MANPOWER_STATUSES = ["ongoing", "completed"] as const;
export type ManpowerStatus = (typeof MANPOWER_STATUSES)[number];
