/**
 * Storypath Cards wired into Foundry: the GM query handlers (after resolving
 * the asking user; registerGame runs them in the GM queue), the hooks and
 * the world setup at ready.
 */
import type { ModulePart } from "../../../core/game-module";
import { askingUser } from "../../../core/gm-query";
import type { GMHandler } from "../../../core/gm-socket";
import {
  gmDrawStartingCards,
  gmGiveToTitle,
  gmSpendCard,
  gmSpendForTrait,
  gmSpendTitleCard,
} from "./storypath-handlers";
import { onRenderChatMessage, refreshOmegaSheets } from "./storypath-hooks";
import { gmTitleIssue } from "./title-issue-handlers";
import { setupStorypath } from "./storypath-setup";
import { isStorypathStack, TITLE_TYPE, type CardsResult } from "./storypath";

type GMAction = (user: User, data: Record<string, unknown>) => Promise<CardsResult>;

/** A query handler: resolve the asking user, then let the action re-check what they may do. */
function handler(action: GMAction): GMHandler {
  return async (data, options) => {
    const user = askingUser(data, options);
    if (!user) return { ok: false, reason: "STORY_ENGINES.Notifications.notAllowed" } satisfies CardsResult;
    return action(user, data);
  };
}

function onCardChange(card: Card): void {
  if (isStorypathStack(card.parent)) refreshOmegaSheets();
}

function onStackChange(stack: Cards): void {
  if (isStorypathStack(stack)) refreshOmegaSheets();
}

function onActorChange(actor: Actor): void {
  if (actor.type === TITLE_TYPE) refreshOmegaSheets();
}

/** Storypath Cards: GM queries, chat-card buttons, world setup at ready and as a GM's Table tool. */
export const cardsPart: ModulePart = {
  queries: {
    "four-colors.drawStartingCards": handler(gmDrawStartingCards),
    "four-colors.spendCard": handler(gmSpendCard),
    "four-colors.giveCardToTitle": handler(gmGiveToTitle),
    "four-colors.spendTitleCard": handler(gmSpendTitleCard),
    "four-colors.spendCardForTrait": handler(gmSpendForTrait),
    "four-colors.titleIssue": handler(gmTitleIssue),
  },
  init: () => {
    Hooks.on("renderChatMessageHTML", onRenderChatMessage);
    Hooks.on("createCard", onCardChange);
    Hooks.on("deleteCard", onCardChange);
    Hooks.on("updateCard", onCardChange);
    // A deck imported or a hand created changes what the hand panels offer.
    Hooks.on("createCards", onStackChange);
    Hooks.on("deleteCards", onStackChange);
    // A Title's slots show in the hand part; its name in the header's select.
    Hooks.on("createActor", onActorChange);
    Hooks.on("updateActor", onActorChange);
    Hooks.on("deleteActor", onActorChange);
  },
  tools: [
    {
      id: "storypath-setup",
      labelKey: "STORY_ENGINES.FourColors.Cards.Setup.tool",
      icon: "fa-solid fa-layer-group",
      gmOnly: true,
      open: () => setupStorypath(true),
    },
  ],
  // Not awaited: the deck offer waits for the GM's answer, and the games after this one must not wait with it.
  ready: () => {
    setupStorypath().catch((error: unknown) => console.error("Story Engines | Storypath setup failed:", error));
  },
};
