import type { Services } from "../../services.js";

/** Safety net: even if an invalidation message is lost, no entry outlives this. */
const MAX_AGE_MS = 5 * 60 * 1000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

interface CacheState {
  /** In-flight loads are stored too, so an invalidation during a load also drops its result. */
  entries: Map<string, Entry>;
  /** Told about every invalidation, local or from another instance (the rendered-page cache listens). */
  listeners: Set<(key: string) => void>;
}

interface ContentCache {
  /** The cached value of `key`, loading (once, even for concurrent callers) when absent or expired. */
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops `key` and every key under `key:` on this and every other web instance ("*" drops everything). */
  invalidate(key: string): Promise<void>;
  /** Calls `listener` on every invalidation of this instance's cache, whichever instance published it. */
  onInvalidate(listener: (key: string) => void): void;
}

const states = new WeakMap<Services, CacheState>();

/** Pub/sub channels are not covered by ioredis' keyPrefix, so the channel carries the prefix itself. */
export function invalidationChannel(redisPrefix: string): string {
  return `${redisPrefix}:content-invalidate`;
}

const channelOf = (services: Services) => invalidationChannel(services.config.redisPrefix);

function dropLocal(state: CacheState, key: string) {
  for (const listener of state.listeners) listener(key);
  if (key === "*") {
    state.entries.clear();
    return;
  }
  for (const k of state.entries.keys()) {
    if (k === key || k.startsWith(`${key}:`)) state.entries.delete(k);
  }
}

/** A dedicated connection (a subscribed client cannot run commands), created on first use and ended with the main one. */
function subscribe(services: Services, state: CacheState) {
  const subscriber = services.redis.duplicate();
  const channel = channelOf(services);
  subscriber.on("message", (ch: string, key: string) => {
    if (ch === channel) dropLocal(state, key);
  });
  // Messages published while disconnected are lost: start clean after every (re)connect.
  subscriber.on("ready", () => dropLocal(state, "*"));
  subscriber.on("error", (err: Error) => services.logger.warn({ err: err.message }, "content cache subscriber error"));
  subscriber
    .subscribe(channel)
    .catch((err: Error) => services.logger.warn({ err: err.message }, "content cache subscribe failed"));
  services.redis.once("end", () => subscriber.disconnect());
}

function stateOf(services: Services): CacheState {
  let state = states.get(services);
  if (!state) {
    state = { entries: new Map(), listeners: new Set() };
    states.set(services, state);
    subscribe(services, state);
  }
  return state;
}

/**
 * Drops `key` here and publishes it to every instance. Unlike `contentCache(services).invalidate`, a process
 * that never reads the cache (a worker) does not subscribe to the channel just to announce a write.
 */
export async function publishInvalidation(services: Services, key: string): Promise<void> {
  const state = states.get(services);
  if (state) dropLocal(state, key);
  await services.redis.publish(channelOf(services), key);
}

/**
 * The read cache of public content (site settings, pages, collections), one per `Services`.
 * Admin saves call `invalidate`; the key is published on Redis so every web instance drops it.
 */
export function contentCache(services: Services): ContentCache {
  const state = stateOf(services);
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const now = Date.now();
      const hit = state.entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
      const value = load();
      const entry: Entry = { value, expiresAt: now + MAX_AGE_MS };
      state.entries.set(key, entry);
      // A failed load is not cached: the next request tries again.
      value.catch(() => {
        if (state.entries.get(key) === entry) state.entries.delete(key);
      });
      return value;
    },
    invalidate: (key: string) => publishInvalidation(services, key),
    onInvalidate(listener) {
      state.listeners.add(listener);
    },
  };
}
