import { composeDefinition } from "../../core/game-definition";
import { rolesDefinition } from "./roles";
import { dataDefinition } from "./data/definition-part";
import { boardDefinition } from "./board/definition-part";

/** Capes: everything the game declares to Foundry, from its data/ and board/ folders. */
export const capesDefinition = composeDefinition("capes", "Capes", [dataDefinition, boardDefinition, rolesDefinition]);
