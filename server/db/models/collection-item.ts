import { z } from "zod";

/**
 * The columns that end every row of the edited collections with one image (service cards, service list items,
 * manpower projects): the order, the visibility, the image's text alternative and the timestamps.
 */
export const collectionItemColumns = {
  position: z.number().int(),
  /** False: kept for the editor, hidden from the site. */
  published: z.boolean(),
  /** What screen readers say for the image; empty when decorative. */
  imageAlt: z.string(),
  imageDecorative: z.boolean(),
  createdAt: z.date(),
  updatedAt: z.date(),
};
