import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { findResponseFile } from "#server/modules/submissions/admin.server.js";
import { privateDownload } from "#server/modules/media/download.server.js";

const params = z.object({ fileId: z.uuid() });

/** A file uploaded with a form response, for signed-in admins only, as an attachment with its original name. */
export async function loader({ request, context, params: raw }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = params.safeParse(raw);
  const file = parsed.success ? await findResponseFile(context.services.db, parsed.data.fileId) : null;
  if (!file) return new Response("File not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return privateDownload(context.services, {
    objectKey: file.objectKey,
    name: file.originalName,
    contentType: file.contentType,
    size: file.size,
  });
}
