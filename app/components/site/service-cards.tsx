import type { ServiceCardView } from "#server/modules/content/catalog.server.js";
import { LocaleLink } from "~/components/ui/locale-link";

import type { ServiceCardType } from "#server/db/models/content-enums.js";
import { fallbackLang } from "#server/modules/i18n/fallback";
import { useStartingPrice } from "~/components/ui/format";
import { useT, type Translate } from "~/utils/i18n";
import { Icon, UI_ICONS } from "./icons";
import { CardEyebrow, CardImage, ListingCard } from "./card";

/**
 * The words shown above a package's title for its type, in the page's language; nothing for the catch-all
 * "other" (a raw key is not a label).
 */
export function serviceTypeLabel(type: ServiceCardType, t: Translate): string | undefined {
  return type === "other" ? undefined : t(`contentType.${type}`);
}

/** The service-card grid: the first 3 key features, the starting price or 'Get a Quote' (docs/product.md, "Public pages"). */
export function ServiceCardGrid({ cards }: { cards: ServiceCardView[] }) {
  const t = useT();
  const startingPrice = useStartingPrice();
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <ListingCard key={card.id} testId="service-card" className="flex flex-col transition-shadow">
          <CardImage image={card.image} aspect="16/10" />
          <div className="flex flex-1 flex-col p-6">
            {serviceTypeLabel(card.type, t) ? <CardEyebrow>{serviceTypeLabel(card.type, t)}</CardEyebrow> : null}
            <h3 lang={fallbackLang(card, "title")} className="mt-1 text-xl font-bold text-brand-800 dark:text-white">
              {card.title}
            </h3>
            <p lang={fallbackLang(card, "shortDescription")} className="mt-2 text-slate-600 dark:text-slate-300">
              {card.shortDescription}
            </p>
            <ul className="mt-4 flex-1 space-y-2">
              {card.keyFeatures.slice(0, 3).map((feature, i) => (
                <li key={feature} className="flex gap-2 text-sm text-slate-700 dark:text-slate-200">
                  <Icon path={UI_ICONS.check} className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  <span lang={fallbackLang(card, `keyFeatures[${i}]`)}>{feature}</span>
                </li>
              ))}
            </ul>
            <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
              {card.startingPrice !== null ? (
                <p className="font-bold text-brand-800 dark:text-white">
                  {startingPrice(card.startingPrice, card.priceCurrency)}
                </p>
              ) : (
                <LocaleLink to="/quote" className="font-bold text-accent-700 hover:underline dark:text-accent-400">
                  {t("nav.getQuote")}
                </LocaleLink>
              )}
              <LocaleLink
                to={`/services/${card.slug}`}
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-accent-700 dark:text-brand-200"
                aria-label={t("services.detailsOf", { title: card.title })}
              >
                {t("services.details")}
                <Icon path={UI_ICONS.arrowRight} className="size-4" />
              </LocaleLink>
            </div>
          </div>
        </ListingCard>
      ))}
    </ul>
  );
}
