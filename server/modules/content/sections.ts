import { z } from "zod";
import { rowIdValue } from "../../validation.js";
import { translatable } from "../i18n/translations.js";
import { SECTION_ICONS } from "./section-icons.js";

/**
 * Typed page sections. A page's `sections` column holds an ordered array of these; every write goes
 * through `pageSectionsSchema`, and the admin editor of each type is driven by the same schema.
 * Images are referenced by `images.id` (rendered through their public webp variants).
 */

/** The text of edited content (sections, collections): trimmed, required, at most `max` characters. */
export const text = (max: number) => z.string().trim().min(1, "Required.").max(max, `At most ${max} characters.`);
export const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters.`).default("");

/** Any base of the site's own origin: a path link must resolve on it, whatever host the site is served at. */
const SAME_SITE_BASE = "https://example.com";

/**
 * True when `href`, a link that starts with `/`, stays on this site wherever a browser resolves it. Browsers read
 * `\` as `/` and drop tabs and line breaks, so `/\evil.example`, `/\t/evil.example` and `//evil.example` all
 * leave the site; `/%5C…` and `/%2F…` become such links wherever a server or proxy decodes the path first. The
 * last word is the browser's own parser: the link must resolve to the base's host.
 */
export function isSitePath(href: string): boolean {
  if (!href.startsWith("/")) return false;
  // control characters anywhere (tab, line breaks, NUL …) and white space right after the slash: no site path has them
  if ([...href].some((c) => c <= "\u001f" || c === "\u007f") || /^\/\s/.test(href)) return false;
  // a second slash or a backslash, typed or percent-encoded, right after the leading one
  if (/^\/([/\\]|%(2f|5c))/i.test(href)) return false;
  try {
    const resolved = new URL(href, SAME_SITE_BASE);
    return resolved.origin === SAME_SITE_BASE;
  } catch {
    return false;
  }
}

const hrefSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^(\/|https?:\/\/|mailto:|tel:)/, "A link must start with /, http(s)://, mailto: or tel:.")
  .refine(
    (href) => !href.startsWith("/") || isSitePath(href),
    "A link starting with / must be a page of this site: /page, not //, /\\ or a hidden character after the slash.",
  );

const linkSchema = z.object({ label: translatable(text(60)), href: hrefSchema });
/** An image of the library by id; null (or left empty in a form) for none. */
export { SECTION_ICON_PATHS, SECTION_ICONS, type SectionIcon } from "./section-icons.js";

export const imageRefSchema = rowIdValue.nullable().default(null);

const sectionId = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Use lowercase letters, digits and hyphens.")
  .max(64);

export const heroSectionSchema = z.object({
  id: sectionId,
  type: z.literal("hero"),
  eyebrow: translatable(optionalText(80)),
  title: translatable(text(120)),
  subtitle: translatable(optionalText(400)),
  imageId: imageRefSchema,
  primaryCta: linkSchema.optional(),
  secondaryCta: linkSchema.optional(),
});

export const textImageSectionSchema = z.object({
  id: sectionId,
  type: z.literal("textImage"),
  eyebrow: translatable(optionalText(80)),
  title: translatable(text(120)),
  /** Paragraphs separated by a blank line. */
  body: translatable(text(4000)),
  imageId: imageRefSchema,
  imageAlt: translatable(optionalText(160)),
  imagePosition: z.enum(["left", "right"]).default("right"),
  bullets: z
    .array(translatable(text(160)))
    .max(12)
    .default([]),
  cta: linkSchema.optional(),
});

export const statsSectionSchema = z.object({
  id: sectionId,
  type: z.literal("stats"),
  title: translatable(optionalText(120)),
  items: z
    .array(z.object({ value: text(20), label: translatable(text(80)) }))
    .min(1)
    .max(8),
});

export const cardsSectionSchema = z.object({
  id: sectionId,
  type: z.literal("cards"),
  eyebrow: translatable(optionalText(80)),
  title: translatable(text(120)),
  subtitle: translatable(optionalText(400)),
  items: z
    .array(
      z.object({
        title: translatable(text(100)),
        body: translatable(text(600)),
        icon: z.enum(SECTION_ICONS).optional(),
        imageId: imageRefSchema.optional(),
        link: linkSchema.optional(),
      }),
    )
    .min(1)
    .max(12),
});

export const teamSectionSchema = z.object({
  id: sectionId,
  type: z.literal("team"),
  title: translatable(text(120)),
  subtitle: translatable(optionalText(400)),
  members: z
    .array(
      z.object({
        name: text(80),
        role: translatable(text(80)),
        bio: translatable(optionalText(400)),
        imageId: imageRefSchema.optional(),
      }),
    )
    .min(1)
    .max(24),
});

export const faqSectionSchema = z.object({
  id: sectionId,
  type: z.literal("faq"),
  title: translatable(text(120)),
  items: z
    .array(z.object({ question: translatable(text(200)), answer: translatable(text(2000)) }))
    .min(1)
    .max(30),
});

export const ctaSectionSchema = z.object({
  id: sectionId,
  type: z.literal("cta"),
  title: translatable(text(120)),
  body: translatable(optionalText(400)),
  primary: linkSchema,
  secondary: linkSchema.optional(),
});

export const sectionSchema = z.discriminatedUnion("type", [
  heroSectionSchema,
  textImageSectionSchema,
  statsSectionSchema,
  cardsSectionSchema,
  teamSectionSchema,
  faqSectionSchema,
  ctaSectionSchema,
]);

export const pageSectionsSchema = z
  .array(sectionSchema)
  .max(40)
  .refine((sections) => new Set(sections.map((s) => s.id)).size === sections.length, "Section ids must be unique within a page.");

export type Section = z.infer<typeof sectionSchema>;
export type HeroSection = z.infer<typeof heroSectionSchema>;
export type TextImageSection = z.infer<typeof textImageSectionSchema>;
export type StatsSection = z.infer<typeof statsSectionSchema>;
export type CardsSection = z.infer<typeof cardsSectionSchema>;
export type TeamSection = z.infer<typeof teamSectionSchema>;
export type FaqSection = z.infer<typeof faqSectionSchema>;
export type CtaSection = z.infer<typeof ctaSectionSchema>;

/** Every image id a list of sections references (for preloading variants and for "in use" checks). */
export function sectionImageIds(sections: readonly Section[]): number[] {
  const ids = new Set<number>();
  const add = (id: number | null | undefined) => {
    if (id) ids.add(id);
  };
  for (const s of sections) {
    if (s.type === "hero" || s.type === "textImage") add(s.imageId);
    if (s.type === "cards") s.items.forEach((i) => add(i.imageId));
    if (s.type === "team") s.members.forEach((m) => add(m.imageId));
  }
  return [...ids];
}
