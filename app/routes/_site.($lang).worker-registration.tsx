import { parseWithZod } from "@conform-to/zod/v4";
import { requireLocale } from "~/utils/locale";
import {
  data,
  redirect,
  redirectDocument,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigate, type ClientActionFunctionArgs } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import { siteCookies } from "#server/http/cookies.js";
import { localizePath } from "#server/modules/i18n/locales.js";
import { INTL_LOCALES, useLocale, useLocalePath, useMessageText, useT, type Translate } from "~/utils/i18n";
import { message } from "#server/modules/validation/messages.js";
import { translatorFor } from "~/utils/catalogs.server";
import { LocaleLink } from "~/components/ui/locale-link";
import type { FieldDefinition } from "#server/modules/forms/fields.js";
import type { SubmissionData } from "#server/modules/forms/schema.js";
import {
  getPaymentFailure,
  getRegistrationState,
  getWorkerRegistrationForm,
  handleCallback,
  retryRegistration,
  startRegistration,
  type PaymentFailure,
  type RegistrationState,
  type StartOutcome,
  type StartRefusal,
} from "#server/modules/payments/registration.server.js";
import { checkPassportBeforePayment } from "#server/modules/payments/duplicates.server.js";
import { CONFIRM_PASSPORT_INPUT } from "#server/modules/payments/passport.js";
import { DynamicForm } from "~/components/forms/dynamic-form";
import { DuplicatePassportNotice } from "~/components/forms/duplicate-passport";
import { FormPageLayout } from "~/components/forms/form-page";
import { failedReply, formError, type FormReply } from "~/components/forms/result";
import { OutcomeDialog, SuccessNotice } from "~/components/forms/submission-feedback";
import { useHydrated, useRevealOnMount } from "~/components/forms/use-hydrated";
import { Button } from "~/components/ui/button-element";
import { ErrorPanel } from "~/components/ui/error-panel";
import { Spinner } from "~/components/ui/spinner";
import { checkSubmission, fileRefusal, parseDynamicForm, recruitmentHeroImage, refusal } from "~/utils/public-form.server";
import { metaTranslate, seo } from "~/utils/seo";
import { retryAfterHeaders, throttledPageHeaders } from "~/utils/retry-after";

const PATH = "/worker-registration";
const POLL_MS = 1500;
/** After this long the progress panel says that the page may be closed safely. */
const SLOW_AFTER_MS = 60_000;
/** The rate limit's bucket: worker registrations and their Try Again, per address (REGISTRATION_RATE_LIMIT). */
const RATE_LIMIT_BUCKET = "form-2";

/*
 * The wording of the worker registration flow (docs/product.md, "Worker registration and payments") is the catalogs'
 * `registration.*` messages. The action's replies carry message ids (server/modules/validation/messages.ts), which
 * the page words in its visitor's language.
 */

/** Why the registration did not reach bKash, as the page says it (no payment wording: nothing was paid). */
const REFUSALS: Record<Exclude<StartRefusal, "bkash_refused" | "bkash_unavailable">, string> = {
  form_unavailable: "registration.refused.formUnavailable",
  file_unavailable: "registration.refused.fileUnavailable",
  retry_expired: "registration.refused.retryExpired",
  retry_busy: "registration.refused.retryBusy",
};

/**
 * Payments that did not complete, from bKash's outcome (docs/product.md): each has a title and a description
 * (`registration.failureTitle.*`, `registration.failureText.*`): nothing was charged unless said, and Try Again is
 * offered only where paying again can work.
 */
const RETRY_HELPS: Record<PaymentFailure, boolean> = {
  insufficient_balance: true,
  cancelled: true,
  timed_out: true,
  wrong_pin_or_otp: true,
  bkash_unavailable: true,
  needs_review: false,
  declined: true,
};

/** The rate limit's refusal, with the limiter's own wait rounded up to whole minutes. */
export function tooManyRegistrations(waitMs: number, t: Translate): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
  return t("registration.tooMany", { minutes });
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslate(matches);
  return seo({ title: t("registration.title"), description: t("registration.seo.description"), path: PATH, matches });
};

const RECEIPT_PATH = "/worker-registration/receipt";

async function isOwnPayment(request: Request, services: LoaderFunctionArgs["context"]["services"], paymentID: string) {
  return (await siteCookies(services.config).registrationPayment.parse(request.headers.get("cookie"))) === paymentID;
}

export async function loader({ request, params: routeParams, context }: LoaderFunctionArgs) {
  const locale = requireLocale(routeParams);
  const { services } = context;
  const params = new URL(request.url).searchParams;
  const paymentID = params.get("paymentID");
  let outcome: Outcome | null = null;
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
    const failure = state === "failed" ? await getPaymentFailure(services.db, paymentID).catch(() => null) : null;
    // the browser that paid goes on to its receipt (amount, transaction id, reference), which it can open again later
    if (state === "completed" && (await isOwnPayment(request, services, paymentID))) {
      throw redirect(`${localizePath(locale, RECEIPT_PATH)}?${new URLSearchParams({ paymentID })}`);
    }
    outcome = { paymentID, state, failure };
  }

  let fields: FieldDefinition[] | null = null;
  let fee = "500.00";
  try {
    const registration = await getWorkerRegistrationForm(services.db, locale);
    fields = registration.form?.fields ?? null;
    fee = registration.fee;
    if (!registration.form) services.logger.error("form 2 (worker registration) is missing");
  } catch (err) {
    services.logger.error({ err }, "worker registration form failed to load");
  }
  const heroImage = await recruitmentHeroImage(services, 1);
  const retry = params.get("retry");
  const retryNotice = retry === "expired" || retry === "busy" ? message(REFUSALS[`retry_${retry}`]) : null;
  return { fields, fee, heroImage, outcome, retryNotice, maxFileBytes: services.config.uploads.maxDocumentBytes };
}

/**
 * What the action answers: Conform's reply (field errors, the form-level message, the typed values) and what kind
 * of problem it reports, so the page never words a refusal as a failed payment.
 */
interface RegistrationAnswer {
  reply: FormReply;
  /** bKash could not open the payment: the dialog with Try Again (the answers stay in the form). */
  bkashUnavailable?: boolean;
  /** Throttled: seconds until this connection may register again (the form cannot be sent before). */
  waitSeconds?: number;
  /** A registration under this passport number exists: the worker confirms registering again before paying. */
  duplicatePassport?: string;
}

const answer = (body: RegistrationAnswer, status = 200, headers?: Record<string, string>) => data(body, { status, headers });

/** The reply to the page for a start or a Try Again that did not reach bKash's payment page. */
function startRefused(reply: (formErrors: string[]) => FormReply, outcome: Extract<StartOutcome, { ok: false }>) {
  if (outcome.reason === "bkash_refused" || outcome.reason === "bkash_unavailable")
    return answer({ reply: reply([message("registration.bkashUnavailable.description")]), bkashUnavailable: true }, 502);
  const status = { form_unavailable: 404, file_unavailable: 409, retry_expired: 410, retry_busy: 409 }[outcome.reason];
  return answer({ reply: reply([message(REFUSALS[outcome.reason])]) }, status);
}

/** A refusal of the guard: the honeypot's, or the rate limit's with its wait (no payment was attempted). */
function guardRefused(formData: FormData, refused: { status: number; message: string; retryAfterMs?: number }, t: Translate) {
  const wait = refused.status === 429 ? refused.retryAfterMs : undefined;
  const said = wait !== undefined ? tooManyRegistrations(wait, t) : refused.message;
  const waitSeconds = wait !== undefined ? Math.max(1, Math.ceil(wait / 1000)) : undefined;
  return answer({ reply: refusal(formData, said), waitSeconds }, refused.status, retryAfterHeaders(wait));
}

const retrySchema = z.object({ intent: z.literal("retry") });

export async function action({ request, params, context }: ActionFunctionArgs) {
  const locale = requireLocale(params);
  const t = translatorFor(locale);
  const { services, uploads } = context;
  // bKash sends the payer back to the page in their language, and from there to the receipt in it
  const callbackURL = `${services.config.publicUrl}${localizePath(locale, PATH)}`;
  const formData = await request.formData();
  const cookies = siteCookies(services.config);
  const limit = services.config.registrations;
  if (formData.get("intent") === "retry") {
    // "Try Again" after a failed or cancelled payment: the same answers and files, a new payment
    const submission = parseWithZod(formData, { schema: retrySchema });
    const guard = await checkSubmission({ context, params }, formData, RATE_LIMIT_BUCKET, limit);
    if (guard) return guardRefused(formData, guard, t);
    const own = await cookies.registrationPayment.parse(request.headers.get("cookie"));
    const retried = await retryRegistration(services, { paymentID: own, callbackURL });
    if (retried.ok) {
      const cookie = await cookies.registrationPayment.serialize(retried.paymentID);
      return redirectDocument(retried.bkashURL, { status: 303, headers: { "Set-Cookie": cookie } });
    }
    if (retried.reason === "retry_expired" || retried.reason === "retry_busy")
      return redirectDocument(`${localizePath(locale, PATH)}?retry=${retried.reason === "retry_expired" ? "expired" : "busy"}`, {
        status: 303,
      });
    return startRefused((formErrors) => submission.reply({ formErrors }), retried);
  }

  const badFile = fileRefusal(formData, uploads, t);
  if (badFile) return answer({ reply: badFile.result }, badFile.status);
  const guard = await checkSubmission({ context, params }, formData, RATE_LIMIT_BUCKET, limit);
  if (guard) return guardRefused(formData, guard, t);
  // read in the visitor's language, so the messages name the fields as the visitor read them (answers stay English)
  const { form, fee } = await getWorkerRegistrationForm(services.db, locale);
  if (!form) return startRefused((formErrors) => refusal(formData, formErrors[0]!), { ok: false, reason: "form_unavailable" });
  // The same pipeline as every public form: Conform against a schema built from form 2's current fields.
  const submission = parseDynamicForm(formData, { form, jobId: null, fixedValues: {} }, uploads);
  if (submission.status !== "success") return answer({ reply: submission.reply() }, 400);
  const confirmed = formData.get(CONFIRM_PASSPORT_INPUT);
  const passport = await checkPassportBeforePayment(services.db, { fields: form.fields, data: submission.value, confirmed });
  if (!passport.ok) return answer({ reply: submission.reply(), duplicatePassport: passport.passport }, 409);
  const started = await startRegistration(services, { form, fee, data: submission.value as SubmissionData, callbackURL });
  if (!started.ok) return startRefused((formErrors) => submission.reply({ formErrors }), started);
  // Ties the payment to this browser: only its callback may cancel it, only it may poll its status.
  const cookie = await cookies.registrationPayment.serialize(started.paymentID);
  // A full document navigation: bKash's page is not a route of this app.
  return redirectDocument(started.bkashURL, { status: 303, headers: { "Set-Cookie": cookie } });
}

/** A request that never got its answer shows a message above the form; the redirect to bKash (a thrown Response) goes through. */
export async function clientAction({ serverAction }: ClientActionFunctionArgs): Promise<RegistrationAnswer> {
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    if (error instanceof Response) throw error;
    return {
      reply: failedReply(error instanceof TypeError && error.message !== "" ? error.message : message("registration.notSent")),
    };
  }
}

/** The reasons to register (`registration.benefit.<key>.title` and `.body`). */
const BENEFITS = ["verified", "noFees", "visa"] as const;

/** The fee as the page shows it: "500.00" → "500" (in the page's digits), "750.50" → "750.50". */
function useDisplayFee(fee: string): string {
  const intl = INTL_LOCALES[useLocale()];
  const amount = Number(fee);
  const whole = Number.isInteger(amount);
  return amount.toLocaleString(intl, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2, useGrouping: false });
}

/** A payment's outcome as the page knows it: its state and, once failed, why. */
interface Outcome {
  paymentID: string;
  state: RegistrationState;
  failure: PaymentFailure | null;
}

/** Polls the status route while the payment is processing; returns the latest state, why it failed, and whether it is slow. */
function useRegistrationState(outcome: Outcome | null) {
  const [state, setState] = useState<RegistrationState | null>(outcome?.state ?? null);
  const [failure, setFailure] = useState<PaymentFailure | null>(outcome?.failure ?? null);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setState(outcome?.state ?? null);
    setFailure(outcome?.failure ?? null);
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
          const body = (await response.json()) as { state: RegistrationState; failure?: PaymentFailure | null };
          if (!stopped && body.state !== "processing") {
            setFailure(body.failure ?? null);
            return setState(body.state);
          }
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
  return { state, failure, slow, clear: () => setState(null) };
}

function ProcessingPanel({ slow, paymentID, hydrated }: { slow: boolean; paymentID: string; hydrated: boolean }) {
  const t = useT();
  const localePath = useLocalePath();
  return (
    <div
      className="mb-6 rounded-xl border border-brand-200 bg-brand-50 p-5 text-brand-900 dark:border-brand-800 dark:bg-brand-950/60 dark:text-brand-100"
      data-testid="payment-processing"
    >
      <div className="flex items-center gap-3 font-semibold">
        <Spinner label={t("registration.processing.label")} />
        {t("registration.processing.title")}
      </div>
      <p className="mt-2 text-sm">{t("registration.processing.keepOpen")}</p>
      {slow ? <p className="mt-2 text-sm">{t("registration.processing.slow")}</p> : null}
      {hydrated ? null : (
        <a
          href={`${localePath(PATH)}?${new URLSearchParams({ paymentID })}`}
          className="mt-3 inline-block font-semibold underline underline-offset-2"
        >
          {t("registration.processing.checkAgain")}
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
  const t = useT();
  const path = useLocalePath()(PATH);
  return (
    <Form method="post" action={path} reloadDocument className="flex flex-wrap items-center justify-end gap-3">
      {onClose ? (
        <Button type="button" variant="ghost" onClick={onClose}>
          {t("registration.retry.fillAgain")}
        </Button>
      ) : (
        <a href={path} className="font-semibold underline underline-offset-2">
          {t("registration.retry.fillAgain")}
        </a>
      )}
      <Button type="submit" variant="primary" name="intent" value="retry" className="min-w-24">
        {t("registration.retry.tryAgain")}
      </Button>
    </Form>
  );
}

function FeePanel({ fee }: { fee: string }) {
  const t = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-lg font-bold text-brand-800 dark:text-white">{t("registration.fee.title")}</h2>
      <p className="mt-3 text-4xl font-extrabold tracking-tight text-brand-900 dark:text-white">
        {useDisplayFee(fee)}{" "}
        <span className="text-lg font-semibold text-slate-600 dark:text-slate-300">{t("registration.fee.currency")}</span>
      </p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t("registration.fee.once")}</p>
      <div className="mt-5 flex items-center gap-3 rounded-xl bg-slate-50 px-4 py-3 dark:bg-slate-800/60">
        <span dir="ltr" className="inline-flex h-8 items-center rounded-md bg-[#e2136e] px-2.5 text-sm font-bold text-white">
          bKash
        </span>
        <span className="text-sm text-slate-700 dark:text-slate-200">{t("registration.fee.method")}</span>
      </div>
    </div>
  );
}

/** With JavaScript: true until a throttled answer's wait is over (the form cannot be sent before). */
function useWaiting(waitSeconds: number | undefined, answer: unknown): boolean {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    if (!waitSeconds) return setWaiting(false);
    setWaiting(true);
    const timer = setTimeout(() => setWaiting(false), waitSeconds * 1000);
    return () => clearTimeout(timer);
  }, [waitSeconds, answer]);
  return waiting;
}

/** What the page says about a payment that did not complete, in its language. */
function useFailureText(failure: PaymentFailure | null) {
  const t = useT();
  const key = failure ?? "declined";
  return {
    title: t(`registration.failureTitle.${key}`),
    description: t(`registration.failureText.${key}`),
    retry: RETRY_HELPS[key],
  };
}

export default function WorkerRegistration() {
  const { fields, fee, heroImage, outcome, retryNotice, maxFileBytes } = useLoaderData<typeof loader>();
  const answer = useActionData<RegistrationAnswer>();
  const result = answer?.reply;
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const t = useT();
  const wording = useMessageText();
  const shownFee = useDisplayFee(fee);
  const { state, failure, slow, clear } = useRegistrationState(outcome);
  const failed = useFailureText(failure);
  const success = { title: t("registration.success.title"), description: t("registration.success.description") };
  const bkashDown = {
    title: t("registration.bkashUnavailable.title"),
    description: t("registration.bkashUnavailable.description"),
  };
  const waiting = useWaiting(answer?.waitSeconds, answer);
  const [bkashOpen, setBkashOpen] = useState(false);

  // Only bKash failing to open the payment is about a payment; every other refusal (invalid answers: their field
  // errors and "check the highlighted fields"; the rate limit, a file gone, no connection) is said above the form, in
  // its own words, with the answers kept.
  const bkashUnavailable = answer?.bkashUnavailable === true;
  useEffect(() => {
    setBkashOpen(bkashUnavailable);
  }, [answer, bkashUnavailable]);
  const refusedMessage =
    result?.status === "error" && !bkashUnavailable ? (wording(formError(result)) ?? t("registration.invalid")) : undefined;
  // The form is long: a refusal of the whole form (the rate limit, a file gone) is brought into view where it is said.
  const refusalRef = useRef<HTMLDivElement>(null);
  useRevealOnMount(refusalRef, refusedMessage ? answer : null);

  // the payment completed while the page waited: on to the receipt
  useEffect(() => {
    if (state === "completed" && outcome)
      navigate(`${localePath(RECEIPT_PATH)}?${new URLSearchParams({ paymentID: outcome.paymentID })}`);
  }, [state, outcome, navigate, localePath]);

  const closeOutcome = () => {
    clear();
    navigate(localePath(PATH), { replace: true, preventScrollReset: true });
  };
  const showForm = state !== "processing";

  return (
    <FormPageLayout
      hero={{
        eyebrow: t("registration.hero.eyebrow"),
        title: t("registration.title"),
        subtitle: t("registration.hero.subtitle"),
        image: heroImage,
      }}
      benefitsTitle={t("registration.benefitsTitle")}
      benefits={BENEFITS.map((b) => ({ title: t(`registration.benefitTitle.${b}`), body: t(`registration.benefitBody.${b}`) }))}
      aside={<FeePanel fee={fee} />}
      asideFirst
      formTitle={t("registration.formTitle")}
      formIntro={t("registration.formIntro", { fee: shownFee })}
    >
      {outcome && state === "processing" ? (
        <ProcessingPanel slow={slow} paymentID={outcome.paymentID} hydrated={hydrated} />
      ) : null}

      {!hydrated && state === "completed" ? <SuccessNotice text={success} href={localePath(PATH)} /> : null}
      {!hydrated && state === "failed" ? (
        <ErrorPanel className="mb-6" title={failed.title} message={<p>{failed.description}</p>}>
          {failed.retry ? <RetryForm /> : null}
        </ErrorPanel>
      ) : null}
      {!hydrated && bkashUnavailable ? (
        <ErrorPanel className="mb-6" title={bkashDown.title} message={<p>{bkashDown.description}</p>} />
      ) : null}
      {retryNotice ? <ErrorPanel className="mb-6" message={wording(retryNotice)} /> : null}
      {refusedMessage ? (
        <div ref={refusalRef} tabIndex={-1} className="scroll-mt-24 outline-none">
          <ErrorPanel className="mb-6" message={refusedMessage} />
        </div>
      ) : null}

      {hydrated ? (
        <>
          <OutcomeDialog ok text={success} open={state === "completed"} onOpenChange={(open) => !open && closeOutcome()} />
          <OutcomeDialog
            ok={false}
            text={failed}
            footer={failed.retry ? <RetryForm onClose={closeOutcome} /> : undefined}
            open={state === "failed"}
            onOpenChange={(open) => !open && closeOutcome()}
          />
          <OutcomeDialog
            ok={false}
            text={bkashDown}
            closeLabel={t("registration.retry.tryAgain")}
            open={bkashOpen}
            onOpenChange={setBkashOpen}
          />
        </>
      ) : null}

      <AlreadyRegistered />

      {showForm && fields ? (
        <DynamicForm
          fields={fields}
          submitLabel={t("registration.submit", { fee: shownFee })}
          maxFileBytes={maxFileBytes}
          result={result}
          disabled={waiting}
          footer={
            answer?.duplicatePassport ? (
              <DuplicatePassportNotice key={answer.duplicatePassport} passport={answer.duplicatePassport} />
            ) : null
          }
        />
      ) : null}
    </FormPageLayout>
  );
}

/** For a worker who paid before: the status page and the receipt, by reference and phone number. */
function AlreadyRegistered() {
  const t = useT();
  const link = "inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 dark:text-white";
  return (
    <p className="mb-6 flex flex-wrap items-center gap-x-4 rounded-xl bg-brand-50 px-4 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">
      <span>{t("registration.already")}</span>
      <LocaleLink to="/worker-registration/track" className={link}>
        {t("track.title")}
      </LocaleLink>
      <LocaleLink to="/worker-registration/receipt" className={link}>
        {t("receipt.find")}
      </LocaleLink>
    </p>
  );
}

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

/** A throttled submission (429) tells its wait in Retry-After. */
export const headers = throttledPageHeaders;
