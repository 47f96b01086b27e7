import { randomUUID } from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import type { Knex } from "knex";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { UploadedFiles } from "../../server/modules/files/stored-file.js";
import type { FieldDefinition } from "../../server/modules/forms/fields.js";
import { checkPassportBeforePayment, samePassportRegistrations } from "../../server/modules/payments/duplicates.server.js";
import { CONFIRM_PASSPORT_INPUT, isPassportField, passportKey } from "../../server/modules/payments/passport.js";
import { processMailJob } from "../../server/modules/notifications/mail.server.js";
import { checkDuplicate, listResponses, parseResponseFilter } from "../../server/modules/submissions/admin.server.js";
import type { Services } from "../../server/services.js";
import { action as workerRegistration } from "../../app/routes/_site.($lang).worker-registration.js";
import { addField } from "./forms-support.js";
import { createPaymentServices, startSandbox, type TestSandbox } from "./payments-support.js";
import { insertCompletedPayment } from "../support/completed-payment.js";

// Duplicate protection (docs/product.md, "Worker registration and payments"): registrations are compared by their
// passport number, without white space and upper-cased; the worker is asked before paying, the office sees the flag.

let sandbox: TestSandbox;
let sandboxRedis: Redis;
let services: Services;
let fields: FieldDefinition[];
let ip = 0;

beforeAll(async () => {
  sandboxRedis = new Redis(inject("testEnv").redisUrl, { keyPrefix: `${inject("testEnv").runId}-sbxdup:` });
  sandbox = await startSandbox(sandboxRedis);
  ({ services } = await createPaymentServices(sandbox));
  const name = await addField(services.db, 2, "Full Name", "text", { required: true, priority: 0 });
  const passport = await addField(services.db, 2, "Passport Number", "text", { required: true, priority: 1 });
  const copy = await addField(services.db, 2, "Passport Copy", "file", { priority: 2 });
  fields = [
    { id: name, name: "Full Name", fieldType: "text", required: true, options: [], priority: 0 },
    { id: passport, name: "Passport Number", fieldType: "text", required: true, options: [], priority: 1 },
    { id: copy, name: "Passport Copy", fieldType: "file", required: false, options: [], priority: 2 },
  ];
});

afterAll(async () => {
  await services?.close();
  await sandbox?.close();
  await sandboxRedis?.quit();
});

/** A paid registration (form 2, or `formId`) with a name and a passport answer as typed; its id. */
async function registration(passport: string, opts: { formId?: number; submittedAt?: Date; reference?: string } = {}) {
  let paymentId: number | null = null;
  if (opts.reference) {
    paymentId = await insertCompletedPayment(services.db, {
      amount: "750.00",
      trxId: `TRX${randomUUID().slice(0, 8)}`,
      reference: opts.reference,
      completedAt: opts.submittedAt,
    });
  }
  const [row] = await services
    .db("form_responses")
    .insert({ form_id: opts.formId ?? 2, submitted_at: opts.submittedAt ?? new Date(), payment_id: paymentId })
    .returning<Array<{ id: number }>>("id");
  await services.db("form_answers").insert([
    { response_id: row!.id, field_id: null, field_label: "Full Name", field_type: "text", position: 0, value: '"A Worker"' },
    {
      response_id: row!.id,
      field_id: null,
      field_label: "Passport Number",
      field_type: "text",
      position: 1,
      value: JSON.stringify(passport),
    },
  ]);
  return row!.id;
}

const submission = (passport: string) => ({ [`field_${fields[0]!.id}`]: "A Worker", [`field_${fields[1]!.id}`]: passport });

describe("what counts as the same passport number", () => {
  it("compares without any white space and in upper case", () => {
    expect(passportKey("  ab 12\u00a034 567 ")).toBe("AB1234567");
    expect(passportKey(undefined)).toBe("");
    expect(isPassportField({ name: "Passport Number", fieldType: "text" })).toBe(true);
    expect(isPassportField({ name: "passport no.", fieldType: "text" })).toBe(true);
    expect(isPassportField({ name: "Passport Copy", fieldType: "file" })).toBe(false);
    expect(isPassportField({ name: "Full Name", fieldType: "text" })).toBe(false);
  });
});

describe("before payment", () => {
  it("refuses a passport number already registered until the worker confirms it, and says nothing about the registration", async () => {
    const typed = "zq 700 1001";
    expect(await checkPassportBeforePayment(services.db, { fields, data: submission(typed) })).toEqual({ ok: true });
    // a job application under the same passport is not a registration
    await registration(typed, { formId: 4 });
    expect(await checkPassportBeforePayment(services.db, { fields, data: submission("ZQ7001001") })).toEqual({ ok: true });

    await registration(typed);
    const refused = await checkPassportBeforePayment(services.db, { fields, data: submission(" Zq7001001") });
    expect(refused).toEqual({ ok: false, reason: "passport_registered", passport: "ZQ7001001" });
    // confirmed for this number (however typed) it goes on; a confirmation of another number does not count
    expect(
      await checkPassportBeforePayment(services.db, { fields, data: submission("ZQ7001001"), confirmed: "zq7001001" }),
    ).toEqual({ ok: true });
    expect(
      await checkPassportBeforePayment(services.db, { fields, data: submission("ZQ7001001"), confirmed: "ZQ7001002" }),
    ).toMatchObject({ ok: false });
    // another number, or none, is not asked about
    expect(await checkPassportBeforePayment(services.db, { fields, data: submission("ZQ7001002") })).toEqual({ ok: true });
    expect(await checkPassportBeforePayment(services.db, { fields, data: submission("") })).toEqual({ ok: true });
  });

  it("reads the passport answers through their own index", async () => {
    const statements: Array<{ sql: string; bindings: readonly unknown[] }> = [];
    const record = (q: { sql: string; bindings?: readonly unknown[] }) =>
      statements.push({ sql: q.sql, bindings: q.bindings ?? [] });
    services.db.on("query", record);
    try {
      await checkPassportBeforePayment(services.db, { fields, data: submission("ZQ7001009") });
    } finally {
      services.db.off("query", record);
    }
    expect(statements).toHaveLength(1);
    const plan = await services.db.transaction(async (trx) => {
      await trx.raw("SET LOCAL enable_seqscan = off");
      const { sql, bindings } = statements[0]!;
      const result = await trx.raw(`EXPLAIN ${sql.replace(/\$\d+/g, "?")}`, bindings as Knex.RawBinding[]);
      return (result.rows as Array<{ "QUERY PLAN": string }>).map((r) => r["QUERY PLAN"]).join("\n");
    });
    // the index finds the number itself (its expression), not only the passport answers (its predicate)
    expect(plan).toMatch(/using form_answers_passport_key_idx[^\n]*\n\s+Index Cond: \(upper\(regexp_replace/);
  });

  it("the registration page asks before bKash, then goes to bKash once the worker confirms", async () => {
    await registration("RT5550001", { reference: "CR-RT55A" });
    const payments = async () => (await services.db("payments").count<Array<{ count: number }>>({ count: "*" }))[0]!.count;
    const before = await payments();

    const asked = (await workerRegistration(routeArgs(submission("rt 555 0001")))) as {
      data: { duplicatePassport?: string; reply: { status: string; error?: unknown } };
      init: { status?: number } | null;
    };
    expect(asked.init?.status).toBe(409);
    expect(asked.data.duplicatePassport).toBe("RT5550001");
    // nothing about the registration found: no reference, no name, no date
    expect(JSON.stringify(asked.data)).not.toContain("CR-RT55A");
    expect(asked.data.reply.status).toBe("success");
    expect(await payments()).toBe(before);

    const confirmed = (await workerRegistration(
      routeArgs({ ...submission("rt 555 0001"), [CONFIRM_PASSPORT_INPUT]: "RT5550001" }),
    )) as Response;
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("location")).toContain(`${sandbox.baseUrl}/pay/`);
    expect(await payments()).toBe(before + 1);
  });
});

function routeArgs(answers: Record<string, string>): ActionFunctionArgs {
  const request = new Request("http://localhost:3999/worker-registration", {
    method: "POST",
    body: new URLSearchParams(answers),
    headers: { origin: "http://localhost:3999" },
  });
  const context = { services, cspNonce: "n", requestId: "r", clientIp: `198.51.100.${++ip}`, uploads: new UploadedFiles() };
  return { request, context, params: {} } as unknown as ActionFunctionArgs;
}

describe("for the office", () => {
  it("flags every later registration under a passport number with the first one, and the first with the later ones", async () => {
    const day = (d: number) => new Date(`2026-05-0${d}T08:00:00Z`);
    const first = await registration("KL 900 2001", { submittedAt: day(1), reference: "CR-KL9AA" });
    const second = await registration("kl9002001", { submittedAt: day(3), reference: "CR-KL9BB" });
    const third = await registration("KL9002001 ", { submittedAt: day(2) });
    const alone = await registration("KL9002002", { submittedAt: day(1) });
    const application = await registration("KL9002001", { submittedAt: day(1), formId: 4 });

    const flags = await samePassportRegistrations(services.db, [first, second, third, alone, application]);
    expect(flags.get(first)).toEqual({
      reason: "registered_again",
      // in the order they were submitted, not by id
      later: [
        { id: third, reference: null },
        { id: second, reference: "CR-KL9BB" },
      ],
      laterCount: 2,
    });
    expect(flags.get(second)).toEqual({ reason: "possible_duplicate", first: { id: first, reference: "CR-KL9AA" } });
    expect(flags.get(third)).toEqual({ reason: "possible_duplicate", first: { id: first, reference: "CR-KL9AA" } });
    expect(flags.has(alone)).toBe(false);
    expect(flags.has(application)).toBe(false);

    // the first deleted, the next one in line is the first
    await services.db("form_responses").where("id", first).delete();
    const after = await samePassportRegistrations(services.db, [second, third]);
    expect(after.get(third)).toEqual({
      reason: "registered_again",
      later: [{ id: second, reference: "CR-KL9BB" }],
      laterCount: 1,
    });
    expect(after.get(second)).toEqual({ reason: "possible_duplicate", first: { id: third, reference: null } });
  });

  it("the responses screen and the new-registration e-mail carry the flag", async () => {
    const first = await registration("MN 310 4400", { reference: "CR-MN3AA", submittedAt: new Date("2026-06-01T08:00:00Z") });
    const again = await registration("mn3104400", { reference: "CR-MN3BB", submittedAt: new Date("2026-06-02T08:00:00Z") });
    const page = await listResponses(services.db, 2, parseResponseFilter(new URLSearchParams({ q: "MN" })));
    const flagOf = (id: number) => page.items.find((item) => item.id === id)?.samePassport;
    expect(flagOf(again)).toEqual({ reason: "possible_duplicate", first: { id: first, reference: "CR-MN3AA" } });
    expect(flagOf(first)).toMatchObject({ reason: "registered_again", laterCount: 1 });
    // one registration opened alone (the link's target) carries it too
    const alone = await listResponses(services.db, 2, parseResponseFilter(new URLSearchParams({ response: String(again) })));
    expect(alone.items.map((item) => item.samePassport?.reason)).toEqual(["possible_duplicate"]);

    const mail = await processMailJob(services, { type: "form-submission", responseId: again });
    expect(mail!.text).toContain("Possible duplicate: the same passport number was registered first in registration");
    expect(mail!.text).toContain(`#${first} (CR-MN3AA)`);
    expect((await processMailJob(services, { type: "form-submission", responseId: first }))!.text).not.toContain(
      "Possible duplicate",
    );
  });
  it("the office lists the possible duplicates not checked yet, and marks one 'not a duplicate' (audited, undoable)", async () => {
    const first = await registration("QR 550 6600", { reference: "CR-QR5AA", submittedAt: new Date("2026-07-01T08:00:00Z") });
    const again = await registration("qr5506600", { reference: "CR-QR5BB", submittedAt: new Date("2026-07-02T08:00:00Z") });
    const flagged = (q = "QR") =>
      listResponses(services.db, 2, parseResponseFilter(new URLSearchParams({ q, flag: "possible-duplicate" })));
    const before = await flagged();
    // the later one only (the first is no duplicate of anything), and the count over the whole form
    expect(before.items.map((item) => item.id)).toEqual([again]);
    expect(before.possibleDuplicates).toBeGreaterThanOrEqual(1);

    const actor = { adminUserId: null, ip: "127.0.0.1" };
    expect(await checkDuplicate(services.db, 2, { responseId: again, notDuplicate: true }, actor)).toEqual({ ok: true });
    const after = await flagged();
    expect(after.items).toEqual([]);
    expect(after.possibleDuplicates).toBe(before.possibleDuplicates! - 1);
    // still linked to the first, with the time it was checked
    const [item] = (await listResponses(services.db, 2, parseResponseFilter(new URLSearchParams({ response: String(again) }))))
      .items;
    expect(item!.samePassport).toEqual({ reason: "possible_duplicate", first: { id: first, reference: "CR-QR5AA" } });
    expect(item!.duplicateCheckedAt).toEqual(expect.any(String));
    // checking it again changes nothing; flagged again, it is back in the list
    expect(await checkDuplicate(services.db, 2, { responseId: again, notDuplicate: true }, actor)).toEqual({ ok: true });
    expect(await checkDuplicate(services.db, 2, { responseId: again, notDuplicate: false }, actor)).toEqual({ ok: true });
    expect((await flagged()).items.map((i) => i.id)).toEqual([again]);
    const audited = await services
      .db("audit_log")
      .where({ action: "form_response.duplicate_check", entity_id: String(again) })
      .orderBy("id");
    expect(audited.map((row) => row.details.notDuplicate)).toEqual([true, false]);

    // another form's response, or one that does not exist, is refused
    const application = await registration("QR5506600", { formId: 4 });
    expect(await checkDuplicate(services.db, 4, { responseId: application, notDuplicate: true }, actor)).toEqual({
      ok: false,
      reason: "missing",
    });
    expect(await checkDuplicate(services.db, 2, { responseId: 999_999, notDuplicate: true }, actor)).toEqual({
      ok: false,
      reason: "missing",
    });
    // other forms have no such filter
    expect((await listResponses(services.db, 4, parseResponseFilter(new URLSearchParams()))).possibleDuplicates).toBeNull();
  });
});
