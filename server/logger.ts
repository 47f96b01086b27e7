import { pino, type Logger } from "pino";
import type { Config } from "./config/index.js";

export type { Logger };

/** JSON logs in production; human-readable lines in development (pino-pretty, a dev dependency). */
export function createLogger(config: Pick<Config, "logLevel" | "isProduction" | "env">): Logger {
  const pretty = !config.isProduction && config.env !== "test" && process.stdout.isTTY;
  return pino({
    level: config.logLevel,
    redact: { paths: ["req.headers.cookie", "req.headers.authorization", "password", "*.password"], remove: true },
    ...(pretty
      ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname" } } }
      : {}),
  });
}
