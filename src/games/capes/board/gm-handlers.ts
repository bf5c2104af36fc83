// The Complication board's GM side: the query that applies a player's request (in the game's lazy chunk).
import type { GMHandlerTable } from "../../../core/game-module";
import { boardQuery } from "./query";
import { BOARD_QUERY } from "./state";

export const boardHandlers: GMHandlerTable = { [BOARD_QUERY]: boardQuery };
