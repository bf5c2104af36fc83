import type { DefinitionPart } from "../../../core/game-definition";
import { PERSONAE_SETTINGS } from "./settings";

/** Templates of the Personae challenge: the dialog and its live part, the card and its pieces. */
export const CHALLENGE_TEMPLATES = [
  "personae/challenge/dialog.hbs",
  "personae/challenge/dialog-live.hbs",
  "personae/challenge/card.hbs",
  "personae/challenge/card-result.hbs",
  "personae/challenge/card-answer.hbs",
];

/**
 * Personae challenges: one Roll class and the world settings for criticals.
 * The card keeps its state in message flags, so there is no ChatMessage
 * sub-type.
 */
export const challengeDefinition: DefinitionPart = {
  rollClassNames: ["ChallengeRoll"],
  templates: CHALLENGE_TEMPLATES,
  settings: PERSONAE_SETTINGS,
};
