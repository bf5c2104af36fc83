/**
 * Exp, graduation and d20 checks at the edges where an off-by-one or a wrong
 * sign would show, and the refusals a macro author gets. From the book: a job
 * levels up when its exp reaches twice its level (10 is the soft cap: exp stops
 * there); a learning job graduates at 16 exp (variant: to the lower inherited
 * score); raising the tier lifts jobs below the new minimum level; a check
 * passes when d20 + score (+ any flat bonus) reaches the target, Bronze
 * auto-failing on a natural 1.
 */
import { describe, expect, it } from "vitest";
import {
  applyExp,
  checkOdds,
  checkTarget,
  closeTask,
  graduationLevel,
  raiseToMinimumJobLevel,
  resolveCheck,
  type CloseTaskInput,
} from "../../../src/rules/venus";
import { rangeError, refusal, typeError } from "./refusal";

describe("exp at the soft cap", () => {
  it("a level-10 job with a full bar stays at 10 and is capped; more exp is lost", () => {
    expect(applyExp({ level: 10, exp: 20 }, 0, { minimumJobLevel: 1 })).toStrictEqual({
      level: 10,
      exp: 20,
      levelUps: 0,
      graduated: false,
      capped: true,
    });
    expect(applyExp({ level: 10, exp: 18 }, 5, { minimumJobLevel: 1 })).toMatchObject({
      level: 10,
      exp: 20,
      capped: true,
    });
  });

  it("below the cap, or at it with room on the bar, the job is not capped", () => {
    expect(applyExp({ level: 2, exp: 0 }, 1, { minimumJobLevel: 1 })).toStrictEqual({
      level: 2,
      exp: 1,
      levelUps: 0,
      graduated: false,
      capped: false,
    });
    expect(applyExp({ level: 10, exp: 3 }, 1, { minimumJobLevel: 1 }).capped).toBe(false);
  });
});

describe("graduation and the tier's minimum job level", () => {
  it("inherited scores must be counts even under the default rule", () => {
    expect(refusal(() => graduationLevel({ minimumJobLevel: 2, inheritedScores: [3, -1] }))).toEqual(
      rangeError("venus.graduationLevel: options.inheritedScores[1] must be a whole number from 0 to 10000 (got -1)"),
    );
    expect(refusal(() => graduationLevel({ minimumJobLevel: 2, inheritedScores: 3 as unknown as number[] }))).toEqual(
      typeError("venus.graduationLevel: options.inheritedScores must be a list of at most 1000 entries (got 3)"),
    );
  });

  it("the inherited-score variant needs the scores", () => {
    expect(refusal(() => graduationLevel({ minimumJobLevel: 2, graduationRule: "lower-inherited-score" }))).toEqual(
      rangeError(
        "venus.graduationLevel: options.inheritedScores must be the job's ability scores (the inherited-score rule needs them) (got a list of 0)",
      ),
    );
  });

  it("a job already at the new minimum keeps its exp; one below rises and wipes the slate", () => {
    expect(raiseToMinimumJobLevel({ level: 3, exp: 4 }, 3)).toStrictEqual({ level: 3, exp: 4 });
    expect(raiseToMinimumJobLevel({ level: 2, exp: 3 }, 3)).toStrictEqual({ level: 3, exp: 0 });
  });

  it("closeTask names a tertiary list that is not a list", () => {
    const input = { jobLevel: 2, primary: "bought", lots: 1, tertiary: "prize" } as unknown as CloseTaskInput;
    expect(refusal(() => closeTask(input))).toEqual(
      typeError('venus.closeTask: input.tertiary must be a list of at most 1000 entries (got "prize")'),
    );
  });
});

describe("d20 checks", () => {
  it("a flat bonus adds to the roll: +3 score +2 flat against Tough (15) passes on 10–20", () => {
    const c = { score: 3, caliber: "bronze" as const, target: 15, flatBonus: 2 };
    const passes = Array.from({ length: 20 }, (_, i) => i + 1).filter((d20) => resolveCheck({ ...c, d20 }).passed);
    expect(passes).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(checkOdds({ ...c, bonusDice: 0 })).toBe(11 / 20);
  });

  it("a difficulty that is not one of the five: a RangeError for a wrong number or name, a TypeError otherwise", () => {
    const known = "one of routine (5), simple (10), tough (15), challenging (20), absurd (25)";
    expect(refusal(() => checkTarget(12))).toEqual(
      rangeError(`venus.checkTarget: difficulty must be ${known} (got 12)`),
    );
    expect(refusal(() => checkTarget("hard" as never))).toEqual(
      rangeError(`venus.checkTarget: difficulty must be ${known} (got "hard")`),
    );
    expect(refusal(() => checkTarget(null as never))).toEqual(
      typeError(`venus.checkTarget: difficulty must be ${known} (got null)`),
    );
  });
});
