import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { MoonIcon, SunIcon } from "./icons";
import { cx, focusRing } from "./ui";

type Theme = "light" | "dark";

/**
 * Light/Dark switch saved in the `theme` cookie by POST /theme. Without JavaScript it is a plain
 * form that redirects back; with it, a fetcher posts in place and the class flips immediately.
 */
export function ThemeToggle({ theme }: { theme: Theme }) {
  const fetcher = useFetcher();
  const location = useLocation();
  const pending = fetcher.formData?.get("theme");
  const current: Theme = pending === "dark" || pending === "light" ? pending : theme;
  const next: Theme = current === "dark" ? "light" : "dark";

  useEffect(() => {
    document.documentElement.classList.toggle("dark", current === "dark");
  }, [current]);

  return (
    <fetcher.Form
      method="post"
      action="/theme"
      onSubmit={(event) => {
        event.preventDefault();
        fetcher.submit({ theme: next }, { method: "post", action: "/theme" });
      }}
    >
      <input type="hidden" name="theme" value={next} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <button
        type="submit"
        aria-label={`Switch to ${next} theme`}
        title={`Switch to ${next} theme`}
        className={cx(
          "inline-flex items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 transition hover:bg-slate-100",
          "dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800",
          focusRing,
        )}
      >
        {next === "dark" ? <MoonIcon className="size-4" /> : <SunIcon className="size-4" />}
        <span>{next === "dark" ? "Dark" : "Light"}</span>
      </button>
    </fetcher.Form>
  );
}
