/*
 * npm run bench:upload — a 20 MB document through the real upload module (alone and 4 at once), through
 * storage.put directly, and with minio-js's own single PUT (putObject with the size).
 *
 * The parent process runs s3rver (temp dir), creates and migrates a temp PostgreSQL database and plays
 * the HTTP client. Each measured side runs in its own child process, so its RSS holds only that side:
 *   upload: Koa + upload module (busboy → file-type → storage.put → s3rver, files row);
 *   storage: storage.put of a file stream with the document limit as its size (5 MiB parts);
 *   putObject: minio-js putObject of a file stream with its exact size (buffers the whole object, one PUT).
 * RSS is sampled every 10 ms; peak RSS growth is over a baseline taken after a 1 MB warm-up and a GC.
 * It includes garbage V8 has not collected yet (socket and file chunks). `npm run bench:upload -- --live`
 * forces a full GC at every sample, so the growth shows the memory uploads keep alive (times are then meaningless).
 */
import { fork, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdtemp, open, rm, stat } from "node:fs/promises";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import knex from "knex";

const MB = 1024 * 1024;
const FILE_BYTES = 20 * MB;
const WARMUP_BYTES = 1 * MB;
const ADMIN_DATABASE_URL = process.env.BENCH_ADMIN_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

interface ChildConfig {
  s3Endpoint: string;
  accessKey: string;
  secretKey: string;
  databaseUrl: string;
  filePath: string;
  warmupPath: string;
  live: boolean;
}

type Measure = { ms: number; baselineRss: number; peakRss: number; samples: number };
type Role = "upload" | "storage" | "putObject";
const CONCURRENT = 4;

const mb = (bytes: number) => (bytes / MB).toFixed(1);

// ───────────── child side ─────────────

async function runChild(role: Role, cfg: ChildConfig) {
  const { loadConfig } = await import("../server/config/index.js");
  const { createStorage } = await import("../server/storage/index.js");
  const config = loadConfig({ NODE_ENV: "test", UPLOAD_MAX_DOCUMENT_MB: "25" });
  const storage = createStorage({
    endpoint: cfg.s3Endpoint,
    accessKey: cfg.accessKey,
    secretKey: cfg.secretKey,
    region: "us-east-1",
    publicBucket: "bench-public",
    privateBucket: "bench-private",
  });

  let baselineRss = 0;
  let peakRss = 0;
  let samples = 0;
  let sampler: NodeJS.Timeout | undefined;
  const startSampling = async () => {
    global.gc?.();
    await new Promise((r) => setTimeout(r, 300));
    baselineRss = process.memoryUsage().rss;
    peakRss = baselineRss;
    samples = 0;
    sampler = setInterval(() => {
      samples++;
      if (cfg.live) global.gc?.();
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 10);
  };
  const stopSampling = () => {
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);
    return { baselineRss, peakRss, samples };
  };
  const send = (msg: unknown) => process.send!(msg);

  if (role === "upload") {
    const Koa = (await import("koa")).default;
    const { pino } = await import("pino");
    const { createDb } = await import("../server/db/knex.js");
    const { uploadModule } = await import("../server/http/upload.js");
    const db = createDb(cfg.databaseUrl);
    const app = new Koa();
    app.use(uploadModule({ config, db, storage, logger: pino({ level: "silent" }) }));
    app.use((ctx) => {
      ctx.body = { files: (ctx.state.uploads as import("../server/modules/files/stored-file.js").UploadedFiles).all() };
    });
    const server = app.listen(0, "127.0.0.1", () => send({ type: "ready", port: (server.address() as AddressInfo).port }));
    process.on("message", async (msg: { type: string }) => {
      if (msg.type === "start") {
        await startSampling();
        send({ type: "started" });
      } else if (msg.type === "stop") {
        send({ type: "stopped", ...stopSampling() });
      } else if (msg.type === "exit") {
        server.close();
        await db.destroy();
        process.exit(0);
      }
    });
    return;
  }

  const { Client } = await import("minio");
  const endpoint = new URL(cfg.s3Endpoint);
  const client = new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port),
    useSSL: false,
    accessKey: cfg.accessKey,
    secretKey: cfg.secretKey,
    region: "us-east-1",
    pathStyle: true,
  });
  const put = async (filePath: string, key: string) => {
    const { size } = await stat(filePath);
    const body = createReadStream(filePath, { highWaterMark: 64 * 1024 });
    if (role === "storage") {
      await storage.put("private", key, body, { size: config.uploads.maxDocumentBytes, contentType: "application/pdf" });
    } else {
      await client.putObject(storage.bucketName("private"), key, body, size, { "Content-Type": "application/pdf" });
    }
    const info = await storage.stat("private", key);
    if (info?.size !== size) throw new Error(`${role} stored ${info?.size} bytes, expected ${size}`);
    await storage.remove("private", [key]);
  };
  await put(cfg.warmupPath, `bench/${role}-warmup`);
  await startSampling();
  const started = performance.now();
  await put(cfg.filePath, `bench/${role}`);
  const ms = performance.now() - started;
  send({ type: "done", ms, ...stopSampling() });
  process.exit(0);
}

// ───────────── parent side ─────────────

function spawnChild(role: string, cfg: ChildConfig): ChildProcess {
  return fork(fileURLToPath(import.meta.url), [`--role=${role}`], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: { ...process.env, BENCH_CHILD_CONFIG: JSON.stringify(cfg) },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
}

function nextMessage<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (msg: { type: string }) => {
      if (msg.type !== type) return;
      cleanup();
      resolve(msg as T);
    };
    const onExit = (code: number | null) => {
      cleanup();
      reject(new Error(`bench child exited (${code}) before sending "${type}"`));
    };
    const cleanup = () => {
      child.off("message", onMessage);
      child.off("exit", onExit);
    };
    child.on("message", onMessage);
    child.on("exit", onExit);
  });
}

/** Streams a file from disk as one multipart part; resolves with the status, the JSON body and the elapsed time. */
function postMultipart(port: number, filePath: string, size: number) {
  const boundary = `----bench${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nbench\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<{
    status: number;
    body: { files?: Array<{ size: number; contentType: string }>; error?: string };
    ms: number;
  }>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: "127.0.0.1",
        port,
        path: "/quote",
        method: "POST",
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": head.length + size + tail.length,
          accept: "application/json",
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode!,
            body: JSON.parse(Buffer.concat(chunks).toString()),
            ms: performance.now() - started,
          }),
        );
      },
    );
    req.on("error", reject);
    req.write(head);
    const file = createReadStream(filePath, { highWaterMark: 64 * 1024 });
    file.on("error", reject);
    file.on("end", () => req.end(tail));
    file.pipe(req, { end: false });
  });
}

async function writeFakePdf(filePath: string, size: number) {
  const handle = await open(filePath, "w");
  try {
    await handle.write(Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1"));
    let written = (await handle.stat()).size;
    while (written < size) {
      const chunk = randomBytes(Math.min(MB, size - written));
      await handle.write(chunk);
      written += chunk.length;
    }
  } finally {
    await handle.close();
  }
}

async function main() {
  const { startS3rver } = await import("../server/embedded/s3.js");
  const { createStorage } = await import("../server/storage/index.js");
  const { createDb } = await import("../server/db/knex.js");
  const { migrateLatest } = await import("../server/db/migrate.js");

  const dir = await mkdtemp(path.join(tmpdir(), "bench-upload-"));
  const dbName = `bench_upload_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = knex({ client: "pg", connection: ADMIN_DATABASE_URL, pool: { min: 0, max: 1 } });
  const children = new Set<ChildProcess>();
  let s3: Awaited<ReturnType<typeof startS3rver>> | undefined;
  let dbCreated = false;

  try {
    s3 = await startS3rver(path.join(dir, "s3"));
    const storage = createStorage({
      endpoint: s3.endpoint,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      region: "us-east-1",
      publicBucket: "bench-public",
      privateBucket: "bench-private",
    });
    await storage.ensureBuckets();

    await admin.raw("CREATE DATABASE ??", [dbName]);
    dbCreated = true;
    const url = new URL(ADMIN_DATABASE_URL);
    url.pathname = `/${dbName}`;
    const db = createDb(url.toString());
    await migrateLatest(db);
    await db.destroy();

    const filePath = path.join(dir, "bench.pdf");
    const warmupPath = path.join(dir, "warmup.pdf");
    await writeFakePdf(filePath, FILE_BYTES);
    await writeFakePdf(warmupPath, WARMUP_BYTES);
    const cfg: ChildConfig = {
      s3Endpoint: s3.endpoint,
      accessKey: s3.accessKey,
      secretKey: s3.secretKey,
      databaseUrl: url.toString(),
      filePath,
      warmupPath,
      live: process.argv.includes("--live"),
    };

    // Through the upload module: one upload, then CONCURRENT at once.
    const server = spawnChild("upload", cfg);
    children.add(server);
    const { port } = await nextMessage<{ port: number }>(server, "ready");
    const warm = await postMultipart(port, warmupPath, WARMUP_BYTES);
    if (warm.status !== 200) throw new Error(`warm-up upload answered ${warm.status}: ${JSON.stringify(warm.body)}`);
    const measureUploads = async (count: number) => {
      server.send({ type: "start" });
      await nextMessage(server, "started");
      const started = performance.now();
      const results = await Promise.all(Array.from({ length: count }, () => postMultipart(port, filePath, FILE_BYTES)));
      const ms = performance.now() - started;
      server.send({ type: "stop" });
      const mem = await nextMessage<Measure>(server, "stopped");
      for (const r of results) {
        if (r.status !== 200 || r.body.files?.[0]?.size !== FILE_BYTES) {
          throw new Error(`upload answered ${r.status}: ${JSON.stringify(r.body)}`);
        }
      }
      return { ...mem, ms, bytes: count * FILE_BYTES };
    };
    const single = await measureUploads(1);
    const concurrent = await measureUploads(CONCURRENT);
    server.send({ type: "exit" });

    const direct = async (role: Role) => {
      const child = spawnChild(role, cfg);
      children.add(child);
      return { ...(await nextMessage<Measure>(child, "done")), bytes: FILE_BYTES };
    };
    const viaStorage = await direct("storage");
    const viaPutObject = await direct("putObject");

    const columns: Array<[string, Measure & { bytes: number }]> = [
      ["upload module", single],
      [`upload module ×${CONCURRENT}`, concurrent],
      ["storage.put", viaStorage],
      ["minio putObject", viaPutObject],
    ];
    const rows = [
      ["", ...columns.map(([name]) => name)],
      ["bytes", ...columns.map(([, m]) => `${mb(m.bytes)} MB`)],
      ["time", ...columns.map(([, m]) => `${m.ms.toFixed(0)} ms`)],
      ["throughput", ...columns.map(([, m]) => `${(m.bytes / MB / (m.ms / 1000)).toFixed(1)} MB/s`)],
      ["baseline RSS", ...columns.map(([, m]) => `${mb(m.baselineRss)} MB`)],
      ["peak RSS growth", ...columns.map(([, m]) => `${mb(m.peakRss - m.baselineRss)} MB`)],
      ["RSS samples (10 ms)", ...columns.map(([, m]) => String(m.samples))],
    ];
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    console.log(
      `\nbench:upload — ${mb(FILE_BYTES)} MB document (PDF header + random bytes), s3rver on loopback, Node ${process.version}` +
        (cfg.live ? ", --live: full GC at every RSS sample (growth ≈ live memory; times not comparable)" : "") +
        "\n",
    );
    for (const row of rows)
      console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join("   "));
    console.log(
      `\nThe upload module and storage.put hold at most one 5 MiB part per upload; minio putObject holds the whole object.` +
        `\n"upload module ×${CONCURRENT}": ${CONCURRENT} uploads of the file at once; throughput over all of them.`,
    );
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill();
    await s3?.stop();
    if (dbCreated) await admin.raw("DROP DATABASE IF EXISTS ?? WITH (FORCE)", [dbName]);
    await admin.destroy();
    await rm(dir, { recursive: true, force: true });
  }
}

const role = process.argv.find((a) => a.startsWith("--role="))?.slice("--role=".length);
if (role === "upload" || role === "storage" || role === "putObject") {
  await runChild(role, JSON.parse(process.env.BENCH_CHILD_CONFIG!) as ChildConfig);
} else {
  await main();
}
