import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices } from "../support/services.js";
import type { Services } from "../../server/services.js";
import { HONEYPOT_FIELD, guardPublicSubmission } from "../../server/modules/protection/protection.server.js";
import { tooManySubmissionsMessage } from "../../app/utils/public-form.server.js";

let services: Services;

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.close();
});

const ip = () => `10.0.${randomBytes(1)[0]}.${randomBytes(1)[0]}-${randomBytes(3).toString("hex")}`;

describe("guardPublicSubmission", () => {
  it("refuses a filled honeypot", async () => {
    const formData = new URLSearchParams({ [HONEYPOT_FIELD]: "http://spam.example", name: "Bot" });
    const result = await guardPublicSubmission(services, { formData, ip: ip(), bucket: "test" });
    expect(result).toEqual({ ok: false, reason: "honeypot" });
  });

  it("lets an empty honeypot through", async () => {
    const formData = new URLSearchParams({ [HONEYPOT_FIELD]: "", name: "Person" });
    expect(await guardPublicSubmission(services, { formData, ip: ip(), bucket: "test" })).toEqual({ ok: true });
  });

  it("allows the limit per IP and bucket, then refuses with the limiter's wait, which pages say in minutes", async () => {
    const address = ip();
    const formData = new URLSearchParams();
    for (let i = 0; i < services.config.submissions.perWindow; i++) {
      expect(await guardPublicSubmission(services, { formData, ip: address, bucket: "form-1" })).toEqual({ ok: true });
    }
    const refused = await guardPublicSubmission(services, { formData, ip: address, bucket: "form-1" });
    expect(refused).toEqual({ ok: false, reason: "rate_limited", retryAfterMs: expect.any(Number) });
    // the limiter's own remaining time, within the window
    const { retryAfterMs } = refused as { retryAfterMs: number };
    expect(tooManySubmissionsMessage(retryAfterMs)).toBe("Too many submissions. Please wait 10 minutes and try again.");
    expect(retryAfterMs).toBeGreaterThan(0);
    expect(retryAfterMs).toBeLessThanOrEqual(services.config.submissions.windowSeconds * 1000);
    // other buckets and other addresses keep their own allowance
    expect(await guardPublicSubmission(services, { formData, ip: address, bucket: "quote" })).toEqual({ ok: true });
    expect(await guardPublicSubmission(services, { formData, ip: ip(), bucket: "form-1" })).toEqual({ ok: true });
  });

  it("rounds the wait up to whole minutes", () => {
    expect(tooManySubmissionsMessage(1)).toBe("Too many submissions. Please wait 1 minute and try again.");
    expect(tooManySubmissionsMessage(60_001)).toBe("Too many submissions. Please wait 2 minutes and try again.");
  });

  it("refuses a malformed bucket name (a programming error)", async () => {
    await expect(
      guardPublicSubmission(services, { formData: new URLSearchParams(), ip: ip(), bucket: "Bad Bucket" }),
    ).rejects.toThrow();
  });
});
