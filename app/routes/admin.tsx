import * as Dialog from "@radix-ui/react-dialog";
import { data, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { useEffect, useState, type ReactNode } from "react";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import type { Services } from "#server/services.js";
import { takeFailedAttempts } from "#server/modules/auth/rate-limit.server.js";
import { countUnreadMessages } from "#server/modules/messages/admin.server.js";
import { countNewQuotes } from "#server/modules/quotes/admin.server.js";
import type { AdminBadges } from "~/components/admin/nav";
import { AdminSidebar } from "~/components/admin/AdminSidebar";
import { CloseIcon, MenuIcon } from "~/components/admin/icons";
import { adminMeta } from "~/components/admin/meta";
import { ThemeToggle } from "~/components/admin/ThemeToggle";
import { Toaster } from "~/components/admin/toast";
import { ErrorPanel } from "~/components/ui/error-panel";
import { buttonClass } from "~/components/ui/button";
import { card, cx, focusRing } from "~/components/ui/styles";
import stylesheet from "~/styles/app.css?url";
import { getTheme } from "~/utils/theme.server";
import { getToast } from "~/utils/toast.server";
import { GUARD_REFUSALS, guardRefusalOf } from "~/utils/refusals";

export const meta: MetaFunction = () => adminMeta();

/** The whole app's stylesheet: the public site's, inline in every document, leaves out the admin area's classes. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: stylesheet }];

/** Admin pages are personal: never stored by shared caches or the back/forward cache of another user. */
export const headers: HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { admin, setCookie, sessionId } = await requireAdmin(request, context, { layout: true });
  const flash = await getToast(request, context);
  // Shown once, on the first admin page after signing in (issue 10: lockout no longer hides guessing).
  const [failedAttempts, badges] = await Promise.all([
    takeFailedAttempts(context.services.redis, sessionId),
    inboxBadges(context.services),
  ]);
  const headers = new Headers();
  // The session's expiry slides; re-issuing the cookie keeps the browser from dropping it earlier.
  headers.append("Set-Cookie", setCookie);
  if (flash.setCookie) headers.append("Set-Cookie", flash.setCookie);
  return data(
    {
      admin: { username: admin.username, displayName: admin.displayName, role: admin.role },
      theme: getTheme(request),
      toast: flash.toast,
      failedAttempts,
      badges,
      // With single fetch every loader of a navigation runs in one request: the error boundary shows this id.
      requestId: context.requestId,
    },
    { headers },
  );
}

/**
 * The sidebar's unread counts (one count each). This loader runs again after every admin form post, so marking
 * something read updates them; counts that cannot be read show no badge rather than failing every admin page.
 */
async function inboxBadges({ db, logger }: Services): Promise<AdminBadges | null> {
  try {
    const [messages, quotes] = await Promise.all([countUnreadMessages(db), countNewQuotes(db)]);
    return { messages, quotes };
  } catch (err) {
    logger.error({ err }, "could not count the inbox's unread items");
    return null;
  }
}

/**
 * This loader reads the flash toast, so it runs again after every admin form post: single fetch skips revalidation
 * after a 4xx/5xx answer by default, which would leave a refusal's toast (`dataWithToast`) unread until a later page.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  (formMethod !== undefined && formMethod.toUpperCase() !== "GET") || defaultShouldRevalidate;

const LAYOUT_ID = "routes/admin";

const LARGE_SCREEN = "(min-width: 1024px)";
/** Fixed id so the menu button always names what it controls (Radix only does while open). */
const MENU_ID = "admin-menu";

export default function AdminLayout() {
  const data = useRouteLoaderData<typeof loader>(LAYOUT_ID);
  return (
    <AdminShell data={data}>
      <Outlet />
    </AdminShell>
  );
}

/** A page of the admin area failed: the sidebar stays, the error shows where the page would be, with the request id. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>(LAYOUT_ID);
  // an unknown address, or a page the guard refused, is not an error to report: a plain notice, no request id
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <AdminShell data={data}>
        <AdminNotice title="Page not found">There is no admin page at this address.</AdminNotice>
      </AdminShell>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    // the guard's refusal (server/modules/auth): a role that falls short, or a request from another site
    const crossSite = guardRefusalOf(error) === "cross_site";
    return (
      <AdminShell data={data}>
        <AdminNotice title={crossSite ? "Request refused" : "Only owners can do this"}>
          {GUARD_REFUSALS[crossSite ? "cross_site" : "role"]}
        </AdminNotice>
      </AdminShell>
    );
  }
  return (
    <AdminShell data={data}>
      <ErrorPanel
        title="Something went wrong"
        message="This page could not be shown. Please try again; if it keeps happening, send the request id below to support."
      >
        {data?.requestId ? (
          <p className="text-sm">
            Request id: <code className="font-mono select-all">{data.requestId}</code>
          </p>
        ) : null}
      </ErrorPanel>
    </AdminShell>
  );
}

/** A page the admin cannot see here (no such address, or refused by the guard), with the way back. */
function AdminNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={cx(card, "p-5 sm:p-6")} aria-labelledby="admin-notice-heading">
      <h1 id="admin-notice-heading" className="text-xl font-semibold text-slate-900 dark:text-white">
        {title}
      </h1>
      <p className="mt-2 text-sm text-slate-600 sm:text-base dark:text-slate-300">{children}</p>
      <Link to="/admin" className={cx(buttonClass({ surface: "admin", variant: "primary" }), "mt-5")}>
        Back to the dashboard
      </Link>
    </section>
  );
}

function AdminShell({ data, children }: { data: ReturnType<typeof useRouteLoaderData<typeof loader>>; children: ReactNode }) {
  const admin = data?.admin;
  const theme = data?.theme ?? "light";
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  const unread = (data?.badges?.messages ?? 0) + (data?.badges?.quotes ?? 0);

  useEffect(() => setMenuOpen(false), [pathname]);
  // The menu dialog exists for small screens only; growing the window past lg closes it.
  useEffect(() => {
    const query = window.matchMedia(LARGE_SCREEN);
    const close = () => query.matches && setMenuOpen(false);
    query.addEventListener("change", close);
    return () => query.removeEventListener("change", close);
  }, []);

  return (
    <div className="min-h-dvh bg-slate-50 text-slate-900 dark:bg-slate-950 dark:text-slate-100">
      <a
        href="#admin-content"
        className="sr-only z-50 rounded-md bg-accent-500 px-4 py-2 font-semibold text-brand-900 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>

      <aside className="fixed inset-y-0 left-0 z-30 hidden w-72 lg:block">
        <AdminSidebar role={admin?.role ?? "editor"} badges={data?.badges ?? undefined} />
      </aside>

      <Dialog.Root open={menuOpen} onOpenChange={setMenuOpen}>
        <div className="lg:pl-72">
          <header className="sticky top-0 z-20 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/95 px-4 backdrop-blur sm:px-6 lg:px-8 dark:border-slate-800 dark:bg-slate-900/95">
            <Dialog.Trigger asChild>
              <button
                type="button"
                // on phones the sidebar's badges are inside the menu: its button says that something is unread
                aria-label={unread ? `Open menu, ${unread} unread in the inbox` : "Open menu"}
                aria-controls={MENU_ID}
                className={cx(
                  "relative -ml-1 rounded-lg p-2 text-slate-700 hover:bg-slate-100 lg:hidden dark:text-slate-200 dark:hover:bg-slate-800",
                  focusRing,
                )}
              >
                <MenuIcon className="size-6" />
                {unread ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-1.5 right-1.5 size-2.5 rounded-full bg-accent-500 ring-2 ring-white dark:ring-slate-900"
                  />
                ) : null}
              </button>
            </Dialog.Trigger>
            <p className="truncate text-sm font-semibold text-brand-800 sm:text-base dark:text-white">Dynamic Website Editor</p>
            <div className="ml-auto flex items-center gap-3">
              {admin ? (
                <p className="hidden text-sm text-slate-600 sm:block dark:text-slate-300">
                  Signed in as{" "}
                  <span className="font-semibold text-slate-900 dark:text-white">{admin.displayName ?? admin.username}</span>
                </p>
              ) : null}
              <ThemeToggle theme={theme} />
            </div>
          </header>
          <main
            id="admin-content"
            tabIndex={-1}
            className="mx-auto max-w-6xl px-4 py-6 focus:outline-none sm:px-6 lg:px-8 lg:py-8"
          >
            {data?.failedAttempts ? (
              <p
                role="status"
                className="mb-6 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100"
              >
                {data.failedAttempts === 1 ? "1 failed sign-in attempt" : `${data.failedAttempts} failed sign-in attempts`} to
                your account since your last sign-in. If that was not you, choose a stronger password.
              </p>
            ) : null}
            {children}
          </main>
          <Toaster flash={data?.toast ?? null} />
        </div>

        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-950/60 lg:hidden" />
          <Dialog.Content
            id={MENU_ID}
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 w-80 max-w-[88vw] shadow-2xl focus:outline-none lg:hidden"
          >
            <Dialog.Title className="sr-only">Admin menu</Dialog.Title>
            <AdminSidebar
              role={admin?.role ?? "editor"}
              badges={data?.badges ?? undefined}
              onNavigate={() => setMenuOpen(false)}
              closeButton={
                <Dialog.Close
                  title="Close menu"
                  className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-brand-100 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
                >
                  <CloseIcon className="size-5" />
                  <span className="sr-only">Close</span>
                </Dialog.Close>
              }
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </div>
  );
}
