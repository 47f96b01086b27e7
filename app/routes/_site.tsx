import type { LoaderFunctionArgs } from "@remix-run/node";
import { Outlet, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { lazy, Suspense, useEffect } from "react";
import { CHANGE_COUNTRY_PARAM, COUNTRY_STORAGE_KEY, DEFAULT_COUNTRY } from "#server/modules/content/country.js";
import { readCountry } from "#server/modules/content/country.server.js";
import { footerFor, isAdminPreview, navbarFor } from "#server/modules/content/editing.server.js";
import { DEFAULT_NAVBAR } from "#server/modules/content/settings.server.js";
import { SiteFooter, type FooterState } from "~/components/site/footer";
import { SiteHeader } from "~/components/site/header";
import { useAnimateOnScroll } from "~/components/site/use-animate-on-scroll";
import { LanguageSuggestion } from "~/components/site/language-switcher";
import { localeOfPath, useT } from "~/utils/i18n";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // the page's language as the root reads it: an unknown language segment (`/no-such-page` reads as one) is the page's
  // 404, shown inside this layout in English; the splat route of `/ar/no-such-page` has no `lang` parameter
  const locale = localeOfPath(new URL(request.url).pathname);
  const { services } = context;
  const chosenCountry = readCountry(request);
  // an admin's preview shows the saved drafts of the navbar and footer too
  const preview = await isAdminPreview(request, context);
  const [navbar, footer] = await Promise.all([
    // a navbar failure is logged and the built-in logo used (docs/product.md, "Public pages")
    navbarFor(services, preview, locale).catch((err: unknown) => {
      services.logger.error({ err }, "navbar content failed to load");
      return DEFAULT_NAVBAR;
    }),
    footerFor(services, preview, locale).then(
      (data): FooterState => ({ status: "ok", data }),
      (err: unknown): FooterState => {
        services.logger.error({ err }, "footer content failed to load");
        return { status: "error", message: "Failed to fetch footer data" };
      },
    ),
  ]);
  return {
    /** The visitor's choice; null until one is made (the overlay shows). */
    chosenCountry,
    /** What the header and pages use: the choice, or bangladesh (docs/product.md). */
    country: chosenCountry ?? DEFAULT_COUNTRY,
    // an admin's preview opens on the page itself: its bar chooses the country
    showCountryChooser: (chosenCountry === null && !preview) || new URL(request.url).searchParams.has(CHANGE_COUNTRY_PARAM),
    navbar,
    footer,
    publicUrl: services.config.publicUrl,
    /** An admin viewing the saved draft of this page (app/components/admin/editor). */
    preview,
  };
}

/**
 * Header and footer content change rarely and the country only through a full reload (POST /country),
 * so client navigations between public pages do not refetch the layout — nor do form posts: a layout
 * reload that fails on a dropped connection would replace a visitor's filled-in form with the error page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, formAction, currentUrl, nextUrl }) => {
  if (formMethod && formMethod !== "GET") return formAction?.startsWith("/country") ?? false;
  return currentUrl.searchParams.has(CHANGE_COUNTRY_PARAM) !== nextUrl.searchParams.has(CHANGE_COUNTRY_PARAM);
};

// Only a first visit (no country chosen yet) and an admin's draft preview show these: other visits do not load them.
// The server renders them in full; the browser hydrates them once their code has arrived.
const CountryOverlay = lazy(() => import("~/components/site/country-overlay").then((m) => ({ default: m.CountryOverlay })));
const PreviewBar = lazy(() => import("~/components/site/preview-bar").then((m) => ({ default: m.PreviewBar })));

export default function SiteLayout() {
  const { chosenCountry, country, showCountryChooser, navbar, footer, preview } = useLoaderData<typeof loader>();
  useAnimateOnScroll();
  const t = useT();

  useEffect(() => {
    if (!chosenCountry) return;
    try {
      localStorage.setItem(COUNTRY_STORAGE_KEY, chosenCountry);
    } catch {
      // storage can be disabled; the cookie is the source of truth
    }
  }, [chosenCountry]);

  // While the chooser is open the page behind it is inert: no focus, no clicks, hidden from screen readers.
  const inert = showCountryChooser ? { inert: "" } : {};
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[80] rounded-md bg-accent-500 px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
      >
        {t("layout.skipToContent")}
      </a>
      {/* the preview bar's height moves the fixed header and the page down */}
      <div {...inert} className={preview ? "pt-(--preview-bar) [--preview-bar:5rem] sm:[--preview-bar:3rem]" : undefined}>
        {preview ? (
          <Suspense fallback={null}>
            <PreviewBar country={country} />
          </Suspense>
        ) : null}
        <SiteHeader navbar={navbar} country={country} />
        <main id="main" className="min-h-[60vh]">
          <Outlet />
        </main>
        <SiteFooter footer={footer} />
      </div>
      {showCountryChooser ? (
        <Suspense fallback={null}>
          <CountryOverlay current={chosenCountry} />
        </Suspense>
      ) : (
        <LanguageSuggestion />
      )}
    </>
  );
}
