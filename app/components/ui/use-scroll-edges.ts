import { useEffect, useState, type RefObject } from "react";

/**
 * Whether a scrolling box hides more content before its start and past its end (left/right for "x", mirrored right to left,
 * top/bottom for "y"), kept current on scroll and resize. Used to fade the edge that hides more, so a
 * visitor sees the box scrolls. Before hydration it assumes more past the end (`initialEnd`).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>, axis: "x" | "y", initialEnd = true) {
  const [edges, setEdges] = useState({ start: false, end: initialEnd });
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const update = () => {
      const [offset, visible, total] =
        // right to left, scrollLeft runs from 0 at the start to negative values toward the end
        axis === "x"
          ? [Math.abs(el.scrollLeft), el.clientWidth, el.scrollWidth]
          : [el.scrollTop, el.clientHeight, el.scrollHeight];
      setEdges({ start: offset > 1, end: offset + visible < total - 1 });
    };
    update();
    const resize = new ResizeObserver(update);
    resize.observe(el);
    el.addEventListener("scroll", update, { passive: true });
    return () => {
      resize.disconnect();
      el.removeEventListener("scroll", update);
    };
  }, [ref, axis]);
  return edges;
}

/** Tailwind mask classes fading the edges `useScrollEdges` reports (static strings, so Tailwind sees them). */
export function edgeFadeClass(axis: "x" | "y", edges: { start: boolean; end: boolean }): string | undefined {
  const to = axis === "x" ? "right" : "bottom";
  if (edges.start && edges.end)
    return to === "right"
      ? "mask-[linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)] rtl:mask-[linear-gradient(to_left,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]"
      : "mask-[linear-gradient(to_bottom,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]";
  if (edges.end)
    return to === "right"
      ? "mask-[linear-gradient(to_right,black_calc(100%-2.5rem),transparent)] rtl:mask-[linear-gradient(to_left,black_calc(100%-2.5rem),transparent)]"
      : "mask-[linear-gradient(to_bottom,black_calc(100%-2.5rem),transparent)]";
  if (edges.start)
    return to === "right"
      ? "mask-[linear-gradient(to_right,transparent,black_2.5rem)] rtl:mask-[linear-gradient(to_left,transparent,black_2.5rem)]"
      : "mask-[linear-gradient(to_bottom,transparent,black_2.5rem)]";
  return undefined;
}
