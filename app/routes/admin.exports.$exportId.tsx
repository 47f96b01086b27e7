import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { EXPORT_CONTENT_TYPE, findExportFile, formExportFileName } from "#server/modules/exports/exports.server.js";
import { privateDownload } from "#server/modules/media/download.server.js";

const params = z.object({ exportId: z.uuid() });

/** The CSV of a finished export, downloaded as `<form>s-<office's day>.csv` (worker-registrations-2026-11-27.csv). */
export async function loader({ request, context, params: raw }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = params.safeParse(raw);
  const file = parsed.success ? await findExportFile(context.services.db, parsed.data.exportId) : null;
  if (!file) {
    return new Response("This export does not exist or is not ready yet.", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return privateDownload(context.services, {
    objectKey: file.objectKey,
    name: formExportFileName(file.formId, file.finishedAt, context.services.config.officeTimeZone),
    contentType: EXPORT_CONTENT_TYPE,
    size: file.size,
  });
}
