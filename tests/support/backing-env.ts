/** The backing services a started product process uses (a test's or a benchmark's own). */
export interface Backing {
  databaseUrl: string;
  redisUrl: string;
  /** Keeps the run's keys and queues apart from every other run on the same Redis. */
  redisPrefix?: string;
  s3: { endpoint: string; accessKey: string; secretKey: string };
}

/** The environment variables (server/config) that point a product process at `backing`. */
export function backingEnv(backing: Backing): Record<string, string> {
  return {
    DATABASE_URL: backing.databaseUrl,
    REDIS_URL: backing.redisUrl,
    ...(backing.redisPrefix ? { REDIS_PREFIX: backing.redisPrefix } : {}),
    S3_ENDPOINT: backing.s3.endpoint,
    S3_ACCESS_KEY: backing.s3.accessKey,
    S3_SECRET_KEY: backing.s3.secretKey,
  };
}
