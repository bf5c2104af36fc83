import type { ModulePart } from "../../../core/game-module";
import { registerCheckCardHooks, registerTaskCardHooks } from "./card-hooks";
import { VenusCheckRoll } from "./venus-check-roll";
import { VenusTaskRoll } from "./venus-task-roll";

/** Venus dice in Foundry: the two Roll classes, the check and task cards' hooks (their GM queries: gm-handlers.ts). */
export const dicePart: ModulePart = {
  rollClasses: [VenusCheckRoll, VenusTaskRoll],
  init: () => {
    registerTaskCardHooks();
    registerCheckCardHooks();
  },
};
