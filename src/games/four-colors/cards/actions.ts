/**
 * ApplicationV2 action handlers for the Storypath partials. The Omega and
 * Diceless sheets spread `omegaCardActions` into their DEFAULT_OPTIONS.actions
 * (the hand panel's buttons, and Spend on the cards of the Title whose
 * running Issue the character is in), the Title sheet spreads
 * `titleCardActions` (the slots' Spend).
 * Each handler reads the card from the clicked element's
 * `[data-hand-id]` / `[data-card-id]` / `[data-card-uuid]` ancestors. Every
 * button is a pending action (src/core/pending-actions.ts): disabled, with
 * every other button acting on the same card, until the GM has answered.
 */
import { pendingAction, type PendingKey } from "../../../core/pending-actions";
import {
  drawStartingCards,
  giveCardToTitle,
  spendCard,
  spendCardForTrait,
  spendTitleCard,
  spendTitleCardFor,
} from "./storypath-actions";

type Action = foundry.applications.api.ApplicationAction;
type App = foundry.applications.api.ApplicationV2;

/** The Actor of the sheet the action was clicked on. */
function sheetActor(app: App): Actor | null {
  const doc = (app as { document?: FoundryDocument }).document;
  return doc && doc.documentName === "Actor" ? (doc as Actor) : null;
}

function cardTarget(target: HTMLElement): { handId: string; cardId: string } | null {
  const handId = target.closest<HTMLElement>("[data-hand-id]")?.dataset.handId ?? "";
  const cardId = target.closest<HTMLElement>("[data-card-id]")?.dataset.cardId ?? "";
  return handId && cardId ? { handId, cardId } : null;
}

function titleCardUuid(target: HTMLElement): string {
  return target.closest<HTMLElement>("[data-card-uuid]")?.dataset.cardUuid ?? "";
}

/** One request at a time per card of a hand (spend, give or trait). */
const handCardKey: PendingKey = (_app, target) => {
  const card = cardTarget(target);
  return card ? `storypath:card:${card.handId}:${card.cardId}` : null;
};

/** An action on a card of the clicked hand, for the sheet's actor. */
function onHandCard(act: (actor: Actor, handId: string, cardId: string) => Promise<void>): Action {
  return pendingAction(handCardKey, async (app, _event, target) => {
    const actor = sheetActor(app);
    const card = cardTarget(target);
    if (actor && card) await act(actor, card.handId, card.cardId);
  });
}

/** Actions of templates/four-colors/cards/hand-panel.hbs, for the Omega sheet. */
export const omegaCardActions: Record<string, Action> = {
  storypathDrawStarting: pendingAction(
    (app) => {
      const actor = sheetActor(app);
      return actor ? `storypath:start:${actor.uuid}` : null;
    },
    async (app) => {
      const actor = sheetActor(app);
      if (actor) await drawStartingCards(actor);
    },
  ),
  storypathSpend: onHandCard((actor, handId, cardId) => spendCard(actor, handId, cardId)),
  storypathGive: onHandCard((_actor, handId, cardId) => giveCardToTitle(handId, cardId)),
  storypathTrait: onHandCard((actor, handId, cardId) => spendCardForTrait(actor, handId, cardId)),
  // A card of the Title whose running Issue this character is in, spent for this character.
  storypathSpendIssueCard: pendingAction(
    (_app, target) => {
      const cardUuid = titleCardUuid(target);
      return cardUuid ? `storypath:title:${cardUuid}` : null;
    },
    async (app, _event, target) => {
      const actor = sheetActor(app);
      const titleUuid = target.closest<HTMLElement>("[data-title-uuid]")?.dataset.titleUuid ?? "";
      const cardUuid = titleCardUuid(target);
      if (actor && titleUuid && cardUuid) await spendTitleCardFor(actor, titleUuid, cardUuid);
    },
  ),
};

/** Actions of templates/four-colors/cards/title-slots.hbs, for the Title sheet. */
export const titleCardActions: Record<string, Action> = {
  storypathSpendTitleCard: pendingAction(
    (_app, target) => {
      const cardUuid = titleCardUuid(target);
      return cardUuid ? `storypath:title:${cardUuid}` : null;
    },
    async (app, _event, target) => {
      const title = sheetActor(app);
      const cardUuid = titleCardUuid(target);
      if (title && cardUuid) await spendTitleCard(title, cardUuid);
    },
  ),
};
