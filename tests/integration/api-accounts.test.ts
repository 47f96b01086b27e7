import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { newAdmin } from "../support/admins.js";
import { expectAnswer, useApiWithAdmin } from "../support/api-client.js";

/* docs/api.md §9 account routes (djoser's, /work/shared/API.md §2.1) against a real server (PostgreSQL, Redis). */

const env = useApiWithAdmin("api_accounts", "10.62");
const PASSWORD = "a-long-password-2026";

/** A fresh account and a sign-in token of its own (so a test can rename, throttle or delete it). */
async function account(prefix: string) {
  const username = `${prefix}-${randomBytes(3).toString("hex")}`;
  const { id } = await newAdmin(env.services.db, username, PASSWORD);
  return { id, username, token: await env.client.login(username, PASSWORD) };
}
const send = (method: string, path: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
  env.client.call(path, {
    method,
    headers: { "content-type": "application/json", ...env.client.auth(token), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });

describe("PUT and PATCH auth/users/{me|id}/", () => {
  it("answer the account; username is read-only, email checked but not kept", async () => {
    const a = await account("upd");
    const me = { email: "", id: a.id, username: a.username };
    for (const method of ["PUT", "PATCH"]) {
      await expectAnswer(
        await send(method, "/backend/auth/users/me/", a.token, { email: "ops@example.com", username: "x" }),
        200,
        me,
      );
      await expectAnswer(await send(method, `/backend/auth/users/${a.id}/`, env.token, {}), 200, me);
      await expectAnswer(await send(method, "/backend/auth/users/me/", a.token, { email: "nope" }), 400, {
        email: ["Enter a valid email address."],
      });
      await expectAnswer(await send(method, "/backend/auth/users/999999/", a.token, {}), 404, { detail: "Not found." });
    }
    await expectAnswer(await env.client.call("/backend/auth/users/me/", { method: "PATCH" }), 401);
  });
});

describe("POST auth/users/set_username/", () => {
  it("renames the caller's account with its current password; the new name signs in", async () => {
    const a = await account("ren");
    const other = await account("taken");
    const path = "/backend/auth/users/set_username/";
    await expectAnswer(await send("POST", path, a.token, { new_username: "fresh-name", current_password: "wrong" }), 400, {
      current_password: ["Invalid password."],
    });
    await expectAnswer(await send("POST", path, a.token, { new_username: other.username, current_password: PASSWORD }), 400, {
      new_username: ["A user with that username already exists."],
    });
    const refused = (await expectAnswer(
      await send("POST", path, a.token, { new_username: "a b", current_password: PASSWORD }),
      400,
    )) as Record<string, string[]>;
    expect(Object.keys(refused)).toEqual(["new_username"]);
    await expectAnswer(await send("POST", path, a.token, { current_password: PASSWORD }), 400, {
      new_username: ["This field is required."],
    });
    const renamed = `ren-${randomBytes(3).toString("hex")}`;
    await expectAnswer(
      await send("POST", path, a.token, { new_username: renamed.toUpperCase(), current_password: PASSWORD }),
      204,
    );
    await expectAnswer(await send("GET", "/backend/auth/users/me/", a.token), 200, { email: "", id: a.id, username: renamed });
    await env.client.login(renamed, PASSWORD);
  });
});

describe("DELETE auth/users/{me|id}/", () => {
  it("needs the caller's current password; deletes the account and ends its tokens", async () => {
    const caller = await account("del-caller");
    const target = await account("del-target");
    await expectAnswer(
      await send("DELETE", `/backend/auth/users/${target.id}/`, caller.token, { current_password: "wrong" }),
      400,
      {
        current_password: ["Invalid password."],
      },
    );
    await expectAnswer(await send("DELETE", `/backend/auth/users/${target.id}/`, caller.token, {}), 400, {
      current_password: ["This field is required."],
    });
    await expectAnswer(await send("DELETE", "/backend/auth/users/999999/", caller.token, { current_password: PASSWORD }), 404);
    await expectAnswer(await send("GET", "/backend/auth/users/me/", target.token), 200);
    await expectAnswer(
      await send("DELETE", `/backend/auth/users/${target.id}/`, caller.token, { current_password: PASSWORD }),
      204,
    );
    await expectAnswer(await send("GET", "/backend/auth/users/me/", target.token), 401, { detail: "Invalid token." });
    expect(await env.services.db("admin_users").where({ id: target.id }).first()).toBeUndefined();

    await expectAnswer(await send("DELETE", "/backend/auth/users/me/", caller.token, { current_password: PASSWORD }), 204);
    await expectAnswer(await send("GET", "/backend/auth/users/me/", caller.token), 401, { detail: "Invalid token." });
    const removed = await env.services
      .db("audit_log")
      .where({ action: "admin_user.remove", entity_id: String(caller.id) })
      .first();
    expect(removed).toMatchObject({ admin_user_id: null, details: expect.objectContaining({ username: caller.username }) });
  });

  it("refuses to delete the last active account", async () => {
    const last = await account("last");
    // every other account disabled: `last` is the only active one
    await env.services.db("admin_users").whereNot({ id: last.id }).update({ disabled_at: new Date() });
    try {
      await expectAnswer(await send("DELETE", "/backend/auth/users/me/", last.token, { current_password: PASSWORD }), 400, {
        non_field_errors: ["This is the last active account: the site always needs one."],
      });
      expect(await env.services.db("admin_users").where({ id: last.id }).first("id")).toEqual({ id: last.id });
    } finally {
      await env.services.db("admin_users").update({ disabled_at: null });
    }
  });
});

describe("the current password under the sign-in throttle", () => {
  it("set_password answers five wrong guesses from one address, then 429 with Retry-After, the right one too", async () => {
    const a = await account("guess");
    const from = { "x-forwarded-for": "10.62.200.1" };
    const path = "/backend/auth/users/set_password/";
    for (let i = 0; i < 5; i++) {
      await expectAnswer(
        await send("POST", path, a.token, { current_password: `guess-${i}`, new_password: "another-long-password" }, from),
        400,
        { current_password: ["Invalid password."] },
      );
    }
    const limited = await send(
      "POST",
      path,
      a.token,
      { current_password: PASSWORD, new_password: "another-long-password" },
      from,
    );
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(60);
    await expectAnswer(limited, 429, {
      detail: expect.stringMatching(/^Request was throttled\. Expected available in \d+ seconds\.$/),
    });
    // the same counters as the sign-in: that address cannot sign in to the account either
    const login = await env.client.call("/backend/auth/token/login", {
      method: "POST",
      headers: { "content-type": "application/json", ...from },
      body: JSON.stringify({ username: a.username, password: PASSWORD }),
    });
    expect(login.status).toBe(429);
  });
});

describe("djoser's e-mail routes", () => {
  it("answer 404 to every method", async () => {
    for (const route of [
      "activation",
      "resend_activation",
      "reset_password",
      "reset_password_confirm",
      "reset_username",
      "reset_username_confirm",
    ]) {
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"]) {
        const body = method === "GET" ? undefined : { email: "a@example.com" };
        await expectAnswer(await send(method, `/backend/auth/users/${route}/`, env.token, body), 404, { detail: "Not found." });
      }
    }
  });
});
