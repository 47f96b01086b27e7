import { createServer, type Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import type { ServerBuild } from "@remix-run/node";
import { ConfigError, loadConfig } from "./config/index.js";
import { createLogger } from "./logger.js";
import { resolveEndpoints } from "./embedded/index.js";
import { installationCookieSecret, installationRedisPrefix } from "./embedded/installation.js";
import { RedisUnavailableError } from "./embedded/redis.js";
import { createServices } from "./services.js";
import { migrateLatest } from "./db/migrate.js";
import { ensureFirstAdmin, seed } from "./modules/seed/index.js";
import { firstAdminRefusal } from "./ops/cli.js";
import { createApp } from "./http/app.js";
import { startWorkers } from "../workers/main.js";
import { startMetricsServer } from "./metrics/endpoint.js";

type Role = "all" | "web" | "worker";

const { values: args } = parseArgs({
  options: {
    role: { type: "string", default: "all" },
    dev: { type: "boolean", default: false },
  },
});

/** The project root: server/main.ts runs from source (tsx), dist/server/main.js from the bundle. */
const here = path.dirname(fileURLToPath(import.meta.url));
const projectRoot = path.resolve(here, /[\\/]dist[\\/]server$/.test(here) ? "../.." : "..");

export async function main(role: Role, dev: boolean) {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(config);
  const embedded = await resolveEndpoints(config, logger).catch((err: unknown) => {
    if (err instanceof RedisUnavailableError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  });
  if (config.embedded && !config.redisPrefixExplicit) {
    config = { ...config, redisPrefix: await installationRedisPrefix(config.dataDir) };
  }
  if (config.embedded && !config.cookieSecretExplicit) {
    config = { ...config, cookieSecret: await installationCookieSecret(config.dataDir) };
  }
  const services = await createServices(config, embedded.endpoints, logger);
  const runsWeb = role === "all" || role === "web";
  const runsWorker = role === "all" || role === "worker";

  await services.storage.ensureBuckets();
  if (runsWeb) {
    await migrateLatest(services.db);
    await seed(services, { demoContent: config.seedDemoContent });
    const outcome = await ensureFirstAdmin(services.db, config.admin);
    if (!outcome.ok) throw new Error(firstAdminRefusal(outcome.reason));
    const first = outcome.created;
    if (first?.generatedPassword) {
      console.log(
        `\n  First admin created. Sign in at ${config.publicUrl}/login as "${first.username}" with password: ${first.generatedPassword}` +
          "\n  (shown only this once: keep it, or create another admin from /admin/create-admin)\n",
      );
    }
  }

  let draining = false;
  let server: Server | undefined;
  let vite: import("vite").ViteDevServer | undefined;
  let workers: { close(): Promise<void> } | undefined;
  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> = undefined;

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    draining = true;
    logger.info({ signal }, "shutting down");
    const deadline = setTimeout(() => {
      logger.error("shutdown deadline reached; exiting");
      process.exit(1);
    }, config.shutdownTimeoutMs);
    deadline.unref();
    if (server) {
      // Stop accepting, let in-flight requests finish; connections still open after the grace period are cut.
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      // Keep-alive sockets turn idle as their last response ends: close them as they do.
      const reaper = setInterval(() => server!.closeIdleConnections(), 100);
      server.closeIdleConnections();
      const grace = new Promise((resolve) => setTimeout(resolve, Math.max(1000, config.shutdownTimeoutMs - 3000)).unref());
      await Promise.race([closed, grace]);
      clearInterval(reaper);
      server.closeAllConnections();
    }
    const step = (name: string, fn: () => Promise<unknown>) =>
      fn().catch((err: unknown) => logger.warn({ err, name }, "error while closing"));
    if (workers) await step("workers", () => workers!.close());
    if (metricsServer) await step("metrics", () => metricsServer!.close());
    if (vite) await step("vite", () => vite!.close());
    await step("services", () => services.close());
    await step("embedded", () => embedded.stop());
    clearTimeout(deadline);
    logger.info("stopped");
    process.exit(0);
  };
  // From here on a signal stops the process cleanly, also one that comes while it is still starting: it closes
  // what has started by then. The metrics endpoint comes first, so that "web server listening" and "workers
  // started" each mean the process is wholly up.
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));
  metricsServer = await startMetricsServer(services);

  if (runsWeb) {
    server = createServer();
    let build: ServerBuild | undefined;
    if (dev) {
      const { createServer: createVite } = await import("vite");
      vite = await createVite({ root: projectRoot, server: { middlewareMode: true, hmr: { server } }, appType: "custom" });
    } else {
      build = (await import(pathToFileURL(path.join(projectRoot, "build/server/index.js")).href)) as ServerBuild;
    }
    const app = createApp(services, {
      vite,
      build,
      clientDir: path.join(projectRoot, "build/client"),
      isDraining: () => draining,
    });
    server.on("request", app.callback());
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve) => server!.listen(config.port, config.host, resolve));
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    logger.info({ port }, "web server listening");
    console.log(`\n  Crestline is running at ${config.publicUrl}\n  Admin sign-in: ${config.publicUrl}/login\n`);
  }

  if (runsWorker) {
    workers = await startWorkers(services);
  }
}

const role = args.role as Role;
if (!["all", "web", "worker"].includes(role)) {
  console.error(`--role must be one of all, web, worker (got "${role}")`);
  process.exit(1);
}
main(role, args.dev!).catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
