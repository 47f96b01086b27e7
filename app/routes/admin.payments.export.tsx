import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { CSV_CONTENT_TYPE, csvDocument } from "#server/modules/exports/csv.js";
import { exportFileName } from "#server/modules/exports/office-time.js";
import { downloadHeaders } from "#server/modules/media/download.server.js";
import { paymentFilterSchema, paymentsCsvRows } from "#server/modules/payments/admin.server.js";

/**
 * The payments of the screen's selection (search, status, days) as `payments-<office's day>.csv`, times in the
 * office's time zone; owners only (server/modules/auth/admin-access.ts).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const { officeTimeZone } = context.services.config;
  const filter = paymentFilterSchema.parse(Object.fromEntries(new URL(request.url).searchParams));
  const body = Buffer.from(csvDocument(await paymentsCsvRows(context.services.db, filter, officeTimeZone)));
  return new Response(body, {
    headers: downloadHeaders({
      name: exportFileName("payments", new Date(), officeTimeZone),
      contentType: CSV_CONTENT_TYPE,
      size: body.length,
    }),
  });
}
