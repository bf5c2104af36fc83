import type { ModulePart } from "../../../core/game-module";
import { chorusTools, onPoolChange } from "./tools";
import { CHORUS_POOL_SETTING } from "../challenge/settings";
import { registerCombatHooks } from "./combat-hooks";

/**
 * Personae's chorus tools in Foundry: the start and end of an encounter, the
 * end of a scene or session for all, the pool's button, awards; Foundry's
 * encounter followed as the violent encounter.
 */
export const timePart: ModulePart = {
  settingChanges: { [CHORUS_POOL_SETTING]: onPoolChange },
  tools: chorusTools,
  // At init, so every client has them from its first update on; they act only in worlds that play Personae.
  init: () => registerCombatHooks(),
};
