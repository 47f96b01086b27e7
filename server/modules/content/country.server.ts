import { z } from "zod";
import { COUNTRY_COOKIE, COUNTRIES, type Country } from "./country.js";
import { choicesOf } from "./visitor-choices.server.js";

export const countrySchema = z.enum(COUNTRIES, { error: "Please choose Bangladesh or Saudi Arabia." });

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The visitor's chosen country from the cookie; null when none was chosen (the overlay asks). */
export function readCountry(request: Request): Country | null {
  return choicesOf(request).country;
}

/** Readable by scripts on purpose (not a secret, mirrored to localStorage); kept for a year. */
export function serializeCountryCookie(country: Country, secure: boolean): string {
  return `${COUNTRY_COOKIE}=${country}; Path=/; SameSite=Lax; Max-Age=${ONE_YEAR_SECONDS}${secure ? "; Secure" : ""}`;
}
