// The Complication board's GM side: the query that applies a player's request, with who may ask each request type (ask-rules.ts), in the game's lazy chunk.
import type { GMHandlerTable } from "../../../core/game-module";
import { boardAskRule } from "./ask-rules";
import { boardQuery } from "./query";
import { BOARD_QUERY } from "./state";

export const boardHandlers: GMHandlerTable = { [BOARD_QUERY]: { mayAsk: boardAskRule, handle: boardQuery } };
