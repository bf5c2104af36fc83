/**
 * Four Colors rolls in Foundry: the HierarchyRoll class (its dialog opens
 * from the Omega sheet), and the stakes card — the Storyguide's prepared
 * roll a player rolls — with its GM-side query (the asking user resolved
 * first; registerGame runs it in the GM queue) and its chat hook.
 */
import type { ModulePart } from "../../../core/game-module";
import { askingUser } from "../../../core/gm-query";
import type { GMHandler } from "../../../core/gm-socket";
import { HierarchyRoll } from "./hierarchy-roll";
import { gmStakesCard, STAKES_QUERY } from "./stakes-card";
import { registerStakesHooks } from "./stakes-listeners";

export const dicePart: ModulePart = {
  rollClasses: [HierarchyRoll],
  queries: {
    [STAKES_QUERY]: (async (data, options) => {
      const user = askingUser(data, options);
      if (!user) return { ok: false, reason: "STORY_ENGINES.Notifications.notAllowed" };
      return gmStakesCard(user, data);
    }) satisfies GMHandler,
  },
  init: registerStakesHooks,
};
