import { cx, focusRing } from "../ui";

const tones = {
  neutral:
    "border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
  danger:
    "border-red-300 bg-white text-red-700 hover:bg-red-50 dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950",
  success: "border-emerald-400 bg-emerald-50 text-emerald-800 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200",
  selected: "border-brand-800 bg-brand-800 text-white dark:border-accent-500 dark:bg-accent-500 dark:text-brand-900",
};
const sizes = { sm: "min-h-9 px-3 py-1 text-sm", md: "min-h-10 px-3.5 py-2 text-sm" };

/** Bordered buttons (and links styled as them) of the media and inbox pages; one class per property, so variants never clash. */
export function outlineButton({ tone = "neutral", size = "md" }: { tone?: keyof typeof tones; size?: keyof typeof sizes } = {}) {
  return cx(
    "inline-flex items-center justify-center gap-2 rounded-lg border font-semibold shadow-sm transition disabled:cursor-not-allowed disabled:opacity-60",
    tones[tone],
    sizes[size],
    focusRing,
  );
}

export const secondaryButton = outlineButton();
export const dangerButton = outlineButton({ tone: "danger" });
