/**
 * Storypath Cards wired into Foundry: the hooks and the world setup at ready
 * (the GM query handlers: gm-handlers.ts).
 */
import type { ModulePart } from "../../../core/game-module";
import { onRenderChatMessage, refreshOmegaSheets } from "./storypath-hooks";
import { onUserConnected, setupStorypath } from "./storypath-setup";
import { ISSUE_DESK_ID, isStorypathStack, TITLE_TYPE } from "./storypath";
import { isStoryguide } from "../storyguide";
import { isActiveGM, syncStoryguideOwnership } from "./storypath-owners";
import { openReward } from "./reward";
import { releaseDeletedPlay } from "./deleted-plays";
import { redrawOurChatCards } from "../../../core/redraw";
import { ROLES_SETTING } from "../../../core/roles";
import { SYSTEM_ID } from "../../../core/game-definition";

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

/** A Table tool of the Storyguide's (whoever holds the role, a player or a GM). */
function storyguideOnly(user: { id: string }): boolean {
  const found = game.users.get(user.id);
  return found ? isStoryguide(found) : false;
}

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
    Hooks.on("createActor", (actor: Actor) => {
      onActorChange(actor);
      // A new Title gets its pile, owned by the player Storyguides too (the active GM's client).
      if (actor.type === TITLE_TYPE) void syncStoryguideOwnership();
    });
    Hooks.on("updateActor", onActorChange);
    // A pending play's chat card deleted: its card leaves play (the cards' writer's client).
    Hooks.on(
      "deleteChatMessage",
      (message: ChatMessage) =>
        void releaseDeletedPlay(message).catch((error: unknown) =>
          console.error("Story Engines | releasing a deleted play's card failed:", error),
        ),
    );
    Hooks.on("deleteActor", onActorChange);
    // A player joining mid-session gets their hand from the active GM's client; a GM or a Storyguide
    // connecting or leaving changes who can settle a play (the chat cards say who it waits for).
    Hooks.on("userConnected", (user: User, connected: boolean) => {
      redrawOurChatCards();
      onUserConnected(user, connected).catch((error: unknown) =>
        console.error("Story Engines | Storypath hand for a connecting player failed:", error),
      );
    });
    // The Storyguide role handed out (the core tableRoles setting, first write or later): the active GM's
    // client makes the player Storyguides owners of the Storypath stacks and Titles (storypath-owners.ts).
    for (const hook of ["createSetting", "updateSetting"])
      Hooks.on(hook, (setting: { key?: string }) => {
        if (setting.key !== `${SYSTEM_ID}.${ROLES_SETTING}` || !isActiveGM()) return;
        // Only a world with something of Four Colors' to own (a Storypath stack, a Title).
        const ours =
          game.cards.find((c) => isStorypathStack(c)) !== undefined ||
          game.actors.filter((a) => a.type === TITLE_TYPE).length > 0;
        if (!ours) return;
        syncStoryguideOwnership().catch((error: unknown) =>
          console.error("Story Engines | Storypath ownership for the Storyguide failed:", error),
        );
      });
  },
  tools: [
    {
      // The Storyguide runs an Issue from their own screen, with no permission on the Title.
      id: "issues",
      labelKey: "STORY_ENGINES.FourColors.Issues.tool",
      icon: "fa-solid fa-book-open",
      visibleTo: storyguideOnly,
      // The window's code is loaded when it is opened (on-demand, like the game's other windows).
      open: () => import("./issue-desk").then((m) => m.openIssueDesk()),
    },
    {
      // The Storyguide sets the stakes for any Omega they can see, from their own screen (a player's limited view has no Roll button).
      id: "stakes",
      labelKey: "STORY_ENGINES.FourColors.Stakes.tool",
      icon: "fa-solid fa-dice",
      visibleTo: storyguideOnly,
      open: () => import("../dice/stakes-desk").then((m) => m.openStakesDesk()),
    },
    {
      // "The SG may hand out more cards as rewards": from the Storyguide's own screen, GM connected or not.
      id: "reward",
      labelKey: "STORY_ENGINES.FourColors.Cards.Reward.tool",
      icon: "fa-solid fa-gift",
      visibleTo: storyguideOnly,
      // Loaded with the module (a small file whose imports the module has already).
      open: () => openReward(),
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
