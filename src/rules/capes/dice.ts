/**
 * The dice on a Complication (Capes Lite, "Roll Them Bones", "Splitting
 * Dice", "Getting Inspired", "Replacing Complications"): who controls it,
 * splitting a die, the Inspiration a resolved Complication leaves, whether an
 * ability may roll a die, and the dice a replacement starts with. Pure.
 */
import { argError, requireInteger, requireList } from "../args";
import { MAX_FACE, MAX_SIDE_DICE, requireFace, requireLevel, requireSides } from "./args";

const sum = (dice: readonly number[]): number => dice.reduce((a, b) => a + b, 0);
const highest = (dice: readonly number[]): number => dice.reduce((a, b) => Math.max(a, b), 0);

/** A side's value on a Complication: the sum of its dice. */
export function sideTotal(dice: readonly number[]): number {
  return sum(
    requireList(
      "capes.sideTotal",
      "dice",
      dice,
      (face, path) => requireFace("capes.sideTotal", path, face),
      MAX_SIDE_DICE,
    ),
  );
}

/** The index of the side whose dice sum strictly highest; null when the highest is tied. */
export function control(sides: number[][]): number | null {
  const checked = requireSides("capes.control", "sides", sides);
  return controlOf(checked);
}

/** control() without the argument checks, for callers holding checked data. */
export function controlOf(sides: readonly (readonly number[])[]): number | null {
  const totals = sides.map(sum);
  const best = Math.max(...totals);
  const at = totals.flatMap((t, i) => (t === best ? [i] : []));
  return at.length === 1 ? (at[0] ?? null) : null;
}

/**
 * Split a die showing `value` into `parts` dice with the same total, as equal
 * as possible, highest first: split(5, 2) → [3, 2]; split(6, 3) → [2, 2, 2].
 * A die cannot split into more dice than its value (each new die shows at least 1).
 */
export function split(value: number, parts: number): number[] {
  const v = requireFace("capes.split", "value", value);
  const n = requireInteger("capes.split", "parts", parts, { min: 1, max: MAX_FACE });
  if (n > v) argError("capes.split", "parts", `at most the die's value ${v}`, parts, "range");
  return splitFaces(v, n);
}

/** split() without the argument checks. */
export function splitFaces(value: number, parts: number): number[] {
  const base = Math.floor(value / parts);
  const extra = value % parts;
  return Array.from({ length: parts }, (_, i) => base + (i < extra ? 1 : 0));
}

export interface InspirationValue {
  /** Victory Points: the total of every die on the sides that did not control it. */
  vp: number;
  /** The winning side's largest die minus the largest die of the other sides (may be negative). */
  bonus: number;
}

/**
 * The Inspiration a resolved Complication leaves its claimant: `winner` is
 * the index of the side that controls it. "H 2vp +2": sides [[2], [4]],
 * winner 1 → { vp: 2, bonus: 2 }.
 */
export function inspiration(sides: number[][], winner: number): InspirationValue {
  const fn = "capes.inspiration";
  const checked = requireSides(fn, "sides", sides);
  const w = requireInteger(fn, "winner", winner, { min: 0, max: checked.length - 1 });
  if (controlOf(checked) !== w)
    argError(fn, "winner", "the index of the side that controls the Complication", winner, "range");
  return inspirationOf(checked, w);
}

/** inspiration() without the argument checks. */
export function inspirationOf(sides: readonly (readonly number[])[], winner: number): InspirationValue {
  const won = sides.filter((_, i) => i === winner).flat();
  const others = sides.filter((_, i) => i !== winner).flat();
  return { vp: sum(others), bonus: highest(won) - highest(others) };
}

/** An ability may roll a die whose face is at most its level: canRoll(5, 6) is false. */
export function canRoll(abilityLevel: number, face: number): boolean {
  const level = requireLevel("capes.canRoll", "abilityLevel", abilityLevel);
  return level >= requireFace("capes.canRoll", "face", face);
}

/**
 * The dice a Complication starts with when an Inspiration is put back on the
 * table: the side that won it at its Bonus, the other at 1; both at 1 when
 * the Bonus is 1 or less. Returned as `{ won, other }`.
 */
export function replacementDice(bonus: number): { won: number; other: number } {
  const b = requireInteger("capes.replacementDice", "bonus", bonus, { min: -MAX_FACE, max: MAX_FACE });
  return { won: Math.max(b, 1), other: 1 };
}
