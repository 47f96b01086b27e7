import type { Knex } from "knex";
import { isPassportNumberLabel } from "#server/modules/medical/medical.js";
import { reportsOnFile } from "#server/modules/medical/medical.server.js";
import { passportKey } from "#server/modules/payments/passport.js";
import type { ResponsePage } from "#server/modules/submissions/admin.server.js";

/** A worker registration's passport number and the medical reports on file under it (count 0: none). */
export interface RegistrationReports {
  passportNumber: string;
  count: number;
  latestAt: string | null;
}

/**
 * For each registration of the page that answered a passport number field: the medical reports on file under
 * that number (server/modules/medical), so the responses screen links to them.
 */
export async function registrationReports(db: Knex, page: ResponsePage | null): Promise<Record<number, RegistrationReports>> {
  if (!page) return {};
  const passports = new Map<number, string>();
  for (const response of page.items) {
    const answer = response.answers.find((a) => !a.file && typeof a.value === "string" && isPassportNumberLabel(a.label));
    // compared as duplicate registrations are: without white space ("AB 123 4567"), upper-case
    const number = passportKey(answer?.value);
    if (number) passports.set(response.id, number);
  }
  const found = await reportsOnFile(db, [...passports.values()]);
  return Object.fromEntries(
    [...passports].map(([id, passportNumber]) => {
      const reports = found.get(passportNumber);
      return [id, { passportNumber, count: reports?.count ?? 0, latestAt: reports?.latestAt.toISOString() ?? null }];
    }),
  );
}
