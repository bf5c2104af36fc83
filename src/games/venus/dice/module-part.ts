import type { ModulePart } from "../../../core/game-module";
import { registerPresenceHooks } from "./card-presence";
import { registerCheckCardHooks } from "./check-card-listeners";
import { CHECK_QUERY } from "./check-card-message";
import { checkCardQuery } from "./check-card-query";
import { registerTaskCardHooks } from "./task-card-listeners";
import { TASK_QUERY } from "./task-card-message";
import { taskCardQuery } from "./task-card-query";
import { VenusCheckRoll } from "./venus-check-roll";
import { VenusTaskRoll } from "./venus-task-roll";
import { peerHolderIds } from "./roles";

/**
 * Venus dice in Foundry: the two Roll classes, the check and task cards'
 * hooks (drawn again when someone connects or leaves) and their GM
 * queries, and the Peers of each card's roller (the
 * "peer" role, resolved from the card's roller).
 */
export const dicePart: ModulePart = {
  rollClasses: [VenusCheckRoll, VenusTaskRoll],
  queries: { [TASK_QUERY]: taskCardQuery, [CHECK_QUERY]: checkCardQuery },
  roleHolders: { peer: peerHolderIds },
  init: () => {
    registerTaskCardHooks();
    registerCheckCardHooks();
    registerPresenceHooks();
  },
};
