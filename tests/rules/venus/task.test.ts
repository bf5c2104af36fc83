import { describe, expect, it } from "vitest";
import { taskPool, taskThreshold, validateAllies, validateTaskPool, validateThreshold } from "../../../src/rules/venus";

const codes = (problems: { code: string }[]): string[] => problems.map((p) => p.code);

describe("taskPool", () => {
  it("rolls the job's level in dice of the chosen ability's caliber", () => {
    const dice = taskPool({ jobLevel: 3, abilityScore: 7, caliber: "silver" });
    expect(dice).toEqual([
      { caliber: "silver", owner: "roller", ally: null },
      { caliber: "silver", owner: "roller", ally: null },
      { caliber: "silver", owner: "roller", ally: null },
    ]);
  });
  it("a level-0 (learning) job rolls the ability score instead", () => {
    expect(taskPool({ jobLevel: 0, abilityScore: 4, caliber: "bronze" })).toHaveLength(4);
    expect(taskPool({ jobLevel: 0, abilityScore: 0, caliber: "bronze" })).toEqual([]);
  });
  it("each ally adds one die of the ally's own caliber", () => {
    const dice = taskPool({
      jobLevel: 2,
      abilityScore: 1,
      caliber: "bronze",
      allies: [
        { caliber: "gold", jobLevel: 1 },
        { caliber: "copper", jobLevel: 5 },
      ],
    });
    expect(dice.map((d) => [d.caliber, d.owner, d.ally])).toEqual([
      ["bronze", "roller", null],
      ["bronze", "roller", null],
      ["gold", "ally", 0],
      ["copper", "ally", 1],
    ]);
  });
  it("refuses more than two allies, an ally learning the job, and out-of-range values", () => {
    const three = [1, 2, 3].map(() => ({ caliber: "gold" as const, jobLevel: 2 }));
    expect(codes(validateTaskPool({ jobLevel: 2, abilityScore: 1, caliber: "bronze", allies: three }))).toEqual([
      "too-many-allies",
    ]);
    expect(() => taskPool({ jobLevel: 2, abilityScore: 1, caliber: "bronze", allies: three })).toThrow(RangeError);
    expect(codes(validateAllies([{ jobLevel: 0 }]))).toEqual(["ally-learning-job"]);
    expect(codes(validateAllies([{ jobLevel: 1 }, { jobLevel: 4 }]))).toEqual([]);
    // "the only way to advance above 10 in a job is with the aid of a custom-made potent feature …":
    // the pool takes the effective level (10 by exp plus a boost of at most 10), so 11–20 are allowed.
    expect(codes(validateTaskPool({ jobLevel: 21, abilityScore: 1, caliber: "bronze" }))).toEqual([
      "job-level-above-cap",
    ]);
    expect(codes(validateTaskPool({ jobLevel: 10, abilityScore: 1, caliber: "bronze" }))).toEqual([]);
    expect(taskPool({ jobLevel: 12, abilityScore: 1, caliber: "bronze" })).toHaveLength(12);
    expect(codes(validateTaskPool({ jobLevel: -1, abilityScore: 10, caliber: "bronze" }))).toEqual([
      "job-level-invalid",
      "score-out-of-range",
    ]);
  });
});

describe("task threshold", () => {
  it("is 1 + relative factors, at most 5", () => {
    expect(taskThreshold(0)).toBe(1);
    expect(taskThreshold(4)).toBe(5);
    expect(() => taskThreshold(5)).toThrow(RangeError);
  });
  it("learning a job counts as one factor but never past 5", () => {
    expect(taskThreshold(0, true)).toBe(2);
    // The King's Ritual: new job + auspices + phobia = threshold 4
    expect(taskThreshold(2, true)).toBe(4);
    expect(taskThreshold(4, true)).toBe(5);
  });
  it("validateThreshold accepts 1–5 only", () => {
    expect(codes(validateThreshold(0))).toEqual(["threshold-out-of-range"]);
    expect(codes(validateThreshold(6))).toEqual(["threshold-out-of-range"]);
    expect(codes(validateThreshold(2.5))).toEqual(["threshold-out-of-range"]);
    for (const t of [1, 2, 3, 4, 5]) expect(validateThreshold(t)).toEqual([]);
  });
});
