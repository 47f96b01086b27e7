import type { Country } from "#server/modules/content/country.js";
import { useEffect, useRef } from "react";
import { CountryChoice } from "./country-choice";
import { useReturnPath } from "./header";
import { useT } from "~/utils/i18n";

/**
 * The first-visit country chooser (docs/product.md), server-rendered so it works before and without
 * JavaScript; it stays until a country is picked. It is also how visitors without JavaScript switch
 * country later (`?change-country`), in which case it can be dismissed.
 */
export function CountryOverlay({ current }: { current: Country | null }) {
  const returnPath = useReturnPath();
  const t = useT();
  const first = useRef<HTMLDivElement>(null);

  useEffect(() => {
    first.current?.querySelector("button")?.focus();
    const previous = document.body.style.overflow;
    document.body.style.overflow = "hidden";
    return () => {
      document.body.style.overflow = previous;
    };
  }, []);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="country-overlay-title"
      aria-describedby="country-overlay-subtitle"
      className="fixed inset-0 z-[70] flex items-end justify-center overflow-y-auto bg-brand-900/90 p-0 backdrop-blur-sm sm:items-center sm:p-6"
    >
      <div
        data-surface="light"
        className="w-full max-w-xl rounded-t-2xl bg-white p-6 shadow-2xl sm:rounded-2xl sm:p-8 dark:bg-slate-900"
      >
        <p className="text-xs font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-400">
          <bdi>Crestline Builders &amp; Manpower</bdi>
        </p>
        <h2 id="country-overlay-title" className="mt-2 text-2xl font-extrabold text-brand-800 sm:text-3xl dark:text-white">
          {t("country.overlayTitle")}
        </h2>
        <p id="country-overlay-subtitle" className="mt-2 text-slate-600 dark:text-slate-300">
          {t("country.overlaySubtitle")}
        </p>
        <div ref={first} className="mt-6">
          <CountryChoice redirectTo={returnPath} current={current} />
        </div>
        <p className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          {t("country.overlayLater")}
        </p>
        {current ? (
          <p className="mt-3 text-center">
            <a href={returnPath} className="text-sm font-semibold text-brand-700 underline dark:text-brand-200">
              {t("common.close")}
            </a>
          </p>
        ) : null}
      </div>
    </div>
  );
}
