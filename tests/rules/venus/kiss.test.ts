import { describe, expect, it } from "vitest";
import {
  applyRerolls,
  disappointingDice,
  kiss,
  kissCost,
  rollTask,
  spendEgoOnSixes,
  taskPool,
  taskSuccesses,
  validateKiss,
  type KissResources,
} from "../../../src/rules/venus";

const codes = (problems: { code: string }[]): string[] => problems.map((p) => p.code);

const plenty: KissResources = { lots: 10, insights: 4, specialties: 4, ego: true };

// Roller: three Bronze dice; allies: a Gold die (ally 0) and a Silver die (ally 1).
const pool = taskPool({
  jobLevel: 3,
  abilityScore: 2,
  caliber: "bronze",
  allies: [
    { caliber: "gold", jobLevel: 2 },
    { caliber: "silver", jobLevel: 1 },
  ],
});

describe("rolling and counting", () => {
  it("counts each die by its own caliber", () => {
    const roll = rollTask(pool, [6, 4, 1, 3, 3]);
    // Bronze 6 ✓, 4 ✗, 1 ✗; Gold 3 ✓; Silver 3 ✗
    expect(taskSuccesses(roll)).toBe(2);
    expect(disappointingDice(roll)).toEqual([1, 2, 4]);
    expect(roll.phase).toBe("rolled");
  });
  it("refuses a value count that does not match the pool, or non-D6 faces", () => {
    expect(() => rollTask(pool, [1, 2])).toThrow(RangeError);
    expect(() => rollTask(pool, [1, 2, 3, 4, 7])).toThrow(RangeError);
  });
});

describe("KISSing", () => {
  it("a re-rolled success that fails keeps the worse result", () => {
    const roll = rollTask(pool, [6, 5, 1, 3, 4]);
    expect(taskSuccesses(roll)).toBe(4);
    const { roll: after, problems } = kiss(roll, { requests: [{ die: 0, source: "lot" }] }, plenty, [
      { die: 0, value: 2 },
    ]);
    expect(problems).toEqual([]);
    expect(after.dice[0]).toMatchObject({ value: 2, kissed: true, previousValue: 6 });
    expect(taskSuccesses(after)).toBe(3);
    expect(after.phase).toBe("kissed");
    // the original roll is untouched (immutable)
    expect(roll.dice[0]?.value).toBe(6);
  });

  it("applyRerolls keeps new results even if worse and marks the dice", () => {
    const dice = [
      { value: 6, caliber: "gold" as const },
      { value: 1, caliber: "gold" as const },
    ];
    const after = applyRerolls(dice, [
      { die: 0, value: 1 },
      { die: 1, value: 3 },
    ]);
    expect(after).toEqual([
      { value: 1, caliber: "gold", kissed: true, previousValue: 6 },
      { value: 3, caliber: "gold", kissed: true, previousValue: 1 },
    ]);
    expect(() => applyRerolls(after, [{ die: 0, value: 5 }])).toThrow(RangeError);
    expect(() =>
      applyRerolls(dice, [
        { die: 0, value: 5 },
        { die: 0, value: 4 },
      ]),
    ).toThrow(RangeError);
    expect(() => applyRerolls(dice, [{ die: 2, value: 5 }])).toThrow(RangeError);
    expect(() => applyRerolls(dice, [{ die: 1, value: 0 }])).toThrow(RangeError);
  });

  it("a die KISSed twice is refused, within a plan and in a second round", () => {
    const roll = rollTask(pool, [1, 1, 1, 1, 1]);
    const twice = {
      requests: [
        { die: 1, source: "lot" as const },
        { die: 1, source: "insight" as const },
      ],
    };
    expect(codes(validateKiss(roll, twice, plenty))).toEqual(["kiss-die-twice"]);
    const { roll: after } = kiss(roll, { requests: [{ die: 1, source: "lot" }] }, plenty, [{ die: 1, value: 2 }]);
    // one round only: any second KISS is refused, the re-rolled die too
    expect(codes(validateKiss(after, { requests: [{ die: 1, source: "lot" }] }, plenty))).toEqual([
      "kiss-round-over",
      "kiss-die-twice",
    ]);
    expect(codes(validateKiss(after, { requests: [{ die: 2, source: "lot" }] }, plenty))).toEqual(["kiss-round-over"]);
  });

  it("an aid die is KISSed only with the ally's agreement (the ally's own stunt needs none)", () => {
    const roll = rollTask(pool, [1, 1, 1, 1, 1]);
    expect(codes(validateKiss(roll, { requests: [{ die: 3, source: "lot" }] }, plenty))).toEqual([
      "kiss-aid-without-agreement",
    ]);
    expect(codes(validateKiss(roll, { requests: [{ die: 3, source: "lot", allyAgrees: false }] }, plenty))).toEqual([
      "kiss-aid-without-agreement",
    ]);
    expect(validateKiss(roll, { requests: [{ die: 3, source: "lot", allyAgrees: true }] }, plenty)).toEqual([]);
    expect(validateKiss(roll, { requests: [{ die: 4, source: "stunt" }] }, plenty)).toEqual([]);
    expect(codes(validateKiss(roll, { requests: [{ die: 4, source: "ego" }] }, plenty))).toEqual([
      "kiss-aid-without-agreement",
    ]);
  });

  it("stunts: one for the roller's dice, plus one per aiding ally on their own die", () => {
    const roll = rollTask(pool, [1, 1, 1, 1, 1]);
    const ok = {
      requests: [
        { die: 0, source: "stunt" as const },
        { die: 3, source: "stunt" as const },
        { die: 4, source: "stunt" as const },
      ],
    };
    expect(validateKiss(roll, ok, plenty)).toEqual([]);
    const two = {
      requests: [
        { die: 0, source: "stunt" as const },
        { die: 1, source: "stunt" as const },
      ],
    };
    expect(codes(validateKiss(roll, two, plenty))).toEqual(["kiss-stunt-exceeded"]);
  });

  it("sources within their limits: Lots held, insights approved, specialties approved and at most four", () => {
    const roll = rollTask(taskPool({ jobLevel: 6, abilityScore: 0, caliber: "silver" }), [1, 1, 1, 1, 1, 1]);
    const all = (source: "lot" | "insight" | "specialty", n: number) => ({
      requests: Array.from({ length: n }, (_, die) => ({ die, source })),
    });
    expect(codes(validateKiss(roll, all("lot", 3), { ...plenty, lots: 2 }))).toEqual(["kiss-lots-exceeded"]);
    expect(validateKiss(roll, all("lot", 2), { ...plenty, lots: 2 })).toEqual([]);
    expect(codes(validateKiss(roll, all("insight", 2), { ...plenty, insights: 1 }))).toEqual([
      "kiss-insights-exceeded",
    ]);
    expect(codes(validateKiss(roll, all("specialty", 5), { ...plenty, specialties: 6 }))).toEqual([
      "kiss-specialties-exceeded",
    ]);
    expect(validateKiss(roll, all("specialty", 4), { ...plenty, specialties: 6 })).toEqual([]);
    expect(codes(validateKiss(roll, all("specialty", 2), { ...plenty, specialties: 1 }))).toEqual([
      "kiss-specialties-exceeded",
    ]);
    expect(codes(validateKiss(roll, { requests: [{ die: 9, source: "lot" }] }, plenty))).toEqual(["kiss-unknown-die"]);
  });

  it("kissCost reports what to deduct", () => {
    expect(
      kissCost({
        requests: [
          { die: 0, source: "lot" },
          { die: 1, source: "lot" },
          { die: 2, source: "specialty" },
          { die: 3, source: "stunt" },
        ],
      }),
    ).toEqual({ lots: 2, insights: 0, specialties: 1, ego: false });
    expect(kissCost({ requests: [], egoDoubleSixes: true }).ego).toBe(true);
  });

  it("re-roll results must match the KISSed dice exactly", () => {
    const roll = rollTask(pool, [1, 1, 1, 1, 1]);
    const plan = { requests: [{ die: 0, source: "lot" as const }] };
    expect(codes(kiss(roll, plan, plenty, []).problems)).toEqual(["reroll-mismatch"]);
    expect(codes(kiss(roll, plan, plenty, [{ die: 1, value: 3 }]).problems)).toEqual(["reroll-mismatch"]);
    expect(codes(kiss(roll, plan, plenty, [{ die: 0, value: 9 }]).problems)).toEqual(["reroll-mismatch"]);
    const refused = kiss(roll, plan, { ...plenty, lots: 0 }, [{ die: 0, value: 6 }]);
    expect(codes(refused.problems)).toEqual(["kiss-lots-exceeded"]);
    expect(refused.roll).toBe(roll);
  });

  it("an empty plan closes the round without changing dice", () => {
    const roll = rollTask(pool, [2, 2, 2, 2, 2]);
    const { roll: after, problems } = kiss(roll, { requests: [] }, plenty, []);
    expect(problems).toEqual([]);
    expect(after.phase).toBe("kissed");
    expect(after.dice.map((d) => d.value)).toEqual([2, 2, 2, 2, 2]);
  });
});

describe("Ego", () => {
  it("re-rolls every disappointing die", () => {
    const roll = rollTask(pool, [6, 2, 1, 3, 1]);
    const plan = {
      requests: disappointingDice(roll).map((die) => ({ die, source: "ego" as const, allyAgrees: true })),
    };
    expect(plan.requests.map((r) => r.die)).toEqual([1, 2, 4]);
    const { roll: after, problems } = kiss(roll, plan, plenty, [
      { die: 1, value: 5 },
      { die: 2, value: 6 },
      { die: 4, value: 2 },
    ]);
    expect(problems).toEqual([]);
    expect(after.ego).toBe("reroll");
    expect(taskSuccesses(after)).toBe(4);
  });

  it("doubling counts re-rolled sixes twice", () => {
    const roll = rollTask(pool, [6, 2, 1, 3, 1]);
    const { roll: kissed } = kiss(roll, { requests: [{ die: 1, source: "lot" }] }, plenty, [{ die: 1, value: 6 }]);
    expect(taskSuccesses(kissed)).toBe(3);
    const { roll: doubled, problems } = spendEgoOnSixes(kissed, plenty);
    expect(problems).toEqual([]);
    // 6 (original) ×2 + 6 (re-rolled) ×2 + Gold 3
    expect(taskSuccesses(doubled)).toBe(5);
  });

  it("doubling declared in the KISS plan also counts the re-rolled six", () => {
    const roll = rollTask(pool, [1, 2, 1, 3, 1]);
    const { roll: after, problems } = kiss(
      roll,
      { requests: [{ die: 0, source: "lot" }], egoDoubleSixes: true },
      plenty,
      [{ die: 0, value: 6 }],
    );
    expect(problems).toEqual([]);
    expect(after.ego).toBe("doubleSixes");
    expect(taskSuccesses(after)).toBe(3);
  });

  it("either re-rolls or doubles sixes, not both", () => {
    const roll = rollTask(pool, [1, 2, 1, 3, 1]);
    const both = { requests: [{ die: 0, source: "ego" as const }], egoDoubleSixes: true };
    expect(codes(validateKiss(roll, both, plenty))).toEqual(["ego-both"]);
    const { roll: rerolled } = kiss(roll, { requests: [{ die: 0, source: "ego" }] }, plenty, [{ die: 0, value: 6 }]);
    expect(codes(spendEgoOnSixes(rerolled, plenty).problems)).toEqual(["ego-both"]);
    const { roll: doubled } = spendEgoOnSixes(roll, plenty);
    expect(codes(validateKiss(doubled, { requests: [{ die: 0, source: "ego" }] }, plenty))).toEqual(["ego-both"]);
  });

  it("cannot be spent without Ego, nor twice", () => {
    const roll = rollTask(pool, [1, 2, 1, 3, 1]);
    const none = { ...plenty, ego: false };
    expect(codes(validateKiss(roll, { requests: [{ die: 0, source: "ego" }] }, none))).toEqual(["ego-unavailable"]);
    expect(codes(validateKiss(roll, { requests: [], egoDoubleSixes: true }, none))).toEqual(["ego-unavailable"]);
    expect(codes(spendEgoOnSixes(roll, none).problems)).toEqual(["ego-unavailable"]);
    const { roll: doubled } = spendEgoOnSixes(roll, plenty);
    expect(codes(spendEgoOnSixes(doubled, plenty).problems)).toEqual(["ego-unavailable"]);
  });
});
