/** A domain module's `{ ok: true, … }` outcome, or a thrown error naming the refusal (for steps a test expects to pass). */
export function accepted<T extends { ok: boolean }>(outcome: T): Extract<T, { ok: true }> {
  if (!outcome.ok) throw new Error(`refused: ${(outcome as unknown as { reason: string }).reason}`);
  return outcome as Extract<T, { ok: true }>;
}
