import path from "node:path";
import type { Config } from "../config/index.js";
import type { Logger } from "../logger.js";
import type { Endpoints } from "../services.js";
import { startEmbeddedPostgres } from "./postgres.js";
import { findOrStartRedis } from "./redis.js";
import { startS3rver } from "./s3.js";

/**
 * Resolves every backing service: from the environment when configured, otherwise the embedded
 * zero-config default (docs/decisions/0004-zero-config-embedded-services.md). `stop` shuts down whatever was started here.
 */
export async function resolveEndpoints(
  config: Config,
  logger: Logger,
): Promise<{ endpoints: Endpoints; stop: () => Promise<void> }> {
  const stops: Array<() => Promise<unknown>> = [];
  try {
    const [databaseUrl, redisUrl, s3] = await Promise.all([
      config.databaseUrl ?? startEmbeddedPostgres(config.dataDir, logger).then((pg) => (stops.push(pg.stop), pg.url)),
      config.redisUrl ?? findOrStartRedis(config.dataDir, logger).then((r) => (stops.push(r.stop), r.url)),
      config.s3.endpoint
        ? { endpoint: config.s3.endpoint, accessKey: config.s3.accessKey!, secretKey: config.s3.secretKey! }
        : startS3rver(path.join(config.dataDir, "s3")).then((s) => {
            stops.push(s.stop);
            logger.info({ endpoint: s.endpoint }, "embedded S3 server started");
            return s;
          }),
    ]);
    const stop = async () => {
      await Promise.allSettled(stops.reverse().map((s) => s()));
    };
    return {
      endpoints: { databaseUrl, redisUrl, s3: { endpoint: s3.endpoint, accessKey: s3.accessKey, secretKey: s3.secretKey } },
      stop,
    };
  } catch (err) {
    await Promise.allSettled(stops.map((s) => s()));
    throw err;
  }
}
