import { randomUUID } from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { createTemporaryDatabase } from "../support/database.js";
import { signInByForm } from "../support/sign-in.js";
import type { InvalidationWatcher } from "../support/invalidations.js";
import { itHasTheBundle, useTwoWebProcesses, type WebProcess } from "../support/web-process.js";

/*
 * A publish from the admin editor on one web process is on the other's very next page: two processes of the
 * production bundle share a database and a Redis prefix, both keep the anonymous page cache and the content
 * cache warm, and the admin publishes through the editor's own form on process A (what a browser without
 * JavaScript sends). tests/integration/page-cache.test.ts proves the same for a row written directly, and
 * content-editing.test.ts for the REST API of an in-process server; this is the editor → page path, for a page,
 * the navbar and footer, and a collection.
 */

const ADMIN = { username: "xproc-admin", password: "xproc-password-1" };
let database: Awaited<ReturnType<typeof createTemporaryDatabase>> | undefined;
let servers: WebProcess[] = [];
let invalidations: InvalidationWatcher | undefined;
let cookie = "";
const prefix = `${inject("testEnv").runId}-xproc`;

/** The revision the editor at `path` would send (its hidden input), read as the browser would. */
async function revisionOf(server: WebProcess, path: string): Promise<string> {
  const html = await (await fetch(`${server.base}${path}`, { headers: { cookie } })).text();
  const revision = /name="revision" value="(\d+)"/.exec(html)?.[1];
  if (revision === undefined) throw new Error(`no revision on ${path}`);
  return revision;
}

/** Publishes through the editor's form on `server`, as a browser without JavaScript posts it. */
async function publish(server: WebProcess, path: string, fields: Record<string, string>): Promise<void> {
  const body = new URLSearchParams({ intent: "publish", revision: await revisionOf(server, path), ...fields });
  const res = await fetch(`${server.base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { cookie, origin: server.base, "content-type": "application/x-www-form-urlencoded" },
    body,
  });
  expect(res.status, await res.text()).toBe(302);
}

/** An anonymous visitor's page (the page cache answers once warm). */
async function visit(server: WebProcess, path: string) {
  const res = await fetch(`${server.base}${path}`, { headers: { cookie: "country=bangladesh" } });
  return { status: res.status, cache: res.headers.get("x-page-cache"), text: await res.text() };
}

/**
 * Visits until this server's page cache answers (it stores nothing for a second after any invalidation),
 * checking the page never showed `marker` before the write.
 */
async function warm(server: WebProcess, path: string, marker: string) {
  const seen = new Set<string>();
  const deadline = Date.now() + 20_000;
  for (;;) {
    const page = await visit(server, path);
    expect(page.text).not.toContain(marker);
    seen.add(`${page.status} ${String(page.cache)}`);
    if (page.status === 200 && page.cache === "hit") return;
    if (Date.now() > deadline) throw new Error(`${path} never came from the page cache: ${[...seen].join(", ")}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Publishes on A, and B's next anonymous request for `pagePath` shows `marker`. */
async function publishedOnAIsOnB(editor: string, fields: Record<string, string>, pagePath: string, marker: string) {
  const [a, b] = servers as [WebProcess, WebProcess];
  await warm(b, pagePath, marker);
  await warm(a, pagePath, marker);
  const announced = invalidations!.next();
  await publish(a, editor, fields);
  await announced;
  expect((await visit(b, pagePath)).text).toContain(marker);
  expect((await visit(a, pagePath)).text).toContain(marker);
}

useTwoWebProcesses({
  prefix,
  // a database of its own: this file publishes the home page, navbar and footer
  prepare: async () => {
    database = await createTemporaryDatabase("xproc");
    return { DATABASE_URL: database.url, ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };
  },
  ready: async (started, watcher) => {
    servers = started;
    invalidations = watcher;
    cookie = await signInByForm(servers[0]!.base, ADMIN);
  },
  cleanUp: async () => {
    await database?.drop();
  },
});

describe("a publish from the editor on one web process", () => {
  itHasTheBundle();

  it("shows a page's new content on the other process's next request", async () => {
    const heading = `Cross-process heading ${randomUUID().slice(0, 8)}`;
    await publishedOnAIsOnB(
      "/admin/home",
      {
        title: "Home",
        description: "",
        "sections[0].id": "hero",
        "sections[0].type": "hero",
        "sections[0].title": heading,
      },
      "/",
      heading,
    );
  });

  it("shows a new navbar and footer on every page of the other process", async () => {
    const company = `Crossline ${randomUUID().slice(0, 8)}`;
    await publishedOnAIsOnB("/admin/layouts/navbar", { companyName: company }, "/about", company);

    const phone = `+880 2 ${Math.floor(Math.random() * 9_000_000 + 1_000_000)}`;
    await publishedOnAIsOnB(
      "/admin/layouts/footer",
      {
        companyDescription: "Builders and manpower.",
        "socialLinks[0].platform": "facebook",
        "socialLinks[0].url": "https://facebook.com/crestline",
        "officeLocations[0].country": "Bangladesh",
        "officeLocations[0].address": "Banani, Dhaka",
        "officeLocations[0].email": "dhaka@example.com",
        "officeLocations[0].phone": phone,
        copyrightText: "© {year} Crestline",
      },
      "/training",
      phone,
    );
  });

  it("shows a newly published collection item on the other process's next request", async () => {
    const name = `Cross-process tower ${randomUUID().slice(0, 8)}`;
    await publishedOnAIsOnB(
      "/admin/man-power",
      {
        "projects[0].published": "on",
        "projects[0].name": name,
        "projects[0].status": "ongoing",
        "projects[0].startDate": "2026-01-15",
      },
      "/man-power?view=all",
      name,
    );
  });
});
