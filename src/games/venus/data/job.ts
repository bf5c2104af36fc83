/**
 * The "job" Item (pure spec) and what the sheets derive from it: the exp bar,
 * the effective level (its level plus the boost of a named attribute the
 * character has) and the level a job arrives at on a character. The shape is
 * that of packs/venus-jobs: the build validates those 36 sources against it.
 */
import type { ModelSpec } from "../../../schema";
import { effectiveJobLevel, expToLevelUp, JOB_LEVEL_SOFT_CAP, LEARNING_EXP, MAX_JOB_BOOST } from "../../../rules/venus";
import { abilityField, optionalAbilityField, textField, textList, venusProblem } from "./common";

/** 0 (not on the table) or a D66 number: tens and units each 1–6. */
export const D66_CHOICES: readonly number[] = [
  0,
  ...[1, 2, 3, 4, 5, 6].flatMap((tens) => [1, 2, 3, 4, 5, 6].map((units) => tens * 10 + units)),
];

export interface VenusJobSystem {
  ability: string;
  secondAbility: string;
  level: number;
  exp: number;
  labels: string[];
  description: string;
  specialties: string[];
  notes: string;
  d66: number;
  /** The free job rolled or chosen on the D66 table before any lifepath (costs no caps). */
  d66Start: boolean;
  /** Levels an attribute of the character adds (the attribute named, when the character has it). */
  boost: { attribute: string; levels: number };
}

export const jobSpec: ModelSpec<"venusJob"> = {
  documentName: "Item",
  type: "venusJob",
  localizationPrefix: "STORY_ENGINES.Venus.Job",
  fields: {
    ability: abilityField(),
    secondAbility: optionalAbilityField(),
    level: { kind: "number", initial: 0, integer: true, min: 0, max: JOB_LEVEL_SOFT_CAP },
    exp: { kind: "number", initial: 0, integer: true, min: 0, max: Math.max(2 * JOB_LEVEL_SOFT_CAP, LEARNING_EXP) },
    labels: textList(),
    description: { kind: "html" },
    specialties: textList(),
    notes: { kind: "html" },
    d66: { kind: "number", initial: 0, integer: true, choices: D66_CHOICES },
    d66Start: { kind: "boolean", initial: false },
    boost: {
      kind: "schema",
      fields: {
        attribute: textField(),
        levels: { kind: "number", initial: 0, integer: true, min: 0, max: MAX_JOB_BOOST },
      },
    },
  },
  joint: (system) => {
    const level = system.level;
    const exp = system.exp;
    if (typeof level !== "number" || typeof exp !== "number" || !Number.isInteger(level) || level < 0) return [];
    const bar = expToLevelUp(level);
    return exp > bar ? [venusProblem("exp", "expAboveBar", { max: bar, level })] : [];
  },
};

/** What the sheets show of a job's progress: the exp bar fills to 2 × level, or 16 while learning. */
export interface JobProgressView {
  level: number;
  exp: number;
  expMax: number;
  percent: number;
  learning: boolean;
}

export function deriveJob(system: Pick<VenusJobSystem, "level" | "exp">): JobProgressView {
  const level = Number.isInteger(system.level) && system.level >= 0 ? system.level : 0;
  const expMax = expToLevelUp(level);
  const exp = Math.max(0, Math.min(system.exp, expMax));
  return { level, exp, expMax, percent: Math.round((exp / expMax) * 100), learning: level === 0 };
}

/** A job's own level, its boost and the effective level a task rolls. */
export interface JobLevelView {
  level: number;
  /** The attribute the boost names ("" when none). */
  boostAttribute: string;
  boostLevels: number;
  /** The character has the named attribute and the job is past learning. */
  boosted: boolean;
  /** A boost names an attribute the character does not have. */
  boostMissing: boolean;
  effective: number;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The effective level of a job on a character whose attributes are
 * `attributeNames`: a boost counts only while the character has the attribute
 * it names (docs/games/venus-rulings.md, "Levels above 8 and 10").
 */
export function jobLevels(
  system: Pick<VenusJobSystem, "level"> & { boost?: Partial<VenusJobSystem["boost"]> },
  attributeNames: readonly string[],
): JobLevelView {
  const level = Number.isInteger(system.level) ? Math.max(0, Math.min(JOB_LEVEL_SOFT_CAP, system.level)) : 0;
  const attribute = typeof system.boost?.attribute === "string" ? system.boost.attribute.trim() : "";
  const raw = Number(system.boost?.levels);
  const levels = Number.isInteger(raw) ? Math.max(0, Math.min(MAX_JOB_BOOST, raw)) : 0;
  const named = attribute !== "" && levels > 0;
  const has = named && attributeNames.some((n) => sameName(n, attribute));
  const boosted = has && level > 0;
  return {
    level,
    boostAttribute: attribute,
    boostLevels: levels,
    boosted,
    boostMissing: named && !has,
    effective: effectiveJobLevel(level, boosted ? levels : 0),
  };
}

/** What a character already holds that decides how a dropped job arrives. */
export interface ArrivalContext {
  minimumJobLevel: number;
  /** Lifepaths the character has taken. */
  lifepaths: number;
  /** The character already has its free D66 job. */
  d66Taken: boolean;
}

/**
 * How a job dropped on a character arrives: "when you start a new job, it's
 * starting level is equal your minimum job level", so a job below the minimum
 * (a compendium job, at 0) rises to it with a clean exp slate; one at or
 * above it (copied from another character) keeps its level and exp. A job of
 * the D66 table dropped before any lifepath is the free D66 job ("before you
 * choose any lifepaths, roll a D66 or choose a job from the following table
 * to start for free"), unless the character already has one.
 */
export function jobOnArrival(
  job: Pick<VenusJobSystem, "level" | "exp" | "d66"> & { d66Start?: boolean },
  context: ArrivalContext,
): { level: number; exp: number; d66Start: boolean } {
  const raised = job.level < context.minimumJobLevel;
  return {
    level: raised ? context.minimumJobLevel : job.level,
    exp: raised ? 0 : job.exp,
    d66Start: !context.d66Taken && (job.d66Start === true || (job.d66 !== 0 && context.lifepaths === 0)),
  };
}
