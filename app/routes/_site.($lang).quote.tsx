import { parseWithZod } from "@conform-to/zod/v4";
import { requireLocale } from "~/utils/locale";
import { translatorFor } from "~/utils/catalogs.server";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, useSearchParams, type ClientActionFunctionArgs } from "@remix-run/react";
import { readCountry } from "#server/modules/content/country.server.js";
import { ATTACHMENT_FIELD, parseMode } from "#server/modules/quotes/quote-form.js";
import { quoteSchema } from "#server/modules/quotes/quotes.js";
import { recordQuote } from "#server/modules/quotes/quotes.server.js";
import { QuoteForms, type QuoteReply } from "~/components/forms/quote";
import { failedReply, skipRevalidationAfterPost, type FormReply } from "~/components/forms/result";
import { Container, Hero } from "~/components/site/sections";
import { useSiteData } from "~/components/site/site-data";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { checkSubmission, fileRefusal, refusal } from "~/utils/public-form.server";
import { retryAfterHeaders, throttledPageHeaders } from "~/utils/retry-after";
import { metaTranslate, seo } from "~/utils/seo";
import { translateInBrowser, useT } from "~/utils/i18n";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslate(matches);
  return seo({ title: t("quote.title"), description: t("quote.description"), path: "/quote", matches });
};

export function loader({ context, params }: LoaderFunctionArgs) {
  requireLocale(params);
  return { maxFileBytes: context.services.config.uploads.maxDocumentBytes };
}

/**
 * Guard, parse with Conform, record. Adding or removing a trade row without JavaScript is a Conform
 * intent: the page comes back with the rows changed and nothing stored (and nothing counted).
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireLocale(params);
  const formData = await request.formData();
  const mode = parseMode(formData.get("mode"));
  const answer = (result: FormReply, status = 200, headers?: Record<string, string>) =>
    data<QuoteReply>({ mode, result }, { status, headers });

  const submission = parseWithZod(formData, { schema: quoteSchema, disableAutoCoercion: true });
  if (submission.status === undefined) return answer(submission.reply());
  const badFile = fileRefusal(formData, context.uploads, translatorFor(requireLocale(params)));
  if (badFile) return answer(badFile.result, badFile.status);
  const refused = await checkSubmission({ context, params }, formData, "quote");
  if (refused) return answer(refusal(formData, refused.message), refused.status, retryAfterHeaders(refused.retryAfterMs));
  if (submission.status !== "success") return answer(submission.reply(), 400);

  const outcome = await recordQuote(context.services, {
    quote: submission.value,
    uploads: context.uploads,
    country: readCountry(request),
  });
  if (!outcome.ok) {
    const ATTACHMENT_GONE = translatorFor(requireLocale(params))("form.refused.fileUnavailable");
    return answer(
      submission.reply({ formErrors: [ATTACHMENT_GONE], fieldErrors: { [ATTACHMENT_FIELD]: [ATTACHMENT_GONE] } }),
      409,
    );
  }
  return answer(submission.reply());
}

export const shouldRevalidate = skipRevalidationAfterPost;

export async function clientAction({ request, serverAction }: ClientActionFunctionArgs): Promise<QuoteReply> {
  const mode = parseMode((await request.clone().formData()).get("mode"));
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    // a failed request shows the error's own message; anything else the standard failure
    const network = error instanceof TypeError && error.message !== "";
    return { mode, network, result: failedReply(network ? error.message : translateInBrowser("quote.form.failed")) };
  }
}

const PROMISES = ["reply", "pricing", "private"] as const;

export default function Quote() {
  const { maxFileBytes } = useLoaderData<typeof loader>();
  const site = useSiteData();
  const result = useActionData<QuoteReply>();
  const [params] = useSearchParams();
  const t = useT();
  return (
    <>
      <Hero eyebrow={t("quote.eyebrow")} title={t("quote.title")} subtitle={t("quote.subtitle")} />
      <section className="bg-slate-50 py-10 sm:py-16 dark:bg-slate-950">
        <Container className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)] lg:items-start">
          <div
            id="quote-form"
            className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
          >
            <QuoteForms
              country={site.country}
              urlMode={parseMode(params.get("mode"))}
              result={result}
              maxFileBytes={maxFileBytes}
            />
          </div>
          <aside className="space-y-4 rounded-2xl bg-brand-800 p-6 text-white dark:bg-brand-900">
            <h2 className="text-lg font-bold">{t("quote.nextTitle")}</h2>
            <ul className="space-y-4">
              {PROMISES.map((p) => (
                <li key={p} className="flex gap-3">
                  <Icon path={UI_ICONS.check} className="mt-0.5 size-5 shrink-0 text-accent-400" />
                  <span>
                    <span className="block font-semibold">{t(`quote.promise.${p}Title`)}</span>
                    <span className="block text-sm text-slate-200">{t(`quote.promise.${p}Body`)}</span>
                  </span>
                </li>
              ))}
            </ul>
          </aside>
        </Container>
      </section>
    </>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

/** A throttled submission (429) tells its wait in Retry-After. */
export const headers = throttledPageHeaders;
