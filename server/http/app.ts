import { constants as zlib } from "node:zlib";
import Koa from "koa";
import compress from "koa-compress";
import type { ServerBuild } from "@remix-run/node";
import type { Services } from "../services.js";
import { healthRoutes } from "./health.js";
import { dependencyUnavailable } from "./unavailable.js";
import { securityHeaders } from "./security.js";
import { staticAssets } from "./static.js";
import { remixHandler } from "./remix.js";
import { requestEdge } from "./edge.js";
import { pageCache } from "./page-cache.js";
import { mediaRoutes } from "./media.js";
import { uploadModule } from "./upload.js";
import { API_PREFIX, createApiRouter } from "./api.js";
import { queueDashboard } from "./queue-dashboard.js";
import { createBkashSandbox } from "../dev/bkash-sandbox.js";
import { findSession, SESSION_COOKIE } from "../modules/auth/sessions.server.js";
import { findApiTokenAdmin, tokenFromAuthorization } from "../modules/auth/api-tokens.server.js";
import { requestIdentity } from "./request-id.js";
import { observeRequest } from "../metrics/http.js";
import { metricsRoute } from "../metrics/endpoint.js";

interface AppOptions {
  /** Vite dev server in middleware mode (development) or undefined (production build). */
  vite?: import("vite").ViteDevServer;
  /** Directory of the client build (production). */
  clientDir?: string;
  /** The Remix server build (production) — in development it is loaded through Vite on every request. */
  build?: ServerBuild;
  isDraining: () => boolean;
}

function isLoopback(host: string): boolean {
  return host === "localhost" || host === "::1" || host.startsWith("127.");
}

export function createApp(services: Services, options: AppOptions): Koa {
  const { config, logger } = services;
  const app = new Koa({ proxy: config.trustProxy });
  app.silent = true;

  app.on("error", (err: Error & { status?: number; expose?: boolean }) => {
    if ((err.status ?? 500) >= 500) logger.error({ err }, "unhandled request error");
  });

  app.use(requestIdentity());
  app.use(async (ctx, next) => {
    const requestId = ctx.state.requestId as string;
    const started = performance.now();
    try {
      await next();
    } catch (err) {
      const status = (err as { status?: number }).status ?? 500;
      const expose = (err as { expose?: boolean }).expose ?? status < 500;
      ctx.status = status;
      ctx.body = { error: expose ? (err as Error).message : "Internal server error", requestId };
      if (status >= 500) logger.error({ err, requestId }, "request failed");
    } finally {
      observeRequest(services, ctx, started);
    }
  });

  app.use(requestEdge({ apiPrefix: API_PREFIX }));
  // Anonymous public pages from memory, kept as koa-compress compressed them (production build only): hits skip
  // everything below.
  if (!options.vite) app.use(pageCache(services));
  app.use(compress({ threshold: 1024, br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } } }));
  app.use(
    securityHeaders({
      dev: !!options.vite,
      https: config.publicUrl.startsWith("https:"),
      // Without JavaScript, the worker-registration form POST is answered by a redirect to bKash's payment page.
      formActionOrigins: config.bkash ? config.bkash.checkoutOrigins : [],
    }),
  );
  app.use(healthRoutes(services, options.isDraining));
  app.use(metricsRoute(services));
  // a failure while PostgreSQL, Redis or S3 is down answers 503 + Retry-After, not 500
  app.use(dependencyUnavailable(services));

  if (options.vite) {
    const vite = options.vite;
    app.use(async (ctx, next) => {
      const handled = await new Promise<boolean>((resolve) => {
        ctx.res.once("finish", () => resolve(true));
        vite.middlewares(ctx.req, ctx.res, () => resolve(false));
      });
      if (handled) ctx.respond = false;
      else await next();
    });
  } else if (options.clientDir) {
    app.use(staticAssets(options.clientDir));
  }

  app.use(mediaRoutes(services));
  app.use(queueDashboard(services));
  // The sandbox stands in for bKash only with the zero-config services, never in a configured deployment.
  if (!config.bkash && config.embedded) {
    const sandbox = createBkashSandbox(services);
    app.use(sandbox.routes());
    app.use(sandbox.allowedMethods());
  }
  // Admin upload routes are refused before a byte of the body is stored unless the caller is signed in.
  // The REST API runs its own instance after its token check (server/api/index.ts).
  app.use(
    uploadModule(services, {
      skipPrefix: API_PREFIX,
      authorizeAdmin: async (ctx) => {
        const sessionToken = ctx.cookies.get(SESSION_COOKIE);
        if (sessionToken && (await findSession(services.db, sessionToken))) return true;
        const apiToken = tokenFromAuthorization(ctx.get("authorization"));
        return !!apiToken && !!(await findApiTokenAdmin(services.db, apiToken));
      },
    }),
  );
  const api = createApiRouter(services);
  app.use(api.routes());
  app.use(api.allowedMethods());

  const build = options.vite
    ? () => options.vite!.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
    : options.build;
  if (!build) throw new Error("createApp needs either a Vite dev server or a Remix server build");
  app.use(remixHandler(services, build, { development: !!options.vite && isLoopback(config.host) }));
  return app;
}
