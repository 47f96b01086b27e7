/** Filter values of the public collections; free of server imports so the browser bundle can use them. */
export { MANPOWER_STATUSES, type ManpowerStatus } from "../../db/models/content-enums.js";

/** The portfolio filters of the projects page ('all' is no filter). */
export const PORTFOLIO_FILTERS = ["all", "residential", "commercial", "renovation"] as const;
export type PortfolioFilter = (typeof PORTFOLIO_FILTERS)[number];
