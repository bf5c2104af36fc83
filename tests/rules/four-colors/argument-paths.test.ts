/**
 * Every rules function refuses bad arguments naming the exact argument path
 * (docs/api.md, "Argument checks and caps"): `<namespace>.<function>: <path>
 * must be … (got …)`, so a macro author sees which die or Force is wrong.
 */
import { describe, expect, it } from "vitest";
import {
  compareReadings,
  degreeOfSuccess,
  hierarchyOdds,
  hierarchyTiers,
  judgeWithCircumstance,
  placeCircumstance,
  rulingDie,
} from "../../../src/rules/four-colors";

const stakes = { favored: ["known" as const], opposed: [] };
const results = { known: 2, dynamic: 5, lost: 11 };

describe("before the roll: dice and circumstance dice", () => {
  it("a key that is not a Force, and a Force with an empty list of dice", () => {
    expect(() => hierarchyOdds({ bogus: 4 } as never, stakes)).toThrow(
      "fourColors.hierarchyOdds: dice.bogus must be absent: the keys are Forces (known, passion, dynamic, static, lost)",
    );
    expect(() => hierarchyOdds({ known: [] } as never, stakes)).toThrow(
      "fourColors.hierarchyOdds: dice.known must be a die's faces or a non-empty list of them",
    );
  });

  it("a circumstance die that is not a die, and an opponent's die with no faces", () => {
    expect(() => hierarchyOdds({ known: 6 }, stakes, { benefit: 3 } as never)).toThrow(
      "fourColors.hierarchyOdds: circumstance.benefit must be",
    );
    expect(() => hierarchyOdds({ known: 6 }, stakes, { hindrance: { faces: 0, major: true } })).toThrow(
      "fourColors.hierarchyOdds: circumstance.hindrance.faces must be",
    );
    expect(() => hierarchyOdds({ known: 6 }, stakes, { hindrances: [{ faces: 0, major: true }] })).toThrow(
      "fourColors.hierarchyOdds: circumstance.hindrances[0].faces",
    );
  });
});

describe("after the roll: rolled circumstance dice and readings", () => {
  it("a rolled Benefit die and an opponent's rolled die with no value", () => {
    expect(() => judgeWithCircumstance(results, { benefit: { value: "x", major: true } } as never, stakes)).toThrow(
      "fourColors.judgeWithCircumstance: circumstance.benefit.value",
    );
    expect(() =>
      judgeWithCircumstance(results, { hindrances: [{ value: "x", major: true }] } as never, stakes),
    ).toThrow("fourColors.judgeWithCircumstance: circumstance.hindrances[0].value");
  });

  it("a degree outside -3..+3 in either of two compared readings", () => {
    const reading = judgeWithCircumstance(results, undefined, stakes);
    const degree = degreeOfSuccess(reading, stakes);
    expect(() => compareReadings(reading, { ...degree, degree: 4 }, reading, degree)).toThrow(
      "fourColors.compareReadings: dx.degree must be",
    );
    expect(() => compareReadings(reading, degree, reading, { ...degree, degree: -4 })).toThrow(
      "fourColors.compareReadings: dy.degree must be",
    );
  });

  it("a reading whose dice were placed nowhere the book knows", () => {
    const reading = judgeWithCircumstance(results, { benefit: { value: 5, major: true } }, stakes);
    expect(() =>
      degreeOfSuccess({ ...reading, benefit: { ...reading.benefit, tiedPosition: "bogus" } } as never, stakes),
    ).toThrow("reading.benefit.tiedPosition");
    expect(() => degreeOfSuccess({ ...reading, benefit: 3 } as never, stakes)).toThrow("reading.benefit must be");
    expect(() =>
      degreeOfSuccess({ ...reading, hindrance: { placement: "bogus", tiedPosition: null } } as never, stakes),
    ).toThrow("reading.hindrance.placement");
    expect(() =>
      degreeOfSuccess({ ...reading, hindrances: [{ placement: "bogus", tiedPosition: null }] } as never, stakes),
    ).toThrow("reading.hindrances[0].placement");
  });

  it("Hierarchy tiers with a Force that is not one, and a ruling die whose Major is not a yes or no", () => {
    const tiers = hierarchyTiers(results);
    expect(() => placeCircumstance([{ ...tiers[0], forces: ["mars"] }] as never, 1)).toThrow(
      "fourColors.placeCircumstance: tiers[0].forces[0]",
    );
    expect(() => rulingDie({ value: 1, major: "yes", below: true } as never, undefined)).toThrow(
      "fourColors.rulingDie: benefit.major",
    );
  });
});
