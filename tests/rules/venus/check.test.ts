import { describe, expect, it } from "vitest";
import {
  CHECK_AUTO_RULES,
  checkAutoResult,
  checkOdds,
  checkTarget,
  DIFFICULTIES,
  MAX_CHECK_TARGET,
  needsBonusDice,
  resolveCheck,
  type Caliber,
} from "../../../src/rules/venus";

const CALIBERS: Caliber[] = ["copper", "bronze", "silver", "gold", "platinum"];

describe("check targets", () => {
  it("absolute difficulties Routine 5 … Absurd 25", () => {
    expect(DIFFICULTIES.map((d) => [d.id, d.target])).toEqual([
      ["routine", 5],
      ["simple", 10],
      ["tough", 15],
      ["challenging", 20],
      ["absurd", 25],
    ]);
  });
  it("adds up to four relative factors; the maximum is 29", () => {
    expect(checkTarget("tough", 0)).toBe(15);
    expect(checkTarget("tough", 3)).toBe(18);
    expect(checkTarget(10, 2)).toBe(12);
    expect(checkTarget("absurd", 4)).toBe(29);
    expect(MAX_CHECK_TARGET).toBe(29);
    expect(() => checkTarget("absurd", 5)).toThrow(RangeError);
    expect(() => checkTarget("tough", -1)).toThrow(RangeError);
    expect(() => checkTarget(12, 0)).toThrow(RangeError);
  });
});

describe("auto-pass and auto-fail per caliber (the book's checks)", () => {
  // Expected natural results, written from the book: pass on 20 (Silver),
  // 19–20 (Gold, Platinum), never (Bronze, Copper); fail on 1 except
  // Platinum; Copper also on 2.
  const expected: Record<Caliber, { pass: number[]; fail: number[] }> = {
    copper: { pass: [], fail: [1, 2] },
    bronze: { pass: [], fail: [1] },
    silver: { pass: [20], fail: [1] },
    gold: { pass: [19, 20], fail: [1] },
    platinum: { pass: [19, 20], fail: [] },
  };
  for (const caliber of CALIBERS) {
    it(`${caliber}: every d20 face`, () => {
      for (let d20 = 1; d20 <= 20; d20++) {
        const want = expected[caliber].pass.includes(d20)
          ? "pass"
          : expected[caliber].fail.includes(d20)
            ? "fail"
            : null;
        expect(checkAutoResult(caliber, d20), `${caliber} d20=${d20}`).toBe(want);
      }
      expect(CHECK_AUTO_RULES[caliber].autoPass).toEqual(expected[caliber].pass);
      expect(CHECK_AUTO_RULES[caliber].autoFail).toEqual(expected[caliber].fail);
    });
  }

  it("auto results win over the total", () => {
    // natural 1 with a total far above the target still fails
    expect(resolveCheck({ d20: 1, score: 9, caliber: "bronze", target: 5 })).toEqual({
      passed: false,
      auto: "fail",
      total: 10,
    });
    expect(resolveCheck({ d20: 1, score: 9, caliber: "gold", target: 5 }).passed).toBe(false);
    expect(resolveCheck({ d20: 2, score: 9, caliber: "copper", target: 5 })).toEqual({
      passed: false,
      auto: "fail",
      total: 11,
    });
    // natural 20 / 19 with a total far below the target still passes
    expect(resolveCheck({ d20: 20, score: 0, caliber: "silver", target: 29 })).toEqual({
      passed: true,
      auto: "pass",
      total: 20,
    });
    expect(resolveCheck({ d20: 19, score: 0, caliber: "gold", target: 29 }).passed).toBe(true);
    expect(resolveCheck({ d20: 19, score: 0, caliber: "platinum", target: 29 }).auto).toBe("pass");
    // auto-fail ignores bonus dice
    expect(resolveCheck({ d20: 1, score: 9, caliber: "silver", target: 12, bonusDice: [6, 6] }).total).toBe(10);
  });

  it("boundaries: no auto result just inside each range", () => {
    expect(resolveCheck({ d20: 19, score: 0, caliber: "silver", target: 29 })).toEqual({
      passed: false,
      auto: null,
      total: 19,
    });
    expect(resolveCheck({ d20: 20, score: 0, caliber: "bronze", target: 21 }).passed).toBe(false);
    expect(resolveCheck({ d20: 20, score: 0, caliber: "copper", target: 21 }).auto).toBeNull();
    expect(resolveCheck({ d20: 18, score: 0, caliber: "gold", target: 29 }).passed).toBe(false);
    expect(resolveCheck({ d20: 2, score: 9, caliber: "bronze", target: 5 })).toEqual({
      passed: true,
      auto: null,
      total: 11,
    });
    expect(resolveCheck({ d20: 3, score: 9, caliber: "copper", target: 5 }).passed).toBe(true);
  });

  it("Platinum never auto-fails: a natural 1 is decided by the total", () => {
    expect(resolveCheck({ d20: 1, score: 9, caliber: "platinum", target: 5 })).toEqual({
      passed: true,
      auto: null,
      total: 10,
    });
    expect(resolveCheck({ d20: 1, score: 0, caliber: "platinum", target: 5 })).toEqual({
      passed: false,
      auto: null,
      total: 1,
    });
    expect(resolveCheck({ d20: 1, score: 4, caliber: "platinum", target: 10, bonusDice: [5] })).toEqual({
      passed: true,
      auto: null,
      total: 10,
    });
  });
});

describe("bonus dice", () => {
  it("only the highest d6 is added", () => {
    expect(resolveCheck({ d20: 8, score: 2, caliber: "bronze", target: 15, bonusDice: [3, 4, 2] })).toEqual({
      passed: false,
      auto: null,
      total: 14,
    });
    expect(resolveCheck({ d20: 8, score: 2, caliber: "bronze", target: 15, bonusDice: [3, 5, 2] }).passed).toBe(true);
  });
  it("skipped when even +6 cannot reach the target", () => {
    const roll = { d20: 3, score: 0, caliber: "bronze" as const, target: 10 };
    expect(needsBonusDice(roll)).toBe(false);
    expect(resolveCheck({ ...roll, bonusDice: [6, 6, 6, 6] })).toEqual({ passed: false, auto: null, total: 3 });
    // one more on the d20 and a 6 would reach
    expect(needsBonusDice({ ...roll, d20: 4 })).toBe(true);
    expect(resolveCheck({ ...roll, d20: 4, bonusDice: [6] })).toEqual({ passed: true, auto: null, total: 10 });
  });
  it("skipped when already passed or decided by an auto result", () => {
    expect(needsBonusDice({ d20: 10, score: 0, caliber: "bronze", target: 10 })).toBe(false);
    expect(resolveCheck({ d20: 10, score: 0, caliber: "bronze", target: 10, bonusDice: [6] }).total).toBe(10);
    expect(needsBonusDice({ d20: 20, score: 0, caliber: "silver", target: 25 })).toBe(false);
    expect(needsBonusDice({ d20: 1, score: 8, caliber: "bronze", target: 12 })).toBe(false);
  });
  it("a flat bonus from the FC adds to the total", () => {
    expect(resolveCheck({ d20: 8, score: 2, caliber: "bronze", target: 12, flatBonus: 2 })).toEqual({
      passed: true,
      auto: null,
      total: 12,
    });
  });
  it("refuses more than four bonus dice and faces that are not dice", () => {
    expect(() => resolveCheck({ d20: 5, score: 0, caliber: "gold", target: 9, bonusDice: [1, 1, 1, 1, 1] })).toThrow(
      RangeError,
    );
    expect(() => resolveCheck({ d20: 5, score: 0, caliber: "gold", target: 9, bonusDice: [7] })).toThrow(RangeError);
    expect(() => resolveCheck({ d20: 21, score: 0, caliber: "gold", target: 9 })).toThrow(RangeError);
    expect(() => checkOdds({ score: 0, caliber: "gold", target: 9, bonusDice: 5 })).toThrow(RangeError);
  });
});

// ---------------------------------------------------------------------------
// Independent brute force over d20 × d6^k, written from the book's steps.

const AUTO_PASS: Record<Caliber, number[]> = {
  copper: [],
  bronze: [],
  silver: [20],
  gold: [19, 20],
  platinum: [19, 20],
};
const AUTO_FAIL: Record<Caliber, number[]> = { copper: [1, 2], bronze: [1], silver: [1], gold: [1], platinum: [] };

function d6Tuples(k: number): number[][] {
  let out: number[][] = [[]];
  for (let i = 0; i < k; i++) out = out.flatMap((t) => [1, 2, 3, 4, 5, 6].map((f) => [...t, f]));
  return out;
}

function judge(caliber: Caliber, d20: number, score: number, target: number, bonus: number[]): boolean {
  if (AUTO_PASS[caliber].includes(d20)) return true;
  if (AUTO_FAIL[caliber].includes(d20)) return false;
  const total = d20 + score;
  if (total >= target) return true;
  if (total + 6 < target || bonus.length === 0) return false; // skip the bonus step
  return total + Math.max(...bonus) >= target;
}

describe("checkOdds against brute-force enumeration of d20 × d6^k", () => {
  for (const caliber of CALIBERS) {
    it(`${caliber}: exact odds and resolveCheck on every outcome`, () => {
      for (const k of [0, 1, 2, 3]) {
        const tuples = d6Tuples(k);
        for (const score of [0, 3, 9]) {
          for (const target of [5, 12, 15, 21, 25, 29]) {
            let passes = 0;
            for (let d20 = 1; d20 <= 20; d20++) {
              for (const bonus of tuples) {
                const want = judge(caliber, d20, score, target, bonus);
                if (want) passes += 1;
                const got = resolveCheck({ d20, score, caliber, target, bonusDice: bonus });
                if (got.passed !== want) {
                  throw new Error(`${caliber} d20=${d20} score=${score} target=${target} bonus=${bonus.join(",")}`);
                }
              }
            }
            const exact = passes / (20 * 6 ** k);
            expect(checkOdds({ score, caliber, target, bonusDice: k })).toBeCloseTo(exact, 14);
          }
        }
      }
    });
  }

  it("four bonus dice (odds only)", () => {
    const tuples = d6Tuples(4);
    for (const caliber of CALIBERS) {
      for (const [score, target] of [
        [2, 15],
        [5, 27],
        [0, 8],
      ] as const) {
        let passes = 0;
        for (let d20 = 1; d20 <= 20; d20++)
          for (const b of tuples) if (judge(caliber, d20, score, target, b)) passes += 1;
        expect(checkOdds({ score, caliber, target, bonusDice: 4 })).toBeCloseTo(passes / (20 * 1296), 14);
      }
    }
  });

  it("known values: Bronze +0 vs 29 cannot pass; Silver/Gold keep their auto-pass chance", () => {
    expect(checkOdds({ score: 0, caliber: "bronze", target: 29, bonusDice: 4 })).toBe(0);
    expect(checkOdds({ score: 0, caliber: "silver", target: 29, bonusDice: 0 })).toBeCloseTo(0.05, 15);
    expect(checkOdds({ score: 0, caliber: "gold", target: 29, bonusDice: 0 })).toBeCloseTo(0.1, 15);
    // Copper +9 vs 5 passes on everything but 1 and 2
    expect(checkOdds({ score: 9, caliber: "copper", target: 5, bonusDice: 0 })).toBeCloseTo(0.9, 15);
    // Platinum +9 vs 5 always passes
    expect(checkOdds({ score: 9, caliber: "platinum", target: 5, bonusDice: 0 })).toBe(1);
  });
});
