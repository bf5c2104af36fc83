// The chorus tools' GM side (in the game's lazy chunk).
import type { GMHandlerTable } from "../../../core/game-module";
import { CHORUS_QUERY, chorusQuery } from "./time-query";

export const timeHandlers: GMHandlerTable = { [CHORUS_QUERY]: chorusQuery };
