import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { Job } from "../../server/db/models/index.js";
import { newAdmin } from "../support/admins.js";
import { SMTPServer } from "smtp-server";
import { processMailJob } from "../../server/modules/notifications/mail.server.js";
import { createMailer } from "../../server/modules/notifications/mailer.server.js";
import { mailProcessor } from "../../workers/mail.js";
import { parseResponseFilter, listResponses } from "../../server/modules/submissions/admin.server.js";
import { seed } from "../../server/modules/seed/index.js";
import type { Services } from "../../server/services.js";
import { apiClient } from "../support/api-client.js";
import { startApiServer } from "../support/api-server.js";
import { SAMPLE_PDF } from "../support/sample-files.js";

/* docs/api.md §14 form responses and submit against a real server (PostgreSQL, Redis, S3), forms seeded as on first start. */

const PASSWORD = "responses admin pass";
let api: Awaited<ReturnType<typeof startApiServer>>;
let services: Services;
let base: string;
let token: string;
let client: ReturnType<typeof apiClient>;

type Field = { id: number; name: string; field_type: string; required: boolean };
let agentFields: Field[];
const agentField = (name: string) => agentFields.find((f) => f.name === name)!;

beforeAll(async () => {
  api = await startApiServer("api_responses", async (s) => {
    await seed(s, { demoContent: false });
    await newAdmin(s.db, "responses-admin", PASSWORD);
  });
  ({ base, services } = api);
  client = apiClient(base, "10.13");
  token = await client.login("responses-admin", PASSWORD);
  agentFields = (await (await call("/backend/api/form-fields/1/")).json()) as Field[];
});

afterAll(async () => {
  await api.stop();
});

/** `ip`: a client address of the test's choosing (the client gives each call its own). */
const call = (path: string, init: RequestInit = {}, ip?: string) =>
  client.call(path, ip ? { ...init, headers: { ...(init.headers as Record<string, string>), "x-forwarded-for": ip } } : init);
const auth = () => ({ authorization: `Token ${token}` });
const pdf = () => new Blob([SAMPLE_PDF], { type: "application/pdf" });

/** A complete agent application (form 1) as the SPA sends it: `field_<id>` for every field, `""` beside each file. */
function agentForm(overrides: Record<string, string | Blob | null> = {}): FormData {
  const values: Record<string, string | Blob | null> = {
    form_id: "1",
    [`field_${agentField("Full Name").id}`]: "Jane Agent",
    [`field_${agentField("Agency Name").id}`]: "Jane Recruiting",
    [`field_${agentField("Email").id}`]: "jane@agency.example",
    [`field_${agentField("Phone").id}`]: "+8801712345678",
    [`field_${agentField("Country").id}`]: "Bangladesh",
    [`field_${agentField("Trade License").id}`]: "",
    [`file_${agentField("Trade License").id}`]: pdf(),
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === null) continue;
    if (value instanceof Blob) form.append(key, value, "licence.pdf");
    else form.append(key, value);
  }
  return form;
}
const submit = (body: BodyInit, headers: Record<string, string> = {}, ip?: string) =>
  call("/backend/api/form_responses/submit/", { method: "POST", body, headers }, ip);

const count = async (table: string) => Number((await services.db(table).count<[{ count: string }]>())[0].count);
/** Unclaimed uploads are removed right after the response: wait until none is left. */
const noUnclaimedFiles = () =>
  vi.waitFor(
    async () =>
      expect(Number((await services.db("files").whereNull("claimed_at").count<[{ count: string }]>())[0].count)).toBe(0),
    {
      timeout: 10_000,
      interval: 50,
    },
  );

type ApiResponse = {
  id: number;
  form: number;
  submitted_at: string;
  field_responses: Array<{
    id: number;
    form_field: { id: number | null; name: string };
    value: string;
    file: string | null;
    form_response: number;
  }>;
};

describe("submit (docs/api.md §14)", () => {
  it("stores an agent application with its file, as the website's admin list shows it", async () => {
    const response = await submit(agentForm());
    expect(response.status).toBe(201);
    const body = (await response.json()) as { status: string; id: number };
    expect(body).toEqual({ status: "success", id: expect.any(Number) });
    const page = await listResponses(services.db, 1, parseResponseFilter(new URLSearchParams()));
    const stored = page.items.find((i) => i.id === body.id)!;
    expect(stored.answers.find((a) => a.label === "Full Name")?.value).toBe("Jane Agent");
    expect(stored.answers.find((a) => a.label === "Trade License")?.file).toMatchObject({
      name: "licence.pdf",
      contentType: "application/pdf",
    });

    const listed = (await (await call("/backend/api/form_responses/?form_id=1", { headers: auth() })).json()) as ApiResponse[];
    const mine = listed.find((r) => r.id === body.id)!;
    expect(Object.keys(mine)).toEqual(["id", "field_responses", "submitted_at", "form"]);
    expect(mine.submitted_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
    const licence = mine.field_responses.find((a) => a.form_field.name === "Trade License")!;
    expect(licence.file).toMatch(
      /^https:\/\/crestline\.example\/backend\/api\/files\/[0-9a-f-]{36}\/\?expires=\d+&signature=[0-9a-f]{64}$/,
    );
    expect(mine.field_responses.find((a) => a.form_field.name === "Email")).toMatchObject({
      value: "jane@agency.example",
      file: null,
      form_response: body.id,
      form_field: { id: agentField("Email").id, field_type: "email", form: 1 },
    });
  });

  it("answers form_id errors as strings, JSON with 415 and form 2 with 402, storing nothing", async () => {
    const before = await count("form_responses");
    const missing = await submit(agentForm({ form_id: null }));
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ form_id: "Form ID is required." });
    for (const id of ["abc", "99"]) {
      const invalid = await submit(agentForm({ form_id: id }));
      expect(await invalid.json()).toEqual({ form_id: "Invalid form ID." });
    }
    const json = await submit(JSON.stringify({ form_id: 1 }), { "content-type": "application/json" });
    expect(json.status).toBe(415);
    expect(await json.json()).toEqual({ detail: 'Unsupported media type "application/json" in request.' });
    const unpaid = new FormData();
    unpaid.append("form_id", "2");
    unpaid.append("field_7", "x");
    const worker = await submit(unpaid);
    expect(worker.status).toBe(402);
    expect(await worker.json()).toEqual({ detail: "A completed payment is required to submit this form." });
    expect(await count("form_responses")).toBe(before);
    await noUnclaimedFiles();
  });

  it("refuses unknown fields, files for text fields, missing answers, bad e-mails, long values and wrong file types", async () => {
    const before = await count("form_responses");
    const name = `field_${agentField("Full Name").id}`;
    const email = `field_${agentField("Email").id}`;
    const licence = `file_${agentField("Trade License").id}`;
    const cases: Array<[Record<string, string | Blob | null>, Record<string, string[]>]> = [
      [{ field_999999: "x" }, { field_999999: ["Unknown field for this form."] }],
      [{ [name]: "" }, { [name]: ["This field is required."] }],
      [{ [licence]: null }, { [licence]: ["This field is required."] }],
      [{ [email]: "not-an-email" }, { [email]: ["Enter a valid email address."] }],
      [{ [name]: "x".repeat(10_001) }, { [name]: ["Ensure this field has no more than 10000 characters."] }],
      [
        { [licence]: new Blob(["<html><script>alert(1)</script></html>"], { type: "application/pdf" }) },
        { [licence]: ["Unsupported file type. Allowed: PDF, DOC, DOCX, JPG, PNG."] },
      ],
    ];
    for (const [overrides, errors] of cases) {
      const response = await submit(agentForm(overrides));
      expect(response.status, JSON.stringify(errors)).toBe(400);
      expect(await response.json()).toEqual(errors);
    }
    const fileForText = agentForm();
    fileForText.append(`file_${agentField("Agency Name").id}`, pdf(), "x.pdf");
    const refused = await submit(fileForText);
    expect(await refused.json()).toEqual({ [`file_${agentField("Agency Name").id}`]: ["This field does not accept files."] });
    const choice = await submit(agentForm({ [`field_${agentField("Country").id}`]: "Atlantis" }));
    expect(choice.status).toBe(400);
    expect(Object.keys((await choice.json()) as object)).toEqual([`field_${agentField("Country").id}`]);
    expect(await count("form_responses")).toBe(before);
    await noUnclaimedFiles();
  });

  it("keeps the SPA's comma-joined checkbox answers as the choices, and takes urlencoded bodies", async () => {
    const fields = (await (await call("/backend/api/form-fields/3/")).json()) as Field[];
    const byName = (n: string) => `field_${fields.find((f) => f.name === n)!.id}`;
    const body = new URLSearchParams({
      form_id: "3",
      [byName("Company Name")]: "Gulf Builders",
      [byName("Contact Person")]: "Omar",
      [byName("Email")]: "omar@gulf.example",
      [byName("Phone")]: "+966501234567",
      [byName("Country")]: "Saudi Arabia",
      [byName("Trades Needed")]: "Mason,Welder",
      [byName("Number of Workers")]: "40",
    });
    const response = await submit(body, { "content-type": "application/x-www-form-urlencoded" });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    const stored = (await (await call(`/backend/api/form_responses/${id}/`, { headers: auth() })).json()) as ApiResponse;
    expect(stored.field_responses.find((a) => a.form_field.name === "Trades Needed")?.value).toBe("Mason,Welder");
    const answer = await services.db("form_answers").where({ response_id: id, field_label: "Trades Needed" }).first();
    expect(answer.value).toEqual(["Mason", "Welder"]);
  });

  it("throttles one address after the submission allowance with 429 and Retry-After", async () => {
    const ip = "10.99.99.99";
    for (let i = 0; i < 10; i++)
      expect((await submit(agentForm({ [`field_${agentField("Full Name").id}`]: "" }), {}, ip)).status).toBe(400);
    const throttled = await submit(agentForm(), {}, ip);
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await throttled.json()) as { detail: string }).detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds\.$/,
    );
  });
});

describe("form responses (docs/api.md §14)", () => {
  it("refuses the list without a token and bad filters in DRF's words; an unknown form has none", async () => {
    expect((await call("/backend/api/form_responses/")).status).toBe(401);
    const badId = await call("/backend/api/form_responses/?form_id=abc", { headers: auth() });
    expect(badId.status).toBe(400);
    expect(await badId.json()).toEqual({ form_id: ["A valid integer is required."] });
    const badForm = await call("/backend/api/form_responses/?form=abc", { headers: auth() });
    expect(await badForm.json()).toEqual({ form: ["Select a valid choice. That choice is not one of the available choices."] });
    expect(await (await call("/backend/api/form_responses/?form_id=99", { headers: auth() })).json()).toEqual([]);
    const all = (await (await call("/backend/api/form_responses/", { headers: auth() })).json()) as ApiResponse[];
    expect(all.map((r) => r.id)).toEqual([...all.map((r) => r.id)].sort((a, b) => a - b));
  });

  it("refuses nested writes and creation, moves a response with PATCH form, and 404s unknown ones", async () => {
    const { id } = (await (await submit(agentForm())).json()) as { id: number };
    const form = (body: Record<string, string>) => ({
      headers: { ...auth(), "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(body),
    });
    const nested = await call(`/backend/api/form_responses/${id}/`, { method: "PATCH", ...form({ field_responses: "[]" }) });
    expect(nested.status).toBe(400);
    expect(await nested.json()).toEqual({ field_responses: ["Nested writes are not supported."] });
    const created = await call("/backend/api/form_responses/", { method: "POST", ...form({ form: "1", field_responses: "[]" }) });
    expect(await created.json()).toEqual({ field_responses: ["Nested writes are not supported."] });
    const put = await call(`/backend/api/form_responses/${id}/`, { method: "PUT", ...form({ form: "1" }) });
    expect(put.status).toBe(400);
    const json = await call(`/backend/api/form_responses/${id}/`, {
      method: "PATCH",
      headers: { ...auth(), "content-type": "application/json" },
      body: JSON.stringify({ form: 3 }),
    });
    expect(json.status).toBe(415);
    const unknownForm = await call(`/backend/api/form_responses/${id}/`, { method: "PATCH", ...form({ form: "9" }) });
    expect(await unknownForm.json()).toEqual({ form: ['Invalid pk "9" - object does not exist.'] });
    const moved = await call(`/backend/api/form_responses/${id}/`, { method: "PATCH", ...form({ form: "3" }) });
    expect(moved.status).toBe(200);
    expect(((await moved.json()) as ApiResponse).form).toBe(3);
    const absent = await call("/backend/api/form_responses/999999/", { headers: auth() });
    expect(absent.status).toBe(404);
    expect(await absent.json()).toEqual({ detail: "No FormResponse matches the given query." });
  });

  it("keeps the answers of a deleted field with the field as it was", async () => {
    const { id } = (await (await submit(agentForm({ [`field_${agentField("Years of Experience").id}`]: "7" }))).json()) as {
      id: number;
    };
    const years = agentField("Years of Experience");
    const removed = await call(`/backend/api/form-fields/1/${years.id}/`, { method: "DELETE", headers: auth() });
    expect(removed.status).toBe(204);
    const stored = (await (await call(`/backend/api/form_responses/${id}/`, { headers: auth() })).json()) as ApiResponse;
    expect(stored.field_responses.find((a) => a.value === "7")?.form_field).toMatchObject({
      id: null,
      name: "Years of Experience",
    });
  });

  it("DELETE removes the response and releases its files; again is a 404", async () => {
    const { id } = (await (await submit(agentForm())).json()) as { id: number };
    const [answer] = await services.db("form_answers").where({ response_id: id }).whereNotNull("file_id");
    const response = await call(`/backend/api/form_responses/${id}/`, { method: "DELETE", headers: auth() });
    expect(response.status).toBe(204);
    expect(await services.db("form_responses").where({ id }).first()).toBeUndefined();
    expect((await services.db("files").where({ id: answer.file_id }).first())?.claimed_at ?? null).toBeNull();
    const again = await call(`/backend/api/form_responses/${id}/`, { method: "DELETE", headers: auth() });
    expect(again.status).toBe(404);
  });

  it("lists the open jobs with their posters' media keys", async () => {
    const open = await Job.query(services.db).insert({ title: "Mason", city: "Riyadh", country: "Saudi Arabia" }).returning("id");
    await Job.query(services.db).insert({ title: "Closed job", isActive: false });
    const jobs = (await (await call("/backend/api/form_responses/fetch_jobs/")).json()) as Array<Record<string, unknown>>;
    expect(jobs).toEqual([{ id: open.id, title: "Mason", city: "Riyadh", country: "Saudi Arabia", poster: null }]);
  });
});

describe("the submission e-mail (docs/api.md §14)", () => {
  const mailJobs = async (responseId: number) =>
    (await services.queues.mail.getJobs(["waiting", "delayed", "active", "completed", "failed"])).filter((j) =>
      j.id?.startsWith(`form-submission-${responseId}-`),
    );

  it("queues `New Form Submission - <form name>` for a stored submission, built from the stored answers", async () => {
    const response = await submit(agentForm());
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    await expect.poll(async () => (await mailJobs(id)).length).toBe(1);
    const [job] = await mailJobs(id);
    expect(job!.data).toEqual({ type: "form-submission", responseId: id });
    const message = await processMailJob(services, job!.data);
    expect(message).toMatchObject({ subject: "New Form Submission - Agent Registration" });
    // The worker's processor validates the payload and sends the same message (to MAIL_TO, none in tests).
    expect(await mailProcessor(services)(job!)).toEqual({ to: [], subject: "New Form Submission - Agent Registration" });
    expect(message!.text).toContain("Full Name: Jane Agent");
    expect(message!.text).toContain("Trade License: licence.pdf (attached file)");
  });

  /** A real SMTP server on a loopback port that keeps what it is given (or refuses every recipient). */
  async function smtpServer({ refuse = false } = {}) {
    const received: Array<{ from: string; to: string[]; data: string }> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      logger: false,
      onRcptTo(address, _session, callback) {
        callback(refuse ? Object.assign(new Error("mailbox unavailable"), { responseCode: 550 }) : undefined);
      },
      onData(stream, session, callback) {
        let data = "";
        stream.setEncoding("utf8");
        stream.on("data", (chunk: string) => (data += chunk));
        stream.on("end", () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
  }

  function withSmtp(url: string) {
    const mail = { ...services.config.mail, to: ["office@crestline.example"], smtpUrl: url };
    return { ...services, config: { ...services.config, mail }, mailer: createMailer(mail, services.logger) };
  }

  /** Submits the agent form through the API and returns the mail job it queued (exactly one). */
  async function queuedMailOfSubmission() {
    const response = await submit(agentForm());
    const { id } = (await response.json()) as { id: number };
    await expect.poll(async () => (await mailJobs(id)).length).toBe(1);
    const [job] = await mailJobs(id);
    return job!;
  }

  it("sends the message over SMTP when SMTP_URL is set", async () => {
    const smtp = await smtpServer();
    const sending = withSmtp(smtp.url);
    try {
      const job = await queuedMailOfSubmission();
      expect(await mailProcessor(sending)(job)).toEqual({
        to: ["office@crestline.example"],
        subject: "New Form Submission - Agent Registration",
      });
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail!.to).toEqual(["office@crestline.example"]);
      expect(mail!.from).toBe(services.config.mail.from);
      expect(mail!.data).toContain("Subject: New Form Submission - Agent Registration");
      expect(mail!.data).toContain("Full Name: Jane Agent");
    } finally {
      sending.mailer.close();
      await smtp.close();
    }
  });

  it("fails the mail job (for BullMQ to try again) when the SMTP server refuses it", async () => {
    const smtp = await smtpServer({ refuse: true });
    const sending = withSmtp(smtp.url);
    try {
      const job = await queuedMailOfSubmission();
      await expect(mailProcessor(sending)(job)).rejects.toThrow(/mailbox unavailable/);
      expect(smtp.received).toEqual([]);
    } finally {
      sending.mailer.close();
      await smtp.close();
    }
  });

  it("answers the submission the same when the mail cannot be queued", async () => {
    const enqueue = vi.spyOn(services.queues, "enqueue").mockRejectedValue(new Error("Redis is down"));
    try {
      const response = await submit(agentForm());
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ status: "success" });
      expect(enqueue).toHaveBeenCalledWith("mail", expect.objectContaining({ type: "form-submission" }), expect.anything());
    } finally {
      enqueue.mockRestore();
    }
  });
});
