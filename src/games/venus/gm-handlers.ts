/**
 * Venus's GM-side code: the request handlers (module.ts's `queries`) and the
 * card writers they run, in a chunk only GM clients load — and a player's
 * client when no GM is connected and it writes its own card (task-card-query.ts,
 * check-card-query.ts).
 */
import type { GMHandlerTable } from "../../core/game-module";
import { diceHandlers } from "./dice/gm-handlers";

export const gmHandlers: GMHandlerTable = { ...diceHandlers };
