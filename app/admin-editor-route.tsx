import type { MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { useLocation } from "@remix-run/react";
import { documentSchema } from "#server/modules/content/documents.js";
import { DocumentEditor } from "~/components/admin/editor/document-editor";
import { editorAt } from "~/components/admin/editor/editors";
import { adminMeta } from "~/components/admin/meta";

/**
 * The browser half of every document editor (pages, collections, gallery, navbar, footer), at each address of
 * app/components/admin/editor/editors.ts, which names the document and the wording: each address has a file of its
 * own in app/routes that re-exports this and the loader and action of ./admin-editor-route.server.ts.
 */

export const meta: MetaFunction = ({ location, matches }) => {
  const title = editorAt(location.pathname)?.metaTitle;
  // Without a title of its own the editor keeps the one of the layout around it (as a route without meta would).
  return title ? adminMeta(title) : (matches[matches.length - 2]?.meta ?? []);
};

/**
 * A refused write (409 someone saved meanwhile, 400 a field to fix) changed nothing stored: the editor is not loaded
 * again, so the form keeps what was typed and the revision it was loaded at. (Without this function single fetch
 * would load it along with the admin layout, which reads the flash toast after every post.)
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, actionStatus, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" && actionStatus !== undefined && actionStatus >= 400 ? false : defaultShouldRevalidate;

export default function AdminDocumentEditor() {
  const entry = editorAt(useLocation().pathname)!;
  return (
    <DocumentEditor
      title={entry.title}
      description={entry.description}
      schema={documentSchema(entry.document)}
      action={entry.path}
      previewPath={entry.previewPath}
      fixed={entry.fixed}
    />
  );
}
