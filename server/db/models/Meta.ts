import { z } from "zod";
import { table } from "./base.js";

const metaRow = z.object({
  key: z.string(),
  /** A JSON object, e.g. `{ version, demoContent }` under 'seed_version'. */
  value: z.record(z.string(), z.unknown()),
  updatedAt: z.date(),
});

type MetaRow = z.infer<typeof metaRow>;
/** Small key/value bookkeeping such as the applied seed version (see base.ts for the row/class merge). */
export interface Meta extends MetaRow {}
export class Meta extends table("meta", metaRow, { idColumn: "key", jsonAttributes: ["value"] }) {}
