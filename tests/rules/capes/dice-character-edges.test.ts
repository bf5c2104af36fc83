/**
 * The edges of the Capes dice and character functions the page tests leave
 * open: the argument checks' exact messages (docs/api.md, "Argument checks
 * and caps": `<fn>: <argument> must be … (got …)`), the bounds of a Bonus,
 * the creation warnings' readable messages, the ability patterns in any
 * order of types, and blank Drive names.
 */
import { describe, expect, it } from "vitest";
import {
  abilityProblems,
  control,
  driveLabel,
  driveProblems,
  exemplarProblems,
  inspiration,
  replacementDice,
  type AbilityLevel,
} from "../../../src/rules/capes";

const levels = (type: AbilityLevel["type"], ...ls: number[]): AbilityLevel[] => ls.map((level) => ({ type, level }));

describe("the dice functions' argument checks", () => {
  it("names a Complication with fewer than two sides", () => {
    expect(() => control([[1]])).toThrow("capes.control: sides must be a list of at least 2 sides (got a list of 1)");
  });

  it("refuses a winner that is not one of the sides before asking who controls", () => {
    expect(() => inspiration([[4], [2]], 2)).toThrow(
      new RangeError("capes.inspiration: winner must be a whole number from 0 to 1 (got 2)"),
    );
    expect(() => inspiration([[4], [2], [1]], -1)).toThrow(
      new RangeError("capes.inspiration: winner must be a whole number from 0 to 2 (got -1)"),
    );
    // The last side of three is a side: a split side may win.
    expect(inspiration([[1], [2], [3, 3]], 2)).toEqual({ vp: 3, bonus: 1 });
  });

  it("takes a Bonus from -6 to 6, the most two six-sided dice can differ, and refuses beyond", () => {
    // Replacing Complications: the side that won the Inspiration starts at its Bonus.
    expect(replacementDice(6)).toEqual({ won: 6, other: 1 });
    expect(replacementDice(-6)).toEqual({ won: 1, other: 1 });
    expect(() => replacementDice(7)).toThrow(
      new RangeError("capes.replacementDice: bonus must be a whole number from -6 to 6 (got 7)"),
    );
    expect(() => replacementDice(-7)).toThrow(RangeError);
  });

  it("starts the winner at the Bonus from 2 up, and at 1 for a Bonus of 1 or less", () => {
    expect([0, 1, 2, 3].map((b) => replacementDice(b).won)).toEqual([1, 1, 2, 3]);
  });
});

describe("the Inspiration's Bonus (Getting Inspired)", () => {
  it("is the winning side's largest die minus the largest die of the other sides, whatever their order", () => {
    // The winning side first, last and in the middle; every other side's dice count towards the VP.
    expect(inspiration([[5, 1], [2], [3]], 0)).toEqual({ vp: 5, bonus: 2 });
    expect(inspiration([[2], [3], [5, 1]], 2)).toEqual({ vp: 5, bonus: 2 });
    expect(inspiration([[1, 1], [6], [4]], 1)).toEqual({ vp: 6, bonus: 2 });
    // An emptied split side has no largest die: the other side's counts.
    expect(inspiration([[3], [], [2]], 0)).toEqual({ vp: 2, bonus: 1 });
  });
});

describe("creation warnings a sheet can show", () => {
  it("says how many Drive points a hero holds and which Drive is empty", () => {
    expect(driveProblems({ justice: 0, truth: 3, love: 2, hope: 2, duty: 1 })).toEqual([
      { code: "drive-points", message: "The Drives hold 8 points; a hero distributes 9." },
      { code: "drive-minimum", subject: "justice", message: "justice needs at least 1 point." },
    ]);
  });

  it("names the Drive key it does not know", () => {
    expect(() => driveProblems({ justice: 1, truth: 3, love: 2, hope: 2, duty: 1, faith: 1 } as never)).toThrow(
      new RangeError(
        "capes.driveProblems: drives.faith must be absent: the keys are justice, truth, love, hope, duty (got 1)",
      ),
    );
  });

  it("says Skills are for opponents", () => {
    const silverstar = [...levels("power", 1, 2, 3), ...levels("attitude", 1, 2, 3, 4), ...levels("trope", 1, 2, 3)];
    expect(abilityProblems([...silverstar, ...levels("trope", 4, 5), ...levels("skill", 2)])).toEqual([
      {
        code: "hero-skill",
        subject: "skill",
        message: "Skills are for opponents; a hero has Powers, Attitudes and Tropes.",
      },
    ]);
    expect(abilityProblems(silverstar)).toEqual([
      {
        code: "ability-levels",
        message:
          "Powers, Attitudes and Tropes each take levels 1, 2 and 3; one type adds a 4, another a 4 and a 5 (12 abilities).",
      },
    ]);
  });

  it("accepts the 4 and the 4-5 on any two of the three types", () => {
    // Creation: one type adds a level 4, another a level 4 and a level 5.
    const hero = (p: number[], a: number[], t: number[]) => [
      ...levels("power", ...p),
      ...levels("attitude", ...a),
      ...levels("trope", ...t),
    ];
    expect(abilityProblems(hero([1, 2, 3, 4, 5], [1, 2, 3], [1, 2, 3, 4]))).toEqual([]);
    expect(abilityProblems(hero([5, 4, 3, 2, 1], [4, 3, 2, 1], [3, 2, 1]))).toEqual([]);
    expect(abilityProblems(hero([1, 2, 3, 4], [1, 2, 3, 4, 5], [1, 2, 3]))).toEqual([]);
    expect(abilityProblems(hero([1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 5]))).toHaveLength(1);
  });

  it("counts the Exemplars it asks for", () => {
    expect(exemplarProblems({ justice: true, truth: false, love: false, hope: false, duty: true })).toEqual([
      { code: "exemplars", message: "2 Drives have an Exemplar; a hero needs at least 3." },
    ]);
  });

  it("names a Drive whose own name is blank after its spaces by its slot, and trims a given name", () => {
    expect(driveLabel("hope", "   ")).toBe("Hope");
    expect(driveLabel("justice", "  Despair ")).toBe("Despair");
  });
});
