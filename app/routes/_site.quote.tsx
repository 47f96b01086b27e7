import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  useSearchParams,
  type ClientActionFunctionArgs,
} from "@remix-run/react";
import { readCountry } from "#server/modules/content/country.server.js";
import { guardPublicSubmission } from "#server/modules/protection/protection.server.js";
import { HONEYPOT_FIELD } from "#server/modules/protection/honeypot.js";
import { MAX_TRADE_ROWS, parseMode } from "#server/modules/quotes/quotes.js";
import { readQuoteForm, submitQuote } from "#server/modules/quotes/quotes.server.js";
import { QuoteForms } from "~/components/forms/quote";
import type { QuoteActionResult } from "~/components/forms/quote-result";
import { skipRevalidationAfterPost } from "~/components/forms/result";
import { Container, Hero } from "~/components/site/sections";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { publicUrlFrom, seo } from "~/utils/seo";
import type { loader as siteLoader } from "./_site";

const FAILED = "Failed to submit quote request";

export const meta: MetaFunction = ({ matches }) =>
  seo({
    title: "Request a Quote",
    description:
      "Get customized pricing for your construction project or manpower supply. Fill out the form and the Crestline team will contact you shortly.",
    path: "/quote",
    publicUrl: publicUrlFrom(matches),
  });

export function loader({ context }: LoaderFunctionArgs) {
  return { maxFileBytes: context.services.config.uploads.maxDocumentBytes };
}

/** The typed values of a quote form with its trade rows renumbered from 0 (what a re-render needs). */
function typedValues(formData: FormData): { values: Record<string, string>; rows: Array<Record<string, string>> } {
  const raw = readQuoteForm(formData);
  const values: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (typeof value === "string" && key !== HONEYPOT_FIELD && key !== "intent" && key !== "mode")
      values[key] = value.slice(0, 10_000);
  }
  const rows = (raw.trades as Array<Record<string, string>>).slice(0, MAX_TRADE_ROWS);
  return { values, rows };
}

function withRows(values: Record<string, string>, rows: Array<Record<string, string>>): Record<string, string> {
  const all = { ...values };
  rows.forEach((row, i) => {
    for (const [cell, value] of Object.entries(row)) all[`trades[${i}].${cell}`] = value;
  });
  return all;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { services } = context;
  const formData = await request.formData();
  const mode = parseMode(formData.get("mode") as string | null);
  const { values, rows } = typedValues(formData);

  // Without JavaScript, adding or removing a trade row is a round trip that changes nothing stored.
  const intent = formData.get("intent");
  if (mode === "supply" && typeof intent === "string" && (intent === "add-row" || intent.startsWith("remove-row:"))) {
    if (intent === "add-row" && rows.length < MAX_TRADE_ROWS) rows.push({});
    const index = Number(intent.slice("remove-row:".length));
    if (intent !== "add-row" && rows.length > 1 && Number.isInteger(index)) rows.splice(index, 1);
    return data<QuoteActionResult>({
      status: "editing",
      mode,
      values: withRows(values, rows),
      tradeRows: Math.max(1, rows.length),
    });
  }

  const failure = (status: number, message: string, fieldErrors: Record<string, string> = {}) =>
    data<QuoteActionResult>(
      { status: "error", mode, message, fieldErrors, values: withRows(values, rows), tradeRows: Math.max(1, rows.length) },
      { status },
    );

  const guard = await guardPublicSubmission(services, { formData, ip: context.clientIp, bucket: "quote" });
  if (!guard.ok) return failure(guard.status, guard.message);
  const result = await submitQuote(services, { formData, uploads: context.uploads, country: readCountry(request) });
  if (!result.ok) return failure(result.status, result.message, result.fieldErrors);
  return data<QuoteActionResult>({ status: "success", mode });
}

export const shouldRevalidate = skipRevalidationAfterPost;

export async function clientAction({ request, serverAction }: ClientActionFunctionArgs): Promise<QuoteActionResult> {
  const mode = parseMode((await request.clone().formData()).get("mode") as string | null);
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    // SPEC §8: a failed request shows the error's own message; anything else the standard failure.
    const network = error instanceof TypeError && error.message !== "";
    return {
      status: "error",
      mode,
      network,
      message: network ? error.message : FAILED,
      fieldErrors: {},
      values: {},
      tradeRows: 1,
    };
  }
}

const PROMISES = [
  { title: "Reply within one working day", body: "A named estimator calls or emails you back." },
  { title: "Transparent pricing", body: "Itemised rates in SAR or BDT, no hidden costs." },
  { title: "Files stay private", body: "Drawings and documents are seen by our team only." },
];

export default function Quote() {
  const { maxFileBytes } = useLoaderData<typeof loader>();
  const site = useRouteLoaderData<typeof siteLoader>("routes/_site");
  const result = useActionData<QuoteActionResult>();
  const [params] = useSearchParams();
  return (
    <>
      <Hero
        eyebrow="Free estimate"
        title="Request a Quote"
        subtitle="Get customized pricing for your project needs. Fill out the form below and our team will contact you shortly."
      />
      <section className="bg-slate-50 py-10 sm:py-16 dark:bg-slate-950">
        <Container className="grid gap-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,1fr)] lg:items-start">
          <div
            id="quote-form"
            className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
          >
            <QuoteForms
              country={site?.country ?? ""}
              urlMode={parseMode(params.get("mode"))}
              result={result}
              maxFileBytes={maxFileBytes}
            />
          </div>
          <aside className="space-y-4 rounded-2xl bg-brand-800 p-6 text-white dark:bg-brand-900">
            <h2 className="text-lg font-bold">What happens next</h2>
            <ul className="space-y-4">
              {PROMISES.map((p) => (
                <li key={p.title} className="flex gap-3">
                  <Icon path={UI_ICONS.check} className="mt-0.5 size-5 shrink-0 text-accent-400" />
                  <span>
                    <span className="block font-semibold">{p.title}</span>
                    <span className="block text-sm text-slate-200">{p.body}</span>
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
