import { useEffect, useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False during server rendering and on a page whose JavaScript never ran; true once hydrated. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * Brings a message that appeared after a submission into view and moves focus to it (the element needs
 * tabIndex={-1}): on a phone the submit button is often a screen away from where the answer shows.
 */
export function useRevealOnMount<T extends HTMLElement>(ref: React.RefObject<T>, when: unknown = true) {
  useEffect(() => {
    const el = ref.current;
    if (!when || !el) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    el.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "center" });
    el.focus({ preventScroll: true });
  }, [ref, when]);
}
