/** /admin shows the Home editor (its forms post to /admin/home; nav.ts marks Home as current here). */
export { default, loader, meta } from "./admin.home";
