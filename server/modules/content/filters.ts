/** Filter values of the public collections; free of server imports so the browser bundle can use them. */

/** The portfolio filters of SPEC §2 ('all' is no filter). */
export const PORTFOLIO_FILTERS = ["all", "residential", "commercial", "renovation"] as const;
export type PortfolioFilter = (typeof PORTFOLIO_FILTERS)[number];

export const MANPOWER_STATUSES = ["ongoing", "completed"] as const;
export type ManpowerStatus = (typeof MANPOWER_STATUSES)[number];
