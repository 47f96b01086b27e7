import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { editorAt, type EditorEntry } from "~/components/admin/editor/editors";
import { documentEditorAction, loadDocumentEditor } from "~/utils/document-editor.server";

/** The loader and action of every document editor (app/admin-editor-route.tsx). */

function editorOf(request: Request): EditorEntry {
  const found = editorAt(new URL(request.url).pathname);
  if (!found) throw new Response("Not Found", { status: 404 });
  return found;
}

export const loader = async ({ request, context }: LoaderFunctionArgs) =>
  loadDocumentEditor(request, context, editorOf(request).document);

export const action = async ({ request, context }: ActionFunctionArgs) => {
  const { document, label } = editorOf(request);
  return documentEditorAction(request, context, document, label);
};
