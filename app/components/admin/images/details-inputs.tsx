import { IMAGE_TEXT_LIMITS } from "#server/modules/media/image-fields.js";
import { cx, hintText, inputBase, labelBase } from "~/components/ui/styles";
import { ALT_HINT } from "./messages";

/** The words of one image being uploaded, before it is sent. */
export interface DetailsDraft {
  title: string;
  alt: string;
  decorative: boolean;
  caption: string;
}

/** The two plain text inputs, title and caption. */
const TEXT_INPUTS = [
  { name: "title", label: "Title", optional: false },
  { name: "caption", label: "Caption", optional: true },
] as const;

/**
 * Title, description (or Decorative) and caption of one image about to be uploaded (the upload form's rows, the
 * picker's upload): plain controlled inputs, since each row is sent by its own request. `problem` is the
 * description's error ("Describe the image, or tick Decorative.").
 */
export function DetailsInputs({
  idPrefix,
  value,
  onChange,
  problem,
  disabled,
  compact,
}: {
  idPrefix: string;
  value: DetailsDraft;
  onChange: (next: DetailsDraft) => void;
  problem?: string | null;
  disabled?: boolean;
  /** Side by side from the small breakpoint (the upload form's rows); stacked in the picker. */
  compact?: boolean;
}) {
  const set = (change: Partial<DetailsDraft>) => onChange({ ...value, ...change });
  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <div className={cx("grid gap-3", compact && "sm:grid-cols-2")}>
      {TEXT_INPUTS.map(({ name, label, optional }) => (
        <div key={name}>
          <label htmlFor={id(name)} className={labelBase}>
            {label}
            {optional ? <span className="font-normal text-slate-600 dark:text-slate-400"> (optional)</span> : null}
          </label>
          <input
            id={id(name)}
            value={value[name]}
            maxLength={IMAGE_TEXT_LIMITS[name]}
            disabled={disabled}
            onChange={(e) => set({ [name]: e.target.value })}
            className={cx(inputBase, "mt-1.5")}
          />
        </div>
      ))}
      <div className={cx(compact && "sm:col-span-2")}>
        <label htmlFor={id("alt")} className={labelBase}>
          Description for screen readers
        </label>
        <input
          id={id("alt")}
          value={value.decorative ? "" : value.alt}
          maxLength={IMAGE_TEXT_LIMITS.alt}
          disabled={disabled || value.decorative}
          aria-invalid={problem ? true : undefined}
          aria-describedby={cx(id("alt-hint"), problem && id("alt-error"))}
          onChange={(e) => set({ alt: e.target.value })}
          className={cx(inputBase, "mt-1.5")}
        />
        <p id={id("alt-hint")} className={hintText}>
          {ALT_HINT}
        </p>
        <label className="mt-2 flex items-center gap-2.5 text-sm text-slate-800 dark:text-slate-200">
          <input
            type="checkbox"
            checked={value.decorative}
            disabled={disabled}
            onChange={(e) => set({ decorative: e.target.checked })}
            className="size-4 rounded border-slate-400 accent-brand-800 dark:accent-accent-500"
          />
          Decorative: no description needed
        </label>
        {problem ? (
          <p id={id("alt-error")} role="alert" className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-300">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}

/** The description rule of the upload forms (the server checks it again). */
export const describedEnough = (draft: DetailsDraft) => draft.decorative || draft.alt.trim() !== "";
