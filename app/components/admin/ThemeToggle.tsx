import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { serializeThemeCookie, type Theme } from "~/utils/theme";
import { MoonIcon, SunIcon } from "./icons";
import { cx, focusRing } from "~/components/ui/styles";

/**
 * Light/Dark switch saved in the `theme` cookie. Without JavaScript it is a plain form: POST /theme
 * sets the cookie and redirects back. With it, the browser writes the cookie at once (a reload right
 * after the click keeps the choice), the class flips immediately, and a fetcher posts in the background.
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
        document.cookie = serializeThemeCookie(next, window.location.protocol === "https:");
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
