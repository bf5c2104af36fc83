/**
 * The task card in the chat log, in Foundry: re-rendered for each viewer in
 * the v13 `renderChatMessageHTML` hook, where its listeners are bound (so it
 * survives a reload). A click or a changed description becomes a card action
 * (performCardAction in task-card-query.ts).
 */

import { venus } from "../../../rules";
import type { CardAction, TaskCardState } from "./task-card-state";
import { taskCardContext } from "./task-card-context";
import { cardUserFor, readTaskState, rollerResources, TASK_CARD_TEMPLATE } from "./task-card-message";
import { performCardAction } from "./task-card-query";

function readAction(card: HTMLElement, target: HTMLElement, state: TaskCardState): CardAction | null {
  const kind = target.dataset.venusAction;
  switch (kind) {
    case "agree":
      return { type: "agree", ally: Number(target.dataset.ally) };
    case "kiss": {
      const requests: { die: number; source: venus.KissSource }[] = [];
      card.querySelectorAll<HTMLSelectElement>("select[data-venus-kiss-die]").forEach((select) => {
        const source = select.value as venus.KissSource;
        if (venus.KISS_SOURCES.includes(source)) requests.push({ die: Number(select.dataset.venusKissDie), source });
      });
      return { type: "kiss", requests, rerolls: [], resources: { lots: 0, ego: false } };
    }
    case "egoReroll": {
      // Ego KISSes every disappointing die; aid dice only with their ally's agreement.
      const requests = venus
        .disappointingDice(state.roll)
        .filter((i) => {
          const ally = state.roll.dice[i]?.ally ?? null;
          return ally === null || state.allies[ally]?.agreed === true;
        })
        .map((die) => ({ die, source: "ego" as const }));
      return { type: "kiss", requests, rerolls: [], resources: { lots: 0, ego: false } };
    }
    case "egoSixes":
      return { type: "egoSixes", resources: { ego: false } };
    case "buy": {
      const id = target.dataset.id ?? "";
      const kindOf = target.dataset.kind as "primary" | "secondary" | "tertiary";
      const anchor = card.querySelector<HTMLSelectElement>(`select[data-venus-anchor="${id}"]`)?.value;
      return anchor
        ? { type: "buy", kind: kindOf, id, on: anchor as venus.TertiaryAnchor }
        : { type: "buy", kind: kindOf, id };
    }
    case "refund":
      return { type: "refund", index: Number(target.dataset.index) };
    case "close":
      return { type: "close" };
    default:
      return null;
  }
}

/** Re-render a task card for this viewer and bind its controls (renderChatMessageHTML). */
export async function renderTaskCard(message: ChatMessage, html: HTMLElement): Promise<void> {
  const state = readTaskState(message);
  const shell = html.querySelector<HTMLElement>("[data-venus-task-card]");
  if (!state || !shell) return;
  const context = taskCardContext(state, cardUserFor(game.user, state), rollerResources(state));
  const wrapper = document.createElement("div");
  wrapper.innerHTML = await foundry.applications.handlebars.renderTemplate(TASK_CARD_TEMPLATE, context);
  const card = wrapper.firstElementChild as HTMLElement | null;
  if (!card) return;
  shell.replaceWith(card);
  card.addEventListener("click", (event) => {
    const target = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-venus-action]");
    if (!target) return;
    event.preventDefault();
    const action = readAction(card, target, state);
    if (action) void performCardAction(message, action);
  });
  card.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement | null;
    if (!input?.dataset.venusNote) return;
    void performCardAction(message, { type: "note", index: Number(input.dataset.venusNote), text: input.value });
  });
}

/** Hook the card into chat rendering (at init). */
export function registerTaskCardHooks(): void {
  const onRender: VenusRenderChatMessageHTML = (message, html) => {
    if (readTaskState(message)) void renderTaskCard(message, html);
  };
  Hooks.on("renderChatMessageHTML", onRender as (...args: never[]) => unknown);
}
