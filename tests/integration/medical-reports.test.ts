import { describe, expect, it } from "vitest";
import { normalizePassportNumber } from "../../server/modules/medical/medical.js";
import {
  deleteMedicalReports,
  findEarlierMedicalReportDownload,
  findMedicalReportDownload,
  listMedicalReports,
  medicalListQuerySchema,
  reportsOnFile,
  saveMedicalReport,
} from "../../server/modules/medical/medical.server.js";
import type { ResponsePage } from "../../server/modules/submissions/admin.server.js";
import { auditSentence } from "../../app/components/admin/audit-sentences.js";
import { registrationReports } from "../../app/routes/admin.forms-and-reports.$form/medical.server.js";
import { samplePdf } from "../support/sample-files.js";
import { storeUpload, uniqueTag, useAdminServices } from "./library-support.js";

const t = useAdminServices("203.0.113.5");

const upload = (name = "report.pdf") =>
  storeUpload(t.services, {
    bytes: samplePdf(name),
    contentType: "application/pdf",
    originalName: name,
    field: "medical_report",
    kind: "document",
  });

const reportsOf = (passport: string) => t.services.db("medical_reports").where({ passport_number: passport });

describe("medical reports", () => {
  it("creates a report, then keeps it as an earlier report when a new one is uploaded: listed, downloadable, audited", async () => {
    const passport = `A${uniqueTag()}`;
    const first = await upload("first.pdf");
    const created = await saveMedicalReport(t.services, { passportNumber: `  ${passport.toLowerCase()} `, file: first }, t.actor);
    expect(created).toEqual({ ok: true, created: true, id: expect.any(Number), passportNumber: passport });

    const second = await upload("second.pdf");
    const followed = await saveMedicalReport(t.services, { passportNumber: passport, file: second }, t.actor);
    expect(followed).toEqual({ ok: true, created: false, id: expect.any(Number), passportNumber: passport });
    expect(followed.ok && created.ok && followed.id === created.id).toBe(true);
    const reportId = created.ok ? created.id : -1;

    // one report per passport: the newest file is its report, the first one is kept under it
    const rows = await reportsOf(passport);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ file_id: second.id, original_name: "second.pdf", uploaded_by: t.actor.adminUserId });
    const earlier = await t.services.db("earlier_medical_reports").where({ report_id: reportId });
    expect(earlier).toEqual([
      expect.objectContaining({ file_id: first.id, original_name: "first.pdf", uploaded_by: t.actor.adminUserId }),
    ]);
    // both files kept and claimed (the sweep leaves them alone)
    for (const file of [first, second]) {
      expect((await t.services.db("files").where({ id: file.id }).first()).claimed_at).not.toBeNull();
      expect(await t.services.storage.stat("private", file.key)).not.toBeNull();
    }

    // listed: the latest first, the earlier one under it, both downloadable by their own address
    const listed = await listMedicalReports(t.services.db, medicalListQuerySchema.parse({ q: passport }));
    expect(listed.items).toEqual([
      expect.objectContaining({
        passportNumber: passport,
        originalName: "second.pdf",
        earlier: [expect.objectContaining({ id: earlier[0].id, originalName: "first.pdf", contentType: "application/pdf" })],
      }),
    ]);
    expect(await findMedicalReportDownload(t.services.db, reportId)).toMatchObject({
      objectKey: second.key,
      name: `${passport} - second.pdf`,
    });
    expect(await findEarlierMedicalReportDownload(t.services.db, reportId, earlier[0].id)).toMatchObject({
      objectKey: first.key,
      name: expect.stringMatching(new RegExp(`^${passport} - \\d{4}-\\d{2}-\\d{2} - first\\.pdf$`)),
    });
    // an earlier report is found only under its own report
    expect(await findEarlierMedicalReportDownload(t.services.db, reportId + 1, earlier[0].id)).toBeNull();

    const audit = await t.services
      .db("audit_log")
      .where({ entity: "medical_report", entity_id: String(reportId) })
      .orderBy("id")
      .select("action", "details");
    expect(audit.map((a) => a.action)).toEqual(["medical_report.create", "medical_report.replace"]);
    expect(audit[1].details).toMatchObject({ passportNumber: passport, earlierFileId: first.id, earlierCount: 1 });
    expect(
      auditSentence("rina", { action: "medical_report.replace", entityId: String(reportId), details: audit[1].details }),
    ).toBe(`rina uploaded a new medical report for passport ${passport}, keeping the earlier report`);
  });

  it("normalises the passport number: trimmed, upper-case", () => {
    expect(normalizePassportNumber("  bx0123456\t")).toBe("BX0123456");
  });

  it("refuses a missing file, a missing or malformed passport number, and stores nothing", async () => {
    const passport = `B${uniqueTag()}`;
    const before = await t.services.db("medical_reports").count<Array<{ count: string }>>("* as count");

    expect(await saveMedicalReport(t.services, { passportNumber: passport, file: undefined }, t.actor)).toMatchObject({
      ok: false,
      reason: "missing",
    });
    const file = await upload();
    for (const passportNumber of ["", "   ", null]) {
      expect(await saveMedicalReport(t.services, { passportNumber, file }, t.actor)).toMatchObject({
        ok: false,
        reason: "missing",
      });
    }
    for (const passportNumber of ["AB12", "AB 1234567", "AB-1234567", "X".repeat(21), "<script>"]) {
      expect(await saveMedicalReport(t.services, { passportNumber, file }, t.actor)).toMatchObject({
        ok: false,
        reason: "bad_passport",
      });
    }
    expect(await t.services.db("medical_reports").count<Array<{ count: string }>>("* as count")).toEqual(before);
    // left unclaimed: the upload module removes it after the response
    expect((await t.services.db("files").where({ id: file.id }).first()).claimed_at).toBeNull();
  });

  it("says which step failed when the file vanished before it was kept", async () => {
    const passport = `C${uniqueTag()}`;
    const file = await upload();
    await t.services.db("files").where({ id: file.id }).delete();
    const result = await saveMedicalReport(t.services, { passportNumber: passport, file }, t.actor);
    expect(result).toMatchObject({ ok: false, reason: "file_unavailable" });
    expect(await reportsOf(passport)).toHaveLength(0);
  });

  it("keeps one report and every file when the same passport is uploaded concurrently, each upload following the one before", async () => {
    const passport = `D${uniqueTag()}`;
    const files = await Promise.all([upload("a.pdf"), upload("b.pdf"), upload("c.pdf")]);
    const results = await Promise.all(
      files.map((file) => saveMedicalReport(t.services, { passportNumber: passport, file }, t.actor)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
    const rows = await reportsOf(passport);
    expect(rows).toHaveLength(1);
    const earlier = await t.services.db("earlier_medical_reports").where({ report_id: rows[0].id }).pluck("file_id");
    expect(earlier).toHaveLength(2);
    expect([rows[0].file_id, ...earlier].sort()).toEqual(files.map((f) => f.id).sort());
    const claimed = await t.services
      .db("files")
      .whereIn(
        "id",
        files.map((f) => f.id),
      )
      .whereNotNull("claimed_at")
      .pluck("id");
    expect(claimed).toHaveLength(3);
  });

  it("searches by any part of the passport number, newest change first", async () => {
    const tag = uniqueTag();
    for (const passport of [`E${tag}1`, `E${tag}2`, `F${tag}3`]) {
      await saveMedicalReport(t.services, { passportNumber: passport, file: await upload() }, t.actor);
    }
    const found = await listMedicalReports(t.services.db, medicalListQuerySchema.parse({ q: `e${tag}` }));
    expect(found.items.map((r) => r.passportNumber)).toEqual([`E${tag}2`, `E${tag}1`]);
    expect(found.total).toBe(2);
    expect(found.items[0]).toMatchObject({ contentType: "application/pdf", originalName: "report.pdf" });
    // LIKE wildcards typed into the search are plain characters
    expect((await listMedicalReports(t.services.db, medicalListQuerySchema.parse({ q: "%" }))).total).toBe(0);
  });

  it("bulk deletes reports with their files, audited; an empty selection is refused", async () => {
    const tag = uniqueTag();
    const saved = [];
    for (const passport of [`G${tag}1`, `G${tag}2`, `G${tag}3`]) {
      const file = await upload();
      const result = await saveMedicalReport(t.services, { passportNumber: passport, file }, t.actor);
      if (!result.ok) throw new Error(result.reason);
      saved.push({ id: result.id, file });
    }
    const [a, b, c] = saved;
    const result = await deleteMedicalReports(t.services, [a!.id, b!.id, b!.id], t.actor);
    expect(result).toEqual({ ok: true, deleted: 2 });
    expect(await t.services.db("medical_reports").whereIn("id", [a!.id, b!.id])).toHaveLength(0);
    expect(await t.services.db("medical_reports").where({ id: c!.id })).toHaveLength(1);
    for (const { file } of [a!, b!]) {
      expect(await t.services.db("files").where({ id: file.id }).first()).toBeUndefined();
      expect(await t.services.storage.stat("private", file.key)).toBeNull();
    }
    expect(await t.services.storage.stat("private", c!.file.key)).not.toBeNull();
    const audit = await t.services
      .db("audit_log")
      .where({ action: "medical_report.delete", admin_user_id: t.actor.adminUserId })
      .whereIn("entity_id", [String(a!.id), String(b!.id)]);
    expect(audit).toHaveLength(2);

    expect(await deleteMedicalReports(t.services, [], t.actor)).toEqual({ ok: false, reason: "none_selected" });
  });

  it("deletes a report with its earlier reports and all their files", async () => {
    const passport = `H${uniqueTag()}`;
    const files = [await upload("one.pdf"), await upload("two.pdf"), await upload("three.pdf")];
    let id = -1;
    for (const file of files) {
      const result = await saveMedicalReport(t.services, { passportNumber: passport, file }, t.actor);
      if (!result.ok) throw new Error(result.reason);
      id = result.id;
    }
    expect(await deleteMedicalReports(t.services, [id], t.actor)).toEqual({ ok: true, deleted: 1 });
    expect(await reportsOf(passport)).toHaveLength(0);
    expect(await t.services.db("earlier_medical_reports").where({ report_id: id })).toHaveLength(0);
    for (const file of files) {
      expect(await t.services.db("files").where({ id: file.id }).first()).toBeUndefined();
      expect(await t.services.storage.stat("private", file.key)).toBeNull();
    }
    const entry = await t.services
      .db("audit_log")
      .where({ action: "medical_report.delete", entity_id: String(id) })
      .first();
    expect(auditSentence("rina", { action: entry.action, entityId: entry.entity_id, details: entry.details })).toBe(
      `rina deleted the medical report for passport ${passport} and 2 earlier reports`,
    );
  });

  it("links a worker registration to the reports on file under the passport number it gave", async () => {
    const passport = `J${uniqueTag()}`;
    for (const name of ["a.pdf", "b.pdf"]) {
      await saveMedicalReport(t.services, { passportNumber: passport, file: await upload(name) }, t.actor);
    }
    const onFile = await reportsOnFile(t.services.db, [` ${passport.toLowerCase()}`, "K0000000000", "not a passport"]);
    expect([...onFile.keys()]).toEqual([passport]);
    expect(onFile.get(passport)).toMatchObject({ reportId: expect.any(Number), count: 2 });

    const answer = (label: string, value: string) => ({ fieldId: 1, fieldType: "text" as const, label, value, file: null });
    const registration = (id: number, answers: ReturnType<typeof answer>[]) =>
      ({ id, answers }) as unknown as ResponsePage["items"][number];
    const linked = await registrationReports(t.services.db, {
      items: [
        registration(1, [answer("Full Name", "Rahim"), answer("Passport Number", passport.toLowerCase())]),
        registration(2, [answer("Passport No.", "l 123 4567")]),
        registration(3, [answer("Passport Copy", passport)]),
      ],
    } as unknown as ResponsePage);
    expect(linked).toEqual({
      1: { passportNumber: passport, count: 2, latestAt: expect.any(String) },
      2: { passportNumber: "L1234567", count: 0, latestAt: null },
    });
  });
});
