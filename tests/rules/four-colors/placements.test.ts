/**
 * Where a circumstance die falls and what it decides, combined rolls' better
 * reading, and the checks on what the rules are given — each against the
 * book (Rolling the Planets; Benefits and Hindrances; Combined rolls) and the
 * rulings digest's Decisions.
 */
import { describe, expect, it } from "vitest";
import {
  combinedReading,
  compareReadings,
  degreeOfSuccess,
  hierarchyTiers,
  isForce,
  judgeWithCircumstance,
  placeCircumstance,
  rulingDie,
  validateCircumstance,
  validatePlanets,
  validateStakes,
  wedForces,
  type Planets,
} from "../../../src/rules/four-colors";

// The seed's arm-wrestlers.
const CARDINAL: Planets = { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 };
const RENAISSANCE: Planets = { known: 4, passion: 8, dynamic: 4, static: null, lost: 10 };

// Known 2 Dominant, Dynamic 5 Major, Static 7 Minor, Lost 11 Weak.
const TIERS = hierarchyTiers({ known: 2, dynamic: 5, static: 7, lost: 11 });

describe("where a circumstance die falls in the Hierarchy", () => {
  it("lower than every Planet die, higher than every one, or tying a Force and its position", () => {
    expect(placeCircumstance(TIERS, 1)).toEqual({ placement: "stronger-than-all", ties: [], tiedPosition: null });
    expect(placeCircumstance(TIERS, 12)).toEqual({ placement: "weaker-than-all", ties: [], tiedPosition: null });
    expect(placeCircumstance(TIERS, 2)).toEqual({ placement: "ties", ties: ["known"], tiedPosition: "dominant" });
    expect(placeCircumstance(TIERS, 5)).toEqual({ placement: "ties", ties: ["dynamic"], tiedPosition: "major" });
    expect(placeCircumstance(TIERS, 11)).toEqual({ placement: "ties", ties: ["lost"], tiedPosition: "weak" });
  });

  it("between the Dominant and the Major die, or below the Major step (between Major, Minor and Weak)", () => {
    expect(placeCircumstance(TIERS, 3).placement).toBe("between-dominant-and-major");
    expect(placeCircumstance(TIERS, 6).placement).toBe("between-major-and-weak");
    expect(placeCircumstance(TIERS, 9).placement).toBe("between-major-and-weak");
  });

  it("with only two dice, the step after the Dominant die is the Weak one", () => {
    const two = hierarchyTiers({ known: 2, lost: 8 });
    expect(placeCircumstance(two, 4).placement).toBe("between-dominant-and-weak");
  });
});

describe("which circumstance die rules (the book, and the Decision for two Major dice)", () => {
  const below = (value: number, major = true) => ({ value, major, below: true });

  it("a Major die lower than every Planet die rules: a Benefit alone, a Hindrance alone", () => {
    expect(rulingDie(below(2), undefined)).toBe("benefit");
    expect(rulingDie(undefined, below(2))).toBe("hindrance");
    expect(rulingDie(undefined, undefined)).toBeNull();
  });

  it("a Minor die, or one not lower than every Planet die, rules nothing", () => {
    expect(rulingDie(below(2, false), undefined)).toBeNull();
    expect(rulingDie(undefined, { value: 2, major: true, below: false })).toBeNull();
  });

  it("both Major and below: the lower rules; a tie rules nothing", () => {
    expect(rulingDie(below(3), below(2))).toBe("hindrance");
    expect(rulingDie(below(1), below(2))).toBe("benefit");
    expect(rulingDie(below(2), below(2))).toBeNull();
  });

  it("a bad die is refused naming which one", () => {
    expect(() => rulingDie(undefined, { value: "x", major: true, below: true } as never)).toThrow(
      "fourColors.rulingDie: hindrance.value",
    );
  });
});

describe("a Major die the book leaves to the SG (`sgMayRule`)", () => {
  const stakes = { favored: ["dynamic" as const], opposed: [] };
  const results = { known: 2, dynamic: 5, static: 7, lost: 11 };

  it("tying the Dominant or the Major die: the SG may let it count", () => {
    const tieMajor = judgeWithCircumstance(results, { benefit: { value: 5, major: true } }, stakes);
    expect(tieMajor.benefit).toMatchObject({ placement: "ties", tiedPosition: "major", sgMayRule: true });
    const tieDominant = judgeWithCircumstance(results, { hindrance: { value: 2, major: true } }, stakes);
    expect(tieDominant.hindrance).toMatchObject({ tiedPosition: "dominant", sgMayRule: true });
  });

  it("tying the Minor or the Weak die while the Planets decided: it only colours, nothing for the SG", () => {
    // Dynamic (Favored) is Major: the Planets decide a success.
    const tieMinor = judgeWithCircumstance(results, { benefit: { value: 7, major: true } }, stakes);
    expect(tieMinor.planets.outcome).toBe("success");
    expect(tieMinor.benefit).toMatchObject({ tiedPosition: "minor", sgMayRule: false });
    const tieWeak = judgeWithCircumstance(results, { benefit: { value: 11, major: true } }, stakes);
    expect(tieWeak.benefit).toMatchObject({ tiedPosition: "weak", sgMayRule: false });
  });

  it("higher than every Planet die: never, even when the Planets are unproductive", () => {
    const neutral = judgeWithCircumstance(
      results,
      { hindrance: { value: 12, major: true } },
      {
        favored: ["passion"],
        opposed: [],
      },
    );
    expect(neutral.planets.outcome).toBe("unproductive");
    expect(neutral.hindrance).toMatchObject({ placement: "weaker-than-all", sgMayRule: false });
    // Below the Major step while unproductive: the SG may let it count.
    const between = judgeWithCircumstance(
      results,
      { hindrance: { value: 6, major: true } },
      {
        favored: ["passion"],
        opposed: [],
      },
    );
    expect(between.hindrance).toMatchObject({ placement: "between-major-and-weak", sgMayRule: true });
  });
});

describe("combined rolls: the better reading only when working together", () => {
  const results = { known: 1, passion: 3, dynamic: 3, static: 4, lost: 5 };
  const stakes = { favored: ["dynamic" as const], opposed: ["lost" as const] };

  it("against each other each keeps their own reading: no better one is chosen", () => {
    const opposed = combinedReading(CARDINAL, RENAISSANCE, results, "opposed", { stakes });
    expect(opposed.a.judged).not.toBeNull();
    expect(opposed.better).toBeNull();
  });

  it("together, with no stakes given, nothing is judged and nothing compared", () => {
    expect(combinedReading(CARDINAL, RENAISSANCE, results, "together").better).toBeNull();
  });

  it("together, the more advantageous reading is used (equal readings: equally good)", () => {
    const together = combinedReading(CARDINAL, RENAISSANCE, results, "together", { stakes });
    const { a, b } = together;
    if (!a.judged || !a.degree || !b.judged || !b.degree) throw new Error("not judged");
    const c = compareReadings(a.judged, a.degree, b.judged, b.degree);
    expect(together.better).toBe(c > 0 ? "a" : c < 0 ? "b" : "equal");
  });

  it("bad arguments are refused naming the argument", () => {
    expect(() => combinedReading({ known: 0 } as never, RENAISSANCE, results, "opposed")).toThrow(
      "fourColors.combinedReading: a.known",
    );
    expect(() =>
      combinedReading(CARDINAL, RENAISSANCE, results, "opposed", {
        stakes,
        circumstance: { benefit: { value: "x", major: true } } as never,
      }),
    ).toThrow("fourColors.combinedReading: options.circumstance.benefit.value");
    const reading = combinedReading(CARDINAL, RENAISSANCE, results, "together", { stakes }).a;
    if (!reading.judged || !reading.degree) throw new Error("not judged");
    expect(() =>
      compareReadings(reading.judged as never, reading.degree as never, {} as never, reading.degree as never),
    ).toThrow("fourColors.compareReadings: y.positions");
  });
});

describe("an opponent's Hindrance die weighs on the degree of success", () => {
  it("the same roll reads no better with an opponent's Minor die below it", () => {
    const stakes = { favored: ["dynamic" as const], opposed: [] };
    const results = { known: 6, dynamic: 3, lost: 9 };
    const alone = degreeOfSuccess(judgeWithCircumstance(results, undefined, stakes), stakes);
    const opposed = degreeOfSuccess(
      judgeWithCircumstance(results, { hindrances: [{ value: 1, major: false }] }, stakes),
      stakes,
    );
    expect(opposed.score).toBeLessThan(alone.score);
  });
});

describe("Forces and Wed Planets", () => {
  it("only the five Forces are Forces", () => {
    expect(isForce("known")).toBe(true);
    expect(isForce("mars")).toBe(false);
    expect(isForce(3)).toBe(false);
  });

  it("the Wed Forces of The Cardinal and Renaissance Man", () => {
    expect(wedForces(CARDINAL)).toEqual(["passion"]);
    expect(wedForces(RENAISSANCE)).toEqual(["static"]);
  });
});

describe("what the sheet and the dialog are told is wrong", () => {
  it("a Planet die outside the allowed sizes is an error naming the Planet", () => {
    expect(validatePlanets({ known: 7, passion: null, dynamic: 6 })).toEqual([
      expect.objectContaining({ code: "planet-die-size", severity: "error", subject: "known" }),
    ]);
  });

  it("fewer than two diced Planets is a warning (one die always reads Major); two is fine", () => {
    expect(validatePlanets({ known: 8, passion: null })).toEqual([
      expect.objectContaining({ code: "few-diced-planets", severity: "warning" }),
    ]);
    expect(validatePlanets({ known: 8, passion: 6, dynamic: null })).toEqual([]);
  });

  it("a Force unknown to the stakes is an error; a bad list is refused naming it", () => {
    expect(validateStakes({ favored: ["mars" as never], opposed: [] })).toContainEqual(
      expect.objectContaining({ code: "unknown-force", severity: "error", subject: "mars" }),
    );
    expect(() => validateStakes({ favored: "known" as never, opposed: [] })).toThrow(
      "fourColors.validateStakes: stakes.favored",
    );
  });

  it("a circumstance die has a whole number of faces, at least 2: d2 is accepted, d1 and d2.5 are not", () => {
    expect(validateCircumstance({ benefit: { faces: 2, major: false } })).toEqual([
      expect.objectContaining({ code: "circumstance-unusual-size", severity: "warning" }),
    ]);
    expect(validateCircumstance({ benefit: { faces: 1, major: false } })).toEqual([
      expect.objectContaining({ code: "circumstance-faces", severity: "error", subject: "benefit" }),
    ]);
    expect(validateCircumstance({ hindrance: { faces: 2.5, major: true } })).toEqual([
      expect.objectContaining({ code: "circumstance-faces", severity: "error", subject: "hindrance" }),
    ]);
    expect(validateCircumstance({})).toEqual([]);
  });
});
