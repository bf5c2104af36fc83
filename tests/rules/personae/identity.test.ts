import { describe, expect, it } from "vitest";
import { personae } from "../../../src/rules";

const {
  potential,
  potentialThreshold,
  vitality,
  checkPriorities,
  creationLimits,
  creationSummary,
  attributeSum,
  FREE_SKILLS,
} = personae;

const sample = { com: 7, cng: 7, res: 6, pro: 6, kno: 6, sta: 5 };
const priorities = { com: "first", cng: "first", res: "second", pro: "second", kno: "third", sta: "hindrance" };

describe("Potential and the figures it sets", () => {
  it("attributes summing 37 give Potential 3 (the SRD's example), threshold 5", () => {
    expect(attributeSum(sample)).toBe(37);
    expect(potential(sample)).toBe(3);
    expect(potentialThreshold(3)).toBe(5);
  });

  it("a new character on 10 creation points: Potential 1, threshold 3", () => {
    const fresh = { com: 2, cng: 2, res: 2, pro: 2, kno: 1, sta: 1 };
    expect(potential(fresh)).toBe(1);
    expect(potentialThreshold(potential(fresh))).toBe(3);
  });

  it("Potential 2 spans sums 20–29 and never falls below 1", () => {
    expect(potential({ com: 5, cng: 5, res: 4, pro: 3, kno: 2, sta: 1 })).toBe(2);
    expect(potential({ com: 5, cng: 5, res: 5, pro: 5, kno: 5, sta: 4 })).toBe(2);
    expect(potential({ com: 1, cng: 1, res: 1, pro: 1, kno: 1, sta: 0 })).toBe(1);
  });

  it("accepts the attributes by abbreviation or full name, any case", () => {
    expect(potential({ Competence: 7, CNG: 7, resolve: 6, Pro: 6, kno: 6, STA: 5 })).toBe(3);
  });

  it("STA 5 gives vitality 6 (6 hits before shock 1)", () => {
    expect(vitality(5)).toBe(6);
    expect(vitality(5, 2)).toBe(8);
    expect(creationLimits(sample).vitality).toBe(6);
  });

  it("refuses attributes below 0, missing or unknown ones", () => {
    expect(() => potential({ ...sample, com: -1 })).toThrow(
      "personae.potential: attributes.com must be a whole number from 0 to 100 (got -1)",
    );
    const { sta: _sta, ...five } = sample;
    expect(() => potential(five)).toThrow(TypeError);
    expect(() => potential({ ...sample, luck: 3 })).toThrow(RangeError);
    expect(() => potential({ ...sample, com: 2.5 })).toThrow(RangeError);
    expect(() => potential(null as never)).toThrow(TypeError);
    expect(() => potentialThreshold(0)).toThrow(RangeError);
  });
});

describe("priorities", () => {
  it("a character built by the rules has no problem", () => {
    expect(checkPriorities(sample, priorities)).toEqual([]);
  });

  it("an attribute below its minimum (1; the hindrance may be 0)", () => {
    expect(checkPriorities({ com: 3, cng: 3, res: 2, pro: 2, kno: 1, sta: 0 }, priorities)).toEqual([]);
    const problems = checkPriorities({ ...sample, kno: 0 }, priorities);
    expect(problems.map((p) => [p.code, p.path])).toContainEqual(["attribute-below-minimum", "attributes.kno"]);
  });

  it("priorities out of order: a second-priority attribute above a first-priority one", () => {
    const problems = checkPriorities({ ...sample, res: 8 }, priorities);
    expect(problems.map((p) => p.code)).toContain("priority-order");
    expect(problems.find((p) => p.code === "priority-order")?.message).toBe("com (first) is below res (second)");
  });

  it("the wrong number of attributes in a priority", () => {
    const problems = checkPriorities(sample, { ...priorities, sta: "third" });
    expect(problems.filter((p) => p.code === "priority-count").map((p) => p.params.priority)).toEqual([
      "third",
      "hindrance",
    ]);
  });

  it("a priority may exceed the next one's least attribute by at most the Potential", () => {
    // Potential 3: first 9 against second 5 is a gap of 4.
    const gap = { com: 9, cng: 7, res: 5, pro: 6, kno: 5, sta: 5 };
    expect(potential(gap)).toBe(3);
    expect(checkPriorities(gap, priorities).map((p) => [p.code, p.path])).toEqual([["priority-gap", "attributes.com"]]);
  });

  it("a sum below 10 is a problem", () => {
    const low = { com: 2, cng: 2, res: 1, pro: 1, kno: 1, sta: 0 };
    expect(checkPriorities(low, priorities).map((p) => p.code)).toEqual(["sum-below-ten"]);
  });

  it("refuses unknown priorities", () => {
    expect(() => checkPriorities(sample, { ...priorities, com: "top" })).toThrow(RangeError);
  });
});

describe("creation limits", () => {
  const attrs = { com: 2, cng: 2, res: 2, pro: 2, kno: 1, sta: 1 };
  const free = FREE_SKILLS.map(() => ({ rating: 2, free: true }));

  it("the free skills: two for each attribute, Counter/Steel/Defend among them", () => {
    expect(FREE_SKILLS).toHaveLength(12);
    for (const id of personae.ATTRIBUTES) expect(FREE_SKILLS.filter((s) => s.attribute === id)).toHaveLength(2);
    expect(FREE_SKILLS.map((s) => s.name)).toEqual(expect.arrayContaining(["Counter", "Steel", "Defend"]));
  });

  it("COM skills, PRO × 3 prowess dice, CNG enhancements, RES preternae, KNO spheres", () => {
    expect(creationLimits(attrs)).toEqual({
      skills: 2,
      prowessPool: 6,
      enhancements: 2,
      preternae: 2,
      spheres: 1,
      vitality: 2,
    });
  });

  it("a character within its limits: no warnings, unassigned prowess noted", () => {
    const summary = creationSummary({
      attributes: attrs,
      creationPoints: 10,
      skills: [...free, { rating: 3, free: false }, { rating: 3, free: true }],
      enhancements: [{ background: true, superior: false, exceptional: false, conditions: 0, upgrades: 0 }],
      preternae: [{ upgrades: 0 }],
      spheres: [{ native: true }, { native: false }],
    });
    expect(summary.problems).toEqual([]);
    expect(summary.used).toEqual({ points: 10, skills: 1, prowess: 2, enhancements: 0, preternae: 1, spheres: 1 });
    expect(summary.unassignedProwess).toBe(4);
  });

  it("warns for every trait over its maximum and a rating above the threshold", () => {
    const summary = creationSummary({
      attributes: attrs,
      creationPoints: 9,
      skills: [
        { rating: 4, free: false },
        { rating: 2, free: false },
        { rating: 3, free: false },
        { rating: 4, free: false },
      ],
      enhancements: [{ background: false, superior: true, exceptional: true, conditions: 0, upgrades: 0 }],
      preternae: [{ upgrades: 1 }, { upgrades: 0 }],
      spheres: [{ native: false }, { native: false }],
    });
    expect(summary.problems.map((p) => p.code)).toEqual([
      "creation-points-exceeded",
      "too-many-skills",
      "too-many-enhancements",
      "too-many-preternae",
      "too-many-spheres",
      "skill-above-threshold",
      "skill-above-threshold",
    ]);
  });

  it("Resolve points no preternae use may pay for enhancements", () => {
    const summary = creationSummary({
      attributes: attrs,
      creationPoints: 10,
      skills: [],
      enhancements: [{ background: false, superior: true, exceptional: true, conditions: 0, upgrades: 0 }],
      preternae: [],
      spheres: [],
    });
    expect(summary.problems).toEqual([]);
  });
});
