import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { exportIntents } from "./export.server";
import { fieldIntents } from "./fields.server";
import { refuse, type Intent, type IntentHandler } from "./intent.server";
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

const intentSchema = z.object({ intent: z.enum(Object.keys(HANDLERS) as [Intent, ...Intent[]]) });

/**
 * Action of a form management page. Every mutation is one `intent`, its form parsed with Conform + zod, done in
 * one transaction with its audit record, and answered with Conform's reply and a flash toast (the product's strings).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { admin } = await requireAdmin(request, context);
  const { formId } = managedForm(params);
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: intentSchema });
  const ctx = {
    intent: submission.status === "success" ? submission.value.intent : ("unknown" as const),
    formId,
    formData,
    actor: { adminUserId: admin.id, ip: context.clientIp },
    context,
    services: context.services,
    uploads: context.uploads,
  };
  if (submission.status !== "success") return refuse(ctx, submission, "This action is not available.");
  return HANDLERS[submission.value.intent](ctx);
}
