import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/routes/_site";
import { SITE_LAYOUT_ID } from "./site-layout";

/** The public layout's data (chosen country, public URL…) from any page inside it. */
export function useSiteData() {
  const data = useRouteLoaderData<typeof loader>(SITE_LAYOUT_ID);
  if (!data) throw new Error("useSiteData must be used inside the _site layout");
  return data;
}
