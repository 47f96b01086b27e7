import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seed } from "../../server/modules/seed/index.js";
import { expectAnswer, startApiWithAdmin } from "../support/api-client.js";

/*
 * Input the API must answer with a 4xx, never a 500 (README "REST API"; docs/api.md §3): pathologically nested JSON,
 * lone UTF-16 surrogates, NUL characters in path segments; a body that is not JSON where only JSON is taken; and
 * the cause of a real 500 in the log with its request id.
 */

const logLines: Array<Record<string, unknown>> = [];
const logger = pino({ level: "info" }, { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) });

let env: Awaited<ReturnType<typeof startApiWithAdmin>>;
beforeAll(async () => {
  env = await startApiWithAdmin("api_input_hardening", "10.61", (s) => seed(s, { demoContent: true }), {}, logger);
});
afterAll(async () => {
  await env?.api.stop();
});

const LONE = "\ud800";
const send = (method: string, path: string, body: string, headers: Record<string, string> = {}) =>
  env.client.call(path, {
    method,
    headers: { "content-type": "application/json", ...env.client.auth(env.token), ...headers },
    body,
  });

describe("deeply nested JSON", () => {
  const deep = `${"[".repeat(8000)}${"]".repeat(8000)}`;
  const deepObject = `${'{"a":'.repeat(8000)}1${"}".repeat(8000)}`;

  it("answers 400 JSON parse error on the JSON routes, nothing stored", async () => {
    const jobsBefore = await env.services.db("jobs").count({ n: "*" }).first();
    for (const [method, path] of [
      ["POST", "/backend/auth/token/login"],
      ["POST", "/backend/auth/users/"],
      ["POST", "/backend/api/jobs/"],
      ["PATCH", "/backend/api/forms/1/"],
      ["POST", "/backend/api/create_payment/"],
    ] as const) {
      for (const body of [deep, deepObject]) {
        const answer = (await expectAnswer(await send(method, path, body), 400)) as { detail: string };
        expect(answer.detail, path).toMatch(/^JSON parse error - /);
      }
    }
    expect(await env.services.db("jobs").count({ n: "*" }).first()).toEqual(jobsBefore);
  });

  it("answers the content and payment routes' own 400 for malformed JSON", async () => {
    await expectAnswer(await send("PATCH", "/backend/api/layout/footer/", deep), 400, { error: "Invalid JSON data" });
    await expectAnswer(await send("PUT", "/backend/api/service/service-card/", deepObject), 400, { error: "Invalid JSON data" });
    await expectAnswer(await send("POST", "/backend/api/execute_payment/", deep), 400, {
      status: "error",
      message: "Invalid JSON data",
    });
  });

  it("still takes JSON nested as deep as real documents", async () => {
    const nested = `{"title": "Mason", "city": "Riyadh", "requirements": ${JSON.stringify(JSON.stringify([[[[[["ok"]]]]]]))}}`;
    await expectAnswer(await send("POST", "/backend/api/jobs/", nested), 201);
  });
});

describe("lone UTF-16 surrogates", () => {
  it("are stored as U+FFFD in a job title, a form's name and description, the footer and a page title", async () => {
    const job = (await expectAnswer(await send("POST", "/backend/api/jobs/", `{"title": "Ma\\ud800son"}`), 201)) as {
      title: string;
    };
    expect(job.title).toBe("Ma\ufffdson");

    const form = (await expectAnswer(
      await send("PATCH", "/backend/api/forms/1/", `{"name": "Agent\\udc00s", "description": "a\\ud800"}`),
      200,
    )) as { name: string; description: string };
    expect(form).toMatchObject({ name: "Agent\ufffds", description: "a\ufffd" });

    const footer = (await expectAnswer(
      await send("PATCH", "/backend/api/layout/footer/", `{"copyrightText": "\\ud83d \\u00a9 Crestline"}`),
      200,
    )) as { copyrightText: string };
    expect(footer.copyrightText).toBe("\ufffd \u00a9 Crestline");

    const page = (await (await env.client.call("/backend/api/pages/about/")).json()) as { sections: unknown };
    const title = JSON.stringify({ title: `About${LONE}`, sections: page.sections });
    expect(title).toContain("\\ud800");
    const stored = (await expectAnswer(await send("PUT", "/backend/api/pages/about/", title), 200)) as { title: string };
    expect(stored.title).toBe("About\ufffd");
  });

  it("keep a well-formed pair as it is", async () => {
    const job = (await expectAnswer(await send("POST", "/backend/api/jobs/", `{"title": "Crane \\ud83c\\udfd7"}`), 201)) as {
      title: string;
    };
    expect(job.title).toBe("Crane \u{1f3d7}");
  });
});

describe("NUL characters outside the body", () => {
  it("a NUL path segment is 404, a NUL query value 400", async () => {
    const auth = { headers: env.client.auth(env.token) };
    await expectAnswer(await env.client.call("/backend/api/medical-reports/%00/", auth), 404, { detail: "Not found." });
    await expectAnswer(await env.client.call("/backend/api/medical-reports/A%00B/", auth), 404, { detail: "Not found." });
    await expectAnswer(await env.client.call("/backend/api/pages/%00/"), 404, { detail: "Not found." });
    await expectAnswer(await env.client.call("/backend/api/form_responses/?form_id=%00", auth), 400, {
      form_id: ["Null characters are not allowed."],
    });
  });
});

describe("ids in API paths and queries", () => {
  it("only the canonical decimal form names a row: other spellings of the id are 404 and change nothing", async () => {
    const { id } = (await expectAnswer(await send("POST", "/backend/api/jobs/", `{"title": "Rigger"}`), 201)) as { id: number };
    const auth = { headers: env.client.auth(env.token) };
    for (const odd of [`0x${id.toString(16)}`, `%20${id}`, `${id}e0`, `0${id}`, `${id}.0`, `+${id}`, "2147483648"]) {
      await expectAnswer(await env.client.call(`/backend/api/jobs/${odd}/`, auth), 404, { detail: "Not found." });
      const deleted = await env.client.call(`/backend/api/jobs/${odd}/`, { method: "DELETE", ...auth });
      await expectAnswer(deleted, 404, { detail: "Not found." });
      await expectAnswer(await env.client.call(`/backend/auth/users/${odd}/`, auth), 404, { detail: "Not found." });
    }
    expect(await env.services.db("jobs").where({ id }).first("id")).toEqual({ id });
    await expectAnswer(await env.client.call(`/backend/api/jobs/${id}/`, auth), 200);
    await expectAnswer(await env.client.call(`/backend/api/form_responses/?form_id=01`, auth), 400, {
      form_id: ["A valid integer is required."],
    });
  });
});

describe("create_payment content type", () => {
  it("answers 415 to anything but application/json, an empty body too, and creates no payment", async () => {
    const before = await env.services.db("payments").count({ n: "*" }).first();
    for (const [type, body] of [
      ["text/plain", '{"amount": "1.00"}'],
      ["text/plain", ""],
      ["application/x-www-form-urlencoded", "amount=1.00"],
      ["multipart/form-data; boundary=x", "--x--\r\n"],
    ] as const) {
      const response = await env.client.call("/backend/api/create_payment/", {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      await expectAnswer(response, 415, { detail: `Unsupported media type "${type.split(";")[0]}" in request.` });
    }
    const bare = await env.client.call("/backend/api/create_payment/", { method: "POST" });
    await expectAnswer(bare, 415, { detail: 'Unsupported media type "" in request.' });
    expect(await env.services.db("payments").count({ n: "*" }).first()).toEqual(before);
  });
});

describe("the request log", () => {
  it("writes no passport number from a medical-reports/{passport_number}/ path", async () => {
    const auth = env.client.auth(env.token);
    for (const path of ["medical-reports/EB1234567/", "Medical-Reports/EB1234567/", "medical-reports/EB1234567"]) {
      const response = await env.client.call(`/backend/api/${path}`, {
        headers: { ...auth, "x-request-id": "passport-probe-1" },
      });
      expect([301, 404]).toContain(response.status);
    }
    const lines = logLines.filter((l) => l.requestId === "passport-probe-1" && l.msg === "request");
    expect(lines.map((l) => l.path)).toEqual([
      "/backend/api/medical-reports/:passport_number/",
      "/backend/api/Medical-Reports/:passport_number/",
      "/backend/api/medical-reports/:passport_number",
    ]);
    expect(logLines.filter((l) => JSON.stringify(l).includes("EB1234567"))).toEqual([]);
  });
});

describe("a fault", () => {
  it("answers 500 without its cause, and logs the cause at level error with the request id", async () => {
    await env.services.db.raw("ALTER TABLE jobs RENAME TO jobs_elsewhere");
    try {
      const response = await env.client.call("/backend/api/jobs/", { headers: { "x-request-id": "probe-request-0001" } });
      await expectAnswer(response, 500, { detail: "A server error occurred." });
    } finally {
      await env.services.db.raw("ALTER TABLE jobs_elsewhere RENAME TO jobs");
    }
    const line = logLines.find((l) => l.msg === "API request failed");
    expect(line).toMatchObject({
      level: 50,
      requestId: "probe-request-0001",
      err: { message: expect.stringContaining('relation "jobs" does not exist') },
    });
  });
});
