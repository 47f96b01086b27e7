import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { rowId } from "#server/validation.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { documentSchema } from "#server/modules/content/documents.js";
import {
  listVersions,
  loadDocument,
  publishDocument,
  restoreVersion,
  saveDraft,
  type ContentProblem,
  type DocumentKey,
} from "#server/modules/content/editing.server.js";
import { listGalleryCandidates } from "#server/modules/content/gallery.server.js";
import { listLibraryImages } from "#server/modules/content/images.server.js";
import { formatDateTime } from "~/components/ui/format";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * Loader and action of every document editor (pages, navbar, footer): app/admin-editor-route.tsx calls them with
 * the document of its address (app/components/admin/editor/editors.ts) and renders
 * app/components/admin/editor/document-editor.tsx. Wording lives here and in
 * the component; server/modules/content/editing.server.ts returns typed outcomes.
 */

export async function loadDocumentEditor(request: Request, context: AppLoadContext, document: DocumentKey) {
  await requireAdmin(request, context);
  const { services } = context;
  const [state, versions, library] = await Promise.all([
    loadDocument(services, document),
    listVersions(services, document),
    // Job posters are never gallery images: the Gallery editor does not offer them.
    document === "gallery" ? listGalleryCandidates(services.db) : listLibraryImages(services.db),
  ]);
  return {
    document,
    state,
    versions,
    images: library.map((i) => ({ id: i.id, src: i.src, label: `${i.alt || "Untitled image"} — ${i.category} #${i.id}` })),
  };
}

const controlSchema = z.object({
  intent: z.enum(["save", "publish", "restore"]).catch("save"),
  revision: z.coerce.number().int().min(0).catch(-1),
  versionId: rowId.optional().catch(undefined),
});

/** `label` names what was saved ("the footer", "the services list"): not every editor is a page. */
const staleMessage = (label: string, by: string | null, at: Date | null) =>
  `${by ?? "Another admin"} saved ${label}${at ? ` at ${formatDateTime(at)}` : ""} while you were editing, so your changes were not saved. ` +
  "Everything you typed is still below: copy what you want to keep, then reload the page to see their version.";

const PROBLEM_MESSAGES: Record<ContentProblem["problem"], string> = {
  job_poster: "Job posters cannot be gallery images. Choose another image.",
  unavailable: "This image was deleted or is not ready yet. Choose another image.",
  empty_category:
    "None of the images above is in this library category, so the chip would not show. Check the spelling (as on Image Upload) or remove the chip.",
};

export async function documentEditorAction(request: Request, context: AppLoadContext, document: DocumentKey, label: string) {
  const { admin } = await requireAdmin(request, context);
  const actor = { adminUserId: admin.id, ip: context.clientIp };
  const formData = await request.formData();
  const control = controlSchema.parse({
    intent: formData.get("intent") ?? undefined,
    revision: formData.get("revision") ?? undefined,
    versionId: formData.get("versionId") ?? undefined,
  });
  const url = new URL(request.url).pathname;

  if (control.intent === "restore") {
    if (!control.versionId) return redirectWithToast(context, url, { tone: "error", message: "Choose a version to restore." });
    const restored = await restoreVersion(context.services, document, control.versionId, control.revision, actor);
    if (restored.ok)
      return redirectWithToast(context, url, {
        tone: "success",
        message: `The old version is back as a draft of ${label}. Publish it to make it live.`,
      });
    if (restored.reason === "not_found")
      return redirectWithToast(context, url, { tone: "error", message: "That version no longer exists." });
    if (restored.reason === "stale")
      return redirectWithToast(context, url, { tone: "error", message: staleMessage(label, restored.by, restored.at) });
    return redirectWithToast(context, url, { tone: "error", message: "That version can no longer be restored." });
  }

  const submission = parseWithZod(formData, { schema: documentSchema(document) });
  // A list intent (add / remove / move) without JavaScript: show the form again, changed.
  if (submission.status === undefined) return data(submission.reply());
  if (submission.status !== "success") return data(submission.reply(), { status: 400 });

  const outcome =
    control.intent === "publish"
      ? await publishDocument(context.services, document, submission.value, control.revision, actor)
      : await saveDraft(context.services, document, submission.value, control.revision, actor);
  if (!outcome.ok) {
    const message = outcome.reason === "stale" ? staleMessage(label, outcome.by, outcome.at) : "Some fields need attention.";
    const fieldErrors =
      outcome.reason === "invalid" && outcome.problems
        ? Object.fromEntries(outcome.problems.map((p) => [p.path, [PROBLEM_MESSAGES[p.problem]]]))
        : undefined;
    return data(submission.reply({ formErrors: [message], fieldErrors }), { status: outcome.reason === "stale" ? 409 : 400 });
  }
  return redirectWithToast(context, url, {
    tone: "success",
    message:
      control.intent === "publish"
        ? `${label.charAt(0).toUpperCase()}${label.slice(1)} is published: visitors see it now.`
        : `Draft of ${label} saved. Publish to make it live.`,
  });
}
