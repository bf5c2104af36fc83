/**
 * The task card in the chat log, in Foundry: re-rendered for each viewer in
 * the v13 `renderChatMessageHTML` hook, where its listeners are bound (so it
 * survives a reload). A click or a changed description becomes a card action
 * (performCardAction in task-card-query.ts), sent with the version of the
 * card the user saw. While it is pending (src/core/pending.ts) the clicked
 * control is disabled and every other action on the card is ignored; a card
 * drawn again meanwhile comes with its controls disabled.
 */

import { venus } from "../../../rules";
import { pendingRequests, whilePending } from "../../../core/pending";
import { taskCardVersion, type CardAction, type TaskCardState } from "./task-card-state";
import { taskCardContext } from "./task-card-context";
import { kissRequests, nextKissSource } from "./task-card-faces";
import { actorFrom, cardUserFor, readTaskState, rollerResources, TASK_CARD_TEMPLATE } from "./task-card-message";
import { cardRolesFor } from "./roles";
import { performCardAction } from "./task-card-query";
import { unapproved } from "./task-card-table";

function readAction(card: HTMLElement, target: HTMLElement, state: TaskCardState): CardAction | null {
  const kind = target.dataset.venusAction;
  switch (kind) {
    case "agree":
    case "join":
    case "refuse":
    case "withdraw":
      return { type: kind, ally: Number(target.dataset.ally) };
    case "joinStunt":
      return { type: "join", ally: Number(target.dataset.ally), stunt: true };
    case "vetoStunt":
      return { type: "vetoStunt", ally: target.dataset.ally ? Number(target.dataset.ally) : null };
    case "approve":
    case "veto":
      return { type: kind, index: Number(target.dataset.index) };
    case "roll":
      return { type: "roll", faces: [] };
    case "factors":
      return {
        type: "factors",
        factors: Number(card.querySelector<HTMLSelectElement>("select[data-venus-factors]")?.value),
      };
    case "kiss": {
      // The sources chosen by clicking the dice faces (pickFaceSource).
      const faces = [...card.querySelectorAll<HTMLElement>("[data-venus-kiss-die]")];
      const requests = kissRequests(
        faces.map((face) => ({ die: Number(face.dataset.venusKissDie), source: face.dataset.venusKissSource ?? "" })),
      );
      // Insights and Specialties wait for a Peer's approval: ask for them first (a declared stunt needs none).
      const asking = unapproved(state, requests, cardUserFor(game.user, state));
      if (asking.length > 0) return { type: "ask", requests: asking };
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
      // One "on" select serves every tertiary consequence on offer.
      const anchor =
        kindOf === "tertiary" ? card.querySelector<HTMLSelectElement>("select[data-venus-anchor]")?.value : undefined;
      return anchor
        ? { type: "buy", kind: kindOf, id, on: anchor as venus.TertiaryAnchor }
        : { type: "buy", kind: kindOf, id };
    }
    case "refund":
      return { type: "refund", index: Number(target.dataset.index) };
    case "close": {
      // The job a Lot earned past 10 becomes exp on, when the card asks for it.
      const overflowJob = card.querySelector<HTMLSelectElement>("select[data-venus-overflow-job]")?.value;
      return overflowJob ? { type: "close", overflowJob } : { type: "close" };
    }
    default:
      return null;
  }
}

/**
 * A click on a die face moves it to the next KISS source the card offers (the
 * card's `[data-venus-source]` legend, in order; keep after the last), shown
 * on the face and in its accessible name. Nothing is saved until KISS.
 */
function pickFaceSource(card: HTMLElement, face: HTMLElement): void {
  const legend = [...card.querySelectorAll<HTMLElement>("[data-venus-source]")];
  const offered = legend.map((el) => el.dataset.venusSource ?? "");
  const source = nextKissSource(face.dataset.venusKissSource ?? "", offered);
  const label = legend.find((el) => el.dataset.venusSource === source)?.textContent?.trim() ?? "";
  const die = face.querySelector("[data-venus-face-label]")?.textContent?.trim() ?? "";
  face.dataset.venusKissSource = source;
  face.setAttribute("aria-pressed", source ? "true" : "false");
  if (source)
    face.setAttribute("aria-label", game.i18n.format("STORY_ENGINES.Venus.Card.faceSource", { die, source: label }));
  else face.removeAttribute("aria-label");
  const pick = face.querySelector<HTMLElement>("[data-venus-kiss-pick]");
  if (pick) pick.textContent = source ? label : (pick.dataset.mark ?? "");
}

/** Re-render a task card for this viewer and bind its controls (renderChatMessageHTML). */
export async function renderTaskCard(message: ChatMessage, html: HTMLElement): Promise<void> {
  const state = readTaskState(message);
  const shell = html.querySelector<HTMLElement>("[data-venus-task-card]");
  if (!state || !shell) return;
  const context = taskCardContext(
    state,
    cardUserFor(game.user, state),
    rollerResources(state),
    cardRolesFor(actorFrom(state.actorUuid)),
  );
  const wrapper = shell.ownerDocument.createElement("div");
  wrapper.innerHTML = await foundry.applications.handlebars.renderTemplate(TASK_CARD_TEMPLATE, context);
  const card = wrapper.firstElementChild as HTMLElement | null;
  if (!card) return;
  shell.replaceWith(card);
  // One request per card at a time; the version is that of the card this user sees.
  const key = `venus-task:${message.id ?? ""}`;
  const seen = taskCardVersion(state);
  if (pendingRequests.isPending(key))
    card
      .querySelectorAll<HTMLButtonElement | HTMLInputElement>("[data-venus-action], [data-venus-note]")
      .forEach((control) => pendingRequests.attach(key, control));
  card.addEventListener("click", (event) => {
    const face = (event.target as HTMLElement | null)?.closest<HTMLElement>("[data-venus-kiss-die]");
    if (face) {
      event.preventDefault();
      pickFaceSource(card, face);
      return;
    }
    const target = (event.target as HTMLElement | null)?.closest<HTMLButtonElement>("[data-venus-action]");
    if (!target) return;
    event.preventDefault();
    const action = readAction(card, target, state);
    if (action) void whilePending(key, target, () => performCardAction(message, action, seen));
  });
  card.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement | null;
    if (!input?.dataset.venusNote) return;
    const note: CardAction = { type: "note", index: Number(input.dataset.venusNote), text: input.value };
    void whilePending(key, input, () => performCardAction(message, note, seen));
  });
}
