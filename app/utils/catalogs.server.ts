import type { Messages } from "@lingui/core";
import type { Locale } from "#server/modules/i18n/locales";
import type { ValidationMessages } from "#server/modules/forms/schema.js";
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

/** The sentences of a dynamic form's refused answers, in a language (the English catalog matches the module's). */
export function validationMessagesIn(locale: Locale): ValidationMessages {
  const t = translatorFor(locale);
  return {
    tooLong: (label, max) => t("validation.tooLong", { label, max }),
    required: (label) => t("validation.required", { label }),
    email: () => t("validation.email"),
    phone: () => t("validation.phone"),
    chooseListed: (label) => t("validation.chooseListed", { label }),
    chooseOnlyListed: (label) => t("validation.chooseOnlyListed", { label }),
    chooseAtLeastOne: (label) => t("validation.chooseAtLeastOne", { label }),
    upload: (label) => t("validation.upload", { label }),
    image: (label) => t("validation.image", { label }),
  };
}
