/** Style tokens of the UI kit shared by inputs, cards and buttons (docs/decisions/0007-form-pipeline-and-ui-kit.md). */
import { clsx, type ClassValue } from "clsx";

export const cx = (...values: ClassValue[]) => clsx(values);

const ring = "focus-visible:outline-2 focus-visible:outline-brand-600 dark:focus-visible:outline-accent-400";

/** Focus ring for controls on light/dark page surfaces (the global amber ring lacks contrast on white). */
export const focusRing = cx(ring, "focus-visible:outline-offset-2");

/** The same ring drawn inside the control, for controls in a scrolling strip that would clip it (tab lists). */
export const focusRingInset = cx(ring, "focus-visible:-outline-offset-2");

export const inputBase = cx(
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 shadow-sm placeholder:text-slate-500",
  // a solid ring (not a tint) so the focused field stands out at 3:1 or more, like links and buttons
  "focus:border-brand-600 focus:ring-2 focus:ring-(color:--focus-ring) focus:outline-none",
  "aria-[invalid=true]:border-red-600 aria-[invalid=true]:ring-red-600/20",
  "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400 dark:focus:border-accent-400",
);

/** A file input under its label, its button styled like the admin primary button. */
export const fileInput = cx(
  inputBase,
  "mt-1.5 h-11 cursor-pointer py-1.5 file:me-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-800 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-white dark:file:bg-accent-500 dark:file:text-brand-900",
);

export const labelBase = "block text-sm font-medium text-slate-800 dark:text-slate-200";

export const card = "rounded-xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";

export const hintText = "mt-1.5 text-xs text-slate-600 dark:text-slate-400";
