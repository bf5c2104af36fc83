import type { ModulePart } from "../../../core/game-module";
import { registerCheckCardHooks, registerPresenceHooks, registerTaskCardHooks } from "./card-hooks";
import { VenusCheckRoll } from "./venus-check-roll";
import { VenusTaskRoll } from "./venus-task-roll";
import { peerHolderIds } from "./roles";

/**
 * Venus dice in Foundry: the two Roll classes, the check and task cards'
 * hooks (drawn again when someone connects or leaves; their GM queries:
 * gm-handlers.ts), and the Peers of each card's roller (the "peer" role,
 * resolved from the card's roller).
 */
export const dicePart: ModulePart = {
  rollClasses: [VenusCheckRoll, VenusTaskRoll],
  roleHolders: { peer: peerHolderIds },
  init: () => {
    registerTaskCardHooks();
    registerCheckCardHooks();
    registerPresenceHooks();
  },
};
