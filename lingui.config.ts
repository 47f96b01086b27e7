import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The interface text of the public site: one gettext catalog per language (app/locales/<locale>.po), ICU
 * MessageFormat in every entry, keyed by explicit ids (`nav.home`). The Vite plugin compiles a catalog when a module
 * imports it (app/utils/catalogs.server.ts); the browser receives only its page's language, already compiled
 * (docs/decisions/0022-interface-text-catalogs.md, docs/translations.md).
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "bn", "ar"],
  fallbackLocales: { default: "en" },
  catalogs: [{ path: "<rootDir>/app/locales/{locale}", include: ["<rootDir>/app"] }],
  format: formatter({ explicitIdAsDefault: true, lineNumbers: false, origins: false }),
});
