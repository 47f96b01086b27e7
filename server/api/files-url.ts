import { createHmac, timingSafeEqual } from "node:crypto";
import type { Config } from "../config/index.js";

/*
 * Signed links to private files (docs/api.md §21, README "REST API"): response files, medical reports and quote
 * attachments reach token holders as `<origin>/backend/api/files/<file id>/?expires=<unix>&signature=<hex>`.
 * The signature is an HMAC of the file id and expiry with a key derived from COOKIE_SECRET, so links survive
 * restarts and every web process accepts the others' links.
 */

/** How long a signed link works. */
export const DOWNLOAD_LINK_SECONDS = 60 * 60;

type SigningConfig = Pick<Config, "publicUrl" | "cookieSecret">;

const FILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function sign(config: SigningConfig, fileId: string, expires: number): string {
  // A key of its own for download links, so a link's signature can never stand in for a cookie's.
  const key = createHmac("sha256", config.cookieSecret).update("crestline download links").digest();
  return createHmac("sha256", key).update(`${fileId}:${expires}`).digest("hex");
}

/** The signed download URL of a `files` row (its id), valid for DOWNLOAD_LINK_SECONDS from `now`. */
export function signedFileUrl(config: SigningConfig, fileId: string, now: Date = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
  return `${config.publicUrl}/backend/api/files/${fileId}/?expires=${expires}&signature=${sign(config, fileId, expires)}`;
}

/** The signed URL of a file, or null when there is none (nullable file columns). */
export const signedFileUrlOrNull = (config: SigningConfig, fileId: string | null | undefined) =>
  fileId ? signedFileUrl(config, fileId) : null;

type LinkCheck = "valid" | "expired" | "invalid";

/**
 * Whether `expires` and `signature` are a link this server made for `fileId`; a genuine link past its
 * expiry is "expired" (a forged one is "invalid" whatever its expiry).
 */
export function checkFileLink(
  config: SigningConfig,
  fileId: string,
  expires: string | undefined,
  signature: string | undefined,
  now: Date = new Date(),
): LinkCheck {
  if (!FILE_ID.test(fileId) || !expires || !/^\d{1,12}$/.test(expires) || !signature || !/^[0-9a-f]{64}$/.test(signature)) {
    return "invalid";
  }
  const expected = Buffer.from(sign(config, fileId, Number(expires)), "hex");
  if (!timingSafeEqual(expected, Buffer.from(signature, "hex"))) return "invalid";
  return Number(expires) * 1000 < now.getTime() ? "expired" : "valid";
}
