import type { ModulePart } from "../../../core/game-module";
import { registerConflictClass } from "./combat-class";
import { conflictTools, registerCombatTrackerButton, registerConflictHooks } from "./hooks";

/**
 * In a Wicked Age in Foundry, conflicts: the Combat class that makes
 * conflicts' combatants participants (at init, so conflicts work in any
 * world) and the Combat Tracker's button (at init, acting only in worlds
 * that play the game), the tracker's document hooks (at init, so every
 * client has them from its first update on; they act only on conflicts),
 * and the tracker as a Table tool (the GM's query handlers: gm-handlers.ts).
 */
export const conflictPart: ModulePart = {
  init: () => {
    registerConflictClass();
    registerCombatTrackerButton();
    registerConflictHooks();
  },
  tools: conflictTools,
};
