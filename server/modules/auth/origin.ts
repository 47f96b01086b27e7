const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isMutation(method: string): boolean {
  return MUTATING.has(method.toUpperCase());
}

/** What the cross-site check reads from a request, whichever server API carried it. */
export interface RequestSource {
  method: string;
  /** The Origin header, or null when absent. */
  origin: string | null;
  /** The Referer header, or null when absent. */
  referer: string | null;
  /** The host the request was addressed to (Host, or X-Forwarded-Host behind a trusted proxy). */
  host: string;
}

function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The one cross-site check of the product (Remix adapter, queue dashboard, admin guard). Reads and
 * other safe methods always pass. A mutation passes when the browser-supplied Origin (or, when a
 * browser withholds it, the Referer) is this site, either as configured in PUBLIC_URL or as the host
 * the request was addressed to. Malformed values are refused, and so is `Origin: null` without a
 * same-site Referer. A mutation carrying neither header (a non-browser client) passes only when
 * `requireSource` is false: cookie-authenticated admin mutations set it.
 */
export function isSameSiteRequest(
  source: RequestSource,
  publicUrl: string,
  { requireSource }: { requireSource: boolean },
): boolean {
  if (!isMutation(source.method)) return true;
  // `Origin: null` is what sandboxed frames and cross-site redirect chains send: only a same-site Referer vouches for it.
  const nullOrigin = source.origin === "null";
  const header = (nullOrigin ? null : source.origin) || source.referer;
  if (!header) return !requireSource && !nullOrigin;
  const origin = originOf(header);
  if (!origin) return false;
  if (origin === new URL(publicUrl).origin) return true;
  return new URL(origin).host === source.host.toLowerCase();
}

/** The cross-site check's view of a Fetch API request (Remix loaders and actions). */
export function sourceOfRequest(request: Request): RequestSource {
  return {
    method: request.method,
    origin: request.headers.get("origin"),
    referer: request.headers.get("referer"),
    host: new URL(request.url).host,
  };
}

/** Cookie-authenticated mutations (admin actions, sign-out): Origin or Referer must be present and this site. */
export function isSameOriginRequest(request: Request, publicUrl: string): boolean {
  return isSameSiteRequest(sourceOfRequest(request), publicUrl, { requireSource: true });
}
