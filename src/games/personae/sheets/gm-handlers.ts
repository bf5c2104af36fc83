// The identity sheet's GM side (in the game's lazy chunk): giving a critical to another identity, or from the chorus pool (who may: ../ask-rules.ts).
import type { GMHandlerTable } from "../../../core/game-module";
import { giveCriticalRule } from "../ask-rules";
import { GIVE_CRITICAL_QUERY, giveCriticalQuery } from "./give-critical";

export const sheetsHandlers: GMHandlerTable = {
  [GIVE_CRITICAL_QUERY]: { mayAsk: giveCriticalRule, handle: giveCriticalQuery },
};
