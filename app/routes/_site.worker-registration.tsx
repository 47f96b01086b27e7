import { data, redirectDocument, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigate, type ClientActionFunctionArgs } from "@remix-run/react";
import { useEffect, useState } from "react";
import { siteCookies } from "#server/http/cookies.js";
import type { FieldDefinition } from "#server/modules/forms/fields.js";
import { REGISTRATION_MESSAGES, type RegistrationState } from "#server/modules/payments/messages.js";
import {
  getRegistrationState,
  getWorkerRegistrationForm,
  handleCallback,
  retryRegistration,
  startRegistration,
} from "#server/modules/payments/registration.server.js";
import { DynamicForm } from "~/components/forms/dynamic-form";
import { FormPageLayout } from "~/components/forms/form-page";
import { failedReply, formError, type FormReply } from "~/components/forms/result";
import { OutcomeDialog, SuccessNotice } from "~/components/forms/submission-feedback";
import { useHydrated } from "~/components/forms/use-hydrated";
import { Button } from "~/components/ui/button";
import { ErrorPanel } from "~/components/ui/error-panel";
import { Spinner } from "~/components/ui/spinner";
import { fileRefusal, recruitmentHeroImage, refuse } from "~/utils/public-form.server";
import { publicUrlFrom, seo } from "~/utils/seo";
import { throttledPageHeaders } from "~/utils/retry-after";

const PATH = "/worker-registration";
const POLL_MS = 1500;
/** After this long the progress panel says that the page may be closed safely. */
const SLOW_AFTER_MS = 60_000;

const SUCCESS = REGISTRATION_MESSAGES.success;
const FAILURE = REGISTRATION_MESSAGES.failure;

export const meta: MetaFunction = ({ matches }) =>
  seo({
    title: "Worker Registration",
    description:
      "Register as a Crestline worker: verified employers in Saudi Arabia, no hidden fees and visa assistance, for a one-time fee paid with bKash.",
    path: PATH,
    publicUrl: publicUrlFrom(matches),
  });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { services } = context;
  const params = new URL(request.url).searchParams;
  const paymentID = params.get("paymentID");
  let outcome: { paymentID: string; state: RegistrationState } | null = null;
  if (paymentID !== null) {
    let state: RegistrationState;
    try {
      // bKash's redirect carries `status`; a later visit (reload without JS, "check again") does not.
      const ownPayment = await siteCookies(services.config).registrationPayment.parse(request.headers.get("cookie"));
      state = params.has("status")
        ? await handleCallback(
            services,
            { paymentID, status: params.get("status") },
            { fromPayerBrowser: ownPayment === paymentID },
          )
        : await getRegistrationState(services.db, paymentID);
    } catch (err) {
      // The reconciliation job settles a payment whose callback could not be handled.
      services.logger.error({ err, paymentID }, "payment callback failed");
      state = "processing";
    }
    outcome = { paymentID, state };
  }

  let fields: FieldDefinition[] | null = null;
  let fee = "500.00";
  try {
    const registration = await getWorkerRegistrationForm(services.db);
    fields = registration.form?.fields ?? null;
    fee = registration.fee;
    if (!registration.form) services.logger.error("form 2 (worker registration) is missing");
  } catch (err) {
    services.logger.error({ err }, "worker registration form failed to load");
  }
  const heroImage = await recruitmentHeroImage(services, 1);
  const retry = params.get("retry");
  const retryNotice = retry === "expired" || retry === "busy" ? RETRY_NOTICES[retry] : null;
  return { fields, fee, heroImage, outcome, retryNotice, maxFileBytes: services.config.uploads.maxDocumentBytes };
}

/** The answer to a "Try Again" whose answers are gone (expired) or already being paid: said above the form. */
const RETRY_NOTICES = {
  expired: REGISTRATION_MESSAGES.retryExpired,
  busy: REGISTRATION_MESSAGES.retryBusy,
} as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const cookies = siteCookies(context.services.config);
  if (formData.get("intent") === "retry") {
    // "Try Again" after a failed or cancelled payment: the same answers and files, a new payment
    const own = await cookies.registrationPayment.parse(request.headers.get("cookie"));
    const retried = await retryRegistration(context.services, { paymentID: own, formData, ip: context.clientIp });
    if (retried.ok) {
      const cookie = await cookies.registrationPayment.serialize(retried.paymentID);
      return redirectDocument(retried.bkashURL, { status: 303, headers: { "Set-Cookie": cookie } });
    }
    if (retried.status === 410 || retried.status === 409)
      return redirectDocument(`${PATH}?retry=${retried.status === 410 ? "expired" : "busy"}`, { status: 303 });
    return refuse(formData, retried);
  }
  const badFile = fileRefusal(formData, context.uploads);
  if (badFile) return data(badFile.result, { status: badFile.status });
  const started = await startRegistration(context.services, { formData, uploads: context.uploads, ip: context.clientIp });
  // A full document navigation: bKash's page is not a route of this app.
  if (started.ok) {
    // Ties the payment to this browser: only its callback may cancel it, only it may poll its status.
    const cookie = await cookies.registrationPayment.serialize(started.paymentID);
    return redirectDocument(started.bkashURL, { status: 303, headers: { "Set-Cookie": cookie } });
  }
  return refuse(formData, started);
}

/** A failed request shows the failure dialog; the redirect to bKash (thrown as a Response) must go through. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs) {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response) throw error;
    return failedReply(error instanceof TypeError && error.message !== "" ? error.message : FAILURE.description);
  }
}

const BENEFITS = [
  { title: "Verified Employers", body: "Every job offer comes from an employer we have checked in Saudi Arabia." },
  { title: "No Hidden Fees", body: "One registration fee, shown before you pay. Nothing else is ever charged to you." },
  { title: "Visa Assistance", body: "Our team guides you through documents, medicals and the visa process." },
];

/** "500.00" → "500", "750.50" → "750.50" */
const displayFee = (fee: string) => fee.replace(/\.00$/, "");

/** Polls the status route while the payment is processing; returns the latest state and whether it is slow. */
function useRegistrationState(outcome: { paymentID: string; state: RegistrationState } | null) {
  const [state, setState] = useState<RegistrationState | null>(outcome?.state ?? null);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setState(outcome?.state ?? null);
    setSlow(false);
  }, [outcome]);
  useEffect(() => {
    if (!outcome || state !== "processing") return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const tick = async () => {
      try {
        const response = await fetch(`${PATH}/status?${new URLSearchParams({ paymentID: outcome.paymentID })}`, {
          headers: { accept: "application/json" },
        });
        if (response.ok) {
          const body = (await response.json()) as { state: RegistrationState };
          if (!stopped && body.state !== "processing") return setState(body.state);
        }
      } catch {
        // offline for a moment: keep asking
      }
      if (stopped) return;
      if (Date.now() - started > SLOW_AFTER_MS) setSlow(true);
      timer = setTimeout(tick, POLL_MS);
    };
    timer = setTimeout(tick, POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [outcome, state]);
  return { state, slow, clear: () => setState(null) };
}

function ProcessingPanel({ slow, paymentID, hydrated }: { slow: boolean; paymentID: string; hydrated: boolean }) {
  return (
    <div
      className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-5 text-brand-900 dark:border-brand-800 dark:bg-brand-950/60 dark:text-brand-100"
      data-testid="payment-processing"
    >
      <div className="flex items-center gap-3 font-semibold">
        <Spinner label="Processing payment" />
        Confirming your payment with bKash...
      </div>
      <p className="mt-2 text-sm">Please keep this page open. It updates by itself as soon as bKash answers.</p>
      {slow ? (
        <p className="mt-2 text-sm">
          This is taking longer than usual. You may close this page: your registration is completed automatically once bKash
          confirms the payment.
        </p>
      ) : null}
      {hydrated ? null : (
        <a
          href={`${PATH}?${new URLSearchParams({ paymentID })}`}
          className="mt-3 inline-block font-semibold underline underline-offset-2"
        >
          Check again
        </a>
      )}
    </div>
  );
}

/**
 * "Try Again" after bKash said no: a plain POST (a document navigation, so the redirect to bKash goes through with
 * or without JavaScript) that pays again for the answers and files already sent, while they are kept.
 */
function RetryForm({ onClose }: { onClose?: () => void }) {
  return (
    <Form method="post" action={PATH} reloadDocument className="flex flex-wrap items-center justify-end gap-3">
      {onClose ? (
        <Button type="button" variant="ghost" onClick={onClose}>
          Fill in the form again
        </Button>
      ) : (
        <a href={PATH} className="font-semibold underline underline-offset-2">
          Fill in the form again
        </a>
      )}
      <Button type="submit" variant="primary" name="intent" value="retry" className="min-w-24">
        Try Again
      </Button>
    </Form>
  );
}

function FeePanel({ fee }: { fee: string }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-bold text-brand-800 dark:text-white">Registration Fee</h2>
      <p className="mt-3 text-4xl font-extrabold tracking-tight text-brand-900 dark:text-white">
        {displayFee(fee)} <span className="text-lg font-semibold text-slate-600 dark:text-slate-300">BDT</span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">One-time fee, paid once when you register.</p>
      <div className="mt-5 flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
        <span className="inline-flex h-8 items-center rounded-md bg-[#e2136e] px-2.5 text-sm font-bold text-white">bKash</span>
        <span className="text-sm text-slate-700 dark:text-slate-200">Accepted payment method</span>
      </div>
    </div>
  );
}

export default function WorkerRegistration() {
  const { fields, fee, heroImage, outcome, retryNotice, maxFileBytes } = useLoaderData<typeof loader>();
  const result = useActionData<FormReply>();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const { state, slow, clear } = useRegistrationState(outcome);
  const [failureOpen, setFailureOpen] = useState(false);

  // A refusal before any payment (invalid answers) is shown on the form; any other one is a failed payment.
  const invalid = result?.status === "error" && Object.keys(result.error ?? {}).some((name) => name !== "");
  const actionFailed = result?.status === "error" && !invalid;
  useEffect(() => {
    setFailureOpen(actionFailed);
  }, [result, actionFailed]);
  const message = formError(result);
  const detail = message !== FAILURE.description ? message : undefined;

  const closeOutcome = () => {
    clear();
    navigate(PATH, { replace: true, preventScrollReset: true });
  };
  const showForm = state !== "processing";

  return (
    <FormPageLayout
      hero={{
        eyebrow: "Work abroad with confidence",
        title: "Worker Registration",
        subtitle:
          "Register once to be matched with verified employers in Saudi Arabia. Fill in the form, pay the one-time fee with bKash, and our team will contact you.",
        image: heroImage,
      }}
      benefitsTitle="Why register with us"
      benefits={BENEFITS}
      aside={<FeePanel fee={fee} />}
      asideFirst
      formTitle="Registration Form"
      formIntro={`Fields marked * are required. After you submit, bKash opens to take the one-time fee of ${displayFee(fee)} BDT.`}
    >
      {outcome && state === "processing" ? (
        <ProcessingPanel slow={slow} paymentID={outcome.paymentID} hydrated={hydrated} />
      ) : null}

      {!hydrated && state === "completed" ? <SuccessNotice text={SUCCESS} href={PATH} /> : null}
      {!hydrated && (state === "failed" || actionFailed) ? (
        <ErrorPanel className="mb-6" title={FAILURE.title} message={<p>{FAILURE.description}</p>}>
          {detail && actionFailed ? <p className="font-medium">{detail}</p> : null}
          {state === "failed" ? (
            <RetryForm />
          ) : (
            <a href={PATH} className="font-semibold underline underline-offset-2">
              Try Again
            </a>
          )}
        </ErrorPanel>
      ) : null}
      {retryNotice ? <ErrorPanel className="mb-6" message={retryNotice} /> : null}
      {invalid ? <ErrorPanel className="mb-6" message={message} /> : null}

      {hydrated ? (
        <>
          <OutcomeDialog ok text={SUCCESS} open={state === "completed"} onOpenChange={(open) => !open && closeOutcome()} />
          <OutcomeDialog
            ok={false}
            text={FAILURE}
            detail={failureOpen ? detail : undefined}
            closeLabel="Try Again"
            footer={state === "failed" ? <RetryForm onClose={closeOutcome} /> : undefined}
            open={state === "failed" || failureOpen}
            onOpenChange={(open) => {
              if (open) return;
              setFailureOpen(false);
              if (state === "failed") closeOutcome();
            }}
          />
        </>
      ) : null}

      {showForm && fields ? (
        <DynamicForm
          fields={fields}
          submitLabel={`Register & Pay ${displayFee(fee)} BDT`}
          maxFileBytes={maxFileBytes}
          result={result}
        />
      ) : null}
    </FormPageLayout>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

/** A throttled submission (429) tells its wait in Retry-After. */
export const headers = throttledPageHeaders;
