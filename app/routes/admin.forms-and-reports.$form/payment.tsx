import { Panel } from "~/components/admin/Panel";
import { LoadError } from "~/components/admin/responses-ui";
import { buttonClass } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { IntentForm, useIntentForm } from "./intent-form";
import { paymentForm } from "./schemas";

/** Form 2's registration fee (BDT), formatted to two decimals by the server before it is saved. */
export function PaymentAmountTab({ amount, loadError }: { amount: string | null; loadError: string | null }) {
  if (loadError) return <LoadError message={loadError} />;

  return (
    <Panel
      title="Registration fee"
      description="What a worker pays once, through bKash, to complete the registration. The Worker Registration page shows it at once."
      className="max-w-xl p-4 sm:p-6"
    >
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">
        Current fee:{" "}
        <span className="text-xl font-bold text-brand-800 tabular-nums dark:text-white" data-testid="current-amount">
          {amount ? `${amount} BDT` : "not set (the page shows 500 BDT)"}
        </span>
      </p>
      {/* a saved fee comes back from the loader: the form starts again from it */}
      <AmountForm key={amount ?? "none"} amount={amount} />
    </Panel>
  );
}

function AmountForm({ amount }: { amount: string | null }) {
  const editor = useIntentForm({ intent: "update-amount", id: "payment-amount" }, paymentForm, { amount: amount ?? "" });
  const { fields, busy } = editor;

  return (
    <IntentForm editor={editor} intent="update-amount" className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start">
      <Field
        field={fields.amount}
        label="New fee in BDT"
        hint="For example 500 or 750.50. It is saved with two decimals."
        className="min-w-0 flex-1"
        inputProps={{ inputMode: "decimal", autoComplete: "off", required: true, placeholder: "500.00" }}
        inputClassName="tabular-nums"
      />
      <button type="submit" className={buttonClass({ surface: "admin", className: "sm:mt-7" })} disabled={busy}>
        {busy ? "Saving…" : "Save fee"}
      </button>
    </IntentForm>
  );
}
