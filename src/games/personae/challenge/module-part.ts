import type { ModulePart } from "../../../core/game-module";
import { registerCardHooks } from "./card-listeners";
import { CARD_QUERY } from "./card-message";
import { challengeCardQuery } from "./card-query";
import { ChallengeRoll } from "./challenge-roll";

/** Personae challenges in Foundry: the Roll class, the card's chat hook and its GM query. */
export const challengePart: ModulePart = {
  rollClasses: [ChallengeRoll],
  queries: { [CARD_QUERY]: challengeCardQuery },
  init: () => registerCardHooks(),
};
