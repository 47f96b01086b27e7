import { describe, expect, it } from "vitest";
import { isMutation, isSameOriginRequest, isSameSiteRequest } from "../../server/modules/auth/origin.js";

const PUBLIC_URL = "https://crestline.example";

function post(url: string, headers: Record<string, string>) {
  return new Request(url, { method: "POST", headers });
}

describe("isSameOriginRequest", () => {
  it("accepts the configured public origin", () => {
    expect(isSameOriginRequest(post("http://10.0.0.5:3000/admin", { origin: "https://crestline.example" }), PUBLIC_URL)).toBe(
      true,
    );
  });

  it("accepts the host the request was addressed to", () => {
    expect(isSameOriginRequest(post("http://localhost:3000/admin", { origin: "http://localhost:3000" }), PUBLIC_URL)).toBe(true);
  });

  it("refuses other origins, other ports and look-alike hosts", () => {
    for (const origin of [
      "https://evil.example",
      "http://localhost:4000",
      "https://crestline.example.evil.example",
      "http://crestline.example",
    ]) {
      expect(isSameOriginRequest(post("http://localhost:3000/admin", { origin }), PUBLIC_URL), origin).toBe(false);
    }
  });

  it("falls back to the Referer when Origin is missing or null", () => {
    expect(
      isSameOriginRequest(
        post("http://localhost:3000/admin", { referer: "http://localhost:3000/admin/create-admin?x=1" }),
        PUBLIC_URL,
      ),
    ).toBe(true);
    expect(
      isSameOriginRequest(
        post("http://localhost:3000/admin", { origin: "null", referer: "https://crestline.example/login" }),
        PUBLIC_URL,
      ),
    ).toBe(true);
    expect(isSameOriginRequest(post("http://localhost:3000/admin", { referer: "https://evil.example/page" }), PUBLIC_URL)).toBe(
      false,
    );
  });

  it("refuses a request with neither header, or with junk in them", () => {
    expect(isSameOriginRequest(post("http://localhost:3000/admin", {}), PUBLIC_URL)).toBe(false);
    expect(isSameOriginRequest(post("http://localhost:3000/admin", { origin: "null" }), PUBLIC_URL)).toBe(false);
    expect(isSameOriginRequest(post("http://localhost:3000/admin", { origin: "not a url" }), PUBLIC_URL)).toBe(false);
    expect(isSameOriginRequest(post("http://localhost:3000/admin", { referer: "javascript:alert(1)" }), PUBLIC_URL)).toBe(false);
  });
});

describe("isMutation", () => {
  it("covers POST, PUT, PATCH and DELETE only", () => {
    expect(["POST", "put", "PATCH", "DELETE"].every(isMutation)).toBe(true);
    expect(["GET", "HEAD", "OPTIONS"].some(isMutation)).toBe(false);
  });
});

describe("isSameSiteRequest (the adapter's check, where non-browser clients may omit both headers)", () => {
  const source = (headers: { origin?: string; referer?: string }, method = "POST") => ({
    method,
    origin: headers.origin ?? null,
    referer: headers.referer ?? null,
    host: "localhost:3000",
  });
  const check = (s: ReturnType<typeof source>) => isSameSiteRequest(s, PUBLIC_URL, { requireSource: false });

  it("lets a mutation without Origin or Referer through, and every read", () => {
    expect(check(source({}))).toBe(true);
    expect(check(source({ origin: "https://evil.example" }, "GET"))).toBe(true);
  });

  it("refuses Origin: null without a same-site Referer, malformed and foreign origins", () => {
    expect(check(source({ origin: "null" }))).toBe(false);
    expect(check(source({ origin: "null", referer: "http://localhost:3000/contact" }))).toBe(true);
    expect(check(source({ origin: "http://[bad" }))).toBe(false);
    expect(check(source({ origin: "https://evil.example" }))).toBe(false);
    expect(check(source({ origin: "http://LOCALHOST:3000" }))).toBe(true);
  });
});
