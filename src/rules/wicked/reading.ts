/**
 * Reading and comparing rolls (pure). Advantage dice add to the highest die;
 * the high total is read first and the next dice down break ties ("my
 * 9-and-6 beats your 9-and-2"). When one roll has more dice and every die
 * both rolls have ties, the rolls match (docs/games/wicked-age-rulings.md).
 */
import { argError, requireInteger, requireList, requireRecord, type FnName } from "../args";
import { ADVANTAGE_DIE } from "./forms";

/** A roll: the faces of the form and strength dice, and of the advantage d6s (added to the high die). */
export interface WickedRoll {
  dice: number[];
  advantage?: number[];
}

/** Faces of one die: the highest face of any die is a d12's. */
export const MAX_FACE = 12;
/** The most form and strength dice one roll holds (two forms and one strength; NPCs the same). */
export const MAX_ROLL_DICE = 4;
/** The most advantage dice one roll holds (won and bought together). */
export const MAX_ADVANTAGE_DICE = 12;

export function requireRoll(fn: FnName, name: string, value: unknown): { dice: number[]; advantage: number[] } {
  const record = requireRecord(fn, name, value);
  const dice = requireList(
    fn,
    `${name}.dice`,
    record.dice,
    (face, path) => requireInteger(fn, path, face, { min: 1, max: MAX_FACE }),
    MAX_ROLL_DICE,
  );
  if (dice.length === 0) argError(fn, `${name}.dice`, "a list of at least one face", record.dice, "range");
  const advantage =
    record.advantage === undefined
      ? []
      : requireList(
          fn,
          `${name}.advantage`,
          record.advantage,
          (face, path) => requireInteger(fn, path, face, { min: 1, max: ADVANTAGE_DIE }),
          MAX_ADVANTAGE_DICE,
        );
  return { dice, advantage };
}

function readChecked(roll: { dice: number[]; advantage: number[] }): number[] {
  const sorted = [...roll.dice].sort((x, y) => y - x);
  const bonus = roll.advantage.reduce((sum, face) => sum + face, 0);
  return [(sorted[0] ?? 0) + bonus, ...sorted.slice(1)];
}

/** [the high die + every advantage die, then the other dice, high to low]. */
export function reading(roll: WickedRoll): number[] {
  return readChecked(requireRoll("wicked.reading", "roll", roll));
}

/** The high total of a roll: its highest die plus every advantage die. */
export function highTotal(roll: WickedRoll): number {
  return readChecked(requireRoll("wicked.highTotal", "roll", roll))[0] ?? 0;
}

function compareReadings(x: readonly number[], y: readonly number[]): -1 | 0 | 1 {
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i] ?? 0;
    const q = y[i] ?? 0;
    if (p > q) return 1;
    if (p < q) return -1;
  }
  return 0;
}

/** 1 when `a` reads higher than `b`, -1 when lower, 0 when they match. */
export function compare(a: WickedRoll, b: WickedRoll): -1 | 0 | 1 {
  const x = readChecked(requireRoll("wicked.compare", "a", a));
  const y = readChecked(requireRoll("wicked.compare", "b", b));
  return compareReadings(x, y);
}

/** Internal: compare two readings already computed (same tie rule as `compare`). */
export function compareRead(x: readonly number[], y: readonly number[]): -1 | 0 | 1 {
  return compareReadings(x, y);
}

/** Internal: the reading of a roll already checked. */
export function readRoll(roll: { dice: number[]; advantage: number[] }): number[] {
  return readChecked(roll);
}

/** Which die an exact tie re-rolls: the index (in `dice`) of the lowest face (the last one, if several). */
export function lowerDieIndex(dice: readonly number[]): number {
  const fn = "wicked.lowerDieIndex";
  const faces = requireList(
    fn,
    "dice",
    dice,
    (face, path) => requireInteger(fn, path, face, { min: 1, max: MAX_FACE }),
    MAX_ROLL_DICE,
  );
  if (faces.length === 0) argError(fn, "dice", "a list of at least one face", dice, "range");
  let at = 0;
  faces.forEach((face, i) => {
    if (face <= (faces[at] ?? 0)) at = i;
  });
  return at;
}
