import { parseWithZod } from "@conform-to/zod/v4";
import { FORM_IDS } from "#server/db/models/form-enums.js";
import { setPaymentAmount } from "#server/modules/forms/admin.server.js";
import { failed, invalid, refuse, succeed, type IntentHandler } from "./intent.server";
import { PAYMENT_MESSAGES } from "./messages";
import { paymentForm } from "./schemas";

/** The Payment amount tab (form 2 only): the registration fee. */
export const paymentIntents = {
  "update-amount": async (ctx) => {
    const submission = parseWithZod(ctx.formData, { schema: paymentForm });
    if (ctx.formId !== FORM_IDS.workerRegistration) return refuse(ctx, submission, PAYMENT_MESSAGES.failed);
    if (submission.status !== "success") return invalid(ctx, submission, null, PAYMENT_MESSAGES.failed, false);
    try {
      const outcome = await setPaymentAmount(ctx.services.db, submission.value.amount, ctx.actor);
      if (!outcome.ok) return refuse(ctx, submission, PAYMENT_MESSAGES.failed, 409);
      // the form shows the fee as saved (two decimals)
      return succeed(ctx, { ...submission.reply(), initialValue: submission.value }, PAYMENT_MESSAGES.updated);
    } catch (err) {
      return failed(ctx, submission, err, PAYMENT_MESSAGES.failed);
    }
  },
} satisfies Record<string, IntentHandler>;
