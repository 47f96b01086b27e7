import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { servicesContentSchema } from "#server/modules/content/collections.js";
import { DocumentEditor } from "~/components/admin/editor/document-editor";
import { adminMeta } from "~/components/admin/meta";
import { documentEditorAction, loadDocumentEditor } from "~/utils/document-editor.server";

export const meta: MetaFunction = () => adminMeta("Services");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDocumentEditor(request, context, "collection:services");

export const action = ({ request, context }: ActionFunctionArgs) =>
  documentEditorAction(request, context, "collection:services", "the services list");

export default function AdminServices() {
  return (
    <DocumentEditor
      title="Services"
      description="The services of /service: the detailed list on top and the priced service cards below, each with its own page at /services/…. Untick “Shown on the site” to hide one without deleting it."
      schema={servicesContentSchema}
      action="/admin/services"
      previewPath="/service"
    />
  );
}
