/**
 * Character assembly tables (tier, age, size) and the values derived from
 * them: lifepaths allowed, the ability score pool, caliber increases and
 * Fidelity.
 */

import { ABILITY_IDS, MENTAL_ABILITIES, PHYSICAL_ABILITIES, type AbilityId } from "./abilities";
import { caliberRank, CALIBERS, shiftCaliber, type Caliber } from "./calibers";
import { MAX_FIDELITY } from "./limits";
import { problem, type Problem } from "./problems";
import { argError, optionalBoolean, requireList, requireOneOf, requireRecord } from "../args";
import { requireAbilityId, requireAbilityRecord, requireCaliber, requireCount } from "./args";

function requireTier(fn: string, name: string, value: unknown): TierInfo {
  const id = requireOneOf(
    fn,
    name,
    value,
    TIERS.map((t) => t.id),
  );
  return TIERS.find((t) => t.id === id) as TierInfo;
}

/** An age: its index 0–5 or its id. */
function requireAge(fn: string, name: string, value: unknown): AgeInfo {
  const info = typeof value === "number" ? AGES.find((a) => a.index === value) : AGES.find((a) => a.id === value);
  if (info === undefined) {
    const expected = `an age index 0–${AGES.length - 1} or one of ${AGES.map((a) => a.id).join(", ")}`;
    argError(fn, name, expected, value, typeof value === "number" || typeof value === "string" ? "range" : "type");
  }
  return info;
}

/** Score grants: "MA", "PA", "Any" or a pair of ability ids. */
function requireGrants(fn: string, value: unknown): ScoreGrant[] {
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

function requireCalibers(fn: string, value: unknown): void {
  requireAbilityRecord(fn, "calibers", value, (c, path) => requireCaliber(fn, path, c));
}

// ---------------------------------------------------------------------------
// Tier

export type TierId = "public" | "heroic" | "mythic" | "deific";

export interface TierInfo {
  readonly id: TierId;
  readonly name: string;
  readonly freeCaliberIncreases: number;
  readonly additionalLifepaths: number;
  readonly minimumJobLevel: number;
}

/** Lowest to highest (seed, step 1 "tier"). */
export const TIERS: readonly TierInfo[] = [
  {
    id: "public",
    name: "Public",
    freeCaliberIncreases: 1,
    additionalLifepaths: 0,
    minimumJobLevel: 1,
  },
  {
    id: "heroic",
    name: "Heroic",
    freeCaliberIncreases: 3,
    additionalLifepaths: 1,
    minimumJobLevel: 2,
  },
  {
    id: "mythic",
    name: "Mythic",
    freeCaliberIncreases: 6,
    additionalLifepaths: 2,
    minimumJobLevel: 3,
  },
  {
    id: "deific",
    name: "Deific",
    freeCaliberIncreases: 10,
    additionalLifepaths: 4,
    minimumJobLevel: 4,
  },
];

export function tierInfo(tier: TierId): TierInfo {
  return requireTier("venus.tierInfo", "tier", tier);
}

// ---------------------------------------------------------------------------
// Age

export type AgeId = "junior" | "young" | "mature" | "seasoned" | "old" | "senior";

export interface AgeInfo {
  readonly index: number;
  readonly id: AgeId;
  readonly name: string;
  /** Score points for mental abilities (+MA). */
  readonly mentalPoints: number;
  /** Score points for physical abilities (+PA). */
  readonly physicalPoints: number;
  /** Starting lifepaths; max null = no upper bound (Senior: "10+"). */
  readonly lifepaths: { readonly min: number; readonly max: number | null };
  /** Junior (0) and Senior (5) need Peer permission to play. */
  readonly playable: boolean;
}

/** Index 0..5 (seed, step 1 "age"). */
export const AGES: readonly AgeInfo[] = [
  {
    index: 0,
    id: "junior",
    name: "Junior",
    mentalPoints: 1,
    physicalPoints: 2,
    lifepaths: { min: 0, max: 1 },
    playable: false,
  },
  {
    index: 1,
    id: "young",
    name: "Young",
    mentalPoints: 2,
    physicalPoints: 4,
    lifepaths: { min: 1, max: 2 },
    playable: true,
  },
  {
    index: 2,
    id: "mature",
    name: "Mature",
    mentalPoints: 2,
    physicalPoints: 3,
    lifepaths: { min: 3, max: 4 },
    playable: true,
  },
  {
    index: 3,
    id: "seasoned",
    name: "Seasoned",
    mentalPoints: 2,
    physicalPoints: 2,
    lifepaths: { min: 5, max: 7 },
    playable: true,
  },
  {
    index: 4,
    id: "old",
    name: "Old",
    mentalPoints: 2,
    physicalPoints: 1,
    lifepaths: { min: 8, max: 10 },
    playable: true,
  },
  {
    index: 5,
    id: "senior",
    name: "Senior",
    mentalPoints: 1,
    physicalPoints: 0,
    lifepaths: { min: 10, max: null },
    playable: false,
  },
];

export function ageInfo(age: number | AgeId): AgeInfo {
  return requireAge("venus.ageInfo", "age", age);
}

// ---------------------------------------------------------------------------
// Size

export type SizeId = "small" | "modest" | "ample" | "large";

export const SIZES: readonly {
  readonly value: number;
  readonly id: SizeId;
  readonly name: string;
}[] = [
  { value: 1, id: "small", name: "Small" },
  { value: 2, id: "modest", name: "Modest" },
  { value: 3, id: "ample", name: "Ample" },
  { value: 4, id: "large", name: "Large" },
];

// ---------------------------------------------------------------------------
// Lifepaths

/**
 * Lifepaths a character may take: the age's starting range with the tier's
 * additional lifepaths added on top ("starting lifepaths + additional
 * lifepaths"). The additional ones raise the ceiling, not the floor: the seed
 * asks you to take only as many as your concept needs. The FC may raise the
 * ceiling further; that is the caller's override.
 */
export function lifepathRange(age: number | AgeId, tier: TierId): { min: number; max: number | null } {
  return rangeOf(requireAge("venus.lifepathRange", "age", age), requireTier("venus.lifepathRange", "tier", tier));
}

function rangeOf(a: AgeInfo, t: TierInfo): { min: number; max: number | null } {
  return {
    min: a.lifepaths.min,
    max: a.lifepaths.max === null ? null : a.lifepaths.max + t.additionalLifepaths,
  };
}

export function validateLifepathCount(count: number, age: number | AgeId, tier: TierId): Problem[] {
  const fn = "venus.validateLifepathCount";
  requireCount(fn, "count", count);
  const { min, max } = rangeOf(requireAge(fn, "age", age), requireTier(fn, "tier", tier));
  if (count < min || (max !== null && count > max)) {
    const range = max === null ? `${min}+` : `${min}–${max}`;
    return [problem("lifepaths-out-of-range", `This age and tier take ${range} lifepaths, not ${count}.`, "lifepaths")];
  }
  return [];
}

// ---------------------------------------------------------------------------
// Ability score pool

/**
 * The +1 a lifepath adds to the score pool: "MA" (any mental ability), "PA"
 * (any physical), a pair "X/Y" (one of the two), or "Any".
 */
export type ScoreGrant = "MA" | "PA" | "Any" | readonly [AbilityId, AbilityId];

export interface ScorePool {
  mental: number;
  physical: number;
  any: number;
  pairs: (readonly [AbilityId, AbilityId])[];
  total: number;
}

/** Score points from age (+MA/+PA) and one per lifepath. Scores start at +0. */
export function scorePool(age: number | AgeId, grants: readonly ScoreGrant[]): ScorePool {
  requireGrants("venus.scorePool", grants);
  return poolOf(requireAge("venus.scorePool", "age", age), grants);
}

function poolOf(a: AgeInfo, grants: readonly ScoreGrant[]): ScorePool {
  const pool: ScorePool = {
    mental: a.mentalPoints,
    physical: a.physicalPoints,
    any: 0,
    pairs: [],
    total: 0,
  };
  for (const g of grants) {
    if (g === "MA") pool.mental += 1;
    else if (g === "PA") pool.physical += 1;
    else if (g === "Any") pool.any += 1;
    else pool.pairs.push(g);
  }
  pool.total = pool.mental + pool.physical + pool.any + pool.pairs.length;
  return pool;
}

/**
 * Whether assembly scores are exactly a distribution of the score pool: every
 * point placed, each on an ability it allows. Checked with Hall's condition
 * over the 64 subsets of abilities: an assignment exists iff the totals match
 * and every subset S needs no more points than there are points allowed to
 * land somewhere in S.
 */
export function validateScoreAllocation(
  scores: Readonly<Record<AbilityId, number>>,
  age: number | AgeId,
  grants: readonly ScoreGrant[],
): Problem[] {
  const fn = "venus.validateScoreAllocation";
  requireAbilityRecord(fn, "scores", scores, (s, path) => requireCount(fn, path, s));
  requireGrants(fn, grants);
  const pool = poolOf(requireAge(fn, "age", age), grants);
  const allowed: AbilityId[][] = [];
  for (let i = 0; i < pool.mental; i++) allowed.push([...MENTAL_ABILITIES]);
  for (let i = 0; i < pool.physical; i++) allowed.push([...PHYSICAL_ABILITIES]);
  for (let i = 0; i < pool.any; i++) allowed.push([...ABILITY_IDS]);
  for (const pair of pool.pairs) allowed.push([...pair]);

  const spent = ABILITY_IDS.reduce((sum, id) => sum + scores[id], 0);
  if (spent < pool.total) {
    return [
      problem("scores-unspent", `${pool.total - spent} of ${pool.total} score points are not placed yet.`, "scores"),
    ];
  }
  if (spent > pool.total) {
    return [problem("scores-overspent", `Scores add up to ${spent} but the pool has ${pool.total} points.`, "scores")];
  }
  const masks = allowed.map((ids) => ids.reduce((m, id) => m | (1 << ABILITY_IDS.indexOf(id)), 0));
  for (let subset = 1; subset < 1 << ABILITY_IDS.length; subset++) {
    let demand = 0;
    ABILITY_IDS.forEach((id, i) => {
      if (subset & (1 << i)) demand += scores[id];
    });
    const supply = masks.filter((m) => (m & subset) !== 0).length;
    if (demand > supply) {
      return [
        problem(
          "scores-misallocated",
          "Some points sit on abilities their source does not allow (MA on mental, PA on physical, a pair on one of its two).",
          "scores",
        ),
      ];
    }
  }
  return [];
}

// ---------------------------------------------------------------------------
// Calibers

/** Caliber steps above Bronze spent on a set of abilities (all start Bronze). */
export function caliberIncreasesUsed(calibers: Readonly<Record<AbilityId, Caliber>>): number {
  requireCalibers("venus.caliberIncreasesUsed", calibers);
  return increasesOf(calibers);
}

function increasesOf(calibers: Readonly<Record<AbilityId, Caliber>>): number {
  const bronze = caliberRank("bronze");
  return ABILITY_IDS.reduce((sum, id) => sum + Math.max(0, caliberRank(calibers[id]) - bronze), 0);
}

/**
 * Assembly calibers: Bronze or better (Copper only comes from Limits, per
 * roll), no more increases than the tier's free ones plus any granted by
 * special attributes, and no more than one ability at Platinum without the
 * FC's leave.
 */
export function validateCalibers(
  calibers: Readonly<Record<AbilityId, Caliber>>,
  tier: TierId,
  options: { extraIncreases?: number; platinumPermission?: boolean } = {},
): Problem[] {
  const fn = "venus.validateCalibers";
  requireCalibers(fn, calibers);
  const tierData = requireTier(fn, "tier", tier);
  requireRecord(fn, "options", options);
  if (options.extraIncreases !== undefined) requireCount(fn, "options.extraIncreases", options.extraIncreases);
  optionalBoolean(fn, "options.platinumPermission", options.platinumPermission);
  const problems: Problem[] = [];
  for (const id of ABILITY_IDS) {
    if (caliberRank(calibers[id]) < caliberRank("bronze")) {
      problems.push(
        problem("caliber-invalid", "Abilities start at Bronze; Copper only comes from Limits.", `calibers.${id}`),
      );
    }
  }
  const allowed = tierData.freeCaliberIncreases + (options.extraIncreases ?? 0);
  const used = increasesOf(calibers);
  if (used > allowed) {
    problems.push(
      problem(
        "caliber-increases-exceeded",
        `${used} caliber increases used but only ${allowed} available.`,
        "calibers",
      ),
    );
  }
  const platinum = ABILITY_IDS.filter((id) => calibers[id] === "platinum").length;
  if (platinum > 1 && options.platinumPermission !== true) {
    problems.push(problem("platinum-limit", "Only one ability may reach Platinum without the FC's leave.", "calibers"));
  }
  return problems;
}

/**
 * Drain a full Fidelity meter (4) to raise one ability's caliber one step
 * (Bronze → Silver → Gold → Platinum). Returns the new caliber and Fidelity,
 * or problems.
 */
export function spendFidelity(
  fidelity: number,
  caliber: Caliber,
): { caliber: Caliber; fidelity: number; problems: Problem[] } {
  requireCount("venus.spendFidelity", "fidelity", fidelity);
  requireCaliber("venus.spendFidelity", "caliber", caliber);
  if (fidelity < MAX_FIDELITY) {
    return {
      caliber,
      fidelity,
      problems: [problem("fidelity-not-full", `Fidelity must be full (${MAX_FIDELITY}) to spend.`)],
    };
  }
  if (caliberRank(caliber) < caliberRank("bronze")) {
    return {
      caliber,
      fidelity,
      problems: [problem("caliber-invalid", "Abilities start at Bronze; Copper only comes from Limits.")],
    };
  }
  const raised = shiftCaliber(caliber, 1);
  if (raised === null) {
    return {
      caliber,
      fidelity,
      problems: [problem("caliber-at-maximum", "Platinum is the highest caliber.")],
    };
  }
  return { caliber: raised, fidelity: 0, problems: [] };
}

/** Steps between two calibers (Fidelity to go Bronze → Platinum: 3 steps, 12 Fidelity). */
export function caliberSteps(from: Caliber, to: Caliber): number {
  requireCaliber("venus.caliberSteps", "from", from);
  requireCaliber("venus.caliberSteps", "to", to);
  return CALIBERS.indexOf(to) - CALIBERS.indexOf(from);
}
