import { SYSTEM_ID } from "./game-definition";
import { findGMHandler, requestFromGM, type GMRequestOptions } from "./gm-socket";
import { WriterLeftError } from "./gm-waiting";
import { isRuleRefusal } from "./request-rules";
import { noGMWriterOf, tellNoWriter } from "./request-writer";
import { STALE_KEY } from "./versioned-state";

/**
 * Actions that change documents the clicking user does not own go through a
 * GM. A game registers named handlers in its GameModule's `queries`; each
 * handler re-checks what the asking user may do, because any client can
 * send a request.
 *
 * The request travels over the system socket (gm-socket.ts), whose server
 * tells the GM's client who sent it: the handler gets that user as
 * `options.user`. The data still names the user the sender claims to be
 * (`userId`), and `askingUser` refuses a request whose claim is not its
 * sender: a player acting as another.
 *
 * registerGame checks each request's declared rule of who may ask
 * (request-rules.ts) and wraps every handler in the GM queue (gm-queue.ts),
 * so the active GM runs them one at a time, including its own requests that
 * askGM runs locally. With no GM connected, a request that names the
 * document it writes (`writerOf`) goes to that document's writer, a
 * connected owner (request-writer.ts). `askGMReporting` tells the user when
 * the GM side failed or the rule refused; `askGMAnswering` also shows the
 * handler's refusals and redraws after a stale request.
 */

export interface GMRequest {
  /** The asking user's id, as the sender claims it; `askingUser` holds it against the real sender. */
  userId: string;
  [key: string]: unknown;
}

/** What a handler is told besides the data: the sender, vouched for by the server or this client. */
export type LocalQueryOptions = GMRequestOptions;

/**
 * The user a handler acts for: the sender, vouched for by the server (or
 * this very client, when the active GM runs its own request). Null — refuse
 * the request — when the data claims another user than the sender, or the
 * sender is not connected.
 */
export function askingUser(data: Record<string, unknown>, options: GMRequestOptions | undefined): User | null {
  const user = options?.user;
  if (!user || !user.active) return null;
  if (data.userId !== undefined && data.userId !== user.id) return null;
  return user;
}

/** Thrown by askGM when no GM is connected (the user has been told already). */
export class NoActiveGMError extends Error {
  constructor() {
    super("No active GM to carry out the request.");
    this.name = "NoActiveGMError";
  }
}

/** Where a request may go besides the active GM. */
export interface AskOptions {
  /**
   * The UUID of the document the request writes: with no GM connected, its
   * writer (the connected non-GM owner with the lowest id) carries the
   * request out instead — this very client when it is that writer.
   */
  writerOf?: string;
}

/**
 * Run query `name` (registered without the system prefix) as the GM: locally
 * when this user is the active GM, otherwise by asking the active GM; with
 * none connected and `writerOf` given, by that document's writer. Resolves
 * to the handler's result (a refusal of the declared rule included);
 * rejects with a readable message when nobody connected can carry it out.
 */
export async function askGM(name: string, data: Record<string, unknown>, options: AskOptions = {}): Promise<unknown> {
  const request: GMRequest = { ...data, userId: game.user.id };
  const fullName = `${SYSTEM_ID}.${name}`;
  const { writerOf } = options;
  const gm = game.users.activeGM;
  const writer = gm ?? (writerOf ? noGMWriterOf(writerOf) : null);
  if (!writer) {
    if (writerOf) tellNoWriter(writerOf);
    else ui.notifications.warn("STORY_ENGINES.Notifications.noActiveGM", { localize: true });
    throw new NoActiveGMError();
  }
  if (writer.id === game.user.id) {
    const handler = await findGMHandler(fullName);
    if (!handler) throw new Error(`No GM handler registered for ${fullName}.`);
    return handler(request, { user: game.user });
  }
  return requestFromGM(writer, fullName, request, gm ? undefined : writerOf);
}

/**
 * askGM for a button: resolves to the handler's answer, or to undefined
 * when the request failed or its declared rule refused it — after telling
 * the user (no GM connected; the rule's reason; or the GM's side failed or
 * did not answer in time, which is logged too).
 */
export async function askGMReporting(
  name: string,
  data: Record<string, unknown>,
  options: AskOptions = {},
): Promise<unknown> {
  const answer = await askGMTelling(name, data, options);
  if (!isRuleRefusal(answer)) return answer;
  ui.notifications.warn(answer.reason, { localize: true });
  return undefined;
}

/**
 * askGM, telling the user when it failed (then undefined): nobody to carry
 * it out, the writer left before answering, or the writer's side failed. A
 * rule's refusal is returned, not shown.
 */
async function askGMTelling(name: string, data: Record<string, unknown>, options: AskOptions): Promise<unknown> {
  try {
    return await askGM(name, data, options);
  } catch (error) {
    if (error instanceof WriterLeftError)
      ui.notifications.warn("STORY_ENGINES.Notifications.writerLeft", { localize: true });
    else if (!(error instanceof NoActiveGMError)) {
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
  options: AskOptions = {},
): Promise<GMAnswer | undefined> {
  const answer = (await askGMTelling(name, data, options)) as GMAnswer | undefined;
  if (answer && !answer.ok) {
    ui.notifications.warn(answer.reason ?? STALE_KEY, { localize: true });
    if (answer.reason === STALE_KEY) void app.render();
  }
  return answer;
}
