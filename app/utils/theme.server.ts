import { THEME_COOKIE, themeSchema, type Theme } from "./theme";

export { serializeThemeCookie, themeSchema } from "./theme";

/** The visitor's saved theme from the `theme` cookie; light (the default) when absent or invalid. */
export function getTheme(request: Request): Theme {
  const header = request.headers.get("cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${THEME_COOKIE}=([^;]*)`).exec(header);
  const parsed = themeSchema.safeParse(match?.[1]);
  return parsed.success ? parsed.data : "light";
}
