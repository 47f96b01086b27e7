import { AsyncLocalStorage } from "node:async_hooks";
import { pino, type Logger } from "pino";
import type { Config } from "./config/index.js";

export type { Logger };

/**
 * Fields every log line written inside a request or a job carries (`requestId`; `queue` and `jobId`),
 * so a line from deep inside a domain module can be traced back. Set by the HTTP layer and the workers.
 */
export const logContext = new AsyncLocalStorage<Record<string, unknown>>();

/** JSON logs in production; human-readable lines in development (pino-pretty, a dev dependency). */
export function createLogger(config: Pick<Config, "logLevel" | "isProduction" | "env">): Logger {
  const pretty = !config.isProduction && config.env !== "test" && process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    mixin: () => logContext.getStore() ?? {},
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
    ...(pretty
      ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" } } }
      : {}),
  });
}
