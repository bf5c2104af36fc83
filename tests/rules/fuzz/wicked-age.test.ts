import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { wicked } from "../../../src/rules";
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
  tooLong,
  withArg,
  withField,
  type Args,
  type FunctionFuzz,
} from "./harness";

/**
 * Property-based fuzzing of every public In a Wicked Age rules function:
 * good arguments are accepted with a well-formed result, bad ones refused
 * with a RangeError/TypeError naming the function, and nothing takes long
 * (the harness and its counts: tests/rules/fuzz/harness.ts).
 */

const suite = new FuzzSuite("wicked-age");
const { FORMS, NPC_FORMS, DIE_SIZES, FORM_SIZES, ANSWER_OUTCOMES, SUITS, STRENGTH_OPTIONS } = wicked;

// ---------------------------------------------------------------- good values
const form = fc.constantFrom(...FORMS);
const npcForm = fc.constantFrom(...NPC_FORMS);
const size = fc.constantFrom(...FORM_SIZES);
const dieSize = fc.constantFrom(...DIE_SIZES);
const face = fc.integer({ min: 1, max: 12 });
const d6 = fc.integer({ min: 1, max: 6 });
const roll = fc.record({
  dice: fc.array(face, { minLength: 1, maxLength: 4 }),
  advantage: fc.array(d6, { maxLength: 4 }),
});
const round = fc.constantFrom(1, 2, 3);
const outcome = fc.constantFrom(...ANSWER_OUTCOMES);
const sizes = fc.array(size, { maxLength: 6 });
const formDice = fc.record(
  Object.fromEntries(FORMS.map((f) => [f, size])) as Record<wicked.Form, fc.Arbitrary<number>>,
);
const npcDice = fc.record(
  Object.fromEntries(NPC_FORMS.map((f) => [f, fc.tuple(size, size)])) as Record<
    wicked.NpcForm,
    fc.Arbitrary<[number, number]>
  >,
);
const options = fc.record(Object.fromEntries(STRENGTH_OPTIONS.map((o) => [o, fc.boolean()])), { requiredKeys: [] });
const strength = fc.record({
  form,
  secondForm: fc.constantFrom("", ...FORMS),
  npcForm,
  options,
  consequentialForm: fc.constantFrom("", ...FORMS),
  consequentialNpcForm: fc.constantFrom("", ...NPC_FORMS),
});
const key = fc.constantFrom("Actor.mekha", "Actor.tajie", "Actor.amek");
const oweList = fc.array(key, { maxLength: 12 });
const formDie = fc.record({ die: size, current: size });
const formDies = fc.record(
  Object.fromEntries(FORMS.map((f) => [f, formDie])) as Record<
    wicked.Form,
    fc.Arbitrary<{ die: number; current: number }>
  >,
);
const pair = fc.record({ high: size, low: size, highNow: size, lowNow: size });
const pairs = fc.record(
  Object.fromEntries(NPC_FORMS.map((f) => [f, pair])) as Record<
    wicked.NpcForm,
    fc.Arbitrary<{ high: number; low: number; highNow: number; lowNow: number }>
  >,
);
const suit = fc.constantFrom(...SUITS);
const rank = fc.integer({ min: 1, max: 13 });
const candidates = fc.uniqueArray(fc.constantFrom("a", "b", "c", "d"), { minLength: 1, maxLength: 4 }).chain((ids) =>
  fc.tuple(
    fc.tuple(
      ...ids.map((id) =>
        fc.record({
          id: fc.constant(id),
          player: fc.boolean(),
          sizes: fc.array(size, { maxLength: 3 }),
          inAction: fc.boolean(),
        }),
      ),
    ),
    fc.array(fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...ids)), { maxLength: 4 }),
  ),
);

// ---------------------------------------------------------------- bad values
const notRoll = fc.oneof(
  notRecord,
  fc.constant({ dice: [] }),
  fc.record({ dice: fc.array(notIntegerIn(1, 12), { minLength: 1, maxLength: 2 }) }),
  fc.record({ dice: fc.constant([3]), advantage: fc.array(notIntegerIn(1, 6), { minLength: 1, maxLength: 2 }) }),
  fc.record({ dice: tooLong(3, 4) }),
);
const notSize = notOneOf(FORM_SIZES);
const badSizes = [withArg(fc.tuple(sizes), 0, notList), withField(fc.tuple(sizes), 0, [0], notSize)];

const g = (...arbs: fc.Arbitrary<unknown>[]) => fc.tuple(...arbs) as fc.Arbitrary<Args>;

const SPECS: Record<string, FunctionFuzz> = {
  isForm: { good: g(anyValue), bad: [] },
  isNpcForm: { good: g(anyValue), bad: [] },
  stepDown: { good: g(size), wellFormed: (r) => FORM_SIZES.includes(r as number), bad: [withArg(g(size), 0, notSize)] },
  stepDownBy: {
    good: g(size, fc.integer({ min: 0, max: 6 })),
    bad: [withArg(g(size, fc.constant(1)), 0, notSize), withArg(g(size, fc.constant(1)), 1, notIntegerIn(0, 6))],
  },
  reachableSizes: { good: g(size), bad: [withArg(g(size), 0, notSize)] },
  smallerDice: { good: g(sizes, sizes), bad: badSizes.map((b) => b.map((args) => [...args, []])) },
  isFormDiceSet: { good: g(sizes), bad: badSizes },
  isNpcPairSet: {
    good: g(fc.array(fc.array(size, { maxLength: 2 }), { maxLength: 3 })),
    bad: [withArg(g(fc.constant([])), 0, notList), withArg(g(fc.constant([])), 0, fc.constant([[7]]))],
  },
  zeroDice: { good: g(sizes), bad: badSizes },
  isOutOfChapter: { good: g(sizes), bad: badSizes },
  reading: {
    good: g(roll),
    wellFormed: (r) => Array.isArray(r) && (r as number[]).length >= 1,
    bad: [withArg(g(roll), 0, notRoll)],
  },
  highTotal: { good: g(roll), bad: [withArg(g(roll), 0, notRoll)] },
  compare: {
    good: g(roll, roll),
    wellFormed: (r) => [-1, 0, 1].includes(r as number),
    bad: [withArg(g(roll, roll), 0, notRoll), withArg(g(roll, roll), 1, notRoll)],
  },
  lowerDieIndex: {
    good: g(fc.array(face, { minLength: 1, maxLength: 4 })),
    bad: [withArg(g(fc.constant([1])), 0, fc.oneof(notList, fc.constant([]), fc.constant([0]), tooLong(3, 4)))],
  },
  answer: {
    good: g(roll, roll, round),
    wellFormed: (r) => ANSWER_OUTCOMES.includes(r as wicked.AnswerOutcome),
    bad: [withArg(g(roll, roll, round), 0, notRoll), withArg(g(roll, roll, round), 2, notOneOf([1, 2, 3]))],
  },
  answerOdds: {
    good: g(roll, fc.array(dieSize, { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 3 }), round),
    wellFormed: (r) => Math.abs(Object.values(r as Record<string, number>).reduce((s, p) => s + p, 0) - 1) < 1e-9,
    bad: [
      withArg(
        g(roll, fc.constant([8]), fc.constant(0), round),
        1,
        fc.oneof(notList, fc.constant([]), fc.constant([0]), fc.constant([20]), tooLong(8, 4)),
      ),
      withArg(g(roll, fc.constant([8]), fc.constant(0), round), 2, notIntegerIn(0, 12)),
      withArg(g(roll, fc.constant([8]), fc.constant(0), round), 3, notOneOf([1, 2, 3])),
      withArg(g(roll, fc.constant([8]), fc.constant(0), round), 0, notRoll),
    ],
  },
  mirrorOutcome: { good: g(outcome), bad: [withArg(g(outcome), 0, notOneOf(ANSWER_OUTCOMES))] },
  isAbsolute: { good: g(outcome), bad: [withArg(g(outcome), 0, notOneOf(ANSWER_OUTCOMES))] },
  answererWins: { good: g(outcome), bad: [withArg(g(outcome), 0, notOneOf(ANSWER_OUTCOMES))] },
  passAdvantage: {
    good: g(fc.record({ challenger: fc.boolean(), answerer: fc.boolean() }), outcome),
    bad: [
      withArg(g(fc.constant({ challenger: true, answerer: false }), outcome), 0, notRecord),
      withField(g(fc.constant({ challenger: true, answerer: false }), outcome), 0, ["answerer"], notBoolean),
      withArg(g(fc.constant({ challenger: true, answerer: false }), outcome), 1, notOneOf(ANSWER_OUTCOMES)),
    ],
  },
  oweListAdditions: {
    good: candidates.map(([people, pairsOf]) => [people, pairsOf] as Args),
    bad: [
      withArg(g(fc.constant([]), fc.constant([])), 0, notList),
      withArg(g(fc.constant([]), fc.constant([])), 1, fc.constant([["x", "y"]])),
      withArg(
        g(fc.constant([]), fc.constant([])),
        0,
        fc.constant([{ id: "a", player: true, sizes: [7], inAction: true }]),
      ),
    ],
  },
  scratchFromOweList: {
    good: oweList
      .filter((l) => l.length > 0)
      .chain((l) => fc.tuple(fc.constant(l), fc.constantFrom(...l))) as fc.Arbitrary<Args>,
    bad: [
      withArg(
        g(fc.constant(["Actor.a"]), fc.constant("Actor.a")),
        1,
        fc.oneof(notString, fc.constant(""), fc.constant("Actor.b")),
      ),
    ],
  },
  oweListTop: {
    good: g(oweList),
    bad: [withArg(g(oweList), 0, fc.oneof(notList, fc.constant([""]), fc.constant([3])))],
  },
  crossOffTop: {
    good: g(oweList.filter((l) => l.length > 0)),
    bad: [withArg(g(fc.constant(["a"])), 0, fc.oneof(notList, fc.constant([])))],
  },
  oweCount: { good: g(oweList, key), bad: [withArg(g(oweList, key), 1, fc.oneof(notString, fc.constant("")))] },
  applyLosses: {
    good: g(formDice, fc.array(form, { maxLength: 6 })),
    bad: [
      withArg(g(formDice, fc.constant([])), 1, fc.oneof(notList, fc.constant(["sideways"]))),
      withField(g(formDice, fc.constant([])), 0, ["covertly"], notSize),
      withArg(g(formDice, fc.constant([])), 0, notRecord),
    ],
  },
  applyNpcLosses: {
    good: g(npcDice, fc.array(fc.record({ form: npcForm, both: fc.boolean() }), { maxLength: 3 })),
    bad: [
      withArg(g(npcDice, fc.constant([])), 1, fc.oneof(notList, fc.constant([{ form: "action" }]))),
      withField(g(npcDice, fc.constant([])), 0, ["action"], fc.constant([12])),
    ],
  },
  defaultLosses: {
    good: g(fc.constantFrom("exhausted", "injured")),
    bad: [withArg(g(fc.constant("injured")), 0, notOneOf(["exhausted", "injured"]))],
  },
  defaultNpcLosses: {
    good: g(fc.constantFrom("exhausted", "injured")),
    bad: [withArg(g(fc.constant("injured")), 0, notOneOf(["exhausted", "injured"]))],
  },
  useItRiskItLosses: {
    good: g(fc.array(form, { maxLength: 2 })),
    bad: [withArg(g(fc.constant([])), 0, fc.oneof(notList, fc.constant(["sideways"])))],
  },
  useItRiskItNpcLosses: { good: g(npcForm), bad: [withArg(g(npcForm), 0, notOneOf(NPC_FORMS))] },
  isMixedVictory: {
    good: g(roll, roll, round),
    bad: [withArg(g(roll, roll, round), 1, notRoll), withArg(g(roll, roll, round), 2, notOneOf([1, 2, 3]))],
  },
  significance: {
    good: g(options),
    wellFormed: (r) => Number.isInteger(r) && (r as number) <= 6,
    bad: [
      withArg(g(options), 0, notRecord),
      withField(
        g(options),
        0,
        ["potent"],
        notBoolean.filter((v) => v !== undefined),
      ),
      withField(g(options), 0, ["mithril"], fc.constant(true)),
    ],
  },
  strengthDie: {
    good: g(options),
    wellFormed: (r) => [8, 10, 12].includes(r as number),
    bad: [withArg(g(options), 0, notRecord)],
  },
  validateStrength: {
    good: g(strength),
    wellFormed: (r) => Array.isArray(r),
    bad: [
      withArg(g(strength), 0, notRecord),
      withField(g(strength), 0, ["form"], notOneOf(FORMS)),
      withField(g(strength), 0, ["npcForm"], notOneOf(NPC_FORMS)),
      withField(g(strength), 0, ["secondForm"], notOneOf(["", ...FORMS, undefined])),
    ],
  },
  strengthWarnings: {
    good: g(strength),
    bad: [withArg(g(strength), 0, notRecord), withField(g(strength), 0, ["options"], notRecord)],
  },
  strengthApplies: {
    good: g(strength, fc.array(form, { maxLength: 2 })),
    bad: [
      withArg(g(strength, fc.constant([])), 1, fc.oneof(notList, fc.constant(["sideways"]), tooLong("directly", 6))),
    ],
  },
  strengthAppliesNpc: { good: g(strength, npcForm), bad: [withArg(g(strength, npcForm), 1, notOneOf(NPC_FORMS))] },
  startingSignificance: {
    good: g(fc.integer({ min: 1, max: 50 }), fc.boolean()),
    bad: [
      withArg(g(fc.constant(1), fc.constant(false)), 0, notIntegerIn(1, 10_000)),
      withArg(g(fc.constant(1), fc.constant(false)), 1, notBoolean),
    ],
  },
  validateFormDice: {
    good: g(formDies),
    wellFormed: (r) => Array.isArray(r),
    bad: [withArg(g(formDies), 0, notRecord), withField(g(formDies), 0, ["covertly", "die"], notSize)],
  },
  validateNpcDice: {
    good: g(pairs),
    wellFormed: (r) => Array.isArray(r),
    bad: [withArg(g(pairs), 0, notRecord), withField(g(pairs), 0, ["action", "high"], notSize)],
  },
  validateInterests: {
    good: g(fc.constantFrom("character", "npc"), fc.integer({ min: 0, max: 10 }), fc.boolean()),
    bad: [
      withArg(g(fc.constant("npc"), fc.constant(1), fc.constant(false)), 0, notOneOf(["character", "npc"])),
      withArg(g(fc.constant("npc"), fc.constant(1), fc.constant(false)), 1, notIntegerIn(0, 10_000)),
      withArg(
        g(fc.constant("npc"), fc.constant(1), fc.constant(false)),
        2,
        notBoolean.filter((v) => v !== undefined),
      ),
    ],
  },
  currentSizes: {
    good: g(formDies),
    bad: [withArg(g(formDies), 0, notRecord), withField(g(formDies), 0, ["covertly"], notRecord)],
  },
  cardIndex: {
    good: g(suit, rank),
    wellFormed: (r) => Number.isInteger(r) && (r as number) >= 1 && (r as number) <= 52,
    bad: [withArg(g(suit, rank), 0, notOneOf(SUITS)), withArg(g(suit, rank), 1, notIntegerIn(1, 13))],
  },
  cardAt: { good: g(fc.integer({ min: 1, max: 52 })), bad: [withArg(g(fc.constant(1)), 0, notIntegerIn(1, 52))] },
  cardLabel: {
    good: g(suit, rank),
    bad: [withArg(g(suit, rank), 0, notOneOf(SUITS)), withArg(g(suit, rank), 1, notIntegerIn(1, 13))],
  },
  parseCardLabel: {
    good: g(fc.tuple(suit, rank).map(([s, r]) => wicked.cardLabel(s, r))),
    bad: [withArg(g(fc.constant("K♦")), 0, fc.oneof(notString, fc.constantFrom("", "11♦", "K", "K♦♦", "Z♠")))],
  },
  dealCount: { good: g(fc.boolean()), bad: [withArg(g(fc.constant(true)), 0, notBoolean)] },
  mayGmChapter: {
    good: g(
      fc.integer({ min: 1, max: 20 }),
      fc.constantFrom("tom", "erin"),
      fc.record({ firstGm: fc.constant("erin"), topperPlayer: fc.constantFrom(null, "tom") }),
    ),
    bad: [
      withArg(
        g(fc.constant(3), fc.constant("tom"), fc.constant({ firstGm: "erin", topperPlayer: null })),
        2,
        notRecord,
      ),
      withArg(
        g(fc.constant(3), fc.constant("tom"), fc.constant({ firstGm: "erin", topperPlayer: null })),
        0,
        notIntegerIn(1, 10_000),
      ),
    ],
  },
  problem: {
    good: g(
      fc.constantFrom(...wicked.PROBLEM_CODES),
      fc.string({ maxLength: 20 }),
      fc.option(fc.string({ maxLength: 10 }), { nil: undefined }),
    ),
    bad: [
      withArg(g(fc.constant("too-many-interests"), fc.constant("m")), 0, notOneOf(wicked.PROBLEM_CODES)),
      withArg(g(fc.constant("too-many-interests"), fc.constant("m")), 1, notString),
    ],
  },
};

describe("wicked: every public function refuses bad input clearly and accepts good input (fast-check)", () => {
  it("has a fuzz spec for every exported function", () => {
    expect(functionNames(wicked).filter((name) => !(name in SPECS))).toEqual([]);
  });

  for (const name of functionNames(wicked)) {
    const spec = SPECS[name];
    if (!spec) continue;
    it(`wicked.${name}`, () => {
      suite.run(`wicked.${name}`, wicked[name as keyof typeof wicked] as never, spec);
    });
  }

  it("the largest odds allowed stay fast: four d12 and twelve advantage dice", () => {
    suite.run(
      "wicked.answerOdds",
      wicked.answerOdds as never,
      { good: fc.constant([{ dice: [12, 12], advantage: [6, 6] }, [12, 12, 12, 12], 12, 2]), bad: [] },
      3,
    );
  });

  afterAll(() => suite.write());
});
