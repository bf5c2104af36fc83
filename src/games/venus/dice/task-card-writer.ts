/**
 * A task card's writer (the GM's client, or with no GM connected the card's
 * owner's — task-card-query.ts decides): the "venus.taskCard" query and the
 * request it carries out. In the game's lazy chunk (gm-handlers.ts).
 */
import type { LocalQueryOptions } from "../../../core/gm-query";
import { applyIfCurrent } from "../../../core/versioned-state";
import { receiveCardRequest } from "./card-requests";
import { cardProblem, type CardProblem } from "./problems";
import { taskCardVersion, type CardAction } from "./task-card-state";
import { cardUserFor, readTaskState } from "./task-card-message";
import { executeCardAction } from "./task-card-save";

/** An action as sent to the card's writer: with the card's version its sender saw. */
export interface TaskCardRequest {
  action: CardAction;
  version: unknown;
}

/**
 * Carry out a request as the card's writer (inside the queue): read the
 * card afresh, refuse a stale request, check the request against the card
 * (who may act, which dice, the faces the asking client rolled), save.
 */
export async function applyTaskRequest(
  message: ChatMessage,
  request: TaskCardRequest,
  asking: User,
): Promise<CardProblem[]> {
  const outcome = await applyIfCurrent({
    read: () => readTaskState(message),
    version: taskCardVersion,
    seen: request.version,
    apply: (state): Promise<CardProblem[]> => executeCardAction(message, request.action, cardUserFor(asking, state)),
  });
  if (outcome.ok) return outcome.result;
  return outcome.reason === "stale"
    ? [cardProblem("stale", "The card changed since this was asked.")]
    : [cardProblem("not-allowed", "Not a task card.")];
}

/**
 * GM side of "venus.taskCard" (queued by registerGame): rebuild the asking
 * user's rights from what they own and apply the request. The GM may type
 * the dice of its own KISS; another user's are rolled without asking.
 */
export async function taskCardQuery(
  data: Record<string, unknown>,
  options: LocalQueryOptions,
): Promise<{ problems: CardProblem[] }> {
  const request = await receiveCardRequest<CardAction>(data, options);
  if ("problems" in request) return request;
  const { message, action, version, user } = request;
  return { problems: await applyTaskRequest(message, { action, version }, user) };
}
