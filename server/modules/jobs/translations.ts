import { z } from "zod";
import { translatable } from "../i18n/translations.js";

/**
 * The translatable texts of a job (jobs.translations, server/modules/i18n/translations.ts): its title and
 * requirements. City, country and industry are names the search matches in English; they stay as typed.
 */
export const jobTextSchema = z.object({
  title: translatable(z.string()),
  requirements: translatable(z.string()),
});
