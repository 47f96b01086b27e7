import type { SubmissionResult } from "@conform-to/react";
import type { Locale } from "../../server/modules/i18n/locales.js";
import { translatorFor } from "../../app/utils/catalogs.server.js";
import { messageText } from "../../app/utils/i18n.js";

/**
 * What a visitor reads of a schema's message (server/modules/validation/messages.ts): worded from the catalog of
 * `locale`, as the public pages word it. Any other text comes back as it is.
 */
export function worded(text: string, locale: Locale = "en"): string {
  return messageText(translatorFor(locale), text);
}

/** A Conform reply's messages as a visitor reads them, per input (`""` the whole form's). */
export function wordedErrors(
  reply: Pick<SubmissionResult<string[]>, "error">,
  locale: Locale = "en",
): Record<string, string[] | null> | undefined {
  if (!reply.error) return undefined;
  return Object.fromEntries(
    Object.entries(reply.error).map(([name, messages]) => [name, messages?.map((m) => worded(m, locale)) ?? null]),
  );
}
