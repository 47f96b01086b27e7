import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { addLibraryImages } from "#server/modules/media/library.server.js";
import { categoryField, LIBRARY_MESSAGES } from "~/components/admin/images/messages";
import type { UploadReply } from "~/components/admin/images/types";

const json = (reply: UploadReply, status = 200) => Response.json(reply, { status, headers: { "Cache-Control": "no-store" } });

const bodySchema = z.object({ category: categoryField });

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
    const [imageId] = await addLibraryImages(context.services, files, parsed.data.category, {
      adminUserId: admin.id,
      ip: context.clientIp,
    });
    return json({ ok: true, imageId: imageId! });
  } catch (err) {
    context.services.logger.error({ err }, "image upload failed");
    return json({ ok: false, message: LIBRARY_MESSAGES.uploadFailed }, 500);
  }
}
