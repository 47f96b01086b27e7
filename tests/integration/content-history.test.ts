import { randomBytes } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { compareContent, type ContentChange } from "../../server/modules/content/compare.js";
import {
  compareVersions,
  listVersions,
  loadDocument,
  loadHistory,
  publishDocument,
  restoreVersion,
  saveDraft,
  type PageContent,
} from "../../server/modules/content/editing.server.js";
import type { Services } from "../../server/services.js";
import { wordChanges } from "../../app/components/admin/editor/differences.js";
import { documentEditorAction, loadDocumentEditor } from "../../app/utils/document-editor.server.js";
import { auditSentence } from "../../app/components/admin/audit-sentences.js";
import { createIsolatedServices, insertTestAdmins, type TestActor } from "../support/services.js";
import { adminRoute } from "./library-support.js";

/*
 * Issue 33 item 5, the editors' History: what changed between two versions, field by field and in the editor's
 * words (server/modules/content/compare.ts, worded by app/components/admin/editor/differences.ts), which version is
 * live and which the draft (loadHistory), and a restore that asks before it replaces an unpublished draft, in the
 * module (draft_exists) and through the editor's loader and action (the step that works without JavaScript).
 */

const hero = (title: string, extra: Record<string, unknown> = {}) => ({
  id: "hero",
  type: "hero" as const,
  eyebrow: "",
  title,
  subtitle: "",
  imageId: null,
  ...extra,
});
const stats = {
  id: "stats",
  type: "stats" as const,
  title: "",
  items: [
    { value: "16+", label: "Years in construction" },
    { value: "340+", label: "Projects delivered" },
  ],
};
const faq = (items: Array<{ question: string; answer: string }>) => ({
  id: "faq",
  type: "faq" as const,
  title: "Questions",
  items,
});
const page = (sections: PageContent["sections"], extra: Partial<PageContent> = {}): PageContent => ({
  title: "Home",
  description: "Construction and manpower",
  sections,
  ...extra,
});

const labels = (changes: ContentChange[]) => wordChanges(changes).map((c) => `${c.kind}: ${c.label}`);

describe("compareContent: what changed between two stored versions", () => {
  it("names added, removed and changed fields as the editor labels them, entries by their content", () => {
    const before = page([hero("Welcome"), stats, faq([{ question: "Why?", answer: "Because." }])]);
    const after = page(
      [
        hero("Welcome home", { subtitle: "We build", primaryCta: { label: "Call us", href: "/contact" } }),
        faq([
          { question: "Why?", answer: "Because we can." },
          { question: "Where?", answer: "Dhaka" },
        ]),
      ],
      { description: "" },
    );
    const changes = compareContent(before, after);
    expect(wordChanges(changes)).toEqual([
      { kind: "removed", label: "Search description", before: "“Construction and manpower”", after: "(empty)" },
      {
        kind: "changed",
        label: "Banner (hero) section “Welcome” › Heading",
        before: "“Welcome”",
        after: "“Welcome home”",
      },
      {
        kind: "added",
        label: "Banner (hero) section “Welcome” › Text under the heading",
        before: "(empty)",
        after: "“We build”",
      },
      {
        kind: "added",
        label: "Banner (hero) section “Welcome” › Main button",
        before: "(empty)",
        after: "“Call us · /contact”",
      },
      // a section without a heading is named by its figures, not "Untitled" or its position
      { kind: "removed", label: "Figures section “16+ Years in construction · 340+ Projects delivered”" },
      {
        kind: "changed",
        label: "Questions and answers section “Questions” › Item “Why?” › Answer",
        before: "“Because.”",
        after: "“Because we can.”",
      },
      { kind: "added", label: "Questions and answers section “Questions” › Item “Where?”" },
    ]);
    // raw keys never reach the reader
    for (const change of wordChanges(changes)) expect(change.label).not.toMatch(/primaryCta|subtitle|sections\[/);
  });

  it("reads a moved section as the new order, not as every field after it, and nothing for the same content", () => {
    const before = page([hero("Welcome"), stats, faq([{ question: "Why?", answer: "Because." }])]);
    const after = page([hero("Welcome"), faq([{ question: "Why?", answer: "Because." }]), stats]);
    expect(labels(compareContent(before, after))).toEqual(["reordered: Sections"]);
    expect(compareContent(before, structuredClone(before))).toEqual([]);
  });

  it("compares the Bangla and Arabic of each text by its own path, so a moved section's translations stay put", () => {
    const before = page([hero("Welcome"), stats]);
    const after = page([stats, hero("Welcome")]);
    const changes = compareContent(before, after, {
      before: { bn: { title: "হোম", "sections[0].title": "স্বাগতম" }, ar: { "sections[0].title": "أهلا" } },
      after: { bn: { title: "হোম পেজ", "sections[1].title": "স্বাগতম" } },
    });
    expect(wordChanges(changes)).toEqual([
      { kind: "changed", label: "Page title (Bangla)", before: "“হোম”", after: "“হোম পেজ”" },
      { kind: "removed", label: "Banner (hero) section “Welcome” › Heading (Arabic)", before: "“أهلا”", after: "(empty)" },
      { kind: "reordered", label: "Sections" },
    ]);
  });

  it("matches collection rows by id and lists a changed row's fields under its name", () => {
    const project = (id: number, title: string, location: string) => ({ id, title, location, published: true });
    const changes = compareContent(
      { projects: [project(1, "Villa Aurora", "Dhaka"), project(2, "Tower", "Riyadh")] },
      { projects: [project(2, "Tower", "Jeddah"), project(3, "Mall", "Sylhet")] },
    );
    expect(wordChanges(changes)).toEqual([
      { kind: "removed", label: "Project “Villa Aurora”" },
      { kind: "changed", label: "Project “Tower” › Location", before: "“Riyadh”", after: "“Jeddah”" },
      { kind: "added", label: "Project “Mall”" },
    ]);
  });
});

let isolated: Awaited<ReturnType<typeof createIsolatedServices>> | undefined;
let services: Services;
let rina: TestActor;
let route: Awaited<ReturnType<typeof adminRoute>>;

beforeAll(async () => {
  // a database of its own: these tests publish the home page
  isolated = await createIsolatedServices("history");
  [services] = isolated.services as [Services];
  [rina] = (await insertTestAdmins(services.db, randomBytes(3).toString("hex"), "rina")) as [TestActor];
  route = await adminRoute(services, rina.adminUserId);
});
afterAll(async () => {
  await isolated?.close();
});

describe("history of a document: live version, draft, comparison, confirmed restore", () => {
  it("marks the live version and the draft, compares any two, and restores over a draft only when confirmed", async () => {
    const v1 = await publishDocument(services, "page:about", page([hero("First")]), 0, rina);
    expect(v1).toMatchObject({ ok: true, version: 1 });
    const v2 = await publishDocument(services, "page:about", page([hero("Second"), stats]), v1.ok ? v1.revision : -1, rina);
    expect(v2).toMatchObject({ ok: true, version: 2 });
    // published, nothing else: the newest version is live and there is no separate draft
    expect(await loadHistory(services, "page:about")).toMatchObject({ live: 2, draft: null });

    const saved = await saveDraft(services, "page:about", page([hero("Third"), stats]), v2.ok ? v2.revision : -1, rina);
    expect(saved.ok).toBe(true);
    const history = await loadHistory(services, "page:about");
    expect(history).toMatchObject({ live: 2, draft: { by: "Rina", sameAs: null } });
    expect(history.versions.map((v) => v.number)).toEqual([2, 1]);

    const fromFirst = await compareVersions(services, "page:about", 1, 2);
    expect(fromFirst.ok && labels(fromFirst.changes)).toEqual([
      "changed: Banner (hero) section “First” › Heading",
      "added: Figures section “16+ Years in construction · 340+ Projects delivered”",
    ]);
    const draftChanges = await compareVersions(services, "page:about", 2, "draft");
    expect(draftChanges.ok && wordChanges(draftChanges.changes)).toEqual([
      { kind: "changed", label: "Banner (hero) section “Second” › Heading", before: "“Second”", after: "“Third”" },
    ]);
    expect(await compareVersions(services, "page:about", 7, 2)).toEqual({ ok: false, reason: "not_found" });

    // restoring version 1 would lose the draft: refused until confirmed, and nothing changes meanwhile
    const [, first] = await listVersions(services, "page:about");
    const revision = saved.ok ? saved.revision : -1;
    expect(await restoreVersion(services, "page:about", first!.id, revision, rina)).toEqual({
      ok: false,
      reason: "draft_exists",
    });
    expect((await loadDocument<PageContent>(services, "page:about")).content?.sections[0]).toMatchObject({ title: "Third" });
    const restored = await restoreVersion(services, "page:about", first!.id, revision, rina, { replaceDraft: true });
    expect(restored).toEqual({ ok: true, revision: revision + 1 });
    expect(await loadHistory(services, "page:about")).toMatchObject({ live: 2, draft: { sameAs: 1 } });

    const entry = await services
      .db("audit_log")
      .where({ action: "content.restore", entity_id: "page:about" })
      .orderBy("id", "desc")
      .first();
    expect(entry.details).toMatchObject({ version: 1, replacedDraft: true });
    expect(auditSentence("rina", { action: entry.action, entityId: entry.entity_id, details: entry.details })).toBe(
      "rina restored version 1 of the about page as a draft, replacing an unpublished draft",
    );

    // once published, a restore has no draft to lose: no question
    const published = await publishDocument(services, "page:about", page([hero("First")]), revision + 1, rina);
    expect(published).toMatchObject({ ok: true, version: 3 });
    const [, , oldest] = await listVersions(services, "page:about");
    expect(await restoreVersion(services, "page:about", oldest!.id, published.ok ? published.revision : -1, rina)).toMatchObject({
      ok: true,
    });
  });

  it("shows the comparison from the address and asks on a second step before the editor's restore replaces the draft", async () => {
    const context = route.context() as unknown as AppLoadContext;
    const first = await publishDocument(services, "page:training", page([hero("Courses")]), 0, rina);
    const second = await publishDocument(services, "page:training", page([hero("Trades")]), first.ok ? first.revision : -1, rina);
    const draft = await saveDraft(
      services,
      "page:training",
      page([hero("Trades and tests")]),
      second.ok ? second.revision : -1,
      rina,
    );
    const revision = draft.ok ? draft.revision : -1;

    const compared = await loadDocumentEditor(route.request("/admin/training?from=1&to=draft"), context, "page:training");
    expect(compared).toMatchObject({ live: 2, draft: { sameAs: null }, restoring: null });
    expect(compared.comparison?.from).toBe(1);
    expect(compared.comparison?.to).toBe("draft");
    expect(labels(compared.comparison!.changes!)).toEqual(["changed: Banner (hero) section “Courses” › Heading"]);
    const missing = await loadDocumentEditor(route.request("/admin/training?from=9&to=2"), context, "page:training");
    expect(missing.comparison).toEqual({ from: 9, to: 2, changes: null });

    const versionId = String(compared.versions.find((v) => v.number === 1)!.id);
    const form = { intent: "restore", versionId, revision: String(revision) };
    // without the confirmation the action sends the editor to the step that asks
    const asked = (await documentEditorAction(
      route.request("/admin/training", { form }),
      context,
      "page:training",
      "the Training page",
    )) as Response;
    expect(asked.status).toBe(303);
    expect(asked.headers.get("Location")).toBe(`/admin/training?restore=${versionId}#restore-confirm`);
    const step = await loadDocumentEditor(route.request(`/admin/training?restore=${versionId}`), context, "page:training");
    expect(step.restoring).toMatchObject({ id: Number(versionId), number: 1 });
    expect((await loadDocument<PageContent>(services, "page:training")).content?.sections[0]).toMatchObject({
      title: "Trades and tests",
    });

    const done = (await documentEditorAction(
      route.request("/admin/training", { form: { ...form, replaceDraft: "yes" } }),
      context,
      "page:training",
      "the Training page",
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/training");
    expect((await loadDocument<PageContent>(services, "page:training")).content?.sections[0]).toMatchObject({
      title: "Courses",
    });
    // the step is only for a draft that exists: after the restore the draft is version 1's content
    expect((await loadHistory(services, "page:training")).draft).toMatchObject({ sameAs: 1 });
  });
});
