import { describe, expect, it } from "vitest";
import { normalizePassportNumber } from "../../server/modules/medical/medical.js";
import {
  deleteMedicalReports,
  listMedicalReports,
  medicalListQuerySchema,
  saveMedicalReport,
} from "../../server/modules/medical/medical.server.js";
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
  it("creates a report, then replaces it in place: one row, the old file and object gone", async () => {
    const passport = `A${uniqueTag()}`;
    const first = await upload("first.pdf");
    const created = await saveMedicalReport(t.services, { passportNumber: `  ${passport.toLowerCase()} `, file: first }, t.actor);
    expect(created).toEqual({ ok: true, created: true, id: expect.any(Number), passportNumber: passport });

    const second = await upload("second.pdf");
    const replaced = await saveMedicalReport(t.services, { passportNumber: passport, file: second }, t.actor);
    expect(replaced).toEqual({ ok: true, created: false, id: expect.any(Number), passportNumber: passport });
    expect(replaced.ok && created.ok && replaced.id === created.id).toBe(true);

    const rows = await reportsOf(passport);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ file_id: second.id, original_name: "second.pdf" });
    expect(rows[0].updated_at.getTime()).toBeGreaterThanOrEqual(rows[0].created_at.getTime());
    // the first file: row and object removed; the second kept and claimed
    expect(await t.services.db("files").where({ id: first.id }).first()).toBeUndefined();
    expect(await t.services.storage.stat("private", first.key)).toBeNull();
    expect(await t.services.storage.stat("private", second.key)).not.toBeNull();
    expect((await t.services.db("files").where({ id: second.id }).first()).claimed_at).not.toBeNull();

    const audit = await t.services
      .db("audit_log")
      .where({ entity: "medical_report", entity_id: String(rows[0].id) })
      .orderBy("id")
      .pluck("action");
    expect(audit).toEqual(["medical_report.create", "medical_report.replace"]);
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

  it("keeps one row when the same passport is uploaded concurrently, and no claimed file is left behind", async () => {
    const passport = `D${uniqueTag()}`;
    const files = await Promise.all([upload("a.pdf"), upload("b.pdf"), upload("c.pdf")]);
    const results = await Promise.all(
      files.map((file) => saveMedicalReport(t.services, { passportNumber: passport, file }, t.actor)),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.filter((r) => r.ok && r.created)).toHaveLength(1);
    const rows = await reportsOf(passport);
    expect(rows).toHaveLength(1);
    const remaining = await t.services
      .db("files")
      .whereIn(
        "id",
        files.map((f) => f.id),
      )
      .pluck("id");
    expect(remaining).toEqual([rows[0].file_id]);
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
});
