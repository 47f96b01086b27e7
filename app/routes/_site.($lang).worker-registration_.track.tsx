import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { REGISTRATION_STAGES, type RegistrationStage } from "#server/db/models/form-enums.js";
import { RegistrationLookupCard } from "~/components/site/registration-lookup";
import { Container } from "~/components/site/sections";
import { buttonClass } from "~/components/ui/button";
import { LocaleLink } from "~/components/ui/locale-link";
import { useT } from "~/utils/i18n";
import { requireLocale } from "~/utils/locale";
import { lookupRegistration } from "~/utils/registration-lookup.server";
import { privateThrottledPageHeaders } from "~/utils/retry-after";
import { unindexedPageMeta } from "~/utils/seo";

/**
 * The status page (docs/product.md, "Following the application"): a worker's registration reference and phone number
 * show the stage the office has set and its public note, nothing else. One lookup (and one rate limit) with the receipt.
 */

/** A worker's own answer: never kept by the page cache or a shared proxy. */
export const headers = privateThrottledPageHeaders;

export const meta = unindexedPageMeta("track.title");

export function loader({ params }: LoaderFunctionArgs) {
  requireLocale(params);
  return null;
}

/** What the page shows of a registration: its reference, stage and the office's public note. */
interface Tracked {
  reference: string;
  stage: RegistrationStage;
  note: string;
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const locale = requireLocale(params);
  const lookup = await lookupRegistration(context, await request.formData(), locale);
  if (!lookup.ok) return lookup.answer;
  const { receipt, response } = lookup.found;
  const tracked: Tracked = { reference: receipt.reference, stage: response.stage, note: response.publicNote };
  return { tracked };
}

/** The stages a registration goes through in order; "closed" ends it at any point. */
const STEPS = REGISTRATION_STAGES.filter((s) => s !== "closed");

function StageCard({ tracked }: { tracked: Tracked }) {
  const t = useT();
  const current = STEPS.indexOf(tracked.stage as (typeof STEPS)[number]);
  const closed = tracked.stage === "closed";
  return (
    <article
      aria-labelledby="track-result"
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t("track.reference")}{" "}
        <bdi className="font-mono font-semibold text-slate-900 dark:text-white" data-testid="track-reference">
          {tracked.reference}
        </bdi>
      </p>
      <h1 id="track-result" className="mt-2 text-3xl font-extrabold text-brand-800 dark:text-white">
        <span className="sr-only">{t("track.stageIs")} </span>
        <span data-testid="track-stage">{t(`track.stage.${tracked.stage}`)}</span>
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t(`track.what.${tracked.stage}`)}</p>
      {closed ? null : (
        <ol className="mt-6 space-y-0" aria-label={t("track.steps")}>
          {STEPS.map((step, i) => {
            const state = i < current ? "done" : i === current ? "current" : "next";
            return (
              <li key={step} className="flex items-center gap-3 py-1.5" aria-current={state === "current" ? "step" : undefined}>
                <span
                  aria-hidden="true"
                  className={
                    state === "done"
                      ? "grid size-8 place-items-center rounded-full bg-emerald-600 text-sm font-bold text-white"
                      : state === "current"
                        ? "grid size-8 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white ring-4 ring-brand-200 dark:ring-brand-800"
                        : "grid size-8 place-items-center rounded-full border-2 border-slate-300 text-sm font-bold text-slate-500 dark:border-slate-600 dark:text-slate-400"
                  }
                >
                  {state === "done" ? "✓" : i + 1}
                </span>
                <span
                  className={
                    state === "current"
                      ? "font-bold text-slate-900 dark:text-white"
                      : state === "done"
                        ? "text-slate-700 dark:text-slate-300"
                        : "text-slate-500 dark:text-slate-400"
                  }
                >
                  {t(`track.stage.${step}`)}
                  {state === "done" ? <span className="sr-only"> ({t("track.done")})</span> : null}
                </span>
              </li>
            );
          })}
        </ol>
      )}
      {tracked.note ? (
        <div className="mt-6 rounded-xl border-s-4 border-accent-500 bg-amber-50 p-4 dark:bg-slate-950">
          <h2 className="text-sm font-bold text-slate-900 dark:text-white">{t("track.note")}</h2>
          <p className="mt-1 whitespace-pre-line text-slate-800 dark:text-slate-200" data-testid="track-note">
            {tracked.note}
          </p>
        </div>
      ) : null}
      <LocaleLink
        to="/worker-registration/track"
        reloadDocument
        className={buttonClass({ variant: "secondary", size: "lg", className: "mt-8 w-full" })}
      >
        {t("track.another")}
      </LocaleLink>
    </article>
  );
}

export default function TrackApplication() {
  const t = useT();
  const answer = useActionData<typeof action>() as { tracked: Tracked } | SubmissionResult<string[]> | undefined;
  const tracked = answer && "tracked" in answer ? answer.tracked : null;
  return (
    <section className="bg-slate-50 pt-28 pb-16 sm:pt-36 dark:bg-slate-950">
      <Container>
        {tracked ? (
          <StageCard tracked={tracked} />
        ) : (
          <RegistrationLookupCard
            title={t("track.title")}
            intro={t("track.intro")}
            lastResult={answer && !("tracked" in answer) ? answer : undefined}
            submitLabel={t("track.submit")}
          >
            {t("track.noReference")}{" "}
            <LocaleLink
              to="/worker-registration"
              className="font-semibold text-brand-800 underline underline-offset-2 dark:text-white"
            >
              {t("track.register")}
            </LocaleLink>
          </RegistrationLookupCard>
        )}
      </Container>
    </section>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";
