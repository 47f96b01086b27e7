import { clsx } from "clsx";
import type { ReactNode } from "react";
import type { MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData, type ClientActionFunctionArgs } from "@remix-run/react";
import type { PublicImage } from "#server/modules/content/images.server.js";
import { Container, Hero } from "~/components/site/sections";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { heroPreload } from "~/components/site/responsive-image";
import type { formPageLoader } from "~/utils/public-form.server";
import { metaTranslate, seo } from "~/utils/seo";
import { translateInBrowser, useLocalePath, useT } from "~/utils/i18n";
import { DynamicForm } from "./dynamic-form";
import { submitOrReportFailure, type FormReply } from "./result";
import { SubmissionFeedback, type FeedbackText } from "./submission-feedback";

export interface Benefit {
  title: string;
  body: string;
}

/**
 * The frame of a public form page: hero, a panel of reasons to apply (plus `aside`), and the form card
 * holding `children`. On phones the form card comes first unless `asideFirst` (the fee of /worker-registration).
 */
export function FormPageLayout({
  hero,
  benefitsTitle,
  benefits,
  aside,
  asideFirst = false,
  formTitle,
  formIntro,
  children,
}: {
  hero: { eyebrow: string; title: string; subtitle: string; image: PublicImage | null };
  benefitsTitle: string;
  benefits: Benefit[];
  aside?: ReactNode;
  asideFirst?: boolean;
  formTitle: string;
  formIntro: string;
  children: ReactNode;
}) {
  return (
    <>
      <Hero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} image={hero.image} />
      <section className="bg-slate-50 py-10 sm:py-16 dark:bg-slate-950">
        <Container className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-12">
          <aside className={clsx("space-y-6 lg:sticky lg:top-28", !asideFirst && "order-2 lg:order-1")}>
            <div className="rounded-2xl bg-brand-800 p-6 text-white shadow-lg sm:p-8 dark:bg-brand-900">
              <h2 className="text-xl font-bold sm:text-2xl">{benefitsTitle}</h2>
              <ul className="mt-6 space-y-5">
                {benefits.map((b) => (
                  <li key={b.title} className="flex gap-4">
                    <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent-500 text-brand-900">
                      <Icon path={UI_ICONS.check} className="size-5" />
                    </span>
                    <span>
                      <span className="block font-semibold text-white">{b.title}</span>
                      <span className="mt-1 block text-sm leading-relaxed text-slate-200">{b.body}</span>
                    </span>
                  </li>
                ))}
              </ul>
            </div>
            {aside}
          </aside>
          <div
            id="form"
            className={clsx(
              "scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900",
              !asideFirst && "order-1 lg:order-2",
            )}
          >
            <h2 className="text-2xl font-bold text-brand-800 dark:text-white">{formTitle}</h2>
            <p className="mt-2 mb-6 text-slate-600 dark:text-slate-300">{formIntro}</p>
            {children}
          </div>
        </Container>
      </section>
    </>
  );
}

/**
 * The text of a form page whose form is a plain dynamic form (/agent-registration, /demand-submission), each string a
 * message id of the interface-text catalogs.
 */
export interface FormPageDefinition {
  path: string;
  seo: { title: string; description: string };
  hero: { eyebrow: string; title: string; subtitle: string };
  benefitsTitle: string;
  benefits: Benefit[];
  formTitle: string;
  formIntro: string;
  submitLabel: string;
  success: FeedbackText;
  failure: FeedbackText;
  /** Shown when the request fails without a message of its own. */
  sendFailed: string;
}

type FormPageLoader = ReturnType<typeof formPageLoader>;

/** The page's title, description and canonical address, and the preload of its hero picture. */
export function formPageMeta(page: FormPageDefinition): MetaFunction<FormPageLoader> {
  return ({ data, matches }) => {
    const t = metaTranslate(matches);
    const text = { title: t(page.seo.title), description: t(page.seo.description) };
    return [...seo({ ...text, path: page.path, matches }), ...heroPreload(data?.heroImage)];
  };
}

/** The `clientAction` of a form page: a request that fails shows the failure dialog instead of the error page. */
export function formPageClientAction(page: FormPageDefinition) {
  return ({ serverAction }: ClientActionFunctionArgs) =>
    submitOrReportFailure(() => serverAction<FormReply>(), translateInBrowser(page.sendFailed));
}

/** A form page whose form is a plain dynamic form, from its loader's and action's data. */
export function FormPage({ page }: { page: FormPageDefinition }) {
  const { fields, heroImage, maxFileBytes } = useLoaderData<FormPageLoader>();
  const result = useActionData<FormReply>();
  const t = useT();
  const feedback = (text: FeedbackText) => ({ title: t(text.title), description: t(text.description) });
  return (
    <FormPageLayout
      hero={{ eyebrow: t(page.hero.eyebrow), title: t(page.hero.title), subtitle: t(page.hero.subtitle), image: heroImage }}
      benefitsTitle={t(page.benefitsTitle)}
      benefits={page.benefits.map((b) => ({ title: t(b.title), body: t(b.body) }))}
      formTitle={t(page.formTitle)}
      formIntro={t(page.formIntro)}
    >
      <SubmissionFeedback
        result={result}
        success={feedback(page.success)}
        failure={feedback(page.failure)}
        onSuccessClose={() => window.location.reload()}
        successAction={{ href: useLocalePath()(page.path) }}
      />
      {/* null when the form definition could not be loaded (logged, nothing shown) */}
      {fields ? (
        <DynamicForm fields={fields} submitLabel={t(page.submitLabel)} maxFileBytes={maxFileBytes} result={result} />
      ) : null}
    </FormPageLayout>
  );
}
