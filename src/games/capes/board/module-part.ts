import type { ModulePart } from "../../../core/game-module";
import { CapesDieRoll } from "./capes-roll";
import { boardTools, registerBoardHooks } from "./open";
import { currentEditor } from "./editor-role";

/** The Complication board in Foundry: the die roll class, the hooks, the Table tools (its GM query: gm-handlers.ts). */
export const boardPart: ModulePart = {
  rollClasses: [CapesDieRoll],
  // The Editor role (roles.ts) is held by the Editor the current board names.
  roleHolders: { editor: currentEditor },
  init: () => registerBoardHooks(),
  tools: boardTools,
};
