import { describe, expect, it } from "vitest";
import { canRoll, control, inspiration, replacementDice, sideTotal, split } from "../../../src/rules/capes";

// Sides are listed heroes (blue) first, then opponents (red), then any split sides.
describe("control (Capes Lite, Roll Them Bones)", () => {
  it("reads Police and Hostages: the opposition dominates Police, the heroes hold Hostages", () => {
    expect(control([[1], [5]])).toBe(1); // Police: blue 1, red 5
    expect(control([[4], [2]])).toBe(0); // Hostages: blue 4, red 2
  });
  it("gives the heroes Police once the blue die shows 6 against the red 5", () => {
    expect(control([[6], [5]])).toBe(0);
  });
  it("is nobody's on a tie, as every Complication starts", () => {
    expect(control([[1], [1]])).toBeNull();
    expect(control([[3, 2], [5]])).toBeNull();
  });
  it("counts every side a split made: Night Maiden's split hands Police to the opponents", () => {
    // Captain Liberty's 2, the red 5, Night Maiden's own side of two 2s.
    expect(control([[2], [5], [2, 2]])).toBe(1);
  });
  it("sums each side's dice", () => {
    expect(sideTotal([4, 3])).toBe(7);
    expect(control([[4, 3], [6]])).toBe(0);
  });
  it("refuses what is not a list of sides of die faces", () => {
    expect(() => control([[1]])).toThrow(RangeError);
    expect(() => control([[7], [1]])).toThrow("capes.control: sides[0][0] must be a whole number from 1 to 6 (got 7)");
    expect(() => control("1,2" as unknown as number[][])).toThrow(TypeError);
  });
});

describe("split (Splitting Dice)", () => {
  it("keeps the total and makes the dice as equal as possible", () => {
    expect(split(5, 2)).toEqual([3, 2]); // Zip: the blue 5 becomes a 3 and a 2
    expect(split(6, 3)).toEqual([2, 2, 2]); // Night Maiden: the blue 6 becomes three 2s
    expect(split(4, 3)).toEqual([2, 1, 1]);
    expect(split(3, 1)).toEqual([3]);
  });
  it("refuses a split into more dice than the value", () => {
    expect(() => split(1, 2)).toThrow("capes.split: parts must be at most the die's value 1 (got 2)");
    expect(() => split(3, 4)).toThrow(RangeError);
    expect(() => split(2, 0)).toThrow(RangeError);
  });
});

describe("inspiration (Getting Inspired)", () => {
  it('Hostages, won with a four against a two: "H 2vp +2"', () => {
    expect(inspiration([[4], [2]], 0)).toEqual({ vp: 2, bonus: 2 });
  });
  it('Getaway, a four and a three against the robbers\' lone six: "H 6vp -2"', () => {
    expect(inspiration([[4, 3], [6]], 0)).toEqual({ vp: 6, bonus: -2 });
  });
  it("counts every losing side's dice and the largest die of any other side", () => {
    expect(inspiration([[2], [5], [2, 2]], 1)).toEqual({ vp: 6, bonus: 3 });
    expect(inspiration([[2], [1]], 0)).toEqual({ vp: 1, bonus: 1 });
  });
  it("refuses a winner that does not control the Complication", () => {
    expect(() => inspiration([[4], [2]], 1)).toThrow(
      "capes.inspiration: winner must be the index of the side that controls the Complication (got 1)",
    );
    expect(() => inspiration([[2], [2]], 0)).toThrow(RangeError);
    expect(() => inspiration([[4], [2]], 2)).toThrow(RangeError);
  });
});

describe("canRoll (Abilities; Action! Action! Action!)", () => {
  it("lets an ability roll a die showing at most its level", () => {
    expect(canRoll(3, 2)).toBe(true); // Zip's Super-speed on the blue 2
    expect(canRoll(3, 3)).toBe(true);
    expect(canRoll(3, 4)).toBe(false); // not the red 4
    expect(canRoll(5, 6)).toBe(false); // nothing rolls a 6
  });
  it("refuses levels outside 1–5 and faces outside 1–6", () => {
    expect(() => canRoll(6, 1)).toThrow(RangeError);
    expect(() => canRoll(0, 1)).toThrow(RangeError);
    expect(() => canRoll(3, 0)).toThrow(RangeError);
    expect(() => canRoll("3" as unknown as number, 2)).toThrow(TypeError);
  });
});

describe("replacementDice (Replacing Complications)", () => {
  it("starts the side that won the Inspiration at its Bonus, the other at 1", () => {
    expect(replacementDice(2)).toEqual({ won: 2, other: 1 }); // Public Opinion: blue 2, red 1
  });
  it("starts both at 1 when the Bonus is 1 or less", () => {
    expect(replacementDice(1)).toEqual({ won: 1, other: 1 });
    expect(replacementDice(-2)).toEqual({ won: 1, other: 1 }); // Villainous HQ from "H 6vp -2"
  });
});
