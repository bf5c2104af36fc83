/**
 * Storypath Cards wired into Foundry: the GM query handlers (after resolving
 * the asking user), the hooks and the world setup at ready.
 */
import type { ModulePart } from "../../../core/game-module";
import { askingUser } from "../../../core/gm-query";
import {
  gmDrawStartingCards,
  gmGiveToTitle,
  gmSpendCard,
  gmSpendForTrait,
  gmSpendTitleCard,
} from "./storypath-handlers";
import { onRenderChatMessage, rerenderOmegaSheets } from "./storypath-hooks";
import { setupStorypath } from "./storypath-setup";
import { isStorypathStack, TITLE_TYPE, type CardsResult } from "./storypath";

type GMAction = (user: User, data: Record<string, unknown>) => Promise<CardsResult>;

/** A query handler: resolve the asking user, then let the action re-check what they may do. */
function handler(action: GMAction): QueryHandler {
  return async (data, options) => {
    const user = askingUser(data, options as { user?: User });
    if (!user) return { ok: false, reason: "STORY_ENGINES.Notifications.notAllowed" } satisfies CardsResult;
    return action(user, data);
  };
}

function onCardChange(card: Card): void {
  if (isStorypathStack(card.parent)) rerenderOmegaSheets();
}

/** Storypath Cards: GM queries, chat-card buttons, world setup at ready. */
export const cardsPart: ModulePart = {
  queries: {
    "four-colors.drawStartingCards": handler(gmDrawStartingCards),
    "four-colors.spendCard": handler(gmSpendCard),
    "four-colors.giveCardToTitle": handler(gmGiveToTitle),
    "four-colors.spendTitleCard": handler(gmSpendTitleCard),
    "four-colors.spendCardForTrait": handler(gmSpendForTrait),
  },
  init: () => {
    Hooks.on("renderChatMessageHTML", onRenderChatMessage);
    Hooks.on("createCard", onCardChange);
    Hooks.on("deleteCard", onCardChange);
    Hooks.on("updateCard", onCardChange);
    Hooks.on("updateActor", (actor: Actor) => {
      if (actor.type === TITLE_TYPE) rerenderOmegaSheets();
    });
  },
  // Not awaited: the deck offer waits for the GM's answer, and the games after this one must not wait with it.
  ready: () => {
    setupStorypath().catch((error: unknown) => console.error("Story Engines | Storypath setup failed:", error));
  },
};
