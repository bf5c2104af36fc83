// The identity sheet's GM side (in the game's lazy chunk): giving a critical to another identity.
import type { GMHandlerTable } from "../../../core/game-module";
import { GIVE_CRITICAL_QUERY, giveCriticalQuery } from "./give-critical";

export const sheetsHandlers: GMHandlerTable = { [GIVE_CRITICAL_QUERY]: giveCriticalQuery };
