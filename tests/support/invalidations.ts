import { Redis } from "ioredis";
import { inject } from "vitest";

/**
 * A test's own subscriber to the content cache's invalidation channel of a Redis prefix
 * (server/modules/content/cache.server.ts): once it sees a message, every web process's copy has left Redis too.
 */
export interface InvalidationWatcher {
  subscriber: Redis;
  /** Resolves when the next invalidation arrives. */
  next(): Promise<void>;
  close(): void;
}

export async function watchInvalidations(prefix: string): Promise<InvalidationWatcher> {
  const subscriber = new Redis(inject("testEnv").redisUrl);
  await subscriber.subscribe(`${prefix}:content-invalidate`);
  return {
    subscriber,
    next: () => new Promise((resolve) => subscriber.once("message", () => resolve())),
    close: () => subscriber.disconnect(),
  };
}
