import type { ModulePart } from "../../../core/game-module";
import { registerCheckCardHooks } from "./check-card-listeners";
import { CHECK_QUERY } from "./check-card-message";
import { checkCardQuery } from "./check-card-query";
import { registerTaskCardHooks } from "./task-card-listeners";
import { TASK_QUERY } from "./task-card-message";
import { taskCardQuery } from "./task-card-query";
import { VenusCheckRoll } from "./venus-check-roll";
import { VenusTaskRoll } from "./venus-task-roll";

/** Venus dice in Foundry: the two Roll classes, the check and task cards' hooks and their GM queries. */
export const dicePart: ModulePart = {
  rollClasses: [VenusCheckRoll, VenusTaskRoll],
  queries: { [TASK_QUERY]: taskCardQuery, [CHECK_QUERY]: checkCardQuery },
  init: () => {
    registerTaskCardHooks();
    registerCheckCardHooks();
  },
};
