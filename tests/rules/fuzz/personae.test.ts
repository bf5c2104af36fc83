import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { personae } from "../../../src/rules";
import {
  anyValue,
  functionNames,
  FuzzSuite,
  notBoolean,
  notIntegerIn,
  notList,
  notOneOf,
  notRecord,
  notString,
  SKIP_TIMING,
  tooLong,
  withArg,
  withField,
  type FunctionFuzz,
} from "./harness";

/**
 * Property-based fuzzing of every public Personae rules function: good
 * arguments are accepted with a well-formed result, bad ones refused with a
 * RangeError/TypeError naming the function, and nothing takes long — even
 * at the caps (100 dice a side, 12 dice against 12 in the odds).
 */

const suite = new FuzzSuite("personae");
const { ATTRIBUTES, PRIORITIES, TOUGHNESS, CHALLENGE_TYPES, MAX_DICE } = personae;

const one = <T>(a: fc.Arbitrary<T>) => fc.tuple(a);
const face = fc.integer({ min: 1, max: 10 });
const notFace = notIntegerIn(1, 10);
const dice = fc.array(face, { minLength: 1, maxLength: 12 });
const add = fc.integer({ min: -20, max: 30 });
const side = fc.record({ dice, add });
const count = fc.integer({ min: 1, max: 12 });
const tiesTo = fc.constantFrom("actor", "reactor");
const options = fc.oneof(fc.constant(undefined), fc.record({ tiesTo }));
const attributes = fc.record(
  Object.fromEntries(ATTRIBUTES.map((id) => [id, fc.integer({ min: 0, max: 12 })])) as Record<
    personae.AttributeId,
    fc.Arbitrary<number>
  >,
);
const PRIOS = { com: "first", cng: "first", res: "second", pro: "second", kno: "third", sta: "hindrance" };
const priorities = fc.constant(PRIOS);
const shock = fc.integer({ min: 0, max: 4 });
const harm = fc
  .record({
    toughness: fc.constantFrom(...TOUGHNESS),
    vitality: fc.integer({ min: 1, max: 12 }),
    hits: fc.integer({ min: 0, max: 20 }),
    shock,
    stabilised: fc.boolean(),
    inoperative: fc.boolean(),
    negated: fc.boolean(),
  })
  .map((h) => ({ ...h, shock: Math.min(h.shock, personae.SHOCK_LEVELS[h.toughness]) }));
const living = harm.map((h) => ({ ...h, negated: false }));
const wounded = living.filter((h) => h.shock > 0);
const atShock4 = living.map((h) => ({ ...h, toughness: "major" as const, shock: 4 }));
const enhancement = fc
  .record({
    superior: fc.boolean(),
    exceptional: fc.boolean(),
    conditions: fc.integer({ min: 0, max: 5 }),
    upgrades: fc.integer({ min: 0, max: 5 }),
  })
  .map((e) => ({ ...e, exceptional: e.superior && e.exceptional }));
const creationInput = fc.record({
  attributes,
  creationPoints: fc.integer({ min: 1, max: 60 }),
  skills: fc.array(fc.record({ rating: fc.integer({ min: 0, max: 8 }), free: fc.boolean() }), { maxLength: 16 }),
  enhancements: fc.array(
    enhancement.map((e) => ({ ...e, background: false })),
    { maxLength: 5 },
  ),
  preternae: fc.array(fc.record({ upgrades: fc.integer({ min: 0, max: 3 }) }), { maxLength: 5 }),
  spheres: fc.array(fc.record({ native: fc.boolean() }), { maxLength: 5 }),
});
const tally = fc.record({ successes: fc.integer({ min: 0, max: 10 }), failures: fc.integer({ min: 0, max: 10 }) });
const isResult = (r: unknown) => {
  const x = r as personae.ChallengeResult;
  return (x.winner === "actor" || x.winner === "reactor") && (x.decidedAt === null || Number.isInteger(x.decidedAt));
};
const isProblems = (r: unknown) =>
  Array.isArray(r) && r.every((p) => typeof (p as { code: unknown }).code === "string");
const isHarm = (r: unknown) =>
  typeof (r as personae.Harm).shock === "number" && typeof (r as personae.Harm).hits === "number";
const isInt = (r: unknown) => Number.isInteger(r);

const goodChallenge = fc.tuple(side, side, options);
const goodOdds = fc.tuple(count, add, count, add, options);
const goodFollow = fc
  .tuple(fc.array(face, { minLength: 2, maxLength: 8 }), fc.array(face, { minLength: 2, maxLength: 8 }), add, add)
  .chain(([a, r, aa, ra]) =>
    fc.tuple(
      fc.constant({ dice: a, add: aa }),
      fc.constant({ dice: r, add: ra }),
      fc.integer({ min: 1, max: Math.min(a.length, r.length) - 1 }),
      options,
    ),
  );

const SPECS: Record<string, FunctionFuzz> = {
  attributeId: {
    good: one(fc.oneof(fc.constantFrom(...ATTRIBUTES, "Competence", "STA", "luck"), fc.string({ maxLength: 20 }))),
    wellFormed: (r) => r === null || ATTRIBUTES.includes(r as personae.AttributeId),
    bad: [one(notString), one(fc.string({ minLength: 101, maxLength: 120 }))],
  },
  attributeSum: {
    good: one(attributes),
    wellFormed: isInt,
    bad: [
      one(notRecord),
      withField(one(attributes), 0, ["com"], notIntegerIn(0, 100)),
      withField(one(attributes), 0, ["luck"], fc.constant(1)),
    ],
  },
  potential: {
    good: one(attributes),
    wellFormed: (r) => isInt(r) && (r as number) >= 1,
    bad: [one(notRecord), withField(one(attributes), 0, ["sta"], notIntegerIn(0, 100)), one(fc.constant({ com: 1 }))],
  },
  potentialThreshold: {
    good: one(fc.integer({ min: 1, max: 100 })),
    wellFormed: isInt,
    bad: [one(notIntegerIn(1, 100))],
  },
  vitality: {
    good: fc.tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 })),
    wellFormed: isInt,
    bad: [
      withArg(fc.tuple(fc.nat(10), fc.nat(10)), 0, notIntegerIn(0, 100)),
      withArg(
        fc.tuple(fc.nat(10), fc.nat(10)),
        1,
        notIntegerIn(0, 100).filter((v) => v !== undefined),
      ),
    ],
  },
  attributeMinimum: { good: one(fc.constantFrom(...PRIORITIES)), wellFormed: isInt, bad: [one(notOneOf(PRIORITIES))] },
  checkPriorities: {
    good: fc.tuple(attributes, priorities),
    wellFormed: isProblems,
    bad: [
      withArg(fc.tuple(attributes, priorities), 0, notRecord),
      withArg(fc.tuple(attributes, priorities), 1, notRecord),
      withField(fc.tuple(attributes, priorities), 1, ["com"], notOneOf(PRIORITIES)),
      withField(fc.tuple(attributes, priorities), 0, ["kno"], notIntegerIn(0, 100)),
    ],
  },
  creationLimits: {
    good: one(attributes),
    wellFormed: (r) => typeof r === "object",
    bad: [one(notRecord), withField(one(attributes), 0, ["pro"], notIntegerIn(0, 100))],
  },
  creationSummary: {
    good: one(creationInput),
    wellFormed: (r) => isProblems((r as personae.CreationSummary).problems),
    bad: [
      one(notRecord),
      withField(one(creationInput), 0, ["creationPoints"], notIntegerIn(1, 600)),
      withField(one(creationInput), 0, ["skills"], notList),
      withField(one(creationInput), 0, ["skills", 0, "rating"], notIntegerIn(0, 10_000)),
      withField(one(creationInput), 0, ["enhancements", 0, "superior"], notBoolean),
      withField(one(creationInput), 0, ["spheres", 0, "native"], notBoolean),
      withField(one(creationInput), 0, ["skills"], tooLong({ rating: 2, free: false }, 1000)),
    ],
  },
  sortDice: {
    good: one(dice),
    wellFormed: (r) => Array.isArray(r),
    bad: [one(notList), withField(one(dice), 0, [0], notFace), one(fc.constant([])), one(tooLong(3, MAX_DICE))],
  },
  challenge: {
    good: goodChallenge,
    wellFormed: isResult,
    bad: [
      withArg(goodChallenge, 0, notRecord),
      withArg(goodChallenge, 1, notRecord),
      withField(goodChallenge, 0, ["dice", 0], notFace),
      withField(goodChallenge, 1, ["add"], notIntegerIn(-1000, 1000)),
      withField(goodChallenge, 0, ["dice"], fc.constant([])),
      withField(goodChallenge, 1, ["dice"], tooLong(5, MAX_DICE)),
      withArg(
        goodChallenge,
        2,
        notRecord.filter((v) => v !== undefined),
      ),
      withField(goodChallenge, 2, ["tiesTo"], notOneOf(["actor", "reactor", undefined])),
    ],
  },
  followUp: {
    good: goodFollow,
    wellFormed: isResult,
    bad: [
      withArg(goodFollow, 2, notIntegerIn(1, 100)),
      withArg(goodFollow, 2, fc.integer({ min: 9, max: 100 })),
      withArg(goodFollow, 0, notRecord),
    ],
  },
  criticals: { good: one(dice), wellFormed: isInt, bad: [one(notList), withField(one(dice), 0, [0], notFace)] },
  chorusDice: { good: one(fc.integer({ min: 1, max: 100 })), wellFormed: isInt, bad: [one(notIntegerIn(1, 100))] },
  passiveDefence: {
    good: fc.tuple(fc.constantFrom(...CHALLENGE_TYPES), fc.boolean()),
    wellFormed: (r) => typeof (r as personae.Defence).skill === "string",
    bad: [
      withArg(fc.tuple(fc.constantFrom(...CHALLENGE_TYPES), fc.boolean()), 0, notOneOf(CHALLENGE_TYPES)),
      withArg(
        fc.tuple(fc.constantFrom(...CHALLENGE_TYPES), fc.boolean()),
        1,
        notBoolean.filter((v) => v !== undefined),
      ),
    ],
  },
  hasCritical: {
    good: one(side),
    wellFormed: (r) => typeof r === "boolean",
    bad: [one(notRecord), withField(one(side), 0, ["dice", 0], notFace)],
  },
  challengeEach: {
    good: fc.tuple(side, fc.array(side, { minLength: 1, maxLength: 4 }), options),
    wellFormed: (r) => Array.isArray(r) && r.every(isResult),
    bad: [
      withArg(fc.tuple(side, fc.array(side, { minLength: 1, maxLength: 4 })), 1, notList),
      withArg(fc.tuple(side, fc.array(side, { minLength: 1, maxLength: 4 })), 1, fc.constant([])),
      withField(fc.tuple(side, fc.array(side, { minLength: 1, maxLength: 4 })), 1, [0, "dice", 0], notFace),
    ],
  },
  challengeOdds: {
    good: goodOdds,
    wellFormed: (r) => typeof r === "number" && r >= 0 && r <= 1,
    bad: [
      withArg(goodOdds, 0, notIntegerIn(1, 100)),
      withArg(goodOdds, 1, notIntegerIn(-1000, 1000)),
      withArg(goodOdds, 2, notIntegerIn(1, 100)),
      withArg(goodOdds, 3, notIntegerIn(-1000, 1000)),
      withField(goodOdds, 4, ["tiesTo"], notOneOf(["actor", "reactor", undefined])),
    ],
  },
  freshHarm: {
    good: fc.tuple(fc.integer({ min: 1, max: 200 }), fc.constantFrom(...TOUGHNESS)),
    wellFormed: isHarm,
    bad: [
      withArg(fc.tuple(fc.nat(), fc.constant("major")), 0, notIntegerIn(1, 200)),
      withArg(fc.tuple(fc.constant(3), fc.constant("major")), 1, notOneOf([...TOUGHNESS, undefined])),
    ],
  },
  hitsRemaining: {
    good: one(harm),
    wellFormed: isInt,
    bad: [
      one(notRecord),
      withField(one(harm), 0, ["hits"], notIntegerIn(0, 10_000)),
      withField(one(harm), 0, ["toughness"], notOneOf(TOUGHNESS)),
    ],
  },
  dicePenalty: {
    good: fc.tuple(shock, fc.integer({ min: 1, max: 100 }), fc.boolean()),
    wellFormed: (r, args) => isInt(r) && (r as number) >= 1 && (r as number) <= (args[1] as number),
    bad: [
      withArg(fc.tuple(shock, count, fc.boolean()), 0, notIntegerIn(0, 4)),
      withArg(fc.tuple(shock, count, fc.boolean()), 1, notIntegerIn(1, 100)),
      withArg(fc.tuple(shock, count, fc.boolean()), 2, notBoolean),
    ],
  },
  sustainHits: {
    good: fc.tuple(living, fc.integer({ min: 1, max: 20 })),
    wellFormed: (r) => isHarm((r as personae.HitsResult).harm),
    bad: [
      withArg(fc.tuple(living, fc.constant(1)), 1, notIntegerIn(1, 10_000)),
      withField(fc.tuple(living, fc.constant(1)), 0, ["negated"], fc.constant(true)),
      withField(fc.tuple(living, fc.constant(1)), 0, ["shock"], notIntegerIn(0, 4)),
      withArg(fc.tuple(living, fc.constant(1)), 0, notRecord),
    ],
  },
  stabilise: {
    good: one(atShock4),
    wellFormed: isHarm,
    bad: [
      withField(one(atShock4), 0, ["shock"], fc.integer({ min: 0, max: 3 })),
      withField(one(atShock4), 0, ["negated"], fc.constant(true)),
      one(notRecord),
    ],
  },
  endEncounter: {
    good: one(harm),
    wellFormed: (r) => isHarm((r as personae.EncounterEnd).harm),
    bad: [one(notRecord), withField(one(harm), 0, ["stabilised"], notBoolean)],
  },
  endScene: {
    good: one(harm),
    wellFormed: isHarm,
    bad: [one(notRecord), withField(one(harm), 0, ["vitality"], notIntegerIn(1, 200))],
  },
  canRecover: {
    good: fc.tuple(harm, fc.record({ inEncounter: fc.boolean(), triedThisScene: fc.boolean() })),
    wellFormed: (r) => typeof r === "boolean",
    bad: [
      withArg(fc.tuple(harm, fc.record({ inEncounter: fc.boolean(), triedThisScene: fc.boolean() })), 1, notRecord),
      withField(
        fc.tuple(harm, fc.record({ inEncounter: fc.boolean(), triedThisScene: fc.boolean() })),
        1,
        ["inEncounter"],
        notBoolean,
      ),
    ],
  },
  scenesBeforeRecovery: {
    good: one(harm),
    wellFormed: (r) => r === 0 || r === 1,
    bad: [one(notRecord), withField(one(harm), 0, ["shock"], notIntegerIn(0, 4))],
  },
  recoverySides: {
    good: fc.tuple(harm, fc.integer({ min: 0, max: 100 })),
    wellFormed: (r) => typeof r === "object",
    bad: [
      withArg(fc.tuple(harm, fc.nat(10)), 1, notIntegerIn(0, 100)),
      withArg(fc.tuple(harm, fc.nat(10)), 0, notRecord),
    ],
  },
  recover: {
    good: one(wounded),
    wellFormed: isHarm,
    bad: [
      withField(one(wounded), 0, ["negated"], fc.constant(true)),
      withField(one(wounded), 0, ["shock"], fc.constant(0)),
      one(notRecord),
    ],
  },
  bankCriticals: {
    good: fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 })),
    wellFormed: (r) => isInt((r as personae.BankResult).banked) && isInt((r as personae.BankResult).lost),
    bad: [
      withArg(fc.tuple(fc.nat(5), fc.nat(5), fc.nat(5)), 0, notIntegerIn(0, 10_000)),
      withArg(fc.tuple(fc.nat(5), fc.nat(5), fc.nat(5)), 2, notIntegerIn(0, 102)),
    ],
  },
  spendCriticals: {
    good: fc.integer({ min: 1, max: 20 }).chain((b) => fc.tuple(fc.constant(b), fc.integer({ min: 1, max: b }))),
    wellFormed: isInt,
    bad: [
      fc.integer({ min: 0, max: 20 }).chain((b) => fc.tuple(fc.constant(b), fc.integer({ min: b + 1, max: b + 20 }))),
      withArg(fc.tuple(fc.constant(3), fc.constant(1)), 1, notIntegerIn(1, 10_000)),
    ],
  },
  recordChallenge: {
    good: fc.tuple(tally, fc.boolean(), fc.integer({ min: 1, max: 12 })),
    wellFormed: (r) => isInt((r as personae.TallyResult).earned),
    bad: [
      withArg(fc.tuple(tally, fc.boolean(), fc.constant(5)), 0, notRecord),
      withField(fc.tuple(tally, fc.boolean(), fc.constant(5)), 0, ["successes"], notIntegerIn(0, 10_000)),
      withArg(fc.tuple(tally, fc.boolean(), fc.constant(5)), 1, notBoolean),
      withArg(fc.tuple(tally, fc.boolean(), fc.constant(5)), 2, notIntegerIn(1, 102)),
    ],
  },
  enhancementCost: {
    good: one(enhancement),
    wellFormed: (r) => isInt(r) && (r as number) >= 1,
    bad: [
      one(notRecord),
      withField(one(enhancement), 0, ["upgrades"], notIntegerIn(0, 100)),
      one(fc.constant({ superior: false, exceptional: true, conditions: 0, upgrades: 0 })),
    ],
  },
  raiseProblems: {
    good: fc.tuple(attributes, priorities, fc.constantFrom(...ATTRIBUTES)),
    wellFormed: (r) => Array.isArray(r),
    bad: [
      withArg(fc.tuple(attributes, priorities, fc.constant("com")), 2, notOneOf(ATTRIBUTES)),
      withArg(
        fc.tuple(attributes, priorities, fc.constant("com")),
        1,
        anyValue.filter((v) => typeof v !== "object" || v === null || Array.isArray(v)),
      ),
    ],
  },
};

describe("personae: every public function refuses bad input clearly and accepts good input (fast-check)", () => {
  it("has a fuzz spec for every exported function", () => {
    expect(functionNames(personae).filter((name) => !(name in SPECS))).toEqual([]);
  });

  for (const name of functionNames(personae)) {
    const spec = SPECS[name];
    if (!spec) continue;
    it(`personae.${name}`, () => {
      suite.run(`personae.${name}`, personae[name as keyof typeof personae] as never, spec);
    });
  }

  it("nothing hangs at the caps: 100 dice a side, odds of 100 against 100", () => {
    const hundred = Array.from({ length: MAX_DICE }, (_, i) => (i % 10) + 1);
    const t0 = performance.now();
    personae.challenge({ dice: hundred, add: 0 }, { dice: hundred, add: 0 });
    personae.challengeOdds(MAX_DICE, 0, MAX_DICE, 1);
    if (!SKIP_TIMING) expect(performance.now() - t0).toBeLessThan(2000);
  });

  afterAll(() => suite.write());
});
