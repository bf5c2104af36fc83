/**
 * The stakes card's GM side (in the game's lazy chunk): who may ask each
 * action, declared (core checks it first) — the character's or the
 * partner's player claims and rolls, the partner's player agrees, the
 * Storyguide withdraws the stakes; the card's state (whose roll it is now,
 * a finished card) is checked by the handler. registerGame runs it in the
 * GM queue.
 */
import type { GMHandlerTable } from "../../../core/game-module";
import { askingUser } from "../../../core/gm-query";
import { byAction, holdsRoleRule, REFUSALS, type AskRule } from "../../../core/request-rules";
import { gmStakesCard, readStakes, STAKES_QUERY, stakesUserFor } from "./stakes-card";

const NOT_YOURS = "STORY_ENGINES.FourColors.Stakes.Problems.notYours";

/** A rule on the user's part in the card `data.messageUuid` names (who plays its character, its partner). */
function onCard(test: (part: { playsActor: boolean; playsPartner: boolean }) => boolean): AskRule {
  return (data, user) => {
    const doc = typeof data.messageUuid === "string" ? fromUuidSync(data.messageUuid) : null;
    const state = doc?.documentName === "ChatMessage" ? readStakes(doc as ChatMessage) : null;
    if (!state) return REFUSALS.noDocument;
    return test(stakesUserFor(user, state)) ? null : NOT_YOURS;
  };
}

const playsPartner = onCard((part) => part.playsPartner);
const playsEither = onCard((part) => part.playsActor || part.playsPartner);
const storyguide = holdsRoleRule("four-colors", "storyguide", "STORY_ENGINES.FourColors.Stakes.Problems.notStoryguide");

export const diceHandlers: GMHandlerTable = {
  [STAKES_QUERY]: {
    mayAsk: byAction("action.type", {
      agree: playsPartner,
      claim: playsEither,
      rolled: playsEither,
      cancel: storyguide,
    }),
    handle: async (data, options) => {
      const user = askingUser(data, options);
      if (!user) return { ok: false, reason: "STORY_ENGINES.Notifications.notAllowed" };
      return gmStakesCard(user, data);
    },
  },
};
