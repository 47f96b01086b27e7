import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { addLibraryImages } from "#server/modules/media/library.server.js";
import { categoryField, describedOrDecorative, imageDetailsShape, LIBRARY_MESSAGES } from "~/components/admin/images/messages";
import type { UploadReply } from "~/components/admin/images/types";

const json = (reply: UploadReply, status = 200) => Response.json(reply, { status, headers: { "Cache-Control": "no-store" } });

const bodySchema = z.object({ category: categoryField, ...imageDetailsShape }).superRefine(describedOrDecorative);

/**
 * One image per request (multipart `image` + `category`, `title`, `alt` or `decorative`, `caption`), for the upload
 * page's per-file progress bars and the editors' picker. The upload module has already streamed and type-checked
 * the file; this keeps it. It answers like every admin action, with Conform's submission reply (as JSON, which the
 * page's XHR reads), plus the new image's number when kept.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return new Response("Method not allowed", { status: 405, headers: { Allow: "POST" } });
  const { admin } = await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: bodySchema });
  const files = context.uploads.getAll("image");
  if (files.length > 1) return json(submission.reply({ formErrors: ["Send one image per request."] }), 400);
  if (files.length === 0) return json(submission.reply({ formErrors: [LIBRARY_MESSAGES.missing] }), 400);
  if (submission.status !== "success") return json(submission.reply(), 400);
  const { category, ...details } = submission.value;
  try {
    const [imageId] = await addLibraryImages(
      context.services,
      files,
      category,
      { adminUserId: admin.id, ip: context.clientIp },
      details,
    );
    return json({ ...submission.reply(), imageId: imageId! });
  } catch (err) {
    context.services.logger.error({ err }, "image upload failed");
    return json(submission.reply({ formErrors: [LIBRARY_MESSAGES.uploadFailed] }), 500);
  }
}
