import { composeDefinition } from "../../core/game-definition";
import { dataDefinition } from "./data/definition-part";
import { diceDefinition } from "./dice/definition-part";

/** Venus: everything the game declares to Foundry, from its data/ and dice/ folders. */
export const venusDefinition = composeDefinition("venus", "Venus", [dataDefinition, diceDefinition]);
