import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/**
 * The animate-on-scroll helper: each `[data-animate]` element gets the `visible` marker once it is in
 * the viewport. Content is never hidden on first paint: without JavaScript, with reduced motion, and for
 * everything already on screen when the page loads, it is simply shown. Only elements that start below
 * the fold are marked `pending` (faded, see app.css) and fade in as they scroll into view.
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
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          reveal(entry.target);
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: "0px 0px -8% 0px" },
    );
    for (const el of elements) {
      if (el.getBoundingClientRect().top < window.innerHeight) reveal(el);
      else {
        el.classList.add("pending");
        observer.observe(el);
      }
    }
    return () => observer.disconnect();
  }, [location.key]);
}
