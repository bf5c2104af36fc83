/**
 * Personae's table role: the chorus, who plays the opposing identities and
 * answers for them; the Foundry GM unless the world says otherwise.
 * Declared here, resolved by src/core/table-roles.ts.
 */
import type { DefinitionPart } from "../../core/game-definition";

export const rolesDefinition: DefinitionPart = {
  roles: [
    // The chorus plays the opposing identities and makes the rulings the SRD gives it.
    { id: "chorus", labelKey: "STORY_ENGINES.Personae.Roles.chorus", fallback: "gm", assignable: true },
  ],
};
