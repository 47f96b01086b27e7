import { randomBytes } from "node:crypto";
import { expect } from "vitest";
import { contentCache } from "../../server/modules/content/cache.server.js";
import type { Services } from "../../server/services.js";

/**
 * Resolves once every `subscriber`'s content cache has handled all the invalidations `publisher` published so far
 * (its own and its content-write announcements): a probe key is published on the publisher's connection, after
 * them, until each subscriber has seen it. Redis delivers one connection's messages in order, so a subscriber
 * that saw the probe has handled what came before, and one that was not yet listening is listening now.
 */
export async function invalidationsHandled(publisher: Services, subscribers: Services[]): Promise<void> {
  const probe = `probe-${randomBytes(6).toString("hex")}`;
  const seen = new Set<Services>();
  for (const s of subscribers) contentCache(s).onInvalidate((key) => key === probe && seen.add(s));
  const channel = `${publisher.config.redisPrefix}:content-invalidate`;
  await expect
    .poll(
      async () => {
        if (seen.size < subscribers.length) await publisher.redis.publish(channel, probe);
        return seen.size;
      },
      { timeout: 10_000, message: "content caches listening for invalidations" },
    )
    .toBe(subscribers.length);
}
