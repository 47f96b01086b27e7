import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { navbarSettingsSchema } from "#server/modules/content/schemas.js";
import { DocumentEditor } from "~/components/admin/editor/document-editor";
import { documentEditorAction, loadDocumentEditor } from "~/utils/document-editor.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDocumentEditor(request, context, "settings:navbar");

export const action = ({ request, context }: ActionFunctionArgs) =>
  documentEditorAction(request, context, "settings:navbar", "the navigation bar");

export default function AdminLayoutsNavbar() {
  return (
    <DocumentEditor
      title="Navigation bar"
      description="The logo and company name at the top of every page."
      schema={navbarSettingsSchema}
      action="/admin/layouts/navbar"
      previewPath="/"
    />
  );
}
