import { createHash, randomBytes } from "node:crypto";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import Koa from "koa";
import { Client } from "minio";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadConfig } from "../../server/config/index.js";
import { uploadModule } from "../../server/http/upload.js";
import type { UploadedFiles } from "../../server/modules/files/stored-file.js";
import { claimFiles } from "../../server/modules/media/files.server.js";
import { PART_BYTES } from "../../server/storage/put.js";
import { postTextFlood } from "../support/text-flood.js";
import { createTestDb, readAll, startS3, type TestDb, type TestS3 } from "./media-support.js";

const MB = 1024 * 1024;
const config = loadConfig({ NODE_ENV: "test", UPLOAD_MAX_IMAGE_MB: "1", UPLOAD_MAX_DOCUMENT_MB: "2" });

let s3: TestS3;
let testDb: TestDb;
let server: Server;
let base: string;
/** What the downstream handler saw during the request: objects and rows exist while it runs. */
let seen: Array<{ id: string; objectSize: number | undefined; objectType: string | undefined; row: Record<string, unknown> }> =
  [];

/** The upload module in front of a handler that records what it saw; listens on a loopback port. */
async function startApp(appConfig: typeof config): Promise<{ server: Server; base: string }> {
  const app = new Koa();
  app.silent = true;
  app.use(
    uploadModule(
      { config: appConfig, db: testDb.db, storage: s3.storage, logger: pino({ level: "silent" }) },
      { authorizeAdmin: async (ctx) => ctx.get("x-test-admin") !== "no" },
    ),
  );
  app.use(async (ctx) => {
    const uploads = ctx.state.uploads as UploadedFiles;
    const fields = (ctx.state.formFields as FormData | undefined) ?? new FormData();
    seen = [];
    for (const file of uploads.all()) {
      const info = await s3.storage.stat("private", file.key);
      const row = await testDb.db("files").where({ id: file.id }).first();
      seen.push({ id: file.id, objectSize: info?.size, objectType: info?.contentType, row });
    }
    if (fields.get("keep") === "yes") {
      await testDb.db.transaction((trx) =>
        claimFiles(
          trx,
          uploads.all().map((f) => f.id),
        ),
      );
    }
    // public page forms get their refused files handed on: answer them as the actions do (status and message)
    const [refused] = uploads.refusals;
    if (refused && fields.get("show") !== "refusals") {
      ctx.status = refused.status;
      ctx.body = { error: refused.message };
      return;
    }
    ctx.body = {
      fields: [...fields],
      files: uploads.all(),
      hasFormFields: ctx.state.formFields !== undefined,
      ...(refused ? { refusals: uploads.refusals } : {}),
    };
  });
  const server = createServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

beforeAll(async () => {
  [s3, testDb] = await Promise.all([startS3(), createTestDb()]);
  ({ server, base } = await startApp(config));
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await Promise.allSettled([s3?.close(), testDb?.drop()]);
});

afterEach(async () => {
  await testDb.db("files").delete();
  await s3.storage.remove("private", await s3.listKeys("private"));
});

async function png(width = 300, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
}

function pdf(size: number): Buffer {
  const header = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");
  return Buffer.concat([header, randomBytes(size - header.length)]);
}

function form(entries: Array<[string, string] | [string, Buffer, string]>): FormData {
  const fd = new FormData();
  for (const [name, value, fileName] of entries) {
    if (typeof value === "string") fd.append(name, value);
    else fd.append(name, new Blob([new Uint8Array(value)]), fileName);
  }
  return fd;
}

async function post(path: string, body: FormData | string, headers: Record<string, string> = {}) {
  const res = await fetch(base + path, { method: "POST", body, headers: { accept: "application/json", ...headers } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { error?: string } };
}

async function nothingStored() {
  expect(await testDb.db("files").count({ n: "*" }).first()).toEqual({ n: 0 });
  expect(await s3.listKeys("private")).toEqual([]);
}

describe("upload module", () => {
  it("streams a file into the private bucket with its sniffed type and a files row, and hands text fields on", async () => {
    const image = await png();
    const res = await post(
      "/admin/image-upload",
      form([
        ["category", "Site Work & more"],
        ["note", "ভালো ✓"],
        ["image", image, "my\u202Egnp.exe photo.png"],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.fields).toEqual([
      ["category", "Site Work & more"],
      ["note", "ভালো ✓"],
    ]);
    const [file] = res.body.files as Array<Record<string, unknown>>;
    expect(file).toMatchObject({
      field: "image",
      bucket: "private",
      contentType: "image/png",
      size: image.length,
      kind: "image",
    });
    expect(file.originalName).toBe("mygnp.exe photo.png");
    expect(file.key).toMatch(/^uploads\/\d{4}\/\d{2}\/[0-9a-f-]{36}$/);
    expect(seen).toEqual([
      {
        id: file.id,
        objectSize: image.length,
        objectType: "image/png",
        row: expect.objectContaining({
          object_key: file.key,
          kind: "image",
          content_type: "image/png",
          size_bytes: image.length,
          claimed_at: null,
        }),
      },
    ]);
    // Nobody claimed it: gone once the response is done.
    await nothingStored();
  });

  it("keeps files the downstream action claimed", async () => {
    const image = await png(40, 40);
    const res = await post(
      "/admin/image-upload",
      form([
        ["keep", "yes"],
        ["image", image, "a.png"],
      ]),
    );
    expect(res.status).toBe(200);
    const [file] = res.body.files as Array<{ id: string; key: string }>;
    const row = await testDb.db("files").where({ id: file.id }).first();
    expect(row.claimed_at).toBeInstanceOf(Date);
    const stored = await readAll(await s3.storage.get("private", file.key));
    expect(stored.equals(image)).toBe(true);
  });

  it("accepts single-fetch .data submissions and dynamic form fields", async () => {
    const doc = pdf(200_000);
    const res = await post(
      "/worker-registration.data",
      form([
        ["name", "A"],
        ["file_12", doc, "passport.pdf"],
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.body.files).toEqual([
      expect.objectContaining({ field: "file_12", contentType: "application/pdf", size: doc.length, kind: "document" }),
    ]);
  });

  it("takes a public form's files from its Bangla and Arabic addresses, not from an unknown language's", async () => {
    for (const path of ["/bn/quote", "/ar/quote.data", "/bn/worker-registration.data"]) {
      const field = path.includes("quote") ? "attachment" : "file_12";
      const res = await post(path, form([[field, pdf(2000), "scan.pdf"]]));
      expect(res.status, path).toBe(200);
      expect(res.body.files, path).toEqual([expect.objectContaining({ field, kind: "document" })]);
    }
    for (const path of ["/xx/quote", "/en/quote.data", "/bn/admin/image-upload"]) {
      expect(await post(path, form([["attachment", pdf(2000), "scan.pdf"]])), path).toEqual({
        status: 415,
        body: { error: "Uploads are not accepted here." },
      });
    }
  });

  it("refuses a file whose bytes are not an allowed type: 415 and nothing stored", async () => {
    const asPng = await post("/admin/image-upload", form([["image", pdf(5000), "cat.png"]]));
    expect(asPng).toEqual({ status: 415, body: { error: "File type not allowed: pdf." } });
    await nothingStored();

    const exe = Buffer.concat([Buffer.from("MZ"), Buffer.alloc(5000)]);
    const asDoc = await post("/quote", form([["attachment", exe, "quote.pdf"]]));
    expect(asDoc).toEqual({ status: 415, body: { error: "File type not allowed: exe." } });
    await nothingStored();

    const text = await post("/quote", form([["attachment", Buffer.from("just text, no magic bytes"), "a.doc"]]));
    expect(text).toEqual({ status: 415, body: { error: "File type not allowed: unknown." } });
    await nothingStored();
  });

  it("refuses an oversized file: 413 and nothing stored", async () => {
    const big = Buffer.concat([await png(10, 10), randomBytes(MB + 10)]);
    const res = await post("/admin/image-upload", form([["image", big, "big.png"]]));
    expect(res).toEqual({ status: 413, body: { error: "File is too large (max 1 MB)." } });
    await nothingStored();
  });

  it("refuses an image bomb from its header: 413 before anything is stored (issue 10)", async () => {
    // A real PNG whose header claims 20000 × 20000 pixels: tiny on the wire, 400 megapixels decoded.
    const real = await png(10, 10);
    const bomb = Buffer.from(real);
    bomb.writeUInt32BE(20_000, 16);
    bomb.writeUInt32BE(20_000, 20);
    for (const [path, field] of [
      ["/admin/image-upload", "image"],
      ["/quote", "attachment"],
    ] as const) {
      const res = await post(path, form([[field, bomb, "bomb.png"]]));
      expect(res).toEqual({ status: 413, body: { error: "Image is too large (20000 × 20000 pixels; max 50 megapixels)." } });
      await nothingStored();
    }
    // within the limit: stored
    expect((await post("/admin/image-upload", form([["image", real, "fine.png"]]))).status).toBe(200);
  });

  it("hands a public form's refused file on to its action, with every other field and file of the form", async () => {
    const photo = await png(20, 20);
    const res = await post(
      "/agent-registration",
      form([
        ["show", "refusals"],
        ["name", "Karim"],
        ["file_1", Buffer.from("plain text, not a document"), "passport.txt"],
        ["file_2", photo, "photo.png"],
        ["after", "kept too"],
      ]),
    );
    expect(res.status).toBe(200);
    const body = res.body as { fields: string[][]; files: Array<{ field: string }>; refusals: unknown[] };
    expect(body.fields).toEqual([
      ["show", "refusals"],
      ["name", "Karim"],
      ["after", "kept too"],
    ]);
    expect(body.files.map((f) => f.field)).toEqual(["file_2"]);
    expect(body.refusals).toEqual([
      { field: "file_1", status: 415, message: "File type not allowed: unknown.", refused: { reason: "type_not_allowed" } },
    ]);
    // nobody claimed the accepted photo: removed with the request
    await nothingStored();

    // an admin route still answers the refusal itself
    const admin = await post(
      "/admin/image-upload",
      form([
        ["show", "refusals"],
        ["image", pdf(5000), "cat.png"],
      ]),
    );
    expect(admin).toEqual({ status: 415, body: { error: "File type not allowed: pdf." } });
  });

  it("finds a JPEG's dimensions behind a large EXIF block", async () => {
    const exif = Buffer.alloc(60 * 1024, 1);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3c3" } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { ImageDescription: exif.toString("latin1") } } })
      .toBuffer();
    const res = await post("/admin/image-upload", form([["image", jpeg, "photo.jpg"]]));
    expect(res.status).toBe(200);
  });

  it("removes the files already stored for a request when a later one fails", async () => {
    const res = await post(
      "/apply-jobs-now",
      form([
        ["file_1", pdf(300_000), "cv.pdf"],
        ["file_2", await png(20, 20), "photo.png"],
        ["file_3", pdf(2 * MB + 1), "too-big.pdf"],
      ]),
    );
    expect(res).toEqual({ status: 413, body: { error: "File is too large (max 2 MB)." } });
    await nothingStored();
  });

  it("accepts a file exactly at the limit", async () => {
    const exact = pdf(2 * MB);
    const res = await post("/quote", form([["attachment", exact, "exact.pdf"]]));
    expect(res.status).toBe(200);
    expect(res.body.files).toEqual([expect.objectContaining({ size: 2 * MB })]);
  });

  it("refuses multipart bodies where no policy allows uploads, and unknown file fields", async () => {
    expect(await post("/contact", form([["attachment", pdf(1000), "a.pdf"]]))).toEqual({
      status: 415,
      body: { error: "Uploads are not accepted here." },
    });
    expect(await post("/quote", form([["other", pdf(1000), "a.pdf"]]))).toEqual({
      status: 400,
      body: { error: 'Unexpected file field "other".' },
    });
    await nothingStored();
  });

  it("refuses admin-only uploads from anyone but an admin before reading the body", async () => {
    const res = await post("/admin/image-upload", form([["image", await png(), "a.png"]]), { "x-test-admin": "no" });
    expect(res).toEqual({ status: 401, body: { error: "Sign in to upload files." } });
    await nothingStored();
    const publicRoute = await post("/quote", form([["attachment", pdf(1000), "a.pdf"]]), { "x-test-admin": "no" });
    expect(publicRoute.status).toBe(200);
  });

  it("answers 400 to a malformed multipart body", async () => {
    const res = await post("/quote", '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb', {
      "content-type": "multipart/form-data; boundary=x",
    });
    expect(res).toEqual({ status: 400, body: { error: "Malformed multipart request." } });
    const noBoundary = await post("/quote", "abc", { "content-type": "multipart/form-data" });
    expect(noBoundary).toEqual({ status: 400, body: { error: "Malformed multipart request." } });
  });

  it("limits the number of files", async () => {
    const entries: Array<[string, Buffer, string]> = [];
    for (let i = 0; i < 11; i++) entries.push([`file_${i}`, pdf(2000), `${i}.pdf`]);
    const res = await post("/demand-submission", form(entries));
    expect(res).toEqual({ status: 413, body: { error: "Too many files (max 10)." } });
    await nothingStored();
  });

  it("ignores an empty file input and leaves non-multipart bodies alone", async () => {
    const empty = await post(
      "/quote",
      form([
        ["name", "x"],
        ["attachment", Buffer.alloc(0), ""],
      ]),
    );
    expect(empty).toEqual({ status: 200, body: { fields: [["name", "x"]], files: [], hasFormFields: true } });
    const plain = await post("/anything", "a=1", { "content-type": "application/x-www-form-urlencoded" });
    expect(plain).toEqual({ status: 200, body: { fields: [], files: [], hasFormFields: false } });
  });

  it("removes what a request stored when the client disconnects midway", async () => {
    const boundary = "----abort";
    const head = (name: string, file: string, type: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${file}"\r\nContent-Type: ${type}\r\n\r\n`;
    const first = Buffer.concat([Buffer.from(head("file_1", "a.pdf", "application/pdf")), pdf(50_000), Buffer.from("\r\n")]);
    const second = Buffer.concat([Buffer.from(head("file_2", "b.pdf", "application/pdf")), pdf(300_000)]);
    const req = request(`${base}/agent-registration`, {
      method: "POST",
      headers: {
        "content-type": `multipart/form-data; boundary=${boundary}`,
        "content-length": String(first.length + second.length + 1_000_000),
      },
    });
    req.on("error", () => undefined);
    req.write(first);
    req.write(second);
    await expect.poll(() => testDb.db("files").count({ n: "*" }).first(), { timeout: 5000 }).toEqual({ n: 2 });
    req.destroy();
    await expect.poll(() => testDb.db("files").count({ n: "*" }).first(), { timeout: 5000 }).toEqual({ n: 0 });
    expect(await s3.listKeys("private")).toEqual([]);
  });

  it("caps the text of a form: 64 KB in all on public routes, 1 MB on admin ones, answered 413 at once", async () => {
    const text = (kb: number) => "t".repeat(kb * 1024);
    const tooLarge = { status: 413, body: { error: "Form fields too large (max 64 KB of text)." } };
    // one value over the cap (busboy stops buffering it), and values each within it but over it together
    expect(await post("/quote", form([["description", text(65)]]))).toEqual(tooLarge);
    expect(
      await post(
        "/quote",
        form([
          ["description", text(40)],
          ["notes", text(30)],
        ]),
      ),
    ).toEqual(tooLarge);
    const within = await post("/quote", form([["description", text(60)]]));
    expect(within.status).toBe(200);
    expect((within.body.fields as string[][])[0][1]).toHaveLength(60 * 1024);

    const adminForm = (count: number) =>
      form(Array.from({ length: count }, (_, i): [string, string] => [`part_${i}`, text(300)]));
    expect((await post("/admin/image-upload", adminForm(3))).status).toBe(200);
    expect(await post("/admin/image-upload", adminForm(4))).toEqual({
      status: 413,
      body: { error: "Form fields too large (max 1024 KB of text)." },
    });
  });

  it("caps the number of text fields", async () => {
    const many = (count: number) => form(Array.from({ length: count }, (_, i): [string, string] => [`f${i}`, "x"]));
    expect((await post("/quote", many(300))).status).toBe(200);
    expect(await post("/quote", many(301))).toEqual({ status: 413, body: { error: "Too many form fields (max 300)." } });
  });

  it("removes the files a body stored before its text went over the cap", async () => {
    const res = await post(
      "/apply-jobs-now",
      form([
        ["file_1", pdf(300_000), "cv.pdf"],
        ["file_2", await png(20, 20), "photo.png"],
        ...Array.from({ length: 4 }, (_, i): [string, string] => [`field_${i}`, "y".repeat(20 * 1024)]),
      ]),
    );
    expect(res).toEqual({ status: 413, body: { error: "Form fields too large (max 64 KB of text)." } });
    await nothingStored();
  });

  it("answers browsers in plain text", async () => {
    const res = await fetch(`${base}/admin/image-upload`, {
      method: "POST",
      body: form([["image", pdf(100), "x.png"]]),
      headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
    });
    expect(res.status).toBe(415);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("File type not allowed: pdf.");
  });
});

describe("upload module with files larger than one S3 part", () => {
  let large: { server: Server; base: string };
  const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

  beforeAll(async () => {
    large = await startApp(loadConfig({ NODE_ENV: "test", UPLOAD_MAX_DOCUMENT_MB: "8" }));
  });
  afterAll(async () => {
    await new Promise((resolve) => large?.server.close(resolve));
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("stores a document of several parts byte-exact", async () => {
    const initiate = vi.spyOn(Client.prototype, "initiateNewMultipartUpload");
    const doc = pdf(PART_BYTES + 3 * MB);
    const res = await fetch(`${large.base}/quote`, {
      method: "POST",
      body: form([
        ["keep", "yes"],
        ["attachment", doc, "long.pdf"],
      ]),
      headers: { accept: "application/json" },
    });
    expect(res.status).toBe(200);
    const { files } = (await res.json()) as { files: Array<{ key: string; size: number }> };
    expect(files).toEqual([expect.objectContaining({ size: doc.length, contentType: "application/pdf" })]);
    expect(initiate).toHaveBeenCalledTimes(1);
    expect(sha256(await readAll(await s3.storage.get("private", files[0].key)))).toBe(sha256(doc));
  });

  it("refuses a 60 MB body of text fields with 413 within its first megabytes, without holding it in memory", async () => {
    // 60 fields of just under 1 MB each: within this route's body cap (10 files of 8 MB), far over its text cap
    const answer = await postTextFlood(`${large.base}/quote`, 60, { accept: "application/json" });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 413,
      body: JSON.stringify({ error: "Form fields too large (max 64 KB of text)." }),
    });
    // answered while the client was still sending: the first value was already over the cap
    expect(answer.sent).toBeLessThan(40 * MB);
    expect(answer.ms).toBeLessThan(10_000);
    // the server shares this process: the body was never held (without the cap, RSS grew by over 90 MB)
    expect(answer.rssGrowth).toBeLessThan(40 * MB);
    await nothingStored();
  });

  it("refuses a document that outgrows its limit after parts were sent: 413, upload aborted, nothing stored", async () => {
    const abort = vi.spyOn(Client.prototype, "abortMultipartUpload");
    const res = await fetch(`${large.base}/quote`, {
      method: "POST",
      body: form([["attachment", pdf(12 * MB), "huge.pdf"]]),
      headers: { accept: "application/json" },
    });
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 413,
      body: { error: "File is too large (max 8 MB)." },
    });
    expect(abort).toHaveBeenCalledTimes(1);
    await nothingStored();
  });
});
