import { composeDefinition } from "../../core/game-definition";
import { rolesDefinition } from "./roles";
import { dataDefinition } from "./data/definition-part";
import { diceDefinition } from "./dice/definition-part";
import { tablesDefinition } from "./tables/definition-part";

/** Venus: everything the game declares to Foundry, from its data/, dice/ and tables/ folders. */
export const venusDefinition = composeDefinition("venus", "Venus", [
  dataDefinition,
  diceDefinition,
  tablesDefinition,
  rolesDefinition,
]);
