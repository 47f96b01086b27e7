/* Shared set-up and requests of the admin media tests (medical reports, image library, messages, quotes). */
import { randomBytes, randomUUID } from "node:crypto";
import type { UploadKind } from "../../server/modules/files/file-types.js";
import { UploadedFiles, type StoredFile } from "../../server/modules/files/stored-file.js";
import { createSession, SESSION_COOKIE } from "../../server/modules/auth/sessions.server.js";
import { afterAll, beforeAll } from "vitest";
import type { Services } from "../../server/services.js";
import { createTestServices } from "../support/services.js";

/** What the upload module leaves for an action: an object in the private bucket and an unclaimed files row. */
export async function storeUpload(
  services: Services,
  opts: { bytes: Buffer; contentType: string; originalName: string; field: string; kind: UploadKind },
): Promise<StoredFile> {
  const key = `uploads/test/${randomUUID()}`;
  await services.storage.put("private", key, opts.bytes, { size: opts.bytes.length, contentType: opts.contentType });
  const [{ id }] = await services
    .db("files")
    .insert({
      bucket: "private",
      object_key: key,
      kind: opts.kind,
      content_type: opts.contentType,
      size_bytes: opts.bytes.length,
      original_name: opts.originalName,
    })
    .returning<Array<{ id: string }>>("id");
  return {
    id,
    field: opts.field,
    key,
    bucket: "private",
    contentType: opts.contentType,
    size: opts.bytes.length,
    originalName: opts.originalName,
    kind: opts.kind,
  };
}

/** An admin row for audit entries. */
export async function createTestAdmin(services: Services): Promise<number> {
  const [{ id }] = await services
    .db("admin_users")
    .insert({ username: `media-${randomBytes(4).toString("hex")}`, password_hash: "not-a-real-hash" })
    .returning<Array<{ id: number }>>("id");
  return id;
}

export const uniqueTag = () => randomBytes(4).toString("hex").toUpperCase();

/** A route-module context for an admin request: a real session cookie and a same-origin header. */
export async function adminRoute(services: Services, adminUserId: number) {
  const { token } = await createSession(services.db, adminUserId);
  const origin = services.config.publicUrl;
  return {
    request(path: string, init: { method?: string; form?: Record<string, string | string[]> } = {}) {
      const headers = new Headers({ cookie: `${SESSION_COOKIE}=${token}`, origin });
      let body: URLSearchParams | undefined;
      if (init.form) {
        body = new URLSearchParams();
        for (const [k, v] of Object.entries(init.form)) for (const value of [v].flat()) body.append(k, value);
      }
      return new Request(`${origin}${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
    },
    context(files: StoredFile[] = []) {
      return { services, cspNonce: "", requestId: "test", clientIp: "203.0.113.9", uploads: new UploadedFiles(files) };
    },
  };
}

/** The admin a media test acts as, and the address the audit log records. */
export interface TestActor {
  adminUserId: number;
  ip: string;
}

/**
 * The set-up of an admin media test file: before its tests, services and an admin acting from `ip`; after them,
 * the services closed. Read `services` and `actor` inside tests (they exist once `beforeAll` has run).
 */
export function useAdminServices(ip: string) {
  let services: Services | undefined;
  let actor: TestActor | undefined;
  beforeAll(async () => {
    services = await createTestServices();
    actor = { adminUserId: await createTestAdmin(services), ip };
  });
  afterAll(async () => {
    await services?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("useAdminServices: read inside a test, after beforeAll");
    return value;
  };
  return {
    get services() {
      return ready(services);
    },
    get actor() {
      return ready(actor);
    },
  };
}
