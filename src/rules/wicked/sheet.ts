/**
 * Checks on character and NPC sheets (pure): the dice assigned are the
 * book's set (or none yet), dice lowered by consequences never rise above
 * what was assigned, and the count of best interests.
 */
import { requireBoolean, requireInteger, requireOneOf, requireRecord, type FnName } from "../args";
import {
  FORMS,
  isFormDiceSet,
  isNpcPairSet,
  NPC_FORMS,
  reachableSizes,
  requireFormSize,
  type Form,
  type NpcForm,
} from "./forms";
import { problem, type Problem } from "./problems";

/** A form's die as assigned (0 = not assigned yet) and as it stands now, after consequences. */
export interface FormDie {
  die: number;
  current: number;
}
/** An NPC form's pair as assigned and as it stands now. */
export interface NpcPair {
  high: number;
  low: number;
  highNow: number;
  lowNow: number;
}

/** Best interests: a player's character names two (three at most), an NPC one or two. */
export const INTEREST_LIMITS: Readonly<Record<"character" | "npc", { min: number; max: number }>> = {
  character: { min: 2, max: 3 },
  npc: { min: 1, max: 2 },
};

function requireFormDie(fn: FnName, name: string, value: unknown): FormDie {
  const record = requireRecord(fn, name, value);
  return {
    die: requireFormSize(fn, `${name}.die`, record.die),
    current: requireFormSize(fn, `${name}.current`, record.current),
  };
}

function requirePair(fn: FnName, name: string, value: unknown): NpcPair {
  const record = requireRecord(fn, name, value);
  return {
    high: requireFormSize(fn, `${name}.high`, record.high),
    low: requireFormSize(fn, `${name}.low`, record.low),
    highNow: requireFormSize(fn, `${name}.highNow`, record.highNow),
    lowNow: requireFormSize(fn, `${name}.lowNow`, record.lowNow),
  };
}

/**
 * A player's character's dice: all six unassigned (0), or d12, d10, d8, d6,
 * d6, d4 one per form; each form's current die at most its assigned die.
 */
export function validateFormDice(forms: Record<Form, FormDie>): Problem[] {
  const fn = "wicked.validateFormDice";
  const record = requireRecord(fn, "forms", forms);
  const dice = FORMS.map((f) => [f, requireFormDie(fn, `forms.${f}`, record[f])] as const);
  const problems: Problem[] = [];
  const assigned = dice.map(([, d]) => d.die);
  if (assigned.some((d) => d !== 0) && !isFormDiceSet(assigned))
    problems.push(
      problem(
        "form-dice-not-book-set",
        `The six forms take d12, d10, d8, d6, d6 and d4, got ${assigned.join(", ")}.`,
        "forms",
      ),
    );
  for (const [form, d] of dice) {
    if (!reachableSizes(d.die).includes(d.current))
      problems.push(
        problem("die-above-assigned", `${form} has d${d.current} but was assigned d${d.die}.`, `forms.${form}`),
      );
  }
  return problems;
}

/**
 * An NPC's dice: all unassigned (0), or the pairs d12+d8, d10+d6, d6+d4 one
 * per NPC form, never split; each die now at most its assigned die.
 */
export function validateNpcDice(forms: Record<NpcForm, NpcPair>): Problem[] {
  const fn = "wicked.validateNpcDice";
  const record = requireRecord(fn, "forms", forms);
  const pairs = NPC_FORMS.map((f) => [f, requirePair(fn, `forms.${f}`, record[f])] as const);
  const problems: Problem[] = [];
  const assigned = pairs.map(([, p]) => [p.high, p.low]);
  if (assigned.flat().some((d) => d !== 0) && !isNpcPairSet(assigned))
    problems.push(
      problem(
        "npc-pairs-split",
        `The NPC forms take the pairs d12+d8, d10+d6 and d6+d4, got ${assigned.map((p) => p.join("+")).join(", ")}.`,
        "forms",
      ),
    );
  for (const [form, p] of pairs) {
    if (!reachableSizes(p.high).includes(p.highNow) || !reachableSizes(p.low).includes(p.lowNow))
      problems.push(problem("die-above-assigned", `${form} has dice above the pair assigned to it.`, `forms.${form}`));
  }
  return problems;
}

/**
 * The number of best interests: more than the maximum is an error; fewer
 * than the minimum only when `toPlay` (a player's character must name two
 * before it can play or enter a conflict).
 */
export function validateInterests(kind: "character" | "npc", count: number, toPlay = false): Problem[] {
  const fn = "wicked.validateInterests";
  const limits = INTEREST_LIMITS[requireOneOf(fn, "kind", kind, ["character", "npc"] as const)];
  const n = requireInteger(fn, "count", count, { min: 0 });
  requireBoolean(fn, "toPlay", toPlay);
  if (n > limits.max)
    return [problem("too-many-interests", `At most ${limits.max} best interests, got ${n}.`, "interests")];
  if (toPlay && n < limits.min)
    return [
      problem("too-few-interests", `At least ${limits.min} best interests are needed to play, got ${n}.`, "interests"),
    ];
  return [];
}

/** The die sizes of a sheet as they stand (for "out of the chapter"). */
export function currentSizes(forms: Record<string, FormDie | NpcPair>): number[] {
  const fn = "wicked.currentSizes";
  const record = requireRecord(fn, "forms", forms);
  return Object.keys(record).flatMap((key) => {
    const entry = requireRecord(fn, `forms.${key}`, record[key]);
    if ("current" in entry) return [requireFormDie(fn, `forms.${key}`, entry).current];
    const pair = requirePair(fn, `forms.${key}`, entry);
    return [pair.highNow, pair.lowNow];
  });
}
