import { afterAll, beforeAll, expect } from "vitest";
import { newAdmin } from "../support/admins.js";
import type { Logger } from "../../server/logger.js";
import type { Services } from "../../server/services.js";
import { startApiServer } from "./api-server.js";
import { startAppServer, type AppServer } from "./app-server.js";
import { openApiChecker, type OpenApiDocument } from "./openapi-validator.js";
import { multipartBody, type MultipartFile } from "./sample-files.js";

/**
 * A client of the REST API for contract tests: each request from its own client IP (so per-IP rate limits only
 * bite where a test means them to), redirects not followed, JSON and multipart bodies, token login. Every answer is
 * checked against the served OpenAPI document (./openapi-validator.ts): an undocumented status, header or body
 * shape fails the call.
 */
export function apiClient(base: string, network = "10.20") {
  let counter = 0;
  const nextIp = () => {
    counter += 1;
    return `${network}.${Math.floor(counter / 250)}.${(counter % 250) + 1}`;
  };
  let checker: Promise<ReturnType<typeof openApiChecker>> | undefined;
  const served = () =>
    (checker ??= fetch(`${base}/backend/api/schema/`)
      .then((r) => r.json())
      .then((document) => openApiChecker(document as OpenApiDocument)));
  const call = async (path: string, init: RequestInit = {}) => {
    const response = await fetch(`${base}${path}`, {
      redirect: "manual",
      ...init,
      headers: { "x-forwarded-for": nextIp(), ...(init.headers as Record<string, string>) },
    });
    await (
      await served()
    )(init.method ?? "GET", `${base}${path}`, response.clone());
    return response;
  };
  const json = (method: string, body: unknown, headers: Record<string, string> = {}): RequestInit => ({
    method,
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
  const multipart = (
    method: string,
    fields: ReadonlyArray<readonly [string, string]>,
    files: readonly MultipartFile[] = [],
    headers: Record<string, string> = {},
  ): RequestInit => {
    const { body, contentType } = multipartBody(fields, files);
    return { method, headers: { "content-type": contentType, ...headers }, body: new Uint8Array(body) };
  };
  async function login(username: string, password: string): Promise<string> {
    const response = await call("/backend/auth/token/login", json("POST", { username, password }));
    expect(response.status).toBe(200);
    return ((await response.json()) as { auth_token: string }).auth_token;
  }
  return { call, json, multipart, login, auth: (token: string) => ({ authorization: `Token ${token}` }) };
}

/** `expect` a response's status and JSON body together (the message names the request on failure). */
export async function expectAnswer(response: Response, status: number, body?: unknown): Promise<unknown> {
  const text = await response.text();
  expect(response.status, `${response.url}: ${text}`).toBe(status);
  const parsed: unknown = text ? JSON.parse(text) : null;
  if (body !== undefined) expect(parsed).toEqual(body);
  return parsed;
}

/** The admin account the contract tests sign in with. */
export const TEST_ADMIN = { username: "contract-admin", password: "correct horse battery" };

/**
 * The REST API on a database of its own (`prepare` fills it first) with TEST_ADMIN (and its id), a client on its
 * own network of client IPs, and a sign-in token. Call from beforeAll; `api.stop()` in afterAll.
 */
export async function startApiWithAdmin(
  label: string,
  network: string,
  prepare: (services: Services) => Promise<unknown> = async () => undefined,
  env: Record<string, string> = {},
  logger?: Logger,
) {
  let adminId = 0;
  const api = await startApiServer(
    label,
    async (services) => {
      await prepare(services);
      adminId = (await newAdmin(services.db, TEST_ADMIN.username, TEST_ADMIN.password)).id;
    },
    env,
    logger,
  );
  const client = apiClient(api.base, network);
  const token = await client.login(TEST_ADMIN.username, TEST_ADMIN.password);
  return { api, services: api.services, client, token, adminId };
}

/**
 * startApiWithAdmin for a whole test file: registers its own beforeAll and afterAll (`api.stop()`); the members
 * are there once beforeAll ran.
 */
export function useApiWithAdmin(
  label: string,
  network: string,
  prepare: (services: Services) => Promise<unknown> = async () => undefined,
) {
  const env = {} as Awaited<ReturnType<typeof startApiWithAdmin>>;
  beforeAll(async () => {
    Object.assign(env, await startApiWithAdmin(label, network, prepare));
  });
  afterAll(async () => {
    await env.api?.stop();
  });
  return env;
}

/**
 * useApiWithAdmin and the whole app (production build) on the same services, for tests that check an API write
 * on the website's pages: the site is closed before the API stops.
 */
export function useApiWithSite(
  label: string,
  network: string,
  prepare: (services: Services) => Promise<unknown> = async () => undefined,
) {
  const env = useApiWithAdmin(label, network, prepare) as ReturnType<typeof useApiWithAdmin> & { site: AppServer };
  beforeAll(async () => {
    env.site = await startAppServer(env.services);
  });
  afterAll(async () => {
    await env.site?.close();
  });
  return env;
}

/** The first audit record of `action` on `entityId` (what a write through the API left behind). */
export const auditEntry = (services: Services, action: string, entityId: string | number) =>
  services
    .db("audit_log")
    .where({ action, entity_id: String(entityId) })
    .first();
