import { COUNTRIES, COUNTRY_LABELS, COUNTRY_STORAGE_KEY, type Country } from "#server/modules/content/country.js";
import { LOCALE_NAMES, LOCALES, localeDirection } from "#server/modules/i18n/locales";
import { buttonClass } from "~/components/ui/button";
import { useLocale } from "~/utils/i18n";
import { useReturnPath } from "./header";
import { useAlternateHref } from "./language-switcher";

/**
 * The bar over an admin's preview of a saved draft. It is fixed above the site header and the layout moves
 * the header and the page down by its height (`--preview-bar`), so nothing of the site hides under it. The
 * country the draft is seen with is chosen here (a plain POST to /country, like the overlay), so a browser
 * that never chose one opens the preview straight onto the page. The draft is seen in each language by the links
 * beside it (the same page and query, so the preview stays on). The bar itself is for the office: English.
 */
export function PreviewBar({ country }: { country: Country }) {
  const returnPath = useReturnPath();
  const current = useLocale();
  const hrefIn = useAlternateHref();
  return (
    <div
      data-testid="preview-bar"
      className="fixed inset-x-0 top-0 z-[55] flex h-(--preview-bar) items-center justify-center bg-amber-400 px-4 text-slate-900 shadow-sm"
    >
      <div className="flex max-w-7xl flex-wrap items-center justify-center gap-x-4 gap-y-1 text-center">
        <p role="status" className="text-xs font-semibold sm:text-sm">
          Preview of the saved draft — visitors do not see this until it is published.
        </p>
        <form
          method="post"
          action="/country"
          className="flex items-center gap-2"
          onSubmit={(e) => {
            try {
              localStorage.setItem(COUNTRY_STORAGE_KEY, new FormData(e.currentTarget).get("country") as string);
            } catch {
              // storage can be disabled; the cookie is what counts
            }
          }}
        >
          <input type="hidden" name="redirectTo" value={returnPath} />
          <label htmlFor="preview-country" className="text-xs font-semibold sm:text-sm">
            Country
          </label>
          <select
            id="preview-country"
            name="country"
            defaultValue={country}
            onChange={(e) => e.currentTarget.form?.requestSubmit()}
            className="h-8 rounded-md border border-slate-900/40 bg-white px-2 text-sm text-slate-900"
          >
            {COUNTRIES.map((c) => (
              <option key={c} value={c}>
                {COUNTRY_LABELS[c]}
              </option>
            ))}
          </select>
          <button type="submit" className={buttonClass({ variant: "primary", size: "sm", className: "min-h-8 py-1" })}>
            Show
          </button>
        </form>
        <nav aria-label="Preview language" lang="en" dir="ltr">
          <ul className="flex items-center gap-1 text-xs font-semibold sm:text-sm">
            {LOCALES.map((locale) => (
              <li key={locale}>
                <a
                  href={hrefIn(locale)}
                  hrefLang={locale}
                  lang={locale}
                  dir={localeDirection(locale)}
                  aria-current={locale === current ? "true" : undefined}
                  className="language-name inline-flex min-h-8 items-center rounded-md px-2 underline-offset-2 hover:underline aria-[current]:bg-slate-900 aria-[current]:text-amber-300"
                >
                  {LOCALE_NAMES[locale]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
