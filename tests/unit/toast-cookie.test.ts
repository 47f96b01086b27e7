import { createCookie, type AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config/index.js";
import { getToast, redirectWithToast } from "../../app/utils/toast.server.js";

// The flash cookie only reads the config from the load context.
const context = { services: { config: loadConfig({}) } } as unknown as AppLoadContext;

function requestWith(cookie: string | null) {
  return new Request("http://localhost/admin", { headers: cookie ? { Cookie: cookie } : {} });
}

describe("flash toasts", () => {
  it("carry an outcome across a redirect once, then clear it", async () => {
    const response = await redirectWithToast(context, "/admin/quotes", { tone: "success", message: "Saved.", group: "quote" });
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/admin/quotes");
    const setCookie = response.headers.get("Set-Cookie")!;
    expect(setCookie).toMatch(/^__toast=.*HttpOnly/i);

    const { toast, setCookie: clear } = await getToast(requestWith(setCookie.split(";")[0]!), context);
    expect(toast).toMatchObject({ tone: "success", message: "Saved.", group: "quote" });
    expect(toast?.key).toMatch(/\w{8,}/);
    expect(clear).toMatch(/Max-Age=0/i);
  });

  it("ignore a missing cookie and one signed with another secret", async () => {
    expect((await getToast(requestWith(null), context)).toast).toBeNull();
    const wrongSecret = createCookie("__toast", { secrets: ["a secret that is not the configured cookie secret"] });
    const forged = (await wrongSecret.serialize({ tone: "success", message: "Forged.", key: "k" })).split(";")[0]!;
    expect((await getToast(requestWith(forged), context)).toast).toBeNull();
  });
});
