import { parseWithZod } from "@conform-to/zod/v4";
import { requireLocale } from "~/utils/locale";
import { z } from "zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { pageForRequest } from "#server/modules/content/editing.server.js";
import { contactMessageSchema, recordContactMessage } from "#server/modules/messages/messages.server.js";
import { ContactForm } from "~/components/site/contact-form";
import { OfficeContactLinks } from "~/components/site/office-contact";
import { Container, Hero, Sections, splitSections } from "~/components/site/sections";
import { useSiteData } from "~/components/site/site-data";
import { checkSubmission, refuse } from "~/utils/public-form.server";
import { throttledPageHeaders } from "~/utils/retry-after";
import { editedPageMeta } from "~/components/site/page-meta";
import { useT } from "~/utils/i18n";
import { metaTranslate } from "~/utils/seo";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requireLocale(params);
  return { page: await pageForRequest(request, context, "contact", locale) };
}

/** The contact schema over the posted form, an input that is not sent reading as empty (as browsers send it). */
const contactForm = z.preprocess(
  (value) => ({ name: "", email: "", phone: "", subject: "", message: "", ...(value as object) }),
  contactMessageSchema,
);

/** Guard, parse with Conform, record (docs/decisions/0007-form-pipeline-and-ui-kit.md). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  requireLocale(params);
  const formData = await request.formData();
  const refused = await checkSubmission({ context, params }, formData, "contact");
  if (refused) return refuse(formData, refused);
  const submission = parseWithZod(formData, { schema: contactForm, disableAutoCoercion: true });
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });
  await recordContactMessage(context.services, submission.value);
  return data(submission.reply());
}

/**
 * /contact and /contact-us show the same page; both name /contact as canonical. The edited page's title, or the
 * catalog's while it has none.
 */
export const meta: MetaFunction = (args) => editedPageMeta(metaTranslate(args.matches)("contact.title"), "/contact")(args);

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function ContactPage() {
  const { page } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const { footer } = useSiteData();
  const offices = footer.status === "ok" && footer.data ? footer.data.officeLocations : [];
  const { hero, body, cta } = splitSections(page?.sections ?? []);
  const images = page?.images ?? {};
  return (
    <>
      {hero ? (
        <Sections sections={[hero]} images={images} />
      ) : (
        <Hero title={t("contact.title")} subtitle={t("contact.subtitle")} />
      )}
      <section className="py-16 sm:py-20" id="contact-form">
        <Container className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-14">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
            <h2 className="text-2xl font-extrabold text-brand-800 dark:text-white">{t("contact.formTitle")}</h2>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{t("contact.formIntro")}</p>
            <div className="mt-6">
              <ContactForm result={result} />
            </div>
          </div>
          {offices.length > 0 ? (
            <aside aria-labelledby="contact-offices" className="space-y-4">
              <h2 id="contact-offices" className="text-2xl font-extrabold text-brand-800 dark:text-white">
                {t("contact.offices")}
              </h2>
              {offices.map((office) => (
                <div key={office.address} data-surface="dark" className="rounded-2xl bg-brand-800 p-6 text-slate-200">
                  <p className="text-lg font-bold text-white">{office.country}</p>
                  <OfficeContactLinks office={office} look="card" />
                </div>
              ))}
            </aside>
          ) : null}
        </Container>
      </section>
      <Sections sections={cta ? [...body, cta] : body} images={images} />
    </>
  );
}

/** A throttled submission (429) tells its wait in Retry-After. */
export const headers = throttledPageHeaders;
