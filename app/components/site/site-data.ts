import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/routes/_site";

/** The public layout's data (chosen country, public URL…) from any page inside it. */
export function useSiteData() {
  const data = useRouteLoaderData<typeof loader>("routes/_site");
  if (!data) throw new Error("useSiteData must be used inside the _site layout");
  return data;
}
