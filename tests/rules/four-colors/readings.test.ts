import { describe, expect, it } from "vitest";
import {
  compareReadings,
  degreeOfSuccess,
  judgeWithCircumstance,
  ownResults,
  type Stakes,
} from "../../../src/rules/four-colors";

/**
 * What a chat card shows beyond the outcome: where the book says a Major die
 * "may" still matter (sgMayRule, never applied), the degree weights of a
 * circumstance die by placement, and how two readings compare.
 */
const none: Stakes = { favored: [], opposed: [] };
// Dominant known 2, Major passion+dynamic 5, Weak lost 9 (the book's internal tie)
const tie = { known: 2, passion: 5, dynamic: 5, lost: 9 };

describe("sgMayRule: a Major die the book says may still matter, when nothing ruled", () => {
  const may = (value: number, major: boolean, stakes: Stakes = none, results: object = tie) =>
    judgeWithCircumstance(results, { benefit: { value, major } }, stakes).benefit?.sgMayRule;

  it("tying the Dominant or Major position, or just before Major, may matter", () => {
    expect(may(2, true)).toBe(true); // ties Dominant
    expect(may(5, true)).toBe(true); // ties Major
    expect(may(3, true)).toBe(true); // between Dominant and Major
    expect(may(3, false)).toBe(false); // a Minor die never rules
  });

  it("between the two dice of a Dominant + Weak Hierarchy may matter", () => {
    const reading = judgeWithCircumstance({ known: 2, lost: 9 }, { hindrance: { value: 5, major: true } }, none);
    expect(reading.hindrance).toMatchObject({ placement: "between-dominant-and-weak", sgMayRule: true });
  });

  it("colouring places (below Major, or tying Minor) matter only when the Planets were unproductive", () => {
    expect(may(7, true)).toBe(true); // between Major and Weak, unproductive
    expect(may(7, true, { favored: ["known"], opposed: [] })).toBe(false); // the Planets decided
    const minor = { known: 1, passion: 2, dynamic: 3, static: 3 }; // dynamic/static Minor at 3
    const tiesMinor = judgeWithCircumstance(minor, { benefit: { value: 3, major: true } }, none).benefit;
    expect(tiesMinor).toMatchObject({ placement: "ties", tiedPosition: "minor", sgMayRule: true });
    expect(
      judgeWithCircumstance(minor, { benefit: { value: 3, major: true } }, { favored: ["known"], opposed: [] }).benefit
        ?.sgMayRule,
    ).toBe(false);
    expect(may(12, true)).toBe(false); // weaker than all: only colours
    expect(may(9, true)).toBe(false); // ties Weak
  });

  it("nothing may matter once a die ruled, and absent dice stay absent", () => {
    const reading = judgeWithCircumstance(
      tie,
      { benefit: { value: 1, major: true }, hindrance: { value: 2, major: true } },
      none,
    );
    expect(reading.decidedBy).toBe("benefit");
    expect(reading.hindrance).toMatchObject({ ruled: false, sgMayRule: false });
    const plain = judgeWithCircumstance(tie, {}, none);
    expect("benefit" in plain).toBe(false);
    expect("hindrance" in plain).toBe(false);
  });
});

describe("degree weights of circumstance dice (docs/games/four-colors-rulings.md)", () => {
  const favoredKnown: Stakes = { favored: ["known"], opposed: [] };
  const score = (results: object, value?: number) =>
    degreeOfSuccess(
      judgeWithCircumstance(results, value === undefined ? {} : { benefit: { value, major: false } }, favoredKnown),
      favoredKnown,
    ).score;

  it("a Benefit die tying Major or just before it weighs 3; between the two dice of Dominant + Weak too", () => {
    expect(score(tie, 5) - score(tie)).toBe(3); // ties Major
    expect(score(tie, 3) - score(tie)).toBe(3); // just before Major
    expect(score({ known: 2, lost: 9 }, 5) - score({ known: 2, lost: 9 })).toBe(3); // between Dominant and Weak
    expect(score(tie, 9) - score(tie)).toBe(0); // ties Weak: colour only
    // below Weak: "slightly more importance than the Weak die–but is not inverted" (Degrees section)
    expect(score(tie, 12) - score(tie)).toBe(5.5);
  });

  it("a score of exactly 8 toward the outcome is a clear result, 7 a bare one", () => {
    // Favored Dominant (6) + a Benefit die tying Major (3) - nothing = 9 → clear; with a Hindrance just before Major: 6 → bare
    const stakes: Stakes = { favored: ["known"], opposed: [] };
    const clear = judgeWithCircumstance(
      { known: 2, passion: 5, lost: 9 },
      { benefit: { value: 5, major: false } },
      stakes,
    );
    expect(degreeOfSuccess(clear, stakes)).toMatchObject({ score: 9, degree: 2 });
    // Favored Dominant (6) + Favored Weak? no: Opposed Weak adds 5 → 11; a Hindrance tying Major takes 3 → 8: clear
    const eight = judgeWithCircumstance(
      { known: 2, passion: 5, lost: 9 },
      { hindrance: { value: 5, major: false } },
      { favored: ["known"], opposed: ["lost"] },
    );
    expect(degreeOfSuccess(eight, { favored: ["known"], opposed: ["lost"] })).toMatchObject({ score: 8, degree: 2 });
    const bare = judgeWithCircumstance(
      { known: 2, passion: 5, lost: 9 },
      {},
      { favored: ["known", "passion"], opposed: ["passion"] },
    );
    expect(degreeOfSuccess(bare, { favored: ["known", "passion"], opposed: ["passion"] }).degree).toBe(1);
  });
});

describe("combined readings", () => {
  it("ownResults keeps only the character's rolled, non-Wed Forces", () => {
    const own = ownResults({ known: 8, passion: 6, lost: null }, { passion: 3, lost: 5 });
    expect(own).toEqual({ passion: 3 });
    expect("known" in own).toBe(false);
  });

  it("compareReadings: outcome first, then degree, then score", () => {
    const stakes: Stakes = { favored: ["known"], opposed: [] };
    const success = judgeWithCircumstance({ known: 1, lost: 9 }, {}, stakes);
    const failure = judgeWithCircumstance({ known: 9, lost: 1 }, {}, { favored: ["known"], opposed: [] });
    const d = (r: typeof success) => degreeOfSuccess(r, stakes);
    expect(compareReadings(success, d(success), failure, d(failure))).toBeGreaterThan(0);
    expect(compareReadings(failure, d(failure), success, d(success))).toBeLessThan(0);
    // same outcome: the degree, then the score decides
    expect(
      compareReadings(success, { degree: 2, score: 9, label: "clear-success" }, success, {
        degree: 1,
        score: 12,
        label: "bare-success",
      }),
    ).toBeGreaterThan(0);
    expect(
      compareReadings(success, { degree: 1, score: 7, label: "bare-success" }, success, {
        degree: 1,
        score: 6,
        label: "bare-success",
      }),
    ).toBe(1);
    expect(compareReadings(success, d(success), success, d(success))).toBe(0);
  });
});
