import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageContentSchema } from "#server/modules/content/documents.js";
import { DocumentEditor } from "~/components/admin/editor/document-editor";
import { adminMeta } from "~/components/admin/meta";
import { documentEditorAction, loadDocumentEditor } from "~/utils/document-editor.server";

export const meta: MetaFunction = () => adminMeta("Home");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDocumentEditor(request, context, "page:home");

export const action = ({ request, context }: ActionFunctionArgs) =>
  documentEditorAction(request, context, "page:home", "the home page");

export default function AdminHome() {
  return (
    <DocumentEditor
      title="Home"
      description="The sections of the public home page, top to bottom."
      schema={pageContentSchema}
      action="/admin/home"
      previewPath="/"
    />
  );
}
