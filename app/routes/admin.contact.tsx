import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { pageContentSchema } from "#server/modules/content/documents.js";
import { DocumentEditor } from "~/components/admin/editor/document-editor";
import { adminMeta } from "~/components/admin/meta";
import { documentEditorAction, loadDocumentEditor } from "~/utils/document-editor.server";

export const meta: MetaFunction = () => adminMeta("Contact");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDocumentEditor(request, context, "page:contact");

export const action = ({ request, context }: ActionFunctionArgs) =>
  documentEditorAction(request, context, "page:contact", "the Contact page");

export default function AdminContact() {
  return (
    <DocumentEditor
      title="Contact"
      description="The Contact page: contact details and the text around the message form."
      schema={pageContentSchema}
      action="/admin/contact"
      previewPath="/contact"
    />
  );
}
