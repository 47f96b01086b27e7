import { createBullBoard } from "@bull-board/api";
import { BullMQAdapter } from "@bull-board/api/bullMQAdapter";
import { KoaAdapter } from "@bull-board/koa";
import type { Middleware } from "koa";
import compose from "koa-compose";
import type { Services } from "../services.js";
import { guardCrossSite } from "./edge.js";
import { ADMIN_ACCESS, type AdminPath } from "../modules/auth/admin-access.js";
import { roleAllows } from "../modules/auth/roles.js";
import { findSession, SESSION_COOKIE } from "../modules/auth/sessions.server.js";

const QUEUE_DASHBOARD_PATH = "/admin/queues" satisfies AdminPath;

/**
 * bull-board at /admin/queues for signed-in owners only (server/modules/auth/admin-access.ts): a technical page for
 * whoever looks after the servers. Anonymous visitors are sent to the login page, editors get a 403; its mutating
 * API calls (retry, clean, …) must also come from this site.
 */
export function queueDashboard(services: Services): Middleware {
  const adapter = new KoaAdapter();
  adapter.setBasePath(QUEUE_DASHBOARD_PATH);
  createBullBoard({
    queues: [
      services.queues.images,
      services.queues.payments,
      services.queues.exports,
      services.queues.maintenance,
      services.queues.mail,
    ].map((queue) => new BullMQAdapter(queue)),
    serverAdapter: adapter,
    options: {
      uiConfig: {
        boardTitle: "Technical: background jobs",
        // the way back to the admin area, in the dashboard's own header
        miscLinks: [{ text: "Back to the admin area", url: "/admin" }],
        hideDocsLink: true,
      },
    },
  });
  const board = adapter.registerPlugin();

  const guard: Middleware = async (ctx, next) => {
    const token = ctx.cookies.get(SESSION_COOKIE);
    const session = token ? await findSession(services.db, token) : null;
    if (!session) {
      ctx.redirect(`/login?${new URLSearchParams({ redirectTo: QUEUE_DASHBOARD_PATH })}`);
      return;
    }
    if (!roleAllows(session.admin.role, ADMIN_ACCESS[QUEUE_DASHBOARD_PATH].role)) {
      ctx.status = 403;
      ctx.type = "text/plain";
      ctx.body = "The background jobs dashboard is for owners of the site.";
      return;
    }
    if (!guardCrossSite(ctx, services.config.publicUrl, true)) return;
    await next();
  };
  const protectedBoard = compose([guard, board]);

  return async (ctx, next) => {
    if (ctx.path !== QUEUE_DASHBOARD_PATH && !ctx.path.startsWith(`${QUEUE_DASHBOARD_PATH}/`)) return next();
    return protectedBoard(ctx, next);
  };
}
