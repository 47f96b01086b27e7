const BASE = "http://same-site.invalid";

/**
 * Returns `to` when it is a path on this site, otherwise `fallback`. Guards every user-supplied
 * redirect target (login's `redirectTo`, the theme and country switches) against open redirects:
 * absolute URLs, protocol-relative `//host` (also when dot segments normalise into one), backslash
 * tricks that browsers read as `//`, and control characters. The normalised result is what is checked.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to.length === 0 || to.length > 2048) return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.includes("\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(to)) return fallback;
  let url: URL;
  try {
    url = new URL(to, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Dot segments are resolved above: `/.//evil.example` becomes `//evil.example`, so check what will be sent.
  if (!target.startsWith("/") || target.startsWith("//") || target.includes("\\")) return fallback;
  return target;
}
