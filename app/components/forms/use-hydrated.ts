import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/** False during server rendering and on a page whose JavaScript never ran; true once hydrated. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
