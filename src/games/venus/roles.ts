/**
 * Venus Engine's table roles: the FC, who makes the decisions the book gives
 * the FC (relative factors, leave for more than one Platinum, flat bonuses,
 * stunt vetoes); the Foundry GM unless the world says otherwise. The Peers —
 * the other players of a roll — are the roller's table, not a held role.
 * Declared here, resolved by src/core/table-roles.ts.
 */
import type { DefinitionPart } from "../../core/game-definition";

export const rolesDefinition: DefinitionPart = {
  roles: [
    // The FC decides relative factors, leave for a second Platinum, flat bonuses and stunt vetoes.
    { id: "fc", labelKey: "STORY_ENGINES.Venus.Roles.fc", fallback: "gm", assignable: true },
  ],
};
