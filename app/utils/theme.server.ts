import { z } from "zod";

export const THEME_COOKIE = "theme";
export const themeSchema = z.enum(["light", "dark"]);
export type Theme = z.infer<typeof themeSchema>;

/** The visitor's saved theme from the `theme` cookie; light (SPEC §9 default) when absent or invalid. */
export function getTheme(request: Request): Theme {
  const header = request.headers.get("cookie") ?? "";
  const match = /(?:^|;\s*)theme=([^;]*)/.exec(header);
  const parsed = themeSchema.safeParse(match?.[1]);
  return parsed.success ? parsed.data : "light";
}

/** Readable by scripts on purpose (the theme is not a secret); kept for a year. */
export function serializeThemeCookie(theme: Theme, secure: boolean): string {
  return `${THEME_COOKIE}=${theme}; Path=/; SameSite=Lax; Max-Age=${365 * 24 * 60 * 60}${secure ? "; Secure" : ""}`;
}
