import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import knex from "knex";
import { manifestSchema } from "../../server/ops/manifest.js";
import {
  contentsOf,
  createDeployment,
  get,
  registerAndPay,
  runScript,
  signIn,
  startProcess,
  submitPublicForm,
  uploadMedicalReport,
  waitFor,
  type Deployment,
} from "./support.js";

let deployment: Deployment;
let dir: string;

beforeAll(async () => {
  deployment = await createDeployment("backup");
  dir = await mkdtemp(path.join(tmpdir(), "crestline-backup-test-"));
});

afterAll(async () => {
  await deployment?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function paymentStatus(paymentID: string): Promise<string | undefined> {
  const db = knex({ client: "pg", connection: deployment.databaseUrl, pool: { min: 0, max: 1 } });
  try {
    const row = await db("payments").where("provider_payment_id", paymentID).first<{ status: string } | undefined>("status");
    return row?.status;
  } finally {
    await db.destroy();
  }
}

describe("npm run backup / npm run restore", () => {
  it("backs up a populated deployment, restores it into a wiped one, and every table and object is the same", async () => {
    // A populated instance: demo content (images processed by the worker role), a paid worker
    // registration with its files, an agent registration, a medical report with its file.
    const app = await startProcess(deployment, "all");
    const cookie = await signIn(app.url!);
    const paymentID = await registerAndPay(app.url!, { name: "Backup Person", phone: "01911000001", passport: "BK1234567" });
    const agent = await submitPublicForm(app.url!, "/agent-registration", { "Full Name": "Agent Person", Phone: "01911000002" });
    expect(agent.status).toBeLessThan(400);
    expect(await uploadMedicalReport(app.url!, cookie, "MR7654321")).toBeLessThan(400);
    await waitFor("the payment to complete", async () => (await paymentStatus(paymentID)) === "completed");
    expect(await app.stop()).toBe(0);

    const before = await contentsOf(deployment);
    expect(before.tables.payments!.rows).toBe(1);
    expect(before.tables.form_responses!.rows).toBe(2); // the paid registration and the agent registration
    expect(before.tables.medical_reports!.rows).toBe(1);
    expect(Object.keys(before.objects).filter((k) => k.startsWith("private/")).length).toBeGreaterThanOrEqual(3);
    expect(Object.keys(before.objects).filter((k) => k.startsWith("public/")).length).toBeGreaterThan(0);

    const backup = await runScript(deployment, "backup", [dir]);
    expect(backup.code, backup.stderr).toBe(0);
    expect(backup.stdout).toMatch(/^Backup written to /);
    const manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")));
    expect(manifest.app.name).toBe("crestline-web");
    expect(manifest.database.migration).toBe(manifest.database.migrations.at(-1));
    for (const table of manifest.database.tables) expect(table.rows, table.name).toBe(before.tables[table.name]!.rows);
    expect(manifest.objects.length).toBe(Object.keys(before.objects).length);
    for (const object of manifest.objects) expect(object.sha256).toBe(before.objects[`${object.bucket}/${object.key}`]);

    // the same deployment still holds its data: refused without --force, nothing changed
    const refused = await runScript(deployment, "restore", [dir]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("The target deployment is not empty");
    expect(refused.stderr).toContain("--force");
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(await contentsOf(deployment)).toEqual(before);

    // wiped: an empty database (never migrated) and an empty S3 server
    await deployment.wipe();
    const restored = await runScript(deployment, "restore", [dir]);
    expect(restored.code, restored.stderr).toBe(0);
    expect(await contentsOf(deployment)).toEqual(before);

    // the restored deployment serves: the old admin signs in and sees the paid registration
    const again = await startProcess(deployment, "web", { SEED_DEMO_CONTENT: "false" });
    try {
      const session = await signIn(again.url!);
      const page = await get(again.url!, "/admin/payments?status=completed", session);
      expect(await page.text()).toContain(paymentID);
    } finally {
      await again.stop();
    }
  });

  it("restores over a non-empty deployment only with --force, and refuses a damaged backup", async () => {
    const forced = await runScript(deployment, "restore", [dir, "--force"]);
    expect(forced.code, forced.stderr).toBe(0);

    const manifest = manifestSchema.parse(JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8")));
    const object = manifest.objects.find((o) => o.bucket === "private")!;
    const file = path.join(dir, "objects", "private", ...object.key.split("/"));
    await writeFile(file, Buffer.concat([await readFile(file), Buffer.from("tampered")]));
    const damaged = await runScript(deployment, "restore", [dir, "--force"]);
    expect(damaged.code).toBe(1);
    expect(damaged.stderr).toContain("The backup is damaged");
    expect(damaged.stderr).toContain(object.key);

    const notABackup = await runScript(deployment, "restore", [tmpdir()]);
    expect(notABackup.code).toBe(1);
    expect(notABackup.stderr).toContain("holds no manifest.json");
  });
});
