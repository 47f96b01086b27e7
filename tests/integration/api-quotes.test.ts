import { describe, expect, it } from "vitest";
import { getQuoteRequest } from "../../server/modules/quotes/admin.server.js";
import { recordQuote } from "../../server/modules/quotes/quotes.server.js";
import { expectAnswer, useApiWithAdmin } from "../support/api-client.js";
import { SAMPLE_PDF } from "../support/sample-files.js";

/* docs/api.md §19 quotes against a real server (PostgreSQL, Redis, S3), and the admin quote screens' module. */

const env = useApiWithAdmin("api_quotes", "10.34");

const supply = {
  clientName: "A",
  projectName: "B",
  supplyFor: "Other",
  contractPeriod: "6 months",
  phone: "+966 55 123 4567",
  email: "a@b.co",
  trades: [{ trade: "Masonry", qty: 4 }],
};
const subcontract = {
  clientName: "Crest Developers",
  projectName: "Villa block",
  projectType: "Renovation",
  projectValue: 500,
  phone: "01712345678",
  email: "pm@crest.example",
  description: "Renovate four villas.",
};
const post = (path: string, body: unknown) => env.client.call(path, env.client.json("POST", body));
const count = async () => (await env.services.db("quote_requests").count({ n: "*" }).first()) as { n: number };

describe("quotes (docs/api.md §19)", () => {
  it("stores a supply request and a sub-contract request, read back by token holders", async () => {
    const stored = (await expectAnswer(await post("/backend/api/quote/supply", supply), 201)) as { status: string; id: number };
    expect(stored).toEqual({ status: "success", id: expect.any(Number) });
    // JSON's attachment (a serialised File) is ignored.
    const sub = (await expectAnswer(await post("/backend/api/quote/subcontract/", { ...subcontract, attachment: {} }), 201)) as {
      id: number;
    };
    const auth = { headers: env.client.auth(env.token) };
    const read = (await expectAnswer(await env.client.call(`/backend/api/quotes/${sub.id}/`, auth), 200)) as Record<
      string,
      unknown
    >;
    expect(read).toEqual({
      id: sub.id,
      kind: "subcontract",
      clientName: "Crest Developers",
      projectName: "Villa block",
      projectType: "Renovation",
      projectValue: "500.00",
      supplyFor: "",
      contractPeriod: "",
      phone: "01712345678",
      email: "pm@crest.example",
      description: "Renovate four villas.",
      trades: [],
      attachment: null,
      submitted_at: expect.stringMatching(/Z$/),
    });
    const list = (await expectAnswer(await env.client.call("/backend/api/quotes/", auth), 200)) as Array<Record<string, unknown>>;
    expect(list.map((q) => q.id)).toEqual([stored.id, sub.id]);
    expect(list[0]).toMatchObject({
      kind: "supply",
      projectType: "",
      projectValue: null,
      description: "",
      supplyFor: "Other",
      trades: [{ trade: "Masonry", qty: 4, pricePerHour: null, pricePerMonth: null }],
    });
    // The admin quote screen reads the same request.
    expect(await getQuoteRequest(env.services.db, stored.id)).toMatchObject({ kind: "supply", clientName: "A", status: "new" });
  });

  it("takes multipart with trades as a JSON string and an attachment given back as a signed download", async () => {
    const supplied = await env.client.call(
      "/backend/api/quote/supply/",
      env.client.multipart("POST", [
        ...Object.entries(supply)
          .filter(([k]) => k !== "trades")
          .map(([k, v]) => [k, String(v)] as const),
        ["trades", JSON.stringify([{ trade: "Plumbing", qty: "2", pricePerHour: "12.5" }])],
      ]),
    );
    const { id: supplyId } = (await expectAnswer(supplied, 201)) as { id: number };
    const auth = { headers: env.client.auth(env.token) };
    expect(await expectAnswer(await env.client.call(`/backend/api/quotes/${supplyId}/`, auth), 200)).toMatchObject({
      trades: [{ trade: "Plumbing", qty: 2, pricePerHour: "12.50", pricePerMonth: null }],
    });
    const withFile = await env.client.call(
      "/backend/api/quote/subcontract",
      env.client.multipart(
        "POST",
        Object.entries(subcontract).map(([k, v]) => [k, String(v)] as const),
        [{ field: "attachment", filename: "drawings.pdf", contentType: "application/pdf", data: SAMPLE_PDF }],
      ),
    );
    const { id } = (await expectAnswer(withFile, 201)) as { id: number };
    const read = (await expectAnswer(await env.client.call(`/backend/api/quotes/${id}/`, auth), 200)) as { attachment: string };
    expect(read.attachment).toMatch(
      /^https:\/\/crestline\.example\/backend\/api\/files\/[0-9a-f-]{36}\/\?expires=\d+&signature=/,
    );
    const { pathname, search } = new URL(read.attachment);
    const file = await env.client.call(`${pathname}${search}`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toContain('filename="drawings.pdf"');
    expect(Buffer.from(await file.arrayBuffer()).equals(SAMPLE_PDF)).toBe(true);

    // Deleting the request removes its attachment.
    const fileId = pathname.split("/")[4]!;
    await expectAnswer(
      await env.client.call(`/backend/api/quotes/${id}/`, { method: "DELETE", headers: env.client.auth(env.token) }),
      204,
    );
    expect(await env.services.db("files").where({ id: fileId }).first()).toBeUndefined();
    await expectAnswer(
      await env.client.call(`/backend/api/quotes/${id}/`, { method: "DELETE", headers: env.client.auth(env.token) }),
      404,
      {
        detail: "No Quote matches the given query.",
      },
    );
  });

  it("answers every refusal in its exact shape and stores nothing", async () => {
    const before = await count();
    await expectAnswer(await post("/backend/api/quote/supply/", { ...supply, trades: [] }), 400, {
      trades: ["This list may not be empty."],
    });
    await expectAnswer(await post("/backend/api/quote/supply/", { ...supply, trades: [{ trade: "Masonry", qty: "x" }] }), 400, {
      trades: [{ qty: ["A valid integer is required."] }],
    });
    await expectAnswer(
      await post("/backend/api/quote/supply/", {
        ...supply,
        trades: [
          { trade: "Masonry", qty: 1 },
          { trade: "Diving", qty: 1.5 },
        ],
      }),
      400,
      { trades: [{}, { trade: ['"Diving" is not a valid choice.'], qty: ["A valid integer is required."] }] },
    );
    await expectAnswer(await post("/backend/api/quote/supply/", {}), 400, {
      clientName: ["This field is required."],
      projectName: ["This field is required."],
      supplyFor: ["This field is required."],
      contractPeriod: ["This field is required."],
      phone: ["This field is required."],
      email: ["This field is required."],
      trades: ["This field is required."],
    });
    await expectAnswer(
      await post("/backend/api/quote/subcontract/", { ...subcontract, projectType: "Villa", projectValue: "abc", email: "nope" }),
      400,
      {
        projectType: ['"Villa" is not a valid choice.'],
        projectValue: ["A valid number is required."],
        email: ["Enter a valid email address."],
      },
    );
    await expectAnswer(await post("/backend/api/quote/subcontract/", { ...subcontract, projectValue: -1 }), 400, {
      projectValue: ["Ensure this value is greater than or equal to 0."],
    });
    await expectAnswer(await post("/backend/api/quote/subcontract/", { ...subcontract, description: "x".repeat(10_001) }), 400, {
      description: ["Ensure this field has no more than 10000 characters."],
    });
    await expectAnswer(
      await env.client.call("/backend/api/quote/supply/", env.client.multipart("POST", [["trades", "[{nope"]])),
      400,
      {
        trades: ["Value must be valid JSON."],
      },
    );
    await expectAnswer(
      await env.client.call(
        "/backend/api/quote/subcontract/",
        env.client.multipart(
          "POST",
          Object.entries(subcontract).map(([k, v]) => [k, String(v)] as const),
          [
            {
              field: "attachment",
              filename: "x.svg",
              contentType: "image/svg+xml",
              data: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>"),
            },
          ],
        ),
      ),
      400,
      { attachment: ["Unsupported file type. Allowed: PDF, DOC, DOCX, JPG, PNG."] },
    );
    const broken = await env.client.call("/backend/api/quote/supply/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { detail: string }).detail).toMatch(/^JSON parse error - /);
    expect(await count()).toEqual(before);
    expect(await env.services.db("files").whereNull("claimed_at").count({ n: "*" }).first()).toEqual({ n: 0 });
  });

  it("throttles one address after its allowance, as the quote page does", async () => {
    const ip = "10.34.250.250";
    const attempt = () =>
      fetch(`${env.api.base}/backend/api/quote/supply/`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ ...supply, trades: [] }),
      });
    for (let i = 0; i < env.services.config.submissions.perWindow; i += 1) expect((await attempt()).status).toBe(400);
    const refused = await attempt();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
  });

  it("needs a token to read or delete, and lists a request stored by the quote page's module", async () => {
    await expectAnswer(await env.client.call("/backend/api/quotes/"), 401, {
      detail: "Authentication credentials were not provided.",
    });
    await expectAnswer(await env.client.call("/backend/api/quotes/1/", { method: "DELETE" }), 401);
    await expectAnswer(await env.client.call("/backend/api/quotes/999999/", { headers: env.client.auth(env.token) }), 404, {
      detail: "No Quote matches the given query.",
    });
    const outcome = await recordQuote(env.services, {
      quote: {
        mode: "supply",
        clientName: "From page",
        projectName: "P",
        supplyFor: "Cleaning Services",
        contractPeriod: "1 year",
        phone: "01712345678",
        email: "p@example.com",
        trades: [{ trade: "Painting", qty: 3, pricePerHour: undefined, pricePerMonth: 900 }],
      },
      uploads: { get: () => undefined },
      country: "saudiarabia",
    });
    expect(outcome.ok).toBe(true);
    const list = (await expectAnswer(
      await env.client.call("/backend/api/quotes/", { headers: env.client.auth(env.token) }),
      200,
    )) as Array<Record<string, unknown>>;
    expect(list.find((q) => q.clientName === "From page")).toMatchObject({
      kind: "supply",
      trades: [{ trade: "Painting", qty: 3, pricePerHour: null, pricePerMonth: "900.00" }],
    });
  });
});
