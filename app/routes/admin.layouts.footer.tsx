import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { footerSettingsSchema } from "#server/modules/content/schemas.js";
import { DocumentEditor } from "~/components/admin/editor/document-editor";
import { documentEditorAction, loadDocumentEditor } from "~/utils/document-editor.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDocumentEditor(request, context, "settings:footer");

export const action = ({ request, context }: ActionFunctionArgs) =>
  documentEditorAction(request, context, "settings:footer", "the footer");

export default function AdminLayoutsFooter() {
  return (
    <DocumentEditor
      title="Footer"
      description="Logo, company description, social links, office locations and copyright text at the bottom of every page."
      schema={footerSettingsSchema}
      action="/admin/layouts/footer"
      previewPath="/"
    />
  );
}
