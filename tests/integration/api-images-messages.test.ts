import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { listImageLibrary } from "../../server/modules/media/library.server.js";
import { listContactMessages } from "../../server/modules/messages/admin.server.js";
import type { AppLoadContext } from "@remix-run/node";
import { action as contactAction } from "../../app/routes/_site.($lang).contact.js";
import { UploadedFiles } from "../../server/modules/files/stored-file.js";
import { HONEYPOT_FIELD } from "../../server/modules/protection/protection.server.js";
import { auditEntry, expectAnswer, useApiWithAdmin } from "../support/api-client.js";
import { samplePng } from "../support/sample-files.js";

/* docs/api.md §17 images and §18 contact messages against a real server (PostgreSQL, Redis, S3). */

const env = useApiWithAdmin("api_images_messages", "10.33");

const IMAGE_URL = /^https:\/\/crestline\.example\/media\/(images\/\d+\/\d+\.webp)$/;
const NOT_AN_IMAGE = "Upload a valid image. The file you uploaded was either not an image or a corrupted image.";

async function uploadImage(category: string | null, file: { filename: string; contentType: string; data: Buffer } | null) {
  return env.client.call(
    "/backend/api/images/",
    env.client.multipart(
      "POST",
      category === null ? [] : [["category", category]],
      file ? [{ field: "image", ...file }] : [],
      env.client.auth(env.token),
    ),
  );
}

describe("images (docs/api.md §17)", () => {
  it("uploads one image whose public URL works at once, the same link the library screen shows", async () => {
    const created = (await expectAnswer(
      await uploadImage("Gallery", { filename: "site.png", contentType: "image/png", data: await samplePng() }),
      201,
    )) as { id: number; category: string; image: string; uploaded_at: string; title: string };
    expect(Object.keys(created)).toEqual([
      "id",
      "category",
      "image",
      "uploaded_at",
      "title",
      "alt",
      "decorative",
      "caption",
      "file_name",
    ]);
    // without a title, the image is named after its file
    expect(created).toMatchObject({ title: "site", alt: "", decorative: false, caption: "", file_name: "site.png" });
    expect(created.category).toBe("gallery");
    expect(created.uploaded_at).toMatch(/Z$/);
    const key = IMAGE_URL.exec(created.image)?.[1];
    expect(key, created.image).toBeDefined();
    expect(await env.services.storage.stat("public", key!)).not.toBeNull();

    const auth = { headers: env.client.auth(env.token) };
    expect(await expectAnswer(await env.client.call(`/backend/api/images/${created.id}/`, auth), 200)).toEqual(created);
    const list = (await expectAnswer(await env.client.call("/backend/api/images/", auth), 200)) as Array<{ id: number }>;
    expect(list.map((i) => i.id)).toContain(created.id);
    const screen = await listImageLibrary(env.services.db, env.services.config, { category: "gallery", page: 1 });
    expect(screen.items.find((i) => i.id === created.id)?.link).toBe(created.image);
    const audit = await auditEntry(env.services, "image.upload", created.id);
    expect(audit.details).toMatchObject({ via: "api_token", apiToken: "sign-in" });
  });

  it("refuses HTML, a missing file or category, and stores nothing", async () => {
    const before = await env.services.db("images").count({ n: "*" }).first();
    await expectAnswer(
      await uploadImage("gallery", {
        filename: "x.html",
        contentType: "text/html",
        data: Buffer.from("<html><body>hi</body></html>"),
      }),
      400,
      { image: [NOT_AN_IMAGE] },
    );
    await expectAnswer(await uploadImage("gallery", null), 400, { image: ["No file was submitted."] });
    await expectAnswer(await uploadImage(null, { filename: "a.png", contentType: "image/png", data: await samplePng() }), 400, {
      category: ["This field is required."],
    });
    await expectAnswer(await uploadImage(" ", null), 400, {
      image: ["No file was submitted."],
      category: ["This field may not be blank."],
    });
    expect(await env.services.db("images").count({ n: "*" }).first()).toEqual(before);
    expect(await env.services.db("files").whereNull("claimed_at").count({ n: "*" }).first()).toEqual({ n: 0 });
  });

  it("changes the category and deletes what the site does not show", async () => {
    const auth = env.client.auth(env.token);
    const created = (await expectAnswer(
      await uploadImage("drafts", { filename: "a.png", contentType: "image/png", data: await samplePng() }),
      201,
    )) as { id: number; image: string };
    const path = `/backend/api/images/${created.id}/`;
    expect(
      await expectAnswer(await env.client.call(path, env.client.json("PATCH", { category: "Projects" }, auth)), 200),
    ).toMatchObject({
      category: "projects",
      image: created.image,
    });
    await expectAnswer(await env.client.call(path, env.client.json("PUT", {}, auth)), 400, {
      category: ["This field is required."],
    });
    // the words: set when sent; decorative drops the description
    expect(
      await expectAnswer(
        await env.client.call(
          path,
          env.client.json("PATCH", { title: "Site office", alt: "A site office", caption: "Dammam" }, auth),
        ),
        200,
      ),
    ).toMatchObject({ category: "projects", title: "Site office", alt: "A site office", decorative: false, caption: "Dammam" });
    expect(
      await expectAnswer(await env.client.call(path, env.client.json("PATCH", { decorative: true }, auth)), 200),
    ).toMatchObject({ title: "Site office", alt: "", decorative: true });
    await expectAnswer(await env.client.call(path, env.client.json("PATCH", { title: "x".repeat(201) }, auth)), 400, {
      title: ["Ensure this field has no more than 200 characters."],
    });
    expect((await auditEntry(env.services, "image.update", created.id)).details).toMatchObject({ changed: expect.any(Array) });
    await expectAnswer(await env.client.call(path, env.client.json("PATCH", { image: "https://example.com/x.png" }, auth)), 400, {
      image: ["The submitted data was not a file. Check the encoding type on the form."],
    });
    await expectAnswer(
      await env.client.call("/backend/api/images/999999/", env.client.json("PATCH", { category: "x" }, auth)),
      404,
      {
        detail: "No UploadedImage matches the given query.",
      },
    );

    // A job's poster is shown on the site: refused with where it is used.
    const job = (await expectAnswer(
      await env.client.call(
        "/backend/api/jobs/",
        env.client.multipart(
          "POST",
          [["title", "Rigger"]],
          [{ field: "poster", filename: "p.png", contentType: "image/png", data: await samplePng() }],
          auth,
        ),
      ),
      201,
    )) as { poster: string };
    const posterId = /\/media\/images\/(\d+)\//.exec(job.poster)![1];
    const inUse = (await expectAnswer(
      await env.client.call(`/backend/api/images/${posterId}/`, { method: "DELETE", headers: auth }),
      409,
    )) as {
      detail: string;
    };
    expect(inUse.detail).toContain("Job poster: Rigger");

    await expectAnswer(await env.client.call(path, { method: "DELETE", headers: auth }), 204);
    await expectAnswer(await env.client.call(path, { headers: auth }), 404, {
      detail: "No UploadedImage matches the given query.",
    });
    expect(await env.services.storage.stat("public", IMAGE_URL.exec(created.image)![1]!)).toBeNull();
    await expectAnswer(await env.client.call(path, { method: "DELETE", headers: auth }), 404);
  });

  it("needs a token", async () => {
    await expectAnswer(await env.client.call("/backend/api/images/"), 401, {
      detail: "Authentication credentials were not provided.",
    });
    await expectAnswer(await uploadImageWithout(), 401, { detail: "Authentication credentials were not provided." });
  });
});

const uploadImageWithout = async () =>
  env.client.call(
    "/backend/api/images/",
    env.client.multipart(
      "POST",
      [["category", "x"]],
      [{ field: "image", filename: "a.png", contentType: "image/png", data: await samplePng() }],
    ),
  );

describe("replacing an image's picture (docs/api.md §17)", () => {
  it("PUT/PATCH with a new image keeps the id, publishes the new picture under a new URL at once and removes the old", async () => {
    const auth = env.client.auth(env.token);
    const created = (await expectAnswer(
      await uploadImage("site", { filename: "a.png", contentType: "image/png", data: await samplePng() }),
      201,
    )) as { id: number; image: string; uploaded_at: string };
    const path = `/backend/api/images/${created.id}/`;
    const before = await env.services.db("images").where({ id: created.id }).first();
    const oldKeys = (await env.services.db("image_variants").where({ image_id: created.id })).map((v) => v.object_key as string);
    const wider = await sharp({ create: { width: 400, height: 200, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    const replaced = (await expectAnswer(
      await env.client.call(
        path,
        env.client.multipart(
          "PUT",
          [["category", "Hero"]],
          [{ field: "image", filename: "b.png", contentType: "image/png", data: wider }],
          auth,
        ),
      ),
      200,
    )) as { id: number; category: string; image: string; uploaded_at: string };
    expect(replaced).toMatchObject({ id: created.id, category: "hero", uploaded_at: created.uploaded_at });
    expect(replaced.image).toMatch(
      new RegExp(`^https://crestline\\.example/media/images/${created.id}/[0-9a-f]{16}/\\d+\\.webp$`),
    );
    const key = new URL(replaced.image).pathname.replace(/^\/media\//, "");
    expect(await env.services.storage.stat("public", key)).toMatchObject({ contentType: "image/webp" });
    const after = await env.services.db("images").where({ id: created.id }).first();
    expect(after).toMatchObject({ status: "ready", width: 400, height: 200 });
    expect(after.file_id).not.toBe(before.file_id);
    // The old original (private) and variants (public) are gone; the new original is kept.
    expect(await env.services.db("files").where({ id: before.file_id }).first()).toBeUndefined();
    for (const old of oldKeys) expect(await env.services.storage.stat("public", old)).toBeNull();
    expect((await env.services.db("files").where({ id: after.file_id }).first()).claimed_at).not.toBeNull();
    const audit = await auditEntry(env.services, "image.replace", created.id);
    expect(audit.details).toMatchObject({ via: "api_token", originalName: "b.png" });

    // PATCH with another picture: a new URL again; a file that is no image changes nothing.
    const again = (await expectAnswer(
      await env.client.call(
        path,
        env.client.multipart(
          "PATCH",
          [],
          [{ field: "image", filename: "c.png", contentType: "image/png", data: await samplePng() }],
          auth,
        ),
      ),
      200,
    )) as { image: string; category: string };
    expect(again.category).toBe("hero");
    expect(again.image).not.toBe(replaced.image);
    await expectAnswer(
      await env.client.call(
        path,
        env.client.multipart(
          "PATCH",
          [],
          [{ field: "image", filename: "x.png", contentType: "image/png", data: Buffer.from("<svg/>") }],
          auth,
        ),
      ),
      400,
      { image: [NOT_AN_IMAGE] },
    );
    expect(((await expectAnswer(await env.client.call(path, { headers: auth }), 200)) as { image: string }).image).toBe(
      again.image,
    );
  });
});

describe("contact messages (docs/api.md §18)", () => {
  const valid = { name: "Karim", email: "karim@example.com", message: "Please call me about a villa." };

  /** The public door: the valid message sent by anyone, as the API answers it (201). */
  const sendValid = async () =>
    (await expectAnswer(await env.client.call("/backend/api/contact-messages/", env.client.json("POST", valid)), 201)) as {
      id: number;
    };

  it("stores a valid message from anyone, listed for token holders and on the admin messages list", async () => {
    const created = await sendValid();
    expect(created).toEqual({ id: expect.any(Number), ...valid, submitted_at: expect.stringMatching(/^\d{4}-.*\.\d{6}Z$/) });
    const auth = { headers: env.client.auth(env.token) };
    expect(await expectAnswer(await env.client.call(`/backend/api/contact-messages/${created.id}/`, auth), 200)).toEqual(created);
    const screen = await listContactMessages(env.services.db, { q: "", page: 1 });
    expect(screen.items.find((m) => m.id === created.id)).toMatchObject(valid);

    // A message sent through the contact page's action is in the API's list.
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "Page visitor", email: "v@example.com", message: "Sent from the contact page." }))
      form.set(k, v);
    const context = {
      services: env.services,
      clientIp: "10.33.200.1",
      uploads: new UploadedFiles([]),
    } as unknown as AppLoadContext;
    const fromPage = await contactAction({
      request: new Request("http://localhost/contact", { method: "POST", body: form }),
      context,
      params: {},
    });
    expect(fromPage.data).toMatchObject({ status: "success" });
    const list = (await expectAnswer(await env.client.call("/backend/api/contact-messages/", auth), 200)) as Array<{
      id: number;
      name: string;
    }>;
    expect(list.map((m) => m.name)).toEqual(expect.arrayContaining(["Karim", "Page visitor"]));
    expect(list.map((m) => m.id)).toEqual([...list.map((m) => m.id)].sort((a, b) => a - b));
  });

  it("answers field errors in DRF's words and stores nothing", async () => {
    const before = await env.services.db("contact_messages").count({ n: "*" }).first();
    const post = (body: unknown) => env.client.call("/backend/api/contact-messages/", env.client.json("POST", body));
    await expectAnswer(await post({}), 400, {
      name: ["This field is required."],
      email: ["This field is required."],
      message: ["This field is required."],
    });
    await expectAnswer(await post({ ...valid, email: "nope", message: "short" }), 400, {
      email: ["Enter a valid email address."],
      message: ["Ensure this field has at least 10 characters."],
    });
    await expectAnswer(await post({ ...valid, name: "x".repeat(121) }), 400, {
      name: ["Ensure this field has no more than 120 characters."],
    });
    await expectAnswer(await post({ ...valid, name: "  " }), 400, { name: ["This field may not be blank."] });
    await expectAnswer(await post({ ...valid, [HONEYPOT_FIELD]: "http://spam.example" }), 400, {
      detail: "Your submission could not be accepted.",
    });
    const urlencoded = await env.client.call("/backend/api/contact-messages/", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Form", email: "bad" }).toString(),
    });
    await expectAnswer(urlencoded, 400, { email: ["Enter a valid email address."], message: ["This field is required."] });
    expect(await env.services.db("contact_messages").count({ n: "*" }).first()).toEqual(before);
  });

  it("throttles one address after its allowance with 429 and Retry-After", async () => {
    const ip = "10.33.250.250";
    const post = () =>
      fetch(`${env.api.base}/backend/api/contact-messages/`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ ...valid, email: "" }),
      });
    for (let i = 0; i < env.services.config.submissions.perWindow; i += 1) expect((await post()).status).toBe(400);
    const refused = await post();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { detail: string }).detail).toMatch(
      /^Request was throttled\. Expected available in \d+ seconds\.$/,
    );
  });

  it("lets token holders correct and delete messages; refuses without a token", async () => {
    const created = await sendValid();
    const path = `/backend/api/contact-messages/${created.id}/`;
    const auth = env.client.auth(env.token);
    await expectAnswer(await env.client.call(path), 401, { detail: "Authentication credentials were not provided." });
    await expectAnswer(await env.client.call(path, env.client.json("PATCH", { name: "x" })), 401);
    expect(
      await expectAnswer(await env.client.call(path, env.client.json("PATCH", { name: "Karim Uddin" }, auth)), 200),
    ).toMatchObject({
      name: "Karim Uddin",
      email: valid.email,
    });
    await expectAnswer(await env.client.call(path, env.client.json("PUT", { name: "Only name" }, auth)), 400, {
      email: ["This field is required."],
      message: ["This field is required."],
    });
    await expectAnswer(await env.client.call(path, env.client.json("PATCH", { email: "nope" }, auth)), 400, {
      email: ["Enter a valid email address."],
    });
    await expectAnswer(await env.client.call("/backend/api/contact-messages/999999/", { headers: auth }), 404, {
      detail: "No ContactMessage matches the given query.",
    });
    await expectAnswer(await env.client.call(path, { method: "DELETE", headers: auth }), 204);
    await expectAnswer(await env.client.call(path, { method: "DELETE", headers: auth }), 404, {
      detail: "No ContactMessage matches the given query.",
    });
    const audit = await auditEntry(env.services, "contact_message.update", created.id);
    expect(audit.details).toMatchObject({ fields: ["name"], via: "api_token" });
  });
});
