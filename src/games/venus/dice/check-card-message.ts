/**
 * The interactive check card and its chat message, in Foundry: the card's
 * state lives in the message's flags (`flags["story-engines"].venusCheck`).
 * Reading it back, the viewing user's rights, the Lots the roller holds now,
 * and the neutral content the message stores. Acting on the card:
 * check-card-query.ts; the chat hook: check-card-listeners.ts.
 */

import { SYSTEM_ID } from "../../../core/game-definition";
import { readCharacter } from "./actor-view";
import { isFacilitator, isPeerOf, presentDeciders } from "./roles";
import { checkCardContext } from "./check-card-context";
import type { CheckCardState } from "./check-card-state";
import { actorFrom } from "./task-card-message";
import type { CardUser } from "./task-card-state";
import { CHECK_CARD_TEMPLATE } from "./venus-check-roll";

export const CHECK_FLAG = "venusCheck";
export const CHECK_QUERY = "venus.checkCard";

/** The card's state, or null for any other message. */
export function readCheckState(message: ChatMessage): CheckCardState | null {
  const state = message.getFlag(SYSTEM_ID, CHECK_FLAG);
  return state !== null && typeof state === "object" && Array.isArray((state as CheckCardState).history)
    ? (state as CheckCardState)
    : null;
}

/** A user's rights on a check card: the GM, or the rolling character's owner. */
export function checkUserFor(user: User, state: CheckCardState): CardUser {
  const roller = actorFrom(state.actorUuid);
  return {
    isGM: user.isGM,
    ownsRoller: roller?.testUserPermission(user, "OWNER") === true,
    ownsAllies: [],
    isFC: isFacilitator(user),
    isPeer: isPeerOf(user, roller),
    present: presentDeciders(roller),
  };
}

/** The Lots the roller holds right now (0 when the character is gone). */
export function rollerLots(state: CheckCardState): number {
  const actor = actorFrom(state.actorUuid);
  return actor ? readCharacter(actor.system).lots : 0;
}

/** The card as anyone without rights sees it: the stored message content. */
export async function renderNeutralCheckCard(state: CheckCardState): Promise<string> {
  const nobody: CardUser = { isGM: false, ownsRoller: false, ownsAllies: [] };
  return foundry.applications.handlebars.renderTemplate(
    CHECK_CARD_TEMPLATE,
    checkCardContext(state, nobody, { lots: rollerLots(state) }),
  );
}
