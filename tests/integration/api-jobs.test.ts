import { describe, expect, it } from "vitest";
import { createJob } from "../../server/modules/jobs/admin.server.js";
import { accepted } from "../support/outcome.js";
import { seed } from "../../server/modules/seed/index.js";
import { auditEntry, expectAnswer, useApiWithSite } from "../support/api-client.js";
import { SAMPLE_PDF, samplePng } from "../support/sample-files.js";
import { SAUDI_JOB_TERMS } from "../support/job-terms.js";

/* docs/api.md §16 jobs against a real server (PostgreSQL, Redis, S3), and the website's jobs page over the same data. */

const env = useApiWithSite("api_jobs", "10.31", (s) => seed(s, { demoContent: false }));

const POSTER = /^https:\/\/crestline\.example\/media\/images\/\d+\/\d+\.webp$/;

type Poster = { filename: string; contentType: string; data: Buffer };
const NOT_AN_IMAGE = { poster: ["Upload a valid image. The file you uploaded was either not an image or a corrupted image."] };

/** A signed-in multipart write of the jobs API: `fields`, and the poster file when one is given. */
function sendJob(method: string, path: string, fields: Array<[string, string]>, poster?: Poster) {
  const { call, multipart, auth } = env.client;
  return call(path, multipart(method, fields, poster ? [{ field: "poster", ...poster }] : [], auth(env.token)));
}

const TERMS = [
  "salary_min",
  "salary_max",
  "salary_currency",
  "salary_period",
  "food",
  "accommodation",
  "contract_months",
  "hours_per_day",
  "openings",
  "closes_on",
  "visa_paid_by",
  "ticket_paid_by",
  "employer_country",
  "employer_city",
];
const NO_TERMS = {
  ...Object.fromEntries(TERMS.map((t) => [t, null])),
  salary_currency: "SAR",
  salary_period: "month",
  employer_city: "",
};

describe("jobs (docs/api.md §16)", () => {
  it("carries the structured terms: set, patched one at a time, checked, and a closed job leaves the public list", async () => {
    const { call, json, auth } = env.client;
    // a number may come as a string
    const terms = { ...SAUDI_JOB_TERMS, salary_max: "1900" };
    const created = (await expectAnswer(
      await call("/backend/api/jobs/", json("POST", { title: "Shuttering Carpenter", ...terms }, auth(env.token))),
      201,
    )) as Record<string, unknown>;
    expect(created).toMatchObject({ ...terms, salary_max: 1900 });
    const patched = await expectAnswer(
      await call(`/backend/api/jobs/${created.id}/`, json("PATCH", { food: null, salary_max: 2100 }, auth(env.token))),
      200,
    );
    expect(patched).toMatchObject({ ...terms, food: null, salary_max: 2100 });

    const refused = await call(
      `/backend/api/jobs/${created.id}/`,
      json("PATCH", { food: "sometimes", closes_on: "31/12/2099", openings: "many" }, auth(env.token)),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys((await refused.json()) as object).sort()).toEqual(["closes_on", "food", "openings"]);
    const range = await call(`/backend/api/jobs/${created.id}/`, json("PATCH", { salary_min: 5000 }, auth(env.token)));
    expect(range.status).toBe(400);
    expect(await range.json()).toEqual({ salary_max: [expect.any(String)] });

    await expectAnswer(
      await call(`/backend/api/jobs/${created.id}/`, json("PATCH", { closes_on: "2020-01-31" }, auth(env.token))),
      200,
    );
    expect((await call(`/backend/api/jobs/${created.id}/`)).status).toBe(404);
    const list = (await expectAnswer(await call("/backend/api/jobs/"), 200)) as Array<{ id: number }>;
    expect(list.map((j) => j.id)).not.toContain(created.id);
  });

  it("creates a job from multipart with a poster whose URL works at once, shown on the jobs page", async () => {
    const { call } = env.client;
    const png = await samplePng();
    const created = (await expectAnswer(
      await sendJob(
        "POST",
        "/backend/api/jobs/",
        [
          ["title", "Mason"],
          ["city", "Riyadh"],
          ["country", "Saudi Arabia"],
          ["industry", "Construction"],
          ["requirements", "2 years"],
        ],
        { filename: "poster.png", contentType: "image/png", data: png },
      ),
      201,
    )) as Record<string, unknown>;
    expect(Object.keys(created)).toEqual(["id", "title", "city", "country", "industry", "requirements", ...TERMS, "poster"]);
    expect(created).toMatchObject({ title: "Mason", city: "Riyadh", country: "Saudi Arabia", industry: "Construction" });
    expect(created.poster).toMatch(POSTER);
    // The poster's public object exists now (the media route serves it from the public bucket).
    const key = new URL(created.poster as string).pathname.replace(/^\/media\//, "");
    expect(await env.services.storage.stat("public", key)).not.toBeNull();
    const poster = await fetch(`${env.site.base}/media/${key}`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toBe("image/webp");

    expect(await expectAnswer(await call(`/backend/api/jobs/${created.id}/`), 200)).toEqual(created);
    const list = (await expectAnswer(await call("/backend/api/jobs/"), 200)) as Array<{ id: number }>;
    expect(list.map((j) => j.id)).toContain(created.id);
    const page = await (await fetch(`${env.site.base}/apply-jobs-now`)).text();
    expect(page).toContain("Mason");
    const audit = await auditEntry(env.services, "job.create", String(created.id));
    expect(audit.details).toMatchObject({ via: "api_token", apiToken: "sign-in" });
  });

  it("takes JSON with text omitted or null as empty strings; PATCH changes only what it sends", async () => {
    const { call, json, auth } = env.client;
    const created = (await expectAnswer(
      await call("/backend/api/jobs/", json("POST", { title: "Welder", city: null }, auth(env.token))),
      201,
    )) as { id: number };
    expect(created).toEqual({
      id: expect.any(Number),
      title: "Welder",
      city: "",
      country: "",
      industry: "",
      requirements: "",
      ...NO_TERMS,
      poster: null,
    });
    const patched = await expectAnswer(
      await call(`/backend/api/jobs/${created.id}/`, json("PATCH", { city: "Jeddah" }, auth(env.token))),
      200,
    );
    expect(patched).toMatchObject({ title: "Welder", city: "Jeddah", country: "" });
    // PUT replaces the text: what it omits is emptied.
    const put = await expectAnswer(
      await call(`/backend/api/jobs/${created.id}/`, json("PUT", { title: "Senior welder", country: "KSA" }, auth(env.token))),
      200,
    );
    expect(put).toMatchObject({ title: "Senior welder", city: "", country: "KSA" });
    // Slash-less writes are served as if slashed.
    const slashless = await call(`/backend/api/jobs/${created.id}`, json("PATCH", { industry: "Steel" }, auth(env.token)));
    expect(((await expectAnswer(slashless, 200)) as { industry: string }).industry).toBe("Steel");
  });

  it("keeps the poster when none is sent and removes it on an empty or null poster", async () => {
    const { call, json, auth } = env.client;
    const png = await samplePng();
    const created = (await expectAnswer(
      await sendJob("POST", "/backend/api/jobs/", [["title", "Painter"]], {
        filename: "p.png",
        contentType: "image/png",
        data: png,
      }),
      201,
    )) as { id: number; poster: string };
    const kept = await expectAnswer(await sendJob("PATCH", `/backend/api/jobs/${created.id}/`, [["city", "Dammam"]]), 200);
    expect(kept).toMatchObject({ city: "Dammam", poster: created.poster });
    const cleared = await expectAnswer(await sendJob("PATCH", `/backend/api/jobs/${created.id}/`, [["poster", ""]]), 200);
    expect(cleared).toMatchObject({ poster: null, city: "Dammam" });
    const again = (await expectAnswer(
      await sendJob("PUT", `/backend/api/jobs/${created.id}/`, [["title", "Painter"]], {
        filename: "p.png",
        contentType: "image/png",
        data: png,
      }),
      200,
    )) as { poster: string };
    expect(again.poster).toMatch(POSTER);
    const nulled = await expectAnswer(
      await call(`/backend/api/jobs/${created.id}/`, json("PATCH", { poster: null }, auth(env.token))),
      200,
    );
    expect(nulled).toMatchObject({ poster: null });
  });

  it("refuses a poster that is not an image, a missing or too long title, and stores nothing", async () => {
    const { call, json, auth } = env.client;
    const before = await env.services.db("jobs").count({ n: "*" }).first();
    await expectAnswer(
      await sendJob("POST", "/backend/api/jobs/", [["title", "Bad poster"]], {
        filename: "x.pdf",
        contentType: "application/pdf",
        data: SAMPLE_PDF,
      }),
      400,
      NOT_AN_IMAGE,
    );
    await expectAnswer(
      await sendJob("POST", "/backend/api/jobs/", [["title", "HTML poster"]], {
        filename: "x.html",
        contentType: "text/html",
        data: Buffer.from("<html><script>1</script></html>"),
      }),
      400,
      NOT_AN_IMAGE,
    );
    await expectAnswer(await call("/backend/api/jobs/", json("POST", { city: "Riyadh" }, auth(env.token))), 400, {
      title: ["This field is required."],
    });
    await expectAnswer(await call("/backend/api/jobs/", json("POST", { title: "  " }, auth(env.token))), 400, {
      title: ["This field may not be blank."],
    });
    await expectAnswer(await call("/backend/api/jobs/", json("POST", { title: "x".repeat(201) }, auth(env.token))), 400, {
      title: ["Ensure this field has no more than 200 characters."],
    });
    await expectAnswer(await call("/backend/api/jobs/", json("POST", { title: 5 }, auth(env.token))), 400, {
      title: ["Not a valid string."],
    });
    expect(await env.services.db("jobs").count({ n: "*" }).first()).toEqual(before);
    // The refused uploads left no file behind.
    expect(await env.services.db("files").whereNull("claimed_at").count({ n: "*" }).first()).toEqual({ n: 0 });
  });

  it("answers 401 without a env.token, 404 for absent or hidden jobs, and deletes with 204", async () => {
    const { call, json, auth } = env.client;
    await expectAnswer(await call("/backend/api/jobs/", json("POST", { title: "x" })), 401, {
      detail: "Authentication credentials were not provided.",
    });
    await expectAnswer(await call("/backend/api/jobs/1/", { method: "DELETE" }), 401, {
      detail: "Authentication credentials were not provided.",
    });
    await expectAnswer(await call("/backend/api/jobs/999999/"), 404, { detail: "No Job matches the given query." });
    await expectAnswer(await call("/backend/api/jobs/abc/"), 404, { detail: "Not found." });
    await expectAnswer(await call("/backend/api/jobs/99999999999/"), 404, { detail: "Not found." });
    await expectAnswer(await call("/backend/api/jobs/999999/", json("PATCH", { title: "x" }, auth(env.token))), 404, {
      detail: "No Job matches the given query.",
    });
    await expectAnswer(await call("/backend/api/jobs/999999/", { method: "DELETE", headers: auth(env.token) }), 404, {
      detail: "No Job matches the given query.",
    });
    // A job hidden on the admin tab is not public.
    const { id: hidden } = accepted(
      await createJob(
        env.services,
        { title: "Hidden", city: "", country: "", industry: "", requirements: "", isActive: false, removePoster: false },
        undefined,
        { adminUserId: null, ip: "127.0.0.1" },
      ),
    );
    await expectAnswer(await call(`/backend/api/jobs/${hidden}/`), 404, { detail: "No Job matches the given query." });
    const created = (await expectAnswer(
      await call("/backend/api/jobs/", json("POST", { title: "Temp" }, auth(env.token))),
      201,
    )) as {
      id: number;
    };
    await expectAnswer(await call(`/backend/api/jobs/${created.id}/`, { method: "DELETE", headers: auth(env.token) }), 204);
    await expectAnswer(await call(`/backend/api/jobs/${created.id}/`), 404);
  });

  it("lists a job made on the admin jobs tab (the same module) in the API, by ascending id", async () => {
    const { id } = accepted(
      await createJob(
        env.services,
        {
          title: "Electrician",
          city: "Dhaka",
          country: "Bangladesh",
          industry: "",
          requirements: "",
          isActive: true,
          removePoster: false,
        },
        undefined,
        { adminUserId: null, ip: "127.0.0.1" },
      ),
    );
    const list = (await expectAnswer(await env.client.call("/backend/api/jobs/"), 200)) as Array<{ id: number; title: string }>;
    expect(list.find((j) => j.id === id)).toMatchObject({ title: "Electrician", city: "Dhaka", poster: null });
    expect(list.map((j) => j.id)).toEqual([...list.map((j) => j.id)].sort((a, b) => a - b));
    expect(list.some((j) => j.title === "Hidden")).toBe(false);
  });
});
