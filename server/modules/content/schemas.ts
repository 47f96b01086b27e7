import { z } from "zod";
import { translatable } from "../i18n/translations.js";
import { imageRefSchema } from "./sections.js";

/** Stored in site_settings under key 'navbar'. The logo is an image of the library; null → the local default logo. */
export const navbarSettingsSchema = z.object({
  logoImageId: imageRefSchema,
  companyName: translatable(z.string().trim().min(1).max(80)),
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
