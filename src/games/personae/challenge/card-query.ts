/**
 * Where a challenge card request runs, in Foundry. A card has one writer at
 * a time:
 *
 * - a GM is connected: every request goes to the GM through the
 *   "personae.challengeCard" query (the GM's own clicks too, which askGM
 *   runs locally), and the one GM queue applies them one at a time, each on
 *   the card as it is when its turn comes;
 * - no GM is connected: a user who owns the card and every identity the
 *   request touches writes it through the same queue on their client;
 *   another user's request (a chorus who is a player rolling its dice on a
 *   player's card) goes to the card's writer, its owner's client (contract
 *   R's `writerOf`), which carries it out when it owns what it writes.
 *
 * Each request carries the card's version as its sender saw it; the writer
 * refuses a stale one and the sender's card is drawn again
 * (src/core/versioned-state.ts). Dice are rolled by the writer, so no
 * client's word sets a face; the GM is never asked to type another user's
 * dice. The writer rebuilds the asking user's rights from what they own.
 */
import { askGMReporting, askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { runQueued } from "../../../core/gm-queue";
import { applyIfCurrent } from "../../../core/versioned-state";
import { notifyKeys } from "../../../core/notify";
import { cardVersion, type CardProblem, type ChallengeCardState } from "./card-state";
import { CARD_QUERY, identityFrom, readCardState } from "./card-message";
import { readRequest, type CardRequest } from "./card-request";
import { executeRequest, type RollManner } from "./card-writer";

const STALE: CardProblem = { key: "STORY_ENGINES.Notifications.stale" };

/** The identities a request writes to. */
function touched(state: ChallengeCardState, request: CardRequest): string[] {
  // The chorus's dice write the card and what the issuer earns (its tally, its criticals), never the reactor.
  if (
    request.type === "settle" ||
    request.type === "followUp" ||
    request.type === "grantFollowUp" ||
    request.type === "issuerRoll" ||
    request.type === "chorusRoll"
  )
    return [state.actor.uuid];
  const reactor = request.reactor === null ? "" : (state.reactors[request.reactor]?.uuid ?? "");
  return [state.actor.uuid, reactor, ...(request.type === "stabilise" ? [request.by] : [])];
}

/** Whether this client may be the writer itself (no GM connected): it owns all the request touches. */
function canWriteLocally(message: ChatMessage, state: ChallengeCardState, request: CardRequest): boolean {
  if (game.user.isGM) return true;
  if (!message.isOwner) return false;
  return touched(state, request).every((uuid) => identityFrom(uuid)?.isOwner === true);
}

const NO_GM: CardProblem = { key: "STORY_ENGINES.Notifications.noActiveGM" };

/** As the writer, inside the queue: read the card afresh, refuse a stale request, carry it out. */
async function applyRequest(
  message: ChatMessage,
  request: CardRequest,
  seen: unknown,
  asking: User,
  manner: RollManner,
): Promise<CardProblem[]> {
  const outcome = await applyIfCurrent({
    read: () => readCardState(message),
    version: cardVersion,
    seen,
    apply: () => executeRequest(message, request, asking, manner),
  });
  if (outcome.ok) return outcome.result;
  return outcome.reason === "stale" ? [STALE] : [{ key: "STORY_ENGINES.Personae.Card.Problem.notACard" }];
}

/**
 * Carry out a request from this client; `seen` is the version of the card
 * the user acted on. Resolves once the writer has answered.
 */
export async function performCardRequest(message: ChatMessage, request: CardRequest, seen: number): Promise<void> {
  const state = readCardState(message);
  if (!state) return;
  let problems: CardProblem[];
  if (!game.users.activeGM && canWriteLocally(message, state, request)) {
    problems = await runQueued(() => applyRequest(message, request, seen, game.user, { interactive: true }));
  } else if (!game.users.activeGM && message.isOwner) {
    // This client is the card's writer, but what the request writes is not all its own: it waits for a GM.
    ui.notifications.warn(NO_GM.key, { localize: true });
    return;
  } else {
    // The active GM; with none, the card's writer (its owner's client).
    const data = { messageUuid: message.uuid, request, version: seen };
    const answer = (await askGMReporting(CARD_QUERY, data, { writerOf: message.uuid })) as
      { problems?: CardProblem[] } | undefined;
    if (!answer) return;
    problems = Array.isArray(answer.problems) ? answer.problems : [];
  }
  notifyKeys(problems.map((p) => p.key));
  if (problems.some((p) => p.key === STALE.key))
    void (ui as unknown as { chat?: PersonaeChatLog }).chat?.updateMessage(message);
}

/**
 * The message at a UUID, waiting a moment for one just posted: the issuer
 * asks to settle a card right after creating it, and the GM's client may
 * hear of the new message a little after the request.
 */
async function messageSoon(uuid: string): Promise<FoundryDocument | null> {
  for (let tries = 0; tries < 20; tries++) {
    const doc = await fromUuid(uuid);
    if (doc) return doc;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/**
 * GM side of "personae.challengeCard" (queued by registerGame): the request
 * is read defensively, the asking user's rights rebuilt from what they own.
 * The GM may type the dice of its own request; another user's are rolled.
 */
export async function challengeCardQuery(
  data: Record<string, unknown>,
  options: LocalQueryOptions,
): Promise<{ problems: CardProblem[] }> {
  const user = askingUser(data, options);
  const doc = typeof data.messageUuid === "string" ? await messageSoon(data.messageUuid) : null;
  const request = readRequest(data.request);
  if (!user || !doc || doc.documentName !== "ChatMessage" || !request)
    return { problems: [{ key: "STORY_ENGINES.Personae.Card.Problem.notAllowed" }] };
  // A player's client writing for the table (no GM connected) carries out only what it may write itself.
  const state = readCardState(doc as ChatMessage);
  if (!game.user.isGM && (!state || !canWriteLocally(doc as ChatMessage, state, request))) return { problems: [NO_GM] };
  return {
    problems: await applyRequest(doc as ChatMessage, request, data.version, user, {
      interactive: options?.user !== undefined,
    }),
  };
}
