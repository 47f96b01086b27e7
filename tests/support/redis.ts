import { Redis } from "ioredis";

/** Deletes the keys matching `pattern` (a run's queues, caches and rate-limit counters), scanning in batches. */
export async function deleteRedisKeys(redisUrl: string, pattern: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: pattern, count: 500 })) {
      if ((keys as string[]).length > 0) await redis.del(...(keys as string[]));
    }
  } finally {
    redis.disconnect();
  }
}

/** Deletes every key of a test's or a benchmark's Redis prefix (`<prefix>:…`). */
export const deleteRedisPrefix = (redisUrl: string, prefix: string) => deleteRedisKeys(redisUrl, `${prefix}:*`);
