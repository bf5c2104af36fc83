import { composeDefinition } from "../../core/game-definition";
import { rolesDefinition } from "./roles";
import { dataDefinition } from "./data/definition-part";
import { diceDefinition } from "./dice/definition-part";
import { cardsDefinition } from "./cards/definition-part";

/** FourColors: everything the game declares to Foundry, from its data/, dice/ and cards/ folders. */
export const fourColorsDefinition = composeDefinition("four-colors", "FourColors", [
  dataDefinition,
  diceDefinition,
  cardsDefinition,
  rolesDefinition,
]);
