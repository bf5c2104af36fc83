import type { DefinitionPart } from "../../../core/game-definition";

/**
 * Storypath Cards: the hand panel and Title slots partials, the spend chat
 * card, and the world setting that turns the deck-import offer on or off
 * (the GM declining turns it off; stacks are found by flag, see storypath.ts).
 */
export const cardsDefinition: DefinitionPart = {
  templates: [
    "four-colors/cards/hand-panel.hbs",
    "four-colors/cards/title-slots.hbs",
    "four-colors/cards/spend-card.hbs",
  ],
  settings: [{ key: "fourColorsCardsOffer", scope: "world", config: true, type: "boolean", default: true }],
};
