import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { rowId } from "#server/validation.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { findEarlierMedicalReportDownload } from "#server/modules/medical/medical.server.js";
import { privateDownload } from "#server/modules/media/download.server.js";

const paramsSchema = z.object({ reportId: rowId, earlierId: rowId });

/** An earlier medical report of a passport (one a newer upload followed), for signed-in admins only, as an attachment. */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = paramsSchema.safeParse(params);
  const file = parsed.success
    ? await findEarlierMedicalReportDownload(context.services.db, parsed.data.reportId, parsed.data.earlierId)
    : null;
  if (!file) return new Response("Report not found.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  return privateDownload(context.services, file);
}
