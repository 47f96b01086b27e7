import { Link, type LinkProps } from "@remix-run/react";
import { forwardRef } from "react";
import { useLocalePath } from "~/utils/i18n";

/**
 * Remix's Link for the public site: a site path (`/quote`, `/services/x?y`) written in English leads to the same page
 * in the visitor's language (`/bn/quote`); relative and external addresses are left as they are.
 */
export const LocaleLink = forwardRef<HTMLAnchorElement, LinkProps>(function LocaleLink({ to, ...props }, ref) {
  const localize = useLocalePath();
  return <Link ref={ref} to={typeof to === "string" ? localize(to) : to} {...props} />;
});
