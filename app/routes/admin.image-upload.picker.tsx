import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { findPickerImage, listPickerImages, pickerQuerySchema } from "#server/modules/media/library.server.js";
import { rowId } from "#server/validation.js";

const json = (body: unknown, status = 200) => Response.json(body, { status, headers: { "Cache-Control": "no-store" } });

/**
 * What the editors' image picker (app/components/admin/media/image-picker.tsx) reads, as JSON: a page of the ready
 * images it offers, searched (`q`, `page`: PickerPage), or one image by its number whatever its state (`id`:
 * `{ image }`, 404 when there is none), which the picker watches after an upload from it until it is ready.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { db, config } = context.services;
  const params = new URL(request.url).searchParams;
  if (params.has("id")) {
    const id = rowId.safeParse(params.get("id"));
    const image = id.success ? await findPickerImage(db, id.data) : null;
    return json({ image }, image ? 200 : 404);
  }
  const page = await listPickerImages(db, config, pickerQuerySchema.parse(Object.fromEntries(params)));
  return json(page);
}
