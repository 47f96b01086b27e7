import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireLocale } from "~/utils/locale";
import { LocaleLink } from "~/components/ui/locale-link";
import { useLoaderData } from "@remix-run/react";
import { clsx } from "clsx";
import { useCallback, useEffect, useState } from "react";
import { text } from "#server/modules/validation/text.js";
import { galleryForRequest, pageForRequest } from "#server/modules/content/editing.server.js";
import { FilterChips } from "~/components/site/filter-chips";
import { Icon, UI_ICONS } from "~/components/site/icons";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { Container, Hero, Sections, splitSections } from "~/components/site/sections";
import { LazyModal, loadModal } from "~/components/ui/lazy-modal";
import { editedPageMeta } from "~/components/site/page-meta";
import { fallbackLang } from "#server/modules/i18n/fallback";
import { useFormat, useT } from "~/utils/i18n";

const categorySchema = text().trim().toLowerCase().max(60).optional().catch(undefined);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const locale = requireLocale(params);
  const requested = categorySchema.parse(new URL(request.url).searchParams.get("category") ?? undefined);
  const [page, gallery] = await Promise.all([
    pageForRequest(request, context, "gallery", locale),
    galleryForRequest(request, context, requested, locale),
  ]);
  return { page, ...gallery };
}

export const meta = editedPageMeta((t) => t("gallery.title"), "/gallery");

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function GalleryPage() {
  const { page, categories, category, images } = useLoaderData<typeof loader>();
  const t = useT();
  const { number } = useFormat();
  const [index, setIndex] = useState<number | null>(null);
  const { hero, body, cta } = splitSections(page?.sections ?? []);
  const sectionImages = page?.images ?? {};
  const current = index === null ? null : images[index];
  const step = useCallback(
    (delta: number) => setIndex((i) => (i === null ? i : (i + delta + images.length) % images.length)),
    [images.length],
  );
  const open = index !== null;

  // Arrow keys move through the images wherever focus is inside the open lightbox; in Arabic the next one is leftwards.
  useEffect(() => {
    if (!open) return;
    const forward = document.documentElement.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight" || e.key === "ArrowLeft") step(e.key === forward ? 1 : -1);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, step]);

  return (
    <>
      {hero ? <Sections sections={[hero]} images={sectionImages} /> : <Hero title={t("gallery.title")} />}
      <section className="py-14 sm:py-20">
        <Container>
          <FilterChips label={t("gallery.filterLabel")}>
            {[
              { category: null as string | null, label: t("gallery.all"), count: undefined as number | undefined },
              ...categories,
            ].map((c) => {
              const active = c.category === category;
              return (
                <li key={c.category ?? "all"}>
                  <LocaleLink
                    to={c.category ? `/gallery?category=${encodeURIComponent(c.category)}` : "/gallery"}
                    preventScrollReset
                    aria-current={active ? "page" : undefined}
                    className={clsx(
                      "inline-flex min-h-10 items-center gap-1.5 rounded-full border px-4 text-sm font-semibold",
                      active
                        ? "border-brand-800 bg-brand-800 text-white dark:border-accent-500 dark:bg-accent-500 dark:text-brand-900"
                        : "border-slate-300 bg-white text-slate-700 hover:border-brand-800 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200",
                    )}
                  >
                    <span lang={fallbackLang(c, "label")}>{c.label}</span>
                    {c.count !== undefined ? (
                      <span className={active ? "text-white/70 dark:text-brand-900/70" : "text-slate-500"}>
                        {number(c.count)}
                      </span>
                    ) : null}
                  </LocaleLink>
                </li>
              );
            })}
          </FilterChips>
          {images.length === 0 ? (
            <p className="mt-12 text-center text-slate-600 dark:text-slate-300">
              {category ? t("gallery.emptyCategory") : t("gallery.empty")}
            </p>
          ) : (
            <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4">
              {images.map((img, i) => (
                <li key={img.id}>
                  <figure>
                    {/* Without JavaScript the link opens the full image; with it, the lightbox. */}
                    <a
                      href={img.fullSrc}
                      onClick={(e) => {
                        e.preventDefault();
                        setIndex(i);
                      }}
                      onPointerEnter={loadModal}
                      onFocus={loadModal}
                      className="group block overflow-hidden rounded-xl focus-visible:outline-offset-4"
                      aria-label={
                        img.caption || img.alt
                          ? t("gallery.openNamed", { n: number(i + 1), name: img.caption || img.alt })
                          : t("gallery.open", { n: number(i + 1) })
                      }
                    >
                      <ResponsiveImage
                        image={img}
                        lang={fallbackLang(img, "alt")}
                        sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw"
                        className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
                      />
                    </a>
                    {img.caption ? (
                      <figcaption lang={fallbackLang(img, "caption")} className="mt-2 text-sm text-slate-700 dark:text-slate-300">
                        {img.caption}
                      </figcaption>
                    ) : null}
                  </figure>
                </li>
              ))}
            </ul>
          )}
        </Container>
      </section>
      <LazyModal
        open={current !== null}
        onOpenChange={(open) => !open && setIndex(null)}
        title={
          current?.caption ? (
            <span lang={fallbackLang(current, "caption")}>{current.caption}</span>
          ) : current?.alt ? (
            <span lang={fallbackLang(current, "alt")}>{current.alt}</span>
          ) : (
            t("gallery.image")
          )
        }
        description={
          current && index !== null ? t("gallery.position", { n: number(index + 1), total: number(images.length) }) : undefined
        }
        size="xl"
        closeLabel={t("gallery.close")}
      >
        {current ? (
          <div>
            <img
              key={current.id}
              src={current.fullSrc}
              srcSet={current.srcSet}
              sizes="(min-width: 640px) 864px, 100vw"
              width={current.width}
              height={current.height}
              alt={current.alt}
              lang={fallbackLang(current, "alt")}
              className="max-h-[65dvh] w-full rounded-lg bg-slate-900 object-contain"
            />
            {images.length > 1 ? (
              <div className="mt-4 flex items-center justify-between gap-3">
                <button
                  type="button"
                  onClick={() => step(-1)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold text-brand-800 hover:bg-slate-100 dark:text-white dark:hover:bg-slate-800"
                >
                  <Icon path={UI_ICONS.chevronLeft} className="size-5" /> {t("common.previous")}
                </button>
                <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
                  {t("gallery.counter", { n: number((index ?? 0) + 1), total: number(images.length) })}
                </p>
                <button
                  type="button"
                  onClick={() => step(1)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold text-brand-800 hover:bg-slate-100 dark:text-white dark:hover:bg-slate-800"
                >
                  {t("common.next")} <Icon path={UI_ICONS.chevronRight} className="size-5" />
                </button>
              </div>
            ) : null}
          </div>
        ) : null}
      </LazyModal>
      <Sections sections={cta ? [...body, cta] : body} images={sectionImages} />
    </>
  );
}
