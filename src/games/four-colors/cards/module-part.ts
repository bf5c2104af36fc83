/**
 * Storypath Cards wired into Foundry: the hooks and the world setup at ready
 * (the GM query handlers: gm-handlers.ts).
 */
import type { ModulePart } from "../../../core/game-module";
import { onRenderChatMessage, refreshOmegaSheets } from "./storypath-hooks";
import { onUserConnected, setupStorypath } from "./storypath-setup";
import { ISSUE_DESK_ID, isStorypathStack, TITLE_TYPE } from "./storypath";
import { isStoryguide } from "../storyguide";

function onCardChange(card: Card): void {
  if (isStorypathStack(card.parent)) refreshOmegaSheets();
}

function onStackChange(stack: Cards): void {
  if (isStorypathStack(stack)) refreshOmegaSheets();
}

/** Redraw this client's open Issues window after a Title changed (updateActor runs on every client). */
function refreshIssueDesk(): void {
  const open = foundry.applications.instances.get(ISSUE_DESK_ID);
  if (open?.rendered && (open as { userId?: string }).userId === game.user.id) void open.render();
}

function onActorChange(actor: Actor): void {
  if (actor.type !== TITLE_TYPE) return;
  refreshOmegaSheets();
  // The Storyguide's Issues window shows a Title's running Issue.
  refreshIssueDesk();
}

/** Storypath Cards: chat-card buttons, world setup at ready and as a GM's Table tool. */
export const cardsPart: ModulePart = {
  init: () => {
    Hooks.on("renderChatMessageHTML", onRenderChatMessage);
    Hooks.on("createCard", onCardChange);
    Hooks.on("deleteCard", onCardChange);
    Hooks.on("updateCard", onCardChange);
    // A deck imported or a hand created changes what the hand panels offer.
    Hooks.on("createCards", onStackChange);
    Hooks.on("deleteCards", onStackChange);
    // A card played (in play) or given back by a veto: the hand's or Title pile's list of cards in play.
    Hooks.on("updateCards", onStackChange);
    // A Title's slots show in the hand part; its name in the header's select.
    Hooks.on("createActor", onActorChange);
    Hooks.on("updateActor", onActorChange);
    Hooks.on("deleteActor", onActorChange);
    // A player joining mid-session gets their hand from the active GM's client.
    Hooks.on("userConnected", (user: User, connected: boolean) => {
      onUserConnected(user, connected).catch((error: unknown) =>
        console.error("Story Engines | Storypath hand for a connecting player failed:", error),
      );
    });
  },
  tools: [
    {
      // The Storyguide runs an Issue from their own screen, with no permission on the Title.
      id: "issues",
      labelKey: "STORY_ENGINES.FourColors.Issues.tool",
      icon: "fa-solid fa-book-open",
      visibleTo: (user) => {
        const found = game.users.get(user.id);
        return found ? isStoryguide(found) : false;
      },
      // The window's code is loaded when it is opened (on-demand, like the game's other windows).
      open: () => import("./issue-desk").then((m) => m.openIssueDesk()),
    },
    {
      // The Storyguide sets the stakes for any Omega they can see, from their own screen (a player's limited view has no Roll button).
      id: "stakes",
      labelKey: "STORY_ENGINES.FourColors.Stakes.tool",
      icon: "fa-solid fa-dice",
      visibleTo: (user) => {
        const found = game.users.get(user.id);
        return found ? isStoryguide(found) : false;
      },
      open: () => import("../dice/stakes-desk").then((m) => m.openStakesDesk()),
    },
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
