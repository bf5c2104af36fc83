/**
 * In a Wicked Age's GM-side code: the request handlers (module.ts's
 * `queries`) and the conflict's writes the GM's own hooks make (hooks.ts),
 * in a chunk only GM clients load.
 */
import type { GMHandlerTable } from "../../core/game-module";
import { campaignHandlers } from "./campaign/gm-handlers";
import { conflictHandlers } from "./conflict/gm-handlers";
import { sheetHandlers } from "./sheets/gm-handlers";

export const gmHandlers: GMHandlerTable = { ...campaignHandlers, ...conflictHandlers, ...sheetHandlers };
export { runEffects, writeState } from "./conflict/tracker-handler";
