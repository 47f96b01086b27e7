import { parse } from "cookie";
import { THEME_COOKIE, themeSchema, type Theme } from "../../../app/utils/theme.js";
import { COUNTRY_COOKIE, COUNTRIES, type Country } from "./country.js";

/*
 * The one reading of a visitor's own choices from the Cookie header: the country (which market's pages) and the
 * theme. Every place a page depends on them goes through `visitorChoices`: the loaders that render the page
 * (readCountry, getTheme) and the page cache's key (server/http/page-cache.ts), so a cached page is always stored
 * under the very values it was rendered with.
 *
 * The header is parsed by the `cookie` package, the parser Remix's own cookies use: a name sent twice counts by its
 * first value (the browser sends the cookie of the most specific path first), values are trimmed and unquoted. A
 * value that is not one of the known ones reads as no choice at all.
 */

/** Every cookie of the request by name (the first value of a name sent twice). */
export function parseCookies(header: string | null | undefined): Record<string, string | undefined> {
  return header ? parse(header) : {};
}

export interface VisitorChoices {
  /** null when none was chosen yet (the country chooser asks). */
  country: Country | null;
  theme: Theme;
}

export function visitorChoices(cookies: Record<string, string | undefined>): VisitorChoices {
  const country = cookies[COUNTRY_COOKIE];
  const theme = themeSchema.safeParse(cookies[THEME_COOKIE]);
  return {
    country: (COUNTRIES as readonly string[]).includes(country ?? "") ? (country as Country) : null,
    theme: theme.success ? theme.data : "light",
  };
}

/** The visitor's choices from a request's Cookie header. */
export function choicesOf(request: Request): VisitorChoices {
  return visitorChoices(parseCookies(request.headers.get("cookie")));
}
