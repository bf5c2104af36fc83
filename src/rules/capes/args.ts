/**
 * Argument checks for the Capes rules (the shared checks and caps are in
 * src/rules/args.ts): die faces, the sides of a Complication, ability levels,
 * Drives. Each error names the function, the argument path and what was
 * expected. Internal: not part of the public API.
 */
import { argError, requireInteger, requireList, requireRecord, type FnName } from "../args";

/** The faces of a Complication's dice: ordinary six-sided dice. */
export const MAX_FACE = 6;
/** Ability levels run from 1 to 5. */
export const MAX_LEVEL = 5;
/** The most dice one side of a Complication may hold (splits add dice; a Drive is at most this). */
export const MAX_SIDE_DICE = 60;
/** The most sides a Complication may have (splits make new sides). */
export const MAX_SIDES = 24;
/** The largest Drive value, Debt or token count the rules accept. */
export const MAX_COUNT = 999;

export function requireFace(fn: FnName, name: string, value: unknown): number {
  return requireInteger(fn, name, value, { min: 1, max: MAX_FACE });
}

export function requireLevel(fn: FnName, name: string, value: unknown): number {
  return requireInteger(fn, name, value, { min: 1, max: MAX_LEVEL });
}

export function requireCount(fn: FnName, name: string, value: unknown, min = 0): number {
  return requireInteger(fn, name, value, { min, max: MAX_COUNT });
}

/** The sides of a Complication: a list of sides, each a list of die faces (a side may be empty). */
export function requireSides(fn: FnName, name: string, value: unknown): number[][] {
  const sides = requireList(
    fn,
    name,
    value,
    (side, path) => requireList(fn, path, side, (face, p) => requireFace(fn, p, face), MAX_SIDE_DICE),
    MAX_SIDES,
  );
  if (sides.length < 2) argError(fn, name, "a list of at least 2 sides", value, "range");
  return sides;
}

/** A Drive as `overdrawn` reads it: `{ value, debt }`. */
export function requireDrive(fn: FnName, name: string, value: unknown): { value: number; debt: number } {
  const drive = requireRecord(fn, name, value);
  return {
    value: requireCount(fn, `${name}.value`, drive.value),
    debt: requireCount(fn, `${name}.debt`, drive.debt),
  };
}
