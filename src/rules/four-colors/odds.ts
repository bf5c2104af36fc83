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
 *     the roll only the automatic rulings count (a Major die lower than every
 *     Planet die rules; both Major and both lower: the lower rules, a tie
 *     rules nothing). Minor dice never change the odds. So per v we need
 *     P(Benefit rules) and P(Hindrance rules), computed in closed form.
 *
 * The result is a sum of exact per-outcome probabilities in floating point
 * (no rational arithmetic). Four d20 Planets with both circumstance dice take
 * well under a millisecond.
 */
import { FORCES, type Force } from "./forces";
import { readingOf, type PlanetResults } from "./hierarchy";
import { judgeOf, type Outcome, type Stakes } from "./judge";
import type { Circumstance, CircumstanceDie } from "./circumstance";
import { requireCircumstance, requireFaces, requireForceRecord, requireStakes } from "./args";

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

/** P(X < v) for a fair die of `faces` faces; v may be Infinity. */
function below(faces: number, v: number): number {
  return Math.min(v - 1, faces) / faces;
}

/**
 * P(die `a` rules) when both circumstance dice are Major: `a` is lower than
 * every Planet die (value < v) and strictly lower than the other die `b`.
 */
function lowerOfBoth(a: number, b: number, v: number): number {
  const top = Math.min(v - 1, a);
  let p = 0;
  for (let x = 1; x <= top; x++) p += Math.max(0, b - x) / b;
  return p / a;
}

/** [P(Benefit rules), P(Hindrance rules)] given the lowest Planet value v. */
function rulingChances(
  benefit: CircumstanceDie | undefined,
  hindrance: CircumstanceDie | undefined,
  v: number,
): [number, number] {
  const b = benefit?.major ? benefit.faces : 0;
  const h = hindrance?.major ? hindrance.faces : 0;
  if (b && h) return [lowerOfBoth(b, h, v), lowerOfBoth(h, b, v)];
  return [b ? below(b, v) : 0, h ? below(h, v) : 0];
}

export function hierarchyOdds(dice: Partial<Record<Force, number>>, stakes: Stakes, circumstance?: Circumstance): Odds {
  const fn = "fourColors.hierarchyOdds";
  // A Force with no die may be absent, undefined or null (as on an Omega's Planets).
  requireForceRecord(fn, "dice", dice, (entry, path) => (entry === null ? undefined : requireFaces(fn, path, entry)));
  requireStakes(fn, "stakes", stakes);
  requireCircumstance(fn, "circumstance", circumstance);
  const forces = FORCES.filter((force) => typeof dice[force] === "number");
  const faces = forces.map((force) => dice[force] ?? 0);
  const benefit = circumstance?.benefit;
  const hindrance = circumstance?.hindrance;

  const n = forces.length;
  if (n === 0) {
    // No Hierarchy: a Major die is vacuously lower than every Planet die.
    const [s, f] = rulingChances(benefit, hindrance, Infinity);
    return { success: s, failure: f, unproductive: 1 - s - f };
  }

  const V = Math.max(...faces);
  const width = V + 1; // index by value 1..V; index 0 unused

  // weight[mask * width + v] = P(every die in `mask` shows exactly v).
  const weight = new Float64Array((1 << n) * width);
  for (let mask = 1; mask < 1 << n; mask++) {
    for (let v = 1; v <= V; v++) {
      let p = 1;
      for (let i = 0; i < n; i++) {
        if (!(mask & (1 << i))) continue;
        const f = faces[i] ?? 0;
        p = v <= f ? p / f : 0;
      }
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
    const [bRules, hRules] = rulingChances(benefit, hindrance, v);
    const planetsDecide = 1 - bRules - hRules;
    const total = ps + pf + pu;
    success += bRules * total + planetsDecide * ps;
    failure += hRules * total + planetsDecide * pf;
    unproductive += planetsDecide * pu;
  }
  return { success, failure, unproductive };
}
