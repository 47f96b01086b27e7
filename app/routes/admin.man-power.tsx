import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { manpowerContentSchema } from "#server/modules/content/collections.js";
import { DocumentEditor } from "~/components/admin/editor/document-editor";
import { adminMeta } from "~/components/admin/meta";
import { documentEditorAction, loadDocumentEditor } from "~/utils/document-editor.server";

export const meta: MetaFunction = () => adminMeta("Manpower projects");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDocumentEditor(request, context, "collection:manpower");

export const action = ({ request, context }: ActionFunctionArgs) =>
  documentEditorAction(request, context, "collection:manpower", "the manpower project list");

export default function AdminManpower() {
  return (
    <DocumentEditor
      title="Manpower projects"
      description="The projects of /man-power that Crestline supplies workers to. Ongoing projects show their start date, completed ones their completion date; the first of each tab is the featured one."
      schema={manpowerContentSchema}
      action="/admin/man-power"
      previewPath="/man-power"
    />
  );
}
