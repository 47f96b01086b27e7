import { SiteSetting } from "../../db/models/index.js";
import type { SiteSettingKey } from "../../db/models/SiteSetting.js";
import type { Services } from "../../services.js";
import { contentCache } from "./cache.server.js";
import { loadPublicImages } from "./images.server.js";
import { footerSettingsSchema, navbarSettingsSchema, type OfficeLocation, type SocialLink } from "./schemas.js";

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
};

/** The navbar as the header draws it from a stored value; defaults for a bad or missing one. */
export async function navbarView(services: Services, value: unknown): Promise<NavbarView> {
  const parsed = navbarSettingsSchema.safeParse(value);
  if (!parsed.success) return DEFAULT_NAVBAR;
  const logo = await resolveLogo(services, parsed.data.logoImageId);
  return { logoUrl: logo.src, logo, companyName: parsed.data.companyName };
}

/** The footer as the layout draws it from a stored value; null for none. Throws for an invalid value. */
export async function footerView(services: Services, value: unknown): Promise<FooterView | null> {
  if (value === undefined || value === null) return null;
  const { logoImageId, ...rest } = footerSettingsSchema.parse(value);
  const logo = await resolveLogo(services, logoImageId);
  return { ...rest, logoUrl: logo.src, logo };
}

/** Navbar content; never throws for bad or missing data (the header must render): defaults instead. */
export function getNavbar(services: Services): Promise<NavbarView> {
  return contentCache(services).get(`${SETTINGS_CACHE_KEY}:navbar`, async () =>
    navbarView(services, await readSetting(services, "navbar")),
  );
}

/** Footer content, or null when none is stored. Throws when the stored value is invalid or the read fails. */
export function getFooter(services: Services): Promise<FooterView | null> {
  return contentCache(services).get(`${SETTINGS_CACHE_KEY}:footer`, async () =>
    footerView(services, await readSetting(services, "footer")),
  );
}
