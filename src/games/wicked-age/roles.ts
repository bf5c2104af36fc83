/**
 * In a Wicked Age's table role: the chapter's GM, who plays the NPCs as a
 * participant and starts and ends conflicts. The campaign records who holds
 * it for the chapter; the Foundry GM while it records nobody.
 * Declared here, resolved by src/core/table-roles.ts.
 */
import type { DefinitionPart } from "../../core/game-definition";

export const rolesDefinition: DefinitionPart = {
  roles: [
    // From chapter three anyone but the owe list topper's player may be the chapter's GM (the campaign records who).
    {
      id: "chapterGm",
      labelKey: "STORY_ENGINES.Wicked.Roles.chapterGm",
      fallback: "gm",
      assignable: false,
      fromGame: true,
    },
  ],
};
