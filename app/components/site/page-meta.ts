import type { MetaFunction } from "@remix-run/node";
import { heroPreload } from "~/components/site/responsive-image";
import { pageHeroImage } from "~/components/site/sections";
import type { Translate } from "~/utils/i18n";
import { metaTranslate, seo } from "~/utils/seo";

type EditedPage = NonNullable<Parameters<typeof pageHeroImage>[0]> & { title: string; description: string };

/** A text of a page's meta: as it is, or read from the page language's catalog. */
type MetaText = string | ((t: Translate) => string);

/**
 * The meta of a public page built on an edited page (its loader's `page`): the page's title (`title` while it has
 * none, or always with `fixedTitle`) and description (`description` instead, when given), the canonical `path`, and
 * the preload of its hero picture, which `shareHero` also makes the share image.
 */
export function editedPageMeta(
  title: MetaText,
  path: string,
  {
    fixedTitle = false,
    shareHero = false,
    description,
  }: { fixedTitle?: boolean; shareHero?: boolean; description?: (t: Translate) => string } = {},
): MetaFunction {
  return ({ data, matches }) => {
    const page = (data as { page?: EditedPage | null } | undefined)?.page;
    const heroImage = pageHeroImage(page);
    const t = metaTranslate(matches);
    const fixed = typeof title === "string" ? title : title(t);
    return [
      ...seo({
        title: fixedTitle ? fixed : (page?.title ?? fixed),
        description: description ? description(t) : page?.description,
        path,
        matches,
        image: shareHero ? heroImage?.src : undefined,
      }),
      ...heroPreload(heroImage),
    ];
  };
}
