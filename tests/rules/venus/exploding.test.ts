/**
 * Exploding dice (a Gambit), the book's attributes: “some can make your dice
 * rolls explode / meaning that for every 6 you roll, roll another die and add
 * the result on top of what's already been rolled / and any 6s they roll can
 * explode too potentially ad infinitum!” Ruling (docs/games/venus-rulings.md):
 * a 6 counts as usual and adds another die of the same caliber, which may
 * explode again; with Ego's doubled sixes each 6 counts twice and still
 * explodes; a re-rolled 6 explodes too, and the dice it adds are not KISSed.
 *
 * The exact odds are checked two ways: against an enumeration of every face
 * with the chains cut at a depth (the cut mass bounds the difference), and
 * against a direct recursive computation that is exact.
 */
import { describe, expect, it } from "vitest";
import {
  atLeast,
  distributionStats,
  EXPLODING_TAIL,
  successDistribution,
  taskOdds,
  type Caliber,
} from "../../../src/rules/venus";

const MIN_FACE: Record<Caliber, number> = { copper: 6, bronze: 5, silver: 4, gold: 3, platinum: 2 };
const RANK: readonly Caliber[] = ["copper", "bronze", "silver", "gold", "platinum"];
const bestFirst = (pool: readonly Caliber[]): Caliber[] => [...pool].sort((a, b) => RANK.indexOf(b) - RANK.indexOf(a));

/**
 * Every face rolled, chains cut after `depth` sixes: P(exactly k) for the
 * paths enumerated, and the mass of the paths cut. All the dice are rolled;
 * then the failed dice are re-rolled best caliber first while the budget
 * lasts (each chain fails at most once, on its last die), and their new dice
 * explode but are not re-rolled again.
 */
function enumerate(
  pool: readonly Caliber[],
  per: number,
  budget: number,
  depth: number,
): { dist: number[]; cut: number } {
  const dist: number[] = [];
  let cut = 0;
  const order = bestFirst(pool);
  // One die and its chain, face by face: calls back with (probability, successes, ended on a failure).
  const roll = (caliber: Caliber, p: number, into: (p: number, s: number, failed: boolean) => void): void => {
    const step = (q: number, s: number, sixes: number): void => {
      for (let face = 1; face <= 6; face++) {
        const r = q / 6;
        if (face === 6) {
          if (sixes >= depth) cut += r;
          else step(r, s + per, sixes + 1);
        } else if (face >= MIN_FACE[caliber]) into(r, s + 1, false);
        else into(r, s, true);
      }
    };
    step(p, 0, 0);
  };
  const rerollAll = (failures: Caliber[], p: number, s: number): void => {
    const [first, ...rest] = failures;
    if (!first) {
      dist[s] = (dist[s] ?? 0) + p;
      return;
    }
    roll(first, p, (q, more) => rerollAll(rest, q, s + more));
  };
  const next = (i: number, p: number, s: number, failures: Caliber[]): void => {
    const caliber = order[i];
    if (!caliber) return rerollAll(failures.slice(0, budget), p, s);
    roll(caliber, p, (q, more, failed) => next(i + 1, q, s + more, failed ? [...failures, caliber] : failures));
  };
  next(0, 1, 0, []);
  return { dist, cut };
}

/**
 * The same odds by recursion on the book's wording, exact: a die strikes
 * `per` and rolls again on a 6, one success on its other success faces, none
 * otherwise; a failure re-rolls once while the budget lasts, best caliber
 * first. P(exactly k) by memoised recursion over (die, re-rolls left, k).
 */
function recursive(pool: readonly Caliber[], per: number, budget: number): (k: number) => number {
  const order = bestFirst(pool);
  const memo = new Map<string, number>();
  // P(a chain of `caliber` strikes exactly s and ends as `end` ("fail" | "hit")).
  const chains = new Map<string, number>();
  const chain = (caliber: Caliber, s: number, end: "fail" | "hit"): number => {
    if (s < 0) return 0;
    const key = `${caliber}:${s}:${end}`;
    const known = chains.get(key);
    if (known !== undefined) return known;
    const low = (6 - MIN_FACE[caliber]) / 6;
    const fail = (MIN_FACE[caliber] - 1) / 6;
    const here = end === "fail" ? (s === 0 ? fail : 0) : s === 1 ? low : 0;
    const p = here + chain(caliber, s - per, end) / 6;
    chains.set(key, p);
    return p;
  };
  const from = (i: number, r: number, s: number): number => {
    if (s < 0) return 0;
    const caliber = order[i];
    if (!caliber) return s === 0 ? 1 : 0;
    const key = `${i}:${r}:${s}`;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let p = 0;
    for (let j = 0; j <= s; j++) {
      p += chain(caliber, j, "hit") * from(i + 1, r, s - j);
      const failed = chain(caliber, j, "fail");
      if (failed === 0) continue;
      if (r === 0) p += failed * from(i + 1, r, s - j);
      // The re-roll: a fresh chain that is not re-rolled again.
      else
        for (let m = 0; m <= s - j; m++)
          p += failed * (chain(caliber, m, "hit") + chain(caliber, m, "fail")) * from(i + 1, r - 1, s - j - m);
    }
    memo.set(key, p);
    return p;
  };
  return (k) => from(0, Math.min(budget, order.length), k);
}

const POOLS: Caliber[][] = [
  ["bronze"],
  ["copper"],
  ["platinum"],
  ["silver", "gold"],
  ["copper", "platinum", "bronze"],
  ["gold", "bronze", "bronze", "silver"],
];

describe("exploding dice: “for every 6 you roll, roll another die and add the result on top”", () => {
  for (const pool of POOLS) {
    for (const per of [1, 2]) {
      for (const budget of [0, 1, 2].filter((b) => pool.length + b <= 4)) {
        it(`${pool.join("+")} doubleSixes=${per === 2} rerolls=${budget}: enumeration with a depth cut`, () => {
          const depth = pool.length + budget >= 3 ? 3 : 5;
          const { dist: brute, cut } = enumerate(pool, per, budget, depth);
          const dist = successDistribution(pool, { explode: true, doubleSixes: per === 2, rerolls: budget });
          // Every enumerated path is in the exact value; the cut paths can add at most their mass.
          for (let k = 0; k < brute.length; k++) {
            const exact = dist[k] ?? 0;
            expect(exact).toBeGreaterThanOrEqual((brute[k] ?? 0) - 1e-13);
            expect(exact - (brute[k] ?? 0)).toBeLessThanOrEqual(cut + 1e-13);
          }
        });
      }
    }
  }

  for (const pool of POOLS) {
    for (const per of [1, 2]) {
      for (const budget of [0, 1, "all"] as const) {
        it(`${pool.join("+")} doubleSixes=${per === 2} rerolls=${budget}: exact against the recursion to 1e-12`, () => {
          const dist = successDistribution(pool, { explode: true, doubleSixes: per === 2, rerolls: budget });
          const exact = recursive(pool, per, budget === "all" ? pool.length : budget);
          for (let k = 0; k < dist.length; k++) expect(Math.abs((dist[k] ?? 0) - exact(k))).toBeLessThan(1e-12);
          // What the list leaves out is less than EXPLODING_TAIL, and no more.
          const total = dist.reduce((a, b) => a + b, 0);
          expect(1 - total).toBeLessThan(EXPLODING_TAIL);
          expect(1 - total + (dist[dist.length - 1] ?? 0)).toBeGreaterThanOrEqual((EXPLODING_TAIL / 2) * 0.99);
        });
      }
    }
  }

  it("one Bronze die: P(exactly k) = (1/6)^k·4/6 + (1/6)^(k−1)·1/6 (k ≥ 1), by hand", () => {
    const dist = successDistribution(["bronze"], { explode: true });
    expect(dist[0]).toBeCloseTo(4 / 6, 15);
    for (let k = 1; k < 10; k++) expect(dist[k]).toBeCloseTo((1 / 6) ** k * (4 / 6) + (1 / 6) ** (k - 1) * (1 / 6), 15);
    // “Ad infinitum”: a chain rolls 1/5 sixes on average, and its last die strikes with 1/6 ÷ 5/6 = 1/5.
    expect(distributionStats(dist).mean).toBeCloseTo(0.4, 10);
  });

  it("taskOdds agrees with the distribution, and a threshold beyond the list still has a chance", () => {
    const pool: Caliber[] = ["silver", "gold", "bronze"];
    const options = { explode: true, rerolls: 1 } as const;
    const dist = successDistribution(pool, options);
    expect(taskOdds(pool, 0, options)).toBe(1);
    for (let t = 1; t <= 6; t++) expect(taskOdds(pool, t, options)).toBeCloseTo(atLeast(dist)[t - 1] ?? 0, 11);
    expect(taskOdds(pool, dist.length + 3, options)).toBeGreaterThanOrEqual(0);
    expect(taskOdds(pool, dist.length + 3, options)).toBeLessThan(EXPLODING_TAIL);
    // Exploding never hurts, and Copper can reach any threshold.
    expect(taskOdds(pool, 3, options)).toBeGreaterThan(taskOdds(pool, 3, { rerolls: 1 }));
    expect(taskOdds(["copper"], 2, { explode: true })).toBeCloseTo(1 / 36, 15);
    expect(taskOdds(["copper"], 2)).toBe(0);
  });

  it("without explode nothing changes: the list has one entry per success a pool can strike", () => {
    const pool: Caliber[] = ["gold", "copper"];
    expect(successDistribution(pool, { explode: false, doubleSixes: true })).toEqual(
      successDistribution(pool, { doubleSixes: true }),
    );
    expect(successDistribution(pool, { explode: false })).toHaveLength(3);
    // No tail is cut from plain dice, however unlikely: twenty Copper sixes.
    const copper = successDistribution(Array<Caliber>(20).fill("copper"));
    expect(copper).toHaveLength(21);
    expect(copper[20]).toBeCloseTo(6 ** -20, 30);
    // Past the last success a plain pool can strike, the chance is exactly 0 (not the rounding left of 1 − the rest).
    expect(taskOdds(["bronze", "bronze", "bronze"], 4)).toBe(0);
    expect(taskOdds(["copper", "bronze", "silver"], 7, { doubleSixes: true })).toBe(0);
    expect(taskOdds(["bronze", "bronze", "bronze"], 4, { explode: true })).toBeGreaterThan(0);
  });

  it("the largest pools stay within the distribution cap, and the stats still read them", () => {
    const pool: Caliber[] = Array(100).fill("platinum");
    const dist = successDistribution(pool, { explode: true, doubleSixes: true, rerolls: "all" });
    expect(dist.reduce((a, b) => a + b, 0)).toBeGreaterThan(1 - EXPLODING_TAIL);
    expect(atLeast(dist)[0]).toBeCloseTo(1, 11);
    expect(distributionStats(dist).mean).toBeCloseTo(144, 6);
  });

  it("refuses an explode option that is not true or false", () => {
    expect(() => successDistribution(["bronze"], { explode: "yes" as unknown as boolean })).toThrow(TypeError);
    expect(() => taskOdds(["bronze"], 1, { explode: 1 as unknown as boolean })).toThrow(TypeError);
  });
});
