/** The route id of the public site's layout (app/routes/_site.tsx): every public page is under it. */
export const SITE_LAYOUT_ID = "routes/_site";
