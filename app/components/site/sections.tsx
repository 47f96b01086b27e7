import type { PublicImage } from "#server/modules/content/images.server.js";
import { LocaleLink } from "~/components/ui/locale-link";
import type {
  CardsSection,
  CtaSection,
  FaqSection,
  HeroSection,
  Section,
  StatsSection,
  TeamSection,
  TextImageSection,
} from "#server/modules/content/sections.js";

import { clsx } from "clsx";
import { Fragment, type ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { Icon, SectionIconSvg, UI_ICONS } from "./icons";
import { LtrRuns } from "./ltr-runs";
import { HERO_SIZES, ResponsiveImage } from "./responsive-image";
import { fallbackLang } from "#server/modules/i18n/fallback";

type Images = Record<number, PublicImage>;
/** Consecutive content sections alternate between white and a light tint so each reads as its own band. */
type Tone = "white" | "tint";
const toneClass = (tone: Tone) => (tone === "tint" ? "bg-slate-50 dark:bg-slate-900" : "bg-white dark:bg-slate-950");

/** Internal paths go through Remix's Link (client navigation, prefetch); the rest are plain anchors. */
function SmartLink({
  href,
  className,
  lang,
  children,
}: {
  href: string;
  className?: string;
  /** `en` for a label that is the English of a missing translation. */
  lang?: string;
  children: ReactNode;
}) {
  if (href.startsWith("/")) {
    return (
      <LocaleLink to={href} prefetch="intent" className={className} lang={lang}>
        {children}
      </LocaleLink>
    );
  }
  const external = href.startsWith("http");
  return (
    <a href={href} className={className} lang={lang} {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}>
      {children}
    </a>
  );
}

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx("mx-auto w-full max-w-7xl px-4 sm:px-6 lg:px-8", className)}>{children}</div>;
}

export function SectionHeading({
  eyebrow,
  title,
  subtitle,
  center = true,
  marks,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  center?: boolean;
  /** The localised content the texts come from: its English fallbacks are marked `lang="en"`. */
  marks?: unknown;
}) {
  return (
    <div className={clsx("max-w-3xl", center && "mx-auto text-center")}>
      {eyebrow ? (
        <p
          lang={fallbackLang(marks, "eyebrow")}
          className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-400"
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        lang={fallbackLang(marks, "title")}
        className="mt-2 text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl dark:text-white"
      >
        {title}
      </h2>
      {subtitle ? (
        <p lang={fallbackLang(marks, "subtitle")} className="mt-4 text-lg leading-relaxed text-slate-600 dark:text-slate-300">
          {subtitle}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The top band of every page: a full-bleed generated illustration under a navy gradient (text stays
 * AA-readable whatever the picture), the page's only h1, and up to two calls to action.
 */
export function Hero({
  eyebrow,
  title,
  subtitle,
  image,
  primaryCta,
  secondaryCta,
  size = "page",
  marks,
  children,
}: {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  image?: PublicImage | null;
  primaryCta?: { label: string; href: string };
  secondaryCta?: { label: string; href: string };
  size?: "home" | "page";
  /** The localised content the texts come from: its English fallbacks are marked `lang="en"`. */
  marks?: unknown;
  children?: ReactNode;
}) {
  return (
    <section
      data-surface="dark"
      className={clsx(
        "relative isolate overflow-hidden bg-brand-900",
        size === "home" ? "pt-32 pb-20 sm:pt-40 sm:pb-28 lg:min-h-[640px]" : "pt-28 pb-14 sm:pt-36 sm:pb-20",
      )}
    >
      <ResponsiveImage
        image={image}
        sizes={HERO_SIZES}
        alt=""
        priority
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        // darkest behind the text: from the start edge (the right in Arabic)
        className="absolute inset-0 -z-10 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/40 rtl:bg-gradient-to-l"
        aria-hidden="true"
      />
      <Container>
        <div className="max-w-3xl">
          {eyebrow ? (
            <p lang={fallbackLang(marks, "eyebrow")} className="text-sm font-semibold tracking-widest text-accent-300 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1
            lang={fallbackLang(marks, "title")}
            className={clsx(
              "mt-3 font-extrabold tracking-tight text-white",
              size === "home" ? "text-4xl sm:text-5xl lg:text-6xl" : "text-3xl sm:text-4xl lg:text-5xl",
            )}
          >
            {title}
          </h1>
          {subtitle ? (
            <p lang={fallbackLang(marks, "subtitle")} className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">
              {subtitle}
            </p>
          ) : null}
          {primaryCta || secondaryCta ? (
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              {primaryCta ? (
                <SmartLink
                  href={primaryCta.href}
                  lang={fallbackLang(primaryCta, "label")}
                  className={buttonClass({ variant: "accent", size: "lg" })}
                >
                  {primaryCta.label}
                </SmartLink>
              ) : null}
              {secondaryCta ? (
                <SmartLink
                  href={secondaryCta.href}
                  lang={fallbackLang(secondaryCta, "label")}
                  className={buttonClass({
                    variant: "ghost",
                    size: "lg",
                    className: "border border-white/40 text-white hover:bg-white/10 dark:hover:bg-white/10",
                  })}
                >
                  {secondaryCta.label}
                </SmartLink>
              ) : null}
            </div>
          ) : null}
          {children}
        </div>
      </Container>
    </section>
  );
}

function HeroBlock({
  section,
  images,
  size,
  children,
}: {
  section: HeroSection;
  images: Images;
  size: "home" | "page";
  children?: ReactNode;
}) {
  return (
    <Hero
      eyebrow={section.eyebrow}
      title={section.title}
      subtitle={section.subtitle}
      image={section.imageId ? images[section.imageId] : null}
      primaryCta={section.primaryCta}
      secondaryCta={section.secondaryCta}
      size={size}
      marks={section}
    >
      {children}
    </Hero>
  );
}

function TextImageBlock({ section, images, tone }: { section: TextImageSection; images: Images; tone: Tone }) {
  const image = section.imageId ? images[section.imageId] : undefined;
  return (
    // overflow-hidden: the tilted frame behind the picture must not widen the page on phones
    <section className={clsx("overflow-hidden py-16 sm:py-24", toneClass(tone))}>
      <Container className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div data-animate className={clsx(section.imagePosition === "left" && "lg:order-2")}>
          {section.eyebrow ? (
            <p
              lang={fallbackLang(section, "eyebrow")}
              className="text-sm font-semibold tracking-widest text-accent-700 uppercase dark:text-accent-400"
            >
              {section.eyebrow}
            </p>
          ) : null}
          <h2
            lang={fallbackLang(section, "title")}
            className="mt-2 text-3xl font-extrabold tracking-tight text-brand-800 sm:text-4xl dark:text-white"
          >
            {section.title}
          </h2>
          <div
            lang={fallbackLang(section, "body")}
            className="mt-5 space-y-4 text-lg leading-relaxed text-slate-600 dark:text-slate-300"
          >
            {section.body.split(/\n\s*\n/).map((p, i) => (
              <p key={i}>
                <LtrRuns text={p} />
              </p>
            ))}
          </div>
          {section.bullets.length > 0 ? (
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {section.bullets.map((b, i) => (
                <li
                  key={b}
                  lang={fallbackLang(section, `bullets[${i}]`)}
                  className="flex gap-2.5 text-slate-700 dark:text-slate-200"
                >
                  <span className="mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-full bg-accent-500 text-brand-900">
                    <Icon path={UI_ICONS.check} className="size-3.5" />
                  </span>
                  <span>{b}</span>
                </li>
              ))}
            </ul>
          ) : null}
          {section.cta ? (
            <SmartLink
              href={section.cta.href}
              lang={fallbackLang(section.cta, "label")}
              className={buttonClass({ variant: "primary", className: "mt-8" })}
            >
              {section.cta.label}
              <Icon path={UI_ICONS.arrowRight} className="size-4" />
            </SmartLink>
          ) : null}
        </div>
        {image ? (
          <div className={clsx("relative", section.imagePosition === "left" && "lg:order-1")}>
            <div
              className="absolute -inset-3 -z-10 rotate-2 rounded-3xl bg-accent-300/40 dark:bg-accent-500/20"
              aria-hidden="true"
            />
            <ResponsiveImage
              image={image}
              sizes="(min-width: 1024px) 600px, 100vw"
              alt={section.imageAlt || image.alt}
              lang={section.imageAlt ? fallbackLang(section, "imageAlt") : undefined}
              className="aspect-[4/3] w-full rounded-2xl object-cover shadow-xl"
            />
          </div>
        ) : null}
      </Container>
    </section>
  );
}

function StatsBlock({ section }: { section: StatsSection }) {
  return (
    <section data-surface="dark" className="bg-brand-800 py-12 sm:py-16">
      <Container>
        {section.title ? (
          <h2 lang={fallbackLang(section, "title")} className="mb-8 text-center text-2xl font-bold text-white sm:text-3xl">
            {section.title}
          </h2>
        ) : null}
        <dl className="grid grid-cols-2 gap-x-6 gap-y-8 lg:grid-cols-4">
          {section.items.map((item) => (
            <div key={item.label} className="flex flex-col-reverse text-center">
              <dt lang={fallbackLang(item, "label")} className="mt-1 text-sm text-slate-300 sm:text-base">
                {item.label}
              </dt>
              <dd className="text-3xl font-extrabold text-accent-400 sm:text-4xl">{item.value}</dd>
            </div>
          ))}
        </dl>
      </Container>
    </section>
  );
}

function CardsBlock({ section, images, tone }: { section: CardsSection; images: Images; tone: Tone }) {
  const columns =
    section.items.length % 3 === 0 ? "lg:grid-cols-3" : section.items.length >= 4 ? "lg:grid-cols-4" : "lg:grid-cols-3";
  return (
    <section className={clsx("py-16 sm:py-24", toneClass(tone))}>
      <Container>
        <SectionHeading eyebrow={section.eyebrow} title={section.title} subtitle={section.subtitle} marks={section} />
        <ul className={clsx("mt-12 grid gap-6 sm:grid-cols-2", columns)}>
          {section.items.map((item) => {
            const image = item.imageId ? images[item.imageId] : undefined;
            return (
              <li
                key={item.title}
                data-animate
                className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
              >
                {image ? (
                  <ResponsiveImage
                    image={image}
                    sizes="(min-width: 1024px) 320px, 100vw"
                    className="mb-5 aspect-video w-full rounded-lg object-cover"
                  />
                ) : item.icon ? (
                  <span className="mb-5 inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900 dark:text-accent-300">
                    <SectionIconSvg name={item.icon} />
                  </span>
                ) : null}
                <h3 lang={fallbackLang(item, "title")} className="text-lg font-bold text-brand-800 dark:text-white">
                  {item.title}
                </h3>
                <p
                  lang={fallbackLang(item, "body")}
                  className="mt-2 flex-1 leading-relaxed whitespace-pre-line text-slate-600 wrap-anywhere dark:text-slate-300"
                >
                  <LtrRuns text={item.body} />
                </p>
                {item.link ? (
                  <SmartLink
                    href={item.link.href}
                    lang={fallbackLang(item.link, "label")}
                    className="mt-4 inline-flex min-h-11 items-center gap-1.5 self-start font-semibold text-brand-700 hover:text-accent-700 dark:text-accent-300"
                  >
                    {item.link.label}
                    <Icon path={UI_ICONS.arrowRight} className="size-4" />
                  </SmartLink>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

function initials(name: string): string {
  const words = name
    .replace(/^Engr\.\s*/, "")
    .split(/\s+/)
    .filter(Boolean);
  return ((words[0]?.[0] ?? "") + (words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "")).toUpperCase();
}

function TeamBlock({ section, images, tone }: { section: TeamSection; images: Images; tone: Tone }) {
  return (
    <section className={clsx("py-16 sm:py-24", toneClass(tone))}>
      <Container>
        <SectionHeading title={section.title} subtitle={section.subtitle} marks={section} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {section.members.map((m) => {
            const image = m.imageId ? images[m.imageId] : undefined;
            return (
              <li
                key={m.name}
                data-animate
                className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-950"
              >
                {image ? (
                  <ResponsiveImage image={image} sizes="64px" className="size-16 shrink-0 rounded-full object-cover" />
                ) : (
                  <span
                    className="inline-flex size-16 shrink-0 items-center justify-center rounded-full bg-brand-800 text-lg font-bold text-accent-300"
                    aria-hidden="true"
                  >
                    {initials(m.name)}
                  </span>
                )}
                <div className="min-w-0">
                  <h3 className="font-bold text-brand-800 dark:text-white">
                    {/* a person's name as written, often in Latin letters */}
                    <bdi>{m.name}</bdi>
                  </h3>
                  <p lang={fallbackLang(m, "role")} className="text-sm font-medium text-accent-700 dark:text-accent-400">
                    {m.role}
                  </p>
                  {m.bio ? (
                    <p lang={fallbackLang(m, "bio")} className="mt-2 text-sm leading-relaxed text-slate-600 dark:text-slate-300">
                      {m.bio}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      </Container>
    </section>
  );
}

function FaqBlock({ section, tone }: { section: FaqSection; tone: Tone }) {
  return (
    <section className={clsx("py-16 sm:py-24", toneClass(tone))}>
      <Container className="max-w-3xl">
        <SectionHeading title={section.title} marks={section} />
        <div className="mt-10 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-950">
          {section.items.map((item) => (
            <details key={item.question} className="group p-5 sm:p-6">
              <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-semibold text-brand-800 dark:text-white [&::-webkit-details-marker]:hidden">
                <span lang={fallbackLang(item, "question")}>{item.question}</span>
                <span
                  className="mt-0.5 text-accent-700 transition-transform group-open:rotate-45 dark:text-accent-400"
                  aria-hidden="true"
                >
                  <Icon path="M12 5v14M5 12h14" className="size-5" />
                </span>
              </summary>
              <p lang={fallbackLang(item, "answer")} className="mt-3 leading-relaxed text-slate-600 dark:text-slate-300">
                <LtrRuns text={item.answer} />
              </p>
            </details>
          ))}
        </div>
      </Container>
    </section>
  );
}

export function CtaBanner({ section }: { section: Pick<CtaSection, "title" | "body" | "primary" | "secondary"> }) {
  return (
    <section className="px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
      <div
        data-animate
        data-surface="dark"
        className="mx-auto flex max-w-7xl flex-col items-start gap-6 overflow-hidden rounded-3xl bg-brand-900 bg-gradient-to-br from-brand-800 to-brand-900 px-6 py-10 sm:px-12 sm:py-14 lg:flex-row lg:items-center lg:justify-between"
      >
        <div className="max-w-2xl">
          <h2 lang={fallbackLang(section, "title")} className="text-2xl font-extrabold text-white sm:text-3xl">
            {section.title}
          </h2>
          {section.body ? (
            <p lang={fallbackLang(section, "body")} className="mt-3 text-lg text-slate-200">
              <LtrRuns text={section.body} />
            </p>
          ) : null}
        </div>
        <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
          <SmartLink
            href={section.primary.href}
            lang={fallbackLang(section.primary, "label")}
            className={buttonClass({ variant: "accent", size: "lg" })}
          >
            {section.primary.label}
          </SmartLink>
          {section.secondary ? (
            <SmartLink
              href={section.secondary.href}
              lang={fallbackLang(section.secondary, "label")}
              className={buttonClass({
                variant: "ghost",
                size: "lg",
                className: "border border-white/40 text-white hover:bg-white/10 dark:hover:bg-white/10",
              })}
            >
              {section.secondary.label}
            </SmartLink>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** Renders a list of typed sections in order. */
export function Sections({
  sections,
  images,
  heroSize = "page",
  heroExtra,
}: {
  sections: Section[];
  images: Images;
  heroSize?: "home" | "page";
  /** Drawn inside the hero, under its calls to action (the home page's way in for workers). */
  heroExtra?: ReactNode;
}) {
  let contentSections = 0;
  const nextTone = (): Tone => (contentSections++ % 2 === 0 ? "tint" : "white");
  return (
    <>
      {sections.map((section) => (
        <Fragment key={section.id}>{sectionBlock(section, images, heroSize, nextTone, heroExtra)}</Fragment>
      ))}
    </>
  );
}

function sectionBlock(section: Section, images: Images, heroSize: "home" | "page", nextTone: () => Tone, heroExtra: ReactNode) {
  switch (section.type) {
    case "hero":
      return (
        <HeroBlock section={section} images={images} size={heroSize}>
          {heroExtra}
        </HeroBlock>
      );
    case "textImage":
      return <TextImageBlock section={section} images={images} tone={nextTone()} />;
    case "stats":
      return <StatsBlock section={section} />;
    case "cards":
      return <CardsBlock section={section} images={images} tone={nextTone()} />;
    case "team":
      return <TeamBlock section={section} images={images} tone={nextTone()} />;
    case "faq":
      return <FaqBlock section={section} tone={nextTone()} />;
    case "cta":
      return <CtaBanner section={section} />;
  }
}

/** Splits a page into its hero (rendered first) and the sections after it, so routes can put their own content between. */
/** The image of a content page's hero section (what `Sections` renders first), for its preload. */
export function pageHeroImage(page: { sections: Section[]; images: Images } | null | undefined): PublicImage | null {
  const hero = page?.sections.find((s): s is HeroSection => s.type === "hero");
  return hero?.imageId ? (page?.images[hero.imageId] ?? null) : null;
}

export function splitSections(sections: Section[]): {
  hero: HeroSection | undefined;
  body: Section[];
  cta: CtaSection | undefined;
} {
  const hero = sections.find((s): s is HeroSection => s.type === "hero");
  const cta = sections.findLast((s): s is CtaSection => s.type === "cta");
  return { hero, cta, body: sections.filter((s) => s !== hero && s !== cta) };
}
