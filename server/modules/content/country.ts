/** The two markets of the site. Free of server imports: the browser bundle uses it too. */
export const COUNTRIES = ["bangladesh", "saudiarabia"] as const;
export type Country = (typeof COUNTRIES)[number];

export const COUNTRY_LABELS: Record<Country, string> = { bangladesh: "Bangladesh", saudiarabia: "Saudi Arabia" };

/** The header's country when none is chosen yet (docs/product.md). */
export const DEFAULT_COUNTRY: Country = "bangladesh";

export const COUNTRY_COOKIE = "country";
/** The browser-storage mirror of the cookie (`selectedCountry`). */
export const COUNTRY_STORAGE_KEY = "selectedCountry";
/** `?change-country` on any page shows the country chooser without JavaScript. */
export const CHANGE_COUNTRY_PARAM = "change-country";
