import { describe, expect, it } from "vitest";
import { checkFileLink, DOWNLOAD_LINK_SECONDS, signedFileUrl } from "../../server/api/files-url.js";

/* docs/api.md §21 signed private download links: made and checked by server/api/files-url.ts. */

const config = { publicUrl: "https://crestline.example", cookieSecret: "x".repeat(32) };
const fileId = "0b6f2a56-6a57-4cb4-9a5e-2d3a6c7e8f90";
const now = new Date("2026-01-01T10:00:00Z");

function parts(url: string) {
  const parsed = new URL(url);
  return {
    path: parsed.pathname,
    expires: parsed.searchParams.get("expires")!,
    signature: parsed.searchParams.get("signature")!,
  };
}

describe("signed file links", () => {
  it("point at the files route on the public origin and expire after an hour", () => {
    const url = signedFileUrl(config, fileId, now);
    const { path, expires, signature } = parts(url);
    expect(url.startsWith("https://crestline.example/backend/api/files/")).toBe(true);
    expect(path).toBe(`/backend/api/files/${fileId}/`);
    expect(Number(expires)).toBe(now.getTime() / 1000 + DOWNLOAD_LINK_SECONDS);
    expect(signature).toMatch(/^[0-9a-f]{64}$/);
    expect(checkFileLink(config, fileId, expires, signature, now)).toBe("valid");
    const later = new Date(now.getTime() + (DOWNLOAD_LINK_SECONDS + 1) * 1000);
    expect(checkFileLink(config, fileId, expires, signature, later)).toBe("expired");
  });

  it("refuse a changed expiry, another file, another secret, or garbage", () => {
    const { expires, signature } = parts(signedFileUrl(config, fileId, now));
    expect(checkFileLink(config, fileId, String(Number(expires) + 3600), signature, now)).toBe("invalid");
    expect(checkFileLink(config, "1b6f2a56-6a57-4cb4-9a5e-2d3a6c7e8f90", expires, signature, now)).toBe("invalid");
    expect(checkFileLink({ ...config, cookieSecret: "y".repeat(32) }, fileId, expires, signature, now)).toBe("invalid");
    expect(checkFileLink(config, fileId, expires, "zz", now)).toBe("invalid");
    expect(checkFileLink(config, fileId, undefined, signature, now)).toBe("invalid");
    expect(checkFileLink(config, "../etc", expires, signature, now)).toBe("invalid");
    // An expired forgery is invalid, not expired.
    expect(checkFileLink(config, fileId, "1", "0".repeat(64), now)).toBe("invalid");
  });
});
