import { composeDefinition } from "../../core/game-definition";
import { rolesDefinition } from "./roles";
import { dataDefinition } from "./data/definition-part";
import { conflictDefinition } from "./conflict/definition-part";
import { campaignDefinition } from "./campaign/definition-part";

/** In a Wicked Age: everything the game declares to Foundry, from its data/, conflict/ and campaign/ folders. */
export const wickedAgeDefinition = composeDefinition("wicked-age", "Wicked", [
  dataDefinition,
  conflictDefinition,
  campaignDefinition,
  rolesDefinition,
]);
