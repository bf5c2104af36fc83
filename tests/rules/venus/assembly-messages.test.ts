/**
 * Character assembly, stated as the exact problems the player reads (code,
 * message, path) at each boundary, and the exact refusals a macro author gets.
 * From the book: lifepaths by age (Young 1–2 … Senior 10+) plus the tier's
 * additional ones; the score pool is the age's +MA/+PA plus one point per
 * lifepath (MA, PA, an X/Y pair or Any); abilities start at Bronze and the
 * tier gives free caliber increases, at most one ability at Platinum without
 * the FC's leave; a full Fidelity meter (4) raises one caliber one step.
 */
import { describe, expect, it } from "vitest";
import {
  caliberSteps,
  lifepathRange,
  scorePool,
  spendFidelity,
  validateCalibers,
  validateLifepathCount,
  validateScoreAllocation,
  type AbilityId,
  type Caliber,
  type ScoreGrant,
} from "../../../src/rules/venus";
import { rangeError, refusal, typeError } from "./refusal";

const zero: Record<AbilityId, number> = { app: 0, res: 0, wit: 0, end: 0, fin: 0, swi: 0 };
const at = (scores: Partial<Record<AbilityId, number>>): Record<AbilityId, number> => ({ ...zero, ...scores });
const bronze: Record<AbilityId, Caliber> = {
  app: "bronze",
  res: "bronze",
  wit: "bronze",
  end: "bronze",
  fin: "bronze",
  swi: "bronze",
};

describe("lifepaths: the age's range plus the tier's additional ones", () => {
  it("Young Public takes 1–2: 1 and 2 pass, 0 and 3 are named with the range", () => {
    expect(validateLifepathCount(1, "young", "public")).toStrictEqual([]);
    expect(validateLifepathCount(2, "young", "public")).toStrictEqual([]);
    const problemFor = (n: number) => ({
      code: "lifepaths-out-of-range",
      message: `This age and tier take 1–2 lifepaths, not ${n}.`,
      path: "lifepaths",
    });
    expect(validateLifepathCount(0, "young", "public")).toStrictEqual([problemFor(0)]);
    expect(validateLifepathCount(3, "young", "public")).toStrictEqual([problemFor(3)]);
    expect(validateLifepathCount(3, "young", "heroic")).toStrictEqual([]);
  });

  it("Senior takes 10 or more: no ceiling, 9 is refused with '10+'", () => {
    expect(lifepathRange("senior", "deific")).toStrictEqual({ min: 10, max: null });
    expect(validateLifepathCount(10, "senior", "public")).toStrictEqual([]);
    expect(validateLifepathCount(40, 5, "public")).toStrictEqual([]);
    expect(validateLifepathCount(9, "senior", "mythic")).toStrictEqual([
      { code: "lifepaths-out-of-range", message: "This age and tier take 10+ lifepaths, not 9.", path: "lifepaths" },
    ]);
  });

  it("an age that is not an age: a RangeError for a wrong index or name, a TypeError otherwise", () => {
    const expected = "an age index 0–5 or one of junior, young, mature, seasoned, old, senior";
    expect(refusal(() => lifepathRange(6, "public"))).toEqual(
      rangeError(`venus.lifepathRange: age must be ${expected} (got 6)`),
    );
    expect(refusal(() => lifepathRange("ancient" as never, "public"))).toEqual(
      rangeError(`venus.lifepathRange: age must be ${expected} (got "ancient")`),
    );
    expect(refusal(() => lifepathRange(true as never, "public"))).toEqual(
      typeError(`venus.lifepathRange: age must be ${expected} (got true)`),
    );
  });
});

describe("the score pool and its distribution", () => {
  it("a grant pair has exactly two ability ids", () => {
    expect(refusal(() => scorePool("young", [["wit", "app", "res"] as unknown as ScoreGrant]))).toEqual(
      rangeError("venus.scorePool: grants[0] must be a pair of two ability ids (got a list of 3)"),
    );
    expect(refusal(() => scorePool("young", ["MA", ["mana", "wit"] as unknown as ScoreGrant]))).toEqual(
      rangeError('venus.scorePool: grants[1][0] must be one of app, res, wit, end, fin, swi (got "mana")'),
    );
  });

  it("points left to place or placed beyond the pool are counted in the message", () => {
    // Young: +2 MA, +4 PA, and one MA lifepath: 7 points.
    expect(validateScoreAllocation(at({ app: 3, end: 2 }), "young", ["MA"])).toStrictEqual([
      { code: "scores-unspent", message: "2 of 7 score points are not placed yet.", path: "scores" },
    ]);
    expect(validateScoreAllocation(at({ app: 3, end: 5 }), "young", ["MA"])).toStrictEqual([
      { code: "scores-overspent", message: "Scores add up to 8 but the pool has 7 points.", path: "scores" },
    ]);
  });

  const misallocated = [
    {
      code: "scores-misallocated",
      message:
        "Some points sit on abilities their source does not allow (MA on mental, PA on physical, a pair on one of its two).",
      path: "scores",
    },
  ];

  it("Young's +2 MA cannot hold a third mental point, nor +4 PA a fifth physical one", () => {
    expect(validateScoreAllocation(at({ app: 2, end: 4 }), "young", [])).toStrictEqual([]);
    expect(validateScoreAllocation(at({ app: 3, end: 3 }), "young", [])).toStrictEqual(misallocated);
    expect(validateScoreAllocation(at({ app: 1, end: 5 }), "young", [])).toStrictEqual(misallocated);
  });

  it("an Any point lands on either side, but only one of them", () => {
    expect(validateScoreAllocation(at({ app: 2, wit: 1, end: 4 }), "young", ["Any"])).toStrictEqual([]);
    expect(validateScoreAllocation(at({ app: 2, end: 4, swi: 1 }), "young", ["Any"])).toStrictEqual([]);
    expect(validateScoreAllocation(at({ app: 4, end: 3 }), "young", ["Any"])).toStrictEqual(misallocated);
  });
});

describe("assembly calibers", () => {
  it("Copper at assembly is pointed at per ability", () => {
    expect(validateCalibers({ ...bronze, wit: "copper", swi: "copper" }, "public")).toStrictEqual([
      {
        code: "caliber-invalid",
        message: "Abilities start at Bronze; Copper only comes from Limits.",
        path: "calibers.wit",
      },
      {
        code: "caliber-invalid",
        message: "Abilities start at Bronze; Copper only comes from Limits.",
        path: "calibers.swi",
      },
    ]);
  });

  it("Heroic gives three increases: the fourth is named with the count", () => {
    expect(validateCalibers({ ...bronze, app: "gold", end: "silver" }, "heroic")).toStrictEqual([]);
    expect(validateCalibers({ ...bronze, app: "gold", end: "gold" }, "heroic")).toStrictEqual([
      {
        code: "caliber-increases-exceeded",
        message: "4 caliber increases used but only 3 available.",
        path: "calibers",
      },
    ]);
    expect(validateCalibers({ ...bronze, app: "gold", end: "gold" }, "heroic", { extraIncreases: 1 })).toStrictEqual(
      [],
    );
  });

  it("a second Platinum needs the FC's leave", () => {
    const two = { ...bronze, app: "platinum", end: "platinum" } as const;
    expect(validateCalibers(two, "deific")).toStrictEqual([
      {
        code: "platinum-limit",
        message: "Only one ability may reach Platinum without the FC's leave.",
        path: "calibers",
      },
    ]);
    expect(validateCalibers(two, "deific", { platinumPermission: true })).toStrictEqual([]);
  });
});

describe("Fidelity raises one caliber one step", () => {
  it("only when full (4)", () => {
    expect(spendFidelity(3, "silver")).toStrictEqual({
      caliber: "silver",
      fidelity: 3,
      problems: [{ code: "fidelity-not-full", message: "Fidelity must be full (4) to spend." }],
    });
    expect(spendFidelity(4, "silver")).toStrictEqual({ caliber: "gold", fidelity: 0, problems: [] });
  });

  it("not past Platinum, and not on Copper (which only Limits give)", () => {
    expect(spendFidelity(4, "platinum")).toStrictEqual({
      caliber: "platinum",
      fidelity: 4,
      problems: [{ code: "caliber-at-maximum", message: "Platinum is the highest caliber." }],
    });
    expect(spendFidelity(4, "copper")).toStrictEqual({
      caliber: "copper",
      fidelity: 4,
      problems: [{ code: "caliber-invalid", message: "Abilities start at Bronze; Copper only comes from Limits." }],
    });
  });

  it("Bronze to Platinum is three steps (12 Fidelity); downward steps are negative", () => {
    expect(caliberSteps("bronze", "platinum")).toBe(3);
    expect(caliberSteps("silver", "gold")).toBe(1);
    expect(caliberSteps("gold", "silver")).toBe(-1);
  });
});
