// The check and task cards' GM side (in the game's lazy chunk): who may ask each card action (ask-rules.ts), and the writers.
import type { GMHandlerTable } from "../../../core/game-module";
import { checkAskRule, taskAskRule } from "./ask-rules";
import { CHECK_QUERY } from "./check-card-message";
import { checkCardQuery } from "./check-card-writer";
import { TASK_QUERY } from "./task-card-message";
import { taskCardQuery } from "./task-card-writer";

export const diceHandlers: GMHandlerTable = {
  [TASK_QUERY]: { mayAsk: taskAskRule, handle: taskCardQuery },
  [CHECK_QUERY]: { mayAsk: checkAskRule, handle: checkCardQuery },
};
