import { FORM_IDS } from "#server/db/models/form-enums.js";
import { setPaymentAmount } from "#server/modules/forms/admin.server.js";
import { failed, refuse, succeed, textValues, type IntentHandler } from "./intent.server";
import { PAYMENT_MESSAGES } from "./messages";
import { paymentAmountSchema } from "./schemas";

/** The Payment amount tab (form 2 only): the registration fee. */
export const paymentIntents = {
  "update-amount": async (ctx) => {
    if (ctx.formId !== FORM_IDS.workerRegistration) return refuse(ctx, PAYMENT_MESSAGES.failed);
    const parsed = paymentAmountSchema.safeParse(ctx.formData.get("amount") ?? "");
    if (!parsed.success) {
      return refuse(ctx, PAYMENT_MESSAGES.failed, 400, {
        fieldErrors: { amount: parsed.error.issues[0]?.message ?? PAYMENT_MESSAGES.invalid },
        values: textValues(ctx.formData, ["amount"]),
      });
    }
    try {
      await setPaymentAmount(ctx.services.db, parsed.data, ctx.actor);
      return succeed(ctx, PAYMENT_MESSAGES.updated, { values: { amount: parsed.data } });
    } catch (err) {
      return failed(ctx, err, PAYMENT_MESSAGES.failed);
    }
  },
} satisfies Record<string, IntentHandler>;
