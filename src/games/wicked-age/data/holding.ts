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
 * A sheet is made when its dice are assigned ("an NPC's dice are assigned
 * once, when it is made"): from then on its strengths' options and forms are
 * fixed (a blank strength is still filled in, and a form left blank is filled
 * in for the option that names it), no strength is added but by coming back
 * and none removed but by a consequence that gives it up
 * (docs/games/wicked-age-rulings.md, "Strengths and dice").
 */
import { isRecord } from "./common";
import { startingLimit, tickedOptions } from "./starting";

/** The update-operation flags of the book procedures that may change what these rules hold. */
export const ASSIGNING = "wickedAssigning";
export const REASSIGNING = "wickedReassigning";
export const RETURN_RAISE = "wickedReturnRaise";
export const RETURN_NEW = "wickedReturnNew";
export const GIVING_UP = "wickedGivingUp";

/** How a `system.forms` change comes: a sheet's first assignment, a returning character's re-assignment, or play. */
export type FormsChange = "assign" | "reassign" | "play";

const ASSIGNED_KEYS = ["die", "high", "low"];
const STANDING_KEYS = ["current", "highNow", "lowNow"];
const V = "STORY_ENGINES.Wicked.Validation";

/** Have a sheet's dice been assigned (its stored `system.forms`)? Then the sheet is made. */
export function diceAssigned(forms: unknown): boolean {
  if (!isRecord(forms)) return false;
  return Object.values(forms).some(
    (entry) => isRecord(entry) && ASSIGNED_KEYS.some((k) => typeof entry[k] === "number" && entry[k] > 0),
  );
}

/**
 * A `system.forms` change (expanded): play only lowers sizes; the first
 * assignment is made once, on a sheet with no dice yet (so it never resets
 * a pair play has changed); a returning character re-assigns. Null when allowed.
 */
export function formsChangeProblem(before: unknown, change: unknown, how: FormsChange | boolean): string | null {
  const mode: FormsChange = how === true ? "reassign" : how === false ? "play" : how;
  if (!isRecord(change) || mode === "reassign") return null;
  if (mode === "assign") return diceAssigned(before) ? `${V}.diceAssignedOnce` : null;
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

const FORM_FIELDS = ["form", "secondForm", "npcForm", "consequentialForm", "consequentialNpcForm"] as const;
/** The option a form field belongs to ("" = the strength's own form, always set). */
const FIELD_OPTION: Record<(typeof FORM_FIELDS)[number], string> = {
  form: "",
  npcForm: "",
  secondForm: "broad",
  consequentialForm: "consequential",
  consequentialNpcForm: "consequential",
};

function optionSet(options: unknown): Set<string> {
  return new Set(isRecord(options) ? Object.keys(options).filter((k) => options[k] === true) : []);
}

/**
 * A change to a strength on a made sheet (its `system` before, the expanded
 * `system` change): its options compared as a set, never just counted — the
 * same set, or, by a returning character's +1, the same set and one more;
 * its forms unchanged, but a blank form filled in for a ticked option that
 * names it. A blank strength (no option yet) is still being filled in. Null when allowed.
 */
export function heldStrengthProblem(before: unknown, change: unknown, raising: boolean): string | null {
  if (!isRecord(change)) return null;
  const was = isRecord(before) ? before : {};
  const had = optionSet(was.options);
  if (had.size === 0) return null;
  const merged =
    isRecord(change.options) && isRecord(was.options) ? { ...was.options, ...change.options } : was.options;
  const now = optionSet(change.options === undefined ? was.options : merged);
  const kept = [...had].every((o) => now.has(o));
  const grown = now.size - had.size;
  if (!kept || !(grown === 0 || (raising && grown === 1))) return `${V}.strengthFixed`;
  for (const field of FORM_FIELDS) {
    if (!(field in change)) continue;
    const old = typeof was[field] === "string" ? was[field] : "";
    if (change[field] === old) continue;
    const option = FIELD_OPTION[field];
    if (old !== "" || option === "" || !now.has(option)) return `${V}.strengthFixed`;
  }
  return null;
}
