import { describe, expect, it, vi } from "vitest";
import { checkReadiness } from "../../server/http/health.js";
import type { Services } from "../../server/services.js";

/** Backing services whose Redis ping answers with `ping`; PostgreSQL and S3 answer at once. */
function services(ping: () => Promise<unknown>) {
  return {
    db: { raw: async () => ({ rows: [] }) },
    redis: { ping: vi.fn(ping) },
    storage: { ping: async () => true },
  } as unknown as Pick<Services, "db" | "redis" | "storage"> & { redis: { ping: ReturnType<typeof vi.fn> } };
}

describe("readiness", () => {
  it("asks once more after a timeout before calling a service down (a busy process's late timer is not an outage)", async () => {
    let calls = 0;
    const s = services(async () => {
      if (++calls === 1) throw new Error("Command timed out");
      return "PONG";
    });
    expect(await checkReadiness(s)).toEqual({ ready: true, checks: { postgres: "ok", redis: "ok", s3: "ok" } });
    expect(s.redis.ping).toHaveBeenCalledTimes(2);
  });

  it("reports a service that times out twice, and believes a refusal at once", async () => {
    const silent = services(async () => {
      throw new Error("Command timed out");
    });
    expect(await checkReadiness(silent)).toMatchObject({ ready: false, checks: { redis: "error: Command timed out" } });
    expect(silent.redis.ping).toHaveBeenCalledTimes(2);

    const refused = services(async () => {
      throw new Error("connect ECONNREFUSED 127.0.0.1:6379");
    });
    expect(await checkReadiness(refused)).toMatchObject({
      ready: false,
      checks: { redis: "error: connect ECONNREFUSED 127.0.0.1:6379" },
    });
    expect(refused.redis.ping).toHaveBeenCalledTimes(1);
  });
});
