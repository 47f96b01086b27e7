import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";

const POLL_MS = 2000;

/**
 * Loads the page's data again every two seconds while `waiting` and the tab is visible: a picture's web versions
 * appear a few seconds after its upload. `data` is what the loader gave: each new answer schedules the next look.
 */
export function useRevalidateWhile(waiting: boolean, data: unknown) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!waiting || revalidator.state !== "idle") return;
    const timer = setTimeout(() => {
      if (document.visibilityState === "visible") revalidator.revalidate();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [waiting, revalidator, data]);
}
