import { randomBytes } from "node:crypto";
import type { ActionFunctionArgs } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as adminsAction } from "../../app/routes/admin.admins.js";
import { newAdmin } from "../support/admins.js";
import { signIn } from "../../server/modules/auth/auth.server.js";
import { createSession, SESSION_COOKIE } from "../../server/modules/auth/sessions.server.js";
import type { Services } from "../../server/services.js";
import { createIsolatedServices } from "../support/services.js";

/*
 * The Admins screen's password change asks for the current password: wrong guesses count against the sign-in
 * throttle of the account and the address (5 per 15 minutes), so the form is no faster an oracle than signing in.
 */

const ORIGIN = "http://localhost:3000";
const PASSWORD = "a-long-password-2026";
let services: Services;
let isolated: Awaited<ReturnType<typeof createIsolatedServices>> | undefined;

beforeAll(async () => {
  isolated = await createIsolatedServices("admin_pw");
  [services] = isolated.services;
});
afterAll(async () => {
  await isolated?.close();
});

async function changePassword(cookie: string, ip: string, currentPassword: string) {
  const request = new Request(`${ORIGIN}/admin/admins`, {
    method: "POST",
    headers: { cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      intent: "change-password",
      currentPassword,
      newPassword: "a-brand-new-password-1",
      confirmPassword: "a-brand-new-password-1",
    }),
  });
  const context = { services, clientIp: ip, cspNonce: "n", requestId: "r" };
  const response = (await adminsAction({ request, context, params: {} } as unknown as ActionFunctionArgs)) as unknown as {
    data?: { error?: Record<string, string[]> };
    init?: ResponseInit | null;
    status?: number;
  };
  if (response instanceof Response) return { status: response.status, error: undefined };
  return { status: response.init?.status ?? 200, error: response.data?.error?.currentPassword?.[0] };
}

describe("Admins screen: change password", () => {
  it("answers five wrong current passwords, then refuses every try from that address for a while", async () => {
    const admin = await newAdmin(services.db, `pw-${randomBytes(3).toString("hex")}`, PASSWORD);
    const { token } = await createSession(services.db, admin.id);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const ip = "198.51.100.7";
    for (let i = 0; i < 5; i++) {
      expect(await changePassword(cookie, ip, `guess-${i}`)).toEqual({
        status: 400,
        error: "That is not your current password.",
      });
    }
    const refused = await changePassword(cookie, ip, PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.error).toMatch(/^Too many failed sign-in attempts\. Please wait \d+ minutes? and try again\.$/);
    // the same counters as the sign-in: that address cannot sign in to the account either
    expect(await signIn(services, { username: admin.username, password: PASSWORD, ip })).toMatchObject({
      ok: false,
      reason: "rate_limited",
    });
    // another address is not held back, and the right password still works there (the page answers in place)
    const elsewhere = await changePassword(cookie, "198.51.100.8", PASSWORD);
    expect(elsewhere).toEqual({ status: 200, error: undefined });
  });
});
