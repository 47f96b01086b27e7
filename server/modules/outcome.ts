/**
 * The one result convention of the domain modules (docs/decisions/0007-form-pipeline-and-ui-kit.md): a module
 * answers `{ ok: true, ...what it made }` or `{ ok: false, reason: "<code>" }`, and the route or API door that
 * shows it words the reason. Thrown errors are for the unexpected only (a dependency failed, a bug).
 */
export type Refused<R extends string> = { ok: false; reason: R };

/**
 * Stops the work of `refusable` with a reason, rolling back a transaction it runs in. Only `refusable` catches
 * it, so it never leaves a module.
 */
export class Refusal<R extends string> extends Error {
  constructor(readonly reason: R) {
    super(`refused: ${reason}`);
    this.name = "Refusal";
  }
}

/** Runs `work`; a `Refusal` thrown inside it (often to roll a transaction back) becomes `{ ok: false, reason }`. */
export async function refusable<R extends string, T extends object>(
  work: () => Promise<T>,
): Promise<({ ok: true } & T) | Refused<R>> {
  try {
    return { ok: true, ...(await work()) };
  } catch (err) {
    if (err instanceof Refusal) return { ok: false, reason: err.reason as R };
    throw err;
  }
}
