// In a Wicked Age rules: dice and die sizes, "smaller dice" (the book's
// examples), consequences and consequential strengths, the optional rules,
// particular strengths, sheet checks, the owe list, the oracle's cards.
import { describe, expect, it } from "vitest";
import { wicked } from "../../../src/rules";
import type { FormDice, NpcDice } from "../../../src/rules/wicked";

const codes = (problems: { code: string }[]) => problems.map((p) => p.code);

// Amek, the chieftain of the desert horsemen, as printed.
const AMEK: FormDice = { covertly: 8, directly: 10, forMyself: 4, forOthers: 6, withLove: 6, withViolence: 12 };
// Esan's maneuvering is d10 + d6 in the four-way example; Shahu Seen's sheet as printed.
const SHAHU: NpcDice = { action: [12, 8], maneuvering: [10, 6], selfProtection: [6, 4] };

describe("die sizes", () => {
  it("step down d12 → d10 → d8 → d6 → d4 → 0", () => {
    expect([12, 10, 8, 6, 4, 0].map((s) => wicked.stepDown(s))).toEqual([10, 8, 6, 4, 0, 0]);
    expect(wicked.stepDownBy(12, 3)).toBe(6);
    expect(wicked.reachableSizes(8)).toEqual([8, 6, 4, 0]);
    expect(() => wicked.stepDown(7)).toThrow("wicked.stepDown: size must be one of 0, 4, 6, 8, 10, 12 (got 7)");
  });
  it("smaller dice: the book's examples", () => {
    // "I'm rolling a d10 and a d6 but you're rolling a d8 and a d6, or a d10 and a d4, or two d6"
    expect(wicked.smallerDice([8, 6], [10, 6])).toBe(true);
    expect(wicked.smallerDice([10, 4], [10, 6])).toBe(true);
    expect(wicked.smallerDice([6, 6], [10, 6])).toBe(true);
    expect(wicked.smallerDice([10, 6], [8, 6])).toBe(false);
    // "d12 and a d4 … d10 and a d8, you're rolling smaller dice, even though your dice total to more sides"
    expect(wicked.smallerDice([10, 8], [12, 4])).toBe(true);
    expect(wicked.smallerDice([12, 4], [10, 8])).toBe(false);
    // Martha's d12 and d6 against Tom's d12 and d8
    expect(wicked.smallerDice([12, 6], [12, 8])).toBe(true);
    expect(wicked.smallerDice([12, 8], [12, 6])).toBe(false);
    // equal dice are not smaller; a missing die (or 0) is smaller than any die
    expect(wicked.smallerDice([10, 6], [6, 10])).toBe(false);
    expect(wicked.smallerDice([12], [12, 4])).toBe(true);
    expect(wicked.smallerDice([12, 0], [12, 4])).toBe(true);
  });
  it("checks the book's dice sets", () => {
    expect(wicked.isFormDiceSet(Object.values(AMEK))).toBe(true);
    expect(wicked.isFormDiceSet([12, 12, 8, 6, 6, 4])).toBe(false);
    expect(wicked.isFormDiceSet([12, 10, 8, 6, 4])).toBe(false);
    expect(wicked.isNpcPairSet(Object.values(SHAHU))).toBe(true);
    expect(
      wicked.isNpcPairSet([
        [8, 12],
        [6, 10],
        [4, 6],
      ]),
    ).toBe(true);
    expect(
      wicked.isNpcPairSet([
        [12, 6],
        [10, 8],
        [6, 4],
      ]),
    ).toBe(false);
  });
  it("two dice at 0: out of the chapter", () => {
    expect(wicked.isOutOfChapter([12, 0, 8, 6, 0, 4])).toBe(true);
    expect(wicked.isOutOfChapter([12, 0, 8, 6, 6, 4])).toBe(false);
    expect(wicked.zeroDice([0, 0, 0])).toBe(3);
  });
});

describe("consequences", () => {
  it("exhausted: directly and with violence; injured: covertly and for others", () => {
    expect(wicked.applyLosses(AMEK, wicked.defaultLosses("exhausted"))).toEqual({
      ...AMEK,
      directly: 8,
      withViolence: 10,
    });
    expect(wicked.applyLosses(AMEK, wicked.defaultLosses("injured"))).toEqual({ ...AMEK, covertly: 6, forOthers: 4 });
  });
  it("a d4 loses its die to 0", () => {
    expect(wicked.applyLosses(AMEK, ["forMyself", "forMyself"]).forMyself).toBe(0);
  });
  it("NPCs lose a size off both dice of action (exhausted) or maneuvering (injured)", () => {
    expect(wicked.applyNpcLosses(SHAHU, wicked.defaultNpcLosses("exhausted")).action).toEqual([10, 6]);
    expect(wicked.applyNpcLosses(SHAHU, wicked.defaultNpcLosses("injured")).maneuvering).toEqual([8, 4]);
  });
  it("a loss naming one NPC form takes the higher die of its pair (Esan: 'lose one die size from maneuvering')", () => {
    expect(wicked.applyNpcLosses(SHAHU, [{ form: "maneuvering", both: false }]).maneuvering).toEqual([8, 6]);
    expect(
      wicked.applyNpcLosses({ ...SHAHU, selfProtection: [4, 4] }, [{ form: "selfProtection", both: false }])
        .selfProtection,
    ).toEqual([0, 4]);
  });
  it("a consequential strength adds one more size in its form: the power to inflame passions threatens for others", () => {
    const losses = [...wicked.defaultLosses("injured"), "forOthers" as const];
    expect(wicked.applyLosses(AMEK, losses).forOthers).toBe(0);
  });
  it("Amy's injury in the horse camp: a size off covertly and for others", () => {
    // Amek: directly d10, for others d6 in the four-way example
    expect(wicked.applyLosses(AMEK, wicked.defaultLosses("injured"))).toMatchObject({ covertly: 6, forOthers: 4 });
  });
  it("optional rules: Use it, risk it; Mixed victory", () => {
    expect(wicked.useItRiskItLosses(["directly", "forMyself"])).toEqual(["directly", "forMyself"]);
    expect(wicked.useItRiskItNpcLosses("action")).toEqual([{ form: "action", both: true }]);
    expect(wicked.isMixedVictory({ dice: [10, 3] }, { dice: [10, 4] }, 3)).toBe(true);
    expect(wicked.isMixedVictory({ dice: [5, 3] }, { dice: [10, 4] }, 3)).toBe(false);
    expect(wicked.isMixedVictory({ dice: [10, 3] }, { dice: [10, 4] }, 2)).toBe(false);
  });
  it("refuses unknown forms and consequences", () => {
    expect(() => wicked.applyLosses(AMEK, ["sideways" as never])).toThrow(RangeError);
    expect(() => wicked.defaultLosses("tired" as never)).toThrow(RangeError);
    expect(() => wicked.applyLosses({ ...AMEK, directly: 9 }, [])).toThrow(RangeError);
  });
});

describe("particular strengths", () => {
  const exorcism = { form: "forOthers" as const, npcForm: "selfProtection" as const, options: { farReaching: true } };
  const inflame = {
    form: "covertly" as const,
    npcForm: "action" as const,
    options: { consequential: true },
    consequentialForm: "forOthers" as const,
    consequentialNpcForm: "selfProtection" as const,
  };
  it("the book's examples: significance 1, a d8", () => {
    expect(wicked.significance(exorcism.options)).toBe(1);
    expect(wicked.strengthDie(exorcism.options)).toBe(8);
    expect(wicked.validateStrength(exorcism)).toEqual([]);
    expect(wicked.strengthWarnings(inflame)).toEqual([]);
    expect(wicked.strengthApplies(exorcism, ["forOthers", "directly"])).toBe(true);
    expect(wicked.strengthApplies(exorcism, ["forMyself", "directly"])).toBe(false);
    expect(wicked.strengthAppliesNpc(inflame, "action")).toBe(true);
  });
  it("potent is a d10, doubly potent a d12 (and needs potent)", () => {
    expect(wicked.strengthDie({ potent: true })).toBe(10);
    expect(wicked.strengthDie({ potent: true, doublyPotent: true })).toBe(12);
    expect(codes(wicked.validateStrength({ ...exorcism, options: { doublyPotent: true } }))).toEqual([
      "doubly-potent-without-potent",
    ]);
  });
  it("significance is at most 4", () => {
    const five = { potent: true, doublyPotent: true, broad: true, unique: true, farReaching: true };
    expect(codes(wicked.validateStrength({ ...exorcism, options: five, secondForm: "forMyself" }))).toEqual([
      "significance-above-max",
    ]);
  });
  it("broad: the second form also triggers it (never a second NPC form)", () => {
    const broad = { ...exorcism, options: { broad: true }, secondForm: "forMyself" as const };
    expect(wicked.strengthApplies(broad, ["forMyself", "directly"])).toBe(true);
    expect(wicked.strengthAppliesNpc(broad, "action")).toBe(false);
    expect(codes(wicked.strengthWarnings({ ...exorcism, options: { broad: true } }))).toEqual([
      "broad-without-second-form",
    ]);
  });
  it("warns about unfinished sheets", () => {
    expect(codes(wicked.strengthWarnings({ ...exorcism, options: {} }))).toEqual(["significance-none"]);
    expect(codes(wicked.strengthWarnings({ ...inflame, consequentialForm: "" }))).toEqual([
      "consequential-without-form",
    ]);
  });
  it("starting significance: 1, or 2 for a new character from chapter 3", () => {
    expect(wicked.startingSignificance(1, false)).toBe(1);
    expect(wicked.startingSignificance(3, false)).toBe(2);
    expect(wicked.startingSignificance(3, true)).toBe(1);
  });
});

describe("sheet checks", () => {
  const dice = (die: number[], current = die) =>
    Object.fromEntries(wicked.FORMS.map((f, i) => [f, { die: die[i] ?? 0, current: current[i] ?? 0 }])) as Record<
      wicked.Form,
      wicked.FormDie
    >;
  it("accepts the book's set, lowered dice, and a sheet not assigned yet", () => {
    expect(wicked.validateFormDice(dice([8, 10, 4, 6, 6, 12]))).toEqual([]);
    expect(wicked.validateFormDice(dice([8, 10, 4, 6, 6, 12], [6, 10, 0, 6, 4, 12]))).toEqual([]);
    expect(wicked.validateFormDice(dice([0, 0, 0, 0, 0, 0]))).toEqual([]);
  });
  it("refuses form dice that aren't the book's set, and dice above what was assigned", () => {
    expect(codes(wicked.validateFormDice(dice([12, 12, 4, 6, 6, 8])))).toEqual(["form-dice-not-book-set"]);
    expect(codes(wicked.validateFormDice(dice([8, 10, 4, 6, 6, 12], [10, 10, 4, 6, 6, 12])))).toEqual([
      "die-above-assigned",
    ]);
  });
  it("refuses NPC pairs split apart", () => {
    const pairs = (p: [number, number][]) =>
      Object.fromEntries(
        wicked.NPC_FORMS.map((f, i) => {
          const [high, low] = p[i] ?? [0, 0];
          return [f, { high, low, highNow: high, lowNow: low }];
        }),
      ) as Record<wicked.NpcForm, wicked.NpcPair>;
    expect(
      wicked.validateNpcDice(
        pairs([
          [12, 8],
          [10, 6],
          [6, 4],
        ]),
      ),
    ).toEqual([]);
    expect(
      codes(
        wicked.validateNpcDice(
          pairs([
            [12, 6],
            [10, 8],
            [6, 4],
          ]),
        ),
      ),
    ).toEqual(["npc-pairs-split"]);
  });
  it("best interests: two to play, three at most; an NPC one or two", () => {
    expect(codes(wicked.validateInterests("character", 4))).toEqual(["too-many-interests"]);
    expect(codes(wicked.validateInterests("character", 1))).toEqual([]);
    expect(codes(wicked.validateInterests("character", 1, true))).toEqual(["too-few-interests"]);
    expect(codes(wicked.validateInterests("npc", 3))).toEqual(["too-many-interests"]);
    expect(codes(wicked.validateInterests("npc", 1, true))).toEqual([]);
  });
  it("reads the dice as they stand", () => {
    expect(wicked.currentSizes({ action: { high: 12, low: 8, highNow: 10, lowNow: 8 } })).toEqual([10, 8]);
    expect(wicked.currentSizes({ covertly: { die: 8, current: 6 } })).toEqual([6]);
  });
});

describe("the owe list", () => {
  it("scratches the lowest occurrence, tops and crosses off", () => {
    const list = ["Mekha", "Tajie", "Mekha"];
    expect(wicked.scratchFromOweList(list, "Mekha")).toEqual(["Mekha", "Tajie"]);
    expect(wicked.oweListTop(list)).toBe("Mekha");
    expect(wicked.crossOffTop(list)).toEqual(["Tajie", "Mekha"]);
    expect(wicked.oweCount(list, "Mekha")).toBe(2);
    expect(wicked.oweListTop([])).toBeNull();
    expect(() => wicked.scratchFromOweList(list, "Amek")).toThrow(RangeError);
    expect(() => wicked.crossOffTop([])).toThrow(RangeError);
  });
  it("NPCs never go on it, and a character out of the action doesn't either", () => {
    const people = [
      { id: "esan", player: false, sizes: [6, 4], inAction: true },
      { id: "amek", player: true, sizes: [6, 4], inAction: false },
      { id: "tajie", player: true, sizes: [12, 8], inAction: true },
    ];
    expect(
      wicked.oweListAdditions(people, [
        ["tajie", "esan"],
        ["tajie", "amek"],
      ]),
    ).toEqual([]);
  });
  it("a smaller-dice character who wins outright in round 1 goes on it too", () => {
    const people = [
      { id: "mekha", player: true, sizes: [10, 8], inAction: true },
      { id: "amek", player: true, sizes: [12, 10], inAction: false },
    ];
    expect(wicked.oweListAdditions(people, [["amek", "mekha"]])).toEqual(["mekha"]);
  });
  it("refuses pairs naming someone not in the conflict", () => {
    expect(() => wicked.oweListAdditions([], [["a", "b"]])).toThrow(RangeError);
  });
});

describe("the oracle's cards", () => {
  it("places each card 1–52: suits in order, Ace to King", () => {
    expect(wicked.cardIndex("diamonds", 1)).toBe(1);
    expect(wicked.cardIndex("diamonds", 13)).toBe(13);
    expect(wicked.cardIndex("hearts", 9)).toBe(22);
    expect(wicked.cardIndex("spades", 13)).toBe(52);
    expect(wicked.cardAt(36)).toEqual({ suit: "clubs", rank: 10 });
  });
  it("labels and parses cards: the example deal K♦, 10♠, 10♣, 9♥", () => {
    expect(wicked.cardLabel("diamonds", 13)).toBe("K♦");
    expect(["K♦", "10♠", "10♣", "9♥"].map((l) => wicked.parseCardLabel(l))).toEqual([
      { suit: "diamonds", rank: 13 },
      { suit: "spades", rank: 10 },
      { suit: "clubs", rank: 10 },
      { suit: "hearts", rank: 9 },
    ]);
    expect(() => wicked.parseCardLabel("11♦")).toThrow(RangeError);
  });
  it("deals four cards, or three after the topper's chosen element", () => {
    expect(wicked.dealCount(false)).toBe(4);
    expect(wicked.dealCount(true)).toBe(3);
  });
  it("from chapter 3 anyone but the topper's player may GM", () => {
    const table = { firstGm: "erin", topperPlayer: "martha" };
    expect(wicked.mayGmChapter(2, "tom", table)).toBe(false);
    expect(wicked.mayGmChapter(2, "erin", table)).toBe(true);
    expect(wicked.mayGmChapter(3, "tom", table)).toBe(true);
    expect(wicked.mayGmChapter(3, "martha", table)).toBe(false);
  });
});
