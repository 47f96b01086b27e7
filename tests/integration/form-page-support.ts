/* The form management page (/admin/forms-and-reports/<slug>) driven as the admin's browser drives it, for the suites of its tabs. */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll } from "vitest";
import type { ActionFunctionArgs } from "@remix-run/node";
import { UploadedFiles, type StoredFile } from "../../server/modules/files/stored-file.js";
import { createSession, SESSION_COOKIE } from "../../server/modules/auth/sessions.server.js";
import type { Actor } from "../../server/modules/audit/audit.server.js";
import { FORM_ADMIN_SLUGS } from "../../server/db/models/index.js";
import type { Services } from "../../server/services.js";
import { action as formManagementAction } from "../../app/routes/admin.forms-and-reports.$form/action.server.js";
import type { ActionData } from "../../app/routes/admin.forms-and-reports.$form/intent.server.js";
import { getToast } from "../../app/utils/toast.server.js";
import { newAdmin } from "../support/admins.js";
import { createIsolatedServices } from "../support/services.js";
import { ensureForms } from "./forms-support.js";

export const ORIGIN = "http://localhost:3000";

export interface FormPageSession {
  services: Services;
  actor: Actor;
  /** The Cookie header of the admin's session. */
  cookie: string;
  close(): Promise<void>;
}

/** A database of its own (`name`) with forms 1–4 and a signed-in admin. */
export async function openFormPageSession(name: string): Promise<FormPageSession> {
  const isolated = await createIsolatedServices(name);
  const [services] = isolated.services;
  await ensureForms(services!.db);
  const admin = await newAdmin(services!.db, `forms-admin-${randomUUID().slice(0, 8)}`, "a-long-password-1");
  const { token } = await createSession(services!.db, admin.id);
  return {
    services: services!,
    actor: { adminUserId: admin.id, ip: "127.0.0.1" },
    cookie: `${SESSION_COOKIE}=${token}`,
    close: () => isolated.close(),
  };
}

/** Opens a session (`name`) before the file's tests, hands it to `use`, and closes it after them. */
export function useFormPageSession(name: string, use: (session: FormPageSession) => void) {
  let session: FormPageSession | undefined;
  beforeAll(async () => {
    session = await openFormPageSession(name);
    use(session);
  });
  afterAll(async () => {
    await session?.close();
  });
}

/** The load context of a request (`uploads`: the files the upload module stored for it). */
export function pageContext(services: Services, uploads: StoredFile[] = []) {
  return { services, clientIp: "127.0.0.1", cspNonce: "n", requestId: "r", uploads: new UploadedFiles(uploads) };
}

/** The page of a form: /admin/forms-and-reports/<slug> (the route's `form` param). */
export const formPageParams = (formId: number) => ({
  form: Object.entries(FORM_ADMIN_SLUGS).find(([, id]) => id === formId)![0],
});

/**
 * Posts one intent of a form's page as its forms do (`fields` in order: a name may repeat), and gives the outcome as
 * the admin sees it: the flash toast the action set, and Conform's reply on the form.
 */
export async function postFormPage(
  session: Pick<FormPageSession, "services" | "cookie">,
  formId: number,
  fields: Record<string, string> | Array<[string, string]>,
  uploads: StoredFile[] = [],
) {
  const request = new Request(`${ORIGIN}/admin/forms-and-reports/x?tab=fields`, {
    method: "POST",
    headers: { cookie: session.cookie, origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
  const response = await formManagementAction({
    request,
    context: pageContext(session.services, uploads),
    params: formPageParams(formId),
  } as unknown as ActionFunctionArgs);
  const { data, init } = response as unknown as { data: ActionData; init: ResponseInit | null };
  const toastCookie = new Headers(init?.headers).get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await getToast(
    new Request(ORIGIN, { headers: { Cookie: toastCookie } }),
    pageContext(session.services) as never,
  );
  const fieldErrors = Object.fromEntries(Object.entries(data.result.error ?? {}).map(([name, errors]) => [name, errors?.[0]]));
  return {
    ok: data.result.status !== "error",
    status: init?.status ?? 200,
    notice: toast!,
    fieldErrors,
    values: data.result.initialValue as Record<string, unknown> | null | undefined,
    targetId: data.targetId,
  };
}
