import { useId } from "react";
import { useT } from "~/utils/i18n";
import { HONEYPOT_FIELD } from "#server/modules/protection/honeypot.js";

/**
 * The spam trap of a public form: a text input people never see or reach (off-screen, aria-hidden,
 * out of the tab order, no autofill). The server refuses the submission when it is not empty.
 */
export function Honeypot() {
  const id = useId();
  const t = useT();
  return (
    <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("form.honeypot")}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
