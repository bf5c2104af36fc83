/**
 * The requests this client sent over the system socket and still waits for
 * (the sender's side of gm-socket.ts).
 *
 * A request waits in its writer's one serial queue (gm-queue.ts) behind
 * every request sent before it, so a first deal that imports a deck can
 * hold the ones after it for long. The time-out therefore counts from when
 * the writer starts the request — its client sends a "started" notice then
 * — not from when it was sent; and a request waiting on a writer who
 * disconnects (`userConnected` with `connected` false, which Foundry fires
 * on every client) is rejected at once (`WriterLeftError`), as socketlib
 * does, instead of waiting for an answer that cannot come.
 */

/** How long a client waits for the writer's answer once it has started the request (0: forever). */
export const GM_REQUEST_TIMEOUT = { ms: 10_000 };

/** A request's writer left before answering it: nothing was done, or nobody can say. */
export class WriterLeftError extends Error {
  constructor(name: string) {
    super(`The user carrying out ${name} disconnected before answering.`);
    this.name = "WriterLeftError";
  }
}

/** A request this client sent and still waits for. */
interface Waiting {
  /** The writer addressed: only its answers count. */
  writerId: string;
  name: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer?: ReturnType<typeof setTimeout>;
}

const waiting = new Map<string, Waiting>();

/** Wait for the answer to request `requestId`, sent to `writerId`'s client. */
export function awaitAnswer(requestId: string, writerId: string, name: string): Promise<unknown> {
  return new Promise((resolve, reject) => waiting.set(requestId, { writerId, name, resolve, reject }));
}

function finish(requestId: string): Waiting | undefined {
  const entry = waiting.get(requestId);
  if (!entry) return undefined;
  waiting.delete(requestId);
  if (entry.timer) clearTimeout(entry.timer);
  return entry;
}

/** The writer `fromId` started request `requestId`: its time-out counts from now. */
export function noteStarted(requestId: string, fromId: string): void {
  const entry = waiting.get(requestId);
  if (!entry || entry.writerId !== fromId || entry.timer || GM_REQUEST_TIMEOUT.ms <= 0) return;
  entry.timer = setTimeout(() => {
    if (finish(requestId)) entry.reject(new Error(`The GM did not answer ${entry.name} in time.`));
  }, GM_REQUEST_TIMEOUT.ms);
}

/** The answer from `fromId` to request `requestId`: taken only from the writer it was sent to. */
export function noteAnswer(requestId: string, fromId: string, outcome: { result?: unknown; error?: string }): void {
  const entry = waiting.get(requestId);
  if (!entry || entry.writerId !== fromId) return;
  finish(requestId);
  if (typeof outcome.error === "string") entry.reject(new Error(`The GM's side failed: ${outcome.error}`));
  else entry.resolve(outcome.result);
}

/** User `userId` disconnected: every request waiting on them is rejected at once. */
export function writerLeft(userId: string): void {
  for (const [requestId, entry] of [...waiting]) {
    if (entry.writerId !== userId) continue;
    finish(requestId);
    entry.reject(new WriterLeftError(entry.name));
  }
}

/** How many requests this client still waits for (tests). */
export function waitingCount(): number {
  return waiting.size;
}
