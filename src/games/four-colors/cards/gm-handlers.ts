/**
 * Storypath Cards, GM side: the requests (in the game's lazy chunk), each
 * declared with who may ask it — the owner of the hand and of the character
 * spending, the Storyguide marking a spend or (with the Title's owner)
 * running its Issues — which core checks before the handler runs
 * (src/core/request-rules.ts). The handlers keep the checks that depend on
 * the state (a card still in the hand, a running Issue); registerGame runs
 * them in the GM queue.
 */
import type { GMHandlerTable } from "../../../core/game-module";
import { askingUser } from "../../../core/gm-query";
import type { GMHandler } from "../../../core/gm-socket";
import { allOf, anyOf, byAction, holdsRoleRule, ownerOf, REFUSALS, type AskRule } from "../../../core/request-rules";
import {
  gmDrawStartingCards,
  gmGiveToTitle,
  gmSpendCard,
  gmSpendForTrait,
  gmSpendTitleCard,
  gmMarkSpend,
} from "./storypath-handlers";
import { gmTitleIssue } from "./title-issue-handlers";
import { stackFrom, type CardsResult } from "./storypath";

type GMAction = (user: User, data: Record<string, unknown>) => Promise<CardsResult>;

const P = "STORY_ENGINES.FourColors.Cards.Problems";

/** A query handler: resolve the asking user (core has checked who may ask), then act. */
function handler(action: GMAction): GMHandler {
  return async (data, options) => {
    const user = askingUser(data, options);
    if (!user) return { ok: false, reason: "STORY_ENGINES.Notifications.notAllowed" } satisfies CardsResult;
    return action(user, data);
  };
}

/** The user owns the Storypath hand `data.handId` names (a GM owns every hand). */
const ownsHand: AskRule = (data, user) => {
  const hand = stackFrom(data.handId, "hand");
  if (!hand) return REFUSALS.noDocument;
  return hand.testUserPermission(user, "OWNER") ? null : `${P}.notOwner`;
};

/** The user owns the character spending (`data.actorUuid`). */
const ownsCharacter = ownerOf("actorUuid", `${P}.notOwner`);

/** The user owns the character named, when the request names one (a hand spend for no character names none). */
const ownsCharacterIfNamed: AskRule = (data, user) =>
  data.actorUuid === undefined || data.actorUuid === "" ? null : ownsCharacter(data, user);

const storyguide = holdsRoleRule("four-colors", "storyguide", `${P}.notStoryguide`);

/** The Storyguide, or the Title's owner, runs its Issues. */
const runsTitle = anyOf(ownerOf("titleUuid", `${P}.notOwner`), storyguide);

export const cardsHandlers: GMHandlerTable = {
  "four-colors.drawStartingCards": { mayAsk: ownsCharacter, handle: handler(gmDrawStartingCards) },
  "four-colors.spendCard": { mayAsk: allOf(ownsHand, ownsCharacterIfNamed), handle: handler(gmSpendCard) },
  "four-colors.giveCardToTitle": { mayAsk: ownsHand, handle: handler(gmGiveToTitle) },
  "four-colors.spendTitleCard": { mayAsk: ownsCharacter, handle: handler(gmSpendTitleCard) },
  "four-colors.spendCardForTrait": { mayAsk: allOf(ownsHand, ownsCharacter), handle: handler(gmSpendForTrait) },
  "four-colors.titleIssue": {
    mayAsk: byAction("action", {
      start: runsTitle,
      end: runsTitle,
      page: runsTitle,
      join: runsTitle,
      leave: runsTitle,
    }),
    handle: handler(gmTitleIssue),
  },
  "four-colors.markSpend": { mayAsk: storyguide, handle: handler(gmMarkSpend) },
};
