import type { Redis } from "ioredis";
import { RateLimiterRedis } from "rate-limiter-flexible";

const LOGIN_MAX_FAILURES = 5;
/** Failures from one address across all usernames within the window (the REST API's sign-in limit, docs/api.md §8). */
const LOGIN_IP_MAX_FAILURES = 20;
const LOGIN_WINDOW_SECONDS = 15 * 60;
/**
 * Failures of one username from all addresses together within the window before it is closed to
 * addresses it never signed in from. Far above what a person mistypes, far below a useful guessing rate.
 */
export const LOGIN_USER_CEILING = 100;
/** How long an address stays "known" for a username after a correct sign-in from it. */
const KNOWN_ADDRESS_SECONDS = 90 * 24 * 60 * 60;

type LoginAttempt = { allowed: true } | { allowed: false; waitMs: number };

interface LoginThrottle {
  /** Counts this attempt as a failure up front (so concurrent guesses cannot slip past the limit). */
  begin(username: string, ip: string): Promise<LoginAttempt>;
  /** A wrong password: remembered so that the admin hears of it at the next sign-in. */
  failed(username: string): Promise<void>;
  /**
   * Takes back the up-front counts after a correct password, clears this address's failures for the
   * username, remembers the address as known, and returns the failed attempts since the last sign-in.
   */
  succeeded(username: string, ip: string): Promise<number>;
  /**
   * Takes back the up-front counts after a correct password that opens no session (a signed-in admin confirming
   * their current password): earlier failures stay counted, and the sign-in's own notices are left alone.
   */
  passed(username: string, ip: string): Promise<void>;
}

/**
 * Failed sign-ins are counted in Redis: five per username and address, and twenty per address across
 * usernames, within fifteen minutes close that key until the window ends. Attackers elsewhere cannot
 * lock an admin out: the username as a whole only closes after LOGIN_USER_CEILING failures, and then
 * only to addresses that never signed in to it. Success clears the username+address count only, so
 * signing in to one account does not reset an address that is spraying other accounts.
 */
export function createLoginThrottle(redis: Redis, keyPrefix = "login-fail"): LoginThrottle {
  const options = { storeClient: redis, points: LOGIN_MAX_FAILURES, duration: LOGIN_WINDOW_SECONDS };
  const byUserAndIp = new RateLimiterRedis({ ...options, keyPrefix: `${keyPrefix}:user-ip` });
  const byIp = new RateLimiterRedis({ ...options, points: LOGIN_IP_MAX_FAILURES, keyPrefix: `${keyPrefix}:ip` });
  const byUser = new RateLimiterRedis({ ...options, points: LOGIN_USER_CEILING, keyPrefix: `${keyPrefix}:user` });
  const userKey = (username: string) => username.trim().toLowerCase();
  const pairKey = (username: string, ip: string) => `${userKey(username)}|${ip}`;
  const knownKey = (username: string) => `${keyPrefix}:known:${userKey(username)}`;
  const sinceLoginKey = (username: string) => `${keyPrefix}:since-login:${userKey(username)}`;

  return {
    async begin(username, ip) {
      const [pair, address, user, known] = await Promise.all([
        byUserAndIp.penalty(pairKey(username, ip), 1),
        byIp.penalty(ip, 1),
        byUser.penalty(userKey(username), 1),
        redis.sismember(knownKey(username), ip),
      ]);
      const pairBlocked = pair.consumedPoints > LOGIN_MAX_FAILURES;
      const ipBlocked = address.consumedPoints > LOGIN_IP_MAX_FAILURES;
      const userBlocked = user.consumedPoints > LOGIN_USER_CEILING && known === 0;
      if (!pairBlocked && !ipBlocked && !userBlocked) return { allowed: true };
      // A refused attempt is not a failure of the keys that were still open.
      await Promise.all([
        pairBlocked ? null : byUserAndIp.reward(pairKey(username, ip), 1),
        ipBlocked ? null : byIp.reward(ip, 1),
        userBlocked ? null : byUser.reward(userKey(username), 1),
      ]);
      const waitMs = Math.max(
        pairBlocked ? pair.msBeforeNext : 0,
        ipBlocked ? address.msBeforeNext : 0,
        userBlocked ? user.msBeforeNext : 0,
      );
      return { allowed: false, waitMs };
    },
    async failed(username) {
      await redis.multi().incr(sinceLoginKey(username)).expire(sinceLoginKey(username), KNOWN_ADDRESS_SECONDS).exec();
    },
    async succeeded(username, ip) {
      const [, , , since] = await Promise.all([
        byUserAndIp.delete(pairKey(username, ip)),
        byIp.reward(ip, 1),
        byUser.reward(userKey(username), 1),
        redis
          .multi()
          .get(sinceLoginKey(username))
          .del(sinceLoginKey(username))
          .sadd(knownKey(username), ip)
          .expire(knownKey(username), KNOWN_ADDRESS_SECONDS)
          .exec(),
      ]);
      return Number(since?.[0]?.[1] ?? 0) || 0;
    },
    async passed(username, ip) {
      await Promise.all([byUserAndIp.reward(pairKey(username, ip), 1), byIp.reward(ip, 1), byUser.reward(userKey(username), 1)]);
    },
  };
}

const NOTICE_SECONDS = 60 * 60;
const noticeKey = (sessionId: string) => `login-notice:${sessionId}`;

/** Keeps "N failed sign-in attempts since your last sign-in" for the session just opened, until its first admin page. */
export async function rememberFailedAttempts(redis: Redis, sessionId: string, count: number): Promise<void> {
  if (count > 0) await redis.set(noticeKey(sessionId), String(count), "EX", NOTICE_SECONDS);
}

/** The failed attempts to tell the admin about on this session's first admin page (once), or 0. */
export async function takeFailedAttempts(redis: Redis, sessionId: string): Promise<number> {
  const [[, value] = []] = (await redis.multi().get(noticeKey(sessionId)).del(noticeKey(sessionId)).exec()) ?? [];
  return Number(value ?? 0) || 0;
}
