import { lazy, Suspense } from "react";
import type { ModalProps } from "./modal";

/**
 * Fetches the dialog code (Radix, ~15 KB gzip). Public pages do not ship it with the page: it is
 * fetched when a dialog first opens, or earlier on a sign of intent (hover, focus, a form being sent).
 */
export const loadModal = () => import("./modal");
const Modal = lazy(() => loadModal().then((m) => ({ default: m.Modal })));

/**
 * `Modal` whose code is fetched on first use; mounted only while open. Close buttons in `footer`
 * call `onOpenChange(false)` themselves (`ModalClose` would pull the dialog code into the page).
 */
export function LazyModal(props: ModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Modal {...props} />
    </Suspense>
  );
}
