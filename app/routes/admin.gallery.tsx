import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { galleryContentSchema } from "#server/modules/content/gallery.js";
import { DocumentEditor } from "~/components/admin/editor/document-editor";
import { adminMeta } from "~/components/admin/meta";
import { documentEditorAction, loadDocumentEditor } from "~/utils/document-editor.server";

export const meta: MetaFunction = () => adminMeta("Gallery");

export const loader = ({ request, context }: LoaderFunctionArgs) => loadDocumentEditor(request, context, "gallery");

export const action = ({ request, context }: ActionFunctionArgs) =>
  documentEditorAction(request, context, "gallery", "the gallery");

export default function AdminGallery() {
  return (
    <DocumentEditor
      title="Gallery"
      description="Only the images listed here appear on /gallery, in this order, with their captions. Add pictures from Image Upload (job posters cannot be added). Category chips let visitors filter by a library category."
      schema={galleryContentSchema}
      action="/admin/gallery"
      previewPath="/gallery"
    />
  );
}
