const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function isMutation(method: string): boolean {
  return MUTATING.has(method.toUpperCase());
}

function originOf(value: string | null): string | null {
  if (!value || value === "null") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for cookie-authenticated mutations: the browser-supplied Origin (or, when a
 * browser withholds it, the Referer) must be this site, either as configured in PUBLIC_URL or as
 * the host the request itself was addressed to. A request carrying neither is refused.
 */
export function isSameOriginRequest(request: Request, publicUrl: string): boolean {
  const source = originOf(request.headers.get("origin")) ?? originOf(request.headers.get("referer"));
  if (!source) return false;
  if (source === new URL(publicUrl).origin) return true;
  return new URL(source).host === new URL(request.url).host;
}
