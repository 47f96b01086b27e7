import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { pageForRequest } from "#server/modules/content/editing.server.js";
import { heroPreload } from "~/components/site/responsive-image";
import { Hero, pageHeroImage, Sections } from "~/components/site/sections";
import { publicUrlFrom, seo } from "~/utils/seo";

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { page: await pageForRequest(request, context, "training") };
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  ...seo({
    title: data?.page?.title ?? "Training",
    description: data?.page?.description,
    path: "/training",
    publicUrl: publicUrlFrom(matches),
  }),
  ...heroPreload(pageHeroImage(data?.page)),
];

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function TrainingPage() {
  const { page } = useLoaderData<typeof loader>();
  if (!page || page.sections.length === 0) return <Hero title="Training & Certification" />;
  return <Sections sections={page.sections} images={page.images} />;
}
