import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageForRequest } from "#server/modules/content/editing.server.js";
import { heroPreload } from "~/components/site/responsive-image";
import { Hero, pageHeroImage, Sections } from "~/components/site/sections";
import { publicUrlFrom, seo } from "~/utils/seo";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { page: await pageForRequest(request, context, "about") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...seo({
    title: data?.page?.title ?? "About Us",
    description: data?.page?.description,
    path: "/about",
    publicUrl: publicUrlFrom(matches),
  }),
  ...heroPreload(pageHeroImage(data?.page)),
];

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function AboutPage() {
  const { page } = useLoaderData<typeof loader>();
  if (!page || page.sections.length === 0) return <Hero title="About Us" />;
  return <Sections sections={page.sections} images={page.images} />;
}
