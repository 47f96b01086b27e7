import { useEffect } from "react";
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useNavigation,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import stylesheet from "./styles/site.css?url";
import { MARK_SCRIPTED } from "./utils/scripted";
import { errorResponseText } from "./utils/refusals";
import { InlineStylesheet } from "./utils/stylesheet";
import { getTheme } from "./utils/theme.server";
import { CATALOGS } from "./utils/catalogs.server";
import { messagesForPage, pageGroups, pageOfRequest } from "./utils/page-messages";
import { LocaleProvider, localeOfPath, localizePath, useLocale, useT } from "./utils/i18n";
import { suggestionsFor } from "./components/site/language-switcher";
import { DEFAULT_LOCALE, localeDirection } from "#server/modules/i18n/locales";
import { LanguageFonts, LanguageNamesFont } from "./components/site/language-font";

export const links: LinksFunction = () => [
  // production documents carry the stylesheet inline (app/utils/stylesheet.tsx)
  ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export const meta: MetaFunction = () => [{ title: "Crestline Builders & Manpower" }];

export async function loader({ request }: LoaderFunctionArgs) {
  const pathname = pageOfRequest(new URL(request.url).pathname);
  const locale = localeOfPath(pathname);
  return {
    theme: getTheme(request),
    /** The page's language, from its address (an unknown prefix is answered 404 by the page's own route). */
    locale,
    /** Only this language's compiled interface text travels to the browser, without the other pages' messages. */
    messages: messagesForPage(CATALOGS[locale], pathname),
    /** The few words of the other languages' "read in …" suggestion (app/components/site/language-switcher.tsx). */
    suggestions: suggestionsFor(locale, CATALOGS),
  };
}

/**
 * The root loader reads the theme cookie, which only /theme changes, and the language and page of the address.
 * Skipping it after other form posts keeps a filled form on screen when the network drops (a failed reload would show
 * the error page); a navigation, or a form's answer, reloads it only when it changes language or needs another page's
 * messages.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formAction, currentUrl, nextUrl }) => {
  // a form's answer that leads to another page (the receipt lookup to the receipt) needs that page's messages
  const otherMessages = pageGroups(currentUrl.pathname).join() !== pageGroups(nextUrl.pathname).join();
  if (formAction) return formAction.startsWith("/theme") || otherMessages;
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname) || otherMessages;
};

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const locale = data?.locale ?? DEFAULT_LOCALE;
  // A neutral sign that the whole page is scripted now (end-to-end tests wait for it: tests/e2e/site-support.ts).
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  // suppressHydrationWarning: the inline script below adds data-js to <html> before React hydrates.
  return (
    <html
      lang={locale}
      dir={localeDirection(locale)}
      className={data?.theme === "dark" ? "dark" : undefined}
      suppressHydrationWarning
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f2a4a" />
        {/* Lets CSS hide animate-on-scroll elements only when the script that reveals them will run. */}
        <script dangerouslySetInnerHTML={{ __html: MARK_SCRIPTED }} />
        <Meta />
        <InlineStylesheet />
        <LanguageFonts locale={locale} />
        <LanguageNamesFont locale={locale} />
        <Links />
      </head>
      <body>
        <LocaleProvider locale={locale} messages={data?.messages ?? CATALOG_FALLBACK}>
          {children}
        </LocaleProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/** Without the root loader's data (it failed) messages show their ids; the error page still renders. */
const CATALOG_FALLBACK = {};

function NavigationProgress() {
  const navigation = useNavigation();
  const t = useT();
  if (navigation.state !== "loading") return null;
  return (
    <div role="status" aria-live="polite" className="fixed inset-x-0 top-0 z-[100]">
      <div className="h-1 w-full animate-pulse bg-accent-500" />
      <span className="sr-only">{t("layout.loading")}</span>
    </div>
  );
}

export default function App() {
  return (
    <>
      <NavigationProgress />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const home = localizePath(useLocale(), "/");
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = t(notFound ? "error.notFoundTitle" : "error.failedTitle");
  const message = notFound
    ? t("error.notFoundShort")
    : isRouteErrorResponse(error) && error.status < 500
      ? (errorResponseText(error) ?? error.statusText)
      : t("error.unexpected");
  return (
    <main className="mx-auto flex min-h-[70vh] max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">
        {isRouteErrorResponse(error) ? t("error.status", { status: error.status }) : t("error.label")}
      </p>
      <h1 className="text-3xl font-bold text-brand-800 dark:text-white">{title}</h1>
      <p className="text-slate-600 dark:text-slate-300">{message}</p>
      <a href={home} className="rounded-md bg-brand-800 px-5 py-2.5 font-semibold text-white hover:bg-brand-700">
        {t("error.backHome")}
      </a>
    </main>
  );
}
