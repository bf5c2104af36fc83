import type { ModulePart } from "../../../core/game-module";
import { SAMPLE_CHECK_OPTIONS, sampleRolledCard } from "./samples";
import { registerTaskCardHooks } from "./task-card-listeners";
import { TASK_QUERY } from "./task-card-message";
import { taskCardQuery } from "./task-card-query";
import { VenusCheckRoll } from "./venus-check-roll";
import { VenusTaskRoll } from "./venus-task-roll";
import { taskCardFlow } from "./self-test";

/** Venus dice in Foundry: the two Roll classes, the task card's hook and its GM query. */
export const dicePart: ModulePart = {
  rollClasses: [VenusCheckRoll, VenusTaskRoll],
  queries: { [TASK_QUERY]: taskCardQuery },
  init: () => registerTaskCardHooks(),
  selfTests: {
    invalidUpdates: {},
    validUpdates: {},
    sampleRolls: () => [
      VenusCheckRoll.build(SAMPLE_CHECK_OPTIONS, SAMPLE_CHECK_OPTIONS.bonusFactors + SAMPLE_CHECK_OPTIONS.lotsSpent),
      VenusTaskRoll.forPool(sampleRolledCard().roll.dice),
    ],
    flows: [taskCardFlow],
  },
};
