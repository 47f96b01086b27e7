import { z } from "zod";
import { message } from "./messages.js";

/** What a free-text field says when it holds a NUL character, which no PostgreSQL text column can store. */
export const NUL_MESSAGE = "This field contains a character that is not allowed (NUL). Please remove it.";

/**
 * The string schema of every free-text input (public forms, sign-in, admin forms and searches): `z.string()`
 * that refuses a NUL character with the field's own message, before any other rule of the field runs.
 * Browser-safe: Conform runs the same schemas in the browser. `nulMessage`: the refusal's words (the admin area's
 * English unless given).
 */
export function text(params?: Parameters<typeof z.string>[0], nulMessage: string = NUL_MESSAGE) {
  return z.string(params).refine((value) => !value.includes("\0"), { message: nulMessage, abort: true });
}

/**
 * `text()` of the public forms: the NUL refusal is a message of the interface-text catalogs (validation.nul, the
 * same English), which the page words in its visitor's language (server/modules/validation/messages.ts).
 */
export function publicText(params?: Parameters<typeof z.string>[0]) {
  return text(params, message("validation.nul"));
}
