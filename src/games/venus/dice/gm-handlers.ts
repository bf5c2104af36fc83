// The check and task cards' GM side (in the game's lazy chunk): who may ask each card action (ask-rules.ts), and the writers; an ally's exp (ally-exp.ts).
import type { GMHandlerTable } from "../../../core/game-module";
import { ALLY_EXP_QUERY, allyExpQuery, allyExpRule } from "./ally-exp";
import { checkAskRule, taskAskRule } from "./ask-rules";
import { CHECK_QUERY } from "./check-card-message";
import { checkCardQuery } from "./check-card-writer";
import { TASK_QUERY } from "./task-card-message";
import { taskCardQuery } from "./task-card-writer";

export const diceHandlers: GMHandlerTable = {
  [TASK_QUERY]: { mayAsk: taskAskRule, handle: taskCardQuery },
  [CHECK_QUERY]: { mayAsk: checkAskRule, handle: checkCardQuery },
  // With no GM, a closing card's writer asks a joined ally's own writer to mark that ally's exp.
  [ALLY_EXP_QUERY]: { mayAsk: allyExpRule, handle: allyExpQuery },
};
