/**
 * Exact odds of success / failure / unproductive before a roll.
 *
 * Why not enumerate every face of every die: four d20 Planets with a d20
 * Benefit and a d12 Hindrance is 38 million outcomes. Instead we use that only
 * the ORDER of results matters:
 *
 *  1. The Planet outcome is a function of the weak ordering of the dice (which
 *     dice tie, and in which order the groups come). With n <= 5 dice there
 *     are at most 541 such orderings (ordered set partitions). Each is judged
 *     once, by the same readHierarchy/judge used at the table, on synthetic
 *     results (group index as value).
 *  2. The probability of one ordering g1 < g2 < ... < gk with the lowest value
 *     equal to v is a sum over increasing value sequences of products of
 *     independent per-die probabilities; a backward dynamic programme with
 *     suffix sums computes it for every v in O(k * V), V = largest die.
 *  3. Circumstance dice only matter through the lowest Planet value v: before
 *     the roll only the automatic rulings count (of the Major dice lower than
 *     every Planet die the lowest rules; a Benefit die tying a Hindrance die
 *     there rules nothing; Hindrance dice tying among themselves still rule).
 *     Minor dice never change the odds. So per v we need P(Benefit rules) and
 *     P(some Hindrance die rules): through the distribution of the lowest
 *     Major Hindrance die (however many opponents each bring one), as prefix
 *     sums over v.
 *
 * Several dice for one Force (footnote 15: the lowest counts): a Force's
 * entry may be a list of faces; its result is the minimum of those dice, whose
 * distribution replaces the single die's in step 2.
 *
 * The result is a sum of exact per-outcome probabilities in floating point
 * (no rational arithmetic). Four d20 Planets with both circumstance dice take
 * well under a millisecond.
 */
import { FORCES, type Force } from "./forces";
import { readingOf, type PlanetResults } from "./hierarchy";
import { judgeOf, type Outcome, type Stakes } from "./judge";
import type { Circumstance, CircumstanceDie } from "./circumstance";
import { requireCircumstance, requireForceDice, requireForceRecord, requireStakes } from "./args";

export interface Odds {
  success: number;
  failure: number;
  unproductive: number;
}

const OUTCOME_INDEX: Record<Outcome, number> = { success: 0, failure: 1, unproductive: 2 };

/** Ordered set partitions of {0..n-1} as lists of bit masks, cached per n. */
const partitionCache = new Map<number, number[][]>();

function orderedPartitions(n: number): number[][] {
  const cached = partitionCache.get(n);
  if (cached) return cached;
  const out: number[][] = [];
  const walk = (remaining: number, prefix: number[]): void => {
    if (remaining === 0) {
      out.push([...prefix]);
      return;
    }
    // Every non-empty subset of the remaining dice may form the next group.
    for (let sub = remaining; sub > 0; sub = (sub - 1) & remaining) {
      prefix.push(sub);
      walk(remaining & ~sub, prefix);
      prefix.pop();
    }
  };
  walk((1 << n) - 1, []);
  partitionCache.set(n, out);
  return out;
}

/** P(a fair die of `faces` faces shows more than x), for x >= 0. */
function above(faces: number, x: number): number {
  return Math.max(0, faces - x) / faces;
}

/** P(the lowest of these dice shows at least v). */
function lowestAtLeast(faces: readonly number[], v: number): number {
  let p = 1;
  for (const f of faces) p *= above(f, v - 1);
  return p;
}

/** P(the lowest of these dice shows exactly v); one die: exactly 1/faces, with no rounding. */
function lowestExactly(faces: readonly number[], v: number): number {
  const [only] = faces;
  if (faces.length === 1 && only !== undefined) return v >= 1 && v <= only ? 1 / only : 0;
  return lowestAtLeast(faces, v) - lowestAtLeast(faces, v + 1);
}

/**
 * Prefix sums of the automatic rulings: `benefit[t]` = P(the Benefit die
 * rules when every Planet die is above t), `hindrance[t]` likewise for some
 * Hindrance die; t runs 0..top (top = the largest circumstance die).
 */
function rulingTables(benefit: CircumstanceDie | undefined, hindrances: readonly CircumstanceDie[]) {
  const b = benefit?.major ? benefit.faces : 0;
  const h = hindrances.filter((d) => d.major).map((d) => d.faces);
  const top = Math.max(b, ...h, 0);
  const bTable = new Float64Array(top + 1);
  const hTable = new Float64Array(top + 1);
  for (let x = 1; x <= top; x++) {
    // P(lowest Major Hindrance > x) and P(it is exactly x); no Hindrance: never.
    const hAbove = lowestAtLeast(h, x + 1);
    const hAt = h.length ? lowestExactly(h, x) : 0;
    const bAt = b && x <= b ? 1 / b : 0;
    const bAbove = b ? above(b, x) : 1;
    bTable[x] = (bTable[x - 1] ?? 0) + bAt * hAbove;
    hTable[x] = (hTable[x - 1] ?? 0) + hAt * bAbove;
  }
  return { top, benefit: bTable, hindrance: hTable };
}

/** A Force's dice: one die's faces, or several dice (the lowest counts); null or absent: no die. */
export type ForceDice = number | readonly number[] | null;

export function hierarchyOdds(
  dice: Partial<Record<Force, ForceDice>>,
  stakes: Stakes,
  circumstance?: Circumstance,
): Odds {
  const fn = "fourColors.hierarchyOdds";
  // A Force with no die may be absent, undefined or null (as on an Omega's Planets).
  const perForce: Partial<Record<Force, number[]>> = {};
  requireForceRecord(fn, "dice", dice, (entry, path) => {
    if (entry !== null) perForce[path.slice("dice.".length) as Force] = requireForceDice(fn, path, entry);
  });
  requireStakes(fn, "stakes", stakes);
  requireCircumstance(fn, "circumstance", circumstance);
  const forces = FORCES.filter((force) => perForce[force] !== undefined);
  const faces = forces.map((force) => perForce[force] ?? []);
  const hindrances = [
    ...(circumstance?.hindrance ? [circumstance.hindrance] : []),
    ...(circumstance?.hindrances ?? []),
  ];
  const rulings = rulingTables(circumstance?.benefit, hindrances);
  /** [P(Benefit rules), P(a Hindrance rules)] when every Planet die shows v or more. */
  const rulingChances = (v: number): [number, number] => {
    const t = Math.min(v - 1, rulings.top);
    return [rulings.benefit[t] ?? 0, rulings.hindrance[t] ?? 0];
  };

  const n = forces.length;
  if (n === 0) {
    // No Hierarchy: a Major die is vacuously lower than every Planet die.
    const [s, f] = rulingChances(Infinity);
    return { success: s, failure: f, unproductive: 1 - s - f };
  }

  const V = Math.max(...faces.flat());
  const width = V + 1; // index by value 1..V; index 0 unused

  // pmf[i * width + v] = P(Force i's result, the lowest of its dice, is exactly v).
  const pmf = new Float64Array(n * width);
  for (let i = 0; i < n; i++) {
    const own = faces[i] ?? [];
    for (let v = 1; v <= V; v++) pmf[i * width + v] = lowestExactly(own, v);
  }

  // weight[mask * width + v] = P(every die in `mask` shows exactly v).
  const weight = new Float64Array((1 << n) * width);
  for (let mask = 1; mask < 1 << n; mask++) {
    for (let v = 1; v <= V; v++) {
      let p = 1;
      for (let i = 0; i < n; i++) if (mask & (1 << i)) p *= pmf[i * width + v] ?? 0;
      weight[mask * width + v] = p;
    }
  }

  // byOutcome[o * width + v] = P(Planet outcome o and lowest Planet value v).
  const byOutcome = new Float64Array(3 * width);
  let cur = new Float64Array(width);
  let next = new Float64Array(width);
  const synthetic: PlanetResults = {};

  for (const groups of orderedPartitions(n)) {
    // Judge this ordering once, with the group index as the rolled value.
    groups.forEach((mask, g) => {
      for (let i = 0; i < n; i++) if (mask & (1 << i)) synthetic[forces[i] as Force] = g + 1;
    });
    const o = OUTCOME_INDEX[judgeOf(readingOf(synthetic), stakes).outcome];

    // Backward DP: cur[v] = P(groups g..k-1 take increasing values, group g at v).
    const lastMask = groups[groups.length - 1] ?? 0;
    for (let v = 1; v <= V; v++) cur[v] = weight[lastMask * width + v] ?? 0;
    for (let g = groups.length - 2; g >= 0; g--) {
      const base = (groups[g] ?? 0) * width;
      let suffix = 0;
      for (let v = V; v >= 1; v--) {
        next[v] = (weight[base + v] ?? 0) * suffix;
        suffix += cur[v] ?? 0;
      }
      [cur, next] = [next, cur];
    }
    const base = o * width;
    for (let v = 1; v <= V; v++) byOutcome[base + v] = (byOutcome[base + v] ?? 0) + (cur[v] ?? 0);
  }

  let success = 0;
  let failure = 0;
  let unproductive = 0;
  for (let v = 1; v <= V; v++) {
    const ps = byOutcome[v] ?? 0;
    const pf = byOutcome[width + v] ?? 0;
    const pu = byOutcome[2 * width + v] ?? 0;
    const [bRules, hRules] = rulingChances(v);
    const planetsDecide = 1 - bRules - hRules;
    const total = ps + pf + pu;
    success += bRules * total + planetsDecide * ps;
    failure += hRules * total + planetsDecide * pf;
    unproductive += planetsDecide * pu;
  }
  return { success, failure, unproductive };
}
