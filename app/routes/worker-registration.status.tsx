import type { LoaderFunctionArgs } from "@remix-run/node";
import { getRegistrationState } from "#server/modules/payments/registration.server.js";

/**
 * GET /worker-registration/status?paymentID=… → { state: "processing" | "completed" | "failed" }.
 * Polled by the worker registration page while bKash's answer is awaited. Reads only: the callback
 * itself is handled once by the page's loader.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const paymentID = new URL(request.url).searchParams.get("paymentID") ?? "";
  const state = await getRegistrationState(context.services.db, paymentID);
  return Response.json({ state }, { headers: { "Cache-Control": "no-store" } });
}
