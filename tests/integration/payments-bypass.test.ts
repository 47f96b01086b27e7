import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ActionFunctionArgs } from "@remix-run/node";
import Koa from "koa";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createApiRouter } from "../../server/http/api.js";
import { uploadModule } from "../../server/http/upload.js";
import { UploadedFiles } from "../../server/modules/files/stored-file.js";
import type { Services } from "../../server/services.js";
import { prepareSubmission } from "../../server/modules/submissions/submissions.server.js";
import { action as formPage } from "../../app/form-page-route.server.js";
import { action as applyJobsNow } from "../../app/routes/_site.($lang).apply-jobs-now.js";
import { action as workerRegistration } from "../../app/routes/_site.($lang).worker-registration.js";
import { createPaymentServices, startSandbox, type TestSandbox } from "./payments-support.js";

// Item 5 of issue 5: form 2 (worker registration) is recorded only from a payment bKash confirmed.
// No public route and no API path can store a form 2 response.

let sandbox: TestSandbox;
let sandboxRedis: Redis;
let services: Services;
let api: Server;
let apiUrl: string;
let nameField: number;
let ip = 0;

beforeAll(async () => {
  sandboxRedis = new Redis(inject("testEnv").redisUrl, { keyPrefix: `${inject("testEnv").runId}-sbx2:` });
  sandbox = await startSandbox(sandboxRedis);
  ({ services } = await createPaymentServices(sandbox));
  const [row] = await services
    .db("form_fields")
    .insert({ form_id: 2, name: "Full Name", field_type: "text", required: true })
    .returning<Array<{ id: number }>>("id");
  nameField = row!.id;
  const app = new Koa();
  app.use(uploadModule(services));
  const router = createApiRouter(services);
  app.use(router.routes());
  app.use(router.allowedMethods());
  api = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  api?.closeAllConnections();
  await new Promise((resolve) => api?.close(resolve));
  await services?.close();
  await sandbox?.close();
  await sandboxRedis?.quit();
});

const form2Responses = async () =>
  (await services.db("form_responses").where("form_id", 2).count<Array<{ count: number }>>({ count: "*" }))[0]!.count;

function routeArgs(path: string, body: URLSearchParams): ActionFunctionArgs {
  const request = new Request(`http://localhost:3999${path}`, {
    method: "POST",
    body,
    headers: { origin: "http://localhost:3999" },
  });
  const context = { services, cspNonce: "n", requestId: "r", clientIp: `192.0.2.${++ip}`, uploads: new UploadedFiles() };
  return { request, context, params: {} } as unknown as ActionFunctionArgs;
}

const form2Answers = () => new URLSearchParams({ form_id: "2", formId: "2", [`field_${nameField}`]: "Forged Worker" });

describe("no way around the payment for form 2", () => {
  it("the submissions module refuses form 2 before anything is stored", async () => {
    const result = await prepareSubmission(services, { formId: 2 });
    expect(result).toEqual({ ok: false, reason: "worker_registration" });
    expect(await form2Responses()).toBe(0);
  });

  it("the other public form routes never store a form 2 response, whatever form id the client sends", async () => {
    const routes = [
      { action: formPage, path: "/agent-registration", formId: 1 },
      { action: formPage, path: "/demand-submission", formId: 3 },
      { action: applyJobsNow, path: "/apply-jobs-now?apply=1", formId: 4 },
    ];
    for (const { action, path, formId } of routes) {
      const before = await services.db("form_responses").where("form_id", formId).count<Array<{ count: number }>>({ count: "*" });
      const result = (await action(routeArgs(path, form2Answers()))) as {
        data: { status: string };
        init: { status?: number } | null;
      };
      const after = await services.db("form_responses").where("form_id", formId).count<Array<{ count: number }>>({ count: "*" });
      // each route stores (at most) a response of its own form: form 1 and 3 have no fields here, form 4 has no job
      expect(after[0]!.count - before[0]!.count, path).toBe(result.data.status === "success" ? 1 : 0);
    }
    expect(await form2Responses()).toBe(0);
    expect(await services.db("form_answers").where("field_id", nameField).first()).toBeUndefined();
  });

  it("the REST API has no path that stores a form 2 response", async () => {
    for (const path of [
      "form_responses/submit/",
      "temp_form_data/",
      "execute_payment/",
      "create_payment/",
      "forms/2/responses/",
    ]) {
      const json = await fetch(`${apiUrl}/backend/api/${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ form_id: 2, payment_id: "TR0011FORGED", amount: "1.00", [`field_${nameField}`]: "Forged" }),
      });
      // create_payment/ opens a pending payment at the server's fee and registers nothing (docs/api.md §15)
      if (path === "create_payment/") expect(json.status, path).toBe(200);
      else expect(json.status, path).toBeGreaterThanOrEqual(400);
      const multipart = new FormData();
      multipart.set("form_id", "2");
      multipart.set(`field_${nameField}`, "Forged");
      multipart.set(`file_${nameField}`, new Blob(["%PDF-1.4"], { type: "application/pdf" }), "a.pdf");
      const upload = await fetch(`${apiUrl}/backend/api/${path}`, { method: "POST", body: multipart });
      expect(upload.status, path).toBeGreaterThanOrEqual(400);
    }
    expect(await form2Responses()).toBe(0);
  });

  it("the worker registration route itself only ever sends the payer to bKash", async () => {
    const response = (await workerRegistration(routeArgs("/worker-registration", form2Answers()))) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(new RegExp(`^${sandbox.baseUrl}/pay/TR0011`));
    expect(await form2Responses()).toBe(0);
    // the route's one payment, carrying its answers (create_payment/ above opened one without any)
    expect(
      await services
        .db("payments")
        .where("status", "initiated")
        .whereNotNull("pending_registration_id")
        .count<Array<{ count: number }>>({ count: "*" }),
    ).toEqual([{ count: 1 }]);
  });
});
