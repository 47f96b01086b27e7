import { createCookie, type Cookie } from "@remix-run/node";
import type { Config } from "../config/index.js";

interface SiteCookies {
  /**
   * The bKash payment this browser started (worker registration): only that browser's callback may
   * cancel or fail it, and only it may poll its status. HttpOnly; bKash's redirect back is a top-level
   * GET, which SameSite=Lax cookies accompany.
   */
  registrationPayment: Cookie;
}

const cache = new WeakMap<Config, SiteCookies>();

/** The product's signed cookies, built once per configuration (Remix createCookie, signed with COOKIE_SECRET). */
export function siteCookies(config: Config): SiteCookies {
  const cached = cache.get(config);
  if (cached) return cached;
  const secrets = [config.cookieSecret];
  const cookies: SiteCookies = {
    registrationPayment: createCookie("registration_payment", {
      path: "/worker-registration",
      httpOnly: true,
      sameSite: "lax",
      secure: config.secureCookies,
      secrets,
      maxAge: config.pendingRegistrationTtlMinutes * 60,
    }),
  };
  cache.set(config, cookies);
  return cookies;
}
