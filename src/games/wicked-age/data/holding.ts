/**
 * What holds a sheet's dice and strengths to the book's procedures (pure).
 * Form dice go down only as a consequence takes them (the sizes as they
 * stand lowered, the dice assigned unchanged) and are set afresh only by an
 * assignment — a sheet's first, or a returning character's re-assignment,
 * "the only way to undo the effects of past exhaustion, injury". A strength's
 * significance is held from the moment it joins a character's sheet: a blank
 * one is filled up to the chapter's starting limit ("all new strengths have
 * significance 1"), and raised past what it holds only by a returning
 * character's +1. "Coming back" is offered once, when the character returns
 * in a later chapter.
 */
import { isRecord } from "./common";
import { startingLimit, tickedOptions } from "./starting";

/** The update-operation flags of the two book procedures that may raise what these rules hold. */
export const ASSIGNING = "wickedAssigning";
export const RETURN_RAISE = "wickedReturnRaise";

const ASSIGNED_KEYS = ["die", "high", "low"];
const STANDING_KEYS = ["current", "highNow", "lowNow"];
const V = "STORY_ENGINES.Wicked.Validation";

/** A `system.forms` change (expanded) refused unless it only lowers sizes; null when allowed. */
export function formsChangeProblem(before: unknown, change: unknown, assigning: boolean): string | null {
  if (assigning || !isRecord(change)) return null;
  const was = isRecord(before) ? before : {};
  for (const [form, entry] of Object.entries(change)) {
    if (!isRecord(entry)) continue;
    const old = isRecord(was[form]) ? was[form] : {};
    for (const [key, value] of Object.entries(entry)) {
      const prior = typeof old[key] === "number" ? old[key] : 0;
      if (ASSIGNED_KEYS.includes(key) && value !== prior) return `${V}.diceByAssignment`;
      if (STANDING_KEYS.includes(key) && typeof value === "number" && value > prior) return `${V}.diceByAssignment`;
    }
  }
  return null;
}

/**
 * A strength's options changed on a character's sheet: refused when its
 * significance would pass both what it held and the chapter's starting
 * limit, unless a returning character raises it; null when allowed.
 */
export function significanceChangeProblem(
  beforeOptions: unknown,
  changedOptions: unknown,
  chapter: number,
  firstChapter: number,
  raising: boolean,
): string | null {
  if (raising || !isRecord(changedOptions)) return null;
  const limit = startingLimit(chapter, firstChapter);
  if (limit === null) return null;
  const before = isRecord(beforeOptions) ? beforeOptions : {};
  const held = tickedOptions({ options: before });
  const after = tickedOptions({ options: { ...before, ...changedOptions } });
  return after <= Math.max(held, limit) ? null : `${V}.significanceHeld`;
}

/** May "Coming back" be offered: the character returns in this chapter (on its story sheet) and has not used it yet. */
export function mayComeBack(chapter: number, firstChapter: number, cameBack: number, returning: boolean): boolean {
  return returning && chapter > 1 && firstChapter < chapter && cameBack < chapter;
}
