/**
 * What the Venus task and check cards share at a real table, in Foundry:
 * sending a card action to the card's one writer (the GM through the card's
 * query, or, with no GM connected, the card's connected owner — askGM's
 * `writerOf`, contract R — through the same query and queue), telling the user what refused it and
 * redrawing a card refused as stale; receiving such a request on the GM's
 * side (the card's query handler); and showing the dice the asking user rolls
 * on their own client (KISS re-rolls, bonus dice, a Lot re-roll) through Dice
 * So Nice with the message's whisper and blind. Conventions:
 * docs/architecture.md, "Shared state at a real table".
 */

import { askGMReporting, askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { noGMWriterOf, tellNoWriter } from "../../../core/request-writer";
import { notifyKeys } from "../../../core/notify";
import { cardProblem, problemKeys, type CardProblem } from "./problems";

/**
 * Whether the card has a writer for this request now: a connected GM, or —
 * with none — the card's writer (contract R: the connected owner of the
 * card's message, its roller's player), when that writer may write all the
 * request touches (`writerCan`). Otherwise the user is told who must
 * connect, before any die is rolled, and nothing changes: the card still
 * offers the decision, to be made again once a writer is there.
 */
export function writerReachable(message: ChatMessage, writerCan: (writer: User) => boolean): boolean {
  if (game.users.activeGM) return true;
  const writer = noGMWriterOf(message.uuid);
  if (!writer) {
    tellNoWriter(message.uuid);
    return false;
  }
  if (writerCan(writer)) return true;
  ui.notifications.warn("STORY_ENGINES.Notifications.noActiveGM", { localize: true });
  return false;
}

/**
 * Have the card's writer carry out a request and tell this user the
 * outcome: the active GM through the card's `query`, or with no GM
 * connected the card's writer (`askGM`'s `writerOf`: the message's
 * connected owner, this very client when it is that owner), which checks
 * the declared rule of who may ask and runs the same handler in its queue.
 */
export async function sendCardRequest(options: {
  message: ChatMessage;
  query: string;
  request: Record<string, unknown>;
}): Promise<void> {
  const answer = (await askGMReporting(
    options.query,
    { messageUuid: options.message.uuid, ...options.request },
    { writerOf: options.message.uuid },
  )) as { problems?: CardProblem[] } | undefined;
  // Undefined: nobody could write it, the rule refused it, or the writer's side failed; the user has been told.
  if (!answer) return;
  const problems = Array.isArray(answer.problems) ? answer.problems : [];
  notifyKeys(problemKeys(problems));
  // Refused as stale: draw the card as it is now, so the user sees what changed.
  if (problems.some((p) => p.code === "stale"))
    void (ui as unknown as { chat?: VenusChatLog }).chat?.updateMessage(options.message);
}

/**
 * Show dice this user rolled for a card after its message exists through
 * Dice So Nice, to everyone the message shows them to (its whisper and
 * blind), and wait for the animation before the request is sent.
 */
export async function showCardDice(roll: foundry.dice.Roll, message: ChatMessage, roller: User): Promise<void> {
  const whisper = message.whisper.length > 0 ? message.whisper : null;
  await (game as unknown as VenusGameWithDice3D).dice3d?.showForRoll(
    roll,
    roller,
    true,
    whisper,
    message.blind,
    message.id,
    message.speaker,
  );
}

/**
 * A card request as the GM's query handler receives it: the asking user
 * (claims that cannot be true refused, src/core/gm-query.ts), the message,
 * the action and the version its sender saw. Problems instead when the
 * request names no user, message or action.
 */
export async function receiveCardRequest<A extends { type: string }>(
  data: Record<string, unknown>,
  options: LocalQueryOptions,
): Promise<{ user: User; message: ChatMessage; action: A; version: unknown } | { problems: CardProblem[] }> {
  const user = askingUser(data, options);
  const doc = typeof data.messageUuid === "string" ? await fromUuid(data.messageUuid) : null;
  if (!user || !doc || doc.documentName !== "ChatMessage")
    return { problems: [cardProblem("not-allowed", "Unknown user or message.")] };
  const action = data.action as A;
  if (!action || typeof action !== "object" || typeof action.type !== "string")
    return { problems: [cardProblem("not-allowed", "No action.")] };
  return { user, message: doc as ChatMessage, action, version: data.version };
}
