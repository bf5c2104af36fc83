/**
 * The version rule for shared state several users change (a chat card's
 * state kept in its message's flags).
 *
 * The state carries a version that grows with every change that matters to
 * the others (for the Venus task card, the length of its history). A
 * request names the version its sender saw. The writer — the GM queue
 * (gm-queue.ts), or the card's owner when no GM is connected — reads the
 * state afresh and applies the request only if that version is still the
 * current one; otherwise the request is refused as stale, answered with
 * STALE_KEY, and the sender's view is redrawn. A stale request is never
 * applied over the newer state: the sender acted on a view that is gone.
 *
 * Framework-free, unit-tested in tests/core/versioned-state.test.ts.
 */

/** The generic lang key telling a user their request was refused as stale. */
export const STALE_KEY = "STORY_ENGINES.Notifications.stale";

export type VersionCheck = { ok: true } | { ok: false; reason: "stale" };

/** A version as a request carries it: a whole number ≥ 0, or null when missing or malformed. */
export function readVersion(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : null;
}

/** May a request that saw version `seen` change state now at version `current`? Only when they are equal. */
export function checkVersion(seen: unknown, current: number): VersionCheck {
  const version = readVersion(seen);
  return version !== null && version === current ? { ok: true } : { ok: false, reason: "stale" };
}

export type VersionedOutcome<R> = { ok: true; result: R } | { ok: false; reason: "missing" | "stale" };

/**
 * Read the state afresh, check the version the request saw, and only then
 * apply the change. Run it inside the writer's queue, so nothing lands
 * between the check and the write.
 */
export async function applyIfCurrent<S, R>(options: {
  read: () => S | null;
  version: (state: S) => number;
  seen: unknown;
  apply: (state: S) => R | Promise<R>;
}): Promise<VersionedOutcome<R>> {
  const state = options.read();
  if (state === null) return { ok: false, reason: "missing" };
  const check = checkVersion(options.seen, options.version(state));
  if (!check.ok) return check;
  return { ok: true, result: await options.apply(state) };
}
