import type { MetaDescriptor } from "@remix-run/node";

/** Title and no-index tags of an admin page (route meta does not inherit from the layout). */
export function adminMeta(title?: string): MetaDescriptor[] {
  return [
    { title: title ? `${title} · Dynamic Website Editor` : "Dynamic Website Editor" },
    { name: "robots", content: "noindex, nofollow" },
  ];
}
