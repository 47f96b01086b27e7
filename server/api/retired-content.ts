/*
 * The previous backend's free-form content keys (docs/api.md §11): about 30 untyped JSON blobs, each a route taking GET,
 * PUT and PATCH. They are not carried over (their content lives in the typed sections of `pages/{slug}/`, the
 * services and projects routes, §12), but a client still meets them as the routes they were: the method check
 * comes first (docs/api.md §3: auth and method before the body), so POST and DELETE answer as they always
 * did, `405` with an empty body and `Allow: GET, PUT, PATCH, HEAD, OPTIONS`; the methods they took
 * answer `404 {"detail": "Not found."}`, since the content is gone. No body is read and no token is asked for.
 */

/** The keys, under the API base, as the previous backend's `urls.py` named them (README, "REST API"). */
export const RETIRED_CONTENT_KEYS = [
  "home/carousel",
  "home/hero",
  "home/new",
  "home/news",
  "home/cards",
  "home/grid-cards",
  "home/services",
  "home/statistics",
  "home/timeline",
  "home/why-us",
  "home/our-clients",
  "home/associates",
  "home/about-preview",
  "home/industries",
  "home/contact",
  "home/location",
  "home/featured-video",
  "about/about1",
  "about/about2",
  "about/message",
  "about/core-values",
  "about/faq",
  "about/team",
  "contact/contact1",
  "contact/contact2",
  "services",
  "gallery",
  "sustainability",
  "career",
] as const;

/** The methods the retired keys took, as their `405` lists them. */
export const RETIRED_CONTENT_ALLOW = "GET, PUT, PATCH, HEAD, OPTIONS";

const RETIRED_PATHS = new Set<string>(RETIRED_CONTENT_KEYS.map((key) => `/backend/api/${key}/`));

/** Whether a (slashed) path is one of the retired content keys. */
export const isRetiredContentPath = (path: string) => RETIRED_PATHS.has(path);
