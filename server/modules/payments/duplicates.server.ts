import type { Knex } from "knex";
import { raw } from "objection";
import { FORM_IDS, FormAnswer, FormResponse } from "../../db/models/index.js";
import { inputName, type FieldDefinition } from "../forms/fields.js";
import type { SubmissionData } from "../forms/schema.js";
import { isPassportField, passportKey } from "./passport.js";

/**
 * Duplicate protection of worker registrations (docs/product.md, "Worker registration and payments"): registrations
 * are compared by passport number, normalised (passport.ts).
 *
 *   checkPassportBeforePayment → before bKash is opened: whether a registration under the passport number exists
 *                                (the page then asks the worker to confirm, saying nothing about that registration).
 *   samePassportRegistrations  → for the office: which registrations share their passport number with another, and
 *                                the first of them (the one a possible duplicate links to).
 *
 * A registration is a form 2 response (every one of them was paid: payments-bypass.test.ts). Nothing is stored for
 * the flag: the passport answers are read through their own index (migrations/0023_passport_duplicates.ts), so older
 * registrations, renamed fields and deleted duplicates are always counted as they are now. Only the office's check
 * ("not a duplicate") is stored, on the response (submissions/admin.server.ts, `checkDuplicate`).
 */

/** Which answers are passport numbers: `isPassportField` in SQL (the index's predicate). */
const PASSPORT_ANSWER_SQL = (alias: string) => `${alias}.field_type = 'text' AND ${alias}.field_label ILIKE '%passport%'`;
/** `passportKey` in SQL (the index's expression). */
const PASSPORT_KEY_SQL = (alias: string) => `upper(regexp_replace(${alias}.value #>> '{}', '[[:space:]]', '', 'g'))`;

/** The passport number a submission of form 2 gives, normalised; "" when the form asks none or it was left empty. */
export function passportOfSubmission(fields: readonly FieldDefinition[], data: SubmissionData): string {
  for (const field of fields) {
    if (!isPassportField(field)) continue;
    const key = passportKey(data[inputName(field)]);
    if (key !== "") return key;
  }
  return "";
}

/** Whether some registration was given under the (normalised) passport number. */
async function isRegistered(db: Knex, passport: string): Promise<boolean> {
  const found = await FormAnswer.query(db)
    .alias("a")
    .join("form_responses as r", "r.id", "a.response_id")
    .where("r.form_id", FORM_IDS.workerRegistration)
    .whereRaw(PASSPORT_ANSWER_SQL("a"))
    .whereRaw(`${PASSPORT_KEY_SQL("a")} = ?`, [passport])
    .select("a.id")
    .first();
  return found !== undefined;
}

/**
 * passport_registered: a registration under this passport number exists, and the worker has not confirmed
 * registering again under it (`passport`: the number as compared, for the confirmation the page asks).
 */
export type PassportCheck = { ok: true } | { ok: false; reason: "passport_registered"; passport: string };

/**
 * Before a registration goes to payment: refused with passport_registered while a registration under the same
 * passport number exists, unless `confirmed` (the worker's confirmation, as the page sent it) names that number.
 * The answer never tells anything about the registration found.
 */
export async function checkPassportBeforePayment(
  db: Knex,
  input: { fields: readonly FieldDefinition[]; data: SubmissionData; confirmed?: unknown },
): Promise<PassportCheck> {
  const passport = passportOfSubmission(input.fields, input.data);
  if (passport === "" || passportKey(input.confirmed) === passport) return { ok: true };
  return (await isRegistered(db, passport)) ? { ok: false, reason: "passport_registered", passport } : { ok: true };
}

/** A registration another one links to: its id and reference (null for one without a completed payment). */
export interface RegistrationRef {
  id: number;
  reference: string | null;
}

/**
 * How a registration shares its passport number with others:
 * possible_duplicate — an earlier registration has the same passport number (`first`: the earliest of them);
 * registered_again — this is the first registration under its passport number, and `laterCount` more came after it
 * (`later`: the first LATER_SHOWN of them, oldest first).
 */
export type SamePassport =
  | { reason: "possible_duplicate"; first: RegistrationRef }
  | { reason: "registered_again"; later: RegistrationRef[]; laterCount: number };

/** How many later registrations `registered_again` names. */
const LATER_SHOWN = 5;

interface SharedRow {
  passport: string;
  id: number;
  reference: string | null;
  position: number;
  total: number;
}

/**
 * For each of `responseIds` (worker registrations, e.g. one page of the responses screen) whose passport number
 * another registration shares: how (SamePassport). Registrations are ordered by when they were submitted (paid).
 */
export async function samePassportRegistrations(db: Knex, responseIds: readonly number[]): Promise<Map<number, SamePassport>> {
  const result = new Map<number, SamePassport>();
  if (responseIds.length === 0) return result;
  const own = await FormAnswer.query(db)
    .alias("a")
    .join("form_responses as r", "r.id", "a.response_id")
    .where("r.form_id", FORM_IDS.workerRegistration)
    .whereIn("a.response_id", [...responseIds])
    .whereRaw(PASSPORT_ANSWER_SQL("a"))
    .select("a.response_id", raw(`${PASSPORT_KEY_SQL("a")} AS passport`))
    .castTo<Array<{ responseId: number; passport: string }>>();
  const keyOf = new Map<number, string>();
  for (const row of own) if (row.passport && !keyOf.has(row.responseId)) keyOf.set(row.responseId, row.passport);
  if (keyOf.size === 0) return result;

  // every registration under those numbers (once each), numbered in submission order per number
  const registrations = FormResponse.query(db)
    .alias("r")
    .join("form_answers as a", "a.response_id", "r.id")
    .leftJoin("payments as p", "p.id", "r.payment_id")
    .where("r.form_id", FORM_IDS.workerRegistration)
    .whereRaw(PASSPORT_ANSWER_SQL("a"))
    .whereRaw(`${PASSPORT_KEY_SQL("a")} = ANY(?)`, [[...new Set(keyOf.values())]])
    .distinct(raw(`${PASSPORT_KEY_SQL("a")} AS passport`), "r.id", "r.submitted_at", "p.reference");
  const rows = (await FormResponse.query(db)
    .with("s", registrations)
    .with("n", (qb) =>
      qb
        .from("s")
        .select(
          "s.passport",
          "s.id",
          "s.reference",
          raw("row_number() OVER (PARTITION BY s.passport ORDER BY s.submitted_at, s.id)::int AS position"),
          raw("count(*) OVER (PARTITION BY s.passport)::int AS total"),
        ),
    )
    .from("n")
    .where("n.position", "<=", 1 + LATER_SHOWN)
    .select("n.passport", "n.id", "n.reference", "n.position", "n.total")
    .orderBy(["n.passport", "n.position"])) as unknown as SharedRow[];

  const byPassport = new Map<string, SharedRow[]>();
  for (const row of rows) byPassport.set(row.passport, [...(byPassport.get(row.passport) ?? []), row]);
  const ref = (row: SharedRow): RegistrationRef => ({ id: row.id, reference: row.reference });
  for (const [id, passport] of keyOf) {
    const shared = byPassport.get(passport) ?? [];
    const first = shared[0];
    if (!first || first.total < 2) continue;
    result.set(
      id,
      first.id === id
        ? { reason: "registered_again", later: shared.slice(1, 1 + LATER_SHOWN).map(ref), laterCount: first.total - 1 }
        : { reason: "possible_duplicate", first: ref(first) },
    );
  }
  return result;
}

/**
 * For the export's query of `form_responses as <alias>`: the reference (or `#<id>` without one) of the first earlier
 * registration under the same passport number, or null.
 */
export function firstEarlierRegistrationSql(alias: string): string {
  return `(SELECT coalesce(fp.reference, '#' || fr.id)
     FROM form_answers oa
     JOIN form_answers fa ON ${PASSPORT_ANSWER_SQL("fa")} AND ${PASSPORT_KEY_SQL("fa")} = ${PASSPORT_KEY_SQL("oa")}
     JOIN form_responses fr ON fr.id = fa.response_id AND fr.form_id = ${FORM_IDS.workerRegistration}
       AND (fr.submitted_at, fr.id) < (${alias}.submitted_at, ${alias}.id)
     LEFT JOIN payments fp ON fp.id = fr.payment_id
    WHERE oa.response_id = ${alias}.id AND ${PASSPORT_ANSWER_SQL("oa")} AND ${PASSPORT_KEY_SQL("oa")} <> ''
    ORDER BY fr.submitted_at, fr.id
    LIMIT 1)`;
}
