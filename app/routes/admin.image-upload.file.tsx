import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { addLibraryImage, categorySchema } from "#server/modules/media/library.server.js";
import { LIBRARY_MESSAGES } from "#server/modules/media/library.js";
import type { UploadReply } from "~/components/admin/images/types";

const json = (reply: UploadReply, status = 200) => Response.json(reply, { status, headers: { "Cache-Control": "no-store" } });

const bodySchema = z.object({ category: categorySchema });

/**
 * One image per request (multipart `image` + `category`), for the upload page's per-file progress
 * bars. The upload module has already streamed and type-checked the file; this keeps it. JSON reply.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
  const { admin } = await requireAdmin(request, context);
  const form = await request.formData();
  const files = context.uploads.getAll("image");
  const parsed = bodySchema.safeParse({ category: form.get("category") ?? "" });
  if (files.length !== 1 || !parsed.success) {
    const message = files.length > 1 ? "Send one image per request." : LIBRARY_MESSAGES.missing;
    return json({ ok: false, message: parsed.success || files.length !== 1 ? message : parsed.error.issues[0]!.message }, 400);
  }
  try {
    const imageId = await addLibraryImage(context.services, files[0]!, parsed.data.category, {
      adminUserId: admin.id,
      ip: context.clientIp,
    });
    return json({ ok: true, imageId });
  } catch (err) {
    context.services.logger.error({ err }, "image upload failed");
    return json({ ok: false, message: LIBRARY_MESSAGES.uploadFailed }, 500);
  }
}
