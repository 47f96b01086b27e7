import type { Messages } from "@lingui/core";
import { pathWithoutLocale } from "./i18n";

/**
 * The messages that only some public pages show, by id prefix, with the English paths of those pages (`*` stands for
 * one segment). The root loader sends a page its language's catalog without the other pages' groups
 * (docs/translations.md, "Interface text"); every other message (the layout, the forms' shared words, validation)
 * goes with every page. tests/unit/page-messages.test.ts fails when a component of another page names one of these.
 */
export const PAGE_MESSAGES: Readonly<Record<string, readonly string[]>> = {
  home: ["/", "/home"],
  service: ["/service", "/services", "/services/*"],
  projects: ["/project"],
  manpower: ["/man-power"],
  gallery: ["/gallery"],
  contact: ["/contact", "/contact-us"],
  quote: ["/quote"],
  jobs: ["/apply-jobs-now"],
  agentForm: ["/agent-registration", "/demand-submission"],
  demandForm: ["/agent-registration", "/demand-submission"],
  registration: ["/worker-registration"],
  receipt: ["/worker-registration", "/worker-registration/receipt"],
  track: ["/worker-registration", "/worker-registration/track"],
  lookup: ["/worker-registration/receipt", "/worker-registration/track"],
};

/** The admin area and its sign-in, in English, render the public forms' previews: they keep the whole catalog. */
const WHOLE_CATALOG = /^\/(admin|login|logout)(\/|$)/;

function matches(pattern: string, path: string): boolean {
  const a = pattern.split("/");
  const b = path.split("/");
  return a.length === b.length && a.every((segment, i) => segment === "*" || segment === b[i]);
}

/** The page a request is for: a navigation's data request names it `/bn/quote.data`, `/bn.data` or `/_root.data`. */
export function pageOfRequest(pathname: string): string {
  return pathname.replace(/\.data$/, "").replace(/(^|\/)_root$/, "/");
}

/** The page groups whose messages a path's page needs (`quote`, …); every group for the admin area. */
export function pageGroups(pathname: string): string[] {
  const path = pathWithoutLocale(pageOfRequest(pathname)).replace(/(.)\/+$/, "$1");
  const all = Object.keys(PAGE_MESSAGES);
  if (WHOLE_CATALOG.test(path)) return all;
  return all.filter((group) => PAGE_MESSAGES[group]!.some((pattern) => matches(pattern, path)));
}

/** A catalog without the messages of the pages other than the one at `pathname`. */
export function messagesForPage(messages: Messages, pathname: string): Messages {
  const own = new Set(pageGroups(pathname));
  const out: Messages = {};
  for (const [id, message] of Object.entries(messages)) {
    const group = id.slice(0, id.indexOf("."));
    if (!(group in PAGE_MESSAGES) || own.has(group)) out[id] = message;
  }
  return out;
}
