import { describe, expect, it } from "vitest";
import { signedFileUrl } from "../../server/api/files-url.js";
import { listMedicalReports } from "../../server/modules/medical/medical.server.js";
import { auditEntry, expectAnswer, startApiWithAdmin, useApiWithAdmin } from "../support/api-client.js";
import { SAMPLE_PDF, samplePng } from "../support/sample-files.js";

/* docs/api.md §20 medical reports and §21 signed downloads against a real server (PostgreSQL, Redis, S3). */

const env = useApiWithAdmin("api_medical", "10.32");

const pdf = (name = "report.pdf") => ({
  field: "medical_report",
  filename: name,
  contentType: "application/pdf",
  data: SAMPLE_PDF,
});
const SIGNED = /^https:\/\/crestline\.example\/backend\/api\/files\/[0-9a-f-]{36}\/\?expires=\d+&signature=[0-9a-f]{64}$/;

/** The API's signed link, fetched from this test server (the link names the public origin). */
const download = (url: string, headers: Record<string, string> = {}) => {
  const { pathname, search } = new URL(url);
  return env.client.call(`${pathname}${search}`, { headers });
};

async function upload(passport: string, name = "report.pdf") {
  return env.client.call(
    "/backend/api/medical-reports/",
    env.client.multipart("POST", [["passport_number", passport]], [pdf(name)], env.client.auth(env.token)),
  );
}

/** A write that names a passport number but sends no file is refused at the file's field. */
async function expectNoFile(method: "POST" | "PUT", path: string, passport: string) {
  const sent = env.client.multipart(method, [["passport_number", passport]], [], env.client.auth(env.token));
  await expectAnswer(await env.client.call(path, sent), 400, { medical_report: ["No file was submitted."] });
}

describe("medical reports (docs/api.md §20)", () => {
  it("needs a token for every route, the passport lookup included", async () => {
    for (const path of ["/backend/api/medical-reports/", "/backend/api/medical-reports/A1234567/"]) {
      const response = await env.client.call(path);
      expect(response.headers.get("www-authenticate")).toBe("Token");
      await expectAnswer(response, 401, { detail: "Authentication credentials were not provided." });
    }
  });

  it("uploads a report and gives it back as a signed download of the original file", async () => {
    const created = (await expectAnswer(await upload("a1234567", "Rahim médical.pdf"), 201)) as Record<string, string>;
    expect(Object.keys(created)).toEqual(["id", "passport_number", "medical_report", "uploaded_at"]);
    expect(created.passport_number).toBe("A1234567");
    expect(created.medical_report).toMatch(SIGNED);
    expect(created.uploaded_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);

    const file = await download(created.medical_report!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(file.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Rahim m_dical.pdf"; filename\*=UTF-8''Rahim%20m%C3%A9dical.pdf$/,
    );
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    expect(file.headers.get("cache-control")).toBe("private, no-store");
    expect(Buffer.from(await file.arrayBuffer()).equals(SAMPLE_PDF)).toBe(true);

    // The passport lookup takes the URL-encoded number as typed; the admin screen's list shows the same report.
    const found = await expectAnswer(
      await env.client.call("/backend/api/medical-reports/a1234567/", { headers: env.client.auth(env.token) }),
      200,
    );
    expect(found).toMatchObject({ id: created.id, passport_number: "A1234567" });
    const list = (await expectAnswer(
      await env.client.call("/backend/api/medical-reports/", { headers: env.client.auth(env.token) }),
      200,
    )) as Array<{
      passport_number: string;
    }>;
    expect(list.map((r) => r.passport_number)).toContain("A1234567");
    const screen = await listMedicalReports(env.services.db, { q: "A1234567", page: 1 });
    expect(screen.items.map((r) => [r.id, r.originalName])).toEqual([[created.id, "Rahim médical.pdf"]]);
    const audit = await auditEntry(env.services, "medical_report.create", created.id);
    expect(audit.details).toMatchObject({ via: "api_token", apiToken: "sign-in" });
  });

  it("refuses duplicates, missing files, JSON, bad passports and non-documents, storing nothing", async () => {
    await expectAnswer(await upload("DUP12345"), 201);
    await expectAnswer(await upload("dup12345"), 400, {
      passport_number: ["medical report with this passport number already exists."],
    });
    const auth = env.client.auth(env.token);
    await expectNoFile("POST", "/backend/api/medical-reports/", "B7654321");
    await expectAnswer(
      await env.client.call("/backend/api/medical-reports/", env.client.multipart("POST", [], [pdf()], auth)),
      400,
      {
        passport_number: ["This field is required."],
      },
    );
    await expectAnswer(await upload("ab"), 400, {
      passport_number: ["Enter a passport number of 5 to 20 letters and digits."],
    });
    await expectAnswer(
      await env.client.call("/backend/api/medical-reports/", env.client.json("POST", { passport_number: "C1111111" }, auth)),
      415,
      { detail: 'Unsupported media type "application/json" in request.' },
    );
    await expectAnswer(
      await env.client.call(
        "/backend/api/medical-reports/",
        env.client.multipart(
          "POST",
          [["passport_number", "C1111111"]],
          [{ field: "medical_report", filename: "x.html", contentType: "text/html", data: Buffer.from("<html></html>") }],
          auth,
        ),
      ),
      400,
      { medical_report: ["Unsupported file type. Allowed: PDF, DOC, DOCX, JPG, PNG."] },
    );
    expect(await env.services.db("medical_reports").whereIn("passport_number", ["B7654321", "C1111111"])).toEqual([]);
    expect(await env.services.db("files").whereNull("claimed_at").count({ n: "*" }).first()).toEqual({ n: 0 });
  });

  it("gives the report a new file on PUT (the old one kept as an earlier report), keeps it on a file-less PATCH, and deletes both", async () => {
    const auth = env.client.auth(env.token);
    const created = (await expectAnswer(await upload("R5555555"), 201)) as { id: number; medical_report: string };
    const oldFile = await env.services.db("medical_reports").where({ id: created.id }).first();
    const png = await samplePng();
    const put = (await expectAnswer(
      await env.client.call(
        "/backend/api/medical-reports/R5555555/",
        env.client.multipart(
          "PUT",
          [["passport_number", "R5555555"]],
          [{ field: "medical_report", filename: "scan.png", contentType: "image/png", data: png }],
          auth,
        ),
      ),
      200,
    )) as { id: number; medical_report: string };
    expect(put.id).toBe(created.id);
    const replaced = await download(put.medical_report);
    expect(replaced.headers.get("content-type")).toBe("image/png");
    // The old file is the report's earlier report (listed in the admin area): its link still gives it.
    expect(await env.services.db("earlier_medical_reports").where({ report_id: created.id }).pluck("file_id")).toEqual([
      oldFile.file_id,
    ]);
    const earlier = await download(created.medical_report);
    expect(earlier.status).toBe(200);
    expect(earlier.headers.get("content-type")).toBe("application/pdf");

    await expectNoFile("PUT", "/backend/api/medical-reports/R5555555/", "R5555555");
    const patched = (await expectAnswer(
      await env.client.call("/backend/api/medical-reports/R5555555/", env.client.multipart("PATCH", [], [], auth)),
      200,
    )) as { id: number };
    expect(patched.id).toBe(created.id);
    await expectAnswer(
      await env.client.call(
        "/backend/api/medical-reports/R5555555/",
        env.client.multipart("PUT", [["passport_number", "OTHER123"]], [pdf()], auth),
      ),
      400,
      { passport_number: ["The passport number of a report cannot be changed."] },
    );
    await expectAnswer(
      await env.client.call("/backend/api/medical-reports/NOPE1234/", env.client.multipart("PUT", [], [pdf()], auth)),
      404,
      { detail: "No MedicalReport matches the given query." },
    );
    const stored = await env.services.db("medical_reports").where({ id: created.id }).first();
    await expectAnswer(await env.client.call("/backend/api/medical-reports/R5555555/", { method: "DELETE", headers: auth }), 204);
    expect(await env.services.db("files").whereIn("id", [stored.file_id, oldFile.file_id])).toEqual([]);
    await expectAnswer(
      await env.client.call("/backend/api/medical-reports/R5555555/", { method: "DELETE", headers: auth }),
      404,
      {
        detail: "No MedicalReport matches the given query.",
      },
    );
    await expectAnswer(await env.client.call("/backend/api/medical-reports/R5555555/", { headers: auth }), 404);
  });
});

describe("private downloads (docs/api.md §21)", () => {
  it("answer 403 for an expired, forged or missing signature, accept a token instead, and 404 for unknown files", async () => {
    const created = (await expectAnswer(await upload("D9999999"), 201)) as { medical_report: string };
    const fileId = new URL(created.medical_report).pathname.split("/")[4]!;
    const expired = signedFileUrl(env.services.config, fileId, new Date(Date.now() - 2 * 60 * 60 * 1000));
    await expectAnswer(await download(expired), 403, { detail: "This download link has expired." });
    const forged = created.medical_report.replace(/signature=[0-9a-f]{4}/, "signature=0000");
    await expectAnswer(await download(forged), 403, { detail: "Invalid download link." });
    const bare = `https://crestline.example/backend/api/files/${fileId}/`;
    await expectAnswer(await download(bare), 403, { detail: "Invalid download link." });
    await expectAnswer(await download(bare, { authorization: `Token ${"0".repeat(40)}` }), 403, {
      detail: "Invalid download link.",
    });
    const withToken = await download(bare, env.client.auth(env.token));
    expect(withToken.status).toBe(200);
    expect(Buffer.from(await withToken.arrayBuffer()).equals(SAMPLE_PDF)).toBe(true);
    await expectAnswer(
      await download(
        "https://crestline.example/backend/api/files/00000000-0000-4000-8000-000000000000/",
        env.client.auth(env.token),
      ),
      404,
      {
        detail: "Not found.",
      },
    );
    await expectAnswer(await env.client.call("/backend/api/files/not-a-file/"), 403, { detail: "Invalid download link." });
    await expectAnswer(await env.client.call("/backend/api/files/not-a-file/", { headers: env.client.auth(env.token) }), 404, {
      detail: "Not found.",
    });
    // A kept file that is not private (a library image's original is private; public variants have no files row) and an
    // unclaimed upload are not downloadable either.
    const [unclaimed] = await env.services
      .db("files")
      .insert({
        bucket: "private",
        object_key: "uploads/test/unclaimed",
        kind: "document",
        content_type: "application/pdf",
        size_bytes: 1,
      })
      .returning("id");
    await expectAnswer(await download(signedFileUrl(env.services.config, (unclaimed as { id: string }).id)), 404);
  });
});

describe("upload size (docs/api.md §7)", () => {
  it("answers a file over the kind's limit as a field error, nothing kept", async () => {
    const small = await startApiWithAdmin("api_medical_small", "10.36", async () => undefined, { UPLOAD_MAX_DOCUMENT_MB: "1" });
    try {
      const big = Buffer.concat([SAMPLE_PDF, Buffer.alloc(1024 * 1024 + 10, 0x20)]);
      const response = await small.client.call(
        "/backend/api/medical-reports/",
        small.client.multipart(
          "POST",
          [["passport_number", "BIG12345"]],
          [{ field: "medical_report", filename: "big.pdf", contentType: "application/pdf", data: big }],
          small.client.auth(small.token),
        ),
      );
      await expectAnswer(response, 400, { medical_report: ["File too large. The maximum size is 1 MB."] });
      expect(await small.services.db("medical_reports")).toEqual([]);
      expect(await small.services.db("files").count({ n: "*" }).first()).toEqual({ n: 0 });
    } finally {
      await small.api.stop();
    }
  });
});
