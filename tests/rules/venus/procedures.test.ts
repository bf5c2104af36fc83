// The table procedures against the seed's own lines: starting Lots, the Ego
// flip, a VINPC's favour, a lifepath's free attribute, a finite item's uses,
// a fragile tool's break check and the worth denomination table.
import { describe, expect, it } from "vitest";
import {
  finiteUses,
  freeAttribute,
  startingLots,
  startsWithEgo,
  startsWithFavor,
  toolBreaks,
  worthEquivalents,
} from "../../../src/rules/venus";

const FACES = [1, 2, 3, 4, 5, 6];

describe("starting Lots", () => {
  it('"you start the game with 1d6 Lots": every face is that many Lots', () => {
    expect(FACES.map(startingLots)).toEqual(FACES);
  });
  it("refuses a face a d6 cannot show", () => {
    expect(() => startingLots(0)).toThrow(RangeError);
    expect(() => startingLots(7)).toThrow("venus.startingLots: d6 must be a whole number from 1 to 6 (got 7)");
  });
});

describe("Ego and favour: a d6 called even or odd", () => {
  it('"flip a coin, or roll a die and call even or odds, to see if you\'ll start the game with Ego": even is Ego', () => {
    expect(FACES.map(startsWithEgo)).toEqual([false, true, false, true, false, true]);
  });
  it('"Each player should roll their Favor with each (a 50:50 chance)": three faces of six give favour', () => {
    expect(FACES.map(startsWithFavor)).toEqual([false, true, false, true, false, true]);
    expect(FACES.filter(startsWithFavor)).toHaveLength(3);
  });
});

describe("a lifepath's free attribute", () => {
  const listed = ["Streetwise", "Fearless", "Scarred", "Old Friend"];
  it('"roll a d6 on this list to choose a single attribute that you get for free"', () => {
    expect(freeAttribute(1, listed)).toEqual({ number: 1, attribute: "Streetwise", outcome: "granted" });
    expect(freeAttribute(4, listed)).toEqual({ number: 4, attribute: "Old Friend", outcome: "granted" });
  });
  it('"if there are less than 6 attributes on the LP and you roll a number that isn\'t listed … reroll or choose"', () => {
    expect(freeAttribute(5, listed)).toEqual({ number: 5, attribute: null, outcome: "unlisted" });
    expect(freeAttribute(6, listed).outcome).toBe("unlisted");
    expect(freeAttribute(3, []).outcome).toBe("unlisted");
    expect(freeAttribute(2, ["A", "  ", "C"]).outcome).toBe("unlisted");
  });
  it('"or you roll the same attribute that you already rolled on a different LP": reroll or choose', () => {
    expect(freeAttribute(2, listed, [" fearless "])).toEqual({ number: 2, attribute: "Fearless", outcome: "taken" });
    expect(freeAttribute(2, listed, ["Streetwise"]).outcome).toBe("granted");
  });
  it("refuses a seventh attribute and a face off the die", () => {
    expect(() => freeAttribute(1, ["a", "b", "c", "d", "e", "f", "g"])).toThrow(RangeError);
    expect(() => freeAttribute(0, listed)).toThrow(RangeError);
  });
});

describe("finite and fragile assets", () => {
  it('"roll 2d6 when you aquire it and count the total as the amount of times you can use it": 2 to 12', () => {
    expect(finiteUses(1, 1)).toBe(2);
    expect(finiteUses(6, 6)).toBe(12);
    expect(finiteUses(3, 4)).toBe(7);
  });
  it('"roll 1d20 after each use and if you roll a 1 then it\'s breaks": only the 1', () => {
    expect(toolBreaks(1)).toBe(true);
    expect(toolBreaks(2)).toBe(false);
    expect(toolBreaks(20)).toBe(false);
    const broken = Array.from({ length: 20 }, (_, i) => i + 1).filter(toolBreaks);
    expect(broken).toEqual([1]);
  });
});

describe("worth in every caliber", () => {
  it('"so a 5-Gl asset is equivalent in worth to a 10 Si asset"', () => {
    const table = worthEquivalents({ dice: 5, caliber: "gold" });
    expect(table.map((e) => [e.caliber, e.dice, e.remainder])).toEqual([
      ["copper", 40, null],
      ["bronze", 20, null],
      ["silver", 10, null],
      ["gold", 5, null],
      ["platinum", 2, { dice: 1, caliber: "gold" }],
    ]);
  });
  it('"1Pt = 2Gl … 16 Cp": the denomination table\'s last row', () => {
    expect(worthEquivalents({ dice: 1, caliber: "platinum" }).map((e) => e.dice)).toEqual([16, 8, 4, 2, 1]);
  });
  it("names itself when the worth is bad", () => {
    expect(() => worthEquivalents({ dice: -1, caliber: "gold" })).toThrow("venus.worthEquivalents: worth.dice");
  });
});
