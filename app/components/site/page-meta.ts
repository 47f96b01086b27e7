import type { MetaFunction } from "@remix-run/node";
import { heroPreload } from "~/components/site/responsive-image";
import { pageHeroImage } from "~/components/site/sections";
import { seo } from "~/utils/seo";

type EditedPage = NonNullable<Parameters<typeof pageHeroImage>[0]> & { title: string; description: string };

/**
 * The meta of a public page built on an edited page (its loader's `page`): the page's title (`title` while it has
 * none, or always with `fixedTitle`) and description, the canonical `path`, and the preload of its hero picture,
 * which `shareHero` also makes the share image.
 */
export function editedPageMeta(
  title: string,
  path: string,
  { fixedTitle = false, shareHero = false }: { fixedTitle?: boolean; shareHero?: boolean } = {},
): MetaFunction {
  return ({ data, matches }) => {
    const page = (data as { page?: EditedPage | null } | undefined)?.page;
    const heroImage = pageHeroImage(page);
    return [
      ...seo({
        title: fixedTitle ? title : (page?.title ?? title),
        description: page?.description,
        path,
        matches,
        image: shareHero ? heroImage?.src : undefined,
      }),
      ...heroPreload(heroImage),
    ];
  };
}
