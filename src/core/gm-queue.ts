/**
 * One queue for every change the GM's client makes to shared state.
 *
 * Foundry runs a query handler as soon as its message arrives, so two
 * players' requests interleave at every `await`: a handler that reads a
 * document, awaits, then writes back what it read loses the other request's
 * change (two cards given to one Title at once), and a check made before
 * the awaits passes twice (a double click deals two hands). registerGame
 * wraps every game's query handlers with `queued`, so the active GM runs
 * them one at a time; each reads its documents inside the queue, after the
 * one before has finished writing. Anything else the GM's client changes in
 * shared state from a click (marking a spend) goes through `runQueued` too,
 * and so does a player's own write when no GM is connected (the card is then
 * written by its owner alone).
 *
 * A queued task must never wait for another queued task (askGM from inside
 * a handler, runQueued inside runQueued): it would wait for itself.
 * Framework-free: plain promises, unit-tested in tests/core/gm-queue.test.ts.
 */
import type { GMHandler } from "./gm-socket";

/** Runs tasks one at a time in the order they were given; a failing task does not stop the ones after it. */
export class SerialQueue {
  private tail: Promise<void> = Promise.resolve();
  private count = 0;

  /** Tasks waiting or running. */
  get size(): number {
    return this.count;
  }

  /** Run `task` once every task given before it has settled; resolves or rejects as the task does. */
  run<T>(task: () => T | Promise<T>): Promise<T> {
    this.count += 1;
    const result = this.tail.then(() => task());
    this.tail = result.then(
      () => this.done(),
      () => this.done(),
    );
    return result;
  }

  private done(): void {
    this.count -= 1;
  }
}

/** This client's queue of writes to shared state (on the active GM: every query handler). */
export const gmQueue = new SerialQueue();

/** Run a change to shared state in this client's queue. */
export function runQueued<T>(task: () => T | Promise<T>): Promise<T> {
  return gmQueue.run(task);
}

/**
 * A query handler that waits its turn in the queue (registerGame wraps every
 * game's handlers with it); when its turn comes it tells the sender it has
 * started (`options.started`), from when the sender's time-out counts.
 */
export function queued(handler: GMHandler): GMHandler {
  return (data, options) =>
    gmQueue.run(() => {
      options.started?.();
      return handler(data, options);
    });
}
