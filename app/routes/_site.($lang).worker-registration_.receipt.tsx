import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { siteCookies } from "#server/http/cookies.js";
import { getFooter } from "#server/modules/content/settings.server.js";
import { localizePath } from "#server/modules/i18n/locales.js";
import { receiptByPaymentID, receiptByReference, type Receipt } from "#server/modules/payments/receipt.server.js";
import { MessengerLinks } from "~/components/site/office-contact";
import { RegistrationLookupCard } from "~/components/site/registration-lookup";
import { Container } from "~/components/site/sections";
import { buttonClass } from "~/components/ui/button";
import { LocaleLink } from "~/components/ui/locale-link";
import { useHydrated } from "~/components/forms/use-hydrated";
import { INTL_LOCALES, useLocale, useT } from "~/utils/i18n";
import { requireLocale } from "~/utils/locale";
import { lookupRegistration } from "~/utils/registration-lookup.server";
import { privateThrottledPageHeaders } from "~/utils/retry-after";
import { unindexedPageMeta } from "~/utils/seo";

const PATH = "/worker-registration/receipt";

/** The receipt shows the payer's own data: never kept by the page cache or a shared proxy. */
export const headers = privateThrottledPageHeaders;

/** The payer's own page: a title, and kept out of search engines. */
export const meta = unindexedPageMeta("receipt.title");

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const path = localizePath(requireLocale(params), PATH);
  const { services } = context;
  const cookies = siteCookies(services.config);
  const cookieHeader = request.headers.get("cookie");
  const paymentID = new URL(request.url).searchParams.get("paymentID");
  if (paymentID) {
    // the browser that paid comes here from the registration page: it keeps the reference for later
    const own = await cookies.registrationPayment.parse(cookieHeader);
    const receipt = own === paymentID ? await receiptByPaymentID(services.db, paymentID) : null;
    if (receipt)
      throw redirect(path, { headers: { "Set-Cookie": await cookies.registrationReceipt.serialize(receipt.reference) } });
    throw redirect(path);
  }
  const reference = await cookies.registrationReceipt.parse(cookieHeader);
  const [receipt, footer] = await Promise.all([
    typeof reference === "string" ? receiptByReference(services.db, reference) : null,
    getFooter(services).catch(() => null),
  ]);
  // the office a worker writes to: the first with WhatsApp or IMO (Dhaka's, as seeded)
  const office = footer?.officeLocations.find((o) => o.whatsapp || o.imo) ?? null;
  return { receipt, office: office && { whatsapp: office.whatsapp, imo: office.imo, phone: office.phone } };
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const locale = requireLocale(params);
  const lookup = await lookupRegistration(context, await request.formData(), locale);
  if (!lookup.ok) return lookup.answer;
  const cookie = await siteCookies(context.services.config).registrationReceipt.serialize(lookup.found.receipt.reference);
  return redirect(localizePath(locale, PATH), { headers: { "Set-Cookie": cookie } });
}

/** '27 November 2026, 11:52 pm' in Dhaka time in the page's language, whatever the server's or the visitor's zone. */
function dhakaTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone: "Asia/Dhaka",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "numeric",
    minute: "2-digit",
    hour12: true,
  }).format(new Date(iso));
}

type Office = { whatsapp: string; imo: string; phone: string } | null;

function ReceiptCard({ receipt, office }: { receipt: Receipt; office: Office }) {
  const hydrated = useHydrated();
  const t = useT();
  const intl = INTL_LOCALES[useLocale()];
  const amount = Number(receipt.amount).toLocaleString(intl, { minimumFractionDigits: 2 });
  const rows: [string, string][] = [
    [t("receipt.amount"), `${receipt.currency} ${amount}`],
    [t("receipt.trxId"), receipt.trxId],
    [t("receipt.paidOn"), t("receipt.dhakaTime", { time: dhakaTime(receipt.paidAt, intl) })],
  ];
  return (
    <article
      aria-labelledby="receipt-title"
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 print:border-0 print:shadow-none dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
        <span aria-hidden="true">✓</span> {t("receipt.received")}
      </p>
      <h1 id="receipt-title" className="mt-3 text-3xl font-extrabold text-brand-800 dark:text-white">
        {t("receipt.heading")}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t("receipt.keep")}</p>
      <p
        dir="ltr"
        className="mt-3 rounded-xl border-2 border-dashed border-brand-300 bg-brand-50 py-4 text-center font-mono text-4xl font-bold tracking-widest text-brand-900 dark:bg-slate-950 dark:text-white"
        data-testid="receipt-reference"
      >
        {receipt.reference}
      </p>
      <dl className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-semibold break-words text-slate-900 dark:text-white">
              <bdi>{value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-lg font-bold text-brand-800 dark:text-white">{t("receipt.next")}</h2>
      <ol className="mt-2 list-decimal space-y-2 ps-5 text-slate-700 dark:text-slate-300">
        <li>{t("receipt.next.check")}</li>
        <li>{t("receipt.next.call")}</li>
        <li>
          {t("receipt.next.follow")} <TrackLink />
        </li>
      </ol>
      {office ? (
        <div className="mt-6 rounded-xl bg-slate-50 p-4 dark:bg-slate-950">
          <p className="font-semibold text-slate-900 dark:text-white">{t("receipt.questions")}</p>
          <MessengerLinks
            office={office}
            className="mt-1 flex flex-wrap gap-x-5"
            linkClassName="inline-flex min-h-11 items-center font-semibold text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
          />
          <a
            href={`tel:${office.phone.replace(/[^+\d]/g, "")}`}
            className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-white"
          >
            {t("receipt.call")} <bdi dir="ltr">{office.phone}</bdi>
          </a>
        </div>
      ) : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row print:hidden">
        {hydrated ? (
          <button type="button" onClick={() => window.print()} className={buttonClass({ variant: "primary", size: "lg" })}>
            {t("receipt.print")}
          </button>
        ) : null}
        <LocaleLink to="/apply-jobs-now" className={buttonClass({ variant: "secondary", size: "lg" })}>
          {t("receipt.jobs")}
        </LocaleLink>
      </div>
    </article>
  );
}

/** The link to the status page, where the worker follows the application. */
function TrackLink() {
  const t = useT();
  return (
    <LocaleLink
      to="/worker-registration/track"
      className="font-semibold text-brand-800 underline underline-offset-2 dark:text-white"
    >
      {t("receipt.next.followLink")}
    </LocaleLink>
  );
}

function Lookup() {
  const t = useT();
  const lastResult = useActionData<typeof action>();
  return (
    <RegistrationLookupCard
      title={t("receipt.find")}
      intro={t("receipt.findIntro")}
      lastResult={lastResult}
      submitLabel={t("receipt.findSubmit")}
    >
      <TrackLink />
    </RegistrationLookupCard>
  );
}

export default function RegistrationReceipt() {
  const { receipt, office } = useLoaderData<typeof loader>();
  return (
    <section className="bg-slate-50 pt-28 pb-16 sm:pt-36 print:bg-white print:pt-0 dark:bg-slate-950">
      <Container>{receipt ? <ReceiptCard receipt={receipt} office={office} /> : <Lookup />}</Container>
    </section>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";
