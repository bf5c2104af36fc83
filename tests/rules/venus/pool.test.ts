import { describe, expect, it } from "vitest";
import {
  atLeast,
  countSuccesses,
  distributionStats,
  successDistribution,
  taskOdds,
  validateOddsOptions,
  type Caliber,
} from "../../../src/rules/venus";

/**
 * The seed's "Bronze % Chance of getting..." table (rules summary 0.2), typed
 * in verbatim as strings so the printed precision is kept.
 * row n: P(at least k successes) for k = 1..n, then mean and sigma.
 */
const BRONZE_TABLE: { atLeast: string[]; mean: string; sigma: string }[] = [
  { atLeast: ["33.33"], mean: "0.3", sigma: "0.47" },
  { atLeast: ["55.6", "11.112"], mean: "0.7", sigma: "0.69" },
  { atLeast: ["70.3", "25.93", "3.704"], mean: "1.0", sigma: "0.82" },
  { atLeast: ["80.2", "40.74", "11.112", "1.234"], mean: "1.3", sigma: "0.94" },
  { atLeast: ["87", "53.9", "20.98", "4.527", "0.411"], mean: "1.7", sigma: "1.08" },
  { atLeast: ["91", "64.9", "31.96", "10.014", "1.783", "0.137"], mean: "2.0", sigma: "1.15" },
  { atLeast: ["94", "73.7", "42.94", "17.33", "4.527", "0.686", "0.046"], mean: "2.3", sigma: "1.25" },
  { atLeast: ["96", "80.5", "53.2", "25.86", "8.794", "1.966", "0.259", "0.015"], mean: "2.7", sigma: "1.35" },
];

const decimals = (s: string): number => (s.includes(".") ? (s.split(".")[1] ?? "").length : 0);
const roundTo = (x: number, d: number): number => Math.round(x * 10 ** d) / 10 ** d;

/**
 * Printed entries the seed did not round to nearest (it truncated or slipped
 * a digit): exact 11.111 → "11.112", 70.37 → "70.3", 1.2346 → "1.234",
 * 20.988 → "20.98", 0.4115 → "0.411". Each is still within one unit of its
 * last printed digit.
 */
const NOT_ROUNDED_IN_SEED = new Set(["2D≥2", "3D≥1", "4D≥3", "4D≥4", "5D≥3", "5D≥5"]);

describe("the seed's Bronze pool table", () => {
  BRONZE_TABLE.forEach((row, i) => {
    const n = i + 1;
    const pool: Caliber[] = Array(n).fill("bronze");
    it(`${n}D: every printed P(≥k) agrees with the exact value to its printed precision`, () => {
      row.atLeast.forEach((printed, j) => {
        const k = j + 1;
        const exact = taskOdds(pool, k) * 100;
        const unit = 10 ** -decimals(printed);
        // within one unit of the last printed digit
        expect(Math.abs(exact - Number(printed))).toBeLessThan(unit);
        // and rounded to nearest, except the entries the seed mis-rounded
        const rounds = roundTo(exact, decimals(printed)) === Number(printed);
        expect(rounds, `${n}D≥${k}: exact ${exact}, printed ${printed}`).toBe(!NOT_ROUNDED_IN_SEED.has(`${n}D≥${k}`));
      });
    });
    it(`${n}D: atLeast() of the distribution gives the same column`, () => {
      const tail = atLeast(successDistribution(pool));
      expect(tail).toHaveLength(n);
      tail.forEach((p, j) => expect(p).toBeCloseTo(taskOdds(pool, j + 1), 14));
    });
    it(`${n}D: mean to the printed tenth`, () => {
      const { mean } = distributionStats(successDistribution(pool));
      expect(roundTo(mean, 1)).toBe(Number(row.mean));
      expect(mean).toBeCloseTo(n / 3, 12);
    });
  });

  it("exact sigmas: printed ones hold except 2D, 5D (exact 1.054) and 8D (exact 1.333)", () => {
    const exactSigmas = BRONZE_TABLE.map(
      (_, i) => distributionStats(successDistribution(Array(i + 1).fill("bronze"))).sigma,
    );
    // sqrt(n · 1/3 · 2/3)
    exactSigmas.forEach((s, i) => expect(s).toBeCloseTo(Math.sqrt(((i + 1) * 2) / 9), 12));
    expect(roundTo(exactSigmas[4] ?? 0, 3)).toBe(1.054);
    expect(roundTo(exactSigmas[7] ?? 0, 3)).toBe(1.333);
    // 2D: the seed prints 0.69; exact is 0.667
    expect(roundTo(exactSigmas[1] ?? 0, 3)).toBe(0.667);
    for (const i of [0, 2, 3, 5, 6]) {
      expect(roundTo(exactSigmas[i] ?? 0, 2)).toBe(Number(BRONZE_TABLE[i]?.sigma));
    }
    for (const i of [1, 4, 7]) {
      expect(roundTo(exactSigmas[i] ?? 0, 2)).not.toBe(Number(BRONZE_TABLE[i]?.sigma));
    }
  });
});

describe("countSuccesses", () => {
  it("counts per die by its caliber's faces", () => {
    // Copper 6; Bronze 5–6; Silver 4–6; Gold 3–6; Platinum 2–6
    const faces = [1, 2, 3, 4, 5, 6];
    const expected: Record<Caliber, number[]> = {
      copper: [0, 0, 0, 0, 0, 1],
      bronze: [0, 0, 0, 0, 1, 1],
      silver: [0, 0, 0, 1, 1, 1],
      gold: [0, 0, 1, 1, 1, 1],
      platinum: [0, 1, 1, 1, 1, 1],
    };
    for (const [caliber, hits] of Object.entries(expected) as [Caliber, number[]][]) {
      faces.forEach((value, i) => expect(countSuccesses([{ value, caliber }])).toBe(hits[i]));
    }
  });
  it("double sixes count every 6 twice, copper included", () => {
    const dice = [
      { value: 6, caliber: "copper" as const },
      { value: 6, caliber: "bronze" as const },
      { value: 5, caliber: "bronze" as const },
      { value: 2, caliber: "platinum" as const },
    ];
    expect(countSuccesses(dice)).toBe(4);
    expect(countSuccesses(dice, { doubleSixes: true })).toBe(6);
  });
  it("refuses faces that are not D6 faces", () => {
    expect(() => countSuccesses([{ value: 7, caliber: "gold" }])).toThrow(RangeError);
    expect(() => countSuccesses([{ value: 0, caliber: "gold" }])).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------
// Independent brute force: enumerate every first roll, apply the re-roll
// policy (failed dice, best pass chance first, up to the budget), enumerate
// every re-roll. Integer weights over 6^(2n) keep it exact.

const MIN_FACE: Record<Caliber, number> = { copper: 6, bronze: 5, silver: 4, gold: 3, platinum: 2 };

function faces(n: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < n; i++) out = out.flatMap((prefix) => [1, 2, 3, 4, 5, 6].map((f) => [...prefix, f]));
  return out;
}

function score(calibers: Caliber[], values: number[], doubleSixes: boolean): number {
  let s = 0;
  values.forEach((v, i) => {
    if (v >= MIN_FACE[calibers[i] as Caliber]) s += doubleSixes && v === 6 ? 2 : 1;
  });
  return s;
}

function bruteDistribution(calibers: Caliber[], doubleSixes: boolean, rerolls: number | "all"): number[] {
  const n = calibers.length;
  const counts = new Array<number>(2 * n + 1).fill(0);
  const budget = rerolls === "all" ? n : rerolls;
  for (const first of faces(n)) {
    const failed = first
      .map((v, i) => ({ v, i }))
      .filter(({ v, i }) => v < MIN_FACE[calibers[i] as Caliber])
      .sort((a, b) => MIN_FACE[calibers[a.i] as Caliber] - MIN_FACE[calibers[b.i] as Caliber])
      .slice(0, budget)
      .map(({ i }) => i);
    const weight = 6 ** (n - failed.length);
    for (const again of faces(failed.length)) {
      const values = [...first];
      failed.forEach((dieIndex, j) => (values[dieIndex] = again[j] as number));
      const s = score(calibers, values, doubleSixes);
      counts[s] = (counts[s] ?? 0) + weight;
    }
  }
  const denominator = 6 ** (2 * n);
  return counts.map((c) => c / denominator);
}

const POOLS: Caliber[][] = [
  ["copper"],
  ["bronze"],
  ["silver"],
  ["gold"],
  ["platinum"],
  ["bronze", "gold"],
  ["copper", "platinum"],
  ["silver", "silver"],
  ["copper", "silver", "platinum"],
  ["gold", "bronze", "bronze"],
  ["bronze", "platinum", "copper", "silver"],
  ["gold", "gold", "copper", "bronze"],
];

describe("successDistribution and taskOdds against brute-force enumeration", () => {
  for (const pool of POOLS) {
    for (const doubleSixes of [false, true]) {
      for (const rerolls of [0, 1, 2, "all"] as const) {
        it(`${pool.join("+")} doubleSixes=${doubleSixes} rerolls=${rerolls}`, () => {
          const brute = bruteDistribution(pool, doubleSixes, rerolls);
          const dist = successDistribution(pool, { doubleSixes, rerolls });
          const top = doubleSixes ? 2 * pool.length : pool.length;
          expect(dist).toHaveLength(top + 1);
          brute.slice(0, top + 1).forEach((p, k) => expect(dist[k]).toBeCloseTo(p, 13));
          for (let threshold = 0; threshold <= top + 1; threshold++) {
            const expected = brute.slice(threshold).reduce((a, b) => a + b, 0);
            expect(taskOdds(pool, threshold, { doubleSixes, rerolls })).toBeCloseTo(expected, 13);
          }
        });
      }
    }
  }

  it("a five-die mixed pool with one re-roll and double sixes", () => {
    const pool: Caliber[] = ["platinum", "copper", "gold", "bronze", "silver"];
    const brute = bruteDistribution(pool, true, 1);
    const dist = successDistribution(pool, { doubleSixes: true, rerolls: 1 });
    brute.forEach((p, k) => expect(dist[k]).toBeCloseTo(p, 13));
  });

  it("without options successDistribution is the plain distribution", () => {
    const pool: Caliber[] = ["bronze", "gold", "silver"];
    expect(successDistribution(pool)).toEqual(successDistribution(pool, { rerolls: 0, doubleSixes: false }));
    const total = successDistribution(pool).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 14);
  });

  it("the re-roll goes to the best failed die first", () => {
    // Copper (1/6) + Platinum (5/6), one re-roll. Nothing struck only when both
    // fail (5/36) and the re-rolled die fails again: Platinum first → ·1/6.
    // (A Copper-first policy would give 1 − 5/36·5/6 = 191/216.)
    expect(taskOdds(["copper", "platinum"], 1, { rerolls: 1 })).toBeCloseTo(1 - 5 / 216, 14);
    // Two successes: both pass (5/36) + Cu pass, Pt fail then re-rolled (1/36·5/6)
    // + Cu fail, Pt pass, Cu re-rolled (25/36·1/6) = 60/216.
    expect(taskOdds(["copper", "platinum"], 2, { rerolls: 1 })).toBeCloseTo(60 / 216, 14);
  });

  it("edge cases: empty pool, thresholds outside the pool, re-rolls beyond the pool", () => {
    expect(successDistribution([])).toEqual([1]);
    expect(taskOdds([], 1)).toBe(0);
    expect(taskOdds(["bronze"], 0)).toBe(1);
    expect(taskOdds(["bronze"], 2)).toBe(0);
    expect(taskOdds(["bronze", "silver"], 2, { rerolls: 9 })).toBeCloseTo(
      taskOdds(["bronze", "silver"], 2, { rerolls: "all" }),
      15,
    );
    expect(() => taskOdds(["bronze"], 1, { rerolls: -1 })).toThrow(RangeError);
    expect(() => taskOdds(["bronze"], 1, { rerolls: 1.5 })).toThrow(RangeError);
    expect(() => successDistribution(["brass" as Caliber])).toThrow(RangeError);
  });

  it("a 30-die mixed pool sums to 1 and is monotone in re-rolls", () => {
    const pool: Caliber[] = (["copper", "bronze", "silver", "gold", "platinum"] as const).flatMap((c) =>
      Array(6).fill(c),
    );
    const dist = successDistribution(pool, { rerolls: "all" });
    expect(dist.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    let previous = 0;
    for (const rerolls of [0, 1, 5, 10, "all"] as const) {
      const p = taskOdds(pool, 20, { rerolls });
      expect(p).toBeGreaterThanOrEqual(previous);
      previous = p;
    }
  });
});

describe("validateOddsOptions", () => {
  it("refuses Ego's re-roll-all together with double sixes", () => {
    expect(validateOddsOptions({ doubleSixes: true, rerolls: "all" }).map((p) => p.code)).toEqual(["ego-both"]);
    expect(validateOddsOptions({ doubleSixes: true, rerolls: 3 })).toEqual([]);
    expect(validateOddsOptions({ rerolls: "all" })).toEqual([]);
  });
});
