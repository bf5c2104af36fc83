/**
 * The challenge card in the chat log, in Foundry: re-rendered for each
 * viewer in the v13 `renderChatMessageHTML` hook, where its controls are
 * bound (so it survives a reload). A click becomes a card request
 * (performCardRequest) sent with the version of the card the user saw;
 * while it is pending (src/core/pending.ts) the clicked control is disabled
 * and every other control on the card ignored, and a card drawn again
 * meanwhile comes with its controls disabled. A card is drawn again when an
 * identity it names changes (updateActor).
 */
import { pendingRequests, whilePending } from "../../../core/pending";
import { allowInteractiveRoll } from "../../../core/compat";
import { cardVersion, chorusDiceOf, issuerRollCount, type ChallengeCardState } from "./card-state";
import { ChallengeRoll, type RollSide } from "./challenge-roll";
import { CARD_TEMPLATE, cardContextFor, identityFrom, readCardState } from "./card-message";
import { recoverIdentity } from "../sheets/identity-harm";
import { readChoice, type CardRequest } from "./card-request";
import { personae } from "../../../rules";
import { IDENTITY_TYPE } from "../data/common";
import { performCardRequest } from "./card-query";

/** The reactor's answer form, read from the card's inputs. */
function readAnswer(card: HTMLElement, reactor: number): CardRequest {
  const form = card.querySelector<HTMLElement>(`[data-personae-answer="${reactor}"]`);
  const field = (name: string): string =>
    form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-answer-field="${name}"]`)?.value ?? "";
  const num = (name: string): number => Number.parseInt(field(name), 10) || 0;
  const enhancementIds = [...(form?.querySelectorAll<HTMLInputElement>("[data-answer-enhancement]") ?? [])]
    .filter((box) => box.checked)
    .map((box) => box.dataset.answerEnhancement ?? "");
  const choice = readChoice({
    skillId: field("skillId"),
    attribute: field("attribute"),
    assistants: num("assistants"),
    bonusDice: num("bonusDice"),
    modifier: num("modifier"),
    expertiseId: field("expertiseId"),
    enhancementIds,
    critical: field("critical") || "none",
  });
  return { type: "answer", reactor, choice };
}

/** Roll dice on this client (the roller's own: the chorus's, or the issuer's) and show them to the table. */
async function rollHere(count: number, role: RollSide["role"]): Promise<number[]> {
  const roll = ChallengeRoll.forSides([{ count, role }]);
  await roll.evaluate({ allowInteractive: allowInteractiveRoll() });
  void (game as unknown as PersonaeGameWithDice3D).dice3d?.showForRoll(roll, game.user, true).catch(() => undefined);
  return roll.sideValues()[0] ?? [];
}

/** The chorus's difficulty, read from its form on the card ("card" for the card's own unopposed challenge). */
function readDifficulty(card: HTMLElement, reactor: string): { difficultyId: string; difficulty: number } {
  const form = card.querySelector<HTMLElement>(`[data-personae-chorus="${reactor}"]`);
  const field = (name: string): string =>
    form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[data-chorus-field="${name}"]`)?.value ?? "";
  const difficultyId = field("difficultyId") || "easy";
  const preset = personae.DIFFICULTIES.find((d) => d.id === difficultyId);
  return { difficultyId, difficulty: preset ? preset.add : Number.parseInt(field("difficulty"), 10) || 0 };
}

/** A request whose dice this client rolls first (the chorus's, or the issuer's unopposed), or null. */
async function rolledRequest(
  card: HTMLElement,
  target: HTMLElement,
  state: ChallengeCardState,
): Promise<CardRequest | null> {
  if (target.dataset.personaeAction === "issuerRoll")
    return { type: "issuerRoll", faces: await rollHere(issuerRollCount(state), "actor") };
  if (target.dataset.personaeAction !== "chorusRoll") return null;
  const which = target.dataset.reactor ?? "card";
  const reactor = which === "card" ? null : Number(which);
  const difficulty = readDifficulty(card, which);
  return { type: "chorusRoll", reactor, ...difficulty, faces: await rollHere(chorusDiceOf(state), "chorus") };
}

function readRequestFrom(card: HTMLElement, target: HTMLElement): CardRequest | null {
  const reactor = Number(target.dataset.reactor);
  switch (target.dataset.personaeAction) {
    case "answer":
      return readAnswer(card, reactor);
    case "followUp":
      return { type: "followUp", reactor };
    case "grantFollowUp":
      return { type: "grantFollowUp", reactor };
    case "applyHits":
      return { type: "applyHits", reactor, entry: Number(target.dataset.entry) };
    case "stabilise": {
      const by =
        target.dataset.by ??
        card.querySelector<HTMLSelectElement>(`[data-personae-stabilise-by="${reactor}"]`)?.value ??
        "";
      return { type: "stabilise", reactor, by };
    }
    default:
      return null;
  }
}

/** Re-render a challenge card for this viewer and bind its controls (renderChatMessageHTML). */
export async function renderChallengeCard(message: ChatMessage, html: HTMLElement): Promise<void> {
  const state = readCardState(message);
  const shell = html.querySelector<HTMLElement>("[data-personae-card]");
  if (!state || !shell) return;
  const key = `personae-card:${message.id ?? ""}`;
  const pending = pendingRequests.isPending(key);
  const wrapper = html.ownerDocument.createElement("div");
  wrapper.innerHTML = await foundry.applications.handlebars.renderTemplate(
    CARD_TEMPLATE,
    cardContextFor(state, game.user, pending),
  );
  const card = wrapper.firstElementChild as HTMLElement | null;
  if (!card) return;
  shell.replaceWith(card);
  const seen = cardVersion(state);
  if (pending)
    card.querySelectorAll<HTMLButtonElement>("[data-personae-action]").forEach((c) => pendingRequests.attach(key, c));
  card.addEventListener("click", (event) => {
    const target = (event.target as HTMLElement | null)?.closest<HTMLButtonElement>("[data-personae-action]");
    if (!target) return;
    event.preventDefault();
    if (target.dataset.personaeAction === "recover") {
      // The target's own recovery challenge, rolled and saved by its owner (not a card request).
      const entry = state.reactors[Number(target.dataset.reactor)];
      const actor = entry ? identityFrom(entry.uuid) : null;
      if (actor?.isOwner) void whilePending(key, target, () => recoverIdentity(actor)).finally(() => redraw(message));
      return;
    }
    const action = target.dataset.personaeAction;
    if (action === "chorusRoll" || action === "issuerRoll") {
      // The roller's dice are rolled on the roller's own client, then sent to the card's writer.
      void whilePending(key, target, async () => {
        const request = await rolledRequest(card, target, state);
        if (request) await performCardRequest(message, request, seen);
      }).finally(() => redraw(message));
      return;
    }
    const request = readRequestFrom(card, target);
    if (request)
      void whilePending(key, target, () => performCardRequest(message, request, seen)).finally(() => redraw(message));
  });
}

/**
 * Draw the card again on this client once its request is answered: the
 * writer's update usually reaches this client before the answer does, and
 * the card drawn then left out the controls a pending request withholds.
 */
function redraw(message: ChatMessage): void {
  void (ui as unknown as { chat?: PersonaeChatLog }).chat?.updateMessage(message);
}

/** Whether a card names an identity: its issuer or one of its reactors. */
function namesIdentity(state: ChallengeCardState, uuid: string): boolean {
  return state.actor.uuid === uuid || state.reactors.some((r) => r.uuid === uuid);
}

/**
 * An identity changed (updateActor runs on every client): draw again, on this
 * client, each challenge card naming it, since what a card offers is read
 * from its identities' live state (shock 3 turns Answer into the chorus's
 * roll; shock 4 offers stabilising). Only identities, so only where Personae
 * is played.
 */
function onIdentityChange(actor: Actor): void {
  if (actor.type !== IDENTITY_TYPE) return;
  const cards = game.messages.filter((m) => {
    const state = readCardState(m);
    return state !== null && namesIdentity(state, actor.uuid);
  });
  for (const message of cards) redraw(message);
}

/** How many of the newest challenge cards a presence change draws again (the chat log shows the newest). */
const PRESENCE_REDRAW_WINDOW = 50;

/**
 * Someone connected or left (userConnected runs on every client on both): draw
 * again, on this client, the newest challenge cards, since a card says whether
 * the chorus it awaits is connected ("…, who is not connected") and Foundry
 * draws no card again by itself.
 */
function onPresenceChange(): void {
  const cards = game.messages.filter((message) => readCardState(message) !== null);
  for (const message of cards.slice(-PRESENCE_REDRAW_WINDOW)) redraw(message);
}

/** Hook the card into chat rendering, and its redrawing when an identity it names or someone's presence changes (at init). */
export function registerCardHooks(): void {
  // The promise is returned so a caller that waits (a test's chat log) sees the card drawn; Foundry ignores it.
  const onRender = (message: ChatMessage, html: HTMLElement): Promise<void> | undefined =>
    readCardState(message) ? renderChallengeCard(message, html) : undefined;
  Hooks.on("renderChatMessageHTML", onRender as (...args: never[]) => unknown);
  Hooks.on("updateActor", onIdentityChange as (...args: never[]) => unknown);
  Hooks.on("userConnected", onPresenceChange);
}
