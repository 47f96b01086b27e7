import { OfficeContactLinks } from "./office-contact";
import type { FooterView } from "#server/modules/content/settings.server.js";
import { LocaleLink } from "~/components/ui/locale-link";

import { SOCIAL_ICON_PATHS } from "./icons";
import { LogoMark } from "./logo";
import { LanguageSwitcher } from "./language-switcher";
import { useT } from "~/utils/i18n";

export type FooterState = { status: "ok"; data: FooterView | null } | { status: "error"; message: string };

const QUICK_LINKS = [
  { to: "/apply-jobs-now", label: "footer.jobs" },
  { to: "/worker-registration", label: "footer.workerRegistration" },
  { to: "/worker-registration/track", label: "footer.track" },
  { to: "/agent-registration", label: "footer.agentRegistration" },
  { to: "/training", label: "footer.training" },
  { to: "/gallery", label: "footer.gallery" },
  { to: "/quote", label: "footer.quote" },
];

export function SocialLinks({ links }: { links: FooterView["socialLinks"] }) {
  const t = useT();
  if (links.length === 0) return null;
  return (
    <ul className="mt-5 flex flex-wrap items-center gap-2" aria-label={t("footer.social")}>
      {links.map((link) => {
        const path = SOCIAL_ICON_PATHS[link.platform.toLowerCase()];
        return (
          <li key={`${link.platform}-${link.url}`}>
            <a
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex h-11 min-w-11 items-center justify-center rounded-full bg-white/10 px-3 text-sm font-medium text-slate-100 capitalize hover:bg-accent-500 hover:text-brand-900"
              aria-label={path ? link.platform : undefined}
            >
              {path ? (
                <svg viewBox="0 0 24 24" fill="currentColor" className="size-[18px]" aria-hidden="true">
                  <path d={path} />
                </svg>
              ) : (
                link.platform
              )}
            </a>
          </li>
        );
      })}
    </ul>
  );
}

function Offices({ offices }: { offices: FooterView["officeLocations"] }) {
  const t = useT();
  if (offices.length === 0) return null;
  return (
    <section aria-labelledby="footer-offices" className="mt-12 border-t border-white/10 pt-10">
      <h2 id="footer-offices" className="text-lg font-bold text-white">
        {t("footer.offices")}
      </h2>
      <ul className="mt-5 grid gap-4 sm:grid-cols-2">
        {offices.map((office) => (
          <li key={`${office.country}-${office.address}`} className="rounded-xl border border-white/10 bg-white/5 p-5">
            <p className="font-semibold text-accent-300">{office.country}</p>
            <OfficeContactLinks office={office} look="footer" />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The footer (docs/product.md, "Public pages"). Rendered on the server, so there is no loading phase; a failed read shows
 * 'Error: ' + the message in its place, and no stored footer renders nothing.
 */
/** `{year}` in the copyright text always shows the current year, so the footer never goes stale. */
function withCurrentYear(text: string): string {
  return text.replaceAll("{year}", String(new Date().getFullYear()));
}

export function SiteFooter({ footer }: { footer: FooterState }) {
  const t = useT();
  if (footer.status === "error") {
    return (
      <footer className="bg-brand-900 px-4 py-10 text-center text-sm text-red-200">
        <p role="alert">{t("footer.error", { message: t("footer.loadFailed") })}</p>
      </footer>
    );
  }
  const data = footer.data;
  if (!data) return null;
  return (
    <footer data-surface="dark" className="bg-brand-900 text-slate-300 print:hidden">
      <div className="mx-auto max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid gap-10 lg:grid-cols-[2fr_1fr]">
          <div>
            <LocaleLink
              to="/"
              className="inline-flex rounded-lg"
              aria-label={t("layout.homeLink", { company: "Crestline Builders & Manpower" })}
            >
              <LogoMark logo={data.logo} companyName="Crestline Builders & Manpower" size="lg" />
            </LocaleLink>
            <p className="mt-4 max-w-xl text-sm leading-relaxed">{data.companyDescription}</p>
            <SocialLinks links={data.socialLinks} />
          </div>
          <nav aria-labelledby="footer-explore">
            <h2 id="footer-explore" className="text-sm font-semibold tracking-wider text-white uppercase">
              {t("footer.explore")}
            </h2>
            <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2 text-sm lg:grid-cols-1">
              {QUICK_LINKS.map((link) => (
                <li key={link.to}>
                  <LocaleLink
                    to={link.to}
                    className="inline-flex min-h-11 items-center hover:text-white hover:underline lg:min-h-0 lg:py-1"
                  >
                    {t(link.label)}
                  </LocaleLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <Offices offices={data.officeLocations} />
        <div className="mt-10 flex justify-center">
          <LanguageSwitcher variant="footer" />
        </div>
        <p className="mt-6 border-t border-white/10 pt-6 text-center text-xs text-slate-400">
          {withCurrentYear(data.copyrightText)}
        </p>
      </div>
    </footer>
  );
}
