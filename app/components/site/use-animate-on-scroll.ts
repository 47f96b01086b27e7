import { useLocation } from "@remix-run/react";
import { useEffect } from "react";

/** Fully inside the viewport; an element taller than the viewport counts once its top is in view. */
function inView(el: Element): boolean {
  const rect = el.getBoundingClientRect();
  const vh = window.innerHeight;
  if (rect.height > vh) return rect.top >= 0 && rect.top < vh;
  return rect.top >= 0 && rect.bottom <= vh;
}

/**
 * The animate-on-scroll helper (SPEC §2): adds `visible` to each `[data-animate]` element once it is
 * fully inside the viewport, checked once on load (and after each client navigation) and on scroll.
 * The CSS in app.css hides marked elements only when scripts run and motion is allowed.
 */
export function useAnimateOnScroll() {
  const location = useLocation();
  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      for (const el of document.querySelectorAll("[data-animate]:not(.visible)")) {
        if (inView(el)) el.classList.add("visible");
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    check();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [location.key]);
}
