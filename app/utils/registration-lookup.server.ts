import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import { findRegistration, type FoundRegistration } from "#server/modules/payments/receipt.server.js";
import { guardPublicSubmission } from "#server/modules/protection/protection.server.js";
import type { Locale } from "#server/modules/i18n/locales.js";
import { lookupSchema } from "~/components/site/registration-lookup";
import { translatorFor } from "~/utils/catalogs.server";
import { retryAfterHeaders } from "~/utils/retry-after";

/**
 * Lookups of a paid registration by reference and phone number per address, shared by the receipt and the status
 * page (one bucket): enough for a worker's typing mistakes, not for guessing.
 */
const LOOKUP_LIMIT = { perWindow: 10, windowSeconds: 15 * 60 };

/**
 * The receipt's and the status page's lookup: guarded and rate-limited, validated, then the registration whose
 * reference and phone number match. Anything else is the answer to send back: 429, 400, or a 404 that words a
 * wrong pair the same whether the reference exists or not.
 */
export async function lookupRegistration(
  context: AppLoadContext,
  formData: FormData,
  locale: Locale,
): Promise<{ ok: true; found: FoundRegistration } | { ok: false; answer: ReturnType<typeof data> }> {
  const t = translatorFor(locale);
  const submission = parseWithZod(formData, { schema: lookupSchema });
  const guard = await guardPublicSubmission(context.services, {
    formData,
    ip: context.clientIp,
    bucket: "receipt-lookup",
    limit: LOOKUP_LIMIT,
  });
  if (!guard.ok) {
    const retryAfterMs = guard.reason === "rate_limited" ? guard.retryAfterMs : undefined;
    const minutes = Math.max(1, Math.ceil((retryAfterMs ?? 15 * 60_000) / 60_000));
    return {
      ok: false,
      answer: data(submission.reply({ formErrors: [t("lookup.tooMany", { minutes })] }), {
        status: 429,
        headers: retryAfterHeaders(retryAfterMs),
      }),
    };
  }
  if (submission.status !== "success") return { ok: false, answer: data(submission.reply(), { status: 400 }) };
  const found = await findRegistration(context.services.db, submission.value.reference, submission.value.phone);
  if (!found) return { ok: false, answer: data(submission.reply({ formErrors: [t("lookup.notFound")] }), { status: 404 }) };
  return { ok: true, found };
}
