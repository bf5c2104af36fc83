/**
 * The hooks that hold a sheet to the book's procedures: a new particular
 * strength on a player character's sheet starts at the significance the
 * chapter allows (data/starting.ts), however it comes (a drop from the
 * world's library, a copy, a macro); its significance is then held — the
 * "New particular strength" filled in up to that limit, raised past it only
 * by a returning character's +1; once the sheet is made (its dice
 * assigned) its strengths' options and forms are fixed, none is added but
 * by coming back and none deleted but by a consequence giving it up; form
 * dice are assigned once, go down only as consequences take them and come
 * back only by a returning character's re-assignment (data/holding.ts); the
 * chapter a character first played in (what its starting significance
 * follows) is the GM's to correct, never its player's.
 * Returning false from the pre-hook stops the write on the client that
 * asked for it, with a warning; nothing else changes.
 */
import { CHARACTER_TYPE, NPC_TYPE, STRENGTH_TYPE, isRecord } from "../data/common";
import { startingProblem, tickedOptions } from "../data/starting";
import {
  ASSIGNING,
  GIVING_UP,
  REASSIGNING,
  RETURN_NEW,
  RETURN_RAISE,
  diceAssigned,
  formsChangeProblem,
  heldStrengthProblem,
  significanceChangeProblem,
  type FormsChange,
} from "../data/holding";
import { readCampaignSetting } from "../campaign/campaign-store";

const systemOf = (changes: unknown): Record<string, unknown> =>
  isRecord(changes) && isRecord(changes.system) ? changes.system : {};

type Operation = Record<string, unknown> | undefined;
const SHEETS = [CHARACTER_TYPE, NPC_TYPE];

/** The character or NPC sheet holding this strength, once made (its dice assigned). */
function madeHolder(item: Item): Actor | null {
  const actor = item.parent;
  if (item.type !== STRENGTH_TYPE || !actor || !SHEETS.includes(actor.type)) return null;
  return diceAssigned(actor.system.forms) ? actor : null;
}

function formsMode(operation: Operation): FormsChange {
  if (operation?.[REASSIGNING] === true) return "reassign";
  return operation?.[ASSIGNING] === true ? "assign" : "play";
}

function refuse(problem: string | null): boolean {
  if (problem) ui.notifications.warn(problem, { localize: true });
  return problem === null;
}

export function registerSignificanceHooks(): void {
  Hooks.on("preCreateItem", (item: Item, _data: unknown, operation: Operation) => {
    // A made sheet takes a new strength only by coming back.
    if (madeHolder(item) && operation?.[RETURN_NEW] !== true)
      return refuse("STORY_ENGINES.Wicked.Validation.strengthAfterMade");
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
  Hooks.on("preDeleteItem", (item: Item, operation: Operation) => {
    // A made sheet loses a strength only as a consequence gives it up.
    if (!madeHolder(item) || operation?.[GIVING_UP] === true) return true;
    return refuse("STORY_ENGINES.Wicked.Validation.strengthAfterMade");
  });
  Hooks.on("preUpdateItem", (item: Item, changes: unknown, operation: Operation) => {
    if (madeHolder(item)) {
      const held = heldStrengthProblem(item.system, systemOf(changes), operation?.[RETURN_RAISE] === true);
      if (held) return refuse(held);
    }
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
  Hooks.on("preUpdateActor", (actor: Actor, changes: unknown, operation: Operation) => {
    const system = systemOf(changes);
    const first = system.firstChapter;
    if (actor.type === CHARACTER_TYPE && first !== undefined && first !== actor.system.firstChapter && !game.user.isGM)
      return refuse("STORY_ENGINES.Wicked.Validation.firstChapterGmOnly");
    const forms = system.forms;
    if ((actor.type !== CHARACTER_TYPE && actor.type !== NPC_TYPE) || forms === undefined) return true;
    return refuse(formsChangeProblem(actor.system.forms, forms, formsMode(operation)));
  });
}
