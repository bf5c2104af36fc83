/**
 * Capes' table role: the Editor, a player (there is no GM), recorded on the
 * Scene's board. Anyone may react out of turn: that is every seated player,
 * not a role.
 * Declared here, resolved by src/core/table-roles.ts.
 */
import type { DefinitionPart } from "../../core/game-definition";

export const rolesDefinition: DefinitionPart = {
  roles: [
    // There is no GM: the Editor is a player, chosen on the board for each Scene.
    { id: "editor", labelKey: "STORY_ENGINES.Capes.Roles.editor", fallback: "none", assignable: false, fromGame: true },
  ],
};
