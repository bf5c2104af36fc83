/**
 * Short timers at the play table. A client's code may wait a moment before
 * it redraws (a burst of card hooks refreshes a sheet once, `afterBurst`):
 * in a browser the timer fires a few milliseconds later, before the user's
 * next click. The play table keeps the short timers (at most 250 ms) set
 * while it is installed, and when the table has settled after a step it
 * fires the ones still waiting at once — each on the client that set it —
 * and settles again, until none is left, so no real time is spent waiting.
 */
import { AsyncResource } from "node:async_hooks";
import type { AsyncTable } from "./async-table";

const SHORT_MS = 250;
/** Each waiting short timer's callback, bound to the client (async context) that set it. */
const pending = new Map<unknown, () => void>();
let original: { set: typeof setTimeout; clear: typeof clearTimeout } | null = null;

/** Keep the short timers set from now on (installPlayTable). */
export function trackShortTimers(): void {
  if (original) return;
  original = { set: globalThis.setTimeout, clear: globalThis.clearTimeout };
  const { set, clear } = original;
  const tracked = ((fn: (...args: unknown[]) => void, ms?: number, ...args: unknown[]) => {
    const delay = Number(ms ?? 0);
    if (delay <= 0 || delay > SHORT_MS) return set(fn, ms, ...args);
    const fire = AsyncResource.bind(() => fn(...args));
    const handle: unknown = set(() => {
      if (pending.delete(handle)) fire();
    }, ms);
    pending.set(handle, fire);
    return handle;
  }) as typeof setTimeout;
  globalThis.setTimeout = tracked;
  globalThis.clearTimeout = ((handle: Parameters<typeof clearTimeout>[0]) => {
    pending.delete(handle);
    clear(handle);
  }) as typeof clearTimeout;
}

export function untrackShortTimers(): void {
  if (!original) return;
  globalThis.setTimeout = original.set;
  globalThis.clearTimeout = original.clear;
  original = null;
  pending.clear();
}

/** Settle the table, then fire the short timers still waiting and settle again, until none is left. */
export async function settleWithTimers(table: AsyncTable): Promise<void> {
  await table.settle();
  for (let round = 0; round < 100 && pending.size > 0; round += 1) {
    const due = [...pending];
    pending.clear();
    for (const [handle, fire] of due) {
      original?.clear(handle as Parameters<typeof clearTimeout>[0]);
      fire();
    }
    await table.settle();
  }
}
