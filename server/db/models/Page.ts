import { z } from "zod";
import { table } from "./base.js";

const pageRow = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  /** Typed sections; server/modules/content/sections.ts validates them on read and write. */
  sections: z.array(z.unknown()),
  createdAt: z.date(),
  updatedAt: z.date(),
});

type PageRow = z.infer<typeof pageRow>;
/** A content page: an ordered list of typed sections (see base.ts for the row/class merge). */
export interface Page extends PageRow {}
export class Page extends table("pages", pageRow, { jsonAttributes: ["sections"] }) {}
