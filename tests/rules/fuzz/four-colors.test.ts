import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { fourColors } from "../../../src/rules";
import type { Force, Planets, PlanetResults, Stakes } from "../../../src/rules/four-colors";
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
  tooLong,
  withArg,
  withField,
  type Args,
  type FunctionFuzz,
} from "./harness";

/**
 * Property-based fuzzing of every public Four Colors rules function: good
 * arguments are accepted with a well-formed result, bad ones refused with a
 * RangeError/TypeError naming the function, and nothing takes long.
 */

const { FORCES, POSITIONS, MAX_DIE_FACES, MAX_LIST_LENGTH, DEGREE_LABELS } = fourColors;
const suite = new FuzzSuite("four-colors");

// ---------------------------------------------------------------------------
// Good values

const faces = fc.oneof(fc.constantFrom(...fourColors.DIE_SIZES, 16), fc.integer({ min: 1, max: MAX_DIE_FACES }));
const forceRecord = <T>(value: fc.Arbitrary<T>) =>
  fc.record(Object.fromEntries(FORCES.map((f) => [f, value])) as Record<Force, fc.Arbitrary<T>>, {
    requiredKeys: [],
  });
const planets: fc.Arbitrary<Planets> = forceRecord(fc.option(faces, { nil: null }));
const results: fc.Arbitrary<PlanetResults> = forceRecord(
  fc.oneof(fc.integer({ min: 1, max: 20 }), fc.double({ min: -100, max: 100, noNaN: true })),
);
const stakes: fc.Arbitrary<Stakes> = fc.record({
  favored: fc.subarray([...FORCES]),
  opposed: fc.subarray([...FORCES]),
});
const reading = results.map((r) => fourColors.readHierarchy(r));
const tiers = results.map((r) => fourColors.hierarchyTiers(r));
const position = fc.constantFrom(...POSITIONS);
const circumstanceDie = fc.record({ faces, major: fc.boolean() });
const circumstance = fc.record({ benefit: circumstanceDie, hindrance: circumstanceDie }, { requiredKeys: [] });
// Several Hindrance dice (one per opponent) and several dice for one Force (the lowest counts).
const severalCircumstance = fc.record(
  { benefit: circumstanceDie, hindrance: circumstanceDie, hindrances: fc.array(circumstanceDie, { maxLength: 4 }) },
  { requiredKeys: [] },
);
const forceDice = forceRecord(fc.oneof(faces, fc.array(faces, { minLength: 1, maxLength: 3 })));
const roll = fc.record({ value: fc.integer({ min: 1, max: 20 }), major: fc.boolean() });
const rolls = fc.record(
  { benefit: roll, hindrance: roll, hindrances: fc.array(roll, { maxLength: 4 }) },
  { requiredKeys: [] },
);
const fullReading = fc
  .tuple(results, fc.option(rolls, { nil: undefined }), stakes)
  .map(([r, c, s]) => ({ reading: fourColors.judgeWithCircumstance(r, c, s), stakes: s }));
const degree = fullReading.map(({ reading: x, stakes: s }) => fourColors.degreeOfSuccess(x, s));
const mode = fc.constantFrom("opposed" as const, "together" as const);
const rulingInput = fc.option(
  fc.record({ value: fc.integer({ min: 1, max: 20 }), major: fc.boolean(), below: fc.boolean() }),
  { nil: undefined },
);

// ---------------------------------------------------------------------------
// Bad values

const notForce = notOneOf(FORCES);
const notFaces = notIntegerIn(1, MAX_DIE_FACES);
const notPlanet = notFaces.filter((v) => v !== null && v !== undefined);
const notResult = notFiniteIn(-10_000, 10_000).filter((v) => v !== undefined);
const unknownKey = fc.constantFrom("mercury", "Known", "toString", "");

/** Bad shapes of a Force-keyed record argument (`each`: a bad value for one Force). */
function badForceRecord(good: fc.Arbitrary<Args>, index: number, each: fc.Arbitrary<unknown>): fc.Arbitrary<Args>[] {
  return [
    withArg(good, index, notRecord),
    withField(
      good,
      index,
      ["known"],
      each.filter((v) => v !== undefined),
    ),
    fc.tuple(good, unknownKey, fc.integer({ min: 1, max: 20 })).map(([args, key, v]) => {
      const out = [...args];
      out[index] = { ...(out[index] as object), [key]: v };
      return out;
    }),
  ];
}

function badStakes(good: fc.Arbitrary<Args>, index: number): fc.Arbitrary<Args>[] {
  return [
    withArg(good, index, notRecord),
    withField(good, index, ["favored"], notList),
    withField(good, index, ["opposed", 0], notForce),
    withField(good, index, ["opposed"], tooLong("known", MAX_LIST_LENGTH)),
  ];
}

function badCircumstanceRolls(good: fc.Arbitrary<Args>, index: number): fc.Arbitrary<Args>[] {
  return [
    withArg(
      good,
      index,
      notRecord.filter((v) => v !== undefined),
    ),
    withField(
      good,
      index,
      ["benefit"],
      notRecord.filter((v) => v !== undefined),
    ),
    withField(good, index, ["hindrance", "value"], notResult),
    withField(good, index, ["benefit", "major"], notBoolean),
  ];
}

function badFullReading(good: fc.Arbitrary<Args>, index: number): fc.Arbitrary<Args>[] {
  return [
    withArg(good, index, notRecord),
    withField(good, index, ["positions"], notRecord),
    withField(
      good,
      index,
      ["positions", "known"],
      notOneOf(POSITIONS).filter((v) => v !== undefined),
    ),
    withField(good, index, ["outcome"], notOneOf(["success", "failure", "unproductive"])),
    withField(good, index, ["benefit", "placement"], notOneOf(fourColors.PLACEMENTS)),
  ];
}

function badDegree(good: fc.Arbitrary<Args>, index: number): fc.Arbitrary<Args>[] {
  return [
    withArg(good, index, notRecord),
    withField(good, index, ["degree"], notIntegerIn(-3, 3)),
    withField(good, index, ["score"], notFiniteIn(-10_000, 10_000)),
  ];
}

const isForceList = (v: unknown) => Array.isArray(v) && v.every((f) => FORCES.includes(f as Force));
const isProbability = (p: unknown) => typeof p === "number" && p >= -1e-12 && p <= 1 + 1e-12;

// ---------------------------------------------------------------------------
// One spec per public function

const SPECS: Record<string, FunctionFuzz> = {
  isForce: { good: fc.tuple(anyValue), wellFormed: (r) => typeof r === "boolean", bad: [] },
  isDiced: { good: fc.tuple(anyValue), wellFormed: (r) => typeof r === "boolean", bad: [] },
  dicedForces: {
    good: fc.tuple(planets),
    wellFormed: isForceList,
    bad: badForceRecord(fc.tuple(planets), 0, notPlanet),
  },
  wedForces: {
    good: fc.tuple(planets),
    wellFormed: isForceList,
    bad: badForceRecord(fc.tuple(planets), 0, notPlanet),
  },
  hierarchyTiers: {
    good: fc.tuple(results),
    wellFormed: (r) => Array.isArray(r),
    bad: badForceRecord(fc.tuple(results), 0, notResult),
  },
  readHierarchy: {
    good: fc.tuple(results),
    wellFormed: (r, [x]) => Object.keys(r as object).length === Object.keys(x as object).length,
    bad: badForceRecord(fc.tuple(results), 0, notResult),
  },
  positionLean: {
    good: fc.tuple(reading, position, stakes),
    wellFormed: (r) => ["favored", "opposed", "neutral"].includes(r as string),
    bad: [
      ...badForceRecord(fc.tuple(reading, position, stakes), 0, notOneOf(POSITIONS)),
      withArg(fc.tuple(reading, position, stakes), 1, notOneOf(POSITIONS)),
      ...badStakes(fc.tuple(reading, position, stakes), 2),
    ],
  },
  judge: {
    good: fc.tuple(reading, stakes),
    wellFormed: (r) => ["success", "failure", "unproductive"].includes((r as { outcome: string }).outcome),
    bad: [
      ...badForceRecord(fc.tuple(reading, stakes), 0, notOneOf(POSITIONS)),
      ...badStakes(fc.tuple(reading, stakes), 1),
    ],
  },
  placeCircumstance: {
    good: fc.tuple(tiers, fc.integer({ min: -5, max: 30 })),
    wellFormed: (r) => fourColors.PLACEMENTS.includes((r as { placement: never }).placement),
    bad: [
      withArg(fc.tuple(tiers, fc.integer({ min: 1, max: 20 })), 0, notList),
      withField(fc.tuple(tiers, fc.integer()), 0, [0, "value"], notResult),
      withField(fc.tuple(tiers, fc.integer()), 0, [0, "position"], notOneOf(POSITIONS)),
      withField(fc.tuple(tiers, fc.integer()), 0, [0, "forces", 0], notForce),
      // tiers out of order
      fc.tuple(fc.integer({ min: 1, max: 10 }), fc.integer({ min: 0, max: 9 })).map(([v, d]) => [
        [
          { value: v + d, forces: ["known"], position: "dominant" },
          { value: v, forces: ["lost"], position: "weak" },
        ],
        5,
      ]),
      withArg(fc.tuple(tiers, fc.integer()), 1, notResult),
    ],
  },
  rulingDie: {
    good: fc.tuple(rulingInput, rulingInput),
    wellFormed: (r) => r === null || r === "benefit" || r === "hindrance",
    bad: [
      withArg(
        fc.tuple(rulingInput, rulingInput),
        0,
        notRecord.filter((v) => v !== undefined),
      ),
      withField(fc.tuple(rulingInput, rulingInput), 1, ["value"], notResult),
      withField(fc.tuple(rulingInput, rulingInput), 0, ["below"], notBoolean),
    ],
  },
  judgeWithCircumstance: {
    good: fc.tuple(results, fc.option(rolls, { nil: undefined }), stakes),
    wellFormed: (r) => typeof (r as { outcome: unknown }).outcome === "string",
    bad: [
      ...badForceRecord(fc.tuple(results, rolls, stakes), 0, notResult),
      ...badCircumstanceRolls(fc.tuple(results, rolls, stakes), 1),
      ...badStakes(fc.tuple(results, rolls, stakes), 2),
    ],
  },
  degreeScore: {
    good: fullReading.map(({ reading: x, stakes: s }) => [x, s]),
    wellFormed: (r) => Number.isFinite(r),
    bad: [
      ...badFullReading(
        fullReading.map(({ reading: x, stakes: s }) => [x, s]),
        0,
      ),
      ...badStakes(
        fullReading.map(({ reading: x, stakes: s }) => [x, s]),
        1,
      ),
    ],
  },
  degreeOfSuccess: {
    good: fullReading.map(({ reading: x, stakes: s }) => [x, s]),
    wellFormed: (r) => DEGREE_LABELS.includes((r as { label: never }).label),
    bad: [
      ...badFullReading(
        fullReading.map(({ reading: x, stakes: s }) => [x, s]),
        0,
      ),
      ...badStakes(
        fullReading.map(({ reading: x, stakes: s }) => [x, s]),
        1,
      ),
    ],
  },
  combinedDice: {
    good: fc.tuple(planets, planets, mode),
    wellFormed: (r) => Object.values(r as object).every((f) => Number.isInteger(f)),
    bad: [
      ...badForceRecord(fc.tuple(planets, planets, mode), 0, notPlanet),
      ...badForceRecord(fc.tuple(planets, planets, mode), 1, notPlanet),
      withArg(fc.tuple(planets, planets, mode), 2, notOneOf(["opposed", "together"])),
    ],
  },
  ownResults: {
    good: fc.tuple(planets, results),
    wellFormed: (r) => typeof r === "object",
    bad: [
      ...badForceRecord(fc.tuple(planets, results), 0, notPlanet),
      ...badForceRecord(fc.tuple(planets, results), 1, notResult),
    ],
  },
  compareReadings: {
    good: fc
      .tuple(fullReading, fullReading)
      .map(([x, y]) => [
        x.reading,
        fourColors.degreeOfSuccess(x.reading, x.stakes),
        y.reading,
        fourColors.degreeOfSuccess(y.reading, y.stakes),
      ]),
    wellFormed: (r) => Number.isFinite(r),
    bad: [
      ...badFullReading(
        fc.tuple(
          fullReading.map((x) => x.reading),
          degree,
          fullReading.map((x) => x.reading),
          degree,
        ),
        0,
      ),
      ...badDegree(
        fc.tuple(
          fullReading.map((x) => x.reading),
          degree,
          fullReading.map((x) => x.reading),
          degree,
        ),
        3,
      ),
    ],
  },
  combinedReading: {
    good: fc.tuple(
      planets,
      planets,
      results,
      mode,
      fc.option(fc.record({ stakes, circumstance: rolls }, { requiredKeys: [] }), { nil: undefined }),
    ),
    wellFormed: (r) => ["a", "b", "equal", null].includes((r as { better: never }).better),
    bad: [
      ...badForceRecord(fc.tuple(planets, planets, results, mode), 1, notPlanet),
      ...badForceRecord(fc.tuple(planets, planets, results, mode), 2, notResult),
      withArg(fc.tuple(planets, planets, results, mode), 3, notOneOf(["opposed", "together"])),
      withArg(
        fc.tuple(planets, planets, results, mode, stakes),
        4,
        notRecord.filter((v) => v !== undefined),
      ),
      ...badStakes(
        fc.tuple(planets, planets, results, mode, stakes).map(([a, b, r, m, s]) => [a, b, r, m, s]),
        4,
      ).map((arb) => arb.filter((args) => args[4] !== undefined).map(([a, b, r, m, s]) => [a, b, r, m, { stakes: s }])),
      withField(
        fc.tuple(planets, planets, results, mode, fc.constant({})),
        4,
        ["circumstance", "benefit", "major"],
        notBoolean,
      ),
    ],
  },
  hierarchyOdds: {
    good: fc.tuple(forceDice, stakes, fc.option(severalCircumstance, { nil: undefined })),
    wellFormed: (r) => {
      const o = r as { success: number; failure: number; unproductive: number };
      return (
        isProbability(o.success) &&
        isProbability(o.failure) &&
        isProbability(o.unproductive) &&
        Math.abs(o.success + o.failure + o.unproductive - 1) < 1e-9
      );
    },
    bad: [
      ...badForceRecord(
        fc.tuple(forceRecord(faces), stakes),
        0,
        // A list is a Force's several dice here (hierarchyOdds takes them): [1] is a good one.
        notFaces.filter((v) => v !== null && v !== undefined && !Array.isArray(v)),
      ),
      ...badStakes(fc.tuple(forceRecord(faces), stakes), 1),
      withArg(
        fc.tuple(forceRecord(faces), stakes, circumstance),
        2,
        notRecord.filter((v) => v !== undefined),
      ),
      withField(fc.tuple(forceRecord(faces), stakes, circumstance), 2, ["benefit", "faces"], notFaces),
      withField(fc.tuple(forceRecord(faces), stakes, circumstance), 2, ["hindrance", "major"], notBoolean),
      withField(
        fc.tuple(forceRecord(faces), stakes, circumstance),
        2,
        ["hindrances"],
        notList.filter((v) => v !== undefined),
      ),
      withField(
        fc.tuple(forceRecord(faces), stakes, circumstance),
        2,
        ["hindrances"],
        tooLong({ faces: 6, major: true }, fourColors.MAX_SEVERAL_DICE),
      ),
    ],
  },
  validatePlanets: {
    good: fc.tuple(
      fc.oneof(forceRecord(anyValue), planets),
      fc.record({ allowD16: fc.boolean() }, { requiredKeys: [] }),
    ),
    wellFormed: (r) => Array.isArray(r),
    bad: [
      withArg(fc.tuple(planets, fc.constant({})), 0, notRecord),
      withArg(
        fc.tuple(planets, fc.constant({})),
        1,
        notRecord.filter((v) => v !== undefined),
      ),
      withField(fc.tuple(planets, fc.constant({})), 1, ["allowD16"], notOptionalBoolean),
    ],
  },
  validateStakes: {
    good: fc.tuple(
      fc.record({ favored: fc.array(anyValue, { maxLength: 5 }), opposed: fc.array(anyValue, { maxLength: 5 }) }),
      fc.option(fc.subarray([...FORCES]), { nil: undefined }),
    ),
    wellFormed: (r) => Array.isArray(r),
    bad: [
      withArg(fc.tuple(stakes, fc.subarray([...FORCES])), 0, notRecord),
      withField(fc.tuple(stakes, fc.subarray([...FORCES])), 0, ["opposed"], notList),
      withField(fc.tuple(stakes, fc.subarray([...FORCES])), 1, [0], notForce),
      withArg(
        fc.tuple(stakes, fc.subarray([...FORCES])),
        1,
        notList.filter((v) => v !== undefined),
      ),
    ],
  },
  validateCircumstance: {
    good: fc.tuple(
      fc.record(
        { benefit: fc.record({ faces: anyValue, major: anyValue }), hindrance: circumstanceDie },
        { requiredKeys: [] },
      ),
    ),
    wellFormed: (r) => Array.isArray(r),
    bad: [
      withArg(fc.tuple(circumstance), 0, notRecord),
      withField(
        fc.tuple(circumstance),
        0,
        ["benefit"],
        notRecord.filter((v) => v !== undefined && v !== null),
      ),
    ],
  },
  titleCardSlots: {
    good: fc.tuple(fc.integer({ min: 0, max: 10_000 })),
    wellFormed: (r) => Number.isInteger(r) && (r as number) >= 1 && (r as number) <= 5,
    bad: [withArg(fc.tuple(fc.constant(1)), 0, notIntegerIn(0, 10_000))],
  },
  startingStorypathCards: {
    good: fc.tuple(planets),
    wellFormed: (r) => Number.isInteger(r) && (r as number) >= 0 && (r as number) <= 5,
    bad: badForceRecord(fc.tuple(planets), 0, notPlanet),
  },
};

describe("fourColors: every public function refuses bad input clearly and accepts good input (fast-check)", () => {
  it("has a fuzz spec for every exported function", () => {
    expect(functionNames(fourColors).filter((name) => !(name in SPECS))).toEqual([]);
  });

  for (const name of functionNames(fourColors)) {
    const spec = SPECS[name];
    if (!spec) continue;
    it(`fourColors.${name}`, () => {
      suite.run(`fourColors.${name}`, fourColors[name as keyof typeof fourColors] as never, spec);
    });
  }

  it.skipIf(SKIP_TIMING)(
    "the largest odds allowed stay fast: five d100 Planets, two Major d100 circumstance dice",
    () => {
      const dice = Object.fromEntries(FORCES.map((f) => [f, MAX_DIE_FACES]));
      suite.run(
        "fourColors.hierarchyOdds",
        fourColors.hierarchyOdds as never,
        {
          good: fc.constant([
            dice,
            { favored: ["known"], opposed: ["lost"] },
            { benefit: { faces: MAX_DIE_FACES, major: true }, hindrance: { faces: MAX_DIE_FACES, major: true } },
          ]),
          bad: [],
        },
        3,
      );
      const most = Array.from({ length: fourColors.MAX_SEVERAL_DICE }, () => MAX_DIE_FACES);
      suite.run(
        "fourColors.hierarchyOdds",
        fourColors.hierarchyOdds as never,
        {
          good: fc.constant([
            Object.fromEntries(FORCES.map((f) => [f, most])),
            { favored: ["known"], opposed: ["lost"] },
            {
              benefit: { faces: MAX_DIE_FACES, major: true },
              hindrances: most.map((f) => ({ faces: f, major: true })),
            },
          ]),
          bad: [],
        },
        3,
      );
    },
  );

  afterAll(() => suite.write());
});
