import { SYSTEM_ID } from "./game-definition";
import { STALE_KEY } from "./versioned-state";

/**
 * Actions that change documents the clicking user does not own go through a
 * GM: v13's queries (`CONFIG.queries` + `User#query`). A game registers named
 * handlers in its GameModule; each handler re-checks what the asking user
 * may do, because any client can send a query.
 *
 * Foundry calls a handler with `(data, { timeout })` only: it does not say who
 * sent the query. The sender's id therefore travels in the data (`userId`),
 * and `askingUser` refuses the claims that cannot be true.
 *
 * registerGame wraps every handler in the GM queue (gm-queue.ts), so the
 * active GM runs them one at a time, including its own requests that askGM
 * runs locally. `askGMReporting` tells the user when the GM side failed;
 * `askGMAnswering` also shows a refusal and redraws after a stale request.
 */

export interface GMRequest {
  /** The asking user's id; handlers check permissions against this user. */
  userId: string;
  [key: string]: unknown;
}

/** What `askGM` passes a handler it runs on this client: the user is known here, not claimed. */
export interface LocalQueryOptions {
  timeout?: number;
  user?: User;
}

/**
 * Resolve the asking user inside a handler. Run locally by `askGM` (this
 * client is the active GM), the user is given. Off the wire it is the id the
 * request names, refused (null) when that user is unknown, not connected, or
 * this very client: the active GM never asks itself over the wire, so such a
 * request is a forgery claiming the GM's rights.
 */
export function askingUser(data: Record<string, unknown>, options: LocalQueryOptions | undefined): User | null {
  if (options?.user) return options.user;
  const id = typeof data.userId === "string" ? data.userId : "";
  const user = game.users.get(id);
  if (!user || !user.active || user.id === game.user.id) return null;
  return user;
}

/** Thrown by askGM when no GM is connected (the user has been told already). */
export class NoActiveGMError extends Error {
  constructor() {
    super("No active GM to carry out the request.");
    this.name = "NoActiveGMError";
  }
}

/**
 * Run query `name` (registered without the system prefix) as the GM: locally
 * when this user is the active GM, otherwise by asking the active GM.
 * Resolves to the handler's result; rejects with a readable message when no
 * GM is connected.
 */
export async function askGM(name: string, data: Record<string, unknown>): Promise<unknown> {
  const request: GMRequest = { ...data, userId: game.user.id };
  const fullName = `${SYSTEM_ID}.${name}`;
  const gm = game.users.activeGM;
  if (!gm) {
    ui.notifications.warn("STORY_ENGINES.Notifications.noActiveGM", { localize: true });
    throw new NoActiveGMError();
  }
  if (gm.id === game.user.id) {
    const handler = CONFIG.queries[fullName];
    if (!handler) throw new Error(`No query handler registered for ${fullName}.`);
    const local: LocalQueryOptions = { timeout: 10_000, user: game.user };
    return handler(request, local);
  }
  return gm.query(fullName, request, { timeout: 10_000 });
}

/**
 * askGM for a button: resolves to the handler's answer, or to undefined
 * when the request failed — after telling the user (no GM connected; or
 * the GM's side failed or did not answer in time, which is logged too).
 */
export async function askGMReporting(name: string, data: Record<string, unknown>): Promise<unknown> {
  try {
    return await askGM(name, data);
  } catch (error) {
    if (!(error instanceof NoActiveGMError)) {
      console.error(`Story Engines | The GM side of ${name} failed:`, error);
      ui.notifications.error("STORY_ENGINES.Notifications.gmFailed", { localize: true });
    }
    return undefined;
  }
}

/** What a GM handler answers a button's request: done, or refused with a localisation key. */
export interface GMAnswer {
  ok: boolean;
  reason?: string;
  uuid?: string;
}

/**
 * askGMReporting for a window's button whose handler answers a GMAnswer: a
 * refusal is shown as a warning, and a stale request (someone changed the
 * state first) also redraws the window, so the user sees what changed.
 */
export async function askGMAnswering(
  app: foundry.applications.api.ApplicationV2,
  name: string,
  data: Record<string, unknown>,
): Promise<GMAnswer | undefined> {
  const answer = (await askGMReporting(name, data)) as GMAnswer | undefined;
  if (answer && !answer.ok) {
    ui.notifications.warn(answer.reason ?? STALE_KEY, { localize: true });
    if (answer.reason === STALE_KEY) void app.render();
  }
  return answer;
}
