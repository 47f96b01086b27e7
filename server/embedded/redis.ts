import { spawn } from "node:child_process";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { Redis } from "ioredis";
import type { Logger } from "../logger.js";
import { freePort } from "./ports.js";

const LOCAL_REDIS = "redis://127.0.0.1:6379";

/** Whether a Redis server answers PING at `url` within `timeoutMs`. */
export async function answers(url: string, timeoutMs = 1000): Promise<boolean> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeoutMs,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on("error", () => {});
  try {
    await client.connect();
    return (await client.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

export class RedisUnavailableError extends Error {}

/** Uses a Redis on 127.0.0.1:6379 if one answers, else spawns `redis-server` from PATH with data under `dataDir/redis`. */
export async function findOrStartRedis(dataDir: string, logger: Logger) {
  if (await answers(LOCAL_REDIS)) {
    logger.info("using the Redis server at 127.0.0.1:6379");
    return { url: LOCAL_REDIS, stop: async () => {} };
  }
  const dir = path.resolve(dataDir, "redis");
  await mkdir(dir, { recursive: true });
  const port = await freePort();
  const child = spawn(
    "redis-server",
    ["--bind", "127.0.0.1", "--port", String(port), "--dir", dir, "--appendonly", "yes", "--save", ""],
    {
      stdio: "ignore",
    },
  );
  const spawned = await new Promise<boolean>((resolve) => {
    child.once("error", () => resolve(false));
    child.once("spawn", () => resolve(true));
  });
  if (!spawned) {
    throw new RedisUnavailableError(
      "Redis is required: install redis-server (e.g. `apt-get install redis-server`) or set REDIS_URL to a running Redis.",
    );
  }
  const url = `redis://127.0.0.1:${port}`;
  for (let i = 0; i < 50 && !(await answers(url, 200)); i++) await new Promise((r) => setTimeout(r, 100));
  logger.info({ port }, "spawned redis-server");
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
