import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageContentSchema } from "#server/modules/content/documents.js";
import { DocumentEditor } from "~/components/admin/editor/document-editor";
import { adminMeta } from "~/components/admin/meta";
import { documentEditorAction, loadDocumentEditor } from "~/utils/document-editor.server";

export const meta: MetaFunction = () => adminMeta("About");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDocumentEditor(request, context, "page:about");

export const action = ({ request, context }: ActionFunctionArgs) =>
  documentEditorAction(request, context, "page:about", "the About page");

export default function AdminAbout() {
  return (
    <DocumentEditor
      title="About"
      description="The About page: company story, mission, values and team."
      schema={pageContentSchema}
      action="/admin/about"
      previewPath="/about"
    />
  );
}
