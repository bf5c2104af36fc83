// The stakes card's GM side (in the game's lazy chunk): the asking user resolved first; registerGame runs it in the GM queue.
import type { GMHandlerTable } from "../../../core/game-module";
import { askingUser } from "../../../core/gm-query";
import { gmStakesCard, STAKES_QUERY } from "./stakes-card";

export const diceHandlers: GMHandlerTable = {
  [STAKES_QUERY]: async (data, options) => {
    const user = askingUser(data, options);
    if (!user) return { ok: false, reason: "STORY_ENGINES.Notifications.notAllowed" };
    return gmStakesCard(user, data);
  },
};
