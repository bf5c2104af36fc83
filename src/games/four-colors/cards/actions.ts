/**
 * ApplicationV2 action handlers for the Storypath partials. The Omega sheet
 * spreads `omegaCardActions` into its DEFAULT_OPTIONS.actions (the hand panel's
 * buttons), the Title sheet spreads `titleCardActions` (the slots' Spend).
 * Each handler reads the card from the clicked element's
 * `[data-hand-id]` / `[data-card-id]` / `[data-card-uuid]` ancestors.
 */
import { drawStartingCards, giveCardToTitle, spendCard, spendCardForTrait, spendTitleCard } from "./storypath-actions";

type Action = foundry.applications.api.ApplicationAction;

/** The Actor of the sheet the action was clicked on. */
function sheetActor(app: foundry.applications.api.ApplicationV2): Actor | null {
  const doc = (app as { document?: FoundryDocument }).document;
  return doc && doc.documentName === "Actor" ? (doc as Actor) : null;
}

function cardTarget(target: HTMLElement): { handId: string; cardId: string } | null {
  const handId = target.closest<HTMLElement>("[data-hand-id]")?.dataset.handId ?? "";
  const cardId = target.closest<HTMLElement>("[data-card-id]")?.dataset.cardId ?? "";
  return handId && cardId ? { handId, cardId } : null;
}

/** Actions of templates/four-colors/cards/hand-panel.hbs, for the Omega sheet. */
export const omegaCardActions: Record<string, Action> = {
  storypathDrawStarting(this: foundry.applications.api.ApplicationV2) {
    const actor = sheetActor(this);
    if (actor) void drawStartingCards(actor);
  },
  storypathSpend(this: foundry.applications.api.ApplicationV2, _event: PointerEvent, target: HTMLElement) {
    const actor = sheetActor(this);
    const card = cardTarget(target);
    if (actor && card) void spendCard(actor, card.handId, card.cardId);
  },
  storypathGive(this: foundry.applications.api.ApplicationV2, _event: PointerEvent, target: HTMLElement) {
    const card = cardTarget(target);
    if (card) void giveCardToTitle(card.handId, card.cardId);
  },
  storypathTrait(this: foundry.applications.api.ApplicationV2, _event: PointerEvent, target: HTMLElement) {
    const actor = sheetActor(this);
    const card = cardTarget(target);
    if (actor && card) void spendCardForTrait(actor, card.handId, card.cardId);
  },
};

/** Actions of templates/four-colors/cards/title-slots.hbs, for the Title sheet. */
export const titleCardActions: Record<string, Action> = {
  storypathSpendTitleCard(this: foundry.applications.api.ApplicationV2, _event: PointerEvent, target: HTMLElement) {
    const title = sheetActor(this);
    const cardUuid = target.closest<HTMLElement>("[data-card-uuid]")?.dataset.cardUuid ?? "";
    if (title && cardUuid) void spendTitleCard(title, cardUuid);
  },
};
