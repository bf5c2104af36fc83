import type { ModulePart } from "../../../core/game-module";
import { HierarchyRoll } from "./hierarchy-roll";
import { sampleRollData } from "./samples";

/** Four Colors rolls in Foundry: the HierarchyRoll class (its dialog opens from the Omega sheet). */
export const dicePart: ModulePart = {
  rollClasses: [HierarchyRoll],
  selfTests: {
    invalidUpdates: {},
    validUpdates: {},
    sampleRolls: () => [HierarchyRoll.fromPlan(sampleRollData())],
  },
};
