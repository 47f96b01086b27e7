import { randomBytes, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Services } from "../../server/services.js";
import { startAppServer, type AppServer } from "../support/app-server.js";
import { createTestServices } from "../support/services.js";
import { postTextFlood } from "../support/text-flood.js";

/*
 * Multipart bodies through the whole app (upload module, REST API, production Remix build): the text fields reach
 * the actions as they were sent, and a body of too much text is refused before any route reads it.
 */

const MB = 1024 * 1024;
let services: Services;
let app: AppServer;

beforeAll(async () => {
  services = await createTestServices({ SUBMISSION_RATE_LIMIT: "10000" });
  app = await startAppServer(services);
});

afterAll(async () => {
  await app?.close();
  await services?.close();
});

function pdf(size: number): Blob {
  return new Blob([Buffer.from("%PDF-1.7\n"), new Uint8Array(randomBytes(size))], { type: "application/pdf" });
}

function quoteForm(clientName: string, extra: Array<[string, string | Blob, string?]> = []): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries({
    mode: "subContract",
    clientName,
    projectName: "Tower",
    projectType: "Other",
    projectValue: "1000",
    phone: "+966501234567",
    email: "jane@example.com",
    description: "A tower\r\nof ভালো steel",
  }))
    body.set(k, v);
  for (const [name, value, fileName] of extra) {
    if (typeof value === "string") body.append(name, value);
    else body.append(name, value, fileName);
  }
  return body;
}

function post(path: string, body: FormData, headers: Record<string, string> = {}) {
  return fetch(`${app.base}${path}`, { method: "POST", body, headers: { origin: app.base, ...headers }, redirect: "manual" });
}

const filesNamed = async (name: string) =>
  Number((await services.db("files").where({ original_name: name }).count("* as n"))[0]!.n);

describe("multipart text fields through the app", () => {
  it("hand a page form its text fields and files: a quote with an attachment is recorded", async () => {
    const client = `Upload ${randomUUID().slice(0, 8)}`;
    const fileName = `${randomUUID()}.pdf`;
    const res = await post("/quote.data", quoteForm(client, [["attachment", pdf(20_000), fileName]]));
    expect(res.status).toBe(200);
    const row = await services.db("quote_requests").where({ client_name: client }).first();
    expect(row).toMatchObject({ project_name: "Tower", description: "A tower\r\nof ভালো steel" });
    const file = await services.db("files").where({ id: row.attachment_file_id }).first();
    expect(file).toMatchObject({ original_name: fileName, content_type: "application/pdf", size_bytes: 20_009 });
    expect(file.claimed_at).toBeInstanceOf(Date);
  });

  it("refuse a page form whose text is over 64 KB with 413 in plain text, removing the file it sent first", async () => {
    const client = `Upload ${randomUUID().slice(0, 8)}`;
    const fileName = `${randomUUID()}.pdf`;
    const res = await post(
      "/quote",
      quoteForm(client, [
        ["attachment", pdf(50_000), fileName],
        ["notes", "n".repeat(70 * 1024)],
      ]),
      { accept: "text/html" },
    );
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("Form fields too large (max 64 KB of text).");
    expect(await services.db("quote_requests").where({ client_name: client }).first()).toBeUndefined();
    expect(await filesNamed(fileName)).toBe(0);
  });

  it("refuse the REST API's multipart text over the cap in its JSON shape", async () => {
    const body = new FormData();
    body.set("name", "Jane");
    body.set("message", "m".repeat(70 * 1024));
    const res = await post("/backend/api/contact-messages", body, { accept: "application/json" });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: "Request body too large." });
  });

  it("refuse a 60 MB body of text fields to a public document form at once, holding none of it", async () => {
    // within /demand-submission's body cap (10 documents), far over its text cap
    const answer = await postTextFlood(`${app.base}/demand-submission`, 60, { origin: app.base, accept: "text/html" });
    expect({ status: answer.status, body: answer.body }).toEqual({
      status: 413,
      body: "Form fields too large (max 64 KB of text).",
    });
    expect(answer.sent).toBeLessThan(40 * MB);
    // the app shares this process (without the cap, the fields were held, re-encoded and parsed again)
    expect(answer.rssGrowth).toBeLessThan(40 * MB);
  });
});
