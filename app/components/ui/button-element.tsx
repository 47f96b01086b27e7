import { Slot } from "@radix-ui/react-slot";
import { forwardRef, type ButtonHTMLAttributes } from "react";
import { buttonClass, type ButtonStyle } from "./button";

/** The one button of the product, with the looks of `buttonClass` (button.tsx). */
interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, Omit<ButtonStyle, "className"> {
  /** Render the single child (a `<Link>`, `<a>`, Radix trigger…) with the button's look instead of a `<button>`. */
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant, size, surface, className, asChild = false, type, ...props },
  ref,
) {
  const classes = buttonClass({ variant, size, surface, className });
  if (asChild) return <Slot ref={ref} className={classes} {...props} />;
  return <button ref={ref} type={type ?? "button"} className={classes} {...props} />;
});
