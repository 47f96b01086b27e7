import { z } from "zod";
import { table } from "./base.js";

export const SITE_SETTING_KEYS = ["navbar", "footer"] as const;
export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];

const siteSettingRow = z.object({
  key: z.enum(SITE_SETTING_KEYS),
  /** Validated by the zod schemas in server/modules/content/schemas.ts. */
  value: z.record(z.string(), z.unknown()),
  updatedAt: z.date(),
});

type SiteSettingRow = z.infer<typeof siteSettingRow>;
/** Navbar and footer content (see base.ts for the row/class merge). */
export interface SiteSetting extends SiteSettingRow {}
export class SiteSetting extends table("site_settings", siteSettingRow, { idColumn: "key", jsonAttributes: ["value"] }) {}
