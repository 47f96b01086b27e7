import { spawnSync } from "node:child_process";
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3 } from "./media-support.js";

/* Private uploads on the embedded S3 server's disk are closed to every other user of the machine (issue 29). */

let parent: string;

beforeAll(async () => {
  parent = await mkdtemp(path.join(tmpdir(), "s3rver-modes-"));
  // open as an installation's parent folder usually is (mkdtemp makes it 0700, which alone would keep others out)
  await chmod(parent, 0o755);
});
afterAll(async () => {
  if (parent) await rm(parent, { recursive: true, force: true });
});

/** Every file under `dir`, recursively. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** Stores one private object through a fresh embedded server on `dir`; its file on disk. */
async function storeOne(dir: string, body: Buffer): Promise<string> {
  const s3 = await startS3(dir);
  try {
    await s3.storage.put("private", "uploads/medical.pdf", Readable.from([body]), {
      size: body.length,
      contentType: "application/pdf",
    });
    for (const file of await filesUnder(path.join(dir, s3.storage.bucketName("private")))) {
      if ((await readFile(file)).equals(body)) return file;
    }
    throw new Error("object not found on disk");
  } finally {
    await s3.close();
  }
}

const modeOf = async (p: string) => (await stat(p)).mode & 0o777;

describe("embedded S3 data directory", () => {
  it("is made 0700, and a directory made before is tightened to 0700", async () => {
    const fresh = path.join(parent, "fresh", "s3");
    await storeOne(fresh, Buffer.from("%PDF-1.7 fresh"));
    expect(await modeOf(fresh)).toBe(0o700);

    const older = path.join(parent, "older", "s3");
    await mkdir(older, { recursive: true });
    await chmod(older, 0o755);
    await storeOne(older, Buffer.from("%PDF-1.7 older"));
    expect(await modeOf(older)).toBe(0o700);
  });

  it.runIf(process.getuid?.() === 0)("keeps another user from reading a stored object", async () => {
    const dir = path.join(parent, "other-user", "s3");
    const object = await storeOne(dir, Buffer.from("%PDF-1.7 private report"));
    // the owner can; user nobody (65534), as a web server or another service account would run, cannot
    expect(spawnSync("cat", [object]).status).toBe(0);
    const asNobody = spawnSync("cat", [object], { uid: 65534, gid: 65534 });
    expect(asNobody.status).not.toBe(0);
    expect(asNobody.stderr.toString()).toMatch(/Permission denied/);
  });
});
