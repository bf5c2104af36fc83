import { QUERIES } from "../queries";
import type { ModulePart } from "../../../core/game-module";
import { registerConflictClass } from "./combat-class";
import { registerConflictHooks } from "./hooks";
import { gmConflictRequest } from "./tracker-handler";
import { gmJoinConflict, gmNewConflict } from "./join-handler";

/**
 * In a Wicked Age in Foundry, conflicts: the Combat class that makes
 * conflicts' combatants participants (at init, so conflicts work in any
 * world), the GM's query handlers, and the tracker's hooks (at ready, in
 * worlds that play the game).
 */
export const conflictPart: ModulePart = {
  queries: {
    [QUERIES.conflict]: (data, options) => gmConflictRequest(data, options),
    [QUERIES.joinConflict]: (data, options) => gmJoinConflict(data, options),
    [QUERIES.newConflict]: (data, options) => gmNewConflict(data, options),
  },
  init: registerConflictClass,
  ready: registerConflictHooks,
};
