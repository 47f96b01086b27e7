import type { ServiceCardView } from "#server/modules/content/catalog.server.js";
import { LocaleLink } from "~/components/ui/locale-link";

import { formatStartingPrice } from "~/components/ui/format";
import { Icon, UI_ICONS } from "./icons";
import { CardEyebrow, CardImage, ListingCard } from "./card";

/**
 * The words shown above a service's title for its category or package type: the key with a capital first
 * letter, or nothing for a blank key or the catch-all "other" (a raw key is not a label).
 */
export function serviceTypeLabel(key: string): string | undefined {
  const text = key.trim();
  if (text === "" || text.toLowerCase() === "other") return undefined;
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The service-card grid: the first 3 key features, the starting price or 'Get a Quote' (docs/product.md, "Public pages"). */
export function ServiceCardGrid({ cards }: { cards: ServiceCardView[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => (
        <ListingCard key={card.id} testId="service-card" className="flex flex-col transition-shadow">
          <CardImage image={card.image} aspect="16/10" />
          <div className="flex flex-1 flex-col p-6">
            {serviceTypeLabel(card.type) ? <CardEyebrow>{serviceTypeLabel(card.type)}</CardEyebrow> : null}
            <h3 className="mt-1 text-xl font-bold text-brand-800 dark:text-white">{card.title}</h3>
            <p className="mt-2 text-slate-600 dark:text-slate-300">{card.shortDescription}</p>
            <ul className="mt-4 flex-1 space-y-2">
              {card.keyFeatures.slice(0, 3).map((feature) => (
                <li key={feature} className="flex gap-2 text-sm text-slate-700 dark:text-slate-200">
                  <Icon path={UI_ICONS.check} className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                  {feature}
                </li>
              ))}
            </ul>
            <div className="mt-6 flex items-center justify-between gap-3 border-t border-slate-200 pt-4 dark:border-slate-800">
              {card.startingPrice !== null ? (
                <p className="font-bold text-brand-800 dark:text-white">
                  {formatStartingPrice(card.startingPrice, card.priceCurrency)}
                </p>
              ) : (
                <LocaleLink to="/quote" className="font-bold text-accent-700 hover:underline dark:text-accent-400">
                  Get a Quote
                </LocaleLink>
              )}
              <LocaleLink
                to={`/services/${card.slug}`}
                className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-accent-700 dark:text-brand-200"
                aria-label={`Details of ${card.title}`}
              >
                Details
                <Icon path={UI_ICONS.arrowRight} className="size-4" />
              </LocaleLink>
            </div>
          </div>
        </ListingCard>
      ))}
    </ul>
  );
}
