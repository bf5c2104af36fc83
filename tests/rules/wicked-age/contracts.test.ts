// The rules' contracts to the letter: which argument a refusal names, the
// exact problems a validator reports (code, message, path), and the edges of
// the small helpers (a die stepped down from d4, a pair whose second die is
// the higher, an answerer rolling fewer dice than the standing roll). The
// fuzz suite (tests/rules/fuzz/wicked-age.test.ts) checks refusals in bulk;
// these pin down what the user reads.
import { describe, expect, it } from "vitest";
import { wicked } from "../../../src/rules";

type Loose = (...args: unknown[]) => unknown;
const call =
  (fn: unknown, ...args: unknown[]) =>
  () =>
    (fn as Loose)(...args);

const FORMS_AT_ZERO = { covertly: 0, directly: 0, forMyself: 0, forOthers: 0, withLove: 0, withViolence: 0 };
const NPC_AT_ZERO: Record<"maneuvering" | "action" | "selfProtection", [number, number]> = {
  maneuvering: [0, 0],
  action: [0, 0],
  selfProtection: [0, 0],
};
const die = (d: number, current = d) => ({ die: d, current });
const pair = (high: number, low: number, highNow = high, lowNow = low) => ({ high, low, highNow, lowNow });
const BOOK_FORMS = {
  covertly: die(12),
  directly: die(10),
  forMyself: die(8),
  forOthers: die(6),
  withLove: die(6),
  withViolence: die(4),
};
const BOOK_NPC = { maneuvering: pair(12, 8), action: pair(10, 6), selfProtection: pair(6, 4) };
const STRENGTH = { form: "directly", npcForm: "action", options: { potent: true } } as const;

describe("refusals name the argument at fault", () => {
  const cases: [string, () => unknown, string][] = [
    [
      "passAdvantage: held.challenger",
      call(wicked.passAdvantage, { challenger: 1, answerer: false }, "takeAdvantage"),
      "wicked.passAdvantage: held.challenger must be",
    ],
    [
      "answer: answer.dice",
      call(wicked.answer, { dice: [5] }, { dice: [] }, 1),
      "wicked.answer: answer.dice must be a list of at least one face",
    ],
    [
      "answerOdds: sizes empty",
      call(wicked.answerOdds, { dice: [5] }, [], 0, 1),
      "wicked.answerOdds: sizes must be a list of at least one die size",
    ],
    [
      "applyNpcLosses: losses[0].form",
      call(wicked.applyNpcLosses, NPC_AT_ZERO, [{ form: "directly", both: true }]),
      "wicked.applyNpcLosses: losses[0].form must be one of",
    ],
    [
      "applyNpcLosses: dice",
      call(wicked.applyNpcLosses, { ...NPC_AT_ZERO, selfProtection: [6] }, []),
      "wicked.applyNpcLosses: dice.selfProtection must be a pair of die sizes",
    ],
    [
      "applyNpcLosses: an unknown NPC form",
      call(wicked.applyNpcLosses, { ...NPC_AT_ZERO, sneaking: [6, 4] }, []),
      "wicked.applyNpcLosses: dice.sneaking must be absent: the keys are NPC forms (action, maneuvering, selfProtection)",
    ],
    [
      "applyLosses: an unknown form",
      call(wicked.applyLosses, { ...FORMS_AT_ZERO, sneakily: 6 }, []),
      "wicked.applyLosses: dice.sneakily must be absent: the keys are forms (covertly, directly, forMyself, forOthers, withLove, withViolence)",
    ],
    [
      "isMixedVictory: challenge",
      call(wicked.isMixedVictory, { dice: [] }, { dice: [5] }, 3),
      "wicked.isMixedVictory: challenge.dice must be",
    ],
    [
      "smallerDice: b",
      call(wicked.smallerDice, [6], [7]),
      "wicked.smallerDice: b[0] must be one of 0, 4, 6, 8, 10, 12",
    ],
    ["mayGmChapter: chapter 0", call(wicked.mayGmChapter, 0, "u", { firstGm: "g", topperPlayer: null }), "chapter"],
    [
      "mayGmChapter: userId",
      call(wicked.mayGmChapter, 1, 5, { firstGm: "g", topperPlayer: null }),
      "wicked.mayGmChapter: userId must be",
    ],
    [
      "mayGmChapter: table.firstGm",
      call(wicked.mayGmChapter, 1, "u", { firstGm: 5, topperPlayer: null }),
      "wicked.mayGmChapter: table.firstGm must be",
    ],
    [
      "mayGmChapter: table.topperPlayer",
      call(wicked.mayGmChapter, 3, "u", { firstGm: "g", topperPlayer: 5 }),
      "wicked.mayGmChapter: table.topperPlayer must be",
    ],
    [
      "parseCardLabel",
      call(wicked.parseCardLabel, "K♦x"),
      "wicked.parseCardLabel: label must be a card such as K♦, 10♠ or A♥",
    ],
    [
      "oweListAdditions: participants[0].id",
      call(wicked.oweListAdditions, [{ id: "", player: true, sizes: [], inAction: true }], []),
      "wicked.oweListAdditions: participants[0].id must be a non-empty key",
    ],
    [
      "oweListAdditions: participants[0].player",
      call(wicked.oweListAdditions, [{ id: "a", player: 1, sizes: [], inAction: true }], []),
      "wicked.oweListAdditions: participants[0].player must be",
    ],
    [
      "oweListAdditions: participants[0].sizes",
      call(wicked.oweListAdditions, [{ id: "a", player: true, sizes: [5], inAction: true }], []),
      "wicked.oweListAdditions: participants[0].sizes[0] must be",
    ],
    [
      "oweListAdditions: participants[0].inAction",
      call(wicked.oweListAdditions, [{ id: "a", player: true, sizes: [], inAction: 1 }], []),
      "wicked.oweListAdditions: participants[0].inAction must be",
    ],
    [
      "oweListAdditions: a pair of one",
      call(wicked.oweListAdditions, [{ id: "a", player: true, sizes: [], inAction: true }], [["a"]]),
      "wicked.oweListAdditions: pairs[0] must be a pair of ids",
    ],
    [
      "oweListAdditions: pairs not a list",
      call(wicked.oweListAdditions, [{ id: "a", player: true, sizes: [], inAction: true }], 5),
      "wicked.oweListAdditions: pairs must be",
    ],
    [
      "oweListAdditions: an unknown challenger",
      call(wicked.oweListAdditions, [{ id: "a", player: true, sizes: [], inAction: true }], [["x", "a"]]),
      'wicked.oweListAdditions: pairs[0][0] must be the id of a participant (got "x")',
    ],
    [
      "oweListAdditions: an unknown answerer",
      call(wicked.oweListAdditions, [{ id: "a", player: true, sizes: [], inAction: true }], [["a", "y"]]),
      'wicked.oweListAdditions: pairs[0][1] must be the id of a participant (got "y")',
    ],
    [
      "scratchFromOweList: key not on the list",
      call(wicked.scratchFromOweList, ["a"], "b"),
      "wicked.scratchFromOweList: key must be a key on the list",
    ],
    [
      "crossOffTop: empty list",
      call(wicked.crossOffTop, []),
      "wicked.crossOffTop: list must be a list with at least one name",
    ],
    ["oweCount: list", call(wicked.oweCount, [""], "a"), "wicked.oweCount: list[0] must be a non-empty key"],
    [
      "problem: path",
      call(wicked.problem, "too-many-interests", "m", 5),
      "wicked.problem: path must be text or absent",
    ],
    ["reading: roll.dice empty", call(wicked.reading, { dice: [] }), "wicked.reading: roll.dice must be"],
    [
      "reading: roll.advantage",
      call(wicked.reading, { dice: [5], advantage: [7] }),
      "wicked.reading: roll.advantage[0] must be",
    ],
    [
      "lowerDieIndex: dice empty",
      call(wicked.lowerDieIndex, []),
      "wicked.lowerDieIndex: dice must be a list of at least one face",
    ],
    [
      "validateFormDice: forms.covertly.current",
      call(wicked.validateFormDice, { ...BOOK_FORMS, covertly: { die: 12, current: 5 } }),
      "wicked.validateFormDice: forms.covertly.current must be",
    ],
    [
      "validateNpcDice: forms.selfProtection.low",
      call(wicked.validateNpcDice, { ...BOOK_NPC, selfProtection: { ...pair(6, 4), low: 5 } }),
      "wicked.validateNpcDice: forms.selfProtection.low must be",
    ],
    [
      "validateNpcDice: forms.selfProtection.highNow",
      call(wicked.validateNpcDice, { ...BOOK_NPC, selfProtection: { ...pair(6, 4), highNow: 5 } }),
      "wicked.validateNpcDice: forms.selfProtection.highNow must be",
    ],
    [
      "validateNpcDice: forms.selfProtection.lowNow",
      call(wicked.validateNpcDice, { ...BOOK_NPC, selfProtection: { ...pair(6, 4), lowNow: 5 } }),
      "wicked.validateNpcDice: forms.selfProtection.lowNow must be",
    ],
    [
      "currentSizes: a form die",
      call(wicked.currentSizes, { covertly: { die: 12, current: 5 } }),
      "wicked.currentSizes: forms.covertly.current must be",
    ],
    [
      "currentSizes: a pair",
      call(wicked.currentSizes, { selfProtection: { ...pair(6, 4), lowNow: 5 } }),
      "wicked.currentSizes: forms.selfProtection.lowNow must be",
    ],
    [
      "significance: an unknown option",
      call(wicked.significance, { potent: true, mighty: true }),
      "wicked.significance: options.mighty must be absent: the keys are",
    ],
    [
      "validateStrength: strength.consequentialForm",
      call(wicked.validateStrength, { ...STRENGTH, consequentialForm: "sneakily" }),
      "wicked.validateStrength: strength.consequentialForm must be",
    ],
    [
      "validateStrength: strength.consequentialNpcForm",
      call(wicked.validateStrength, { ...STRENGTH, consequentialNpcForm: "directly" }),
      "wicked.validateStrength: strength.consequentialNpcForm must be",
    ],
  ];
  // Refused for its type (a TypeError) rather than its value (a RangeError).
  const TYPE_ERRORS = new Set([
    "passAdvantage: held.challenger",
    "mayGmChapter: userId",
    "mayGmChapter: table.firstGm",
    "mayGmChapter: table.topperPlayer",
    "oweListAdditions: participants[0].player",
    "oweListAdditions: participants[0].inAction",
    "oweListAdditions: pairs not a list",
    "problem: path",
  ]);
  for (const [label, run, message] of cases) {
    it(label, () => {
      expect(run).toThrow(message);
      expect(run).toThrow(TYPE_ERRORS.has(label) ? TypeError : RangeError);
    });
  }

  it("reports the NPC pair and form dice arguments as the caller named them", () => {
    expect(call(wicked.applyNpcLosses, { ...NPC_AT_ZERO, selfProtection: [6, 5] }, [])).toThrow(
      "wicked.applyNpcLosses: dice.selfProtection[1] must be",
    );
  });
});

describe("small helpers at their edges", () => {
  it("steps a d4 down to nothing, however many steps", () => {
    expect(wicked.stepDownBy(4, 1)).toBe(0);
    expect(wicked.stepDownBy(6, 2)).toBe(0);
    expect(wicked.stepDownBy(12, 2)).toBe(8);
  });

  it("compares dice biggest first, whatever order they are listed in", () => {
    expect(wicked.smallerDice([4, 12], [10, 8])).toBe(false);
    expect(wicked.smallerDice([10, 8], [4, 12])).toBe(true);
    expect(wicked.smallerDice([4], [6])).toBe(true);
    expect(wicked.smallerDice([6, 0], [6, 4])).toBe(true);
  });

  it("wants exactly three NPC pairs", () => {
    expect(
      wicked.isNpcPairSet([
        [12, 8],
        [10, 6],
      ]),
    ).toBe(false);
  });

  it("counts only the dice at 0", () => {
    expect(wicked.zeroDice([0, 4, 0, 6])).toBe(2);
    expect(wicked.zeroDice([4, 6])).toBe(0);
  });

  it("an NPC loses the higher die of a pair, wherever it stands", () => {
    const out = wicked.applyNpcLosses({ ...NPC_AT_ZERO, maneuvering: [8, 12] }, [{ form: "maneuvering", both: false }]);
    expect(out.maneuvering).toEqual([8, 10]);
  });

  it("says whether the answerer won, for every outcome", () => {
    expect(wicked.ANSWER_OUTCOMES.map((o) => wicked.answererWins(o))).toEqual([true, true, false, false]);
    expect(wicked.ANSWER_OUTCOMES.map((o) => wicked.isAbsolute(o))).toEqual([true, false, false, true]);
  });

  it("passes no advantage die on an absolute outcome", () => {
    for (const outcome of ["winAbsolutely", "loseAbsolutely"] as const)
      expect(wicked.passAdvantage({ challenger: false, answerer: false }, outcome)).toEqual({
        challenger: false,
        answerer: false,
      });
    expect(wicked.passAdvantage({ challenger: false, answerer: false }, "takeAdvantage")).toEqual({
      challenger: false,
      answerer: true,
    });
  });

  it("the odds of two dice against three compare only the dice both rolled", () => {
    // Brute force: 8 × 6 faces, the standing 7 & 5 & 3 matched on 7 & 5 (the third die is not compared).
    const odds = wicked.answerOdds({ dice: [7, 5, 3] }, [8, 6], 0, 1);
    let take = 0;
    for (let a = 1; a <= 8; a++)
      for (let b = 1; b <= 6; b++) {
        const [hi, lo] = a >= b ? [a, b] : [b, a];
        if (hi < 14 && (hi > 7 || (hi === 7 && lo >= 5))) take += 1;
      }
    expect(odds.takeAdvantage).toBeCloseTo(take / 48, 14);
  });

  it("deals a card at every place of the deck and reads its label back", () => {
    expect(wicked.cardAt(1)).toEqual({ suit: "diamonds", rank: 1 });
    expect(wicked.cardAt(14)).toEqual({ suit: "hearts", rank: 1 });
    expect(wicked.cardAt(52)).toEqual({ suit: "spades", rank: 13 });
    expect(wicked.cardLabel("clubs", 10)).toBe("10♣");
    expect(wicked.parseCardLabel(" q♠ ")).toEqual({ suit: "spades", rank: 12 });
    expect(call(wicked.parseCardLabel, "xK♦")).toThrow(RangeError);
  });

  it("the lowest die of a roll: the last of equal faces", () => {
    expect(wicked.lowerDieIndex([5, 3, 3])).toBe(2);
    expect(wicked.lowerDieIndex([2, 6])).toBe(0);
  });

  it("a problem carries its path only when given one", () => {
    expect(wicked.problem("too-many-interests", "m")).toEqual({ code: "too-many-interests", message: "m" });
    expect(wicked.problem("too-many-interests", "m", "interests")).toEqual({
      code: "too-many-interests",
      message: "m",
      path: "interests",
    });
  });
});

describe("validators report exactly what is wrong", () => {
  it("form dice off the book's set, and a die above its assignment", () => {
    expect(wicked.validateFormDice(BOOK_FORMS)).toEqual([]);
    expect(wicked.validateFormDice({ ...BOOK_FORMS, withViolence: die(12) })).toEqual([
      {
        code: "form-dice-not-book-set",
        message: "The six forms take d12, d10, d8, d6, d6 and d4, got 12, 10, 8, 6, 6, 12.",
        path: "forms",
      },
    ]);
    expect(wicked.validateFormDice({ ...BOOK_FORMS, directly: die(10, 12) })).toEqual([
      { code: "die-above-assigned", message: "directly has d12 but was assigned d10.", path: "forms.directly" },
    ]);
    // Partly assigned is not the book's set either.
    expect(wicked.validateFormDice({ ...BOOK_FORMS, covertly: die(0), directly: die(0) })[0]?.code).toBe(
      "form-dice-not-book-set",
    );
  });

  it("NPC pairs split, and dice above their pair", () => {
    expect(wicked.validateNpcDice(BOOK_NPC)).toEqual([]);
    expect(wicked.validateNpcDice({ ...BOOK_NPC, maneuvering: pair(12, 6), action: pair(10, 8) })).toEqual([
      {
        code: "npc-pairs-split",
        message: "The NPC forms take the pairs d12+d8, d10+d6 and d6+d4, got 10+8, 12+6, 6+4.",
        path: "forms",
      },
    ]);
    expect(wicked.validateNpcDice({ ...BOOK_NPC, selfProtection: pair(6, 4, 6, 6) })).toEqual([
      {
        code: "die-above-assigned",
        message: "selfProtection has dice above the pair assigned to it.",
        path: "forms.selfProtection",
      },
    ]);
    expect(wicked.validateNpcDice({ ...BOOK_NPC, selfProtection: pair(6, 4, 8, 4) })).toHaveLength(1);
    expect(
      wicked.validateNpcDice({
        maneuvering: pair(0, 0),
        action: pair(0, 0),
        selfProtection: pair(6, 4),
      })[0]?.code,
    ).toBe("npc-pairs-split");
  });

  it("unassigned NPC dice are no problem", () => {
    expect(wicked.validateNpcDice({ action: pair(0, 0), maneuvering: pair(0, 0), selfProtection: pair(0, 0) })).toEqual(
      [],
    );
  });

  it("best interests: at most the maximum, at least the minimum to play", () => {
    expect(wicked.validateInterests("character", 3)).toEqual([]);
    expect(wicked.validateInterests("character", 4)).toEqual([
      { code: "too-many-interests", message: "At most 3 best interests, got 4.", path: "interests" },
    ]);
    expect(wicked.validateInterests("character", 1, true)).toEqual([
      { code: "too-few-interests", message: "At least 2 best interests are needed to play, got 1.", path: "interests" },
    ]);
  });

  it("strengths: significance up to 4, doubly potent needs potent", () => {
    const four = { potent: true, doublyPotent: true, broad: true, consequential: true };
    expect(wicked.validateStrength({ ...STRENGTH, options: four })).toEqual([]);
    expect(wicked.validateStrength({ ...STRENGTH, options: { ...four, unique: true, farReaching: false } })).toEqual([
      { code: "significance-above-max", message: "Significance is at most 4, got 5.", path: "options" },
    ]);
    expect(wicked.validateStrength({ ...STRENGTH, options: { doublyPotent: true } })).toEqual([
      { code: "doubly-potent-without-potent", message: "Doubly potent needs potent.", path: "options.doublyPotent" },
    ]);
  });

  it("strength warnings, one by one", () => {
    expect(wicked.strengthWarnings({ ...STRENGTH, options: {} })).toEqual([
      { code: "significance-none", message: "A particular strength has at least significance 1.", path: "options" },
    ]);
    expect(wicked.strengthWarnings(STRENGTH)).toEqual([]);
    expect(wicked.strengthWarnings({ ...STRENGTH, options: { broad: true } })).toEqual([
      { code: "broad-without-second-form", message: "A broad strength names a second form.", path: "secondForm" },
    ]);
    expect(wicked.strengthWarnings({ ...STRENGTH, secondForm: "directly", options: { broad: true } })).toEqual([
      { code: "second-form-same", message: "The second form must differ from the first.", path: "secondForm" },
    ]);
    const consequential = {
      code: "consequential-without-form",
      message: "A consequential strength names a form and an NPC form it threatens.",
      path: "consequentialForm",
    };
    expect(wicked.strengthWarnings({ ...STRENGTH, options: { consequential: true } })).toEqual([consequential]);
    expect(
      wicked.strengthWarnings({
        ...STRENGTH,
        consequentialNpcForm: "selfProtection",
        options: { consequential: true },
      }),
    ).toEqual([consequential]);
    expect(
      wicked.strengthWarnings({ ...STRENGTH, consequentialForm: "covertly", options: { consequential: true } }),
    ).toEqual([consequential]);
    expect(
      wicked.strengthWarnings({
        ...STRENGTH,
        consequentialForm: "covertly",
        consequentialNpcForm: "selfProtection",
        options: { consequential: true },
      }),
    ).toEqual([]);
  });

  it("a second form counts only for a broad strength", () => {
    expect(wicked.strengthApplies({ ...STRENGTH, secondForm: "withLove", options: {} }, ["withLove"])).toBe(false);
    expect(
      wicked.strengthApplies({ ...STRENGTH, secondForm: "withLove", options: { broad: true } }, ["withLove"]),
    ).toBe(true);
  });
});
