import { useActionData, useFetcher } from "@remix-run/react";
import { useId } from "react";
import { InlineError, LoadError } from "~/components/admin/responses-ui";
import { useNoticeToast } from "~/components/admin/toast";
import { buttonClass } from "~/components/ui/button";
import { card, cx, hintText, inputBase, labelBase } from "~/components/ui/styles";
import type { ActionResult } from "./intent.server";

/** Form 2's registration fee (BDT), formatted to two decimals by the server before it is saved. */
export function PaymentAmountTab({ amount, loadError }: { amount: string | null; loadError: string | null }) {
  const fetcher = useFetcher<ActionResult>({ key: "update-amount" });
  const actionData = useActionData<ActionResult>();
  const result = fetcher.data ?? (actionData?.intent === "update-amount" ? actionData : undefined);
  useNoticeToast(fetcher.data?.notice);
  const idBase = useId();
  if (loadError) return <LoadError message={loadError} />;
  const error = result && !result.ok ? result.fieldErrors?.amount : undefined;
  const busy = fetcher.state !== "idle";

  return (
    <section aria-labelledby={`${idBase}-heading`} className={cx(card, "max-w-xl p-4 sm:p-6")}>
      <h2 id={`${idBase}-heading`} className="text-lg font-semibold text-slate-900 dark:text-white">
        Registration fee
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        What a worker pays once, through bKash, to complete the registration. The Worker Registration page shows it at once.
      </p>
      <p className="mt-4 text-sm text-slate-700 dark:text-slate-200">
        Current fee:{" "}
        <span className="text-xl font-bold text-brand-800 tabular-nums dark:text-white" data-testid="current-amount">
          {amount ? `${amount} BDT` : "not set (the page shows 500 BDT)"}
        </span>
      </p>
      <fetcher.Form method="post" preventScrollReset className="mt-5 flex flex-col gap-3 sm:flex-row sm:items-start">
        <input type="hidden" name="intent" value="update-amount" />
        <div className="min-w-0 flex-1">
          <label htmlFor={`${idBase}-amount`} className={labelBase}>
            New fee in BDT
          </label>
          <input
            key={amount ?? "none"}
            id={`${idBase}-amount`}
            name="amount"
            inputMode="decimal"
            autoComplete="off"
            required
            defaultValue={result && !result.ok ? (result.values?.amount ?? "") : (amount ?? "")}
            placeholder="500.00"
            className={cx(inputBase, "mt-1.5 tabular-nums")}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${idBase}-hint${error ? ` ${idBase}-error` : ""}`}
          />
          <p id={`${idBase}-hint`} className={hintText}>
            For example 500 or 750.50. It is saved with two decimals.
          </p>
          <InlineError id={`${idBase}-error`} message={error} />
        </div>
        <button type="submit" className={buttonClass({ surface: "admin", className: "sm:mt-7" })} disabled={busy}>
          {busy ? "Saving…" : "Save fee"}
        </button>
      </fetcher.Form>
    </section>
  );
}
