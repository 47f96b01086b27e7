import { choicesOf } from "#server/modules/content/visitor-choices.server.js";
import type { Theme } from "./theme";

export { serializeThemeCookie, themeSchema } from "./theme";

/** The visitor's saved theme from the `theme` cookie; light (the default) when absent or invalid. */
export function getTheme(request: Request): Theme {
  return choicesOf(request).theme;
}
