import type { ModulePart } from "../../../core/game-module";
import { CapesDieRoll } from "./capes-roll";
import { boardTools, registerBoardHooks } from "./open";
import { boardQuery } from "./query";
import { BOARD_QUERY } from "./state";
import { currentEditor } from "./editor-role";

/** The Complication board in Foundry: the die roll class, the GM query that applies requests, the hooks, the Table tools. */
export const boardPart: ModulePart = {
  rollClasses: [CapesDieRoll],
  queries: { [BOARD_QUERY]: boardQuery },
  // The Editor role (roles.ts) is held by the Editor the current board names.
  roleHolders: { editor: currentEditor },
  init: () => registerBoardHooks(),
  tools: boardTools,
};
