import { z } from "zod";
import { translatable } from "../i18n/translations.js";
import { imageRefSchema } from "./sections.js";

/**
 * The header's links by name (docs/product.md, "Public pages"): the header knows where each leads and words it in the
 * visitor's language. Manpower shows for Saudi Arabia only, wherever it stands.
 */
export const NAV_LINKS = ["home", "jobsAbroad", "register", "about", "services", "projects", "manpower", "contact"] as const;
export type NavLinkName = (typeof NAV_LINKS)[number];

/** The specification's header: every link, in this order. */
export const DEFAULT_NAV_LINKS: Array<{ link: NavLinkName; shown: boolean }> = NAV_LINKS.map((link) => ({ link, shown: true }));

/**
 * The header's and the phone menu's links in the office's order, each shown or hidden; a link left out of the list is
 * not shown. Without a list (a navbar saved before there was one), the specification's.
 */
export const navLinksSchema = z
  // an unticked box is not sent: false; a link added in the editor starts ticked
  .array(z.object({ link: z.enum(NAV_LINKS), shown: z.boolean().default(false).meta({ initial: true }) }))
  .min(1)
  .max(NAV_LINKS.length)
  .refine((links) => new Set(links.map((l) => l.link)).size === links.length, "Each link can be in the list only once.")
  .default(DEFAULT_NAV_LINKS);

/** Stored in site_settings under key 'navbar'. The logo is an image of the library; null → the local default logo. */
export const navbarSettingsSchema = z.object({
  logoImageId: imageRefSchema,
  companyName: translatable(z.string().trim().min(1).max(80)),
  navLinks: navLinksSchema,
});

export const socialLinkSchema = z.object({
  /** Lowercase platform name; facebook, twitter, linkedin, instagram have icons, others show as text. */
  platform: z.string().trim().toLowerCase().min(1).max(30),
  url: z.url({ protocol: /^https?$/ }).max(500),
});

export const officeLocationSchema = z.object({
  country: translatable(z.string().trim().min(1).max(60)),
  address: translatable(z.string().trim().min(1).max(300)),
  email: z.email().max(200),
  phone: z.string().trim().min(1).max(40),
  /** The office's WhatsApp and IMO numbers, where it has them (docs/product.md, "Public pages"); empty when none. */
  whatsapp: z.string().trim().max(40).default(""),
  imo: z.string().trim().max(40).default(""),
});

/** Stored in site_settings under key 'footer'. */
export const footerSettingsSchema = z.object({
  logoImageId: imageRefSchema,
  companyDescription: translatable(z.string().trim().min(1).max(600)),
  socialLinks: z.array(socialLinkSchema).max(10),
  officeLocations: z.array(officeLocationSchema).max(6),
  copyrightText: translatable(z.string().trim().min(1).max(200)),
});

export type SocialLink = z.infer<typeof socialLinkSchema>;
export type OfficeLocation = z.infer<typeof officeLocationSchema>;
