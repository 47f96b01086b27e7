import type { PublicImage } from "#server/modules/content/images.server.js";
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { loadModal } from "~/components/ui/lazy-modal";
import { Icon, UI_ICONS } from "./icons";
import { ResponsiveImage } from "./responsive-image";
import { fallbackLang } from "#server/modules/i18n/fallback";
import { useT } from "~/utils/i18n";

/** Three columns on a large screen, two on a tablet, one on a phone. */
const GRID_SIZES = "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw";
const ASPECTS = { "4/3": "aspect-[4/3]", "16/10": "aspect-[16/10]", "16/9": "aspect-[16/9]" } as const;

/**
 * The picture on top of a card of a public listing (projects, services, manpower projects, jobs): full width,
 * cropped to `aspect`; `fallback` (or nothing) without one. Decorative unless `decorative` is false: the card's
 * text names what it shows.
 */
export function CardImage({
  image,
  aspect,
  sizes = GRID_SIZES,
  priority,
  decorative = true,
  fallback = null,
}: {
  image: PublicImage | null | undefined;
  aspect: keyof typeof ASPECTS;
  sizes?: string;
  priority?: boolean;
  decorative?: boolean;
  fallback?: ReactNode;
}) {
  if (!image) return fallback;
  return (
    <ResponsiveImage
      image={image}
      sizes={sizes}
      alt={decorative ? "" : undefined}
      priority={priority}
      className={clsx(ASPECTS[aspect], "w-full object-cover object-top")}
    />
  );
}

/** A card of a public listing grid: white, rounded, raised on hover; `className` adds its layout. */
export function ListingCard({ testId, className, children }: { testId?: string; className?: string; children: ReactNode }) {
  return (
    <li
      data-testid={testId}
      className={clsx(
        "overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm hover:shadow-lg dark:border-slate-800 dark:bg-slate-900",
        className,
      )}
    >
      {children}
    </li>
  );
}

/** The small upper-case line above a card's title (its type or category). */
export function CardEyebrow({ children, lang }: { children: ReactNode; lang?: string }) {
  return (
    <p lang={lang} className="text-xs font-semibold tracking-wider text-accent-700 uppercase dark:text-accent-400">
      {children}
    </p>
  );
}

/** The head of a project's card (the home page's recent work, the portfolio): its type, name and place. */
export function ProjectCardHead({
  project,
  heading: Heading,
}: {
  project: { type: string; title: string; location: string };
  heading: "h2" | "h3";
}) {
  const t = useT();
  return (
    <>
      <CardEyebrow>{t(`contentType.${project.type}`)}</CardEyebrow>
      <Heading
        lang={fallbackLang(project, "title")}
        className={clsx("mt-1 font-bold text-brand-800 dark:text-white", Heading === "h2" ? "text-xl" : "text-lg")}
      >
        {project.title}
      </Heading>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-slate-600 dark:text-slate-300">
        <Icon path={UI_ICONS.map} className="size-4" />
        <span lang={fallbackLang(project, "location")}>{project.location}</span>
      </p>
    </>
  );
}

/** "View Details" at the foot of a card: opens the item's dialog (its code loads on hover or focus), naming the item for screen readers. */
export function CardDetailsButton({ name, onOpen }: { name: string; onOpen: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      aria-label={t("card.viewDetailsOf", { name })}
      onClick={onOpen}
      onPointerEnter={loadModal}
      onFocus={loadModal}
      className={buttonClass({ variant: "secondary", size: "sm", className: "mt-5 self-start" })}
    >
      {t("card.viewDetails")}
    </button>
  );
}
