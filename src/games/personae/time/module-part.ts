import type { ModulePart } from "../../../core/game-module";
import { registerChorusTools } from "./launcher";
import { CHORUS_QUERY, chorusQuery } from "./time-query";
import { registerCombatHooks } from "./combat-hooks";

/**
 * Personae's chorus tools in Foundry: the start and end of an encounter, the
 * end of a scene or session for all, the pool's button, awards; Foundry's
 * encounter followed as the violent encounter.
 */
export const timePart: ModulePart = {
  queries: { [CHORUS_QUERY]: chorusQuery },
  ready: () => {
    registerChorusTools();
    registerCombatHooks();
  },
};
