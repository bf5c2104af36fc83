import { QUERIES } from "../queries";
import type { ModulePart } from "../../../core/game-module";
import { registerConflictClass } from "./combat-class";
import { conflictTools, registerCombatTrackerButton, registerConflictHooks } from "./hooks";
import { gmConflictRequest } from "./tracker-handler";
import { gmJoinConflict, gmNewConflict } from "./join-handler";

/**
 * In a Wicked Age in Foundry, conflicts: the Combat class that makes
 * conflicts' combatants participants (at init, so conflicts work in any
 * world) and the Combat Tracker's button (at init, acting only in worlds
 * that play the game), the GM's query handlers, the tracker's hooks (at
 * ready, in worlds that play the game), and the tracker as a Table tool.
 */
export const conflictPart: ModulePart = {
  queries: {
    [QUERIES.conflict]: (data, options) => gmConflictRequest(data, options),
    [QUERIES.joinConflict]: (data, options) => gmJoinConflict(data, options),
    [QUERIES.newConflict]: (data, options) => gmNewConflict(data, options),
  },
  init: () => {
    registerConflictClass();
    registerCombatTrackerButton();
  },
  tools: conflictTools,
  ready: registerConflictHooks,
};
