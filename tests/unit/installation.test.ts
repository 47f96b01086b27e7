import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/index.js";
import { installationCookieSecret, installationRedisPrefix } from "../../server/embedded/installation.js";

const dirs: string[] = [];
const freshDir = async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "crestline-prefix-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true }))));

describe("values an embedded installation keeps in its data directory", () => {
  it("is created once per data directory and kept there", async () => {
    const a = await freshDir();
    const prefix = await installationRedisPrefix(a);
    expect(prefix).toMatch(/^crestline-[0-9a-f]{12}$/);
    expect(await installationRedisPrefix(a)).toBe(prefix);
    expect((await readFile(path.join(a, "redis-prefix"), "utf8")).trim()).toBe(prefix);
    expect(await installationRedisPrefix(await freshDir())).not.toBe(prefix);
  });

  it("comes with a cookie secret kept the same way", async () => {
    const a = await freshDir();
    const secret = await installationCookieSecret(a);
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(await installationCookieSecret(a)).toBe(secret);
    expect(await installationCookieSecret(await freshDir())).not.toBe(secret);
  });

  it("applies only when REDIS_PREFIX is not set", () => {
    expect(loadConfig({}).redisPrefixExplicit).toBe(false);
    expect(loadConfig({ REDIS_PREFIX: "site-a" })).toMatchObject({ redisPrefix: "site-a", redisPrefixExplicit: true });
  });
});
