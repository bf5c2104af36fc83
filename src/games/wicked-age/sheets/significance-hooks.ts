/**
 * The hooks that hold a sheet to the book's procedures: a new particular
 * strength on a player character's sheet starts at the significance the
 * chapter allows (data/starting.ts), however it comes (a drop from the
 * world's library, a copy, a macro); its significance is then held — the
 * "New particular strength" filled in up to that limit, raised past it only
 * by a returning character's +1; form dice go down only as consequences
 * take them and come back only by an assignment (data/holding.ts); the
 * chapter a character first played in (what its starting significance
 * follows) is the GM's to correct, never its player's.
 * Returning false from the pre-hook stops the write on the client that
 * asked for it, with a warning; nothing else changes.
 */
import { CHARACTER_TYPE, NPC_TYPE, STRENGTH_TYPE, isRecord } from "../data/common";
import { startingProblem, tickedOptions } from "../data/starting";
import { ASSIGNING, RETURN_RAISE, formsChangeProblem, significanceChangeProblem } from "../data/holding";
import { readCampaignSetting } from "../campaign/campaign-store";

const systemOf = (changes: unknown): Record<string, unknown> =>
  isRecord(changes) && isRecord(changes.system) ? changes.system : {};

function refuse(problem: string | null): boolean {
  if (problem) ui.notifications.warn(problem, { localize: true });
  return problem === null;
}

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
    return refuse(problem);
  });
  Hooks.on("preUpdateItem", (item: Item, changes: unknown, operation: Record<string, unknown> | undefined) => {
    const actor = item.parent;
    const options = systemOf(changes).options;
    if (item.type !== STRENGTH_TYPE || actor?.type !== CHARACTER_TYPE || options === undefined) return true;
    const first = actor.system.firstChapter;
    return refuse(
      significanceChangeProblem(
        item.system.options,
        options,
        readCampaignSetting().chapter,
        typeof first === "number" ? first : 0,
        operation?.[RETURN_RAISE] === true,
      ),
    );
  });
  Hooks.on("preUpdateActor", (actor: Actor, changes: unknown, operation: Record<string, unknown> | undefined) => {
    const system = systemOf(changes);
    const first = system.firstChapter;
    if (actor.type === CHARACTER_TYPE && first !== undefined && first !== actor.system.firstChapter && !game.user.isGM)
      return refuse("STORY_ENGINES.Wicked.Validation.firstChapterGmOnly");
    const forms = system.forms;
    if ((actor.type !== CHARACTER_TYPE && actor.type !== NPC_TYPE) || forms === undefined) return true;
    return refuse(formsChangeProblem(actor.system.forms, forms, operation?.[ASSIGNING] === true));
  });
}
