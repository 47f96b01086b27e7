import { randomBytes } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action } from "../../app/routes/_site.($lang).contact.js";
import { UploadedFiles } from "../../server/modules/files/stored-file.js";
import { HONEYPOT_FIELD } from "../../server/modules/protection/protection.server.js";
import type { Services } from "../../server/services.js";
import { createTestServices } from "../support/services.js";
import { wordedErrors } from "../support/messages.js";

let services: Services;
const tag = randomBytes(4).toString("hex");
let ipCounter = 0;
/** A fresh client address per test, so each one has its own rate-limit allowance. */
const nextIp = () => `198.51.100.${++ipCounter}`;

beforeAll(async () => {
  services = await createTestServices();
});
afterAll(async () => {
  await services?.close();
});

function form(fields: Record<string, string>): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.set(k, v);
  return fd;
}

const valid = (overrides: Record<string, string> = {}) =>
  form({
    name: "Farhana Akter",
    email: "farhana@example.com",
    phone: "+880 1711 000000",
    subject: `Site visit ${tag}`,
    message: "Please call me about a six-storey building in Mirpur.",
    [HONEYPOT_FIELD]: "",
    ...overrides,
  });

const stored = (subject: string) => services.db("contact_messages").where({ subject }).count<{ count: number }[]>("* as count");

const context = (ip: string) =>
  ({ services, cspNonce: "", requestId: "test", clientIp: ip, uploads: new UploadedFiles([]) }) as unknown as AppLoadContext;
const post = (body: FormData) => new Request("http://localhost/contact", { method: "POST", body });
/** The /contact action's answer: its status and Conform's reply. */
async function send(body: FormData, ip = nextIp()) {
  const response = await action({ request: post(body), context: context(ip), params: {} });
  return { status: response.init?.status ?? 200, reply: response.data, headers: new Headers(response.init?.headers) };
}

describe("the /contact action", () => {
  it("stores a valid message, trimmed, with empty optional fields as null", async () => {
    const subject = `Valid ${tag}`;
    const { reply } = await send(valid({ subject, name: "  Farhana  ", phone: "" }));
    expect(reply.status).toBe("success");
    const row = await services.db("contact_messages").where({ subject }).first();
    expect(row).toMatchObject({ name: "Farhana", email: "farhana@example.com", phone: null, read_at: null });
  });

  it.each([
    ["email", { email: "not-an-email" }, "Please enter a valid email address."],
    ["name", { name: "   " }, "Please enter your name."],
    ["message", { message: "Hi" }, "Please write a message of at least 10 characters."],
    ["phone", { phone: "call me" }, "Please enter a valid phone number."],
  ])("rejects an invalid %s with a clear message and stores nothing", async (field, overrides, message) => {
    const subject = `Invalid ${field} ${tag}`;
    const { status, reply } = await send(valid({ subject, ...overrides }));
    expect(status).toBe(400);
    expect(wordedErrors(reply)?.[field]).toEqual([message]);
    expect((await stored(subject))[0]!.count).toBe(0);
  });

  it("refuses a filled honeypot", async () => {
    const subject = `Bot ${tag}`;
    const { status, reply } = await send(valid({ subject, [HONEYPOT_FIELD]: "https://spam.example" }));
    expect(status).toBe(400);
    expect(reply.status).toBe("error");
    expect((await stored(subject))[0]!.count).toBe(0);
  });

  it("rate-limits one address and says how long to wait", async () => {
    const ip = nextIp();
    for (let i = 0; i < services.config.submissions.perWindow; i++) {
      expect((await send(valid({ subject: `Burst ${i} ${tag}` }), ip)).reply.status).toBe("success");
    }
    const subject = `Over the limit ${tag}`;
    const { status, reply, headers } = await send(valid({ subject }), ip);
    expect(status).toBe(429);
    expect(reply.error?.[""]?.[0]).toMatch(/^Too many submissions\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await stored(subject))[0]!.count).toBe(0);
  });

  it("answers 400 with field errors and the visitor's text, storing nothing", async () => {
    const subject = `Action invalid ${tag}`;
    const { status, reply } = await send(valid({ subject, email: "nope" }));
    expect(status).toBe(400);
    expect(wordedErrors(reply)?.email).toEqual(["Please enter a valid email address."]);
    expect(reply.initialValue).toMatchObject({ subject, email: "nope" });
    expect((await stored(subject))[0]!.count).toBe(0);
  });

  it("stores a valid message and reports success", async () => {
    const subject = `Action valid ${tag}`;
    const { reply } = await send(valid({ subject }));
    expect(reply.status).toBe("success");
    expect((await stored(subject))[0]!.count).toBe(1);
  });
});
