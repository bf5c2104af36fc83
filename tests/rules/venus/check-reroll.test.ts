/**
 * Checks with exploding bonus dice and the one Lot re-roll, against the
 * book: “So if it's clear that even the best possible roll (of +6) wouldn't
 * help you succeed then you must skip this step” (the checks), “one Lot can
 * be spent per check to reroll too” (Lots), and the Gambits that “make your
 * dice rolls explode”. Rulings (docs/games/venus-rulings.md): exploding
 * bonus dice leave nothing out of reach; the one Lot re-roll comes after the
 * bonus step, on the d20 or the highest bonus die, and a re-rolled d20 that
 * had no bonus step goes through it afresh.
 *
 * checkOdds is checked against a brute-force walk of every d20 face, every
 * bonus die (exploding chains cut at a depth, the cut mass bounding the
 * difference) and both re-rolls, taking the better one as a player would.
 */
import { describe, expect, it } from "vitest";
import { CALIBERS, checkOdds, needsBonusDice, resolveCheck, type Caliber } from "../../../src/rules/venus";

/** A bonus die's outcomes: plain faces, or exploding chains cut after `depth` sixes (and the mass cut). */
function dieOutcomes(explode: boolean, depth: number): { values: [number, number][]; cut: number } {
  if (!explode) return { values: [1, 2, 3, 4, 5, 6].map((v) => [v, 1 / 6]), cut: 0 };
  const values: [number, number][] = [];
  for (let sixes = 0; sixes <= depth; sixes++)
    for (let last = 1; last <= 5; last++) values.push([6 * sixes + last, (1 / 6) ** (sixes + 1)]);
  return { values, cut: (1 / 6) ** (depth + 1) };
}

function tuples(outcomes: [number, number][], k: number): { dice: number[]; p: number }[] {
  let out: { dice: number[]; p: number }[] = [{ dice: [], p: 1 }];
  for (let i = 0; i < k; i++)
    out = out.flatMap((t) => outcomes.map(([v, p]) => ({ dice: [...t.dice, v], p: t.p * p })));
  return out;
}

interface Case {
  caliber: Caliber;
  score: number;
  target: number;
  k: number;
  explode: boolean;
}

/** The book's natural results: “no autopass for Bronze, 20s for Silver, and 19-20s for Gold and Platinum”. */
const AUTO_PASS: Record<Caliber, number[]> = {
  copper: [],
  bronze: [],
  silver: [20],
  gold: [19, 20],
  platinum: [19, 20],
};
const AUTO_FAIL: Record<Caliber, number[]> = { copper: [1, 2], bronze: [1], silver: [1], gold: [1], platinum: [] };

/** P(pass) walked out face by face; with `reroll`, the better of the two re-rolls after a failure. */
function brute(c: Case, reroll: boolean, depth = 3): { p: number; cut: number } {
  const { values, cut } = dieOutcomes(c.explode, depth);
  const all = tuples(values, c.k);
  const short = (d20: number): number => c.target - d20 - c.score;
  const stepTaken = (d20: number): boolean =>
    c.k > 0 &&
    !AUTO_PASS[c.caliber].includes(d20) &&
    !AUTO_FAIL[c.caliber].includes(d20) &&
    short(d20) > 0 &&
    (c.explode || short(d20) <= 6);
  const pass = (d20: number, bonus: number[]): boolean => {
    if (AUTO_PASS[c.caliber].includes(d20)) return true;
    if (AUTO_FAIL[c.caliber].includes(d20)) return false;
    if (short(d20) <= 0) return true;
    return stepTaken(d20) && bonus.length > 0 && Math.max(...bonus) >= short(d20);
  };
  let plain = 0;
  for (let d20 = 1; d20 <= 20; d20++) {
    if (!stepTaken(d20)) plain += pass(d20, []) ? 1 / 20 : 0;
    else for (const t of all) plain += pass(d20, t.dice) ? t.p / 20 : 0;
  }
  if (!reroll) return { p: plain, cut: cut * c.k };
  // The d20 again: with the bonus dice kept, or through a bonus step of its own when none was taken.
  const d20Again = new Map<number[], number>();
  const againWith = (dice: number[]): number => {
    if (dice.length === 0) return plain;
    let known = d20Again.get(dice);
    if (known === undefined) {
      known = 0;
      for (let again = 1; again <= 20; again++) known += pass(again, dice) ? 1 / 20 : 0;
      d20Again.set(dice, known);
    }
    return known;
  };
  let p = 0;
  for (let d20 = 1; d20 <= 20; d20++) {
    const rolled = stepTaken(d20) ? all : [{ dice: [] as number[], p: 1 }];
    for (const t of rolled) {
      if (pass(d20, t.dice)) {
        p += t.p / 20;
        continue;
      }
      // The highest bonus die again.
      let dieAgain = 0;
      if (t.dice.length > 0) {
        const top = t.dice.indexOf(Math.max(...t.dice));
        for (const [v, q] of values)
          dieAgain += pass(
            d20,
            t.dice.map((d, i) => (i === top ? v : d)),
          )
            ? q
            : 0;
      }
      p += (t.p / 20) * Math.max(againWith(t.dice), dieAgain);
    }
  }
  return { p, cut: 3 * cut * c.k };
}

describe("exploding bonus dice: nothing is out of reach", () => {
  it("“even the best possible roll (of +6)” no longer bounds the bonus step", () => {
    const c = { d20: 4, score: 2, caliber: "bronze" as const, target: 20 };
    expect(needsBonusDice(c)).toBe(false);
    expect(needsBonusDice({ ...c, explode: true })).toBe(true);
    // A chain 6 + 6 + 3 = 15 covers the 14 short; only the highest counts.
    expect(resolveCheck({ ...c, explode: true, bonusDice: [15, 2] })).toEqual({ passed: true, auto: null, total: 21 });
    expect(resolveCheck({ ...c, explode: true, bonusDice: [13, 2] }).passed).toBe(false);
    // A flat bonus from the FC counts towards the reach: 4 + 2 + 7 = 13, 7 short, a 6 cannot; with +8 it can.
    expect(needsBonusDice({ ...c, flatBonus: 7 })).toBe(false);
    expect(needsBonusDice({ ...c, flatBonus: 8 })).toBe(true);
    // Still nothing after an automatic result or once the total already passes.
    expect(needsBonusDice({ ...c, d20: 1, explode: true })).toBe(false);
    expect(needsBonusDice({ ...c, d20: 18, explode: true })).toBe(false);
  });

  it("a chain's sum never ends on a 6; faces above 6 are refused without explode", () => {
    const c = { d20: 4, score: 2, caliber: "bronze" as const, target: 20 };
    expect(() => resolveCheck({ ...c, explode: true, bonusDice: [12] })).toThrow(/exploding d6's chain/);
    expect(() => resolveCheck({ ...c, explode: true, bonusDice: [0] })).toThrow(RangeError);
    expect(() => resolveCheck({ ...c, bonusDice: [7] })).toThrow(RangeError);
    expect(() => needsBonusDice({ ...c, explode: "yes" as unknown as boolean })).toThrow(TypeError);
  });
});

describe("checkOdds against a face-by-face walk", () => {
  const cases: Case[] = [];
  for (const caliber of CALIBERS)
    for (const [score, target] of [
      [0, 12],
      [3, 17],
      [4, 22],
      [9, 29],
      [2, 5],
      // A natural 1 fails with a total far above the target: the re-roll, not the total, can save it.
      [9, 8],
      // Only a natural result or exploding dice reach 29 from +0.
      [0, 29],
    ] as const)
      for (const k of [0, 1, 2])
        for (const explode of [false, true]) cases.push({ caliber, score, target, k, explode });

  it("with exploding bonus dice (chains cut after three sixes; the cut bounds the difference)", () => {
    for (const c of cases) {
      const { p, cut } = brute(c, false);
      const exact = checkOdds({
        score: c.score,
        caliber: c.caliber,
        target: c.target,
        bonusDice: c.k,
        explode: c.explode,
      });
      expect(exact).toBeGreaterThanOrEqual(p - 1e-14);
      expect(exact - p).toBeLessThanOrEqual(cut + 1e-14);
    }
  });

  it("“one Lot can be spent per check to reroll too”: the better of the d20 and the highest bonus die", () => {
    for (const c of cases) {
      const { p, cut } = brute(c, true);
      const exact = checkOdds({
        score: c.score,
        caliber: c.caliber,
        target: c.target,
        bonusDice: c.k,
        explode: c.explode,
        lotReroll: true,
      });
      expect(Math.abs(exact - p)).toBeLessThanOrEqual(cut + 1e-13);
    }
  });

  it("three plain bonus dice with the re-roll, exactly", () => {
    for (const caliber of ["copper", "silver", "platinum"] as const) {
      const c: Case = { caliber, score: 3, target: 18, k: 3, explode: false };
      expect(checkOdds({ score: 3, caliber, target: 18, bonusDice: 3, lotReroll: true })).toBeCloseTo(
        brute(c, true).p,
        13,
      );
    }
  });

  it("the re-roll only ever helps, and the plain odds are unchanged by the new options", () => {
    const base = { score: 2, caliber: "gold" as const, target: 19, bonusDice: 2 };
    const plain = checkOdds(base);
    expect(checkOdds({ ...base, explode: false, lotReroll: false })).toBe(plain);
    expect(checkOdds({ ...base, lotReroll: true })).toBeGreaterThan(plain);
    expect(checkOdds({ ...base, explode: true })).toBeGreaterThan(plain);
    expect(checkOdds({ ...base, explode: true, lotReroll: true })).toBeGreaterThan(
      checkOdds({ ...base, explode: true }),
    );
    // Hand count, no bonus dice: Bronze +0 vs 20 passes only on a natural 20; the re-roll gives a second chance.
    expect(checkOdds({ score: 0, caliber: "bronze", target: 20, bonusDice: 0, lotReroll: true })).toBeCloseTo(
      1 / 20 + (19 / 20) * (1 / 20),
      15,
    );
    expect(() => checkOdds({ ...base, lotReroll: 1 as unknown as boolean })).toThrow(TypeError);
  });
});
