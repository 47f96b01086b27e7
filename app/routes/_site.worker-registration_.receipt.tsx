import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import {
  redirect,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { siteCookies } from "#server/http/cookies.js";
import { getFooter } from "#server/modules/content/settings.server.js";
import { MessengerLinks } from "~/components/site/messenger-links";
import {
  findRegistration,
  receiptByPaymentID,
  receiptByReference,
  type Receipt,
} from "#server/modules/payments/receipt.server.js";
import { guardPublicSubmission } from "#server/modules/protection/protection.server.js";
import { text } from "#server/modules/validation/text.js";
import { TextInput } from "~/components/forms/controls";
import { Container } from "~/components/site/sections";
import { buttonClass } from "~/components/ui/button";
import { ErrorPanel } from "~/components/ui/error-panel";
import { useHydrated } from "~/components/forms/use-hydrated";
import { SITE_NAME } from "~/utils/seo";

const PATH = "/worker-registration/receipt";
/** Lookups by reference and phone number per address: enough for a worker's typing mistakes, not for guessing. */
const LOOKUP_LIMIT = { perWindow: 10, windowSeconds: 15 * 60 };

/** The receipt shows the payer's own data: never kept by the page cache or a shared proxy. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

/** The payer's own page: a title, and kept out of search engines. */
export const meta: MetaFunction = () => [
  { title: `Registration receipt | ${SITE_NAME}` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { services } = context;
  const cookies = siteCookies(services.config);
  const cookieHeader = request.headers.get("cookie");
  const paymentID = new URL(request.url).searchParams.get("paymentID");
  if (paymentID) {
    // the browser that paid comes here from the registration page: it keeps the reference for later
    const own = await cookies.registrationPayment.parse(cookieHeader);
    const receipt = own === paymentID ? await receiptByPaymentID(services.db, paymentID) : null;
    if (receipt)
      throw redirect(PATH, { headers: { "Set-Cookie": await cookies.registrationReceipt.serialize(receipt.reference) } });
    throw redirect(PATH);
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

const lookupSchema = z.object({
  reference: text({ error: "Enter your registration reference." }).trim().min(1, "Enter your registration reference.").max(20),
  phone: text({ error: "Enter the phone number you registered with." })
    .trim()
    .min(1, "Enter the phone number you registered with.")
    .max(40),
});

export async function action({ request, context }: ActionFunctionArgs) {
  const { services } = context;
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: lookupSchema });
  const guard = await guardPublicSubmission(services, {
    formData,
    ip: context.clientIp,
    bucket: "receipt-lookup",
    limit: LOOKUP_LIMIT,
  });
  if (!guard.ok) {
    const minutes = guard.reason === "rate_limited" ? Math.max(1, Math.ceil(guard.retryAfterMs / 60_000)) : 15;
    return Response.json(submission.reply({ formErrors: [`Too many attempts. Please wait ${minutes} minutes and try again.`] }), {
      status: 429,
    });
  }
  if (submission.status !== "success") return Response.json(submission.reply(), { status: 400 });
  const found = await findRegistration(services.db, submission.value.reference, submission.value.phone);
  if (!found) {
    // the same words whether the reference exists or not
    return Response.json(
      submission.reply({
        formErrors: ["We found no paid registration with this reference and phone number. Please check both."],
      }),
      { status: 404 },
    );
  }
  const cookie = await siteCookies(services.config).registrationReceipt.serialize(found.receipt.reference);
  return redirect(PATH, { headers: { "Set-Cookie": cookie } });
}

/** '27 November 2026, 11:52 pm' in Dhaka time, whatever the server's or the visitor's zone. */
function dhakaTime(iso: string): string {
  return new Intl.DateTimeFormat("en-GB", {
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
  const rows: [string, string][] = [
    ["Amount paid", `${receipt.currency} ${Number(receipt.amount).toLocaleString("en-US", { minimumFractionDigits: 2 })}`],
    ["bKash transaction ID", receipt.trxId],
    ["Paid on", `${dhakaTime(receipt.paidAt)} (Dhaka time)`],
  ];
  return (
    <article
      aria-labelledby="receipt-title"
      className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 print:border-0 print:shadow-none dark:border-slate-800 dark:bg-slate-900"
    >
      <p className="inline-flex items-center gap-2 rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-900">
        <span aria-hidden="true">✓</span> Payment received
      </p>
      <h1 id="receipt-title" className="mt-3 text-3xl font-extrabold text-brand-800 dark:text-white">
        Registration Complete!
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">Keep this receipt. Your registration reference is:</p>
      <p
        className="mt-3 rounded-xl border-2 border-dashed border-brand-300 bg-brand-50 py-4 text-center font-mono text-4xl font-bold tracking-widest text-brand-900 dark:bg-slate-950 dark:text-white"
        data-testid="receipt-reference"
      >
        {receipt.reference}
      </p>
      <dl className="mt-6 divide-y divide-slate-200 dark:divide-slate-800">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
            <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
            <dd className="font-semibold break-all text-slate-900 dark:text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="mt-6 text-lg font-bold text-brand-800 dark:text-white">What happens next</h2>
      <ol className="mt-2 list-decimal space-y-2 pl-5 text-slate-700 dark:text-slate-300">
        <li>Our office checks your registration within 2 working days.</li>
        <li>We call you on the phone number you gave (also by WhatsApp or IMO) to invite you for a trade test.</li>
        <li>Open this receipt again any time on this page with your reference and phone number.</li>
      </ol>
      {office ? (
        <div className="mt-6 rounded-xl bg-slate-50 p-4 dark:bg-slate-950">
          <p className="font-semibold text-slate-900 dark:text-white">Questions? Write or call us, with your reference:</p>
          <MessengerLinks
            office={office}
            className="mt-1 flex flex-wrap gap-x-5"
            linkClassName="inline-flex min-h-11 items-center font-semibold text-emerald-800 underline-offset-2 hover:underline dark:text-emerald-300"
          />
          <a
            href={`tel:${office.phone.replace(/[^+\d]/g, "")}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline dark:text-white"
          >
            Call {office.phone}
          </a>
        </div>
      ) : null}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row print:hidden">
        {hydrated ? (
          <button type="button" onClick={() => window.print()} className={buttonClass({ variant: "primary", size: "lg" })}>
            Print or save as PDF
          </button>
        ) : null}
        <Link to="/apply-jobs-now" className={buttonClass({ variant: "secondary", size: "lg" })}>
          See jobs abroad
        </Link>
      </div>
    </article>
  );
}

function Lookup() {
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm({
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: lookupSchema }),
    shouldValidate: "onSubmit",
  });
  return (
    <div className="mx-auto max-w-xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h1 className="text-3xl font-extrabold text-brand-800 dark:text-white">Find your receipt</h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        Enter the registration reference from your receipt (for example CR-7K3Q9) and the phone number you registered with.
      </p>
      {form.errors?.length ? <ErrorPanel className="mt-5" message={form.errors[0]!} /> : null}
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-5">
        <TextInput
          field={fields.reference}
          label="Registration reference"
          maxLength={20}
          autoComplete="off"
          extra={{ placeholder: "CR-7K3Q9", autoCapitalize: "characters" }}
        />
        <TextInput
          field={fields.phone}
          label="Phone number"
          type="tel"
          maxLength={40}
          autoComplete="tel"
          extra={{ placeholder: "01712 345678" }}
        />
        <button type="submit" className={buttonClass({ variant: "primary", size: "lg", className: "w-full" })}>
          Show my receipt
        </button>
      </Form>
    </div>
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
