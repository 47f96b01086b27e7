import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button";
import { Container } from "./sections";

const SUGGESTIONS = [
  { to: "/service", label: "Our services" },
  { to: "/project", label: "Featured projects" },
  { to: "/apply-jobs-now", label: "Jobs abroad" },
  { to: "/contact", label: "Contact us" },
];

/**
 * Error boundary of the public pages: renders inside the layout (header and footer stay) with a
 * friendly 404, or a generic message for anything else (never a stack trace).
 */
export function SiteErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <section data-surface="dark" className="bg-brand-900 bg-gradient-to-b from-brand-900 to-brand-800 pt-32 pb-24 sm:pt-40">
      <Container className="max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-widest text-accent-300 uppercase">Error {status}</p>
        <h1 className="mt-3 text-4xl font-extrabold text-white sm:text-5xl">
          {notFound ? "Page not found" : "Something went wrong"}
        </h1>
        <p className="mt-5 text-lg text-slate-200">
          {notFound
            ? "The page you are looking for does not exist or has moved. These pages may help you find what you need:"
            : "We could not load this page just now. Please try again in a moment, or continue with one of these pages:"}
        </p>
        <ul className="mt-8 flex flex-wrap justify-center gap-3">
          {SUGGESTIONS.map((s) => (
            <li key={s.to}>
              <Link
                to={s.to}
                className="inline-block rounded-full border border-white/30 px-4 py-2 text-sm font-medium text-white hover:bg-white/10"
              >
                {s.label}
              </Link>
            </li>
          ))}
        </ul>
        <Link to="/" className={buttonClass({ variant: "accent", size: "lg", className: "mt-10" })}>
          Back to the home page
        </Link>
      </Container>
    </section>
  );
}
