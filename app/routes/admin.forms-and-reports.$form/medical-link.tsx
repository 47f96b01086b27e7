import { Link, useLoaderData } from "@remix-run/react";
import { formatDateTime } from "~/components/ui/format";
import { cx, focusRing } from "~/components/ui/styles";
import type { FormManagementData } from "./loader.server";

/**
 * On a worker registration: the medical reports on file under the passport number it gave, linked to the medical
 * reports screen (found there by that number); nothing when it gave none.
 */
export function RegistrationReportsLink({ responseId }: { responseId: number }) {
  const { registrationReports } = useLoaderData() as FormManagementData;
  const reports = registrationReports[responseId];
  if (!reports) return null;
  const { passportNumber, count, latestAt } = reports;
  return (
    <p className="rounded-lg bg-slate-100 px-3 py-2 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-200">
      <span className="font-semibold">Medical reports: </span>
      {count === 0 ? (
        <>none on file for passport {passportNumber}.</>
      ) : (
        <>
          <Link
            to={`/admin/forms-and-reports/medical-reports?q=${encodeURIComponent(passportNumber)}#passport-${passportNumber}`}
            className={cx(focusRing, "rounded font-medium text-brand-700 underline underline-offset-2 dark:text-accent-400")}
          >
            {count === 1 ? "1 report" : `${count} reports`} on file for passport {passportNumber}
          </Link>
          {latestAt ? <span className="text-slate-600 dark:text-slate-400"> · latest {formatDateTime(latestAt)}</span> : null}
        </>
      )}
    </p>
  );
}
