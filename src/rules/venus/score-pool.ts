/**
 * The ability score pool at assembly: points from age and one per lifepath,
 * and whether a set of scores is exactly a distribution of that pool.
 */

import { ABILITY_IDS, MENTAL_ABILITIES, PHYSICAL_ABILITIES, type AbilityId } from "./abilities";
import type { AgeId, AgeInfo } from "./character-tables";
import { problem, type Problem } from "./problems";
import { requireAbilityRecord, requireAge, requireCount, requireGrants } from "./args";

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
