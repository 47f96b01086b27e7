import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteCookies } from "#server/http/cookies.js";
import { requireLocale } from "~/utils/locale";
import { getPaymentFailure, getRegistrationState } from "#server/modules/payments/registration.server.js";

/**
 * GET /worker-registration/status?paymentID=… → { state: "processing" | "completed" | "failed", failure }, `failure`
 * saying why a failed payment did not complete (PaymentFailure), null otherwise.
 * Polled by the worker registration page while bKash's answer is awaited. Reads only: the callback
 * itself is handled once by the page's loader. Answers only the browser that started the payment
 * (its signed cookie names it); any other paymentID is 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireLocale(params);
  const paymentID = new URL(request.url).searchParams.get("paymentID") ?? "";
  const own = await siteCookies(context.services.config).registrationPayment.parse(request.headers.get("cookie"));
  const headers = { "Cache-Control": "no-store" };
  if (!paymentID || own !== paymentID) return Response.json({ error: "Unknown payment." }, { status: 404, headers });
  const state = await getRegistrationState(context.services.db, paymentID);
  const failure = state === "failed" ? await getPaymentFailure(context.services.db, paymentID) : null;
  return Response.json({ state, failure }, { headers });
}
