import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/**
 * A value created on the first start of an embedded installation and kept in its data directory
 * (readable by its owner only), so that a fresh or restored `.data` comes with its own.
 */
async function keptInDataDir(dataDir: string, name: string, valid: (v: string) => boolean, create: () => string) {
  const file = path.resolve(dataDir, name);
  const existing = await readFile(file, "utf8").then(
    (text) => text.trim(),
    () => "",
  );
  if (valid(existing)) return existing;
  const value = create();
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${value}\n`, { mode: 0o600 });
  return value;
}

/** Prefix of Redis keys and queues: installations sharing a Redis never see each other's jobs or counters. */
export function installationRedisPrefix(dataDir: string): Promise<string> {
  return keptInDataDir(
    dataDir,
    "redis-prefix",
    (v) => /^[A-Za-z0-9_-]{1,32}$/.test(v),
    () => `crestline-${randomBytes(6).toString("hex")}`,
  );
}

/** Secret that signs cookies (server/http/cookies.ts). */
export function installationCookieSecret(dataDir: string): Promise<string> {
  return keptInDataDir(
    dataDir,
    "cookie-secret",
    (v) => v.length >= 32,
    () => randomBytes(48).toString("base64url"),
  );
}
