import { z } from "zod";

/** Free of server imports: the theme switch writes the cookie in the browser too (see ThemeToggle). */
export const THEME_COOKIE = "theme";
export const themeSchema = z.enum(["light", "dark"]);
export type Theme = z.infer<typeof themeSchema>;

/**
 * The `theme` cookie. Readable by scripts and unsigned on purpose: the theme is not a secret, and the
 * browser writes it itself the moment the visitor switches, so a reload right after never loses it.
 * Kept for a year.
 */
export function serializeThemeCookie(theme: Theme, secure: boolean): string {
  return `${THEME_COOKIE}=${theme}; Path=/; SameSite=Lax; Max-Age=${365 * 24 * 60 * 60}${secure ? "; Secure" : ""}`;
}
