import { isRouteErrorResponse, useRouteError } from "@remix-run/react";
import { LocaleLink } from "~/components/ui/locale-link";
import { buttonClass } from "~/components/ui/button";
import { Container } from "./sections";
import { useT } from "~/utils/i18n";

const SUGGESTIONS = [
  { to: "/service", label: "error.ourServices" },
  { to: "/project", label: "error.featuredProjects" },
  { to: "/apply-jobs-now", label: "error.jobsAbroad" },
  { to: "/contact", label: "error.contactUs" },
];

/**
 * Error boundary of the public pages: renders inside the layout (header and footer stay) with a
 * friendly 404, or a generic message for anything else (never a stack trace).
 */
export function SiteErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section data-surface="dark" className="bg-brand-900 bg-gradient-to-b from-brand-900 to-brand-800 pt-32 pb-24 sm:pt-40">
      <Container className="max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">{t("error.status", { status })}</p>
        <h1 className="mt-3 text-4xl font-extrabold text-white sm:text-5xl">
          {t(notFound ? "error.notFoundTitle" : "error.failedTitle")}
        </h1>
        <p className="mt-5 text-lg text-slate-200">{t(notFound ? "error.notFoundHelp" : "error.failedHelp")}</p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {SUGGESTIONS.map((s) => (
            <li key={s.to}>
              <LocaleLink
                to={s.to}
                className="inline-block rounded-full border border-white/30 px-4 py-2 text-sm font-medium text-white hover:bg-white/10"
              >
                {t(s.label)}
              </LocaleLink>
            </li>
          ))}
        </ul>
        <LocaleLink to="/" className={buttonClass({ variant: "accent", size: "lg", className: "mt-10" })}>
          {t("error.backHome")}
        </LocaleLink>
      </Container>
    </section>
  );
}
