import { z } from "zod";

/** What a free-text field says when it holds a NUL character, which no PostgreSQL text column can store. */
export const NUL_MESSAGE = "This field contains a character that is not allowed (NUL). Please remove it.";

/**
 * The string schema of every free-text input (public forms, sign-in, admin forms and searches): `z.string()`
 * that refuses a NUL character with the field's own message, before any other rule of the field runs.
 * Browser-safe: Conform runs the same schemas in the browser.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !value.includes("\0"), { message: NUL_MESSAGE, abort: true });
}
