import type { Knex } from "knex";
import { Redis } from "ioredis";
import type { Config } from "./config/index.js";
import type { Logger } from "./logger.js";
import { createDb } from "./db/knex.js";
import { createStorage, type Storage } from "./storage/index.js";
import { createQueues, type Queues } from "./queue/index.js";
import { createMetrics, type Metrics } from "./metrics/index.js";
import { watchContentWrites } from "./modules/content/writes.server.js";
import { createMailer, type Mailer } from "./modules/notifications/mailer.server.js";

/** Addresses of the backing services, either from the environment or from the embedded defaults. */
export interface Endpoints {
  databaseUrl: string;
  redisUrl: string;
  s3: { endpoint: string; accessKey: string; secretKey: string };
}

/** The long-lived clients shared by the web process and the workers. Created once per process. */
export interface Services {
  config: Config;
  logger: Logger;
  db: Knex;
  redis: Redis;
  storage: Storage;
  queues: Queues;
  metrics: Metrics;
  mailer: Mailer;
  close(): Promise<void>;
}

/** `config.redisPrefix` isolates Redis keys and queues, so several sites (or test runs) can share one Redis. */
export async function createServices(config: Config, endpoints: Endpoints, logger: Logger): Promise<Services> {
  const prefix = config.redisPrefix;
  const db = createDb(endpoints.databaseUrl);
  // commandTimeout: while Redis is down a rate-limit or cache call fails within 2 s instead of holding the request
  const redis = new Redis(endpoints.redisUrl, { maxRetriesPerRequest: 2, commandTimeout: 2000, keyPrefix: `${prefix}:` });
  redis.on("error", (err) => logger.warn({ err: err.message }, "redis connection error"));
  const storage = createStorage({
    ...endpoints.s3,
    region: config.s3.region,
    publicBucket: config.s3.publicBucket,
    privateBucket: config.s3.privateBucket,
  });
  const queues = createQueues(endpoints.redisUrl, { prefix, logger });
  const services: Services = {
    config,
    logger,
    db,
    redis,
    storage,
    queues,
    metrics: createMetrics(queues),
    mailer: createMailer(config.mail, logger),
    async close() {
      services.mailer.close();
      await Promise.allSettled([queues.close(), redis.quit()]);
      await db.destroy();
    },
  };
  watchContentWrites(services);
  return services;
}
