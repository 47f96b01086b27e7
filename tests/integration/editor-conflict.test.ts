import { randomBytes } from "node:crypto";
import type { AppLoadContext } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as editorRoute from "../../app/admin-editor-route.server.js";
import type { DocumentEditorReply } from "../../app/utils/document-editor.server.js";
import { loadDocument, publishDocument, saveDraft } from "../../server/modules/content/editing.server.js";
import { getNavbar } from "../../server/modules/content/settings.server.js";
import { type Services } from "../../server/services.js";
import { createIsolatedServices, insertTestAdmins, type TestActor } from "../support/services.js";
import { adminRoute } from "./library-support.js";
import { navbarNamed } from "../support/navbar.js";

/**
 * Issue 29 finding 1 at the editor's action (app/utils/document-editor.server.ts), as a form posts it: once a
 * save is refused because someone else saved meanwhile, every save and publish naming the revision the form was
 * loaded at is refused again (409, with who, when, which fields differ and the revision to replace), and only an
 * explicit replace naming the other admin's latest revision writes over it.
 */
let isolated: Awaited<ReturnType<typeof createIsolatedServices>> | undefined;
let services: Services;
let alice: TestActor;
let bob: TestActor;

beforeAll(async () => {
  // A database of its own: the navbar is published here.
  isolated = await createIsolatedServices("editorconflict");
  services = isolated.services[0]!;
  [alice, bob] = (await insertTestAdmins(services.db, randomBytes(3).toString("hex"), "alice", "bob")) as [TestActor, TestActor];
});

afterAll(async () => {
  await isolated?.close();
});

type Answer = Response & { data: DocumentEditorReply; init: { status?: number } | null };

/** Bob's navbar editor form, posted as a browser sends it. */
async function bobPosts(form: Record<string, string>): Promise<Answer> {
  const admin = await adminRoute(services, bob.adminUserId);
  const context = admin.context() as unknown as AppLoadContext;
  const request = admin.request("/admin/layouts/navbar", { form: { logoImageId: "", ...form } });
  return (await editorRoute.action({ request, context, params: {} })) as Answer;
}

const companyName = async () => (await getNavbar(services)).companyName;

describe("the editor's answer to a stale form", () => {
  it("refuses save, then publish, from the same form; a replace names the version it replaces", async () => {
    const loaded = await loadDocument(services, "settings:navbar");
    const base = String(loaded.revision);
    const published = await publishDocument(services, "settings:navbar", navbarNamed("Alice Co"), loaded.revision, alice);
    if (!published.ok) throw new Error("Alice's publish was refused");

    const saved = await bobPosts({ intent: "save", revision: base, companyName: "Bob Co" });
    expect(saved.init?.status).toBe(409);
    expect(saved.data.base).toBe(loaded.revision);
    expect(saved.data.conflict?.message).toMatch(
      /^Alice saved the navigation bar at .+ GMT\+6 while you were editing, so your changes were not saved\./,
    );
    expect(saved.data.conflict).toEqual({
      message: expect.any(String),
      by: "Alice",
      at: expect.stringMatching(/GMT\+6$/),
      theirs: published.revision,
      intent: "save",
      fields: [{ label: "Company name", theirs: "“Alice Co”", yours: "“Bob Co”" }],
      more: 0,
    });

    // the same form's Publish: refused again, nothing of Bob's on the site
    const publish = await bobPosts({ intent: "publish", revision: base, companyName: "Bob Co" });
    expect(publish.init?.status).toBe(409);
    expect(publish.data.conflict).toMatchObject({ theirs: published.revision, intent: "publish" });
    expect(await companyName()).toBe("Alice Co");

    // Alice saves again before Bob confirms: his replace names her earlier revision and is refused, naming the newer
    const again = await saveDraft(services, "settings:navbar", navbarNamed("Alice Co 2"), published.revision, alice);
    if (!again.ok) throw new Error("Alice's second save was refused");
    const late = await bobPosts({
      intent: "replace-publish",
      revision: base,
      theirs: String(published.revision),
      companyName: "Bob Co",
    });
    expect(late.init?.status).toBe(409);
    expect(late.data.conflict).toMatchObject({
      theirs: again.revision,
      fields: [{ label: "Company name", theirs: "“Alice Co 2”", yours: "“Bob Co”" }],
    });
    expect(await companyName()).toBe("Alice Co");

    // a replace without the revision it replaces is no replace at all
    const blind = await bobPosts({ intent: "replace-publish", revision: base, companyName: "Bob Co" });
    expect(blind.init?.status).toBe(400);

    // the replace naming her latest revision: published
    const replaced = await bobPosts({
      intent: "replace-publish",
      revision: base,
      theirs: String(again.revision),
      companyName: "Bob Co",
    });
    expect(replaced.status).toBe(302);
    expect(await companyName()).toBe("Bob Co");

    // and Bob's old form, sent once more, is refused: it names the revision it was loaded at
    expect((await bobPosts({ intent: "publish", revision: base, companyName: "Bob Co 2" })).init?.status).toBe(409);
    expect(await companyName()).toBe("Bob Co");
  });
});
