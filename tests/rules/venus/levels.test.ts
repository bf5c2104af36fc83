/**
 * Levels the sheet derives (src/rules/venus/levels.ts), against the book:
 * effective job levels with boosts, the capability formulas picked by name,
 * and score allocation problems ability by ability.
 */
import { describe, expect, it } from "vitest";
import {
  applyExp,
  capabilityPresetFor,
  derivedCapabilityLevel,
  effectiveJobLevel,
  MAX_EFFECTIVE_JOB_LEVEL,
  scoreAllocationByAbility,
  taskPool,
  validateAssemblyCaps,
  validateScoreAllocation,
  type AbilityId,
} from "../../../src/rules/venus";

const scores = (values: Partial<Record<AbilityId, number>>): Record<AbilityId, number> => ({
  app: 0,
  res: 0,
  wit: 0,
  end: 0,
  fin: 0,
  swi: 0,
  ...values,
});

describe("a job's effective level", () => {
  // "the maximum level a job can be advanced to is 8 / though some attributes can boost your level,
  // and these boosts can bring the effective level above an 8"
  it("a boost takes a job assembled at 8 past 8, while the assembly check still holds the level to 8", () => {
    expect(effectiveJobLevel(8, 2)).toBe(10);
    const assembly = { lifepathCaps: [20], attributes: [], assets: [], minimumJobLevel: 1 };
    expect(validateAssemblyCaps({ ...assembly, jobs: [{ level: 8, start: "other" }] })).toEqual([]);
    expect(validateAssemblyCaps({ ...assembly, jobs: [{ level: 9, start: "other" }] }).map((p) => p.code)).toEqual([
      "job-level-above-assembly-max",
    ]);
  });

  // "10 is the soft level cap for all jobs / the only way to advance above 10 in a job is with the aid of a
  // custom-made potent feature, supernatural training, or the used of advanced technologies"
  it("exp alone never passes 10; a boost takes the effective level past it", () => {
    const capped = applyExp({ level: 10, exp: 19 }, 50, { minimumJobLevel: 1 });
    expect([capped.level, capped.capped]).toEqual([10, true]);
    expect(applyExp({ level: 9, exp: 0 }, 10_000, { minimumJobLevel: 1 }).level).toBe(10);
    expect(effectiveJobLevel(capped.level, 3)).toBe(13);
    expect(effectiveJobLevel(10, 10)).toBe(MAX_EFFECTIVE_JOB_LEVEL);
  });

  it("refuses a level above 10 (exp's cap) or a boost above 10", () => {
    expect(() => effectiveJobLevel(11, 0)).toThrow(RangeError);
    expect(() => effectiveJobLevel(4, 11)).toThrow(RangeError);
  });

  // "pool size = job level X + up to 2 aiding dice Y": the level a task rolls is the effective one.
  it("the task pool rolls the effective level in dice", () => {
    expect(taskPool({ jobLevel: effectiveJobLevel(10, 2), abilityScore: 1, caliber: "gold" })).toHaveLength(12);
  });

  // "take the ability designated by the FC … take it's *score* aswell instead of the job level":
  it("a job being learned (level 0) takes no boost: it still rolls the ability's score", () => {
    expect(effectiveJobLevel(0, 4)).toBe(0);
  });
});

describe("capability formulas", () => {
  it("picks the preset by name, in any case; a custom name picks none", () => {
    expect(capabilityPresetFor(" grit ")).toBe("grit");
    expect(capabilityPresetFor("VIGILANCE")).toBe("vigilance");
    expect(capabilityPresetFor("Poise")).toBeNull();
  });

  const input = { scores: scores({ app: 5, res: 3, wit: 6, end: 4, swi: 3 }), age: 2, yes: 2 };
  it("Grit: “Add Wits and Swiftness, divide by 4, + questionnaire answers”", () => {
    expect(derivedCapabilityLevel("Grit", input)).toBe(Math.floor((6 + 3) / 4) + 2);
  });
  it("Guts: “Add Endurance and Resolve, divide by 4, + questionnaire answers”", () => {
    expect(derivedCapabilityLevel("Guts", input)).toBe(Math.floor((4 + 3) / 4) + 2);
  });
  it("Links: “half your Appeal level + questionnaire answers”", () => {
    expect(derivedCapabilityLevel("Links", input)).toBe(Math.floor(5 / 2) + 2);
  });
  it("Vigilance: “age bracket (1-4) + questionnaire answers”", () => {
    expect(derivedCapabilityLevel("Vigilance", input)).toBe(2 + 2);
  });
  it("a custom capability: “use the player's 'yes' answers to generate the level”", () => {
    expect(derivedCapabilityLevel("Poise", input)).toBe(2);
    expect(() => derivedCapabilityLevel("Poise", { ...input, yes: 9 })).toThrow(RangeError);
  });
});

describe("score allocation, ability by ability", () => {
  // Young: "+2 MA, +4 PA"; "MA and PA mean you can add +1 to any mental or physical ability of your choice".
  it("names the ability holding more points than its sources allow", () => {
    const placed = scores({ wit: 3, end: 2, fin: 1 });
    expect(validateScoreAllocation(placed, "young", []).map((p) => p.code)).toEqual(["scores-misallocated"]);
    const problems = scoreAllocationByAbility(placed, "young", []);
    expect(problems.map((p) => [p.code, p.path, p.demand, p.supply])).toEqual([
      ["score-beyond-sources", "scores.wit", 3, 2],
    ]);
  });

  it("names every ability of an overfilled group that holds points, and only those", () => {
    const placed = scores({ app: 1, res: 1, wit: 1 });
    const problems = scoreAllocationByAbility(placed, "young", []);
    expect(problems.map((p) => p.path)).toEqual(["scores.app", "scores.res", "scores.wit"]);
    expect(problems[0]?.abilities).toEqual(["app", "res", "wit"]);
  });

  // "a pair of abilities, such as 'App/Res', means you must choose one of those two abilities"
  it("a pair point lands on either of its two; Any anywhere", () => {
    expect(scoreAllocationByAbility(scores({ wit: 3 }), "young", [["wit", "swi"]])).toEqual([]);
    expect(scoreAllocationByAbility(scores({ wit: 3 }), "young", ["Any"])).toEqual([]);
    expect(scoreAllocationByAbility(scores({ wit: 3 }), "young", [["end", "swi"]]).map((p) => p.path)).toEqual([
      "scores.wit",
    ]);
  });

  it("says nothing about points not yet placed (validateScoreAllocation counts them)", () => {
    expect(scoreAllocationByAbility(scores({}), "young", ["MA"])).toEqual([]);
  });
});
