import type { ModulePart } from "../../../core/game-module";
import { chorusTools, onPoolChange } from "./tools";
import { CHORUS_POOL_SETTING } from "../challenge/settings";
import { CHORUS_QUERY, chorusQuery } from "./time-query";

/** Personae's chorus tools in Foundry: the end of an encounter, scene or session for all, the pool's button, awards. */
export const timePart: ModulePart = {
  queries: { [CHORUS_QUERY]: chorusQuery },
  settingChanges: { [CHORUS_POOL_SETTING]: onPoolChange },
  tools: chorusTools,
};
