import { hash, verify } from "@node-rs/argon2";

// @node-rs/argon2 defaults to argon2id with OWASP's baseline cost (19 MiB, t=2, p=1); its
// `Algorithm` is an ambient const enum that isolatedModules cannot reference, so the defaults stay.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A real argon2id hash of a random, discarded password: verifying against it makes an unknown username cost as much as a known one. */
const UNKNOWN_USER_HASH = "$argon2id$v=19$m=19456,t=2,p=1$fxj8VMdhS0VyhKBUYln1Fg$k6W84xBxpb0bTPJEAGvYUxvtvvaASiHyCUgZoARBpWY";

export async function verifyPassword(passwordHash: string | null | undefined, password: string): Promise<boolean> {
  try {
    const ok = await verify(passwordHash ?? UNKNOWN_USER_HASH, password);
    return ok && Boolean(passwordHash);
  } catch {
    return false;
  }
}
