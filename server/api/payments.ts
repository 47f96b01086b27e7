import { z } from "zod";
import type { UploadedFiles } from "../modules/files/stored-file.js";
import { FORM_IDS } from "../db/models/index.js";
import { getFormDefinition } from "../modules/forms/forms.server.js";
import { answersOf } from "../modules/forms/schema.js";
import {
  attachRegistrationData,
  createPaymentFirst,
  executePaymentNow,
  type AttachResult,
  type ExecuteResult,
} from "../modules/payments/registration.server.js";
import type { Services } from "../services.js";
import { ApiError, limitPerAddress, requireJson, throttled } from "./http.js";
import { validatedAnswers } from "./responses.js";
import { detailBody, FILE_FIELD_PATTERN, route } from "./route.js";

/*
 * docs/api.md §15: the SPA's worker registration (form 2), payment first and answers after, on the payments module's
 * exactly-once execution (server/modules/payments/registration.server.ts). Errors: {"status": "error", "message"}.
 */

const tag = "payments";

const failure = (status: number, message: string, extra: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  new ApiError(status, { status: "error", message, ...extra }, headers);

const errorBody = z
  .object({ status: z.literal("error"), message: z.string(), errors: z.record(z.string(), z.array(z.string())).optional() })
  .meta({ id: "PaymentError" });
const anyBody = z.record(z.string(), z.unknown());

/** The document's requests: the members each route reads (others are ignored). */
const paymentId = z.string().min(1).meta({ description: "bKash's paymentID from create_payment/" });
const createPaymentRequest = z
  .object({
    callback_url: z
      .url()
      .max(2000)
      .optional()
      .meta({ description: "Where bKash returns: this site or an origin of API_CORS_ORIGINS (default /worker-registration)" }),
    amount: z.union([z.number(), z.string()]).optional().meta({ description: "Ignored: the amount is form 2's fee" }),
  })
  .meta({ id: "CreatePaymentRequest" });
const temporaryDataRequest = z
  .object({
    payment_id: paymentId,
    form_id: z.union([z.literal(FORM_IDS.workerRegistration), z.literal(String(FORM_IDS.workerRegistration))]).optional(),
    form_data: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]))
      .optional()
      .meta({ description: "JSON: answers keyed by field name (a list for checkboxes)" }),
  })
  .catchall(z.string())
  .meta({
    id: "TemporaryFormDataRequest",
    description: "Multipart: `field_<id>` values and `file_<id>` files of form 2; JSON: `form_data` by field name",
  });
const executePaymentRequest = z.object({ payment_id: paymentId }).meta({ id: "ExecutePaymentRequest" });

/**
 * `callback_url`: http(s) on this site's origin or on one the API's CORS setting allows by name (the SPA's); the
 * worker registration page when none is given. Null when refused.
 */
function callbackUrl(services: Services, value: unknown): string | null {
  const fallback = `${services.config.publicUrl}/worker-registration`;
  if (value === undefined || value === null || value === "") return fallback;
  if (typeof value !== "string" || value.length > 2000) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  const allowed = [new URL(services.config.publicUrl).origin, ...services.config.api.corsOrigins.filter((o) => o !== "*")];
  return allowed.includes(url.origin) ? url.href : null;
}

/** Form 2's answers from the SPA's multipart body, or from raw JSON `form_data` keyed by field name (names it lacks ignored). */
async function temporaryData(services: Services, body: Record<string, unknown>, uploads: UploadedFiles) {
  const paymentId = body.payment_id;
  const isJson = typeof body.form_data === "object" && body.form_data !== null && !Array.isArray(body.form_data);
  const hasAnswers = isJson || Object.keys(body).some((k) => /^field_\d+$/.test(k)) || uploads.all().length > 0;
  if (typeof paymentId !== "string" || paymentId.trim() === "" || !hasAnswers) {
    throw failure(400, "payment_id and form_data are required");
  }
  if (body.form_id !== undefined && String(body.form_id) !== String(FORM_IDS.workerRegistration)) {
    throw failure(400, "Invalid form data", {
      errors: { form_id: ["Temporary data is kept for the worker registration form only."] },
    });
  }
  const form = await getFormDefinition(services.db, FORM_IDS.workerRegistration);
  if (!form) throw failure(400, "Invalid form data");
  const values: Record<string, string> = {};
  if (isJson) {
    for (const [name, value] of Object.entries(body.form_data as Record<string, unknown>)) {
      const field = form.fields.find((f) => f.name === name);
      if (field) values[`field_${field.id}`] = Array.isArray(value) ? value.map(String).join(",") : String(value ?? "");
    }
  } else {
    for (const [key, value] of Object.entries(body)) if (typeof value === "string") values[key] = value;
  }
  try {
    const data = validatedAnswers(services, { form, jobId: null, fixedValues: {} }, values, uploads);
    return { paymentId: paymentId.trim(), answers: answersOf(form.fields, data) };
  } catch (err) {
    if (err instanceof ApiError && err.status === 400) throw failure(400, "Invalid form data", { errors: err.body });
    throw err;
  }
}

const ATTACH_REFUSALS: Record<Exclude<AttachResult, { ok: true }>["reason"], [number, string]> = {
  not_found: [404, "Payment not found"],
  not_pending: [409, "Payment is not pending"],
  already_stored: [409, "Form data already stored for this payment"],
  file_unavailable: [400, "Invalid form data"],
};

function executeRefusal(result: Exclude<ExecuteResult, { ok: true }>): ApiError {
  switch (result.reason) {
    case "not_found":
      return failure(404, "Payment not found");
    case "no_data":
      return failure(404, "Form data not found");
    case "not_completed":
      return failure(400, result.providerMessage ?? "Payment was not completed");
    case "amount_mismatch":
      return failure(400, "Payment amount mismatch");
    case "unavailable":
      return failure(502, "Payment provider unavailable");
    case "busy":
      return failure(503, "Payment is being processed", {}, { "Retry-After": "5" });
  }
}

const invalidMethod = (method: "get" | "put" | "patch" | "delete") =>
  route({
    method,
    path: "/backend/api/temp_form_data/",
    access: "public",
    tag,
    summary: "Only POST keeps temporary data",
    responses: { 400: { description: "Invalid request method", schema: errorBody } },
    handler: async () => {
      throw failure(400, "Invalid request method");
    },
  });

export const paymentsRoutes = [
  route<Record<string, never>, Record<string, never>, z.infer<typeof anyBody>>({
    method: "post",
    path: "/backend/api/create_payment/",
    access: "public",
    tag,
    summary: "Create the worker registration's bKash payment at form 2's fee (a client `amount` is ignored)",
    body: { schema: anyBody, kinds: ["json"], documented: createPaymentRequest },
    responses: {
      200: {
        description: "Pending payment",
        schema: z.object({ status: z.literal("success"), bkash_url: z.url(), payment_id: z.string() }),
      },
      400: { description: "Refused by bKash, bad callback_url, or no fee set", schema: errorBody },
      415: { description: "A body not declared application/json", schema: detailBody },
      429: { description: "Too many payments from this address", schema: detailBody },
      502: { description: "bKash unreachable", schema: errorBody },
    },
    handler: async ({ services, ctx, body }) => {
      // JSON only, an empty body too (the body reader takes an empty one of any type): a form or text/plain POST
      // from another site's page needs no CORS preflight
      requireJson(ctx);
      const callback = callbackUrl(services, body.callback_url);
      if (!callback) throw failure(400, "Invalid callback_url");
      const created = await createPaymentFirst(services, { callbackURL: callback, ip: ctx.ip });
      if (created.ok) return { body: { status: "success", bkash_url: created.bkashURL, payment_id: created.paymentID } };
      if (created.reason === "throttled") throw throttled(created.retryAfterMs ?? 60_000);
      if (created.reason === "not_configured") throw failure(400, "Payment is not configured");
      if (created.reason === "refused") throw failure(400, created.providerMessage ?? "Payment creation failed");
      throw failure(502, "Payment provider unavailable");
    },
  }),
  route<Record<string, never>, Record<string, never>, z.infer<typeof anyBody>>({
    method: "post",
    path: "/backend/api/temp_form_data/",
    access: "public",
    tag,
    summary:
      "Keep a pending payment's answers (1 hour): multipart `payment_id`, `form_id`, `field_<id>`, `file_<id>`, or JSON {payment_id, form_data}",
    body: {
      schema: anyBody,
      kinds: ["multipart", "payment"],
      documented: temporaryDataRequest,
      filePatterns: [FILE_FIELD_PATTERN],
    },
    responses: {
      200: { description: "Kept", schema: z.object({ status: z.literal("success") }) },
      400: { description: "Missing or invalid data (`errors` by field)", schema: errorBody },
      404: { description: "Payment not found", schema: errorBody },
      409: { description: "Payment not pending, or data already stored", schema: errorBody },
      429: { description: "Too many submissions from this address", schema: detailBody },
    },
    handler: async ({ services, ctx, body, uploads }) => {
      await limitPerAddress(services, ctx.ip, "form-2-data");
      const { paymentId, answers } = await temporaryData(services, body, uploads);
      const attached = await attachRegistrationData(services, paymentId, answers);
      if (!attached.ok) throw failure(...ATTACH_REFUSALS[attached.reason]);
      return { body: { status: "success" } };
    },
  }),
  ...(["get", "put", "patch", "delete"] as const).map(invalidMethod),
  route<Record<string, never>, Record<string, never>, z.infer<typeof anyBody>>({
    method: "post",
    path: "/backend/api/execute_payment/",
    access: "public",
    tag,
    summary: "Execute the payment at bKash once and record the registration; a replay answers the same",
    body: { schema: anyBody, kinds: ["payment", "form"], documented: executePaymentRequest },
    responses: {
      200: {
        description: "Completed",
        schema: z.object({ status: z.literal("success"), message: z.string(), form_response_id: z.number().int() }),
      },
      400: { description: "Not completed at bKash (the payment is Failed), or a wrong amount", schema: errorBody },
      404: { description: "Unknown payment, or no answers stored for it", schema: errorBody },
      502: { description: "bKash unreachable: the payment stays Pending", schema: errorBody },
      503: { description: "Another call is settling this payment", schema: errorBody },
      429: { description: "Too many payments from this address (PAYMENT_RATE_LIMIT per hour)", schema: detailBody },
    },
    handler: async ({ services, ctx, body }) => {
      await limitPerAddress(services, ctx.ip, "payment-execute", services.config.payments);
      const paymentId = typeof body.payment_id === "string" ? body.payment_id.trim() : "";
      if (paymentId === "") throw failure(404, "Payment not found");
      const result = await executePaymentNow(services, paymentId);
      if (!result.ok) throw executeRefusal(result);
      return {
        body: { status: "success", message: "Payment completed successfully", form_response_id: result.responseId },
      };
    },
  }),
];
