import { useSubmit } from "@remix-run/react";
import { cx, inputBase, labelBase } from "~/components/ui/styles";
import { buttonClass } from "~/components/ui/button";

/** A labelled select of a GET filter form that submits the form as soon as it changes. */
export function FilterSelect({
  id,
  name,
  label,
  value,
  options,
  className,
  selectClassName,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  className?: string;
  selectClassName?: string;
}) {
  const submit = useSubmit();
  return (
    <div className={className}>
      <label htmlFor={id} className={labelBase}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        defaultValue={value}
        // A new value from the loader (back button, links) remounts the uncontrolled select.
        key={value}
        onChange={(event) => event.currentTarget.form && submit(event.currentTarget.form)}
        className={cx(inputBase, "mt-1.5", selectClassName)}
      >
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The submit button a filter form needs only without JavaScript. */
export function NoScriptFilterButton() {
  return (
    <noscript>
      <button type="submit" className={buttonClass({ surface: "admin", variant: "secondary" })}>
        Filter
      </button>
    </noscript>
  );
}
