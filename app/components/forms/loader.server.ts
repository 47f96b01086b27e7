import type { Services } from "#server/services.js";
import type { FieldDefinition } from "#server/modules/forms/fields.js";
import { getFormDefinition } from "#server/modules/forms/forms.server.js";
import { listLibraryImages, type PublicImage } from "#server/modules/content/images.server.js";

/** A public form's fields; null (logged) when they cannot be loaded, so the page still renders (SPEC §8). */
export async function loadPublicFields(services: Services, formId: number): Promise<FieldDefinition[] | null> {
  try {
    const form = await getFormDefinition(services.db, formId);
    if (!form) services.logger.error({ formId }, "public form is missing");
    return form?.fields ?? null;
  } catch (err) {
    services.logger.error({ err, formId }, "public form failed to load");
    return null;
  }
}

/** A picture from the library's "jobs" category for a recruitment page's hero (none is fine). */
export async function recruitmentHeroImage(services: Services, index: number): Promise<PublicImage | null> {
  try {
    const images = await listLibraryImages(services.db, "jobs");
    return images.length > 0 ? images[index % images.length]! : null;
  } catch (err) {
    services.logger.warn({ err }, "hero image failed to load");
    return null;
  }
}
