/**
 * Storypath Cards, GM side: the query handlers (in the game's lazy chunk), each
 * resolving the asking user first; registerGame runs them in the GM queue.
 */
import type { GMHandlerTable } from "../../../core/game-module";
import { askingUser } from "../../../core/gm-query";
import type { GMHandler } from "../../../core/gm-socket";
import {
  gmDrawStartingCards,
  gmGiveToTitle,
  gmSpendCard,
  gmSpendForTrait,
  gmSpendTitleCard,
  gmMarkSpend,
} from "./storypath-handlers";
import { gmTitleIssue } from "./title-issue-handlers";
import type { CardsResult } from "./storypath";

type GMAction = (user: User, data: Record<string, unknown>) => Promise<CardsResult>;

/** A query handler: resolve the asking user, then let the action re-check what they may do. */
function handler(action: GMAction): GMHandler {
  return async (data, options) => {
    const user = askingUser(data, options);
    if (!user) return { ok: false, reason: "STORY_ENGINES.Notifications.notAllowed" } satisfies CardsResult;
    return action(user, data);
  };
}

export const cardsHandlers: GMHandlerTable = {
  "four-colors.drawStartingCards": handler(gmDrawStartingCards),
  "four-colors.spendCard": handler(gmSpendCard),
  "four-colors.giveCardToTitle": handler(gmGiveToTitle),
  "four-colors.spendTitleCard": handler(gmSpendTitleCard),
  "four-colors.spendCardForTrait": handler(gmSpendForTrait),
  "four-colors.titleIssue": handler(gmTitleIssue),
  "four-colors.markSpend": handler(gmMarkSpend),
};
