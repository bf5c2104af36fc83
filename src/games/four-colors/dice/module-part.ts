import type { ModulePart } from "../../../core/game-module";
import { HierarchyRoll } from "./hierarchy-roll";

/** Four Colors rolls in Foundry: the HierarchyRoll class (its dialog opens from the Omega sheet). */
export const dicePart: ModulePart = {
  rollClasses: [HierarchyRoll],
};
