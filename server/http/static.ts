import { extname } from "node:path";
import serve from "koa-static";
import type { Middleware } from "koa";

/**
 * Serves the client build. Files under /assets have content hashes in their names, so they are
 * cached for a year as immutable; everything else (favicon, robots) for an hour.
 */
export function staticAssets(clientDir: string): Middleware {
  const files = serve(clientDir, {
    index: false,
    gzip: false,
    brotli: false,
    setHeaders(res, path) {
      const hashed = /[\\/]assets[\\/]/.test(path);
      res.setHeader("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
    },
  });
  return async (ctx, next) => {
    // Every file of the build has an extension: page URLs go on without a file-system lookup.
    if ((ctx.method !== "GET" && ctx.method !== "HEAD") || !extname(ctx.path)) return next();
    return files(ctx, next);
  };
}
