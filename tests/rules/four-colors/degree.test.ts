import { describe, it, expect } from "vitest";
import {
  degreeOfSuccess,
  judgeWithCircumstance,
  type CircumstanceRolls,
  type Stakes,
} from "../../../src/rules/four-colors";

// The book states principles, not a chart; these tests check the principles
// (ordering and sign), plus the bands the module documents.
const degree = (results: Parameters<typeof judgeWithCircumstance>[0], stakes: Stakes, c?: CircumstanceRolls) =>
  degreeOfSuccess(judgeWithCircumstance(results, c, stakes), stakes);

// known Dominant, passion Major, dynamic Minor, static Weak.
const planets = { known: 1, passion: 4, dynamic: 6, static: 9 };

describe("fourColors.degreeOfSuccess (optional rule, derived)", () => {
  it("the sign follows the outcome; unproductive is 0", () => {
    expect(degree(planets, { favored: ["known"], opposed: [] }).degree).toBeGreaterThan(0);
    expect(degree(planets, { favored: [], opposed: ["known"] }).degree).toBeLessThan(0);
    expect(degree(planets, { favored: ["dynamic"], opposed: [] })).toMatchObject({ degree: 0, label: "unproductive" });
  });

  it("more Favored in Dominant/Major and more Opposed in Weak make a better success", () => {
    const alone = degree(planets, { favored: ["known"], opposed: [] });
    const withWeak = degree(planets, { favored: ["known"], opposed: ["static"] });
    const withAll = degree(planets, { favored: ["known", "passion"], opposed: ["static"] });
    expect(withWeak.score).toBeGreaterThan(alone.score);
    expect(withAll.score).toBeGreaterThan(withWeak.score);
    expect(alone).toMatchObject({ degree: 1, label: "bare-success" });
    expect(withWeak).toMatchObject({ degree: 2, label: "clear-success" });
    expect(withAll).toMatchObject({ degree: 3, label: "overwhelming-success" });
  });

  it("the reverse makes a worse failure", () => {
    expect(degree(planets, { favored: [], opposed: ["known"] })).toMatchObject({ degree: -1, label: "bare-failure" });
    expect(degree(planets, { favored: ["static"], opposed: ["known"] })).toMatchObject({
      degree: -2,
      label: "clear-failure",
    });
    expect(degree(planets, { favored: ["static"], opposed: ["known", "passion"] })).toMatchObject({
      degree: -3,
      label: "disastrous-failure",
    });
  });

  it("Dominant weighs slightly more than Weak, which weighs more than Major", () => {
    const dominant = degree(planets, { favored: ["known"], opposed: [] }).score;
    const weak = degree(planets, { favored: [], opposed: ["static"] }).score;
    const major = degree(planets, { favored: ["passion"], opposed: [] }).score;
    expect(dominant).toBeGreaterThan(weak);
    expect(weak).toBeGreaterThan(major);
    expect(major).toBeGreaterThan(0);
  });

  it("Minor only colours: it never changes the degree", () => {
    const base = degree(planets, { favored: ["known"], opposed: [] });
    expect(degree(planets, { favored: ["known", "dynamic"], opposed: [] })).toEqual(base);
    expect(degree(planets, { favored: ["known"], opposed: ["dynamic"] })).toEqual(base);
  });

  it("stronger Benefit results are better, stronger Hindrance results worse, down to the Weak die", () => {
    const stakes: Stakes = { favored: ["known"], opposed: [] };
    // From stronger than all (1) through every tie and gap to a tie with Weak (9).
    const values = [1, 2, 3, 4, 5, 6, 7, 9];
    const benefit = values.map(
      (v) => degree({ ...planets, known: 2 }, stakes, { benefit: { value: v, major: false } }).score,
    );
    const hindrance = values.map(
      (v) => degree({ ...planets, known: 2 }, stakes, { hindrance: { value: v, major: false } }).score,
    );
    for (let i = 1; i < benefit.length; i++) {
      expect(benefit[i]).toBeLessThanOrEqual(benefit[i - 1] as number);
      expect(hindrance[i]).toBeGreaterThanOrEqual(hindrance[i - 1] as number);
    }
    const none = degree({ ...planets, known: 2 }, stakes).score;
    expect(benefit[0]).toBeGreaterThan(none);
    expect(hindrance[0]).toBeLessThan(none);
  });

  // Degrees section: "If a Circumstance die sits below the Weak position, it has slightly more
  // importance than the Weak die–but is not inverted in meaning (a Benefit die is still helpful,
  // and a Hindrance die is still limiting)." (the rulings follow it where degrees are used)
  it("a die below Weak weighs just above the Weak die (5.5: Weak 5 < it < Dominant 6), not inverted", () => {
    const stakes: Stakes = { favored: ["known"], opposed: [] };
    const none = degree(planets, stakes).score;
    const weak = degree(planets, { favored: ["known"], opposed: ["static"] }).score - none;
    const benefit = degree(planets, stakes, { benefit: { value: 10, major: false } }).score - none;
    const hindrance = degree(planets, stakes, { hindrance: { value: 10, major: true } }).score - none;
    expect(weak).toBe(5);
    expect(benefit).toBe(5.5);
    expect(hindrance).toBe(-5.5);
    expect(benefit).toBeGreaterThan(weak);
    expect(benefit).toBeLessThan(degree(planets, stakes).score); // below Dominant's 6
  });

  it("every opponent's Hindrance die counts (several Hindrance dice)", () => {
    const stakes: Stakes = { favored: ["known"], opposed: [] };
    const none = degree(planets, stakes).score;
    const two = degree(planets, stakes, {
      hindrances: [
        { value: 4, major: false },
        { value: 10, major: false },
      ],
    }).score;
    expect(two).toBe(none - 3 - 5.5);
  });

  it("a ruling die sets the sign even against the Planets", () => {
    const r = degree(planets, { favored: ["known"], opposed: ["static"] }, { hindrance: { value: 0, major: true } });
    expect(r.degree).toBeLessThan(0);
  });
});
