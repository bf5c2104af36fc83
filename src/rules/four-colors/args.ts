/**
 * Argument checks for the Four Colors rules (the shared checks and caps are
 * in src/rules/args.ts): Forces, Planets, rolled results, stakes,
 * circumstance dice and readings, each named by its argument path in the
 * error. Internal: not part of the public API (only MAX_DIE_FACES is).
 */
import {
  argError,
  optionalRecord,
  requireBoolean,
  requireFinite,
  requireInteger,
  requireList,
  requireOneOf,
  requireRecord,
  type FnName,
} from "../args";
import { FORCES, type Force, type Planets } from "./forces";
import { POSITIONS, type HierarchyReading, type HierarchyTier, type PlanetResults, type Position } from "./hierarchy";
import type { Stakes, Outcome } from "./judge";
import { PLACEMENTS, type Circumstance, type CircumstanceRolls, type FullReading } from "./circumstance";
import type { Degree } from "./degree";

/** The most faces a Planet or circumstance die may have (the book uses d4 to d20). */
export const MAX_DIE_FACES = 100;

/** The most Hindrance dice of the several-dice rule ("a small number of significant opponents"), and dice for one Force. */
export const MAX_SEVERAL_DICE = 10;

const OUTCOMES: readonly Outcome[] = ["success", "failure", "unproductive"];

export function requireForce(fn: FnName, name: string, value: unknown): Force {
  return requireOneOf(fn, name, value, FORCES);
}

export function requirePosition(fn: FnName, name: string, value: unknown): Position {
  return requireOneOf(fn, name, value, POSITIONS);
}

/**
 * An object keyed by Forces only; `each` checks every present value (a key
 * whose value is undefined counts as absent).
 */
export function requireForceRecord(
  fn: FnName,
  name: string,
  value: unknown,
  each: (entry: unknown, path: string) => unknown,
): void {
  const record = requireRecord(fn, name, value);
  for (const key of Object.keys(record)) {
    const path = `${name}.${key}`;
    if (!FORCES.includes(key as Force))
      argError(fn, path, `absent: the keys are Forces (${FORCES.join(", ")})`, record[key], "range");
    const entry = record[key];
    if (entry !== undefined) each(entry, path);
  }
}

/** Die faces: a whole number from 1 to MAX_DIE_FACES. */
export function requireFaces(fn: FnName, name: string, value: unknown): number {
  return requireInteger(fn, name, value, { min: 1, max: MAX_DIE_FACES });
}

/** The dice of one Force: faces, or a list of 1 to MAX_SEVERAL_DICE faces (several dice, the lowest counts). */
export function requireForceDice(fn: FnName, name: string, value: unknown): number[] {
  if (!Array.isArray(value)) return [requireFaces(fn, name, value)];
  const list = requireList(fn, name, value, (entry, path) => requireFaces(fn, path, entry), MAX_SEVERAL_DICE);
  if (list.length === 0) argError(fn, name, "a die's faces or a non-empty list of them", value, "range");
  return list;
}

/** An Omega's Planets: per Force a die (1–MAX_DIE_FACES faces) or null/absent for Wed. */
export function requirePlanets(fn: FnName, name: string, value: unknown): Planets {
  requireForceRecord(fn, name, value, (entry, path) => (entry === null ? null : requireFaces(fn, path, entry)));
  return value as Planets;
}

/** Rolled results: per Force a finite number, or absent when not rolled. */
export function requireResults(fn: FnName, name: string, value: unknown): PlanetResults {
  requireForceRecord(fn, name, value, (entry, path) => requireFinite(fn, path, entry));
  return value as PlanetResults;
}

/** A Hierarchy reading: per Force a position. */
export function requireReading(fn: FnName, name: string, value: unknown): HierarchyReading {
  requireForceRecord(fn, name, value, (entry, path) => requirePosition(fn, path, entry));
  return value as HierarchyReading;
}

/** Stakes: `{ favored: Force[], opposed: Force[] }`. */
export function requireStakes(fn: FnName, name: string, value: unknown): Stakes {
  const stakes = requireRecord(fn, name, value);
  for (const side of ["favored", "opposed"] as const) {
    requireList(fn, `${name}.${side}`, stakes[side], (entry, path) => requireForce(fn, path, entry));
  }
  return value as Stakes;
}

function requireDie(fn: FnName, name: string, die: Record<string, unknown>): void {
  requireFaces(fn, `${name}.faces`, die.faces);
  requireBoolean(fn, `${name}.major`, die.major);
}

function requireRoll(fn: FnName, name: string, roll: Record<string, unknown>): void {
  requireFinite(fn, `${name}.value`, roll.value);
  requireBoolean(fn, `${name}.major`, roll.major);
}

/** An optional list (undefined or a list of at most MAX_SEVERAL_DICE records), each checked. */
function optionalDiceList(
  fn: FnName,
  name: string,
  value: unknown,
  each: (fn: FnName, path: string, entry: Record<string, unknown>) => void,
): void {
  if (value === undefined) return;
  requireList(fn, name, value, (entry, path) => each(fn, path, requireRecord(fn, path, entry)), MAX_SEVERAL_DICE);
}

/**
 * Before the roll: `{ benefit?: { faces, major }, hindrance?: { faces, major },
 * hindrances?: { faces, major }[] }`, or undefined.
 */
export function requireCircumstance(fn: FnName, name: string, value: unknown): Circumstance | undefined {
  const circumstance = optionalRecord(fn, name, value);
  if (!circumstance) return undefined;
  for (const kind of ["benefit", "hindrance"] as const) {
    const die = optionalRecord(fn, `${name}.${kind}`, circumstance[kind]);
    if (die) requireDie(fn, `${name}.${kind}`, die);
  }
  optionalDiceList(fn, `${name}.hindrances`, circumstance.hindrances, requireDie);
  return circumstance as Circumstance;
}

/** After the roll: `{ benefit?: { value, major }, hindrance?: { value, major } }`, or undefined. */
export function requireCircumstanceRolls(fn: FnName, name: string, value: unknown): CircumstanceRolls | undefined {
  const rolls = optionalRecord(fn, name, value);
  if (!rolls) return undefined;
  for (const kind of ["benefit", "hindrance"] as const) {
    const roll = optionalRecord(fn, `${name}.${kind}`, rolls[kind]);
    if (roll) requireRoll(fn, `${name}.${kind}`, roll);
  }
  optionalDiceList(fn, `${name}.hindrances`, rolls.hindrances, requireRoll);
  return rolls as CircumstanceRolls;
}

/** What degreeScore, degreeOfSuccess and compareReadings read of a FullReading. */
export function requireFullReading(fn: FnName, name: string, value: unknown): FullReading {
  const reading = requireRecord(fn, name, value);
  requireReading(fn, `${name}.positions`, reading.positions);
  requireOneOf(fn, `${name}.outcome`, reading.outcome, OUTCOMES);
  const placed = (fn: FnName, path: string, die: Record<string, unknown>): void => {
    requireOneOf(fn, `${path}.placement`, die.placement, PLACEMENTS);
    if (die.tiedPosition !== null) requirePosition(fn, `${path}.tiedPosition`, die.tiedPosition);
  };
  for (const kind of ["benefit", "hindrance"] as const) {
    const die = optionalRecord(fn, `${name}.${kind}`, reading[kind]);
    if (die) placed(fn, `${name}.${kind}`, die);
  }
  optionalDiceList(fn, `${name}.hindrances`, reading.hindrances, placed);
  return value as FullReading;
}

/** A Degree: `{ degree: -3..3, score }`. */
export function requireDegree(fn: FnName, name: string, value: unknown): Degree {
  const degree = requireRecord(fn, name, value);
  requireInteger(fn, `${name}.degree`, degree.degree, { min: -3, max: 3 });
  requireFinite(fn, `${name}.score`, degree.score);
  return value as Degree;
}

/** Hierarchy tiers as hierarchyTiers returns them: values strictly ascending. */
export function requireTiers(fn: FnName, name: string, value: unknown): HierarchyTier[] {
  let previous = -Infinity;
  return requireList(fn, name, value, (entry, path) => {
    const tier = requireRecord(fn, path, entry);
    const v = requireFinite(fn, `${path}.value`, tier.value);
    if (v <= previous)
      argError(fn, `${path}.value`, `above the previous tier's ${previous} (tiers run lowest value first)`, v, "range");
    previous = v;
    requireList(fn, `${path}.forces`, tier.forces, (force, p) => requireForce(fn, p, force));
    requirePosition(fn, `${path}.position`, tier.position);
    return tier as unknown as HierarchyTier;
  });
}

/** A die as rulingDie reads it: `{ value, major, below }`, or undefined. */
export function requireRulingInput(fn: FnName, name: string, value: unknown): void {
  const die = optionalRecord(fn, name, value);
  if (!die) return;
  requireFinite(fn, `${name}.value`, die.value);
  requireBoolean(fn, `${name}.major`, die.major);
  requireBoolean(fn, `${name}.below`, die.below);
}
