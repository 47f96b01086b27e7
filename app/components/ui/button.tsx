import { clsx } from "clsx";
import { focusRing } from "./styles";

/**
 * The one button of the product (docs/decisions/0007-form-pipeline-and-ui-kit.md). Public pages and the admin
 * area share the variants and sizes; `surface` picks the palette (the admin uses slate outlines and an amber primary
 * in dark mode, the public site navy and amber). `<Button asChild><Link …/></Button>` renders a link that looks like
 * a button (button-element.tsx: pages that only style links with `buttonClass()` do not load Radix's Slot);
 * `buttonClass()` gives the class string where a component cannot be used (e.g. a Radix trigger).
 */
/** `danger` is the quiet (outlined in the admin) delete control; `destructive` the solid red confirmation of one. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "accent" | "danger" | "destructive" | "success" | "selected";
export type ButtonSize = "sm" | "md" | "lg";
export type ButtonSurface = "site" | "admin";

const outline = "border shadow-sm";

const surfaces: Record<
  ButtonSurface,
  { base: string; variants: Record<ButtonVariant, string>; sizes: Record<ButtonSize, string> }
> = {
  site: {
    base:
      "rounded-md transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 " +
      "focus-visible:outline-(color:--focus-ring)",
    variants: {
      primary: "bg-brand-800 text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400",
      secondary:
        "border border-brand-800 bg-white text-brand-800 hover:bg-brand-50 " +
        "dark:border-slate-500 dark:bg-transparent dark:text-white dark:hover:bg-slate-800",
      ghost: "text-brand-800 hover:bg-brand-50 dark:text-slate-100 dark:hover:bg-slate-800",
      // Dark navy text on amber: amber with white text fails WCAG AA.
      accent: "bg-accent-500 text-brand-900 hover:bg-accent-400",
      danger: "bg-red-700 text-white hover:bg-red-800",
      destructive: "bg-red-700 text-white hover:bg-red-800",
      success: "bg-emerald-700 text-white hover:bg-emerald-800",
      selected: "bg-brand-900 text-white",
    },
    sizes: {
      sm: "min-h-9 px-3 py-1.5 text-sm",
      md: "min-h-11 px-4 py-2 text-sm sm:text-base",
      lg: "min-h-12 px-6 py-3 text-base",
    },
  },
  admin: {
    base: clsx("rounded-lg transition", focusRing),
    variants: {
      primary: clsx(
        "bg-brand-800 text-white shadow-sm hover:bg-brand-700",
        "dark:bg-accent-500 dark:text-brand-900 dark:hover:bg-accent-400",
      ),
      secondary: clsx(
        outline,
        "border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
        "dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:bg-slate-800",
      ),
      ghost: "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800",
      accent: "bg-accent-500 text-brand-900 shadow-sm hover:bg-accent-400",
      danger: clsx(
        outline,
        "border-red-300 bg-white text-red-700 hover:bg-red-50",
        "dark:border-red-800 dark:bg-slate-900 dark:text-red-300 dark:hover:bg-red-950",
      ),
      destructive: "bg-red-700 text-white shadow-sm hover:bg-red-800",
      success: clsx(
        outline,
        "border-emerald-400 bg-emerald-50 text-emerald-800 dark:border-emerald-700 dark:bg-emerald-950 dark:text-emerald-200",
      ),
      selected: clsx(
        outline,
        "border-brand-800 bg-brand-800 text-white dark:border-accent-500 dark:bg-accent-500 dark:text-brand-900",
      ),
    },
    sizes: {
      sm: "min-h-9 px-3 py-1 text-sm",
      md: "min-h-10 px-3.5 py-2 text-sm",
      lg: "min-h-11 px-4 py-2.5 text-sm",
    },
  },
};

export interface ButtonStyle {
  variant?: ButtonVariant;
  size?: ButtonSize;
  surface?: ButtonSurface;
  className?: string;
}

/** Class names of a button, for elements that must look like one but cannot be a `<Button>`. */
export function buttonClass({ variant = "primary", size = "md", surface = "site", className }: ButtonStyle = {}): string {
  const look = surfaces[surface];
  return clsx(
    "inline-flex items-center justify-center gap-2 font-semibold disabled:cursor-not-allowed disabled:opacity-60",
    look.base,
    look.variants[variant],
    look.sizes[size],
    className,
  );
}
