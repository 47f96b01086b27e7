/** /admin/layouts opens on the navigation bar editor (its forms post to /admin/layouts/navbar). */
export { default, loader } from "./admin.layouts.navbar";
