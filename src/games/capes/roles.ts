/**
 * Capes' table role: the Editor, any user at the table (there is no GM),
 * recorded on the Story's board: whoever starts the Story names them (by
 * default themselves, or the user assigned in Table roles), and the Editor
 * (or a Foundry GM) hands the role on on the board at a Scene's start. While
 * a Story runs, its board's Editor holds the role. Anyone may react out of
 * turn: that is every seated player, not a role.
 * Declared here, resolved by src/core/table-roles.ts.
 */
import type { DefinitionPart } from "../../core/game-definition";

export const rolesDefinition: DefinitionPart = {
  roles: [
    // The board's Editor wins (fromGame); the assignment names the Editor a new Story starts with.
    { id: "editor", labelKey: "STORY_ENGINES.Capes.Roles.editor", fallback: "none", assignable: true, fromGame: true },
  ],
};
