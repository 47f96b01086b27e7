/*
 * Scale-out, proven: two web processes and two workers of the production build on one PostgreSQL
 * database, one Redis prefix and one S3 server, behind a load balancer. Also the metrics each process
 * exposes and the logs they write (request and job lines, and no personal data in any line).
 */
import { mkdir, writeFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import knex, { type Knex } from "knex";
import sharp from "sharp";
import { Queue } from "bullmq";
import { samplePdf } from "../support/sample-files.js";
import { startBalancer } from "./balancer.js";
import {
  ADMIN,
  REDIS_URL,
  createDeployment,
  get,
  metricValue,
  registerAndPay,
  scrape,
  signIn,
  startProcess,
  submitPublicForm,
  uploadMedicalReport,
  waitFor,
  type AppProcess,
  type Deployment,
} from "./support.js";

let deployment: Deployment;
let db: Knex;
let webA: AppProcess;
let webB: AppProcess;
let workers: AppProcess[];
let balancer: Awaited<ReturnType<typeof startBalancer>>;
/** Every process started, so the log checks see all of them (also the killed worker). */
const processes: AppProcess[] = [];

/** Personal values typed into the forms below; none may ever reach a log line. */
const PERSONAL = {
  payer: { name: "Rahima Khatun", phone: "01911223344", passport: "ZX9081726" },
  unpaid: { name: "Jamal Hossain", phone: "01922334455", passport: "QY1122334" },
  agent: { name: "Sultana Begum", phone: "01955667788" },
  medicalPassport: "MQ5566778",
};

/** Addresses that reach web process A or B through the balancer (see balancer.ts). */
let viaA: string;
let viaB: string;

beforeAll(async () => {
  deployment = await createDeployment("scale");
  db = knex({ client: "pg", connection: deployment.databaseUrl, pool: { min: 0, max: 2 } });
  // Every process knows the site by its one public address: the balancer's.
  balancer = await startBalancer();
  deployment.env.PUBLIC_URL = balancer.url;
  deployment.env.TRUST_PROXY = "true";
  // The first web process migrates and seeds; the others start against the ready database.
  webA = await startProcess(deployment, "web");
  const workerEnv = { WORKER_CONCURRENCY: "1" };
  [webB, ...workers] = await Promise.all([
    startProcess(deployment, "web"),
    startProcess(deployment, "worker", workerEnv),
    startProcess(deployment, "worker", workerEnv),
  ]);
  processes.push(webA, webB, ...workers);
  viaA = await balancer.add(webA.url!);
  viaB = await balancer.add(webB.url!);
});

afterAll(async () => {
  // OPS_LOG_DIR=<dir>: keep every process's output for a look after the run
  if (process.env.OPS_LOG_DIR) {
    await mkdir(process.env.OPS_LOG_DIR, { recursive: true });
    await Promise.all(processes.map((p, i) => writeFile(`${process.env.OPS_LOG_DIR}/${i}-${p.role}.log`, p.output())));
  }
  await balancer?.close();
  await Promise.all(processes.map((p) => p.stop("SIGKILL")));
  await db?.destroy();
  await deployment?.close();
});

function postForm(base: string, path: string, cookie: string, fields: Record<string, string>) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { origin: base, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

/** `job finished` lines of every worker (alive or killed), by job id. */
function finishedJobs() {
  const lines = processes
    .filter((p) => p.role === "worker")
    .flatMap((p) => p.logLines())
    .filter((l) => l.msg === "job finished");
  const completed = new Map<string, number>();
  for (const l of lines) if (l.outcome === "completed") completed.set(String(l.jobId), (completed.get(String(l.jobId)) ?? 0) + 1);
  return { lines, completed };
}

async function sumOverWorkers(name: string, labels: Record<string, string> = {}) {
  const live = workers.filter((w) => w.child.exitCode === null && w.child.signalCode === null);
  const texts = await Promise.all(live.map((w) => scrape(w)));
  return texts.reduce((sum, t) => sum + metricValue(t, name, labels), 0);
}

describe("two web processes and two workers on one database, Redis and S3", () => {
  it("a session created through one web process is valid on the other", async () => {
    const cookie = await signIn(viaA);
    const onB = await get(viaB, "/admin", cookie);
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("Log Out");
    // and a signed-out request is sent to the login page by both
    expect((await get(viaB, "/admin")).status).toBe(302);
  });

  it("an admin change made through one web process shows on both at the next request", async () => {
    const cookie = await signIn(viaB);
    // warm both processes' caches first
    for (const web of [viaA, viaB]) {
      expect(await (await get(web, "/worker-registration")).text()).toContain("Register &amp; Pay 500 BDT");
      expect(await (await get(web, "/agent-registration")).text()).not.toContain("Ops Extra Question");
    }
    const amount = await postForm(viaB, "/admin/forms-and-reports/worker-registration", cookie, {
      intent: "update-amount",
      amount: "650",
    });
    expect(amount.status).toBeLessThan(400);
    const field = await postForm(viaA, "/admin/forms-and-reports/agent-registration", cookie, {
      intent: "add-field",
      name: "Ops Extra Question",
      fieldType: "text",
    });
    expect(field.status).toBeLessThan(400);
    expect(await uploadMedicalReport(viaA, cookie, PERSONAL.medicalPassport)).toBeLessThan(400);
    for (const web of [viaA, viaB]) {
      expect(await (await get(web, "/worker-registration")).text(), web).toContain("Register &amp; Pay 650 BDT");
      expect(await (await get(web, "/agent-registration")).text(), web).toContain("Ops Extra Question");
    }
  });

  it("a paid registration's execute job runs exactly once across the two workers", async () => {
    const paymentID = await registerAndPay(balancer.url, PERSONAL.payer);
    await waitFor("the payment to complete", async () => {
      const row = await db("payments").where("provider_payment_id", paymentID).first("status");
      return row?.status === "completed";
    });
    const jobId = `execute-${paymentID}`;
    await waitFor("the execute job's line", async () => finishedJobs().completed.get(jobId) === 1);
    expect(finishedJobs().completed.get(jobId)).toBe(1);
    expect(await db("form_responses").where("form_id", 2).count<Array<{ count: string }>>("* as count")).toEqual([
      { count: "1" },
    ]);
    expect(await sumOverWorkers("payment_outcomes_total", { result: "completed" })).toBe(1);
    expect(await sumOverWorkers("jobs_total", { queue: "payments", name: "execute", outcome: "completed" })).toBe(1);

    const agent = await submitPublicForm(balancer.url, "/agent-registration", {
      "Full Name": PERSONAL.agent.name,
      Phone: PERSONAL.agent.phone,
    });
    expect(agent.status).toBeLessThan(400);
    expect(await db("form_responses").where("form_id", 1).count<Array<{ count: string }>>("* as count")).toEqual([
      { count: "1" },
    ]);
  });

  it("reconciliation and expiry run once per job however many workers compete", async () => {
    // An unpaid registration whose data expired long ago and whose payment bKash never settled.
    const res = await submitPublicForm(balancer.url, "/worker-registration", {
      "Full Name": PERSONAL.unpaid.name,
      Phone: PERSONAL.unpaid.phone,
      "Passport Number": PERSONAL.unpaid.passport,
      "Experience (years)": "2",
    });
    expect(res.status).toBe(303);
    const paymentID = new URL(res.headers.get("location")!).pathname.split("/").pop()!;
    const payment = await db("payments").where("provider_payment_id", paymentID).first("id", "pending_registration_id");
    await db("payments")
      .where("id", payment.id)
      .update({ created_at: db.raw("now() - interval '2 hours'") });
    await db("pending_registrations")
      .where("id", payment.pending_registration_id)
      .update({ expires_at: db.raw("now() - interval '1 hour'") });

    // Three reconcile jobs at once (as if the schedule fired on every worker): each runs once, the payment is settled once.
    const queue = new Queue("payments", { connection: { url: REDIS_URL }, prefix: deployment.env.REDIS_PREFIX });
    try {
      await Promise.all([1, 2, 3].map((i) => queue.add("reconcile", { type: "reconcile" }, { jobId: `ops-reconcile-${i}` })));
    } finally {
      await queue.close();
    }
    await waitFor("the reconcile jobs", async () =>
      [1, 2, 3].every((i) => finishedJobs().completed.get(`ops-reconcile-${i}`) === 1),
    );
    const settled = await db("payments").where("id", payment.id).first("status");
    expect(settled.status).toBe("expired");
    expect(await db("pending_registrations").where("id", payment.pending_registration_id).first()).toBeUndefined();
    expect(await sumOverWorkers("payment_reconciliation_results_total", { result: "expired" })).toBe(1);
    expect(await sumOverWorkers("pending_registrations_expired_total")).toBe(1);
    for (const i of [1, 2, 3]) expect(finishedJobs().completed.get(`ops-reconcile-${i}`)).toBe(1);
  });

  it("an export requested through the admin runs once and its file is there", async () => {
    const cookie = await signIn(balancer.url);
    const res = await postForm(viaA, "/admin/forms-and-reports/agent-registration", cookie, { intent: "export" });
    expect(res.status).toBeLessThan(400);
    const row = await waitFor("the export to finish", async () => {
      const found = await db("exports").where("form_id", 1).first("id", "status");
      return found?.status === "done" ? found : undefined;
    });
    // the row is done inside the job; the worker logs the job's end just after, so wait for that line too
    await waitFor("the export job's line", async () => finishedJobs().completed.has(`export-${row.id}`));
    expect(finishedJobs().completed.get(`export-${row.id}`)).toBe(1);
    const csv = await get(viaB, `/admin/exports/${row.id}`, cookie);
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain(PERSONAL.agent.name);
  });

  it("every image job runs exactly once, also when a worker is SIGKILLed mid-job", async () => {
    const cookie = await signIn(viaA);
    const before = await db("images").max<Array<{ max: number | null }>>("id as max");
    const body = new FormData();
    body.set("intent", "upload");
    body.set("category", "ops");
    // the library asks for a description of each upload (or "decorative")
    body.set("alt", "A noisy test pattern");
    for (let i = 0; i < 6; i++) {
      // large, noisy images: each takes the worker a while to turn into four webp variants
      const png = await sharp(Buffer.alloc(1800 * 1400 * 3, 0), { raw: { width: 1800, height: 1400, channels: 3 } })
        .composite([
          {
            input: Buffer.from(Array.from({ length: 600 * 400 * 3 }, () => Math.floor(Math.random() * 256))),
            raw: { width: 600, height: 400, channels: 3 },
            tile: true,
          },
        ])
        .png({ compressionLevel: 1 })
        .toBuffer();
      body.append("image", new Blob([png], { type: "image/png" }), `ops-${i}.png`);
    }
    const upload = await fetch(`${viaB}/admin/image-upload`, {
      method: "POST",
      headers: { origin: viaB, cookie },
      body,
      redirect: "manual",
    });
    expect(upload.status).toBeLessThan(400);
    const ids = (await db("images")
      .where("id", ">", before[0]!.max ?? 0)
      .pluck("id")) as number[];
    expect(ids).toHaveLength(6);

    // both workers busy (concurrency 1 each): kill one in the middle of its job
    const queue = new Queue("images", { connection: { url: REDIS_URL }, prefix: deployment.env.REDIS_PREFIX });
    try {
      await waitFor("both workers to be busy", async () => (await queue.getActiveCount()) === 2, 60_000);
    } finally {
      await queue.close();
    }
    const victim = workers[0]!;
    victim.child.kill("SIGKILL");
    await victim.exited;
    // a replacement joins (as compose's restart policy would bring the container back)
    const replacement = await startProcess(deployment, "worker", { WORKER_CONCURRENCY: "1" });
    processes.push(replacement);
    workers = [workers[1]!, replacement];

    // the killed worker's job is found stalled (lock expired) and run again by a live worker
    await waitFor(
      "every image to be processed",
      async () => {
        const states = (await db("images").whereIn("id", ids).pluck("status")) as string[];
        return states.every((s) => s === "ready");
      },
      150_000,
    );
    // an image is ready inside its job; the worker logs the job's end just after
    const completedIds = () => [...finishedJobs().completed.keys()];
    await waitFor("every image job's line", async () =>
      ids.every((id) => completedIds().some((jobId) => jobId.startsWith(`image-${id}-`))),
    );
    for (const id of ids) {
      const variants = await db("image_variants").where("image_id", id).orderBy("width").pluck("width");
      expect(variants, `image ${id}`).toEqual([320, 640, 960, 1280]);
      // job ids are image-<id>-<digest of the stored object key>: one job, completed once, per image
      const jobs = [...finishedJobs().completed.entries()].filter(([jobId]) => jobId.startsWith(`image-${id}-`));
      expect(
        jobs.map(([, count]) => count),
        `image-${id}`,
      ).toEqual([1]);
    }
    const completedImageJobs = [...finishedJobs().completed.entries()].filter(([id]) => id.startsWith("image-"));
    expect(completedImageJobs.every(([, count]) => count === 1)).toBe(true);
  });

  it("graceful shutdown of one web process under load drops no request; metrics move meanwhile", async () => {
    const pages = ["/", "/project", "/apply-jobs-now", "/service"];
    const before = metricValue(await scrape(webB), "http_requests_total", { route: "routes/_site.($lang).project" });
    const statuses: number[] = [];
    const failures: string[] = [];
    let running = true;
    const loops = Array.from({ length: 8 }, async (_, i) => {
      for (let n = 0; running; n++) {
        try {
          const res = await fetch(`${balancer.url}${pages[(i + n) % pages.length]}`, {
            headers: { cookie: "country=bangladesh" },
          });
          const text = await res.text();
          statuses.push(res.status);
          if (res.status !== 200) failures.push(`${res.status}: ${text.slice(0, 200)}`);
        } catch (err) {
          failures.push(String(err));
        }
      }
    });
    try {
      // the figures during the load: request counts by route template, latency, queue depth. The loops ask for
      // the pages in no guaranteed order of completion, so wait until both figures have moved.
      const during = await waitFor("webB to answer /project and either web process / under load", async () => {
        const [textB, textA] = await Promise.all([scrape(webB), scrape(webA)]);
        const homeLatencies =
          metricValue(textB, "http_request_duration_seconds_count", { route: "routes/_site.($lang)._index" }) +
          metricValue(textA, "http_request_duration_seconds_count", { route: "routes/_site.($lang)._index" });
        const projectServed = metricValue(textB, "http_requests_total", { route: "routes/_site.($lang).project" }) > before;
        return projectServed && homeLatencies > 0 && textB;
      });
      expect(during).toMatch(/^queue_jobs\{queue="images",state="waiting"\} \d+$/m);
      expect(during).not.toMatch(/route="\/project"|route="\/apply-jobs-now"/);
    } catch (err) {
      running = false; // a failed check above must not leave the load running into the next tests
      await Promise.all(loops);
      throw err;
    }

    const stopped = webA.stop("SIGTERM");
    await new Promise((r) => setTimeout(r, 2500));
    running = false;
    await Promise.all(loops);
    expect(await stopped, webA.output().slice(-2000)).toBe(0);
    expect(failures).toEqual([]);
    expect(statuses.length).toBeGreaterThan(20);
    expect(statuses.filter((s) => s !== 200)).toEqual([]);
  });

  it("metrics: uploads, login failures and the page-cache counter are exposed; nothing public", async () => {
    const bad = await postForm(viaB, "/login", "", {
      username: ADMIN.username,
      password: "not-the-password",
      redirectTo: "/admin",
    });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    const refusedUpload = new FormData();
    refusedUpload.set("file", new Blob([samplePdf("x")], { type: "application/pdf" }), "x.pdf");
    const refused = await fetch(`${viaB}/about`, { method: "POST", headers: { origin: viaB }, body: refusedUpload });
    expect(refused.status).toBe(415);
    // the same anonymous page asked of webB until its cache answers (a content write elsewhere, e.g. the
    // image worker finishing, empties every page cache, so the first answers may be misses)
    const figures = await waitFor("webB's page cache to answer a repeated anonymous page", async () => {
      const page = await get(viaB, "/service");
      expect(page.status).toBe(200);
      await page.arrayBuffer();
      const text = await scrape(webB);
      return metricValue(text, "page_cache_requests_total", { result: "hit" }) > 0 && text;
    });
    expect(metricValue(figures, "upload_refusals_total", { status: "415" })).toBe(1);
    expect(metricValue(figures, "login_failures_total", { reason: "invalid" })).toBeGreaterThanOrEqual(1);
    // webB took the image upload and the registrations' files
    expect(metricValue(figures, "upload_bytes_total", { kind: "image" })).toBeGreaterThan(1_000_000);
    expect(figures).toMatch(
      /^http_requests_total\{method="GET",route="routes\/_site\.\(\$lang\)\.project",status="(200|304)"\} \d+$/m,
    );
    expect(await sumOverWorkers("job_duration_seconds_count", { queue: "images", outcome: "completed" })).toBeGreaterThan(0);
    // the site's own port never answers /metrics without the token (none is configured here)
    const open = await get(viaB, "/metrics");
    expect(open.status).toBe(404);
    expect(await open.text()).not.toContain("http_requests_total");
  });

  it("logs: request lines and job lines carry their ids and outcome; no personal data anywhere", async () => {
    const web = [webA, webB].flatMap((p) => p.logLines());
    const requests = web.filter((l) => l.msg === "request");
    expect(requests.length).toBeGreaterThan(50);
    for (const line of requests) {
      expect(line).toMatchObject({
        requestId: expect.any(String),
        route: expect.any(String),
        status: expect.any(Number),
        ms: expect.any(Number),
      });
      expect(line).not.toHaveProperty("url");
    }
    const jobs = finishedJobs().lines;
    expect(jobs.length).toBeGreaterThan(6);
    for (const line of jobs) {
      expect(line).toMatchObject({
        queue: expect.any(String),
        jobId: expect.any(String),
        outcome: expect.stringMatching(/^(completed|retrying|failed)$/),
      });
    }
    const paymentLines = processes
      .flatMap((p) => p.logLines()) // lines about one payment (the reconciliation's and expiry's summaries count several)
      .filter((l) => /payment|paid/i.test(String(l.msg)) && !/^payments reconciled$|^expired pending/.test(String(l.msg)));
    expect(paymentLines.length).toBeGreaterThan(0);
    for (const line of paymentLines) expect(JSON.stringify(line)).toMatch(/"payment(Id|ID)":/);

    // the values were really entered (they are in the database), and no process ever wrote one of them
    const stored = JSON.stringify(await db("form_answers").select("value"));
    const values = [
      ...Object.values(PERSONAL.payer),
      ...Object.values(PERSONAL.unpaid),
      ...Object.values(PERSONAL.agent),
      PERSONAL.medicalPassport,
    ];
    for (const value of [PERSONAL.payer.name, PERSONAL.payer.phone, PERSONAL.payer.passport, PERSONAL.agent.name]) {
      expect(stored).toContain(value);
    }
    const everything = processes.map((p) => p.output()).join("\n");
    for (const value of values) expect(everything.includes(value), `"${value}" appears in a log`).toBe(false);
  });
});
