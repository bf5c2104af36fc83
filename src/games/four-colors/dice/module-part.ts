import type { ModulePart } from "../../../core/game-module";
import { HierarchyRoll } from "./hierarchy-roll";
import { sampleRollData, sampleSeveralRollData } from "./samples";

/** Four Colors rolls in Foundry: the HierarchyRoll class (its dialog opens from the Omega sheet). */
export const dicePart: ModulePart = {
  rollClasses: [HierarchyRoll],
  selfTests: {
    invalidUpdates: {},
    validUpdates: {},
    // The second: several dice for one Force and one Hindrance die per opponent.
    sampleRolls: () => [HierarchyRoll.fromPlan(sampleRollData()), HierarchyRoll.fromPlan(sampleSeveralRollData())],
  },
};
