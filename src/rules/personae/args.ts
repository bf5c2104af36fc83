/**
 * Argument checks for the Personae rules (the shared checks and caps are in
 * src/rules/args.ts): dice faces, a challenge side, attributes, shock levels.
 * Each error names the function, the argument path and what was expected.
 * Internal: not part of the public API.
 */
import { argError, requireInteger, requireList, requireOneOf, requireRecord, type FnName } from "../args";

/** The faces of a Personae die: d10, 1 to 10. */
export const DIE_FACES = 10;

/** The most dice one side may roll (a skill, bonus dice and assistants); far above any table's use. */
export const MAX_DICE = 100;

/** The largest attribute value accepted. */
export const MAX_ATTRIBUTE = 100;

/** The highest shock level. */
export const MAX_SHOCK = 4;

/** The largest addition (attribute plus modifiers, or a difficulty) one side may add. */
export const MAX_ADD = 1000;

/** One rolled d10: a whole number from 1 to 10. */
export function requireFace(fn: FnName, name: string, value: unknown): number {
  return requireInteger(fn, name, value, { min: 1, max: DIE_FACES });
}

/** Rolled d10s: a list of 1 to MAX_DICE faces. */
export function requireDice(fn: FnName, name: string, value: unknown): number[] {
  const dice = requireList(fn, name, value, (entry, path) => requireFace(fn, path, entry), MAX_DICE);
  if (dice.length === 0) argError(fn, name, `a list of 1 to ${MAX_DICE} dice`, value, "range");
  return dice;
}

/** A count of dice: 1 to MAX_DICE. */
export function requireDiceCount(fn: FnName, name: string, value: unknown): number {
  return requireInteger(fn, name, value, { min: 1, max: MAX_DICE });
}

/** An addition to every compared die (attribute, modifiers, difficulty). */
export function requireAdd(fn: FnName, name: string, value: unknown): number {
  return requireInteger(fn, name, value, { min: -MAX_ADD, max: MAX_ADD });
}

/** A shock level, 0 to 4. */
export function requireShock(fn: FnName, name: string, value: unknown): number {
  return requireInteger(fn, name, value, { min: 0, max: MAX_SHOCK });
}

/** One side of a challenge: `{ dice, add }`. */
export function requireSide(fn: FnName, name: string, value: unknown): { dice: number[]; add: number } {
  const side = requireRecord(fn, name, value);
  return { dice: requireDice(fn, `${name}.dice`, side.dice), add: requireAdd(fn, `${name}.add`, side.add) };
}

/** Who wins a full tie: "actor" or "reactor". */
export function requireTiesTo(fn: FnName, name: string, value: unknown): "actor" | "reactor" {
  return requireOneOf(fn, name, value, ["actor", "reactor"] as const);
}

/** The options bag of a challenge: `{ tiesTo? }` (default "reactor"). */
export function requireChallengeOptions(fn: FnName, name: string, value: unknown): { tiesTo: "actor" | "reactor" } {
  if (value === undefined) return { tiesTo: "reactor" };
  const options = requireRecord(fn, name, value);
  return { tiesTo: options.tiesTo === undefined ? "reactor" : requireTiesTo(fn, `${name}.tiesTo`, options.tiesTo) };
}
