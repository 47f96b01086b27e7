import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageContentSchema } from "#server/modules/content/documents.js";
import { DocumentEditor } from "~/components/admin/editor/document-editor";
import { adminMeta } from "~/components/admin/meta";
import { documentEditorAction, loadDocumentEditor } from "~/utils/document-editor.server";

export const meta: MetaFunction = () => adminMeta("Training");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDocumentEditor(request, context, "page:training");

export const action = ({ request, context }: ActionFunctionArgs) =>
  documentEditorAction(request, context, "page:training", "the Training page");

export default function AdminTraining() {
  return (
    <DocumentEditor
      title="Training"
      description="The Training page: courses and how workers are prepared."
      schema={pageContentSchema}
      action="/admin/training"
      previewPath="/training"
    />
  );
}
