/**
 * The hook that keeps a new particular strength on a player character's
 * sheet at the significance the chapter allows (data/starting.ts): created
 * there however it comes (a drop from the world's library, a copy, a
 * macro). Returning false from the pre-hook stops the write on the client
 * that asked for it, with a warning naming the limit; nothing else changes.
 */
import { CHARACTER_TYPE, STRENGTH_TYPE } from "../data/common";
import { startingProblem, tickedOptions } from "../data/starting";
import { readCampaignSetting } from "../campaign/campaign-store";

export function registerSignificanceHooks(): void {
  Hooks.on("preCreateItem", (item: Item) => {
    const actor = item.parent;
    if (item.type !== STRENGTH_TYPE || !actor || actor.type !== CHARACTER_TYPE) return true;
    const first = actor.system.firstChapter;
    const problem = startingProblem(
      readCampaignSetting().chapter,
      typeof first === "number" ? first : 0,
      tickedOptions(item.system),
    );
    if (problem) ui.notifications.warn(problem, { localize: true });
    return problem === null;
  });
}
