import { createCookie, type Cookie } from "@remix-run/node";
import type { Config } from "../config/index.js";

interface SiteCookies {
  /**
   * The bKash payment this browser started (worker registration): only that browser's callback may
   * cancel or fail it, and only it may poll its status. HttpOnly; bKash's redirect back is a top-level
   * GET, which SameSite=Lax cookies accompany.
   */
  registrationPayment: Cookie;
  /**
   * The registration reference whose receipt this browser may open again (set when its own payment completed, or
   * after the reference and phone number were given). HttpOnly, signed, a year.
   */
  registrationReceipt: Cookie;
}

const cache = new WeakMap<Config, SiteCookies>();

/** The product's signed cookies, built once per configuration (Remix createCookie, signed with COOKIE_SECRET). */
export function siteCookies(config: Config): SiteCookies {
  const cached = cache.get(config);
  if (cached) return cached;
  const secrets = [config.cookieSecret];
  // Path "/": the registration answers at /worker-registration, /bn/worker-registration and /ar/worker-registration,
  // and the paying browser must send these cookies to each of them (and to their receipt pages)
  const cookies: SiteCookies = {
    registrationPayment: createCookie("registration_payment", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.secureCookies,
      secrets,
      maxAge: config.pendingRegistrationTtlMinutes * 60,
    }),
    registrationReceipt: createCookie("registration_receipt", {
      path: "/",
      httpOnly: true,
      sameSite: "lax",
      secure: config.secureCookies,
      secrets,
      maxAge: 365 * 24 * 3600,
    }),
  };
  cache.set(config, cookies);
  return cookies;
}
