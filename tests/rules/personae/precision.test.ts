// Exact results, problems and error messages of the Personae rules: every
// field a macro may read is pinned down (the mutation run holds the rules to
// these), beside the SRD's examples in the other files.
import { describe, expect, it } from "vitest";
import { personae } from "../../../src/rules";

const P = { com: "first", cng: "first", res: "second", pro: "second", kno: "third", sta: "hindrance" };
const major = (changes: Partial<personae.Harm> = {}): personae.Harm => ({
  toughness: "major",
  vitality: 3,
  hits: 0,
  shock: 0,
  stabilised: false,
  inoperative: false,
  negated: false,
  ...changes,
});

describe("problems, in full", () => {
  it("checkPriorities: every problem's code, message, path and params", () => {
    expect(
      personae.checkPriorities({ com: 0, cng: 2, res: 2, pro: 2, kno: 1, sta: 1 }, { ...P, sta: "third" }),
    ).toEqual([
      {
        code: "priority-count",
        message: "third priority holds 2 attributes; it must hold 1",
        path: "priorities",
        params: { priority: "third", count: 2, expected: 1 },
      },
      {
        code: "priority-count",
        message: "hindrance priority holds 0 attributes; it must hold 1",
        path: "priorities",
        params: { priority: "hindrance", count: 0, expected: 1 },
      },
      {
        code: "attribute-below-minimum",
        message: "com is 0; a first-priority attribute is at least 1",
        path: "attributes.com",
        params: { attribute: "com", min: 1 },
      },
      {
        code: "sum-below-ten",
        message: "the attributes sum to 8; a character's sum is at least 10",
        path: "attributes",
        params: { sum: 8 },
      },
      {
        code: "priority-order",
        message: "com (first) is below res (second)",
        path: "attributes.com",
        params: { attribute: "com", other: "res" },
      },
      {
        code: "priority-order",
        message: "com (first) is below pro (second)",
        path: "attributes.com",
        params: { attribute: "com", other: "pro" },
      },
      {
        code: "priority-order",
        message: "com (first) is below kno (third)",
        path: "attributes.com",
        params: { attribute: "com", other: "kno" },
      },
      {
        code: "priority-order",
        message: "com (first) is below sta (third)",
        path: "attributes.com",
        params: { attribute: "com", other: "sta" },
      },
    ]);
  });

  it("checkPriorities: the gap and the sum, exactly at their limits", () => {
    const gap = personae.checkPriorities({ com: 4, cng: 3, res: 2, pro: 2, kno: 1, sta: 0 }, P);
    expect(gap).toEqual([
      {
        code: "priority-gap",
        message: "com exceeds the next priority's least attribute (2) by more than the Potential 1",
        path: "attributes.com",
        params: { attribute: "com", least: 2, potential: 1 },
      },
    ]);
    expect(personae.checkPriorities({ com: 3, cng: 3, res: 2, pro: 2, kno: 1, sta: 0 }, P)).toEqual([]);
    expect(personae.checkPriorities({ com: 2, cng: 2, res: 2, pro: 2, kno: 1, sta: 1 }, P)).toEqual([]);
    expect(personae.checkPriorities({ com: 2, cng: 2, res: 2, pro: 1, kno: 1, sta: 1 }, P)).toEqual([
      {
        code: "sum-below-ten",
        message: "the attributes sum to 9; a character's sum is at least 10",
        path: "attributes",
        params: { sum: 9 },
      },
    ]);
  });

  it("checkPriorities skips a priority with no attributes when measuring gaps", () => {
    const noThird = { com: "first", cng: "first", res: "second", pro: "second", kno: "second", sta: "hindrance" };
    expect(
      personae.checkPriorities({ com: 2, cng: 2, res: 2, pro: 2, kno: 2, sta: 0 }, noThird).map((p) => p.code),
    ).toEqual(["priority-count", "priority-count"]);
  });

  it("creationSummary: every warning in full, and what is counted", () => {
    const s = personae.creationSummary({
      attributes: { com: 1, cng: 1, res: 1, pro: 1, kno: 1, sta: 0 },
      creationPoints: 4,
      skills: [
        { rating: 0, free: false },
        { rating: 3, free: true },
        { rating: 5, free: false },
        { rating: 2, free: false },
      ],
      enhancements: [
        { background: true, superior: false, exceptional: false, conditions: 0, upgrades: 0 },
        { background: false, superior: true, exceptional: false, conditions: 0, upgrades: 0 },
      ],
      preternae: [{ upgrades: 1 }],
      spheres: [{ native: false }, { native: false }],
    });
    expect(s.used).toEqual({ points: 5, skills: 2, prowess: 4, enhancements: 2, preternae: 2, spheres: 2 });
    expect(s.unassignedProwess).toBe(0);
    expect(s.problems).toEqual([
      {
        code: "creation-points-exceeded",
        message: "5 creation points spent on attributes; at creation the most is 4",
        path: "attributes",
        params: { used: 5, max: 4 },
      },
      {
        code: "too-many-skills",
        message: "2 skills unlocked beyond the free ones; at creation the most is 1",
        path: "skills",
        params: { used: 2, max: 1 },
      },
      {
        code: "prowess-pool-exceeded",
        message: "4 prowess dice assigned; at creation the most is 3",
        path: "skills",
        params: { used: 4, max: 3 },
      },
      {
        code: "too-many-enhancements",
        message: "2 enhancement points; at creation the most is 1",
        path: "enhancements",
        params: { used: 2, max: 1 },
      },
      {
        code: "too-many-preternae",
        message: "2 preternae points; at creation the most is 1",
        path: "preternae",
        params: { used: 2, max: 1 },
      },
      {
        code: "too-many-spheres",
        message: "2 spheres beyond the native language; at creation the most is 1",
        path: "spheres",
        params: { used: 2, max: 1 },
      },
      {
        code: "skill-above-threshold",
        message: "a skill rated 5 is above the potential threshold 3",
        path: "skills[2].rating",
        params: { rating: 5, max: 3 },
      },
    ]);
  });

  it("creationSummary: the Background enhancement is free only when one is taken", () => {
    const base = {
      attributes: { com: 2, cng: 2, res: 2, pro: 2, kno: 1, sta: 1 },
      creationPoints: 10,
      skills: [],
      preternae: [],
      spheres: [],
    };
    const e = { superior: false, exceptional: false, conditions: 0, upgrades: 0 };
    expect(
      personae.creationSummary({
        ...base,
        enhancements: [
          { ...e, background: false },
          { ...e, background: false },
        ],
      }).used.enhancements,
    ).toBe(2);
    expect(
      personae.creationSummary({
        ...base,
        enhancements: [
          { ...e, background: true },
          { ...e, background: false },
        ],
      }).used.enhancements,
    ).toBe(1);
  });
});

describe("results, in full", () => {
  it("sustainHits", () => {
    expect(personae.sustainHits(major(), 2)).toEqual({
      harm: major({ hits: 2 }),
      shockRaised: false,
      negatedNow: false,
    });
    expect(personae.sustainHits(major(), 3)).toEqual({
      harm: major({ hits: 3, shock: 1 }),
      shockRaised: true,
      negatedNow: false,
    });
    expect(personae.sustainHits(major({ hits: 3, shock: 2 }), 1)).toEqual({
      harm: major({ hits: 4, shock: 3, inoperative: true }),
      shockRaised: true,
      negatedNow: false,
    });
    expect(personae.sustainHits(major({ hits: 3, shock: 1, stabilised: true }), 1)).toEqual({
      harm: major({ hits: 4, shock: 2 }),
      shockRaised: true,
      negatedNow: false,
    });
    expect(personae.sustainHits(major({ hits: 5, shock: 4, inoperative: true, stabilised: true }), 2)).toEqual({
      harm: major({ hits: 7, shock: 4, inoperative: true, stabilised: false }),
      shockRaised: false,
      negatedNow: false,
    });
    const medium = major({ toughness: "medium", shock: 2, hits: 4, inoperative: true });
    expect(personae.sustainHits(medium, 1)).toEqual({
      harm: { ...medium, hits: 5, negated: true },
      shockRaised: false,
      negatedNow: true,
    });
    expect(personae.sustainHits(major({ toughness: "medium", shock: 1, hits: 3 }), 1)).toEqual({
      harm: major({ toughness: "medium", shock: 2, hits: 4, inoperative: true }),
      shockRaised: true,
      negatedNow: false,
    });
    const minor = major({ toughness: "minor", vitality: 2 });
    expect(personae.sustainHits(minor, 1)).toEqual({
      harm: { ...minor, hits: 1 },
      shockRaised: false,
      negatedNow: false,
    });
    expect(personae.sustainHits(minor, 2)).toEqual({
      harm: { ...minor, hits: 2, inoperative: true, negated: true },
      shockRaised: false,
      negatedNow: true,
    });
  });

  it("stabilise, endEncounter, endScene, recover", () => {
    expect(personae.stabilise(major({ shock: 4, inoperative: true }))).toEqual(
      major({ shock: 4, inoperative: true, stabilised: true }),
    );
    const negated = major({ shock: 4, negated: true, inoperative: true });
    expect(personae.endEncounter(negated)).toEqual({ harm: negated, negatedNow: false, recoveryOffered: false });
    expect(personae.endEncounter(major({ shock: 4, stabilised: true }))).toEqual({
      harm: major({ shock: 4, stabilised: true }),
      negatedNow: false,
      recoveryOffered: false,
    });
    expect(personae.endEncounter(major({ shock: 4 }))).toEqual({
      harm: major({ shock: 4, inoperative: true, negated: true }),
      negatedNow: true,
      recoveryOffered: false,
    });
    expect(personae.endEncounter(major({ hits: 2 }))).toEqual({
      harm: major(),
      negatedNow: false,
      recoveryOffered: false,
    });
    expect(personae.endEncounter(major({ hits: 4, shock: 2 }))).toEqual({
      harm: major({ hits: 4, shock: 2 }),
      negatedNow: false,
      recoveryOffered: false,
    });
    expect(personae.endScene(major({ hits: 2 }))).toEqual(major());
    expect(personae.endScene(major({ hits: 2, shock: 1 }))).toEqual(major({ hits: 2, shock: 1 }));
    expect(personae.endScene(major({ hits: 2, negated: true }))).toEqual(major({ hits: 2, negated: true }));
    expect(personae.recover(major({ hits: 5, shock: 1, stabilised: true }))).toEqual(major({ hits: 3, shock: 0 }));
    expect(personae.recover(major({ hits: 5, shock: 3, stabilised: true }))).toEqual(major({ hits: 4, shock: 2 }));
    expect(personae.recover(major({ hits: 0, shock: 2 }))).toEqual(major({ hits: 0, shock: 1 }));
    expect(personae.recover(major({ hits: 5, shock: 4, inoperative: true, stabilised: true }))).toEqual(
      major({ hits: 5, shock: 4, stabilised: true }),
    );
  });

  it("canRecover and recoverySides at the edges", () => {
    expect(personae.canRecover(major({ shock: 1, negated: true }), { inEncounter: false, triedThisScene: false })).toBe(
      false,
    );
    expect(personae.canRecover(major({ shock: 2 }), { inEncounter: true, triedThisScene: false })).toBe(false);
    expect(personae.canRecover(major({ shock: 1 }), { inEncounter: false, triedThisScene: false })).toBe(true);
    expect(personae.recoverySides(major({ hits: 2000, shock: 0 }), 4)).toEqual({
      identity: { dice: 1, add: 4 },
      chorus: { dice: 1, add: 1000 },
    });
  });

  it("hasCritical, followUp, challengeEach, sortDice", () => {
    expect(personae.hasCritical({ dice: [10, 3], add: 0 })).toBe(false);
    expect(personae.hasCritical({ dice: [10, 10], add: 0 })).toBe(true);
    expect(personae.followUp({ dice: [9, 5, 5], add: 0 }, { dice: [9, 5, 5], add: 0 }, 1)).toEqual({
      winner: "reactor",
      decidedAt: null,
    });
    expect(personae.followUp({ dice: [9, 5, 5], add: 0 }, { dice: [9, 5, 5], add: 0 }, 1, { tiesTo: "actor" })).toEqual(
      { winner: "actor", decidedAt: null },
    );
    expect(personae.followUp({ dice: [1, 9, 4], add: 0 }, { dice: [2, 9, 3], add: 0 }, 2)).toEqual({
      winner: "reactor",
      decidedAt: 2,
    });
    expect(personae.challengeEach({ dice: [5], add: 0 }, [{ dice: [5], add: 0 }], { tiesTo: "actor" })).toEqual([
      { winner: "actor", decidedAt: null },
    ]);
    expect(personae.sortDice([3, 10, 1, 7])).toEqual([10, 7, 3, 1]);
    expect(personae.challenge({ dice: [6], add: 1 }, { dice: [7], add: 0 })).toEqual({
      winner: "reactor",
      decidedAt: null,
    });
    expect(personae.challenge({ dice: [6, 2], add: 1 }, { dice: [7, 1], add: 0 })).toEqual({
      winner: "actor",
      decidedAt: 1,
    });
    expect(personae.challenge({ dice: [6, 1], add: 1 }, { dice: [7, 3], add: 0 })).toEqual({
      winner: "reactor",
      decidedAt: 1,
    });
  });

  it("edges the other tests leave open", () => {
    expect(personae.followUp({ dice: [9, 8], add: 0 }, { dice: [2, 9, 3], add: 0 }, 1)).toEqual({
      winner: "actor",
      decidedAt: 1,
    });
    expect(personae.challenge({ dice: [4], add: 0 }, { dice: [4], add: 0 }, {})).toEqual({
      winner: "reactor",
      decidedAt: null,
    });
    const hundred = Array.from({ length: 100 }, () => ({ dice: [1], add: 0 }));
    expect(personae.challengeEach({ dice: [2], add: 0 }, hundred)).toHaveLength(100);
    expect(() => personae.challengeEach({ dice: [2], add: 0 }, [...hundred, { dice: [1], add: 0 }])).toThrow(
      "personae.challengeEach: reactors must be a list of 1 to 100 sides (got a list of 101)",
    );
    expect(() => personae.challengeEach(null as never, hundred)).toThrow(
      "personae.challengeEach: actor must be an object (got null)",
    );
    expect(() =>
      personae.followUp({ dice: [5, 4], add: 0 }, { dice: [5, 4], add: 0 }, 1, { tiesTo: 1 } as never),
    ).toThrow("personae.followUp: options.tiesTo must be one of actor, reactor (got 1)");
    expect(personae.freshHarm(150, "medium")).toEqual({
      toughness: "medium",
      vitality: 150,
      hits: 0,
      shock: 0,
      stabilised: false,
      inoperative: false,
      negated: false,
    });
    expect(personae.hitsRemaining(major({ vitality: 200, hits: 1 }))).toBe(199);
    expect(() => personae.spendCriticals(-1, 1)).toThrow(
      "personae.spendCriticals: banked must be a whole number from 0 to 10000 (got -1)",
    );
    expect(() => personae.spendCriticals(10_001, 1)).toThrow(RangeError);
  });

  it("odds at the edges of the additions", () => {
    expect(personae.challengeOdds(1, 0, 1, 9)).toBe(0);
    expect(personae.challengeOdds(1, 0, 1, 9, { tiesTo: "actor" })).toBeCloseTo(0.01, 12);
    expect(personae.challengeOdds(1, 9, 1, 0)).toBeCloseTo(0.99, 12);
    expect(personae.challengeOdds(1, 10, 1, 0)).toBe(1);
    expect(personae.challengeOdds(1, 0, 1, 10, { tiesTo: "actor" })).toBe(0);
    expect(personae.challengeOdds(2, 0, 1, 0)).toBeCloseTo(0.715, 12);
    expect(personae.challengeOdds(1, 0, 2, 0)).toBeCloseTo(0.285, 12);
  });

  it("bankCriticals keeps an over-full bank as it is; recordChallenge counts", () => {
    expect(personae.bankCriticals(5, 2, 3)).toEqual({ banked: 5, lost: 2 });
    expect(personae.bankCriticals(0, 0, 3)).toEqual({ banked: 0, lost: 0 });
    expect(personae.recordChallenge({ successes: 1, failures: 0 }, false, 5)).toEqual({
      tally: { successes: 1, failures: 1 },
      earned: 0,
    });
    expect(personae.recordChallenge({ successes: 1, failures: 0 }, true, 5)).toEqual({
      tally: { successes: 2, failures: 0 },
      earned: 0,
    });
    expect(personae.recordChallenge({ successes: 0, failures: 0 }, true, 1)).toEqual({
      tally: { successes: 0, failures: 0 },
      earned: 1,
    });
  });

  it("raiseProblems: an attribute at 100 cannot rise; problems already there are not the raise's", () => {
    expect(personae.raiseProblems({ com: 100, cng: 100, res: 100, pro: 100, kno: 100, sta: 100 }, P, "com")).toEqual([
      "attribute-at-maximum",
    ]);
    // KNO (third) already above RES (second) and COM/CNG already too far ahead: raising PRO adds nothing new.
    expect(personae.raiseProblems({ com: 4, cng: 4, res: 2, pro: 2, kno: 3, sta: 2 }, P, "pro")).toEqual([]);
  });

  it("attributeId, attributeMinimum, vitality, potentialThreshold", () => {
    expect(personae.attributeId("  Knowledge ")).toBe("kno");
    expect(personae.attributeId("PRO")).toBe("pro");
    expect(personae.attributeId("luck")).toBeNull();
    expect(personae.attributeMinimum("hindrance")).toBe(0);
    expect(personae.attributeMinimum("third")).toBe(1);
    expect(personae.vitality(0)).toBe(1);
    expect(personae.potentialThreshold(1)).toBe(3);
    expect(personae.enhancementCost({ superior: false, exceptional: false, conditions: 3, upgrades: 1 })).toBe(1);
  });
});

describe("error messages, in full", () => {
  const cases: [() => unknown, string, "RangeError" | "TypeError"][] = [
    [
      () => personae.potential({ com: 1, cng: 1, res: 1, pro: 1, kno: 1, sta: 1, COM: 2 }),
      "personae.potential: attributes.COM must be given once (com is named twice) (got 2)",
      "RangeError",
    ],
    [
      () => personae.potential({ com: 1, cng: 1, res: 1, pro: 1, kno: 1, luck: 1 }),
      "personae.potential: attributes.luck must be absent: the keys are com, cng, res, pro, kno, sta (got 1)",
      "RangeError",
    ],
    [
      () => personae.potential({ com: 1, cng: 1, res: 1, pro: 1, kno: 1 }),
      "personae.potential: attributes.sta must be a whole number from 0 to 100 (got undefined)",
      "TypeError",
    ],
    [
      () => personae.checkPriorities({ com: 1, cng: 1, res: 1, pro: 1, kno: 1, sta: 1 }, { ...P, luck: "first" }),
      'personae.checkPriorities: priorities.luck must be absent: the keys are com, cng, res, pro, kno, sta (got "first")',
      "RangeError",
    ],
    [
      () => personae.checkPriorities({ com: 1, cng: 1, res: 1, pro: 1, kno: 1, sta: 1 }, { ...P, com: "top" }),
      'personae.checkPriorities: priorities.com must be one of first, second, third, hindrance (got "top")',
      "RangeError",
    ],
    [
      () => personae.checkPriorities({ com: 1, cng: 1, res: 1, pro: 1, kno: 1, sta: 1 }, { ...P, com: 1 } as never),
      "personae.checkPriorities: priorities.com must be one of first, second, third, hindrance (got 1)",
      "TypeError",
    ],
    [
      () => {
        const { sta: _s, ...five } = P;
        return personae.checkPriorities({ com: 1, cng: 1, res: 1, pro: 1, kno: 1, sta: 1 }, five);
      },
      "personae.checkPriorities: priorities.sta must be one of first, second, third, hindrance (got undefined)",
      "TypeError",
    ],
    [
      () => personae.followUp({ dice: [5], add: 0 }, { dice: [5, 4], add: 0 }, 1),
      "personae.followUp: step must be below the actor's number of dice (1) (got 1)",
      "RangeError",
    ],
    [
      () => personae.followUp({ dice: [5, 4, 3], add: 0 }, { dice: [5, 4], add: 0 }, 2),
      "personae.followUp: step must be below the reactor's number of dice (2) (got 2)",
      "RangeError",
    ],
    [
      () => personae.challengeEach({ dice: [5], add: 0 }, "x" as never),
      'personae.challengeEach: reactors must be a list of sides (got "x")',
      "TypeError",
    ],
    [
      () => personae.challengeEach({ dice: [5], add: 0 }, []),
      "personae.challengeEach: reactors must be a list of 1 to 100 sides (got a list of 0)",
      "RangeError",
    ],
    [
      () => personae.challengeEach({ dice: [5], add: 0 }, [{ dice: [0], add: 0 }]),
      "personae.challengeEach: reactors[0].dice[0] must be a whole number from 1 to 10 (got 0)",
      "RangeError",
    ],
    [
      () => personae.challengeEach({ dice: [5], add: 0 }, [{ dice: [5], add: 0 }], 3 as never),
      "personae.challengeEach: options must be an object (got 3)",
      "TypeError",
    ],
    [
      () => personae.challenge({ dice: [], add: 0 }, { dice: [1], add: 0 }),
      "personae.challenge: actor.dice must be a list of 1 to 100 dice (got a list of 0)",
      "RangeError",
    ],
    [
      () => personae.challenge({ dice: [1], add: 0 }, { dice: [1], add: 0 }, { tiesTo: "x" } as never),
      'personae.challenge: options.tiesTo must be one of actor, reactor (got "x")',
      "RangeError",
    ],
    [
      () => personae.spendCriticals(2, 3),
      "personae.spendCriticals: count must be at most the 2 criticals banked (got 3)",
      "RangeError",
    ],
    [
      () => personae.enhancementCost({ superior: false, exceptional: true, conditions: 0, upgrades: 0 }),
      "personae.enhancementCost: enhancement.superior must be true for an Exceptional enhancement (got false)",
      "RangeError",
    ],
    [
      () => personae.hitsRemaining(major({ toughness: "medium", shock: 3 })),
      "personae.hitsRemaining: harm.shock must be at most 2 for a medium identity (got 3)",
      "RangeError",
    ],
    [
      () => personae.stabilise(major({ shock: 4, negated: true })),
      "personae.stabilise: harm.negated must be false: a negated identity cannot be stabilised (got true)",
      "RangeError",
    ],
    [
      () => personae.stabilise(major({ toughness: "medium", shock: 2 })),
      "personae.stabilise: harm.shock must be 4 (only shock 4 needs stabilising) (got 2)",
      "RangeError",
    ],
    [
      () => personae.recover(major({ shock: 1, negated: true })),
      "personae.recover: harm.negated must be false: a negated identity cannot recover (got true)",
      "RangeError",
    ],
    [
      () => personae.recover(major()),
      "personae.recover: harm.shock must be 1 or more (nothing to recover from) (got 0)",
      "RangeError",
    ],
    [
      () => personae.canRecover(major(), { inEncounter: false, triedThisScene: "no" } as never),
      'personae.canRecover: context.triedThisScene must be true or false (got "no")',
      "TypeError",
    ],
    [
      () => personae.sustainHits(major({ inoperative: "yes" } as never), 1),
      'personae.sustainHits: harm.inoperative must be true or false (got "yes")',
      "TypeError",
    ],
    [
      () => personae.sustainHits(major({ negated: 1 } as never), 1),
      "personae.sustainHits: harm.negated must be true or false (got 1)",
      "TypeError",
    ],
    [
      () => personae.freshHarm(3, "huge" as never),
      'personae.freshHarm: toughness must be one of minor, medium, major (got "huge")',
      "RangeError",
    ],
    [
      () => personae.bankCriticals(1, -1, 3),
      "personae.bankCriticals: earned must be a whole number from 0 to 10000 (got -1)",
      "RangeError",
    ],
    [
      () => personae.bankCriticals(-1, 1, 3),
      "personae.bankCriticals: banked must be a whole number from 0 to 10000 (got -1)",
      "RangeError",
    ],
    [
      () => personae.bankCriticals(1, 1, 103),
      "personae.bankCriticals: threshold must be a whole number from 0 to 102 (got 103)",
      "RangeError",
    ],
    [
      () => personae.recordChallenge({ successes: 0, failures: -1 }, true, 5),
      "personae.recordChallenge: tally.failures must be a whole number from 0 to 10000 (got -1)",
      "RangeError",
    ],
    [
      () => personae.recordChallenge({ successes: 0, failures: 0 }, true, 103),
      "personae.recordChallenge: threshold must be a whole number from 1 to 102 (got 103)",
      "RangeError",
    ],
    [
      () => personae.enhancementCost({ superior: true, exceptional: "yes", conditions: 0, upgrades: 0 } as never),
      'personae.enhancementCost: enhancement.exceptional must be true or false (got "yes")',
      "TypeError",
    ],
    [
      () => personae.enhancementCost({ superior: true, exceptional: false, conditions: 101, upgrades: 0 }),
      "personae.enhancementCost: enhancement.conditions must be a whole number from 0 to 100 (got 101)",
      "RangeError",
    ],
    [
      () => personae.raiseProblems({ com: 1, cng: 1, res: 1, pro: 1, kno: 1 }, P, "com"),
      "personae.raiseProblems: attributes.sta must be a whole number from 0 to 100 (got undefined)",
      "TypeError",
    ],
    [
      () =>
        personae.creationSummary({
          attributes: { com: 1, cng: 1, res: 1, pro: 1, kno: 1 },
          creationPoints: 10,
          skills: [],
          enhancements: [],
          preternae: [],
          spheres: [],
        } as never),
      "personae.creationSummary: input.attributes.sta must be a whole number from 0 to 100 (got undefined)",
      "TypeError",
    ],
    [
      () =>
        personae.creationSummary({
          attributes: { com: 1, cng: 1, res: 1, pro: 1, kno: 1, sta: 1 },
          creationPoints: 10,
          skills: [{ rating: 2, free: 1 }],
          enhancements: [],
          preternae: [],
          spheres: [],
        } as never),
      "personae.creationSummary: input.skills[0].free must be true or false (got 1)",
      "TypeError",
    ],
    [
      () =>
        personae.creationSummary({
          attributes: { com: 1, cng: 1, res: 1, pro: 1, kno: 1, sta: 1 },
          creationPoints: 10,
          skills: [],
          enhancements: 5,
          preternae: [],
          spheres: [],
        } as never),
      "personae.creationSummary: input.enhancements must be a list of at most 1000 entries (got 5)",
      "TypeError",
    ],
    [
      () =>
        personae.creationSummary({
          attributes: { com: 1, cng: 1, res: 1, pro: 1, kno: 1, sta: 1 },
          creationPoints: 10,
          skills: [],
          enhancements: [],
          preternae: [{ upgrades: -1 }],
          spheres: [],
        }),
      "personae.creationSummary: input.preternae[0].upgrades must be a whole number from 0 to 100 (got -1)",
      "RangeError",
    ],
    [
      () =>
        personae.creationSummary({
          attributes: { com: 1, cng: 1, res: 1, pro: 1, kno: 1, sta: 1 },
          creationPoints: 10,
          skills: [],
          enhancements: [],
          preternae: 0,
          spheres: [],
        } as never),
      "personae.creationSummary: input.preternae must be a list of at most 1000 entries (got 0)",
      "TypeError",
    ],
    [
      () =>
        personae.creationSummary({
          attributes: { com: 1, cng: 1, res: 1, pro: 1, kno: 1, sta: 1 },
          creationPoints: 10,
          skills: [],
          enhancements: [],
          preternae: [],
          spheres: 0,
        } as never),
      "personae.creationSummary: input.spheres must be a list of at most 1000 entries (got 0)",
      "TypeError",
    ],
    [
      () => personae.challengeOdds(1, 0, 1, 0, { tiesTo: 3 } as never),
      "personae.challengeOdds: options.tiesTo must be one of actor, reactor (got 3)",
      "TypeError",
    ],
    [() => personae.hasCritical(null as never), "personae.hasCritical: side must be an object (got null)", "TypeError"],
    [
      () => personae.followUp({ dice: [5, 4], add: 0 }, null as never, 1),
      "personae.followUp: reactor must be an object (got null)",
      "TypeError",
    ],
    [
      () => personae.canRecover(null as never, { inEncounter: false, triedThisScene: false }),
      "personae.canRecover: harm must be an object (got null)",
      "TypeError",
    ],
    [
      () => personae.attributeSum(null as never),
      "personae.attributeSum: attributes must be an object (got null)",
      "TypeError",
    ],
  ];
  for (const [call, message, name] of cases) {
    it(message.split(":")[0] + ": " + message.slice(message.indexOf(":") + 2, message.indexOf(" must")), () => {
      let error: unknown = null;
      try {
        call();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).name).toBe(name);
      expect((error as Error).message).toBe(message);
    });
  }
});
