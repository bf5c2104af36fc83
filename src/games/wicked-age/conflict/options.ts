// The world's conflict options (its settings), read by the tracker window and by the GM's handler.
import { getSetting } from "../../../core/settings";
import type { ConflictOptions } from "./state";

export function conflictOptions(): ConflictOptions {
  return {
    useItRiskIt: getSetting<boolean>("wickedAgeUseItRiskIt") === true,
    mixedVictory: getSetting<boolean>("wickedAgeMixedVictory") === true,
  };
}
