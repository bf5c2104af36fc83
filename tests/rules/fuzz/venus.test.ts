import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { venus } from "../../../src/rules";
import type { AbilityId, Caliber, PoolDie } from "../../../src/rules/venus";
import {
  anyValue,
  functionNames,
  FuzzSuite,
  SKIP_TIMING,
  notBoolean,
  notFiniteIn,
  notIntegerIn,
  notList,
  notOneOf,
  notOptionalBoolean,
  notRecord,
  notString,
  tooLong,
  withArg,
  withField,
  type Args,
  type FunctionFuzz,
} from "./harness";

/**
 * Property-based fuzzing of every public Venus rules function: good arguments
 * are accepted with a well-formed result, bad ones refused with a
 * RangeError/TypeError naming the function, and nothing takes long.
 */

const { CALIBERS, ABILITY_IDS, MAX_POOL_DICE, MAX_AMOUNT, MAX_LIST_LENGTH } = venus;
const suite = new FuzzSuite("venus");

// ---------------------------------------------------------------------------
// Good values

const caliber = fc.constantFrom(...CALIBERS);
const abilityId = fc.constantFrom(...ABILITY_IDS);
const d6 = fc.integer({ min: 1, max: 6 });
const d20 = fc.integer({ min: 1, max: 20 });
const count = fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: MAX_AMOUNT }));
const score = fc.integer({ min: 0, max: 9 });
const abilityRecord = <T>(value: fc.Arbitrary<T>) =>
  fc.record(Object.fromEntries(ABILITY_IDS.map((id) => [id, value])) as Record<AbilityId, fc.Arbitrary<T>>);
const scores = abilityRecord(score);
const calibers = abilityRecord(caliber);
const caliberList = fc.array(caliber, { maxLength: 15 });
const oddsOptions = fc.record(
  {
    doubleSixes: fc.boolean(),
    rerolls: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.constant("all" as const)),
    explode: fc.boolean(),
  },
  { requiredKeys: [] },
);
const checkRoll = fc.record(
  {
    d20,
    score: fc.integer({ min: 0, max: 15 }),
    caliber,
    target: fc.integer({ min: 5, max: 29 }),
    flatBonus: fc.integer({ min: -3, max: 3 }),
    explode: fc.boolean(),
  },
  { requiredKeys: ["d20", "score", "caliber", "target"] },
);
/** An exploding bonus die: its chain's sum (sixes, then 1–5). */
const chainTotal = fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 1, max: 5 })).map(([s, l]) => 6 * s + l);
const checkOddsInput = fc.record(
  {
    score: fc.integer({ min: 0, max: 15 }),
    caliber,
    target: fc.integer({ min: 5, max: 29 }),
    bonusDice: fc.integer({ min: 0, max: 4 }),
    explode: fc.boolean(),
    lotReroll: fc.boolean(),
  },
  { requiredKeys: ["score", "caliber", "target", "bonusDice"] },
);
const poolInput = fc.record({
  jobLevel: fc.integer({ min: 0, max: venus.MAX_EFFECTIVE_JOB_LEVEL }),
  abilityScore: score,
  caliber,
  allies: fc.array(fc.record({ caliber, jobLevel: fc.integer({ min: 1, max: 10 }) }), { maxLength: 2 }),
});
const pool = poolInput.map((input) => venus.taskPool(input));
const roll = pool.chain((p) =>
  fc.array(d6, { minLength: p.length, maxLength: p.length }).map((v) => venus.rollTask(p, v)),
);
const resources = fc.record({
  lots: fc.integer({ min: 0, max: 10 }),
  insights: fc.integer({ min: 0, max: 4 }),
  specialties: fc.integer({ min: 0, max: 6 }),
  ego: fc.boolean(),
});
const source = fc.constantFrom(...venus.KISS_SOURCES);
const plan = fc.record(
  {
    requests: fc.array(fc.record({ die: fc.integer({ min: -1, max: 14 }), source, allyAgrees: fc.boolean() }), {
      maxLength: 4,
    }),
    egoDoubleSixes: fc.boolean(),
  },
  { requiredKeys: ["requests"] },
);
/** A roll, a plan over its dice and re-roll results for exactly those dice. */
const kissCall = fc
  .tuple(roll, resources)
  .chain(([r, res]) =>
    fc
      .subarray(r.dice.map((_, i) => i))
      .chain((dice) =>
        fc.tuple(
          fc.constant(r),
          fc.constant({ requests: dice.map((die) => ({ die, source: "lot" as const, allyAgrees: true })) }),
          fc.constant(res),
          fc.tuple(...dice.map((die) => d6.map((value) => ({ die, value })))),
        ),
      ),
  );
const secondary = fc.subarray(venus.SECONDARY_CONSEQUENCES.map((c) => c.id));
const tertiaryId = fc.constantFrom(...venus.TERTIARY_CONSEQUENCES.map((c) => c.id));
const anchor = fc.constantFrom(
  "primary" as const,
  "failure" as const,
  ...venus.SECONDARY_CONSEQUENCES.map((c) => c.id),
);
const purchases = fc.record(
  { primary: fc.boolean(), secondary, tertiary: fc.array(fc.record({ id: tertiaryId, on: anchor }), { maxLength: 4 }) },
  { requiredKeys: ["primary"] },
);
const job = fc.record({ level: fc.integer({ min: 0, max: 12 }), exp: fc.integer({ min: 0, max: 30 }) });
const expOptions = fc.record(
  {
    graduationRule: fc.constant("minimum-job-level" as const),
    minimumJobLevel: fc.integer({ min: 1, max: 4 }),
    levelCap: fc.integer({ min: 0, max: 12 }),
  },
  { requiredKeys: ["minimumJobLevel"] },
);
const variantOptions = fc.record({
  graduationRule: fc.constant("lower-inherited-score" as const),
  minimumJobLevel: fc.integer({ min: 1, max: 4 }),
  inheritedScores: fc.array(score, { minLength: 1, maxLength: 2 }),
});
const tier = fc.constantFrom(...venus.TIERS.map((t) => t.id));
const age = fc.oneof(fc.integer({ min: 0, max: 5 }), fc.constantFrom(...venus.AGES.map((a) => a.id)));
const grant = fc.oneof(fc.constantFrom("MA" as const, "PA" as const, "Any" as const), fc.tuple(abilityId, abilityId));
const grants = fc.array(grant, { maxLength: 12 });
const attributeKind = fc.constantFrom(...venus.ATTRIBUTE_KINDS);
const acquisition = fc.constantFrom("bought" as const, "discounted" as const, "free" as const);
const jobStart = fc.constantFrom(...(Object.keys(venus.JOB_START_COSTS) as (keyof typeof venus.JOB_START_COSTS)[]));
const assembly = fc.record({
  lifepathCaps: fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 10 }),
  attributes: fc.array(fc.record({ kind: attributeKind, acquisition }), { maxLength: 5 }),
  assets: fc.array(
    fc.record({
      kind: fc.constantFrom("capital" as const, "vendible" as const),
      acquisition: fc.constantFrom("bought" as const, "free" as const),
    }),
    { maxLength: 5 },
  ),
  jobs: fc.array(fc.record({ level: fc.integer({ min: 0, max: 10 }), start: jobStart }), { maxLength: 4 }),
  minimumJobLevel: fc.integer({ min: 1, max: 4 }),
});
const worth = fc.record({ dice: count, caliber });
const distribution = caliberList.map((c) => venus.successDistribution(c));
const closeInput = fc.record(
  {
    jobLevel: fc.integer({ min: 0, max: 10 }),
    primary: fc.constantFrom("bought" as const, "failed" as const),
    tertiary: fc.subarray(venus.TERTIARY_CONSEQUENCES.map((c) => c.id)),
    allies: fc.integer({ min: 0, max: 2 }),
    lots: fc.integer({ min: 0, max: 10 }),
  },
  { requiredKeys: ["jobLevel", "primary", "lots"] },
);

// ---------------------------------------------------------------------------
// Bad values

const notCaliber = notOneOf(CALIBERS);
const notCount = notIntegerIn(0, MAX_AMOUNT);
const notFace = (sides: number) => notIntegerIn(1, sides);
const notDefinedRecord = notRecord.filter((v) => v !== undefined);
const hugeCalibers = tooLong("bronze", MAX_POOL_DICE);

const isProbability = (p: unknown) => typeof p === "number" && p >= -1e-12 && p <= 1 + 1e-12;
const isCount = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
const isProblems = (r: unknown) =>
  Array.isArray(r) && r.every((p) => typeof (p as { code: unknown }).code === "string");

function badTaskRoll(good: fc.Arbitrary<Args>, index: number): fc.Arbitrary<Args>[] {
  return [
    withArg(good, index, notRecord),
    withField(good, index, ["dice"], notList),
    withField(good, index, ["dice", 0, "value"], notFace(6)),
    withField(good, index, ["dice", 0, "caliber"], notCaliber),
    withField(good, index, ["phase"], notOneOf(["rolled", "kissed"])),
    withField(good, index, ["ego"], notOneOf(["none", "reroll", "doubleSixes"])),
  ];
}

function badPlan(good: fc.Arbitrary<Args>, index: number): fc.Arbitrary<Args>[] {
  return [
    withArg(good, index, notRecord),
    withField(good, index, ["requests"], notList),
    withField(good, index, ["requests", 0, "source"], notOneOf(venus.KISS_SOURCES)),
    withField(
      good,
      index,
      ["requests", 0, "die"],
      notFiniteIn(-1e6, 1e6).filter((v) => typeof v !== "number"),
    ),
    withField(good, index, ["egoDoubleSixes"], notOptionalBoolean),
  ];
}

function badResources(good: fc.Arbitrary<Args>, index: number): fc.Arbitrary<Args>[] {
  return [
    withArg(good, index, notRecord),
    withField(good, index, ["lots"], notCount),
    withField(good, index, ["ego"], notBoolean),
  ];
}

function badExpOptions(good: fc.Arbitrary<Args>, index: number): fc.Arbitrary<Args>[] {
  return [
    withArg(good, index, notRecord),
    withField(good, index, ["minimumJobLevel"], notIntegerIn(1, MAX_AMOUNT)),
    withField(good, index, ["graduationRule"], notOneOf(["minimum-job-level", "lower-inherited-score", undefined])),
    withField(
      good,
      index,
      ["levelCap"],
      notCount.filter((v) => v !== undefined),
    ),
  ];
}

function badAssembly(good: fc.Arbitrary<Args>, index: number): fc.Arbitrary<Args>[] {
  return [
    withArg(good, index, notRecord),
    withField(good, index, ["lifepathCaps"], notList),
    withField(good, index, ["lifepathCaps", 0], notCount),
    withField(good, index, ["attributes", 0, "kind"], notOneOf(venus.ATTRIBUTE_KINDS)),
    withField(good, index, ["assets", 0, "acquisition"], notOneOf(["bought", "free"])),
    withField(good, index, ["jobs", 0, "start"], notOneOf(Object.keys(venus.JOB_START_COSTS))),
    withField(good, index, ["minimumJobLevel"], notCount),
  ];
}

const badWorth = (good: fc.Arbitrary<Args>, index: number) => [
  withArg(good, index, notRecord),
  withField(good, index, ["dice"], notCount),
  withField(good, index, ["caliber"], notCaliber),
];

// ---------------------------------------------------------------------------
// One spec per public function

const one = <T>(arb: fc.Arbitrary<T>) => fc.tuple(arb);
const caliberFn = (wellFormed: FunctionFuzz["wellFormed"]): FunctionFuzz => ({
  good: one(caliber),
  wellFormed,
  bad: [withArg(one(caliber), 0, notCaliber)],
});
const predicate: FunctionFuzz = { good: one(anyValue), wellFormed: (r) => typeof r === "boolean", bad: [] };

const SPECS: Record<string, FunctionFuzz> = {
  isCaliber: predicate,
  isAbilityId: predicate,
  caliberRank: caliberFn((r) => Number.isInteger(r) && (r as number) >= 0 && (r as number) <= 4),
  passChance: caliberFn(isProbability),
  compareCalibers: {
    good: fc.tuple(caliber, caliber),
    wellFormed: (r) => Number.isInteger(r),
    bad: [withArg(fc.tuple(caliber, caliber), 0, notCaliber), withArg(fc.tuple(caliber, caliber), 1, notCaliber)],
  },
  lowerCaliber: {
    good: fc.tuple(caliber, caliber),
    wellFormed: (r, [a, b]) => r === a || r === b,
    bad: [withArg(fc.tuple(caliber, caliber), 0, notCaliber), withArg(fc.tuple(caliber, caliber), 1, notCaliber)],
  },
  caliberSteps: {
    good: fc.tuple(caliber, caliber),
    wellFormed: (r) => Number.isInteger(r),
    bad: [withArg(fc.tuple(caliber, caliber), 0, notCaliber), withArg(fc.tuple(caliber, caliber), 1, notCaliber)],
  },
  shiftCaliber: {
    good: fc.tuple(caliber, fc.integer({ min: -MAX_AMOUNT, max: MAX_AMOUNT })),
    wellFormed: (r) => r === null || CALIBERS.includes(r as Caliber),
    bad: [
      withArg(fc.tuple(caliber, fc.constant(1)), 0, notCaliber),
      withArg(fc.tuple(caliber, fc.constant(1)), 1, notIntegerIn(-MAX_AMOUNT, MAX_AMOUNT)),
    ],
  },
  isSuccessFace: {
    good: fc.tuple(caliber, d6),
    wellFormed: (r) => typeof r === "boolean",
    bad: [withArg(fc.tuple(caliber, d6), 0, notCaliber), withArg(fc.tuple(caliber, d6), 1, notFace(6))],
  },
  problem: {
    good: fc.tuple(fc.constant("lots-out-of-range"), fc.string(), fc.option(fc.string(), { nil: undefined })),
    wellFormed: (r) => typeof (r as { message: unknown }).message === "string",
    bad: [
      withArg(fc.tuple(fc.constant("x"), fc.string()), 0, notString),
      withArg(fc.tuple(fc.constant("x"), fc.string()), 1, notString),
      withArg(
        fc.tuple(fc.constant("x"), fc.string(), fc.string()),
        2,
        notString.filter((v) => v !== undefined),
      ),
    ],
  },
  isIntegerIn: {
    good: fc.tuple(anyValue, fc.integer(), fc.integer()),
    wellFormed: (r) => typeof r === "boolean",
    bad: [
      withArg(
        fc.tuple(anyValue, fc.integer(), fc.integer()),
        1,
        anyValue.filter((v) => typeof v !== "number" || Number.isNaN(v)),
      ),
      withArg(
        fc.tuple(anyValue, fc.integer(), fc.integer()),
        2,
        anyValue.filter((v) => typeof v !== "number" || Number.isNaN(v)),
      ),
    ],
  },
  abilityGroup: {
    good: one(abilityId),
    wellFormed: (r) => r === "mental" || r === "physical",
    bad: [withArg(one(abilityId), 0, notOneOf(ABILITY_IDS))],
  },
  d66: {
    good: fc.tuple(d6, d6),
    wellFormed: (r) => Number.isInteger(r) && (r as number) >= 11 && (r as number) <= 66,
    bad: [withArg(fc.tuple(d6, d6), 0, notFace(6)), withArg(fc.tuple(d6, d6), 1, notFace(6))],
  },
  capabilityCaliber: {
    good: fc.tuple(caliber, fc.option(caliber, { nil: undefined })),
    wellFormed: (r) => CALIBERS.includes(r as Caliber),
    bad: [
      withArg(fc.tuple(caliber, caliber), 0, notCaliber),
      withArg(
        fc.tuple(caliber, caliber),
        1,
        notCaliber.filter((v) => v !== undefined),
      ),
    ],
  },
  capabilityLevel: {
    good: fc.tuple(
      fc.constantFrom(...venus.CAPABILITY_PRESETS.map((p) => p.id)),
      fc.record({ scores, age: fc.integer({ min: 0, max: 5 }), yes: fc.integer({ min: 0, max: 8 }) }),
    ),
    wellFormed: isCount,
    bad: [
      withArg(
        fc.tuple(fc.constant("grit"), fc.record({ scores, age: fc.constant(1), yes: fc.constant(0) })),
        0,
        notOneOf(venus.CAPABILITY_PRESETS.map((p) => p.id)),
      ),
      withArg(fc.tuple(fc.constant("grit"), fc.constant({})), 1, notRecord),
      withField(
        fc.tuple(fc.constant("grit"), fc.record({ scores, age: fc.constant(1), yes: fc.constant(0) })),
        1,
        ["scores", "wit"],
        notIntegerIn(0, 9),
      ),
      withField(
        fc.tuple(fc.constant("grit"), fc.record({ scores, age: fc.constant(1), yes: fc.constant(0) })),
        1,
        ["age"],
        notIntegerIn(0, 5),
      ),
      withField(
        fc.tuple(fc.constant("grit"), fc.record({ scores, age: fc.constant(1), yes: fc.constant(0) })),
        1,
        ["yes"],
        notIntegerIn(0, 8),
      ),
    ],
  },
  checkTarget: {
    good: fc.tuple(
      fc.oneof(fc.constantFrom(...venus.DIFFICULTIES.map((d) => d.id)), fc.constantFrom(5, 10, 15, 20, 25)),
      fc.integer({ min: 0, max: 4 }),
    ),
    wellFormed: (r) => Number.isInteger(r) && (r as number) >= 5 && (r as number) <= 29,
    bad: [
      withArg(
        fc.tuple(fc.constant("tough"), fc.constant(0)),
        0,
        notOneOf([...venus.DIFFICULTIES.map((d) => d.id), 5, 10, 15, 20, 25]),
      ),
      withArg(
        fc.tuple(fc.constant("tough"), fc.constant(0)),
        1,
        notIntegerIn(0, 4).filter((v) => v !== undefined),
      ),
    ],
  },
  checkAutoResult: {
    good: fc.tuple(caliber, d20),
    wellFormed: (r) => r === null || r === "pass" || r === "fail",
    bad: [withArg(fc.tuple(caliber, d20), 0, notCaliber), withArg(fc.tuple(caliber, d20), 1, notFace(20))],
  },
  needsBonusDice: {
    good: one(checkRoll),
    wellFormed: (r) => typeof r === "boolean",
    bad: [
      withArg(one(checkRoll), 0, notRecord),
      withField(one(checkRoll), 0, ["d20"], notFace(20)),
      withField(one(checkRoll), 0, ["score"], notIntegerIn(-MAX_AMOUNT, MAX_AMOUNT)),
      withField(one(checkRoll), 0, ["caliber"], notCaliber),
      withField(one(checkRoll), 0, ["target"], notIntegerIn(-MAX_AMOUNT, MAX_AMOUNT)),
      withField(
        one(checkRoll),
        0,
        ["flatBonus"],
        notIntegerIn(-MAX_AMOUNT, MAX_AMOUNT).filter((v) => v !== undefined),
      ),
    ],
  },
  resolveCheck: {
    good: one(
      fc
        .tuple(
          checkRoll,
          fc.array(
            d6.filter((v) => v < 6),
            { maxLength: 4 },
          ),
          fc.array(chainTotal, { maxLength: 4 }),
        )
        .map(([c, plain, chains]) => ({ ...c, bonusDice: c.explode ? chains : plain })),
    ),
    wellFormed: (r) =>
      typeof (r as { passed: unknown }).passed === "boolean" && Number.isInteger((r as { total: number }).total),
    bad: [
      withArg(one(checkRoll), 0, notRecord),
      withField(one(checkRoll), 0, ["score"], notIntegerIn(-MAX_AMOUNT, MAX_AMOUNT)),
      withField(one(checkRoll), 0, ["d20"], notFace(20)),
      withField(
        one(checkRoll),
        0,
        ["bonusDice"],
        notList.filter((v) => v !== undefined),
      ),
      withField(one(checkRoll.map((c) => ({ ...c, explode: false }))), 0, ["bonusDice", 0], notFace(6)),
      withField(
        one(checkRoll.map((c) => ({ ...c, explode: true }))),
        0,
        ["bonusDice", 0],
        fc.constantFrom(0, 6, 12, -5),
      ),
      withField(one(checkRoll), 0, ["explode"], notOptionalBoolean),
      withField(one(checkRoll), 0, ["bonusDice"], tooLong(6, 4)),
    ],
  },
  checkOdds: {
    good: one(checkOddsInput),
    wellFormed: isProbability,
    bad: [
      withArg(one(checkOddsInput), 0, notRecord),
      withField(one(checkOddsInput), 0, ["bonusDice"], notIntegerIn(0, 4)),
      withField(one(checkOddsInput), 0, ["caliber"], notCaliber),
      withField(one(checkOddsInput), 0, ["target"], notIntegerIn(-MAX_AMOUNT, MAX_AMOUNT)),
      withField(one(checkOddsInput), 0, ["explode"], notOptionalBoolean),
      withField(one(checkOddsInput), 0, ["lotReroll"], notOptionalBoolean),
    ],
  },
  countSuccesses: {
    good: fc.tuple(
      fc.array(fc.record({ value: d6, caliber }), { maxLength: 20 }),
      fc.record({ doubleSixes: fc.boolean() }, { requiredKeys: [] }),
    ),
    wellFormed: isCount,
    bad: [
      withArg(fc.tuple(fc.constant([]), fc.constant({})), 0, notList),
      withField(fc.tuple(fc.constant([{ value: 3, caliber: "gold" }]), fc.constant({})), 0, [0, "value"], notFace(6)),
      withField(fc.tuple(fc.constant([{ value: 3, caliber: "gold" }]), fc.constant({})), 0, [0, "caliber"], notCaliber),
      withArg(fc.tuple(fc.constant([]), fc.constant({})), 0, tooLong({ value: 6, caliber: "gold" }, MAX_POOL_DICE)),
      withArg(fc.tuple(fc.constant([]), fc.constant({})), 1, notDefinedRecord),
      withField(fc.tuple(fc.constant([]), fc.constant({})), 1, ["doubleSixes"], notOptionalBoolean),
    ],
  },
  successDistribution: {
    good: fc.tuple(caliberList, oddsOptions),
    wellFormed: (r) =>
      Array.isArray(r) && r.every(isProbability) && Math.abs(r.reduce((a: number, b: number) => a + b, 0) - 1) < 1e-9,
    bad: [
      withArg(fc.tuple(caliberList, oddsOptions), 0, notList),
      withField(fc.tuple(caliberList, oddsOptions), 0, [0], notCaliber),
      withArg(fc.tuple(caliberList, oddsOptions), 0, hugeCalibers),
      withArg(fc.tuple(caliberList, oddsOptions), 1, notDefinedRecord),
      withField(
        fc.tuple(caliberList, oddsOptions),
        1,
        ["rerolls"],
        notCount.filter((v) => v !== undefined && v !== "all"),
      ),
    ],
  },
  taskOdds: {
    good: fc.tuple(caliberList, fc.integer({ min: -2, max: 40 }), oddsOptions),
    wellFormed: isProbability,
    bad: [
      withArg(fc.tuple(caliberList, fc.constant(2), oddsOptions), 0, notList),
      withArg(fc.tuple(caliberList, fc.constant(2), oddsOptions), 0, hugeCalibers),
      withArg(fc.tuple(caliberList, fc.constant(2), oddsOptions), 1, notFiniteIn(-MAX_AMOUNT, MAX_AMOUNT)),
      withField(fc.tuple(caliberList, fc.constant(2), oddsOptions), 2, ["doubleSixes"], notOptionalBoolean),
      withField(fc.tuple(caliberList, fc.constant(2), oddsOptions), 2, ["explode"], notOptionalBoolean),
    ],
  },
  atLeast: {
    good: one(distribution),
    wellFormed: (r) => Array.isArray(r) && r.every(isProbability),
    bad: [
      withArg(one(distribution), 0, notList),
      withField(one(distribution), 0, [0], notFiniteIn(0, 1)),
      withArg(one(distribution), 0, tooLong(0, venus.MAX_DISTRIBUTION_LENGTH)),
    ],
  },
  distributionStats: {
    good: one(distribution),
    wellFormed: (r) => Number.isFinite((r as { mean: number }).mean) && Number.isFinite((r as { sigma: number }).sigma),
    bad: [withArg(one(distribution), 0, notList), withField(one(distribution), 0, [0], notFiniteIn(0, 1))],
  },
  validateOddsOptions: {
    good: one(oddsOptions),
    wellFormed: isProblems,
    bad: [
      withArg(one(oddsOptions), 0, notRecord),
      withField(
        one(oddsOptions),
        0,
        ["rerolls"],
        notCount.filter((v) => v !== undefined && v !== "all"),
      ),
    ],
  },
  validateTaskPool: {
    good: one(
      fc.record({
        jobLevel: anyValue,
        abilityScore: anyValue,
        caliber,
        allies: fc.array(fc.record({ caliber, jobLevel: anyValue }), { maxLength: 4 }),
      }),
    ),
    wellFormed: isProblems,
    bad: [
      withArg(one(poolInput), 0, notRecord),
      withField(one(poolInput), 0, ["caliber"], notCaliber),
      withField(
        one(poolInput),
        0,
        ["allies"],
        notList.filter((v) => v !== undefined),
      ),
      withField(one(poolInput), 0, ["allies", 0, "caliber"], notCaliber),
    ],
  },
  validateAllies: {
    good: one(fc.array(fc.record({ jobLevel: anyValue }), { maxLength: 5 })),
    wellFormed: isProblems,
    bad: [
      withArg(one(fc.constant([])), 0, notList),
      withField(one(fc.constant([{ jobLevel: 1 }])), 0, [0], notRecord),
      withArg(one(fc.constant([])), 0, tooLong({ jobLevel: 1 }, MAX_LIST_LENGTH)),
    ],
  },
  taskPool: {
    good: one(poolInput),
    wellFormed: (r) => Array.isArray(r) && r.length <= venus.MAX_EFFECTIVE_JOB_LEVEL + venus.MAX_ALLIES,
    bad: [
      withArg(one(poolInput), 0, notRecord),
      withField(one(poolInput), 0, ["caliber"], notCaliber),
      withField(one(poolInput), 0, ["jobLevel"], notIntegerIn(0, venus.MAX_EFFECTIVE_JOB_LEVEL)),
      withField(one(poolInput), 0, ["abilityScore"], notIntegerIn(0, 9)),
      withField(one(poolInput), 0, ["allies", 0, "caliber"], notCaliber),
    ],
  },
  taskThreshold: {
    good: fc.tuple(fc.integer({ min: 0, max: 4 }), fc.option(fc.boolean(), { nil: undefined })),
    wellFormed: (r) => Number.isInteger(r) && (r as number) >= 1 && (r as number) <= 5,
    bad: [
      withArg(fc.tuple(fc.constant(1), fc.constant(false)), 0, notIntegerIn(0, 4)),
      withArg(fc.tuple(fc.constant(1), fc.constant(false)), 1, notOptionalBoolean),
    ],
  },
  validateThreshold: { good: one(anyValue), wellFormed: isProblems, bad: [] },
  rollTask: {
    good: pool.chain((p) => fc.tuple(fc.constant(p), fc.array(d6, { minLength: p.length, maxLength: p.length }))),
    wellFormed: (r) => (r as { phase: string }).phase === "rolled",
    bad: [
      withArg(fc.tuple(pool, fc.constant([])), 0, notList),
      withArg(fc.tuple(fc.constant([]), fc.constant([])), 1, notList),
      withField(
        fc.tuple(fc.constant([{ caliber: "gold", owner: "roller", ally: null }] as PoolDie[]), fc.constant([3])),
        1,
        [0],
        notFace(6),
      ),
      withField(
        fc.tuple(fc.constant([{ caliber: "gold", owner: "roller", ally: null }] as PoolDie[]), fc.constant([3])),
        0,
        [0, "owner"],
        notOneOf(["roller", "ally"]),
      ),
      fc.tuple(pool, fc.integer({ min: 1, max: 3 })).map(([p, extra]) => [p, new Array(p.length + extra).fill(3)]),
      fc.constant([
        new Array(MAX_POOL_DICE + 1).fill({ caliber: "gold", owner: "roller", ally: null }),
        new Array(MAX_POOL_DICE + 1).fill(3),
      ]),
    ],
  },
  disappointingDice: {
    good: one(roll),
    wellFormed: (r) => Array.isArray(r) && r.every(isCount),
    bad: badTaskRoll(one(roll), 0),
  },
  kissCost: {
    good: one(plan),
    wellFormed: (r) => isCount((r as { lots: number }).lots),
    bad: badPlan(one(plan), 0),
  },
  validateKiss: {
    good: fc.tuple(roll, plan, resources),
    wellFormed: isProblems,
    bad: [
      ...badTaskRoll(fc.tuple(roll, plan, resources), 0),
      ...badPlan(fc.tuple(roll, plan, resources), 1),
      ...badResources(fc.tuple(roll, plan, resources), 2),
    ],
  },
  applyRerolls: {
    good: roll.chain((r) =>
      fc.tuple(
        fc.constant(r.dice),
        fc
          .subarray(r.dice.map((_, i) => i))
          .chain((dice) => fc.tuple(...dice.map((die) => d6.map((value) => ({ die, value }))))),
      ),
    ),
    wellFormed: (r, [dice]) => Array.isArray(r) && r.length === (dice as unknown[]).length,
    bad: [
      withArg(
        fc.tuple(
          roll.map((r) => r.dice),
          fc.constant([]),
        ),
        0,
        notList,
      ),
      withArg(
        fc.tuple(
          roll.map((r) => r.dice),
          fc.constant([]),
        ),
        1,
        notList,
      ),
      withField(
        fc.tuple(fc.constant([{ value: 2 }]), fc.constant([{ die: 0, value: 4 }])),
        1,
        [0, "value"],
        notFace(6),
      ),
      withField(
        fc.tuple(fc.constant([{ value: 2 }]), fc.constant([{ die: 0, value: 4 }])),
        1,
        [0, "die"],
        notIntegerIn(0, 0),
      ),
      withField(
        fc.tuple(fc.constant([{ value: 2 }]), fc.constant([{ die: 0, value: 4 }])),
        0,
        [0, "value"],
        notFace(6),
      ),
      fc.constant([
        [{ value: 2 }],
        [
          { die: 0, value: 4 },
          { die: 0, value: 5 },
        ],
      ]),
    ],
  },
  kiss: {
    good: kissCall,
    wellFormed: (r) => isProblems((r as { problems: unknown }).problems),
    bad: [
      ...badTaskRoll(kissCall, 0),
      ...badPlan(kissCall, 1),
      ...badResources(kissCall, 2),
      withArg(kissCall, 3, notList),
      withField(
        kissCall,
        3,
        [0, "value"],
        anyValue.filter((v) => typeof v !== "number"),
      ),
    ],
  },
  spendEgoOnSixes: {
    good: fc.tuple(roll, fc.record({ ego: fc.boolean() })),
    wellFormed: (r) => isProblems((r as { problems: unknown }).problems),
    bad: [
      ...badTaskRoll(fc.tuple(roll, fc.constant({ ego: true })), 0),
      withArg(fc.tuple(roll, fc.constant({ ego: true })), 1, notRecord),
      withField(fc.tuple(roll, fc.constant({ ego: true })), 1, ["ego"], notBoolean),
    ],
  },
  taskSuccesses: { good: one(roll), wellFormed: isCount, bad: badTaskRoll(one(roll), 0) },
  spendSuccesses: {
    good: fc.tuple(
      count,
      fc.oneof(fc.integer({ min: 1, max: 5 }), fc.double({ min: -10, max: 10, noNaN: true })),
      purchases,
    ),
    wellFormed: (r) =>
      typeof (r as { ok: unknown }).ok === "boolean" && Number.isFinite((r as { spent: number }).spent),
    bad: [
      withArg(fc.tuple(count, fc.constant(2), purchases), 0, notCount),
      withArg(fc.tuple(count, fc.constant(2), purchases), 1, notFiniteIn(-MAX_AMOUNT, MAX_AMOUNT)),
      withArg(fc.tuple(count, fc.constant(2), purchases), 2, notRecord),
      withField(fc.tuple(count, fc.constant(2), purchases), 2, ["primary"], notBoolean),
      withField(
        fc.tuple(count, fc.constant(2), purchases),
        2,
        ["secondary", 0],
        notOneOf(venus.SECONDARY_CONSEQUENCES.map((c) => c.id)),
      ),
      withField(
        fc.tuple(count, fc.constant(2), fc.constant({ primary: true, tertiary: [{ id: "prize", on: "primary" }] })),
        2,
        ["tertiary", 0, "on"],
        notOneOf(["primary", "failure", ...venus.SECONDARY_CONSEQUENCES.map((c) => c.id)]),
      ),
    ],
  },
  expToLevelUp: {
    good: one(count),
    wellFormed: isCount,
    bad: [withArg(one(count), 0, notCount)],
  },
  graduationLevel: {
    good: one(fc.oneof(expOptions, variantOptions)),
    wellFormed: (r) => Number.isInteger(r) && (r as number) >= 0,
    bad: [
      ...badExpOptions(one(expOptions), 0),
      withField(one(variantOptions), 0, ["inheritedScores"], fc.constant([])),
    ],
  },
  applyExp: {
    good: fc.tuple(job, count, fc.oneof(expOptions, variantOptions)),
    wellFormed: (r) => isCount((r as { level: number }).level) && isCount((r as { exp: number }).exp),
    bad: [
      withArg(fc.tuple(job, fc.constant(1), expOptions), 0, notRecord),
      withField(fc.tuple(job, fc.constant(1), expOptions), 0, ["exp"], notCount),
      withField(fc.tuple(job, fc.constant(1), expOptions), 0, ["level"], notCount),
      withArg(fc.tuple(job, fc.constant(1), expOptions), 1, notCount),
      ...badExpOptions(fc.tuple(job, fc.constant(1), expOptions), 2),
    ],
  },
  raiseToMinimumJobLevel: {
    good: fc.tuple(job, fc.integer({ min: 1, max: 4 })),
    wellFormed: (r) => isCount((r as { level: number }).level),
    bad: [
      withArg(fc.tuple(job, fc.constant(2)), 0, notRecord),
      withField(fc.tuple(job, fc.constant(2)), 0, ["level"], notCount),
      withArg(fc.tuple(job, fc.constant(2)), 1, notIntegerIn(1, MAX_AMOUNT)),
    ],
  },
  gainLots: {
    good: fc.tuple(count, count),
    wellFormed: (r) => isCount((r as { lots: number }).lots) && isCount((r as { overflowExp: number }).overflowExp),
    bad: [withArg(fc.tuple(count, count), 0, notCount), withArg(fc.tuple(count, count), 1, notCount)],
  },
  closeTask: {
    good: one(closeInput),
    wellFormed: (r) => Array.isArray(r),
    bad: [
      withArg(one(closeInput), 0, notRecord),
      withField(one(closeInput), 0, ["jobLevel"], notCount),
      withField(one(closeInput), 0, ["primary"], notOneOf(["bought", "failed"])),
      withField(one(closeInput), 0, ["tertiary", 0], notOneOf(venus.TERTIARY_CONSEQUENCES.map((c) => c.id))),
      withField(
        one(closeInput),
        0,
        ["allies"],
        notIntegerIn(0, MAX_LIST_LENGTH).filter((v) => v !== undefined),
      ),
      withField(one(closeInput), 0, ["lots"], notCount),
    ],
  },
  tierInfo: {
    good: one(tier),
    wellFormed: (r) => typeof r === "object",
    bad: [withArg(one(tier), 0, notOneOf(venus.TIERS.map((t) => t.id)))],
  },
  ageInfo: {
    good: one(age),
    wellFormed: (r) => typeof r === "object",
    bad: [withArg(one(age), 0, notOneOf([0, 1, 2, 3, 4, 5, ...venus.AGES.map((a) => a.id)]))],
  },
  effectiveJobLevel: {
    good: fc.tuple(fc.integer({ min: 0, max: 10 }), fc.integer({ min: 0, max: 10 })),
    wellFormed: (r) => isCount(r) && (r as number) <= venus.MAX_EFFECTIVE_JOB_LEVEL,
    bad: [
      withArg(fc.tuple(fc.constant(4), fc.constant(2)), 0, notIntegerIn(0, 10)),
      withArg(fc.tuple(fc.constant(4), fc.constant(2)), 1, notIntegerIn(0, venus.MAX_JOB_BOOST)),
    ],
  },
  capabilityPresetFor: {
    good: one(fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("Grit", "guts", " Links ", "Soul"))),
    wellFormed: (r) => r === null || venus.CAPABILITY_PRESETS.some((p) => p.id === r),
    bad: [
      withArg(one(fc.constant("Grit")), 0, notString),
      withArg(one(fc.constant("Grit")), 0, fc.constant("x".repeat(1001))),
    ],
  },
  derivedCapabilityLevel: {
    good: fc.tuple(
      fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("Grit", "Guts", "Links", "Vigilance")),
      fc.record({ scores, age: fc.integer({ min: 0, max: 5 }), yes: fc.integer({ min: 0, max: 8 }) }),
    ),
    wellFormed: isCount,
    bad: [
      withArg(
        fc.tuple(fc.constant("Grit"), fc.record({ scores, age: fc.constant(1), yes: fc.constant(0) })),
        0,
        notString,
      ),
      withArg(fc.tuple(fc.constant("Grit"), fc.constant({})), 1, notRecord),
      withField(
        fc.tuple(fc.constant("Poise"), fc.record({ scores, age: fc.constant(1), yes: fc.constant(0) })),
        1,
        ["scores", "app"],
        notIntegerIn(0, 9),
      ),
      withField(
        fc.tuple(fc.constant("Poise"), fc.record({ scores, age: fc.constant(1), yes: fc.constant(0) })),
        1,
        ["yes"],
        notIntegerIn(0, 8),
      ),
    ],
  },
  scoreAllocationByAbility: {
    good: fc.tuple(scores, age, grants),
    wellFormed: isProblems,
    bad: [
      withArg(fc.tuple(scores, age, grants), 0, notRecord),
      withField(fc.tuple(scores, age, grants), 0, ["wit"], notIntegerIn(0, 9)),
      withArg(fc.tuple(scores, age, grants), 1, notOneOf([0, 1, 2, 3, 4, 5, ...venus.AGES.map((a) => a.id)])),
      withArg(fc.tuple(scores, age, grants), 2, notList),
      withField(fc.tuple(scores, age, grants), 2, [0], fc.tuple(abilityId, notOneOf(ABILITY_IDS))),
      withField(fc.tuple(scores, age, grants), 2, [0], fc.array(abilityId, { minLength: 3, maxLength: 4 })),
      withField(
        fc.tuple(scores, age, grants),
        2,
        [0],
        notOneOf(["MA", "PA", "Any"]).filter((v) => !Array.isArray(v)),
      ),
    ],
  },
  lifepathRange: {
    good: fc.tuple(age, tier),
    wellFormed: (r) => isCount((r as { min: number }).min),
    bad: [
      withArg(fc.tuple(age, tier), 0, notOneOf([0, 1, 2, 3, 4, 5, ...venus.AGES.map((a) => a.id)])),
      withArg(fc.tuple(age, tier), 1, notOneOf(venus.TIERS.map((t) => t.id))),
    ],
  },
  validateLifepathCount: {
    good: fc.tuple(count, age, tier),
    wellFormed: isProblems,
    bad: [
      withArg(fc.tuple(count, age, tier), 0, notCount),
      withArg(fc.tuple(count, age, tier), 1, notOneOf([0, 1, 2, 3, 4, 5, ...venus.AGES.map((a) => a.id)])),
      withArg(fc.tuple(count, age, tier), 2, notOneOf(venus.TIERS.map((t) => t.id))),
    ],
  },
  scorePool: {
    good: fc.tuple(age, grants),
    wellFormed: (r) => isCount((r as { total: number }).total),
    bad: [
      withArg(fc.tuple(age, grants), 0, notOneOf([0, 1, 2, 3, 4, 5, ...venus.AGES.map((a) => a.id)])),
      withArg(fc.tuple(age, grants), 1, notList),
      withField(
        fc.tuple(age, grants),
        1,
        [0],
        notOneOf(["MA", "PA", "Any"]).filter((v) => !Array.isArray(v)),
      ),
      withField(fc.tuple(age, grants), 1, [0], fc.tuple(abilityId, notOneOf(ABILITY_IDS))),
      withField(fc.tuple(age, grants), 1, [0], fc.array(abilityId, { minLength: 3, maxLength: 4 })),
    ],
  },
  validateScoreAllocation: {
    good: fc.tuple(abilityRecord(fc.integer({ min: 0, max: 6 })), age, grants),
    wellFormed: isProblems,
    bad: [
      withArg(fc.tuple(scores, age, grants), 0, notRecord),
      withField(fc.tuple(scores, age, grants), 0, ["app"], notCount),
      withArg(fc.tuple(scores, age, grants), 1, notOneOf([0, 1, 2, 3, 4, 5, ...venus.AGES.map((a) => a.id)])),
      withArg(fc.tuple(scores, age, grants), 2, notList),
    ],
  },
  caliberIncreasesUsed: {
    good: one(calibers),
    wellFormed: isCount,
    bad: [withArg(one(calibers), 0, notRecord), withField(one(calibers), 0, ["end"], notCaliber)],
  },
  validateCalibers: {
    good: fc.tuple(
      calibers,
      tier,
      fc.record(
        { extraIncreases: fc.integer({ min: 0, max: 5 }), platinumPermission: fc.boolean() },
        { requiredKeys: [] },
      ),
    ),
    wellFormed: isProblems,
    bad: [
      withArg(fc.tuple(calibers, tier, fc.constant({})), 0, notRecord),
      withField(fc.tuple(calibers, tier, fc.constant({})), 0, ["swi"], notCaliber),
      withArg(fc.tuple(calibers, tier, fc.constant({})), 1, notOneOf(venus.TIERS.map((t) => t.id))),
      withArg(fc.tuple(calibers, tier, fc.constant({})), 2, notDefinedRecord),
      withField(
        fc.tuple(calibers, tier, fc.constant({})),
        2,
        ["extraIncreases"],
        notCount.filter((v) => v !== undefined),
      ),
      withField(fc.tuple(calibers, tier, fc.constant({})), 2, ["platinumPermission"], notOptionalBoolean),
    ],
  },
  spendFidelity: {
    good: fc.tuple(fc.integer({ min: 0, max: 8 }), caliber),
    wellFormed: (r) => isProblems((r as { problems: unknown }).problems),
    bad: [
      withArg(fc.tuple(fc.constant(4), caliber), 0, notCount),
      withArg(fc.tuple(fc.constant(4), caliber), 1, notCaliber),
    ],
  },
  attributeCost: {
    good: fc.tuple(attributeKind, acquisition),
    wellFormed: isCount,
    bad: [
      withArg(fc.tuple(attributeKind, acquisition), 0, notOneOf(venus.ATTRIBUTE_KINDS)),
      withArg(fc.tuple(attributeKind, acquisition), 1, notOneOf(["bought", "discounted", "free"])),
    ],
  },
  jobCost: {
    good: fc.tuple(
      fc.record({ level: fc.integer({ min: 0, max: 10 }), start: jobStart }),
      fc.integer({ min: 1, max: 4 }),
    ),
    wellFormed: isCount,
    bad: [
      withArg(fc.tuple(fc.record({ level: fc.constant(2), start: jobStart }), fc.constant(1)), 0, notRecord),
      withField(
        fc.tuple(fc.record({ level: fc.constant(2), start: jobStart }), fc.constant(1)),
        0,
        ["start"],
        notOneOf(Object.keys(venus.JOB_START_COSTS)),
      ),
      withField(
        fc.tuple(fc.record({ level: fc.constant(2), start: jobStart }), fc.constant(1)),
        0,
        ["level"],
        notCount,
      ),
      withArg(fc.tuple(fc.record({ level: fc.constant(2), start: jobStart }), fc.constant(1)), 1, notCount),
    ],
  },
  capsSummary: {
    good: one(assembly),
    wellFormed: (r) => Number.isInteger((r as { remaining: number }).remaining),
    bad: badAssembly(one(assembly), 0),
  },
  validateAssemblyCaps: { good: one(assembly), wellFormed: isProblems, bad: badAssembly(one(assembly), 0) },
  assetCost: {
    good: fc.tuple(fc.constantFrom("capital", "vendible"), fc.constantFrom("bought", "free")),
    wellFormed: isCount,
    bad: [
      withArg(fc.tuple(fc.constant("capital"), fc.constant("free")), 0, notOneOf(["capital", "vendible"])),
      withArg(fc.tuple(fc.constant("capital"), fc.constant("free")), 1, notOneOf(["bought", "free"])),
    ],
  },
  worthInCopper: { good: one(worth), wellFormed: isCount, bad: badWorth(one(worth), 0) },
  convertWorth: {
    good: fc.tuple(worth, caliber),
    wellFormed: (r) => isCount((r as { worth: { dice: number } }).worth.dice),
    bad: [...badWorth(fc.tuple(worth, caliber), 0), withArg(fc.tuple(worth, caliber), 1, notCaliber)],
  },
  simplifyWorth: { good: one(worth), wellFormed: (r) => Array.isArray(r), bad: badWorth(one(worth), 0) },
  finiteUses: {
    good: fc.tuple(d6, d6),
    wellFormed: (r) => Number.isInteger(r) && (r as number) >= 2 && (r as number) <= 12,
    bad: [withArg(fc.tuple(d6, d6), 0, notFace(6)), withArg(fc.tuple(d6, d6), 1, notFace(6))],
  },
  toolBreaks: { good: one(d20), wellFormed: (r) => typeof r === "boolean", bad: [withArg(one(d20), 0, notFace(20))] },
  startingLots: {
    good: one(d6),
    wellFormed: (r) => Number.isInteger(r) && (r as number) >= 1 && (r as number) <= 6,
    bad: [withArg(one(d6), 0, notFace(6))],
  },
  startsWithEgo: { good: one(d6), wellFormed: (r) => typeof r === "boolean", bad: [withArg(one(d6), 0, notFace(6))] },
  startsWithFavor: { good: one(d6), wellFormed: (r) => typeof r === "boolean", bad: [withArg(one(d6), 0, notFace(6))] },
  freeAttribute: {
    good: fc.tuple(
      d6,
      fc.array(fc.string({ maxLength: 20 }), { maxLength: 6 }),
      fc.array(fc.string({ maxLength: 20 })),
    ),
    wellFormed: (r) => ["granted", "unlisted", "taken"].includes((r as { outcome: string }).outcome),
    bad: [
      withArg(fc.tuple(d6, fc.constant(["Streetwise"]), fc.constant([])), 0, notFace(6)),
      withArg(fc.tuple(d6, fc.constant(["Streetwise"]), fc.constant([])), 1, notList),
      withArg(fc.tuple(d6, fc.constant(["Streetwise"]), fc.constant([])), 1, tooLong("Streetwise", 6)),
      withArg(fc.tuple(d6, fc.constant(["Streetwise"]), fc.constant([])), 1, fc.array(notString, { minLength: 1 })),
      withArg(
        fc.tuple(d6, fc.constant(["Streetwise"]), fc.constant([])),
        2,
        notList.filter((v) => v !== undefined),
      ),
    ],
  },
  worthEquivalents: {
    good: one(worth),
    wellFormed: (r) => Array.isArray(r) && r.length === CALIBERS.length,
    bad: badWorth(one(worth), 0),
  },
  normalizeTag: {
    good: one(fc.string({ maxLength: 30 })),
    wellFormed: (r) => typeof r === "string",
    bad: [withArg(one(fc.constant("#tool")), 0, notString), fc.constant(["#".repeat(MAX_AMOUNT + 1)])],
  },
  validateScore: {
    good: fc.tuple(anyValue, fc.option(fc.string(), { nil: undefined })),
    wellFormed: isProblems,
    bad: [
      withArg(
        fc.tuple(fc.constant(3), fc.constant("p")),
        1,
        notString.filter((v) => v !== undefined),
      ),
    ],
  },
  validateScores: {
    good: one(fc.oneof(scores, abilityRecord(anyValue))),
    wellFormed: isProblems,
    bad: [withArg(one(scores), 0, notRecord)],
  },
  validateLots: { good: one(anyValue), wellFormed: isProblems, bad: [] },
  validateFidelity: { good: one(anyValue), wellFormed: isProblems, bad: [] },
  validateVinpcs: {
    good: fc.tuple(count, fc.option(count, { nil: undefined })),
    wellFormed: isProblems,
    bad: [
      withArg(fc.tuple(fc.constant(1), fc.constant(3)), 0, notCount),
      withArg(
        fc.tuple(fc.constant(1), fc.constant(3)),
        1,
        notCount.filter((v) => v !== undefined),
      ),
    ],
  },
  validateCapabilities: { good: one(count), wellFormed: isProblems, bad: [withArg(one(count), 0, notCount)] },
  validateJobLevel: {
    good: fc.tuple(anyValue, fc.option(fc.string(), { nil: undefined })),
    wellFormed: isProblems,
    bad: [
      withArg(
        fc.tuple(fc.constant(3), fc.constant("p")),
        1,
        notString.filter((v) => v !== undefined),
      ),
    ],
  },
  validateJobExp: {
    good: fc.tuple(fc.record({ level: anyValue, exp: anyValue }), fc.option(fc.string(), { nil: undefined })),
    wellFormed: isProblems,
    bad: [
      withArg(fc.tuple(job, fc.constant("p")), 0, notRecord),
      withArg(
        fc.tuple(job, fc.constant("p")),
        1,
        notString.filter((v) => v !== undefined),
      ),
    ],
  },
  validateSheet: {
    good: one(
      fc.record(
        {
          scores: abilityRecord(anyValue),
          lots: anyValue,
          fidelity: anyValue,
          vinpcs: count,
          capabilities: count,
          jobs: fc.array(fc.record({ level: anyValue, exp: anyValue }), { maxLength: 4 }),
        },
        { requiredKeys: [] },
      ),
    ),
    wellFormed: isProblems,
    bad: [
      withArg(one(fc.constant({})), 0, notRecord),
      withField(one(fc.constant({})), 0, ["scores"], notDefinedRecord),
      withField(
        one(fc.constant({})),
        0,
        ["vinpcs"],
        notCount.filter((v) => v !== undefined),
      ),
      withField(
        one(fc.constant({})),
        0,
        ["jobs"],
        notList.filter((v) => v !== undefined),
      ),
      withField(one(fc.constant({ jobs: [{ level: 1, exp: 0 }] })), 0, ["jobs", 0], notRecord),
    ],
  },
};

describe("venus: every public function refuses bad input clearly and accepts good input (fast-check)", () => {
  it("has a fuzz spec for every exported function", () => {
    expect(functionNames(venus).filter((name) => !(name in SPECS))).toEqual([]);
  });

  for (const name of functionNames(venus)) {
    const spec = SPECS[name];
    if (!spec) continue;
    it(`venus.${name}`, () => {
      suite.run(`venus.${name}`, venus[name as keyof typeof venus] as never, spec);
    });
  }

  it.skipIf(SKIP_TIMING)(
    "the largest calls allowed stay fast: 100-die pools (exploding too), 10 000 exp at a high level cap",
    () => {
      const hundred = new Array<Caliber>(MAX_POOL_DICE).fill("platinum");
      suite.run(
        "venus.successDistribution",
        venus.successDistribution as never,
        {
          good: fc.constantFrom(
            [hundred, { rerolls: "all" }],
            [hundred, { rerolls: MAX_AMOUNT, doubleSixes: true }],
            [hundred, { rerolls: MAX_POOL_DICE / 2, doubleSixes: true, explode: true }],
          ),
          bad: [],
        },
        2,
      );
      suite.run(
        "venus.applyExp",
        venus.applyExp as never,
        {
          good: fc.constant([{ level: 0, exp: 0 }, MAX_AMOUNT, { minimumJobLevel: 1, levelCap: MAX_AMOUNT }]),
          wellFormed: (r) => (r as { level: number }).level > 10,
          bad: [
            fc.constant([{ level: 4, exp: 7 }, 2 ** 53, { minimumJobLevel: 1 }]),
            fc.constant([{ level: 4, exp: 7 }, 1e9, { minimumJobLevel: 1 }]),
          ],
        },
        2,
      );
    },
  );

  afterAll(() => suite.write());
});
