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

const categorySchema = text().trim().toLowerCase().max(60).optional().catch(undefined);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  requireLocale(params);
  const requested = categorySchema.parse(new URL(request.url).searchParams.get("category") ?? undefined);
  const [page, gallery] = await Promise.all([
    pageForRequest(request, context, "gallery"),
    galleryForRequest(request, context, requested),
  ]);
  return { page, ...gallery };
}

export const meta = editedPageMeta("Gallery", "/gallery");

export { SiteErrorBoundary as ErrorBoundary } from "~/components/site/error-page";

export default function GalleryPage() {
  const { page, categories, category, images } = useLoaderData<typeof loader>();
  const [index, setIndex] = useState<number | null>(null);
  const { hero, body, cta } = splitSections(page?.sections ?? []);
  const sectionImages = page?.images ?? {};
  const current = index === null ? null : images[index];
  const step = useCallback(
    (delta: number) => setIndex((i) => (i === null ? i : (i + delta + images.length) % images.length)),
    [images.length],
  );
  const open = index !== null;

  // Arrow keys move through the images wherever focus is inside the open lightbox.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === "ArrowRight") step(1);
      if (e.key === "ArrowLeft") step(-1);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, step]);

  return (
    <>
      {hero ? <Sections sections={[hero]} images={sectionImages} /> : <Hero title="Gallery" />}
      <section className="py-14 sm:py-20">
        <Container>
          <FilterChips label="Filter by category">
            {[{ category: null as string | null, label: "All", count: undefined as number | undefined }, ...categories].map(
              (c) => {
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
                      {c.label}
                      {c.count !== undefined ? (
                        <span className={active ? "text-white/70 dark:text-brand-900/70" : "text-slate-500"}>{c.count}</span>
                      ) : null}
                    </LocaleLink>
                  </li>
                );
              },
            )}
          </FilterChips>
          {images.length === 0 ? (
            <p className="mt-12 text-center text-slate-600 dark:text-slate-300">
              {category ? "No images in this category yet." : "No images in the gallery yet."}
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
                      aria-label={`Open image ${i + 1}${img.caption || img.alt ? `: ${img.caption || img.alt}` : ""}`}
                    >
                      <ResponsiveImage
                        image={img}
                        sizes="(min-width: 1024px) 300px, (min-width: 768px) 33vw, 50vw"
                        className="aspect-[4/3] w-full object-cover transition-transform duration-300 group-hover:scale-105"
                      />
                    </a>
                    {img.caption ? (
                      <figcaption className="mt-2 text-sm text-slate-700 dark:text-slate-300">{img.caption}</figcaption>
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
        title={current?.caption || current?.alt || "Image"}
        description={current && index !== null ? `Image ${index + 1} of ${images.length}` : undefined}
        size="xl"
        closeLabel="Close image"
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
              className="max-h-[65dvh] w-full rounded-lg bg-slate-900 object-contain"
            />
            {images.length > 1 ? (
              <div className="mt-4 flex items-center justify-between gap-3">
                <button
                  type="button"
                  onClick={() => step(-1)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold text-brand-800 hover:bg-slate-100 dark:text-white dark:hover:bg-slate-800"
                >
                  <Icon path={UI_ICONS.chevronLeft} className="size-5" /> Previous
                </button>
                <p className="text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
                  {(index ?? 0) + 1} / {images.length}
                </p>
                <button
                  type="button"
                  onClick={() => step(1)}
                  className="inline-flex min-h-11 items-center gap-1 rounded-md px-3 font-semibold text-brand-800 hover:bg-slate-100 dark:text-white dark:hover:bg-slate-800"
                >
                  Next <Icon path={UI_ICONS.chevronRight} className="size-5" />
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
