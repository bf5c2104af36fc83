// The check and task cards' GM side (in the game's lazy chunk).
import type { GMHandlerTable } from "../../../core/game-module";
import { CHECK_QUERY } from "./check-card-message";
import { checkCardQuery } from "./check-card-writer";
import { TASK_QUERY } from "./task-card-message";
import { taskCardQuery } from "./task-card-writer";

export const diceHandlers: GMHandlerTable = { [TASK_QUERY]: taskCardQuery, [CHECK_QUERY]: checkCardQuery };
