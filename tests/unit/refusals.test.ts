import { describe, expect, it } from "vitest";
import { errorResponseText, GUARD_REFUSALS, guardRefusalOf, rateLimitMessage } from "../../app/utils/refusals.js";

/** An error response as an error boundary receives a thrown `data(body, { status })`. */
const thrown = (status: number, data: unknown) => ({ status, statusText: "", internal: false, data });

describe("the words of the admin guard's refusals", () => {
  it("word the guard's reason codes, which carry no sentence of their own", () => {
    expect(guardRefusalOf(thrown(403, { reason: "cross_site" }))).toBe("cross_site");
    expect(errorResponseText(thrown(403, { reason: "cross_site" }))).toBe(GUARD_REFUSALS.cross_site);
    expect(errorResponseText(thrown(403, { reason: "role" }))).toBe(GUARD_REFUSALS.role);
    // an unknown code is no refusal of the guard's, and a code on another status neither
    expect(guardRefusalOf(thrown(403, { reason: "other" }))).toBeNull();
    expect(guardRefusalOf(thrown(400, { reason: "role" }))).toBeNull();
  });

  it("pass on what a route or the upload module said, and nothing for a thrown error", () => {
    expect(errorResponseText(thrown(404, { message: "This form does not exist." }))).toBe("This form does not exist.");
    expect(errorResponseText(thrown(415, { error: "File type not allowed: pdf." }))).toBe("File type not allowed: pdf.");
    expect(errorResponseText(thrown(404, "Not Found"))).toBe("Not Found");
    expect(errorResponseText(thrown(400, null))).toBeNull();
    expect(errorResponseText(new Error("boom"))).toBeNull();
  });

  it("tell a throttled sign-in how long to wait, rounded up", () => {
    expect(rateLimitMessage(1)).toBe("Too many failed sign-in attempts. Please wait 1 second and try again.");
    expect(rateLimitMessage(58_001)).toBe("Too many failed sign-in attempts. Please wait 59 seconds and try again.");
    expect(rateLimitMessage(59_001)).toBe("Too many failed sign-in attempts. Please wait 1 minute and try again.");
    expect(rateLimitMessage(60_001)).toBe("Too many failed sign-in attempts. Please wait 2 minutes and try again.");
  });
});
