import type { AppLoadContext } from "@remix-run/node";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as medicalPage from "../../app/routes/admin.forms-and-reports.medical-reports.js";
import * as imageFile from "../../app/routes/admin.image-upload.file.js";
import * as messagesPage from "../../app/routes/admin.messages-list.js";
import * as quotePage from "../../app/routes/admin.quotes.$id.js";
import * as quotesPage from "../../app/routes/admin.quotes._index.js";
import { MEDICAL_MESSAGES } from "../../app/components/admin/medical/messages.js";
import type { Services } from "../../server/services.js";
import { getToast } from "../../app/utils/toast.server.js";
import { createTestServices } from "../support/services.js";
import { samplePdf } from "../support/sample-files.js";
import { adminRoute, createTestAdmin, storeUpload, uniqueTag } from "./library-support.js";

let services: Services;
let route: Awaited<ReturnType<typeof adminRoute>>;

beforeAll(async () => {
  services = await createTestServices();
  route = await adminRoute(services, await createTestAdmin(services));
});
afterAll(async () => {
  await services?.close();
});

/** Route results are plain objects or `data()` wrappers ({ data, init }). */
function unwrap(result: unknown): { body: Record<string, unknown>; status: number } {
  if (result && typeof result === "object" && (result as { type?: string }).type === "DataWithResponseInit") {
    const wrapped = result as { data: Record<string, unknown>; init: { status?: number } | null };
    return { body: wrapped.data, status: wrapped.init?.status ?? 200 };
  }
  return { body: result as Record<string, unknown>, status: 200 };
}

const ctx = (files: Parameters<typeof route.context>[0] = []) => route.context(files) as unknown as AppLoadContext;

/** The flash toast an action set (a redirect Response or a `data()` wrapper with headers), as the next page shows it. */
async function toastOf(result: unknown): Promise<{ tone: string; message: string } | null> {
  const headers =
    result instanceof Response ? result.headers : new Headers((result as { init?: ResponseInit | null }).init?.headers);
  const cookie = headers.get("Set-Cookie")?.split(";")[0];
  if (!cookie) return null;
  const { toast } = await getToast(new Request(services.config.publicUrl, { headers: { Cookie: cookie } }), ctx());
  return toast && { tone: toast.tone, message: toast.message };
}
const errorsOf = (result: unknown) => (unwrap(result).body.result as { error?: Record<string, string[]> }).error;

describe("medical reports page", () => {
  const path = "/admin/forms-and-reports/medical-reports";
  const pdf = () =>
    storeUpload(services, {
      bytes: samplePdf(),
      contentType: "application/pdf",
      originalName: "report.pdf",
      field: "medical_report",
      kind: "document",
    });

  it("answers uploads, replacements and deletions with the product's messages", async () => {
    const passport = `R${uniqueTag()}`;
    const call = async (form: Record<string, string | string[]>, files: Awaited<ReturnType<typeof pdf>>[] = []) =>
      medicalPage.action({ request: route.request(path, { form }), context: ctx(files), params: {} });

    const missing = await call({ intent: "upload", passport_number: passport });
    expect(unwrap(missing).status).toBe(400);
    expect(await toastOf(missing)).toEqual({ tone: "error", message: MEDICAL_MESSAGES.missing });
    expect(errorsOf(missing)).toEqual({ "": [MEDICAL_MESSAGES.missing] });
    const malformed = await call({ intent: "upload", passport_number: "AB 12" }, [await pdf()]);
    expect(unwrap(malformed).status).toBe(400);
    expect(errorsOf(malformed)).toEqual({ passport_number: [MEDICAL_MESSAGES.badPassport] });

    const uploaded = await call({ intent: "upload", passport_number: passport.toLowerCase() }, [await pdf()]);
    expect(uploaded).toBeInstanceOf(Response);
    expect((uploaded as Response).headers.get("Location")).toBe(path);
    expect(await toastOf(uploaded)).toEqual({ tone: "success", message: MEDICAL_MESSAGES.uploaded });
    expect(await toastOf(await call({ intent: "upload", passport_number: ` ${passport} ` }, [await pdf()]))).toEqual({
      tone: "success",
      message: MEDICAL_MESSAGES.updated,
    });

    const listed = unwrap(
      await medicalPage.loader({ request: route.request(`${path}?q=${passport.slice(0, 6)}`), context: ctx(), params: {} }),
    ).body as { reports: Array<{ id: number; passportNumber: string }>; total: number };
    expect(listed.reports.map((r) => r.passportNumber)).toEqual([passport]);

    expect((await toastOf(await call({ intent: "delete" })))?.message).toBe(MEDICAL_MESSAGES.noneSelected);
    expect((await toastOf(await call({ intent: "delete", ids: [String(listed.reports[0]!.id)] })))?.message).toBe(
      MEDICAL_MESSAGES.deleted,
    );
    expect(await services.db("medical_reports").where({ passport_number: passport })).toHaveLength(0);
  });

  it("sends anonymous visitors to the login page", async () => {
    const request = new Request(`${services.config.publicUrl}${path}`);
    const thrown = await medicalPage.loader({ request, context: ctx(), params: {} }).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });
});

describe("one-file image upload endpoint", () => {
  it("keeps the image and answers JSON; refuses a missing category", async () => {
    const bytes = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#345" } })
      .png()
      .toBuffer();
    const upload = () =>
      storeUpload(services, { bytes, contentType: "image/png", originalName: "crane.png", field: "image", kind: "image" });
    const post = async (category: string, words: Record<string, string> = { alt: "A tower crane over a frame" }) =>
      (await imageFile.action({
        request: route.request("/admin/image-upload/file", { form: { category, ...words } }),
        context: ctx([await upload()]),
        params: {},
      })) as Response;

    const ok = await post("Cranes");
    expect(ok.status).toBe(200);
    const reply = (await ok.json()) as { status: string; imageId: number };
    expect(reply.status).toBe("success");
    expect(reply.imageId).toBeGreaterThan(0);
    // named after its file unless titled; described, or decorative with an empty description
    expect(await services.db("images").where({ id: reply.imageId }).first()).toMatchObject({
      category: "cranes",
      title: "crane",
      alt: "A tower crane over a frame",
      decorative: false,
    });
    const titled = (await (
      await post("cranes", { title: "Crane at dusk", decorative: "on", caption: "Jubail, 2026" })
    ).json()) as {
      imageId: number;
    };
    expect(await services.db("images").where({ id: titled.imageId }).first()).toMatchObject({
      title: "Crane at dusk",
      alt: "",
      decorative: true,
      caption: "Jubail, 2026",
    });

    const refused = await post("  ");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      status: "error",
      error: { category: ["Please select images and provide a category."] },
    });
    const undescribed = await post("cranes", {});
    expect(undescribed.status).toBe(400);
    expect(await undescribed.json()).toMatchObject({
      status: "error",
      error: { alt: ["Describe the image, or tick Decorative."] },
    });
  });
});

describe("messages and quote pages", () => {
  it("marks a message read and deletes it", async () => {
    const [{ id }] = await services
      .db("contact_messages")
      .insert({ name: "Nasrin", email: "nasrin@example.com", message: "Please call me about a duplex." })
      .returning<Array<{ id: number }>>("id");
    const call = (form: Record<string, string | string[]>) =>
      messagesPage.action({ request: route.request("/admin/messages-list", { form }), context: ctx(), params: {} });
    const unread = unwrap(
      await messagesPage.loader({
        request: route.request("/admin/messages-list?status=unread&page=x"),
        context: ctx(),
        params: {},
      }),
    ).body as { status: string; page: number; messages: Array<Record<string, unknown>>; loadError: unknown };
    expect(unread).toMatchObject({ status: "unread", page: 1, loadError: null });
    expect(unread.messages.find((m) => m.id === id)).toMatchObject({
      email: "nasrin@example.com",
      readAt: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    await call({ intent: "read", id: String(id), read: "true" });
    expect((await services.db("contact_messages").where({ id }).first()).read_at).not.toBeNull();
    expect(await toastOf(await call({ intent: "delete", ids: [String(id)] }))).toEqual({
      tone: "success",
      message: "Message deleted.",
    });
    const none = await call({ intent: "delete" });
    expect(unwrap(none).status).toBe(400);
    expect(await toastOf(none)).toEqual({ tone: "error", message: "No messages selected for deletion." });
  });

  it("marks selected messages read and unread, and refuses an empty selection or an unknown action", async () => {
    const rows = await services
      .db("contact_messages")
      .insert([
        { name: "Bulk one", email: "one@example.com", message: "First message for the bulk form." },
        { name: "Bulk two", email: "two@example.com", message: "Second message for the bulk form." },
      ])
      .returning<Array<{ id: number }>>("id");
    const ids = rows.map((r) => String(r.id));
    const call = (form: Record<string, string | string[]>) =>
      messagesPage.action({ request: route.request("/admin/messages-list?q=bulk", { form }), context: ctx(), params: {} });
    const read = await call({ intent: "mark-read", ids });
    expect(await toastOf(read)).toEqual({ tone: "success", message: "2 messages marked as read." });
    // back to the same search
    expect((read as Response).headers.get("Location")).toBe("/admin/messages-list?q=bulk");
    expect(await services.db("contact_messages").whereIn("id", ids).whereNull("read_at")).toEqual([]);
    expect(await toastOf(await call({ intent: "mark-unread", ids: [ids[0]] }))).toEqual({
      tone: "success",
      message: "1 message marked as unread.",
    });
    expect(await services.db("contact_messages").whereIn("id", ids).whereNull("read_at").pluck("id")).toEqual([rows[0].id]);
    const none = await call({ intent: "mark-read" });
    expect(unwrap(none).status).toBe(400);
    expect(await toastOf(none)).toEqual({ tone: "error", message: "No messages selected." });
    // an action the page does not have is refused by the guard
    await expect(call({ intent: "archive", ids })).rejects.toMatchObject({ init: { status: 403 } });
    expect(unwrap(await call({ intent: "mark-read", ids: ["x"] })).status).toBe(400);
  });

  it("sets the status of selected quote requests and deletes them", async () => {
    const rows = await services
      .db("quote_requests")
      .insert(
        ["Bulk Alpha", "Bulk Beta"].map((client) => ({
          kind: "sub_contract",
          client_name: client,
          project_name: "Bulk project",
          project_type: "Commercial Building",
          project_value: "1000.00",
          description: "Bulk",
          phone: "01712345678",
          email: "bulk@example.com",
        })),
      )
      .returning<Array<{ id: number }>>("id");
    const ids = rows.map((r) => String(r.id));
    const call = (form: Record<string, string | string[]>) =>
      quotesPage.action({ request: route.request("/admin/quotes", { form }), context: ctx(), params: {} });
    expect(await toastOf(await call({ intent: "status", status: "archived", ids }))).toEqual({
      tone: "success",
      message: "2 quote requests marked as archived.",
    });
    expect(await services.db("quote_requests").whereIn("id", ids).pluck("status")).toEqual(["archived", "archived"]);
    expect(unwrap(await call({ intent: "status", status: "done", ids })).status).toBe(400);
    expect(await toastOf(await call({ intent: "mark-unread", ids }))).toEqual({
      tone: "success",
      message: "2 quote requests marked as unread.",
    });
    expect(await services.db("quote_requests").whereIn("id", ids).pluck("status")).toEqual(["new", "new"]);
    expect(await toastOf(await call({ intent: "delete", ids }))).toEqual({
      tone: "success",
      message: "2 quote requests deleted.",
    });
    expect(await services.db("quote_requests").whereIn("id", ids)).toEqual([]);
    const none = await call({ intent: "delete" });
    expect(await toastOf(none)).toEqual({ tone: "error", message: "No quote requests selected for deletion." });
  });

  it("shows a missing quote request as such, and changes a status", async () => {
    const missing = unwrap(
      await quotePage.loader({ request: route.request("/admin/quotes/999999999"), context: ctx(), params: { id: "999999999" } }),
    );
    expect(missing.body).toEqual({ quote: null });

    const [{ id }] = await services
      .db("quote_requests")
      .insert({
        kind: "supply",
        client_name: "Desert Rose Facilities",
        project_name: "Jeddah mall",
        supply_for: "Cleaning Services",
        contract_period: "6 months",
        phone: "+966 50 000 0000",
        email: "ops@example.sa",
      })
      .returning<Array<{ id: number }>>("id");
    const result = await quotePage.action({
      request: route.request(`/admin/quotes/${id}`, { form: { intent: "status", status: "archived" } }),
      context: ctx(),
      params: { id: String(id) },
    });
    expect(await toastOf(result)).toEqual({ tone: "success", message: "Marked as archived." });
    expect((await services.db("quote_requests").where({ id }).first()).status).toBe("archived");
  });
});
