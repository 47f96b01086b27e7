import { SiteSetting } from "../../db/models/index.js";
import type { SiteSettingKey } from "../../db/models/SiteSetting.js";
import type { Services } from "../../services.js";
import { DEFAULT_LOCALE, type Locale } from "../i18n/locales.js";
import { contentCache } from "./cache.server.js";
import { loadPublicImages } from "./images.server.js";
import {
  footerSettingsSchema,
  NAV_LINKS,
  navbarSettingsSchema,
  type NavLinkName,
  type OfficeLocation,
  type SocialLink,
} from "./schemas.js";
import { localizeLive } from "./translations.server.js";
import { fallbackMarks } from "../i18n/translations.js";

/** The local logo used whenever the configured one cannot be shown (docs/product.md). */
export const DEFAULT_LOGO = "/builders.png";

export const SETTINGS_CACHE_KEY = "settings";

/** A logo as the layout draws it: a wide wordmark stands alone, a square mark gets the company name beside it. */
export interface LogoView {
  src: string;
  width: number;
  height: number;
}

const DEFAULT_LOGO_VIEW: LogoView = { src: DEFAULT_LOGO, width: 192, height: 192 };

export interface NavbarView {
  /** The navbar's `logo`: the URL the REST API hands out. */
  logoUrl: string;
  logo: LogoView;
  companyName: string;
  /** The header's and the phone menu's links, in the office's order: the shown ones only. */
  links: NavLinkName[];
}

export interface FooterView {
  logoUrl: string;
  logo: LogoView;
  companyDescription: string;
  socialLinks: SocialLink[];
  officeLocations: OfficeLocation[];
  copyrightText: string;
}

/**
 * The site falls back to the local logo when the configured one is missing or not an http URL. Logos are
 * stored as library images, so "missing" means: no image chosen, or it is not ready (processing, failed,
 * deleted). A ready image is served from this site's /media, which is as trustworthy as an http URL.
 */
async function resolveLogo(services: Services, imageId: number | null): Promise<LogoView> {
  if (imageId === null) return DEFAULT_LOGO_VIEW;
  const image = (await loadPublicImages(services.db, [imageId])).get(imageId);
  return image ? { src: image.src, width: image.width, height: image.height } : DEFAULT_LOGO_VIEW;
}

async function readSetting(services: Services, key: SiteSettingKey): Promise<unknown> {
  return (await SiteSetting.query(services.db).findById(key))?.value;
}

export const DEFAULT_NAVBAR: NavbarView = {
  logoUrl: DEFAULT_LOGO,
  logo: DEFAULT_LOGO_VIEW,
  companyName: "Crestline Builders & Manpower",
  links: [...NAV_LINKS],
};

/** The navbar as the header draws it from a stored value; defaults for a bad or missing one. */
export async function navbarView(services: Services, value: unknown): Promise<NavbarView> {
  const parsed = navbarSettingsSchema.safeParse(value);
  if (!parsed.success) return DEFAULT_NAVBAR;
  const logo = await resolveLogo(services, parsed.data.logoImageId);
  const links = parsed.data.navLinks.filter((l) => l.shown).map((l) => l.link);
  return { logoUrl: logo.src, logo, companyName: parsed.data.companyName, links, ...fallbackMarks(value) };
}

/** The footer as the layout draws it from a stored value; null for none. Throws for an invalid value. */
export async function footerView(services: Services, value: unknown): Promise<FooterView | null> {
  if (value === undefined || value === null) return null;
  const { logoImageId, ...rest } = footerSettingsSchema.parse(value);
  const logo = await resolveLogo(services, logoImageId);
  // zod drops the fallback marks of localised content: carried over from the value (and its office locations)
  const locations = (value as { officeLocations?: unknown[] }).officeLocations ?? [];
  const officeLocations = rest.officeLocations.map((o, i) => ({ ...o, ...fallbackMarks(locations[i]) }));
  return { ...rest, officeLocations, logoUrl: logo.src, logo, ...fallbackMarks(value) };
}

/** Navbar content; never throws for bad or missing data (the header must render): defaults instead. */
export function getNavbar(services: Services, locale: Locale = DEFAULT_LOCALE): Promise<NavbarView> {
  return contentCache(services).get(`${SETTINGS_CACHE_KEY}:navbar:${locale}`, async () =>
    navbarView(services, await localizeSetting(services, "navbar", locale)),
  );
}

/** A stored setting in `locale` (its English when it does not parse: the view then falls back or throws as before). */
async function localizeSetting(services: Services, key: SiteSettingKey, locale: Locale): Promise<unknown> {
  const value = await readSetting(services, key);
  const schema = key === "navbar" ? navbarSettingsSchema : footerSettingsSchema;
  if (!schema.safeParse(value).success) return value;
  return localizeLive(services.db, `settings:${key}`, schema, value, locale);
}

/** Footer content, or null when none is stored. Throws when the stored value is invalid or the read fails. */
export function getFooter(services: Services, locale: Locale = DEFAULT_LOCALE): Promise<FooterView | null> {
  return contentCache(services).get(`${SETTINGS_CACHE_KEY}:footer:${locale}`, async () =>
    footerView(services, await localizeSetting(services, "footer", locale)),
  );
}
