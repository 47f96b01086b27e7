import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { randomBytes } from "node:crypto";
import Koa from "koa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApiRouter } from "../../server/http/api.js";
import {
  BEFORE_FIRST_PUBLISH,
  listVersions,
  loadDocument,
  publishDocument,
  restoreVersion,
  saveDraft,
  type PageContent,
} from "../../server/modules/content/editing.server.js";
import { getPage } from "../../server/modules/content/pages.server.js";
import { type Services } from "../../server/services.js";
import { invalidationsHandled } from "../support/invalidation.js";
import { createIsolatedServices, insertTestAdmins, type TestActor } from "../support/services.js";
import { navbarNamed } from "../support/navbar.js";
import { auditTrail } from "../support/audit-trail.js";

/**
 * Draft → publish → history and optimistic concurrency (server/modules/content/editing.server.ts), and a publish
 * on one web process reaching another through the content cache's Redis channel.
 */
let isolated: Awaited<ReturnType<typeof createIsolatedServices>> | undefined;
let a: Services;
let b: Services;
const servers: Server[] = [];
let baseB: string;
let alice: { adminUserId: number; ip: string };
let bob: { adminUserId: number; ip: string };

async function webProcess(services: Services): Promise<string> {
  const app = new Koa();
  app.use(createApiRouter(services).routes());
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  // A database of its own: this file publishes pages and settings other tests read.
  isolated = await createIsolatedServices("editing", { count: 2 });
  [a, b] = isolated.services as [Services, Services];
  [alice, bob] = (await insertTestAdmins(a.db, randomBytes(3).toString("hex"), "alice", "bob")) as [TestActor, TestActor];
  await webProcess(a);
  baseB = await webProcess(b);
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  await isolated?.close();
});

const page = (heading: string): PageContent => ({
  title: "Home",
  description: "",
  sections: [
    { id: "hero", type: "hero", eyebrow: "", title: heading, subtitle: "", imageId: null },
    { id: "faq", type: "faq", title: "Questions", items: [{ question: "Why?", answer: "Because." }] },
  ],
});

describe("draft, publish, history", () => {
  it("keeps saves as drafts until published, records versions with summaries and restores an old one as a draft", async () => {
    const start = await loadDocument<PageContent>(a, "page:home");
    expect(start.revision).toBe(0);

    const saved = await saveDraft(a, "page:home", page("First heading"), 0, alice);
    expect(saved).toEqual({ ok: true, revision: 1 });
    expect(await getPage(a, "home")).toBeNull(); // a draft is not live

    const first = await publishDocument(a, "page:home", page("First heading"), 1, alice);
    expect(first).toMatchObject({ ok: true, revision: 2, version: 1, summary: "First published version" });
    expect((await getPage(a, "home"))?.sections[0]).toMatchObject({ title: "First heading" });

    const second = await publishDocument(
      a,
      "page:home",
      { ...page("Second heading"), sections: [page("Second heading").sections[0]!] },
      2,
      bob,
    );
    expect(second).toMatchObject({ ok: true, version: 2 });
    expect(second.ok && second.summary).toBe(
      "Changed the hero section “Second heading”; Removed the questions section “Questions”",
    );
    expect((await getPage(a, "home"))?.sections.map((s) => s.id)).toEqual(["hero"]);

    const versions = await listVersions(a, "page:home");
    expect(versions.map((v) => [v.number, v.author])).toEqual([
      [2, "Bob"],
      [1, "Alice"],
    ]);

    const restored = await restoreVersion(a, "page:home", versions[1]!.id, 3, alice);
    expect(restored).toEqual({ ok: true, revision: 4 });
    const state = await loadDocument<PageContent>(a, "page:home");
    expect(state).toMatchObject({ revision: 4, unpublished: true });
    expect(state.content?.sections[0]).toMatchObject({ title: "First heading" });
    expect((await getPage(a, "home"))?.sections[0]).toMatchObject({ title: "Second heading" }); // still live until published

    const audit = await auditTrail(a.db, "content", "page:home");
    expect(audit).toEqual(["content.save_draft", "content.publish", "content.publish", "content.restore"]);
  });

  it("keeps what the site showed before the first publish as version 1, so even the first publish can be undone", async () => {
    // the footer as the demo content (or an import) wrote it, never published from the editor
    const original = {
      logoImageId: null,
      companyDescription: "Builders since 2009.",
      socialLinks: [{ platform: "facebook", url: "https://facebook.com/crestline" }],
      officeLocations: [{ country: "Bangladesh", address: "Dhaka", email: "dhaka@example.com", phone: "+880 1" }],
      copyrightText: "© {year} Crestline",
    };
    await a.db("site_settings").insert({ key: "footer", value: JSON.stringify(original) });
    const edited = { ...original, officeLocations: [{ ...original.officeLocations[0]!, phone: "+880 2" }] };
    const published = await publishDocument(a, "settings:footer", edited, 0, alice);
    expect(published).toMatchObject({ ok: true, version: 2, summary: "Changed the office locations" });

    const versions = await listVersions(a, "settings:footer");
    expect(versions.map((v) => [v.number, v.author, v.summary])).toEqual([
      [2, "Alice", "Changed the office locations"],
      [1, null, BEFORE_FIRST_PUBLISH],
    ]);
    const state = await loadDocument(a, "settings:footer");
    expect(await restoreVersion(a, "settings:footer", versions[1]!.id, state.revision, bob)).toMatchObject({ ok: true });
    // read back through the footer's schema, which gives an office without messenger numbers empty ones
    expect((await loadDocument(a, "settings:footer")).content).toEqual({
      ...original,
      officeLocations: [{ ...original.officeLocations[0]!, whatsapp: "", imo: "" }],
    });
    // a later publish adds one version only
    const restored = await loadDocument(a, "settings:footer");
    expect(await publishDocument(a, "settings:footer", original, restored.revision, bob)).toMatchObject({
      ok: true,
      version: 3,
      summary: "Changed the office locations",
    });
  });

  it("refuses content the public renderer would not accept, changing nothing", async () => {
    const before = await loadDocument(a, "page:about");
    const bad = { title: "About", description: "", sections: [{ id: "hero", type: "hero", title: "" }] };
    expect(await saveDraft(a, "page:about", bad, before.revision, alice)).toEqual({ ok: false, reason: "invalid" });
    expect(await publishDocument(a, "page:about", bad, before.revision, alice)).toEqual({ ok: false, reason: "invalid" });
    expect(await loadDocument(a, "page:about")).toEqual(before);
  });
});

describe("no lost edits", () => {
  it("refuses a stale save naming who saved last and when, and lets exactly one of two concurrent saves win", async () => {
    const loaded = await loadDocument<PageContent>(a, "page:contact");
    const mine = await saveDraft(a, "page:contact", page("Alice's"), loaded.revision, alice);
    expect(mine.ok).toBe(true);

    const stale = await saveDraft(b, "page:contact", page("Bob's"), loaded.revision, bob);
    expect(stale).toMatchObject({ ok: false, reason: "stale", by: "Alice" });
    expect(stale.ok === false && stale.reason === "stale" && stale.at).toBeInstanceOf(Date);
    expect(await publishDocument(b, "page:contact", page("Bob's"), loaded.revision, bob)).toMatchObject({ reason: "stale" });
    expect((await loadDocument<PageContent>(a, "page:contact")).content?.sections[0]).toMatchObject({ title: "Alice's" });

    const revision = mine.ok ? mine.revision : -1;
    const race = await Promise.all([
      saveDraft(a, "page:contact", page("One"), revision, alice),
      saveDraft(b, "page:contact", page("Two"), revision, bob),
    ]);
    expect(race.filter((r) => r.ok)).toHaveLength(1);
    expect(race.filter((r) => !r.ok)).toHaveLength(1);

    // Two first saves of a document that has no draft yet: one inserts, the other is told it is stale.
    const firsts = await Promise.all([
      saveDraft(a, "page:training", page("One"), 0, alice),
      saveDraft(b, "page:training", page("Two"), 0, bob),
    ]);
    expect(firsts.map((r) => r.ok).sort()).toEqual([false, true]);
  });
});

describe("no lost edits after a refusal (issue 29)", () => {
  it("refuses the same stale revision every time, and replaces only the version the refusal named", async () => {
    const loaded = await loadDocument<PageContent>(a, "page:about");
    const theirs = await publishDocument(a, "page:about", page("Alice's"), loaded.revision, alice);
    expect(theirs.ok).toBe(true);

    // Bob's form still names the revision it was loaded at: a save, then a publish, then a save, all refused
    const refusals = [
      await saveDraft(b, "page:about", page("Bob's"), loaded.revision, bob),
      await publishDocument(b, "page:about", page("Bob's"), loaded.revision, bob),
      await saveDraft(b, "page:about", page("Bob's"), loaded.revision, bob),
    ];
    for (const refused of refusals)
      expect(refused).toEqual({
        ok: false,
        reason: "stale",
        by: "Alice",
        at: expect.any(Date),
        // what an explicit replace must name, and what the editor compares Bob's form with
        revision: theirs.ok ? theirs.revision : -1,
        content: page("Alice's"),
      });
    expect((await getPage(a, "about"))?.sections[0]).toMatchObject({ title: "Alice's" });

    // Alice writes again before Bob's replace arrives: the replace names her earlier revision and is refused
    const named = refusals[0]!.ok === false && refusals[0]!.reason === "stale" ? refusals[0]!.revision : -1;
    const again = await saveDraft(a, "page:about", page("Alice's second"), named, alice);
    expect(again.ok).toBe(true);
    const late = await publishDocument(b, "page:about", page("Bob's"), named, bob);
    expect(late).toMatchObject({ ok: false, reason: "stale", by: "Alice", content: page("Alice's second") });

    // the replace naming her latest revision wins
    const latest = late.ok === false && late.reason === "stale" ? late.revision : -1;
    expect(await publishDocument(b, "page:about", page("Bob's"), latest, bob)).toMatchObject({ ok: true });
    expect((await getPage(b, "about"))?.sections[0]).toMatchObject({ title: "Bob's" });
  });
});

describe("live everywhere at once", () => {
  it("a publish on one web process shows on the other at its next request", async () => {
    expect(await publishDocument(a, "settings:navbar", navbarNamed("Before"), 0, alice)).toMatchObject({ ok: true });
    const read = async () =>
      ((await (await fetch(`${baseB}/backend/api/layout/navbar/`)).json()) as { company_name: string }).company_name;
    expect(await read()).toBe("Before"); // process B caches it now

    const state = await loadDocument(a, "settings:navbar");
    await invalidationsHandled(a, [b]); // B's subscriber is listening
    expect(await publishDocument(a, "settings:navbar", navbarNamed("After"), state.revision, alice)).toMatchObject({ ok: true });
    await expect.poll(read, { timeout: 3000 }).toBe("After");
  });
});
