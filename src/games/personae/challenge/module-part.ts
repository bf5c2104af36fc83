import type { ModulePart } from "../../../core/game-module";
import { registerCardHooks } from "./card-listeners";
import { CARD_QUERY } from "./card-message";
import { challengeCardQuery } from "./card-query";
import { ChallengeRoll } from "./challenge-roll";
import { challengeFlow } from "./self-test";

/** Personae challenges in Foundry: the Roll class, the card's chat hook and its GM query. */
export const challengePart: ModulePart = {
  rollClasses: [ChallengeRoll],
  queries: { [CARD_QUERY]: challengeCardQuery },
  init: () => registerCardHooks(),
  selfTests: {
    invalidUpdates: {},
    validUpdates: {},
    flows: [challengeFlow],
    sampleRolls: () => [
      ChallengeRoll.forSides([
        { count: 3, role: "actor" },
        { count: 2, role: "chorus" },
      ]),
    ],
  },
};
