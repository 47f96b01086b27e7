import { COUNTRY_STORAGE_KEY, type Country } from "#server/modules/content/country.js";
import { useT } from "~/utils/i18n";
import { clsx } from "clsx";

const FLAGS: Record<Country, { colors: [string, string]; mark: string }> = {
  bangladesh: { colors: ["#006a4e", "#006a4e"], mark: "#f42a41" },
  saudiarabia: { colors: ["#005430", "#006c35"], mark: "#ffffff" },
};

/** A simple, emoji-free flag badge (emoji flags do not render on many Windows and older Android phones). */
function Flag({ country }: { country: Country }) {
  const f = FLAGS[country];
  return (
    <svg viewBox="0 0 30 20" className="h-6 w-9 shrink-0 rounded-sm shadow-sm" aria-hidden="true">
      <rect width="30" height="20" fill={f.colors[1]} />
      {country === "bangladesh" ? (
        <circle cx="13.5" cy="10" r="6" fill={f.mark} />
      ) : (
        <>
          <rect x="7" y="7" width="16" height="2.2" rx="1" fill={f.mark} />
          <rect x="8" y="12.5" width="14" height="1.2" fill={f.mark} />
        </>
      )}
    </svg>
  );
}

/**
 * The country buttons of the overlay and the Switch Country dialog: a plain form POST to /country,
 * which sets the cookie and redirects back (a full reload: docs/product.md, "Country and theme"), with or without JavaScript.
 */
export function CountryChoice({ redirectTo, current }: { redirectTo: string; current?: Country | null }) {
  const t = useT();
  const remember = (country: Country) => {
    try {
      localStorage.setItem(COUNTRY_STORAGE_KEY, country);
    } catch {
      // storage can be disabled (private mode); the cookie is what counts
    }
  };
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {(["bangladesh", "saudiarabia"] as const).map((country) => (
        <form key={country} method="post" action="/country" onSubmit={() => remember(country)}>
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            name="country"
            value={country}
            aria-pressed={current === country}
            className={clsx(
              "flex w-full items-center gap-4 rounded-xl border-2 p-4 text-start transition-colors",
              "hover:border-accent-500 hover:bg-accent-300/10 focus-visible:border-accent-500",
              current === country
                ? "border-accent-500 bg-accent-300/10"
                : "border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-800",
            )}
          >
            <Flag country={country} />
            <span className="min-w-0">
              <span className="block text-base font-bold text-brand-800 dark:text-white">{t(`country.${country}`)}</span>
              <span className="block text-sm text-slate-600 dark:text-slate-300">{t("country.services")}</span>
            </span>
          </button>
        </form>
      ))}
    </div>
  );
}
