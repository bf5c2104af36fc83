import { composeDefinition } from "../../core/game-definition";
import { rolesDefinition } from "./roles";
import { dataDefinition } from "./data/definition-part";
import { challengeDefinition } from "./challenge/definition-part";

/** Personae: everything the game declares to Foundry, from its data/ and challenge/ folders. */
export const personaeDefinition = composeDefinition("personae", "Personae", [
  dataDefinition,
  challengeDefinition,
  rolesDefinition,
]);
