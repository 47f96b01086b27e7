import type { ActionFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { exportIntents } from "./export.server";
import { fieldIntents } from "./fields.server";
import { reply, type Intent, type IntentHandler } from "./intent.server";
import { jobIntents } from "./jobs.server";
import { managedForm } from "./loader.server";
import { paymentIntents } from "./payment.server";
import { responseIntents } from "./responses.server";

/** Each intent of the page and the tab module that handles it. */
const HANDLERS: Record<Intent, IntentHandler> = {
  ...fieldIntents,
  ...responseIntents,
  ...exportIntents,
  ...paymentIntents,
  ...jobIntents,
};

const isIntent = (value: unknown): value is Intent => typeof value === "string" && Object.hasOwn(HANDLERS, value);

/**
 * Action of a form management page. Every mutation is one `intent`, validated with zod, done in one
 * transaction with its audit record, and answered with a toast notice (the product's strings).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { admin } = await requireAdmin(request, context);
  const { formId } = managedForm(params);
  const formData = await request.formData();
  const intent = formData.get("intent");
  if (!isIntent(intent)) {
    return reply({ intent: "unknown", ok: false, tone: "error", message: "This action is not available." }, 400);
  }
  return HANDLERS[intent]({
    intent,
    formId,
    formData,
    actor: { adminUserId: admin.id, ip: context.clientIp },
    services: context.services,
    uploads: context.uploads,
  });
}
