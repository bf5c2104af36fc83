/**
 * The check card in the chat log, in Foundry: re-rendered for each viewer in
 * the v13 `renderChatMessageHTML` hook, where its buttons are bound (so it
 * survives a reload). A click becomes a check action (performCheckAction),
 * sent with the version of the card the user saw; while it is pending the
 * clicked button is disabled and every other action on the card is ignored,
 * and a card drawn again meanwhile comes with its buttons disabled.
 */

import { pendingRequests, whilePending } from "../../../core/pending";
import { checkCardContext } from "./check-card-context";
import { checkCardVersion, type CheckAction, type CheckCardState } from "./check-card-state";
import { checkUserFor, readCheckState, rollerLots } from "./check-card-message";
import { performCheckAction } from "./check-card-query";
import { CHECK_CARD_TEMPLATE } from "./venus-check-roll";
import { cardRolesFor } from "./roles";
import { actorFrom } from "./task-card-message";

function readAction(card: HTMLElement, target: HTMLElement): CheckAction | null {
  switch (target.dataset.venusCheckAction) {
    case "roll":
      return { type: "roll" };
    case "bonus": {
      const lots = Number(card.querySelector<HTMLSelectElement>("select[data-venus-check-lots]")?.value ?? 0);
      return { type: "bonus", lots };
    }
    case "decline":
      return { type: "decline" };
    case "reroll":
      return { type: "reroll", die: target.dataset.die === "bonus" ? "bonus" : "d20" };
    case "accept":
      return { type: "accept" };
    case "approveBonus":
      return { type: "approveBonus" };
    case "refuseBonus":
      return { type: "refuseBonus" };
    case "fc":
      return {
        type: "fc",
        factors: Number(card.querySelector<HTMLSelectElement>("select[data-venus-check-factors]")?.value),
        flatBonus: Number(card.querySelector<HTMLInputElement>("input[data-venus-check-flat]")?.value),
      };
    default:
      return null;
  }
}

/** Re-render a check card for this viewer and bind its buttons (renderChatMessageHTML). */
export async function renderCheckCard(message: ChatMessage, html: HTMLElement): Promise<void> {
  const state: CheckCardState | null = readCheckState(message);
  const shell = html.querySelector<HTMLElement>("[data-venus-check-card]");
  if (!state || !shell) return;
  const context = checkCardContext(
    state,
    checkUserFor(game.user, state),
    { lots: rollerLots(state) },
    cardRolesFor(actorFrom(state.actorUuid)),
  );
  const wrapper = shell.ownerDocument.createElement("div");
  wrapper.innerHTML = await foundry.applications.handlebars.renderTemplate(CHECK_CARD_TEMPLATE, context);
  const card = wrapper.firstElementChild as HTMLElement | null;
  if (!card) return;
  shell.replaceWith(card);
  // One request per card at a time; the version is that of the card this user sees.
  const key = `venus-check:${message.id ?? ""}`;
  const seen = checkCardVersion(state);
  if (pendingRequests.isPending(key))
    card
      .querySelectorAll<HTMLButtonElement | HTMLSelectElement>("[data-venus-check-action], [data-venus-check-lots]")
      .forEach((control) => pendingRequests.attach(key, control));
  card.addEventListener("click", (event) => {
    const target = (event.target as HTMLElement | null)?.closest<HTMLButtonElement>("[data-venus-check-action]");
    if (!target) return;
    event.preventDefault();
    const action = readAction(card, target);
    if (action) void whilePending(key, target, () => performCheckAction(message, action, seen));
  });
}
