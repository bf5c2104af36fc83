// answerOdds against a brute-force count: every face of every die, each
// advantage d6 rolled on its own, each outcome judged by a plain
// re-statement of the book's answer rules (not the code under test).
import { describe, expect, it } from "vitest";
import { wicked } from "../../../src/rules";
import { SKIP_TIMING, TIME_LIMIT_MS } from "../fuzz/harness";

type Outcome = "winAbsolutely" | "takeAdvantage" | "loseAdvantage" | "loseAbsolutely";

function readOf(dice: number[], advantage: number[]): number[] {
  const sorted = [...dice].sort((a, b) => b - a);
  return [(sorted[0] ?? 0) + advantage.reduce((s, f) => s + f, 0), ...sorted.slice(1)];
}

function judge(standing: number[], mine: number[], round: number): Outcome {
  let cmp = 0;
  for (let i = 0; i < Math.min(standing.length, mine.length) && cmp === 0; i++)
    cmp = Math.sign((mine[i] ?? 0) - (standing[i] ?? 0));
  const high = standing[0] ?? 0;
  const top = mine[0] ?? 0;
  if (round === 3) return cmp >= 0 ? "winAbsolutely" : "loseAbsolutely";
  if (top >= 2 * high) return "winAbsolutely";
  if (cmp >= 0) return "takeAdvantage";
  if (top * 2 <= high) return "loseAbsolutely";
  return "loseAdvantage";
}

function bruteForce(standing: wicked.WickedRoll, sizes: number[], advantage: number, round: number) {
  const all = [...sizes, ...new Array<number>(advantage).fill(6)];
  const counts: Record<Outcome, number> = { winAbsolutely: 0, takeAdvantage: 0, loseAdvantage: 0, loseAbsolutely: 0 };
  const target = readOf(standing.dice, standing.advantage ?? []);
  let total = 0;
  const walk = (i: number, faces: number[]) => {
    if (i === all.length) {
      counts[judge(target, readOf(faces.slice(0, sizes.length), faces.slice(sizes.length)), round)] += 1;
      total += 1;
      return;
    }
    for (let f = 1; f <= (all[i] ?? 0); f++) walk(i + 1, [...faces, f]);
  };
  walk(0, []);
  return Object.fromEntries(Object.entries(counts).map(([k, v]) => [k, v / total]));
}

const CASES: [string, wicked.WickedRoll, number[], number, 1 | 2 | 3][] = [
  ["Amek answers Mekha's 9 & 6 (d12 + d10)", { dice: [9, 6] }, [12, 10], 0, 1],
  ["Amek answers 9+1=10 & 1 (round 2)", { dice: [9, 1], advantage: [1] }, [12, 10], 0, 2],
  ["Mekha answers 10 & 3 with an advantage die (round 3)", { dice: [10, 3] }, [10, 8], 1, 3],
  ["Tajie answers Esan's 10 & 4 (d12 + d8)", { dice: [10, 4] }, [12, 8], 0, 1],
  ["a d4 alone against 2 & 1", { dice: [2, 1] }, [4], 0, 1],
  ["two forms and a strength, two advantage dice", { dice: [7, 5, 3], advantage: [4] }, [12, 6, 8], 2, 2],
  ["bought and won dice against a high roll", { dice: [12, 11], advantage: [6, 6] }, [10, 4], 3, 1],
];

describe("answerOdds is exact", () => {
  for (const [label, standing, sizes, advantage, round] of CASES) {
    it(label, () => {
      const odds = wicked.answerOdds(standing, sizes, advantage, round);
      const expected = bruteForce(standing, sizes, advantage, round);
      for (const outcome of wicked.ANSWER_OUTCOMES)
        expect(odds[outcome], outcome).toBeCloseTo(expected[outcome] ?? -1, 14);
      expect(Object.values(odds).reduce((s, p) => s + p, 0)).toBeCloseTo(1, 14);
    });
  }

  it("round 3 has only absolute outcomes", () => {
    const odds = wicked.answerOdds({ dice: [6, 2] }, [12, 10], 1, 3);
    expect(odds.takeAdvantage).toBe(0);
    expect(odds.loseAdvantage).toBe(0);
  });

  it("Amek cannot double Mekha's 9 with a d12 (the book: impossible in this case)", () => {
    expect(wicked.answerOdds({ dice: [9, 6] }, [12, 10], 0, 1).winAbsolutely).toBe(0);
  });

  it("refuses what no answerer can roll", () => {
    expect(() => wicked.answerOdds({ dice: [9, 6] }, [], 0, 1)).toThrow(RangeError);
    expect(() => wicked.answerOdds({ dice: [9, 6] }, [20], 0, 1)).toThrow(
      "wicked.answerOdds: sizes[0] must be one of 4, 6, 8, 10, 12 (got 20)",
    );
    expect(() => wicked.answerOdds({ dice: [9, 6] }, [12, 12, 12, 12, 12], 0, 1)).toThrow(RangeError);
    expect(() => wicked.answerOdds({ dice: [9, 6] }, [12], 13, 1)).toThrow(RangeError);
    expect(() => wicked.answerOdds({ dice: [9, 6] }, [12], 1.5, 1)).toThrow(RangeError);
  });

  // Timing only: skipped in the mutation run, whose instrumented code is many times slower (vitest.mutate.config.ts).
  it.skipIf(SKIP_TIMING)("stays fast at its caps: four d12 and twelve advantage dice", () => {
    const t0 = performance.now();
    wicked.answerOdds({ dice: [12, 12], advantage: [6, 6] }, [12, 12, 12, 12], wicked.MAX_ADVANTAGE_DICE, 2);
    expect(performance.now() - t0).toBeLessThan(TIME_LIMIT_MS);
  });
});
