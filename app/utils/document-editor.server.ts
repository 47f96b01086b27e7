import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { z } from "zod";
import { rowId } from "#server/validation.js";
import { requireAdmin } from "#server/modules/auth/auth.server.js";
import { documentSchema } from "#server/modules/content/documents.js";
import { translationsFromForm } from "#server/modules/i18n/translations.js";
import {
  compareVersions,
  loadDocument,
  loadHistory,
  publishDocument,
  restoreVersion,
  saveDraft,
  type ContentProblem,
  type DocumentKey,
  type VersionRef,
} from "#server/modules/content/editing.server.js";
import type { ContentChange } from "#server/modules/content/compare.js";
import { getPortfolioProjects } from "#server/modules/content/portfolio.server.js";
import { getFooter } from "#server/modules/content/settings.server.js";
import { findPickerImages } from "#server/modules/media/library.server.js";
import type { ImageChoice } from "~/components/admin/media/image-picker";
import { differingFields, type FieldDifference } from "~/components/admin/editor/differences";
import { formatDateTime } from "~/components/ui/format";
import { dataWithToast, redirectWithToast } from "~/utils/toast.server";

/**
 * Loader and action of every document editor (pages, navbar, footer): app/admin-editor-route.tsx calls them with
 * the document of its address (app/components/admin/editor/editors.ts) and renders
 * app/components/admin/editor/document-editor.tsx. Wording lives here and in
 * the component; server/modules/content/editing.server.ts returns typed outcomes.
 */

/** `?from=3&to=draft`: the two sides the History compares; `?restore=<version id>`: the step that confirms a restore. */
const versionRef = z.union([z.literal("draft"), z.coerce.number().int().positive().max(1_000_000)]);
const historyQuery = z.object({
  from: versionRef.optional().catch(undefined),
  to: versionRef.optional().catch(undefined),
  restore: rowId.optional().catch(undefined),
});

/** The History's comparison: its two sides and what changed (absent when a side no longer exists). */
export interface HistoryComparison {
  from: VersionRef;
  to: VersionRef;
  changes: ContentChange[] | null;
}

/**
 * What the parts of a page that are not its sections show now (app/components/admin/editor/editors.ts `fixed`), by
 * their id: the home page's recent work by its projects, the Contact page's offices by their countries.
 */
async function fixedContentOf(context: AppLoadContext, document: DocumentKey): Promise<Record<string, string[]>> {
  const { services } = context;
  try {
    if (document === "page:home")
      return { "recent-work": (await getPortfolioProjects(services, "all")).slice(0, 3).map((p) => p.title) };
    if (document === "page:contact")
      return { "contact-form": ((await getFooter(services))?.officeLocations ?? []).map((o) => o.country) };
  } catch (err) {
    // only a name in a list: the editor works without it
    services.logger.warn({ err, document }, "could not read what a fixed part of the page shows");
  }
  return {};
}

export async function loadDocumentEditor(request: Request, context: AppLoadContext, document: DocumentKey) {
  await requireAdmin(request, context);
  const { services } = context;
  const search = new URL(request.url).searchParams;
  const query = historyQuery.parse({
    from: search.get("from") ?? undefined,
    to: search.get("to") ?? undefined,
    restore: search.get("restore") ?? undefined,
  });
  const [state, history, fixedContent] = await Promise.all([
    loadDocument(services, document),
    loadHistory(services, document),
    fixedContentOf(context, document),
  ]);
  // the thumbnails of the images the document names; the picker (app/components/admin/media/image-picker.tsx) finds
  // the others in the library as the editor types
  const images = await findPickerImages(services.db, imageIdsIn(state.content));
  let comparison: HistoryComparison | null = null;
  if (query.from !== undefined && query.to !== undefined) {
    const compared = await compareVersions(services, document, query.from, query.to);
    comparison = { from: query.from, to: query.to, changes: compared.ok ? compared.changes : null };
  }
  // without JavaScript, a restore that would replace the draft asks here first (the action sends it back with ?restore)
  const restoring = query.restore ? (history.versions.find((v) => v.id === query.restore) ?? null) : null;
  return {
    document,
    state,
    versions: history.versions,
    live: history.live,
    draft: history.draft,
    comparison,
    restoring: restoring && history.draft ? restoring : null,
    fixedContent,
    images: images.map((i): ImageChoice => ({
      id: i.id,
      label: i.title || i.originalName || `Image ${i.id}`,
      src: i.thumbnail?.src ?? null,
      fileName: i.originalName,
    })),
  };
}

/** Every number under a key ending in `imageId` (`imageId`, `mainImageId`, `logoImageId`), at any depth. */
function imageIdsIn(value: unknown, into: number[] = []): number[] {
  if (Array.isArray(value)) for (const item of value) imageIdsIn(item, into);
  else if (value && typeof value === "object")
    for (const [key, child] of Object.entries(value)) {
      if (/imageId$/i.test(key) && typeof child === "number") into.push(child);
      else imageIdsIn(child, into);
    }
  return into;
}

/**
 * What every editor form sends besides the document: the button pressed, and `revision`, the revision the editor
 * was loaded at. The form keeps sending that one until it is loaded again, so after a refusal (someone else saved
 * meanwhile) every save, publish and restore from it is refused too. Only "replace-save" / "replace-publish" (the
 * conflict notice's explicit choice) write over the other version, and only over the one the notice named
 * (`theirs`): a write after that is refused again.
 */
const controlSchema = z.object({
  intent: z.enum(["save", "publish", "restore", "replace-save", "replace-publish"]).catch("save"),
  revision: z.coerce.number().int().min(0).catch(-1),
  theirs: z.coerce.number().int().min(0).optional().catch(undefined),
  versionId: rowId.optional().catch(undefined),
  /** The restore's confirmation that the unpublished draft may be replaced (the dialog, or the step without JavaScript). */
  replaceDraft: z.literal("yes").optional().catch(undefined),
});

/** `label` names what was saved ("the footer", "the services list"): not every editor is a page. */
const staleMessage = (label: string, by: string | null, at: Date | null, what = "your changes were not saved") =>
  `${by ?? "Another admin"} saved ${label}${at ? ` at ${formatDateTime(at)}` : ""} while you were editing, so ${what}.`;

/** The conflict notice of an editor whose save or publish was refused because someone else saved meanwhile. */
export interface EditConflict {
  /** Who saved and when, in a sentence. (Not a form error of the reply: Conform would move focus into the form.) */
  message: string;
  /** Who saved meanwhile (null: not known), and when, as the notice words it. */
  by: string | null;
  at: string | null;
  /** The revision they left: "Replace … with mine" names it, so a later write than theirs is refused again. */
  theirs: number;
  /** The button that was refused: replacing their version does the same (save the draft, or publish). */
  intent: "save" | "publish";
  fields: FieldDifference[];
  /** How many more fields differ than `fields` lists. */
  more: number;
}

/**
 * What the editor action answers its form with (besides a redirect): Conform's reply, the revision the form was
 * loaded at (`base`, which the form keeps sending: a page rendered after a refusal shows the newest revision in
 * its loader data, and must not take it), and after a refused stale write the conflict to show.
 */
export type DocumentEditorReply = SubmissionResult<string[]> & { base: number; conflict?: EditConflict };

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
    theirs: formData.get("theirs") ?? undefined,
    versionId: formData.get("versionId") ?? undefined,
    replaceDraft: formData.get("replaceDraft") ?? undefined,
  });
  const url = new URL(request.url).pathname;

  if (control.intent === "restore") {
    if (!control.versionId) return redirectWithToast(context, url, { tone: "error", message: "Choose a version to restore." });
    const restored = await restoreVersion(context.services, document, control.versionId, control.revision, actor, {
      replaceDraft: control.replaceDraft === "yes",
    });
    if (restored.ok)
      return redirectWithToast(context, url, {
        tone: "success",
        message: `The old version is back as a draft of ${label}. Publish it to make it live.`,
      });
    // the draft would be lost: ask first (the History shows the question at this address)
    if (restored.reason === "draft_exists")
      return redirect(`${url}?restore=${control.versionId}#restore-confirm`, { status: 303 });
    if (restored.reason === "not_found")
      return redirectWithToast(context, url, { tone: "error", message: "That version no longer exists." });
    if (restored.reason === "stale")
      return redirectWithToast(context, url, {
        tone: "error",
        message: `${staleMessage(label, restored.by, restored.at, "the old version was not restored")} Their version is shown now: restore again if you still want the old one.`,
      });
    return redirectWithToast(context, url, { tone: "error", message: "That version can no longer be restored." });
  }

  const schema = documentSchema(document);
  const submission = parseWithZod(formData, { schema });
  const base = control.revision;
  const reply = (result: SubmissionResult<string[]>, conflict?: EditConflict): DocumentEditorReply => ({
    ...result,
    base,
    ...(conflict ? { conflict } : {}),
  });
  // A list intent (add / remove / move) without JavaScript: show the form again, changed.
  if (submission.status === undefined) return data(reply(submission.reply()));
  if (submission.status !== "success") return data(reply(submission.reply()), { status: 400 });

  // the Bangla and Arabic boxes of the form: every one is sent, so what is missing here is not translated
  const translations = translationsFromForm(formData);
  if (!translations)
    return data(reply(submission.reply({ formErrors: ["A translation is too long. Shorten it and try again."] })), {
      status: 400,
    });
  const replacing = control.intent === "replace-save" || control.intent === "replace-publish";
  if (replacing && control.theirs === undefined)
    return data(reply(submission.reply({ formErrors: ["Nothing to replace: press Save draft or Publish."] })), { status: 400 });
  const expected = replacing ? control.theirs! : base;
  const publishing = control.intent === "publish" || control.intent === "replace-publish";
  const outcome = publishing
    ? await publishDocument(context.services, document, submission.value, expected, actor, translations)
    : await saveDraft(context.services, document, submission.value, expected, actor, translations);
  if (!outcome.ok && outcome.reason === "stale") {
    const message = `${staleMessage(label, outcome.by, outcome.at)} Everything you typed is still below.`;
    const theirs = schema.safeParse(outcome.content);
    const conflict: EditConflict = {
      message,
      by: outcome.by,
      at: outcome.at ? formatDateTime(outcome.at) : null,
      theirs: outcome.revision,
      intent: publishing ? "publish" : "save",
      ...differingFields(theirs.success ? theirs.data : outcome.content, submission.value),
    };
    return dataWithToast(context, reply(submission.reply(), conflict), { tone: "error", message }, { status: 409 });
  }
  if (!outcome.ok) {
    const fieldErrors = outcome.problems
      ? Object.fromEntries(outcome.problems.map((p) => [p.path, [PROBLEM_MESSAGES[p.problem]]]))
      : undefined;
    return data(reply(submission.reply({ formErrors: ["Some fields need attention."], fieldErrors })), { status: 400 });
  }
  return redirectWithToast(context, url, {
    tone: "success",
    message: publishing
      ? `${label.charAt(0).toUpperCase()}${label.slice(1)} is published: visitors see it now.`
      : `Draft of ${label} saved. Publish to make it live.`,
  });
}
