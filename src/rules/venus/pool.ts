/**
 * Task pools: counting successes and the exact odds of a pool of D6 of mixed
 * calibers, optionally with Ego's double sixes, a budget of re-rolls and a
 * Gambit's exploding dice.
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
  /**
   * A Gambit's exploding dice: every 6 (a re-rolled one too) counts as usual
   * and adds another die of the same caliber, which may explode again. Dice
   * an explosion adds during the KISS round are not KISSed themselves.
   */
  explode?: boolean;
}

/**
 * With exploding dice the successes have no upper bound: a distribution
 * stops where the chance of more successes falls below this.
 */
export const EXPLODING_TAIL = 1e-12;

/** The longest distribution atLeast and distributionStats read (100 exploding dice with double sixes stay far below). */
export const MAX_DISTRIBUTION_LENGTH = 1024;

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

function rerollBudget(rerolls: number | "all" | undefined, dice: number): number {
  if (rerolls === undefined) return 0;
  if (rerolls === "all") return dice;
  return Math.min(rerolls, dice);
}

/**
 * Exact distribution of the total successes: result[k] = P(exactly k).
 *
 * The dice are processed best pass chance first, carrying (re-rolls left,
 * successes so far): a die that fails while re-rolls remain spends one and
 * takes its second result whatever it is. Processing in that order makes
 * "the budget goes to the failures with the best pass chance first" exact,
 * because every earlier (better) failure has already had its claim on the
 * budget. Cost: O(dice × re-rolls × successes).
 *
 * Exploding dice: a die and the dice its sixes add form a chain of one
 * caliber that strikes a success on every die but its last, and ends on a
 * failure (at most one per chain) or on a success below 6. So each die of
 * the pool is still one step: a geometric run of sixes, then a failure
 * (re-rolled while the budget lasts, into a chain that is not re-rolled
 * again) or a last success. The list then stops where the chance of more
 * successes is below EXPLODING_TAIL; every entry is exact.
 */
export function successDistribution(calibers: readonly Caliber[], options: OddsOptions = {}): number[] {
  requireCaliberList("venus.successDistribution", "calibers", calibers);
  requireOddsOptions("venus.successDistribution", "options", options);
  return distributionOf(calibers, options);
}

function distributionOf(calibers: readonly Caliber[], options: OddsOptions): number[] {
  const n = calibers.length;
  const per = options.doubleSixes === true ? 2 : 1;
  if (options.explode !== true) return pooled(calibers, options, n * per + 1);
  // Successes are unbounded: widen until less than half of EXPLODING_TAIL is left out, then cut a tail of
  // less than the other half. Most pools need one widening.
  let width = per * (n + rerollBudget(options.rerolls, n)) + 32;
  for (;;) {
    const dist = pooled(calibers, options, width);
    if (1 - dist.reduce((a, b) => a + b, 0) < EXPLODING_TAIL / 2) return cutTail(dist);
    width *= 2;
  }
}

/** Drop the trailing entries while together they stay under half of EXPLODING_TAIL. */
function cutTail(dist: number[]): number[] {
  let dropped = 0;
  let end = dist.length;
  while (dropped + (dist[end - 1] ?? 1) < EXPLODING_TAIL / 2) dropped += dist[--end] ?? 1;
  return dist.slice(0, end);
}

/**
 * The successes of a pool counted up to width − 1 (exact there; anything
 * above is left out). Only the rows of re-rolls left that can differ are
 * kept: before die i at least budget − i re-rolls are left, and more
 * re-rolls than dice still to come behave like as many as there are dice.
 */
function pooled(calibers: readonly Caliber[], options: OddsOptions, width: number): number[] {
  const n = calibers.length;
  const per = options.doubleSixes === true ? 2 : 1;
  const explode = options.explode === true;
  const budget = rerollBudget(options.rerolls, n);
  const order = [...calibers].sort((a, b) => caliberRank(b) - caliberRank(a));
  const six = 1 / 6;

  // state[r * width + s]: probability of r re-rolls left and s successes. (A negative index reads
  // undefined, so the loops read "nothing below 0 successes" as 0.)
  let state = new Float64Array((budget + 1) * width);
  let next = new Float64Array((budget + 1) * width);
  const run = new Float64Array(width); // after the die's run of exploding sixes
  const failed = new Float64Array(width); // chains that ended on a failure, to be re-rolled
  const chain = new Float64Array(width); // those failures after their re-roll
  // A re-rolled 6 adds a die that may explode again (chain), or just ends the die (failed).
  const rerolled = explode ? chain : failed;
  state[budget * width] = 1;
  let reached = 0; // highest success count reachable so far, bounds the loops
  for (let i = 0; i < n; i++) {
    const caliber = order[i] as Caliber;
    const fail = 1 - passChance(caliber);
    const low = passChance(caliber) - six; // a success below 6
    // Without explosions a 6 ends the die like any other face.
    const sixEnds = explode ? 0 : six;
    const grow = explode ? width - 1 : reached + per;
    const lo = Math.max(0, budget - i);
    const hi = Math.min(budget, n - i);
    next.fill(0);
    // Rows upwards: a row's own outcomes are its first writes, the row above adds its re-rolled failures.
    for (let r = lo; r <= hi; r++) {
      const row = r * width;
      const down = row - width;
      for (let s = 0; s <= grow; s++) {
        const back = run[s - per] ?? 0;
        const here = explode ? (state[row + s] ?? 0) + six * back : (state[row + s] ?? 0);
        run[s] = here;
        const kept = low * (run[s - 1] ?? 0) + sixEnds * back;
        if (r === 0) {
          next[row + s] = kept + fail * here;
          continue;
        }
        next[row + s] = kept;
        // A failure spends a re-roll: the new die (with its own explosions) stands.
        const w = fail * here;
        failed[s] = w;
        const u = fail * w + low * (failed[s - 1] ?? 0) + six * (rerolled[s - per] ?? 0);
        chain[s] = u;
        next[down + s] = (next[down + s] ?? 0) + u;
      }
    }
    // With one die fewer to come, a row with more re-rolls than dice joins the row below: after the
    // last die every path is in row 0.
    if (hi === n - i) {
      const from = hi * width;
      for (let s = 0; s <= grow; s++) next[from - width + s] = (next[from - width + s] ?? 0) + (next[from + s] ?? 0);
      next.fill(0, from, from + width);
    }
    reached = grow;
    [state, next] = [next, state];
  }
  return Array.from(state.subarray(0, reached + 1));
}

/** Exact P(successes ≥ threshold) for a pool (see successDistribution for re-rolls). */
export function taskOdds(calibers: readonly Caliber[], threshold: number, options: OddsOptions = {}): number {
  const fn = "venus.taskOdds";
  requireCaliberList(fn, "calibers", calibers);
  requireFinite(fn, "threshold", threshold);
  requireOddsOptions(fn, "options", options);
  const dist = distributionOf(calibers, options);
  const from = Math.max(0, Math.ceil(threshold));
  // Exploding: the entries below the threshold are exact, and the tail past the list belongs to "at least".
  if (options.explode === true) return Math.max(0, 1 - dist.slice(0, from).reduce((a, b) => a + b, 0));
  return Math.min(
    1,
    dist.slice(from).reduce((a, b) => a + b, 0),
  );
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
    MAX_DISTRIBUTION_LENGTH,
  );
}
