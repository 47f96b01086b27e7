import { randomUUID } from "node:crypto";
import type { Middleware } from "koa";
import { logContext } from "../logger.js";

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

/**
 * Gives every request its id: the caller's `X-Request-Id` when it is a plausible one, else a new UUID. It is echoed
 * in the answer, kept in `ctx.state.requestId` and carried by every log line written while the request runs.
 */
export function requestIdentity(): Middleware {
  return async (ctx, next) => {
    const incoming = ctx.get("x-request-id");
    const requestId = REQUEST_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = requestId;
    ctx.set("X-Request-Id", requestId);
    await logContext.run({ requestId }, next);
  };
}
