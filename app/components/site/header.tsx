import { CHANGE_COUNTRY_PARAM, type Country } from "#server/modules/content/country.js";
import { LocaleLink } from "~/components/ui/locale-link";
import type { NavLinkName } from "#server/modules/content/schemas.js";
import type { NavbarView } from "#server/modules/content/settings.server.js";
import { NavLink, useLocation } from "@remix-run/react";
import { clsx } from "clsx";
import { useEffect, useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button";
import { LazyModal, loadModal } from "~/components/ui/lazy-modal";
import { CountryChoice } from "./country-choice";
import { Icon, UI_ICONS } from "./icons";
import { LogoMark } from "./logo";
import { LanguageSwitcher } from "./language-switcher";
import { pathWithoutLocale, useLocalePath, useT, type Translate } from "~/utils/i18n";

/** The header changes style once the page is scrolled more than this (docs/product.md, "Public pages"). */
const SCROLL_THRESHOLD = 20;

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
  /** Other paths that belong to this section (e.g. /services/{slug} under Services). */
  section?: string;
}

/**
 * The navigation in the order the office set in the navbar editor, its hidden links left out (by default the
 * specification's: jobs and registration right after Home, for the site's largest audience looks for work abroad;
 * docs/product.md). Manpower is for Saudi Arabia only.
 */
function navItems(country: Country, t: Translate, links: readonly NavLinkName[]): NavItem[] {
  const items: Record<NavLinkName, NavItem | null> = {
    home: { to: "/", label: t("nav.home"), end: true },
    jobsAbroad: { to: "/apply-jobs-now", label: t("nav.jobsAbroad") },
    register: { to: "/worker-registration", label: t("nav.register") },
    about: { to: "/about", label: t("nav.about") },
    services: { to: "/service", label: t("nav.services"), section: "/services" },
    projects: { to: "/project", label: t("nav.projects") },
    manpower: country === "saudiarabia" ? { to: "/man-power", label: t("nav.manpower") } : null,
    contact: { to: "/contact", label: t("nav.contact") },
  };
  return links.flatMap((link) => items[link] ?? []);
}

/** The current page without the no-JS chooser parameter: where a country choice returns to. */
export function useReturnPath(): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(CHANGE_COUNTRY_PARAM);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}

function useScrolled(): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);
  return scrolled;
}

function Logo({ navbar }: { navbar: NavbarView }) {
  const t = useT();
  return (
    <LocaleLink
      to="/"
      // the logo keeps its size: the navigation beside it is what must fit
      className="flex shrink-0 items-center rounded-md"
      aria-label={t("layout.homeLink", { company: navbar.companyName })}
    >
      <LogoMark logo={navbar.logo} companyName={navbar.companyName} eager />
    </LocaleLink>
  );
}

function SwitchCountry({ country, compact = false }: { country: Country; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const t = useT();
  const countryName = t(`country.${country}`);
  const returnPath = useReturnPath();
  const params = new URLSearchParams(useLocation().search);
  params.set(CHANGE_COUNTRY_PARAM, "");
  const trigger = (
    // Without JavaScript the link shows the chooser overlay (?change-country); with it, the dialog opens.
    <a
      href={`?${params.toString()}`}
      onClick={(e) => {
        e.preventDefault();
        setOpen(true);
      }}
      onPointerEnter={loadModal}
      onFocus={loadModal}
      aria-haspopup="dialog"
      aria-label={t("country.switchLabel", { country: countryName })}
      className={clsx(
        "inline-flex items-center gap-1.5 rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap text-slate-100 hover:bg-white/10",
        compact && "w-full justify-start px-3 py-3 text-base",
      )}
    >
      <Icon path={UI_ICONS.globe} className="size-5" />
      {/* the name needs room the desktop header only has from 2xl on, in every language (the link's label names it) */}
      <span className={compact ? undefined : "max-2xl:sr-only"}>{countryName}</span>
      {compact ? <span className="ms-auto text-sm font-semibold text-accent-300">{t("country.change")}</span> : null}
    </a>
  );
  return (
    <>
      {trigger}
      <LazyModal
        open={open}
        onOpenChange={setOpen}
        title={t("country.switch")}
        description={t("country.dialogDescription")}
        size="md"
        footer={
          <button type="button" onClick={() => setOpen(false)} className={buttonClass({ variant: "secondary" })}>
            {t("common.close")}
          </button>
        }
      >
        <CountryChoice redirectTo={returnPath} current={country} />
      </LazyModal>
    </>
  );
}

/** NavLink's own match, widened to the item's section prefix. */
function useIsActive() {
  const pathname = pathWithoutLocale(useLocation().pathname);
  return (item: NavItem, isActive: boolean) =>
    isActive || (item.section !== undefined && (pathname === item.section || pathname.startsWith(`${item.section}/`)));
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    "rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap transition-colors",
    isActive ? "bg-white/10 text-accent-300" : "text-slate-100 hover:bg-white/10 hover:text-white",
  );

const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    "block rounded-md px-3 py-3 text-base font-medium",
    isActive ? "bg-white/10 text-accent-300" : "text-slate-100 hover:bg-white/10",
  );

/**
 * The mobile menu behaves like the site's dialogs once scripts run: Escape and a tap on the backdrop
 * close it, Tab stays inside it, the page behind does not scroll, and focus returns to the toggle.
 */
function useMenuDialog(menu: React.RefObject<HTMLDetailsElement | null>) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const details = menu.current;
    if (!details) return;
    const onToggle = () => setOpen(details.open);
    details.addEventListener("toggle", onToggle);
    return () => details.removeEventListener("toggle", onToggle);
  }, [menu]);
  useEffect(() => {
    const details = menu.current;
    if (!open || !details) return;
    const summary = details.querySelector("summary");
    const close = () => {
      details.open = false;
      summary?.focus();
    };
    const onKey = (e: KeyboardEvent) => {
      // a dialog opened from the menu (Switch Country) handles its own keys, and gives focus back into the menu
      if (e.target instanceof Element && e.target.closest('[role="dialog"]')) return;
      if (e.key === "Escape") {
        e.preventDefault();
        close();
      } else if (e.key === "Tab") {
        const focusable = [...details.querySelectorAll<HTMLElement>("summary, a[href], button:not([disabled])")];
        const first = focusable[0];
        const last = focusable[focusable.length - 1];
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last?.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first?.focus();
        }
      }
    };
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = "hidden";
    document.addEventListener("keydown", onKey);
    return () => {
      root.style.overflow = previousOverflow;
      document.removeEventListener("keydown", onKey);
    };
  }, [open, menu]);
}

/**
 * The fixed site header. Its default (unscrolled, and no-JS) style is a solid navy bar, readable on
 * any page; after 20 px of scroll it becomes compact with a shadow. The mobile menu is a <details>
 * element so it opens before (or without) hydration; it closes on every navigation.
 */
export function SiteHeader({ navbar, country }: { navbar: NavbarView; country: Country }) {
  const scrolled = useScrolled();
  const location = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  const t = useT();
  const to = useLocalePath();
  const items = navItems(country, t, navbar.links);
  const active = useIsActive();
  useMenuDialog(menu);

  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.key]);

  return (
    <header
      data-surface="dark"
      data-scrolled={scrolled ? "true" : "false"}
      className={clsx(
        "fixed inset-x-0 top-[var(--preview-bar,0px)] z-50 border-b print:hidden transition-[background-color,box-shadow,padding] duration-200",
        scrolled
          ? "border-white/5 bg-brand-900/95 py-1.5 shadow-lg shadow-black/20 backdrop-blur"
          : "border-white/10 bg-brand-800 py-3",
      )}
    >
      <div className="mx-auto flex max-w-7xl items-center justify-between gap-3 px-4 sm:px-6 lg:px-8">
        <Logo navbar={navbar} />
        {/* the desktop bar from 1280 px: below that the links, in Bangla or Arabic above all, do not fit beside the logo */}
        <nav aria-label={t("nav.main")} className="hidden items-center gap-0.5 xl:flex">
          {items.map((item) => (
            <NavLink
              key={item.to}
              to={to(item.to)}
              end={item.end}
              prefetch="intent"
              className={({ isActive }) => linkClass({ isActive: active(item, isActive) })}
            >
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="hidden items-center gap-2 xl:flex">
          <LanguageSwitcher />
          <SwitchCountry country={country} />
          <LocaleLink
            to="/quote"
            prefetch="intent"
            className={buttonClass({ variant: "accent", size: "sm", className: "whitespace-nowrap" })}
          >
            {t("nav.getQuote")}
          </LocaleLink>
        </div>
        <details ref={menu} className="group xl:hidden">
          <summary
            className="flex size-11 cursor-pointer list-none items-center justify-center rounded-md text-white hover:bg-white/10 [&::-webkit-details-marker]:hidden"
            aria-label={t("nav.menu")}
          >
            <Icon path={UI_ICONS.menu} className="size-6 group-open:hidden" />
            <Icon path={UI_ICONS.close} className="hidden size-6 group-open:block" />
          </summary>
          {/* Backdrop below the header: dims the page; a tap on it closes the menu. */}
          <div
            aria-hidden="true"
            data-testid="menu-backdrop"
            className="absolute inset-x-0 top-full h-[100dvh] bg-slate-950/60"
            onClick={() => {
              if (menu.current) menu.current.open = false;
            }}
          />
          <div className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-white/10 bg-brand-900 px-4 pt-2 pb-5 shadow-xl">
            <nav aria-label={t("nav.mobile")} className="mx-auto max-w-7xl">
              <ul className="space-y-1">
                {items.map((item) => (
                  <li key={item.to}>
                    <NavLink
                      to={to(item.to)}
                      end={item.end}
                      className={({ isActive }) => mobileLinkClass({ isActive: active(item, isActive) })}
                      onClick={() => {
                        if (menu.current) menu.current.open = false;
                      }}
                    >
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <div className="mt-3 space-y-3 border-t border-white/10 pt-3">
                <LanguageSwitcher variant="menu" />
                <SwitchCountry country={country} compact />
                <LocaleLink
                  to="/quote"
                  className={buttonClass({ variant: "accent", size: "lg", className: "w-full" })}
                  onClick={() => {
                    if (menu.current) menu.current.open = false;
                  }}
                >
                  {t("nav.getQuote")}
                </LocaleLink>
              </div>
            </nav>
          </div>
        </details>
      </div>
    </header>
  );
}
