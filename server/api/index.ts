import Router from "@koa/router";
import type { Context, Middleware, Next } from "koa";
import compose from "koa-compose";
import { uploadModule } from "../http/upload.js";
import { UploadedFiles } from "../modules/files/stored-file.js";
import { withAuditSource } from "../modules/audit/audit.server.js";
import { findApiToken, tokenFromAuthorization, type ApiTokenLookup } from "../modules/auth/api-tokens.server.js";
import { narrowerRole, roleAllows } from "../modules/auth/roles.js";
import type { Services } from "../services.js";
import { apiRoleFor } from "./access.js";
import { authRoutes } from "./auth.js";
import { contactMessagesRoutes } from "./contact-messages.js";
import { filesRoutes } from "./files.js";
import { formFieldsRoutes } from "./form-fields.js";
import { formsRoutes } from "./forms.js";
import { imagesRoutes } from "./images.js";
import { ApiError, detail, fieldErrors, forbidden, hasNul, notFound, readBody } from "./http.js";
import { jobsRoutes } from "./jobs.js";
import { layoutAndPagesRoutes } from "./layout-and-pages.js";
import { paymentsRoutes } from "./payments.js";
import { medicalReportsRoutes } from "./medical-reports.js";
import { responsesRoutes } from "./responses.js";
import { isRetiredContentPath, RETIRED_CONTENT_ALLOW } from "./retired-content.js";
import { servicesAndProjectsRoutes } from "./services-and-projects.js";
import { quotesRoutes } from "./quotes.js";
import { documentRoutes } from "./openapi.js";
import type { ApiRoute } from "./route.js";

const BASES = ["/backend/api", "/backend/auth"];
const CORS_METHODS = "DELETE, GET, OPTIONS, PATCH, POST, PUT";
const CORS_HEADERS = "accept, authorization, content-type, user-agent, x-csrftoken, x-requested-with";
/** The order `Allow` lists methods in, as the previous backend did. */
const ALLOW_ORDER = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD"];
/** docs/api.md §1: these also answer without their trailing slash. */
const SLASHLESS_ALIASES = new Set(["/backend/auth/token/login", "/backend/auth/token/logout"]);

/** Every endpoint of the API, family by family (one file each under server/api/). */
export function apiRoutes(): ApiRoute[] {
  const routes: ApiRoute[] = [...authRoutes, ...formsRoutes, ...layoutAndPagesRoutes];
  routes.push(...servicesAndProjectsRoutes);
  routes.push(...jobsRoutes);
  routes.push(...formFieldsRoutes);
  routes.push(...responsesRoutes);
  routes.push(...paymentsRoutes);
  routes.push(...medicalReportsRoutes);
  routes.push(...imagesRoutes);
  routes.push(...contactMessagesRoutes);
  routes.push(...quotesRoutes);
  routes.push(...filesRoutes);
  routes.push(...documentRoutes(() => routes));
  return routes;
}

const underBase = (path: string) => BASES.some((b) => path === b || path.startsWith(`${b}/`));

/** CORS from the `API_CORS_ORIGINS` allow-list (docs/api.md §6), on every answer including errors. */
function cors(services: Services): Middleware {
  return async (ctx, next) => {
    const allowed = services.config.api.corsOrigins;
    const any = allowed.includes("*");
    ctx.vary("Origin");
    const origin = ctx.get("origin");
    if (origin && (any || allowed.includes(origin))) {
      ctx.set("Access-Control-Allow-Origin", any ? "*" : origin);
      if (!any) ctx.set("Access-Control-Allow-Credentials", "true");
      if (ctx.method === "OPTIONS" && ctx.get("access-control-request-method")) {
        ctx.set("Access-Control-Allow-Methods", CORS_METHODS);
        ctx.set("Access-Control-Allow-Headers", CORS_HEADERS);
        ctx.set("Access-Control-Max-Age", "86400");
        ctx.status = 200;
        ctx.body = "";
        return;
      }
    }
    await next();
  };
}

/**
 * ApiError answers as it says; anything else is a fault: `500 {"detail": "A server error occurred."}` to the caller,
 * and its cause logged at level error with the request id, as the Koa layer logs its own 500s (server/http/app.ts).
 */
function errors(services: Services): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (err) {
      if (err instanceof ApiError) {
        for (const [name, value] of Object.entries(err.headers)) ctx.set(name, value);
        ctx.status = err.status;
        ctx.body = err.body;
        return;
      }
      services.logger.error({ err, requestId: ctx.state.requestId as string | undefined }, "API request failed");
      ctx.status = 500;
      ctx.body = { detail: "A server error occurred." };
    }
  };
}

/** `GET forms/2` → 301 `forms/2/` (query kept); other methods are served as if slashed. */
async function trailingSlash(ctx: Context, next: Next) {
  if (!ctx.path.endsWith("/")) {
    if ((ctx.method === "GET" || ctx.method === "HEAD") && !SLASHLESS_ALIASES.has(ctx.path)) {
      ctx.status = 301;
      ctx.redirect(`${ctx.path}/${ctx.search}`);
      return;
    }
    ctx.path = `${ctx.path}/`;
  }
  await next();
}

async function authenticate(services: Services, ctx: Context): Promise<ApiTokenLookup> {
  const header = ctx.get("authorization");
  if (!header) {
    throw detail(401, "Authentication credentials were not provided.", { "WWW-Authenticate": "Token" });
  }
  const token = tokenFromAuthorization(header);
  if (!token) throw detail(401, "Invalid token header. No credentials provided.", { "WWW-Authenticate": "Token" });
  const found = await findApiToken(services.db, token);
  if (!found) throw detail(401, "Invalid token.", { "WWW-Authenticate": "Token" });
  return found;
}

/**
 * One route's handler: token, path and query first, then the body (multipart through the upload module, with the
 * same per-kind policy as the website), then the route. Every audit record a token's call writes names the token.
 */
function handlerFor(services: Services, r: ApiRoute, upload: Middleware): Middleware {
  return async (ctx) => {
    // docs/api.md §3: auth and method are checked before the body.
    const token = r.access === "token" ? await authenticate(services, ctx) : null;
    const admin = token?.admin ?? null;
    const role = token ? narrowerRole(token.admin.role, token.role) : null;
    const required = token ? apiRoleFor(r.method, r.path) : null;
    if (token && (!required || !roleAllows(role!, required))) throw forbidden();
    // a NUL character in a path segment names no row; in a query value it is refused like one in a body
    if (hasNul(ctx.params as Record<string, unknown>)) throw notFound();
    const params = r.params ? r.params.safeParse(ctx.params) : null;
    if (params && !params.success) throw notFound();
    const nulKey = Object.keys(ctx.query).find((key) => hasNul({ [key]: ctx.query[key] }) || key.includes("\0"));
    if (nulKey !== undefined) throw new ApiError(400, { [nulKey.replaceAll("\0", "")]: ["Null characters are not allowed."] });
    const query = r.query ? r.query.safeParse(ctx.query) : null;
    if (query && !query.success) throw fieldErrors(query.error, ctx.query);
    const run = async () => {
      let body: unknown;
      if (r.body) {
        const raw = await readBody(ctx, r.body.kinds);
        const parsed = r.body.schema.safeParse(raw);
        if (!parsed.success) throw fieldErrors(parsed.error, raw);
        body = parsed.data;
      }
      const result = await r.handler({
        services,
        ctx,
        params: params?.data,
        query: query?.data,
        body,
        uploads: (ctx.state.uploads as UploadedFiles | undefined) ?? new UploadedFiles(),
        admin,
        role,
        actor: { adminUserId: admin?.id ?? null, ip: ctx.ip, via: "api_token" },
      });
      for (const [name, value] of Object.entries(result.headers ?? {})) ctx.set(name, value);
      ctx.status = result.status ?? 200;
      ctx.body = result.body === undefined ? null : result.body;
      if (ctx.status === 204) ctx.body = null;
    };
    const withBody = () => (r.body?.kinds.includes("multipart") ? upload(ctx, run) : run());
    await (token
      ? withAuditSource({ via: "api_token", apiToken: token.name ?? "sign-in", apiTokenId: token.tokenId }, withBody)
      : withBody());
  };
}

/** A retired free-form content key (./retired-content.ts): 405 for the methods it never took, else 404. */
function retiredContent(ctx: Context): void {
  if (!["GET", "HEAD", "PUT", "PATCH"].includes(ctx.method)) {
    ctx.set("Allow", RETIRED_CONTENT_ALLOW);
    ctx.status = ctx.method === "OPTIONS" ? 200 : 405;
    ctx.body = "";
    return;
  }
  throw detail(404, "Not found.");
}

/**
 * The REST API at `/backend/api` and `/backend/auth` (docs/api.md): CORS, error shapes, trailing
 * slashes, token auth, then one handler per route; anything else under the bases is a JSON 404/405.
 */
export function createApiRouter(services: Services): {
  routes(): Middleware;
  allowedMethods(): Middleware;
  /** The route layers (method, path), for checks that enumerate the API's routes. */
  stack: Router["stack"];
} {
  const router = new Router();
  const byLayer = new Map<string, ApiRoute>();
  const upload = uploadModule(services, { api: true });
  for (const r of apiRoutes()) {
    router[r.method](r.path, handlerFor(services, r, upload));
    byLayer.set(`${r.method.toUpperCase()} ${r.path}`, r);
  }

  /** Methods of the routes whose pattern and parameters accept this path (`users/reset_password/` is no user id). */
  const allowedMethods = (path: string) =>
    new Set(
      router.match(path, "GET").path.flatMap((layer) =>
        layer.methods.filter((method) => {
          const r = byLayer.get(`${method === "HEAD" ? "GET" : method} ${layer.path}`);
          return !r?.params || r.params.safeParse(layer.params(path, layer.captures(path))).success;
        }),
      ),
    );

  /** Whether the path is a content route's (docs/api.md §10: its 405 has an empty body). */
  const isContent = (path: string) =>
    router.match(path, "GET").path.some((layer) => layer.methods.some((m) => byLayer.get(`${m} ${layer.path}`)?.content));

  const fallback: Middleware = async (ctx) => {
    if (isRetiredContentPath(ctx.path)) return retiredContent(ctx);
    const methods = allowedMethods(ctx.path);
    if (methods.size === 0) throw detail(404, "Not found.");
    ctx.set("Allow", [...ALLOW_ORDER.filter((m) => methods.has(m)), "OPTIONS"].join(", "));
    if (ctx.method === "OPTIONS") {
      ctx.status = 200;
      ctx.body = "";
      return;
    }
    if (isContent(ctx.path)) {
      ctx.status = 405;
      ctx.body = "";
      return;
    }
    throw detail(405, `Method "${ctx.method}" not allowed.`);
  };

  const api = compose<Context>([
    cors(services),
    errors(services),
    trailingSlash,
    router.routes() as unknown as Middleware,
    fallback,
  ]);
  const middleware: Middleware = (ctx, next) => (underBase(ctx.path) ? api(ctx, next) : next());
  return { routes: () => middleware, allowedMethods: () => (_ctx, next) => next(), stack: router.stack };
}
