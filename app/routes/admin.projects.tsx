import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { projectsContentSchema } from "#server/modules/content/collections.js";
import { DocumentEditor } from "~/components/admin/editor/document-editor";
import { adminMeta } from "~/components/admin/meta";
import { documentEditorAction, loadDocumentEditor } from "~/utils/document-editor.server";

export const meta: MetaFunction = () => adminMeta("Projects");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDocumentEditor(request, context, "collection:projects");

export const action = ({ request, context }: ActionFunctionArgs) =>
  documentEditorAction(request, context, "collection:projects", "the project list");

export default function AdminProjects() {
  return (
    <DocumentEditor
      title="Projects"
      description="The finished projects of /project ('Featured Projects') and the home page, in this order. Untick “Shown on the site” to hide one without deleting it."
      schema={projectsContentSchema}
      action="/admin/projects"
      previewPath="/project"
    />
  );
}
