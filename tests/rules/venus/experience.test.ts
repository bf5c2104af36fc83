import { describe, expect, it } from "vitest";
import {
  applyExp,
  closeTask,
  expToLevelUp,
  gainLots,
  graduationLevel,
  raiseToMinimumJobLevel,
} from "../../../src/rules/venus";

const heroic = { minimumJobLevel: 2 };

describe("levelling up (seed: level 4 needs 8 failures → level 5 → needs 10)", () => {
  it("the bar is twice the level, 16 while learning", () => {
    expect(expToLevelUp(4)).toBe(8);
    expect(expToLevelUp(5)).toBe(10);
    expect(expToLevelUp(1)).toBe(2);
    expect(expToLevelUp(0)).toBe(16);
  });
  it("level 4 levels up on the 8th exp and the slate is wiped", () => {
    expect(applyExp({ level: 4, exp: 6 }, 1, heroic)).toMatchObject({ level: 4, exp: 7, levelUps: 0 });
    expect(applyExp({ level: 4, exp: 7 }, 1, heroic)).toMatchObject({ level: 5, exp: 0, levelUps: 1 });
  });
  it("level 5 then needs 10 new exp", () => {
    const at5 = applyExp({ level: 4, exp: 7 }, 1, heroic);
    expect(applyExp(at5, 9, heroic)).toMatchObject({ level: 5, exp: 9 });
    expect(applyExp(at5, 10, heroic)).toMatchObject({ level: 6, exp: 0, levelUps: 1 });
  });
  it("several exp at once fill each bar in turn", () => {
    // level 1 exp 1: +1 → level 2 (exp 0), +2 more → exp 2 of 4
    expect(applyExp({ level: 1, exp: 1 }, 3, heroic)).toMatchObject({ level: 2, exp: 2, levelUps: 1 });
    // level 1 from 0: 2 → level 2, 4 → level 3, 1 left over
    expect(applyExp({ level: 1, exp: 0 }, 7, heroic)).toMatchObject({ level: 3, exp: 1, levelUps: 2 });
  });
  it("a bar already full levels up when noticed (0 new exp)", () => {
    expect(applyExp({ level: 3, exp: 6 }, 0, heroic)).toMatchObject({ level: 4, exp: 0, levelUps: 1 });
  });
  it("stops at the soft cap 10: the bar fills to 20 and stays", () => {
    expect(applyExp({ level: 9, exp: 17 }, 1, heroic)).toMatchObject({ level: 10, exp: 0, capped: false });
    expect(applyExp({ level: 10, exp: 19 }, 5, heroic)).toMatchObject({
      level: 10,
      exp: 20,
      levelUps: 0,
      capped: true,
    });
  });
  it("refuses negative or fractional exp", () => {
    expect(() => applyExp({ level: 2, exp: 0 }, -1, heroic)).toThrow(RangeError);
    expect(() => applyExp({ level: 2, exp: 0 }, 1.5, heroic)).toThrow(RangeError);
  });
});

describe("learning a job (level 0) graduates at 16 exp", () => {
  it("ruling: to the minimum job level", () => {
    expect(applyExp({ level: 0, exp: 14 }, 1, heroic)).toMatchObject({ level: 0, exp: 15, graduated: false });
    expect(applyExp({ level: 0, exp: 15 }, 1, heroic)).toMatchObject({
      level: 2,
      exp: 0,
      graduated: true,
      levelUps: 1,
    });
    expect(applyExp({ level: 0, exp: 15 }, 1, { minimumJobLevel: 4 })).toMatchObject({ level: 4 });
    expect(applyExp({ level: 0, exp: 15 }, 1, { minimumJobLevel: 1 })).toMatchObject({ level: 1 });
  });
  it("variant: to the lower of the two inherited ability scores", () => {
    const variant = { graduationRule: "lower-inherited-score" as const, minimumJobLevel: 2 };
    expect(applyExp({ level: 0, exp: 15 }, 1, { ...variant, inheritedScores: [5, 3] })).toMatchObject({
      level: 3,
      graduated: true,
    });
    expect(applyExp({ level: 0, exp: 15 }, 1, { ...variant, inheritedScores: [6] })).toMatchObject({ level: 6 });
    // a score of 0 still graduates the job to level 1
    expect(graduationLevel({ ...variant, inheritedScores: [0, 4] })).toBe(1);
    expect(() => graduationLevel({ ...variant })).toThrow(RangeError);
  });
  it("exp past the 16th goes on the new bar", () => {
    // a failed task while learning marks 2 (failure + learning): 15 + 2 → level 2, exp 1
    expect(applyExp({ level: 0, exp: 15 }, 2, heroic)).toMatchObject({ level: 2, exp: 1, graduated: true });
  });
});

describe("closeTask", () => {
  const reasons = (effects: ReturnType<typeof closeTask>): string[] => effects.map((e) => `${e.kind}:${e.reason}`);
  it("a failed primary marks 1 exp on the job", () => {
    expect(closeTask({ jobLevel: 3, primary: "failed", lots: 2 })).toEqual([
      { kind: "exp", target: "task-job", reason: "failed-primary" },
    ]);
    expect(closeTask({ jobLevel: 3, primary: "bought", lots: 2 })).toEqual([]);
  });
  it("a level-0 job marks 1 exp regardless, in addition", () => {
    expect(reasons(closeTask({ jobLevel: 0, primary: "bought", lots: 2 }))).toEqual(["exp:learning"]);
    expect(reasons(closeTask({ jobLevel: 0, primary: "failed", lots: 2 }))).toEqual([
      "exp:failed-primary",
      "exp:learning",
    ]);
  });
  it("each ally marks 1 exp on the job they aided with, whatever happened", () => {
    expect(closeTask({ jobLevel: 2, primary: "bought", allies: 2, lots: 0 })).toEqual([
      { kind: "exp", target: "ally-job", ally: 0, reason: "aided" },
      { kind: "exp", target: "ally-job", ally: 1, reason: "aided" },
    ]);
  });
  it("tertiary rewards: learned → exp, true intentions → Lot, prize and unexpected → reminders", () => {
    expect(
      reasons(
        closeTask({
          jobLevel: 2,
          primary: "bought",
          tertiary: ["learned", "intentions", "prize", "unexpected"],
          lots: 3,
        }),
      ),
    ).toEqual([
      "exp:learned-something",
      "lot:true-intentions",
      "reminder:additional-prize",
      "reminder:unexpected-boon",
    ]);
  });
  it("a Lot earned at 10 Lots becomes exp on any job", () => {
    expect(closeTask({ jobLevel: 2, primary: "bought", tertiary: ["intentions"], lots: 10 })).toEqual([
      { kind: "exp", target: "any-job", reason: "lot-overflow" },
    ]);
    expect(reasons(closeTask({ jobLevel: 2, primary: "bought", tertiary: ["intentions"], lots: 9 }))).toEqual([
      "lot:true-intentions",
    ]);
  });
});

describe("Lots and tier changes", () => {
  it("Lots above 10 convert to exp", () => {
    expect(gainLots(9, 3)).toEqual({ lots: 10, overflowExp: 2 });
    expect(gainLots(4, 3)).toEqual({ lots: 7, overflowExp: 0 });
    expect(gainLots(10, 1)).toEqual({ lots: 10, overflowExp: 1 });
  });
  it("a higher tier raises jobs below the new minimum", () => {
    expect(raiseToMinimumJobLevel({ level: 1, exp: 1 }, 3)).toEqual({ level: 3, exp: 0 });
    expect(raiseToMinimumJobLevel({ level: 5, exp: 2 }, 3)).toEqual({ level: 5, exp: 2 });
    expect(raiseToMinimumJobLevel({ level: 0, exp: 7 }, 3)).toEqual({ level: 0, exp: 7 });
  });
});
