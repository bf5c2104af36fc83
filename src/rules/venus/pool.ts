/**
 * Task pools: counting successes and the exact odds of a pool of D6 of mixed
 * calibers, optionally with Ego's double sixes and a budget of re-rolls.
 */

import { caliberRank, passChance, SUCCESS_MIN_FACE, type Caliber } from "./calibers";
import { problem, type Problem } from "./problems";
import { requireFinite, requireList, requireRecord } from "../args";
import { MAX_POOL_DICE, requireCaliber, requireCaliberList, requireFace, requireOddsOptions } from "./args";

export interface PoolOptions {
  /** Ego spent on sixes: every 6 (re-rolled ones too) counts as two successes. */
  doubleSixes?: boolean;
}

export interface OddsOptions extends PoolOptions {
  /**
   * Failed dice that may each be re-rolled once ("all" = Ego's KISS of every
   * disappointing die). Spent on the failures with the best pass chance first.
   */
  rerolls?: number | "all";
}

/** Successes struck by rolled dice, each counted by its own caliber. */
export function countSuccesses(
  dice: readonly { value: number; caliber: Caliber }[],
  options: PoolOptions = {},
): number {
  const fn = "venus.countSuccesses";
  requireList(
    fn,
    "dice",
    dice,
    (entry, path) => {
      const die = requireRecord(fn, path, entry);
      requireFace(fn, `${path}.value`, die.value, 6);
      return requireCaliber(fn, `${path}.caliber`, die.caliber);
    },
    MAX_POOL_DICE,
  );
  requireOddsOptions(fn, "options", options);
  return successesOf(dice, options);
}

/** countSuccesses on checked dice. */
function successesOf(dice: readonly { value: number; caliber: Caliber }[], options: PoolOptions): number {
  let total = 0;
  for (const die of dice) {
    if (die.value >= SUCCESS_MIN_FACE[die.caliber]) total += options.doubleSixes && die.value === 6 ? 2 : 1;
  }
  return total;
}

/**
 * One die's outcome chances: [P(0), P(1), P(2)] successes. A die strikes two
 * only on a 6 under double sixes.
 */
function faceOutcomes(caliber: Caliber, doubleSixes: boolean): [number, number, number] {
  const p = passChance(caliber);
  return doubleSixes ? [1 - p, p - 1 / 6, 1 / 6] : [1 - p, p, 0];
}

function rerollBudget(rerolls: number | "all" | undefined, dice: number): number {
  if (rerolls === undefined) return 0;
  if (rerolls === "all") return dice;
  return Math.min(rerolls, dice);
}

/**
 * Exact distribution of the total successes: result[k] = P(exactly k).
 *
 * Without re-rolls this is a plain convolution of per-die outcomes. With a
 * re-roll budget R the dice are processed best pass chance first, carrying
 * (re-rolls left, successes so far): a die that fails while re-rolls remain
 * spends one and takes its second result whatever it is. Processing in that
 * order makes "the budget goes to the failures with the best pass chance
 * first" exact, because every earlier (better) failure has already had its
 * claim on the budget. Cost: O(dice × R × successes).
 */
export function successDistribution(calibers: readonly Caliber[], options: OddsOptions = {}): number[] {
  requireCaliberList("venus.successDistribution", "calibers", calibers);
  requireOddsOptions("venus.successDistribution", "options", options);
  return distributionOf(calibers, options);
}

function distributionOf(calibers: readonly Caliber[], options: OddsOptions): number[] {
  const n = calibers.length;
  const doubleSixes = options.doubleSixes === true;
  const budget = rerollBudget(options.rerolls, n);
  const maxSuccesses = doubleSixes ? 2 * n : n;
  const width = maxSuccesses + 1;
  const order = [...calibers].sort((a, b) => caliberRank(b) - caliberRank(a));

  // state[r * width + s]: probability of r re-rolls left and s successes.
  let state = new Float64Array((budget + 1) * width);
  let next = new Float64Array((budget + 1) * width);
  state[budget * width] = 1;
  let reached = 0; // highest success count reachable so far, bounds the loops
  for (const caliber of order) {
    const [q0, q1, q2] = faceOutcomes(caliber, doubleSixes);
    next.fill(0);
    for (let r = 0; r <= budget; r++) {
      const row = r * width;
      const down = row - width;
      for (let s = 0; s <= reached; s++) {
        const w = state[row + s] ?? 0;
        if (w === 0) continue;
        next[row + s + 1] = (next[row + s + 1] ?? 0) + w * q1;
        if (q2 > 0) next[row + s + 2] = (next[row + s + 2] ?? 0) + w * q2;
        if (r > 0) {
          // failed, re-rolled once, the new result stands
          const f = w * q0;
          next[down + s] = (next[down + s] ?? 0) + f * q0;
          next[down + s + 1] = (next[down + s + 1] ?? 0) + f * q1;
          if (q2 > 0) next[down + s + 2] = (next[down + s + 2] ?? 0) + f * q2;
        } else {
          next[row + s] = (next[row + s] ?? 0) + w * q0;
        }
      }
    }
    reached += doubleSixes ? 2 : 1;
    [state, next] = [next, state];
  }

  const result = new Array<number>(width).fill(0);
  for (let r = 0; r <= budget; r++) {
    for (let s = 0; s < width; s++) result[s] = (result[s] ?? 0) + (state[r * width + s] ?? 0);
  }
  return result;
}

/** Exact P(successes ≥ threshold) for a pool (see successDistribution for re-rolls). */
export function taskOdds(calibers: readonly Caliber[], threshold: number, options: OddsOptions = {}): number {
  const fn = "venus.taskOdds";
  requireCaliberList(fn, "calibers", calibers);
  requireFinite(fn, "threshold", threshold);
  requireOddsOptions(fn, "options", options);
  const dist = distributionOf(calibers, options);
  let p = 0;
  for (let k = Math.max(0, Math.ceil(threshold)); k < dist.length; k++) p += dist[k] ?? 0;
  return Math.min(1, p);
}

/** P(at least k) for every k ≥ 1, as the seed's pool table prints it. */
export function atLeast(distribution: readonly number[]): number[] {
  requireDistribution("venus.atLeast", distribution);
  const tail: number[] = [];
  let acc = 0;
  for (let k = distribution.length - 1; k >= 1; k--) {
    acc += distribution[k] ?? 0;
    tail[k - 1] = acc;
  }
  return tail;
}

/** Mean and standard deviation of a success distribution. */
export function distributionStats(distribution: readonly number[]): {
  mean: number;
  sigma: number;
} {
  requireDistribution("venus.distributionStats", distribution);
  let mean = 0;
  let square = 0;
  distribution.forEach((p, k) => {
    mean += p * k;
    square += p * k * k;
  });
  return { mean, sigma: Math.sqrt(Math.max(0, square - mean * mean)) };
}

/**
 * Ego is spent either to KISS every disappointing die or to double sixes,
 * never both: refuse rerolls "all" (Ego's re-roll) together with doubleSixes.
 * A numeric re-roll budget (Lots, insights, stunts, specialties) may be
 * combined with double sixes.
 */
export function validateOddsOptions(options: OddsOptions): Problem[] {
  requireOddsOptions("venus.validateOddsOptions", "options", options);
  if (options.doubleSixes && options.rerolls === "all") {
    return [problem("ego-both", "Ego either re-rolls every disappointing die or doubles sixes, not both.")];
  }
  return [];
}

/** A distribution as successDistribution returns it: probabilities, one per count of successes. */
function requireDistribution(fn: string, value: unknown): void {
  requireList(
    fn,
    "distribution",
    value,
    (p, path) => requireFinite(fn, path, p, { min: 0, max: 1 }),
    2 * MAX_POOL_DICE + 1,
  );
}
