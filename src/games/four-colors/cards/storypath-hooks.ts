/**
 * Storypath Cards' hook listeners: the GM's marking buttons on a spend chat
 * card, and re-rendering the open Omega sheets (their hand panel) when a
 * Storypath stack or a Title changed. module-part.ts registers them at init.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { canMarkSpend } from "./cards-rules";
import { parseSpendState } from "./cards-context";
import { FLAGS, OMEGA_TYPE } from "./storypath";
import { markSpend } from "./storypath-handlers";

/** renderChatMessageHTML: GM marking buttons on pending spend cards; hidden from everyone else. */
export function onRenderChatMessage(message: ChatMessage, html: HTMLElement): void {
  const state = parseSpendState(message.getFlag(SYSTEM_ID, FLAGS.spend));
  if (!state) return;
  if (!canMarkSpend(state, game.user.isGM)) {
    html.querySelectorAll(".se-gm-only").forEach((el) => el.remove());
    return;
  }
  html.querySelectorAll<HTMLButtonElement>("[data-storypath-mark]").forEach((button) => {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const marking = button.dataset.storypathMark;
      if (marking !== "detrimental" && marking !== "beneficial") return;
      html.querySelectorAll<HTMLButtonElement>("[data-storypath-mark]").forEach((b) => (b.disabled = true));
      void markSpend(message, marking);
    });
  });
}

let rerenderPending = false;

/**
 * Re-render open Omega sheets (their hand panel shows the cards) after a
 * Storypath stack or a Title changed. Every open sheet, not only the world
 * actors': an unlinked token's synthetic actor has a sheet of its own. A
 * draw of several cards fires one hook per card: they are re-rendered once.
 */
export function rerenderOmegaSheets(): void {
  if (rerenderPending) return;
  rerenderPending = true;
  setTimeout(() => {
    rerenderPending = false;
    for (const app of foundry.applications.instances.values()) {
      const doc = (app as { document?: FoundryDocument }).document;
      if (app.rendered && doc?.documentName === "Actor" && (doc as Actor).type === OMEGA_TYPE) void app.render();
    }
  }, 50);
}
