/**
 * The stakes card in the chat log: re-rendered for each viewer in the v13
 * `renderChatMessageHTML` hook (so it survives a reload) with that viewer's
 * controls, and what a click does. Roll: the player claims the roll through
 * the card's writer (the active GM's queue, stakes-card.ts), then rolls the
 * Storyguide's plan on their own client — real dice, manual entry and their
 * roll mode (rollAndPost) — and reports it rolled; the roll card names who
 * set the stakes. Agree (a combined roll's partner) and Withdraw (the
 * Storyguide) are single requests. Each carries the card version the user
 * saw; one request per card at a time (pending buttons). With no GM and
 * the card's writer (its author, the Storyguide) away, nobody could carry
 * out a click: the card offers none and says who must connect.
 */
import { askGMReporting } from "../../../core/gm-query";
import { pendingRequests, whilePending } from "../../../core/pending";
import { STALE_KEY } from "../../../core/versioned-state";
import { rollAndPost } from "./hierarchy-roll";
import {
  readStakes,
  renderStakesCard,
  STAKES_QUERY,
  stakesUserFor,
  stakesWriterAway,
  type StakesAnswer,
} from "./stakes-card";
import type { StakesAction, StakesCardState } from "./stakes-state";

/** Ask the card's writer to apply an action on the version this user saw; true when applied. */
async function ask(message: ChatMessage, action: StakesAction, version: number): Promise<boolean> {
  // With no GM connected, the card's writer is its author (a player Storyguide who sent the stakes): contract R's writerOf.
  const answer = (await askGMReporting(
    STAKES_QUERY,
    { messageUuid: message.uuid, action, version },
    { writerOf: message.uuid },
  )) as StakesAnswer | undefined;
  if (!answer) return false;
  if (!answer.ok) {
    ui.notifications.warn(answer.reason, { localize: true });
    if (answer.reason === STALE_KEY) void (ui as unknown as { chat?: FourColorsChatLog }).chat?.updateMessage(message);
    return false;
  }
  return true;
}

/**
 * Roll the stakes: claim the roll (unless this user already holds it), roll
 * the plan on this client, report it rolled. The claim moves the card's
 * version on by one.
 */
export async function rollStakes(message: ChatMessage, state: StakesCardState): Promise<void> {
  let version = state.version;
  if (state.status !== "rolling") {
    if (!(await ask(message, { type: "claim" }, version))) return;
    version += 1;
  }
  const speakerUuid = state.plan.actors[0]?.uuid;
  const speaker = speakerUuid ? fromUuidSync(speakerUuid) : null;
  await rollAndPost(state.plan, speaker && speaker.documentName === "Actor" ? (speaker as Actor) : null);
  await ask(message, { type: "rolled" }, version);
}

/** Carry out a click on the card, as the viewing user. */
export async function onStakesClick(message: ChatMessage, action: "roll" | "agree" | "cancel"): Promise<void> {
  const state = readStakes(message);
  if (!state) return;
  if (action === "roll") await rollStakes(message, state);
  else await ask(message, { type: action }, state.version);
}

/** Re-render a stakes card for this viewer and bind its buttons (renderChatMessageHTML). */
export async function renderStakesMessage(message: ChatMessage, html: HTMLElement): Promise<void> {
  const state = readStakes(message);
  const shell = html.querySelector<HTMLElement>("[data-fc-stakes-card]");
  if (!state || !shell) return;
  const wrapper = html.ownerDocument.createElement("div");
  // Nobody connected to write it: no control is offered, and the card says who must connect.
  wrapper.innerHTML = await renderStakesCard(state, stakesUserFor(game.user, state), stakesWriterAway(message, state));
  const card = wrapper.firstElementChild as HTMLElement | null;
  if (!card) return;
  shell.replaceWith(card);
  const key = `fc-stakes:${message.id ?? ""}`;
  const buttons = card.querySelectorAll<HTMLButtonElement>("[data-fc-stakes]");
  if (pendingRequests.isPending(key)) buttons.forEach((b) => pendingRequests.attach(key, b));
  card.addEventListener("click", (event) => {
    const target = (event.target as HTMLElement | null)?.closest<HTMLButtonElement>("[data-fc-stakes]");
    if (!target) return;
    event.preventDefault();
    const control = target.dataset.fcStakes;
    let action: "roll" | "agree" | "cancel";
    switch (control) {
      case "roll":
      case "agree":
      case "cancel":
        action = control;
        break;
      default:
        return;
    }
    void whilePending(key, target, () => onStakesClick(message, action));
  });
}

/** Hook the card into chat rendering (at init). */
export function registerStakesHooks(): void {
  const onRender: FourColorsRenderChatMessageHTML = (message, html) => {
    if (readStakes(message)) void renderStakesMessage(message, html);
  };
  Hooks.on("renderChatMessageHTML", onRender as (...args: never[]) => unknown);
}
