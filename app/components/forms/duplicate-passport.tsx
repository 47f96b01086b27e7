import { CONFIRM_PASSPORT_INPUT } from "#server/modules/payments/passport.js";
import { LocaleLink } from "~/components/ui/locale-link";
import { useT } from "~/utils/i18n";

/**
 * Shown above "Register & Pay" when a registration under the typed passport number exists already (docs/product.md,
 * "Worker registration and payments"): the worker most likely registered before, so the way to follow that
 * registration comes first, and registering again (and paying again) takes a ticked box. Nothing about the registration
 * found is said. Inside the form, so the box is sent with the answers, with or without JavaScript; it takes the focus
 * (and so the screen) when it appears.
 */
export function DuplicatePassportNotice({ passport }: { passport: string }) {
  const t = useT();
  return (
    <div
      role="alert"
      data-testid="duplicate-passport"
      className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:p-5 dark:border-amber-700 dark:bg-amber-950/50 dark:text-amber-100"
    >
      <p className="font-bold">{t("registration.duplicate.title")}</p>
      <p id="duplicate-passport-body" className="mt-1 text-sm sm:text-base">
        {t("registration.duplicate.body")}
      </p>
      <LocaleLink
        to="/worker-registration/track"
        className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-2 dark:text-white"
      >
        {t("registration.duplicate.track")}
      </LocaleLink>
      <label className="mt-2 flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border border-amber-300 bg-white px-3.5 py-3 text-sm text-slate-900 sm:text-base dark:border-amber-800 dark:bg-slate-900 dark:text-slate-100">
        <input
          type="checkbox"
          name={CONFIRM_PASSPORT_INPUT}
          value={passport}
          required
          // the answer to the worker's own submit: where they are now (a page rendered without JavaScript scrolls to it too)
          autoFocus
          aria-describedby="duplicate-passport-body"
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        <span>{t("registration.duplicate.confirm")}</span>
      </label>
    </div>
  );
}
