import type { Messages } from "@lingui/core";
import type { Locale } from "#server/modules/i18n/locales";
import { createI18n, type Translate } from "./i18n";
import { messages as ar } from "~/locales/ar.po";
import { messages as bn } from "~/locales/bn.po";
import { messages as en } from "~/locales/en.po";

/**
 * The compiled interface-text catalogs (app/locales/*.po, compiled by @lingui/vite-plugin at build time). Only the
 * server holds all three; the root loader hands the browser its page's language alone.
 */
export const CATALOGS: Record<Locale, Messages> = { en, bn, ar };

/** The message function of a language, for loaders and actions (a reply's messages, validation errors). */
export function translatorFor(locale: Locale): Translate {
  const i18n = createI18n(locale, CATALOGS[locale]);
  return (id, values) => i18n._(id, values);
}
