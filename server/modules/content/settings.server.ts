import type { Services } from "../../services.js";
import { contentCache } from "./cache.server.js";
import { loadPublicImages } from "./images.server.js";
import { footerSettingsSchema, navbarSettingsSchema, type OfficeLocation, type SocialLink } from "./schemas.js";

/** The local logo used whenever the configured one cannot be shown (SPEC §3). */
export const DEFAULT_LOGO = "/builders.png";

export const SETTINGS_CACHE_KEY = "settings";

export interface NavbarView {
  logoUrl: string;
  companyName: string;
}

export interface FooterView {
  logoUrl: string;
  companyDescription: string;
  socialLinks: SocialLink[];
  officeLocations: OfficeLocation[];
  copyrightText: string;
}

/**
 * SPEC §3 falls back to the local logo when the configured one is missing or not an http URL. Logos are
 * stored as library images, so "missing" means: no image chosen, or it is not ready (processing, failed,
 * deleted). A ready image is served from this site's /media, which is as trustworthy as an http URL.
 */
async function resolveLogo(services: Services, imageId: number | null): Promise<string> {
  if (imageId === null) return DEFAULT_LOGO;
  const image = (await loadPublicImages(services.db, [imageId])).get(imageId);
  return image?.src ?? DEFAULT_LOGO;
}

async function readSetting(services: Services, key: "navbar" | "footer"): Promise<unknown> {
  const row = await services.db("site_settings").where({ key }).first<{ value: unknown } | undefined>("value");
  return row?.value;
}

/** Navbar content; never throws for bad or missing data (the header must render): defaults instead. */
export function getNavbar(services: Services): Promise<NavbarView> {
  return contentCache(services).get(`${SETTINGS_CACHE_KEY}:navbar`, async () => {
    const parsed = navbarSettingsSchema.safeParse(await readSetting(services, "navbar"));
    if (!parsed.success) return { logoUrl: DEFAULT_LOGO, companyName: "Crestline Builders & Manpower" };
    return { logoUrl: await resolveLogo(services, parsed.data.logoImageId), companyName: parsed.data.companyName };
  });
}

/** Footer content, or null when none is stored. Throws when the stored value is invalid or the read fails. */
export function getFooter(services: Services): Promise<FooterView | null> {
  return contentCache(services).get(`${SETTINGS_CACHE_KEY}:footer`, async () => {
    const value = await readSetting(services, "footer");
    if (value === undefined) return null;
    const footer = footerSettingsSchema.parse(value);
    const { logoImageId, ...rest } = footer;
    return { ...rest, logoUrl: await resolveLogo(services, logoImageId) };
  });
}
