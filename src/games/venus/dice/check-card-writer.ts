/**
 * A check card's writer (the GM's client, or with no GM connected the
 * roller's owner's — check-card-query.ts decides): the "venus.checkCard"
 * query and the request it carries out. In the game's lazy chunk (gm-handlers.ts).
 */
import type { LocalQueryOptions } from "../../../core/gm-query";
import { applyIfCurrent } from "../../../core/versioned-state";
import { SYSTEM_ID } from "../../../core/game-definition";
import { readCharacter } from "./actor-view";
import { receiveCardRequest } from "./card-requests";
import { applyCheckAction, checkCardVersion, type CheckAction } from "./check-card-state";
import { CHECK_FLAG, checkUserFor, readCheckState, renderNeutralCheckCard, rollerLots } from "./check-card-message";
import { cardProblem, type CardProblem } from "./problems";
import { actorFrom } from "./task-card-message";

/** An action as sent to the card's writer: with the card's version its sender saw. */
export interface CheckCardRequest {
  action: CheckAction;
  version: unknown;
}

/**
 * Carry out a request as the card's writer (inside the queue): read the
 * card afresh, refuse a stale request, check the rolled dice against the
 * card, take the Lots, save.
 */
export async function applyCheckRequest(
  message: ChatMessage,
  request: CheckCardRequest,
  asking: User,
): Promise<CardProblem[]> {
  const outcome = await applyIfCurrent({
    read: () => readCheckState(message),
    version: checkCardVersion,
    seen: request.version,
    apply: async (state): Promise<CardProblem[]> => {
      const rights = checkUserFor(asking, state);
      // The Lots always come from the sheet, never from the request.
      const lots = rollerLots(state);
      const result = applyCheckAction(state, request.action, rights, { lots });
      if (result.problems.length > 0) return result.problems;
      const roller = actorFrom(state.actorUuid);
      if (roller && result.lots > 0)
        await roller.update({ "system.kismet.lots": Math.max(0, readCharacter(roller.system).lots - result.lots) });
      await message.update({
        [`flags.${SYSTEM_ID}.${CHECK_FLAG}`]: result.state,
        content: await renderNeutralCheckCard(result.state),
      });
      return [];
    },
  });
  if (outcome.ok) return outcome.result;
  return outcome.reason === "stale"
    ? [cardProblem("stale", "The card changed since this was asked.")]
    : [cardProblem("not-allowed", "Not a check card.")];
}

/**
 * GM side of "venus.checkCard" (queued by registerGame): apply the request
 * with the asking user's rights, rebuilt from what they own.
 */
export async function checkCardQuery(
  data: Record<string, unknown>,
  options: LocalQueryOptions,
): Promise<{ problems: CardProblem[] }> {
  const request = await receiveCardRequest<CheckAction>(data, options);
  if ("problems" in request) return request;
  const { message, action, version, user } = request;
  return { problems: await applyCheckRequest(message, { action, version }, user) };
}
