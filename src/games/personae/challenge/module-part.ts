import type { ModulePart } from "../../../core/game-module";
import { registerCardHooks } from "./card-listeners";
import { ChallengeRoll } from "./challenge-roll";

/** Personae challenges in Foundry: the Roll class and the card's chat hook (its GM query: gm-handlers.ts). */
export const challengePart: ModulePart = {
  rollClasses: [ChallengeRoll],
  init: () => registerCardHooks(),
};
