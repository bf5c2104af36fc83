/**
 * Four Colors rolls in Foundry: the HierarchyRoll class (its dialog opens
 * from the Omega sheet), and the stakes card — the Storyguide's prepared
 * roll a player rolls — with its chat hook (its GM-side query:
 * gm-handlers.ts).
 */
import type { ModulePart } from "../../../core/game-module";
import { HierarchyRoll } from "./hierarchy-roll";
import { registerStakesHooks } from "./stakes-listeners";

export const dicePart: ModulePart = {
  rollClasses: [HierarchyRoll],
  init: registerStakesHooks,
};
