import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/**
 * The animate-on-scroll helper: each `[data-animate]` element gets the `visible` marker once it is in
 * the viewport. Content is never hidden on first paint: without JavaScript, with reduced motion, and for
 * everything already on screen when the page loads, it is simply shown. Only elements that start below
 * the fold are marked `pending` (faded, see app.css), after the observer's first report, and fade in as they
 * scroll into view.
 */
export function useAnimateOnScroll() {
  const location = useLocation();
  useEffect(() => {
    const elements = [...document.querySelectorAll("[data-animate]:not(.visible)")];
    const reveal = (el: Element) => el.classList.add("visible");
    const motion = window.matchMedia("(prefers-reduced-motion: no-preference)").matches;
    if (!motion || typeof IntersectionObserver === "undefined") {
      elements.forEach(reveal);
      return;
    }
    // The observer's first report on each element says where it is without making the browser lay the page out
    // again in the middle of hydration (reading getBoundingClientRect() after each class change did, per element).
    const observer = new IntersectionObserver(
      (entries) => {
        const screenBottom = window.innerHeight; // read before any class changes, so it needs no new layout
        for (const entry of entries) {
          const el = entry.target;
          if (entry.isIntersecting || (!el.classList.contains("pending") && entry.boundingClientRect.top < screenBottom)) {
            reveal(el);
            observer.unobserve(el);
          } else el.classList.add("pending");
        }
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    for (const el of elements) observer.observe(el);
    return () => observer.disconnect();
  }, [location.key]);
}
