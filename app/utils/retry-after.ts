import type { HeadersFunction } from "@remix-run/node";

/**
 * The `Retry-After` header of a throttled answer: the limiter's remaining wait in whole seconds, rounded up
 * (at least 1); no header when there is no wait to tell.
 */
export function retryAfterHeaders(waitMs: number | undefined): Record<string, string> | undefined {
  if (waitMs === undefined) return undefined;
  return { "Retry-After": String(Math.max(1, Math.ceil(waitMs / 1000))) };
}

/**
 * The `headers` of a page whose action can be throttled: Remix sends an action's own headers only through
 * its route's `headers` function, so this passes the action's Retry-After on to the page (and `.data`) answer.
 */
export const throttledPageHeaders: HeadersFunction = ({ actionHeaders }) => {
  const wait = actionHeaders.get("Retry-After");
  return wait ? { "Retry-After": wait } : new Headers();
};

/** The `headers` of a throttled page that answers with a person's own data: kept by no page cache or shared proxy. */
export const privateThrottledPageHeaders: HeadersFunction = ({ actionHeaders }) => {
  const wait = actionHeaders.get("Retry-After");
  return { "Cache-Control": "private, no-store", ...(wait ? { "Retry-After": wait } : {}) };
};
