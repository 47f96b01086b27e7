import { clsx } from "clsx";
import { useRef, type ReactNode } from "react";
import { edgeFadeClass, useScrollEdges } from "~/components/ui/use-scroll-edges";

/**
 * A row of filter chips that scrolls sideways on narrow screens. While more chips hide past an edge, that
 * edge fades out (a hint that the row scrolls); on wide screens the chips wrap and nothing fades.
 */
export function ChipScroller({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const edges = useScrollEdges(ref, "x");
  return (
    <nav
      ref={ref}
      aria-label={label}
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
      className={clsx("-mx-4 snap-x scroll-px-4 overflow-x-auto px-4 pb-1 sm:mask-none", edgeFadeClass("x", edges))}
    >
      <ul className="flex min-w-max gap-2 sm:min-w-0 sm:flex-wrap sm:justify-center [&>li]:snap-start">{children}</ul>
    </nav>
  );
}
