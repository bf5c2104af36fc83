/**
 * Argument checks for the Venus rules (the shared checks and caps are in
 * src/rules/args.ts): calibers, abilities, dice faces, pools, task rolls,
 * KISS plans, tiers, ages and score grants, each named by its argument path
 * in the error. Internal: not
 * part of the public API (only MAX_POOL_DICE is).
 */
import {
  argError,
  optionalBoolean,
  requireBoolean,
  requireInteger,
  requireList,
  requireOneOf,
  requireRecord,
  MAX_AMOUNT,
  type FnName,
} from "../args";
import { CALIBERS, type Caliber } from "./calibers";
import { ABILITY_IDS, type AbilityId } from "./abilities";
import type { RolledDie, TaskRoll, KissPlan, KissResources, KissSource } from "./kiss";
import type { OddsOptions } from "./pool";
import type { PoolDie } from "./task";
import { AGES, TIERS, type AgeInfo, type TierInfo } from "./character-tables";
import type { ScoreGrant } from "./score-pool";

/**
 * The most dice a task pool may hold (the book's largest: a level-10 job and
 * two allies, 12). Odds of a pool cost dice × re-rolls × successes, so this
 * keeps every call short.
 */
export const MAX_POOL_DICE = 100;

const KISS_SOURCE_NAMES: readonly KissSource[] = ["lot", "insight", "stunt", "specialty", "ego"];

export function requireCaliber(fn: FnName, name: string, value: unknown): Caliber {
  return requireOneOf(fn, name, value, CALIBERS);
}

export function requireAbilityId(fn: FnName, name: string, value: unknown): AbilityId {
  return requireOneOf(fn, name, value, ABILITY_IDS);
}

/** A face of a die with `sides` sides: a whole number 1–sides. */
export function requireFace(fn: FnName, name: string, value: unknown, sides: number): number {
  return requireInteger(fn, name, value, { min: 1, max: sides });
}

/** A count or amount: a whole number from 0 to MAX_AMOUNT. */
export function requireCount(fn: FnName, name: string, value: unknown): number {
  return requireInteger(fn, name, value, { min: 0, max: MAX_AMOUNT });
}

/** A value for each of the six abilities, each checked by `each`. */
export function requireAbilityRecord(
  fn: FnName,
  name: string,
  value: unknown,
  each: (entry: unknown, path: string) => unknown,
): void {
  const record = requireRecord(fn, name, value);
  for (const id of ABILITY_IDS) each(record[id], `${name}.${id}`);
}

/** A list of calibers, one per die of a pool. */
export function requireCaliberList(fn: FnName, name: string, value: unknown): Caliber[] {
  return requireList(fn, name, value, (entry, path) => requireCaliber(fn, path, entry), MAX_POOL_DICE);
}

/** `{ doubleSixes?, rerolls?: number | "all", explode? }`. */
export function requireOddsOptions(fn: FnName, name: string, value: unknown): OddsOptions {
  const options = requireRecord(fn, name, value);
  optionalBoolean(fn, `${name}.doubleSixes`, options.doubleSixes);
  optionalBoolean(fn, `${name}.explode`, options.explode);
  if (options.rerolls !== undefined && options.rerolls !== "all") {
    if (typeof options.rerolls !== "number") {
      argError(fn, `${name}.rerolls`, `a whole number from 0 to ${MAX_AMOUNT} or "all"`, options.rerolls, "type");
    }
    requireCount(fn, `${name}.rerolls`, options.rerolls);
  }
  return options as OddsOptions;
}

/** A die of a pool before the roll: `{ caliber, owner, ally }`. */
export function requirePoolDie(fn: FnName, name: string, value: unknown): PoolDie {
  const die = requireRecord(fn, name, value);
  requireCaliber(fn, `${name}.caliber`, die.caliber);
  requireOneOf(fn, `${name}.owner`, die.owner, ["roller", "ally"]);
  if (die.ally !== null) requireInteger(fn, `${name}.ally`, die.ally, { min: 0, max: MAX_POOL_DICE });
  return die as unknown as PoolDie;
}

function requireRolledDie(fn: FnName, name: string, value: unknown): RolledDie {
  const die = requirePoolDie(fn, name, value) as unknown as Record<string, unknown>;
  requireFace(fn, `${name}.value`, die.value, 6);
  requireBoolean(fn, `${name}.kissed`, die.kissed);
  if (die.previousValue !== null) requireFace(fn, `${name}.previousValue`, die.previousValue, 6);
  return die as unknown as RolledDie;
}

/** A TaskRoll as rollTask and kiss return it. */
export function requireTaskRoll(fn: FnName, name: string, value: unknown): TaskRoll {
  const roll = requireRecord(fn, name, value);
  requireList(fn, `${name}.dice`, roll.dice, (die, path) => requireRolledDie(fn, path, die), MAX_POOL_DICE);
  requireOneOf(fn, `${name}.phase`, roll.phase, ["rolled", "kissed"]);
  requireOneOf(fn, `${name}.ego`, roll.ego, ["none", "reroll", "doubleSixes"]);
  return roll as unknown as TaskRoll;
}

/**
 * A KISS plan: `{ requests: { die, source, allyAgrees? }[], egoDoubleSixes? }`.
 * A die index that names no die is a problem validateKiss reports, so only
 * its type is checked here.
 */
export function requireKissPlan(fn: FnName, name: string, value: unknown): KissPlan {
  const plan = requireRecord(fn, name, value);
  requireList(fn, `${name}.requests`, plan.requests, (entry, path) => {
    const request = requireRecord(fn, path, entry);
    if (typeof request.die !== "number") argError(fn, `${path}.die`, "a die index (a number)", request.die, "type");
    requireOneOf(fn, `${path}.source`, request.source, KISS_SOURCE_NAMES);
    optionalBoolean(fn, `${path}.allyAgrees`, request.allyAgrees);
    return request;
  });
  optionalBoolean(fn, `${name}.egoDoubleSixes`, plan.egoDoubleSixes);
  return plan as unknown as KissPlan;
}

/** `{ lots, insights, specialties, ego }`. */
export function requireKissResources(fn: FnName, name: string, value: unknown): KissResources {
  const resources = requireRecord(fn, name, value);
  for (const key of ["lots", "insights", "specialties"] as const) requireCount(fn, `${name}.${key}`, resources[key]);
  requireBoolean(fn, `${name}.ego`, resources.ego);
  return resources as unknown as KissResources;
}

/** Re-roll results `{ die, value }[]`; whether they fit the pool is the caller's to check. */
export function requireRerollResults(fn: FnName, name: string, value: unknown): { die: number; value: number }[] {
  return requireList(
    fn,
    name,
    value,
    (entry, path) => {
      const result = requireRecord(fn, path, entry);
      for (const key of ["die", "value"] as const) {
        if (typeof result[key] !== "number") argError(fn, `${path}.${key}`, "a number", result[key], "type");
      }
      return result as { die: number; value: number };
    },
    MAX_POOL_DICE,
  );
}

/** A tier id; its row of the tier table. */
export function requireTier(fn: FnName, name: string, value: unknown): TierInfo {
  const id = requireOneOf(
    fn,
    name,
    value,
    TIERS.map((t) => t.id),
  );
  return TIERS.find((t) => t.id === id) as TierInfo;
}

/** An age: its index 0–5 or its id. */
export function requireAge(fn: FnName, name: string, value: unknown): AgeInfo {
  const info = typeof value === "number" ? AGES.find((a) => a.index === value) : AGES.find((a) => a.id === value);
  if (info === undefined) {
    const expected = `an age index 0–${AGES.length - 1} or one of ${AGES.map((a) => a.id).join(", ")}`;
    argError(fn, name, expected, value, typeof value === "number" || typeof value === "string" ? "range" : "type");
  }
  return info;
}

/** Score grants: "MA", "PA", "Any" or a pair of ability ids. */
export function requireGrants(fn: FnName, value: unknown): ScoreGrant[] {
  return requireList(fn, "grants", value, (grant, path) => {
    if (Array.isArray(grant)) {
      if (grant.length !== 2) argError(fn, path, "a pair of two ability ids", grant, "range");
      requireAbilityId(fn, `${path}[0]`, grant[0]);
      requireAbilityId(fn, `${path}[1]`, grant[1]);
      return grant as unknown as ScoreGrant;
    }
    return requireOneOf(fn, path, grant, ["MA", "PA", "Any"]) as ScoreGrant;
  });
}

/** A caliber for each of the six abilities. */
export function requireCalibers(fn: FnName, value: unknown): void {
  requireAbilityRecord(fn, "calibers", value, (c, path) => requireCaliber(fn, path, c));
}
