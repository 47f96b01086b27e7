import type { DocumentKey } from "#server/modules/content/documents.js";

/**
 * The document editors of the admin area: one route module (app/admin-editor-route.tsx) serves every address
 * below, each through a file of its own in app/routes that re-exports it.
 */
export interface EditorEntry {
  /** The editor's own address: its forms post there. */
  path: string;
  /** An index address that shows the same editor (its forms still post to `path`). */
  indexOf?: string;
  document: DocumentKey;
  /** How the action's toasts name the document ("Draft of … saved."). */
  label: string;
  title: string;
  /** The browser tab's title; without one the page keeps the title of the layout around it. */
  metaTitle?: string;
  description: string;
  /** The public page that shows this document, previewed with the saved draft applied. */
  previewPath: string;
  /** Parts of the page the site shows among the sections that are edited elsewhere (listed in the editor all the same). */
  fixed?: readonly FixedBlock[];
}

/**
 * A part of a public page that is not one of its sections: the editor lists it where the site shows it, says what
 * it shows and links to where that is edited, so every visible part of the page is found from its editor.
 */
export interface FixedBlock {
  /** What the loader names its current content by (app/utils/document-editor.server.ts `fixedContent`). */
  id: "recent-work" | "contact-form";
  /** Where the site shows it: after the banner (the first hero section), or before the closing call to action. */
  place: "after-hero" | "before-closing-cta";
  title: string;
  description: string;
  link: { to: string; label: string };
}

export const DOCUMENT_EDITORS: readonly EditorEntry[] = [
  {
    path: "/admin/home",
    indexOf: "/admin",
    document: "page:home",
    label: "the home page",
    title: "Home",
    metaTitle: "Home",
    description: "The sections of the public home page, top to bottom.",
    previewPath: "/",
    fixed: [
      {
        id: "recent-work",
        place: "before-closing-cta",
        title: "Recent work",
        description:
          "The first three projects of the Projects list, as cards with a link to all projects (shown while the list has a published project). Change, hide or reorder them in the Projects editor.",
        link: { to: "/admin/projects", label: "Edit the projects" },
      },
    ],
  },
  {
    path: "/admin/about",
    document: "page:about",
    label: "the About page",
    title: "About",
    metaTitle: "About",
    description: "The About page: company story, mission, values and team.",
    previewPath: "/about",
  },
  {
    path: "/admin/contact",
    document: "page:contact",
    label: "the Contact page",
    title: "Contact",
    metaTitle: "Contact",
    description: "The Contact page: contact details and the text around the message form.",
    previewPath: "/contact",
    fixed: [
      {
        id: "contact-form",
        place: "after-hero",
        title: "Message form and offices",
        description:
          "The form visitors write to the office with (messages arrive in the inbox), beside the office addresses, which are the Footer's office locations.",
        link: { to: "/admin/layouts/footer", label: "Edit the offices" },
      },
    ],
  },
  {
    path: "/admin/training",
    document: "page:training",
    label: "the Training page",
    title: "Training",
    metaTitle: "Training",
    description: "The Training page: courses and how workers are prepared.",
    previewPath: "/training",
  },
  {
    path: "/admin/gallery",
    document: "gallery",
    label: "the gallery",
    title: "Gallery",
    metaTitle: "Gallery",
    description:
      "Only the images listed here appear on /gallery, in this order, with their captions. Add pictures from Image Upload (job posters cannot be added). Category chips let visitors filter by a library category.",
    previewPath: "/gallery",
  },
  {
    path: "/admin/services",
    document: "collection:services",
    label: "the services list",
    title: "Services",
    metaTitle: "Services",
    description:
      "The services of /service: the detailed list on top and the priced service cards below, each with its own page at /services/…. Untick “Shown on the site” to hide one without deleting it.",
    previewPath: "/service",
  },
  {
    path: "/admin/projects",
    document: "collection:projects",
    label: "the project list",
    title: "Projects",
    metaTitle: "Projects",
    description:
      "The finished projects of /project ('Featured Projects') and the home page, in this order. Untick “Shown on the site” to hide one without deleting it.",
    previewPath: "/project",
  },
  {
    path: "/admin/man-power",
    document: "collection:manpower",
    label: "the manpower project list",
    title: "Manpower projects",
    metaTitle: "Manpower projects",
    description:
      "The projects of /man-power that Crestline supplies workers to. Ongoing projects show their start date, completed ones their completion date; the first of each tab is the featured one.",
    previewPath: "/man-power",
  },
  {
    path: "/admin/layouts/navbar",
    indexOf: "/admin/layouts",
    document: "settings:navbar",
    label: "the navigation bar",
    title: "Navigation bar",
    description: "The logo, the company name and the links at the top of every page and in the phone menu.",
    previewPath: "/",
  },
  {
    path: "/admin/layouts/footer",
    document: "settings:footer",
    label: "the footer",
    title: "Footer",
    description: "Logo, company description, social links, office locations and copyright text at the bottom of every page.",
    previewPath: "/",
  },
];

const withoutTrailingSlash = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** The editor shown at an address: its own path or the index address it also opens at. */
export function editorAt(pathname: string): EditorEntry | undefined {
  const path = withoutTrailingSlash(pathname);
  return DOCUMENT_EDITORS.find((entry) => entry.path === path || entry.indexOf === path);
}
