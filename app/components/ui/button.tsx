import { clsx } from "clsx";
import { forwardRef, type ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "accent" | "danger";
export type ButtonSize = "sm" | "md" | "lg";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors select-none " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-500 " +
  "disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-800 text-white hover:bg-brand-700 dark:bg-brand-500 dark:hover:bg-brand-400",
  secondary:
    "border border-brand-800 bg-white text-brand-800 hover:bg-brand-50 " +
    "dark:border-slate-500 dark:bg-transparent dark:text-white dark:hover:bg-slate-800",
  ghost: "text-brand-800 hover:bg-brand-50 dark:text-slate-100 dark:hover:bg-slate-800",
  // Dark navy text on amber: amber with white text fails WCAG AA.
  accent: "bg-accent-500 text-brand-900 hover:bg-accent-400",
  danger: "bg-red-700 text-white hover:bg-red-800",
};

const sizes: Record<ButtonSize, string> = {
  sm: "min-h-9 px-3 py-1.5 text-sm",
  md: "min-h-11 px-4 py-2 text-sm sm:text-base",
  lg: "min-h-12 px-6 py-3 text-base",
};

/** Class names of a button, for links (`<Link className={buttonClass()}>`) that must look like one. */
export function buttonClass(opts: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return clsx(base, variants[opts.variant ?? "primary"], sizes[opts.size ?? "md"], opts.className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, className, type = "button", ...props },
  ref,
) {
  return <button ref={ref} type={type} className={buttonClass({ variant, size, className })} {...props} />;
});
