import { randomBytes } from "node:crypto";
import type { Knex } from "knex";

/** An image row with webp variants at the given widths (rows only: these tests read metadata, not objects). */
export async function insertImage(
  db: Knex,
  tag: string,
  opts: { category?: string; status?: "ready" | "processing" | "failed"; widths?: number[]; alt?: string } = {},
) {
  const key = `test/${tag}/${randomBytes(6).toString("hex")}`;
  const [file] = await db("files")
    .insert({
      bucket: "private",
      object_key: `${key}/original`,
      kind: "image",
      content_type: "image/png",
      size_bytes: 10,
      original_name: "x.png",
    })
    .returning<{ id: string }[]>("id");
  const [image] = await db("images")
    .insert({
      file_id: file!.id,
      category: opts.category ?? `cat-${tag}`,
      status: opts.status ?? "ready",
      width: 1600,
      height: 1000,
      alt: opts.alt ?? "An image",
    })
    .returning<{ id: number }[]>("id");
  const widths = opts.widths ?? [1280, 320, 640];
  if (widths.length > 0) {
    await db("image_variants").insert(
      widths.map((w) => ({
        image_id: image!.id,
        width: w,
        height: Math.round((w * 10) / 16),
        object_key: `${key}/${w}.webp`,
        size_bytes: w,
      })),
    );
  }
  return { id: image!.id, key };
}
