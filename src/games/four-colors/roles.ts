/**
 * Four Colors al Fresco's table roles: the Storyguide (the SG), who sets each
 * roll's stakes and judges Storypath spends, while the player rolls. Any
 * participant may be the Storyguide; the Foundry GM unless the world says otherwise.
 * Declared here, resolved by src/core/table-roles.ts.
 */
import type { DefinitionPart } from "../../core/game-definition";

export const rolesDefinition: DefinitionPart = {
  roles: [
    // Rolling the Planets: the SG sets the Difficulty, Forces and circumstance dice; the SG judges Storypath spends.
    { id: "storyguide", labelKey: "STORY_ENGINES.FourColors.Roles.storyguide", fallback: "gm", assignable: true },
  ],
};
