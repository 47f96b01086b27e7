import type { EditablePage } from "#server/modules/content/documents.js";

/**
 * The public pages that are only their edited sections (the About and Training editors): app/content-page-route.tsx
 * serves each at its `path`, through a file of its own in app/routes that re-exports it.
 */
export interface ContentPageEntry {
  path: string;
  page: EditablePage;
  /** The browser tab's title while the page has no title of its own (a message id of app/locales). */
  title: string;
  /** The banner shown while the page has no sections (a message id). */
  heading: string;
}

export const CONTENT_PAGES: readonly ContentPageEntry[] = [
  { path: "/about", page: "about", title: "page.about", heading: "page.about" },
  { path: "/training", page: "training", title: "page.training", heading: "page.trainingHeading" },
];

export function contentPageAt(pathname: string): ContentPageEntry | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return CONTENT_PAGES.find((page) => page.path === path);
}
