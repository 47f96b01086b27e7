import type { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_WINDOW_SECONDS = 15 * 60;

export type LoginAttempt = { allowed: true } | { allowed: false; waitMs: number };

export interface LoginThrottle {
  /** Counts this attempt as a failure up front (so concurrent guesses cannot slip past the limit). */
  begin(username: string, ip: string): Promise<LoginAttempt>;
  /** Takes back the up-front count after a correct password and clears the username's failures. */
  succeeded(username: string, ip: string): Promise<void>;
}

/**
 * Failed sign-ins are counted in Redis per username and per client IP: five failures within a
 * fifteen-minute window close that key until the window ends. Success clears the username's count
 * only, so signing in to one account does not reset an address that is spraying other accounts.
 */
export function createLoginThrottle(redis: Redis, keyPrefix = "login-fail"): LoginThrottle {
  const options = { storeClient: redis, points: LOGIN_MAX_FAILURES, duration: LOGIN_WINDOW_SECONDS };
  const byUsername = new RateLimiterRedis({ ...options, keyPrefix: `${keyPrefix}:user` });
  const byIp = new RateLimiterRedis({ ...options, keyPrefix: `${keyPrefix}:ip` });
  const userKey = (username: string) => username.trim().toLowerCase();

  return {
    async begin(username, ip) {
      const [user, address] = await Promise.all([byUsername.penalty(userKey(username), 1), byIp.penalty(ip, 1)]);
      const userBlocked = user.consumedPoints > LOGIN_MAX_FAILURES;
      const ipBlocked = address.consumedPoints > LOGIN_MAX_FAILURES;
      if (!userBlocked && !ipBlocked) return { allowed: true };
      // A refused attempt is not a failure of the key that was still open.
      await Promise.all([userBlocked ? null : byUsername.reward(userKey(username), 1), ipBlocked ? null : byIp.reward(ip, 1)]);
      const waitMs = Math.max(userBlocked ? user.msBeforeNext : 0, ipBlocked ? address.msBeforeNext : 0);
      return { allowed: false, waitMs };
    },
    async succeeded(username, ip) {
      await Promise.all([byUsername.delete(userKey(username)), byIp.reward(ip, 1)]);
    },
  };
}

/** 'Too many failed sign-in attempts…' with the wait rounded up to whole minutes (or seconds under one minute). */
export function rateLimitMessage(waitMs: number): string {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  return `Too many failed sign-in attempts. Please wait ${wait} and try again.`;
}
