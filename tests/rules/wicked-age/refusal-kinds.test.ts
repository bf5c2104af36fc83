// The rules' refusals as docs/api.md promises them ("Argument checks and
// caps"): a value of the right type that the rules don't allow throws a
// RangeError, whole message given; and the edges of the helpers those
// refusals guard — dice compared biggest first with a missing die as
// nothing, the owe list read from each exchange's own pair, cards read back
// from their labels.
import { describe, expect, it } from "vitest";
import { wicked } from "../../../src/rules";

type Loose = (...args: unknown[]) => unknown;
const call =
  (fn: unknown, ...args: unknown[]) =>
  () =>
    (fn as Loose)(...args);

/** Run `f`, expecting it to throw; return the error. */
function thrown(f: () => unknown): Error {
  try {
    f();
  } catch (error) {
    return error as Error;
  }
  throw new Error("did not throw");
}

const FORMS_SET = { covertly: 12, directly: 10, forMyself: 8, forOthers: 6, withLove: 6, withViolence: 4 };
const candidate = (id: string, sizes: number[], player = true, inAction = true) => ({ id, player, sizes, inAction });

describe("a value of the right type that the rules don't allow: a RangeError, with the whole message", () => {
  const cases: [string, () => unknown, string][] = [
    [
      "answerOdds with no dice",
      call(wicked.answerOdds, { dice: [5] }, [], 0, 1),
      "wicked.answerOdds: sizes must be a list of at least one die size (got a list of 0)",
    ],
    [
      "a roll with no dice",
      call(wicked.reading, { dice: [] }),
      "wicked.reading: roll.dice must be a list of at least one face (got a list of 0)",
    ],
    [
      "the lower die of no dice",
      call(wicked.lowerDieIndex, []),
      "wicked.lowerDieIndex: dice must be a list of at least one face (got a list of 0)",
    ],
    [
      "form dice keyed by a stranger",
      call(wicked.applyLosses, { ...FORMS_SET, sideways: 6 }, []),
      "wicked.applyLosses: dice.sideways must be absent: the keys are forms (covertly, directly, forMyself, forOthers, withLove, withViolence) (got 6)",
    ],
    [
      "NPC dice keyed by a player's form",
      call(
        wicked.applyNpcLosses,
        { action: [0, 0], maneuvering: [0, 0], selfProtection: [0, 0], directly: [6, 4] },
        [],
      ),
      "wicked.applyNpcLosses: dice.directly must be absent: the keys are NPC forms (action, maneuvering, selfProtection) (got a list of 2)",
    ],
    [
      "an NPC form with one die",
      call(wicked.applyNpcLosses, { action: [12], maneuvering: [0, 0], selfProtection: [0, 0] }, []),
      "wicked.applyNpcLosses: dice.action must be a pair of die sizes (got a list of 1)",
    ],
    [
      "strength options with one the book doesn't have",
      call(wicked.significance, { potent: true, sharp: true }),
      "wicked.significance: options.sharp must be absent: the keys are potent, doublyPotent, broad, consequential, unique, farReaching (got true)",
    ],
    [
      "an owe list with an empty key",
      call(wicked.oweListTop, ["Actor.a", ""]),
      'wicked.oweListTop: list[1] must be a non-empty key (got "")',
    ],
    [
      "an exchange of one",
      call(wicked.oweListAdditions, [candidate("a", [12])], [["a"]]),
      "wicked.oweListAdditions: pairs[0] must be a pair of ids (got a list of 1)",
    ],
    [
      "an exchange with a stranger challenging",
      call(wicked.oweListAdditions, [candidate("a", [12])], [["z", "a"]]),
      'wicked.oweListAdditions: pairs[0][0] must be the id of a participant (got "z")',
    ],
    [
      "an exchange with a stranger answering",
      call(
        wicked.oweListAdditions,
        [candidate("a", [12]), candidate("b", [8])],
        [
          ["a", "b"],
          ["b", "z"],
        ],
      ),
      'wicked.oweListAdditions: pairs[1][1] must be the id of a participant (got "z")',
    ],
    [
      "scratching a name not on the list",
      call(wicked.scratchFromOweList, ["Actor.a"], "Actor.b"),
      'wicked.scratchFromOweList: key must be a key on the list (got "Actor.b")',
    ],
    [
      "crossing off the top of an empty list",
      call(wicked.crossOffTop, []),
      "wicked.crossOffTop: list must be a list with at least one name (got a list of 0)",
    ],
    [
      "a card label that names no card",
      call(wicked.parseCardLabel, "1♦"),
      'wicked.parseCardLabel: label must be a card such as K♦, 10♠ or A♥ (got "1♦")',
    ],
    [
      "a problem's path too long",
      call(wicked.problem, "significance-none", "None taken.", "p".repeat(201)),
      `wicked.problem: path must be text of at most 200 characters (got "${"p".repeat(40)}…")`,
    ],
  ];
  for (const [label, f, message] of cases) {
    it(label, () => {
      const error = thrown(f);
      expect(error).toBeInstanceOf(RangeError);
      expect(error.message).toBe(message);
    });
  }

  it("a problem's path of the wrong type is a TypeError", () => {
    const error = thrown(call(wicked.problem, "significance-none", "None taken.", 7));
    expect(error).toBeInstanceOf(TypeError);
    expect(error.message).toBe("wicked.problem: path must be text or absent (got 7)");
  });
});

describe("smaller dice: “the bigger dice are compared first”, a missing die smaller than any", () => {
  it("a die at 0 counts as no die, wherever it is listed", () => {
    expect(wicked.smallerDice([8], [0, 8])).toBe(false);
    expect(wicked.smallerDice([0, 8], [8])).toBe(false);
    expect(wicked.smallerDice([8, 0, 0], [8, 4])).toBe(true);
    expect(wicked.smallerDice([0], [])).toBe(false);
    expect(wicked.smallerDice([], [4])).toBe(true);
  });

  it("the first difference decides, either way", () => {
    expect(wicked.smallerDice([4, 12], [10, 8])).toBe(false);
    expect(wicked.smallerDice([10, 8], [12, 4])).toBe(true);
    expect(wicked.smallerDice([12, 6, 4], [12, 8])).toBe(true);
    expect(wicked.smallerDice([12, 8], [12, 6, 4])).toBe(false);
    expect(wicked.smallerDice([12, 8, 4], [12, 8])).toBe(false);
    expect(wicked.smallerDice([12, 8], [12, 8, 4])).toBe(true);
  });

  it("the book's form dice and NPC pairs: exactly the set, no die more or less", () => {
    expect(wicked.isFormDiceSet([12, 10, 8, 6, 6])).toBe(false);
    expect(wicked.isFormDiceSet([12, 10, 8, 6, 6, 4, 4])).toBe(false);
    expect(wicked.isFormDiceSet([4, 6, 12, 6, 8, 10])).toBe(true);
    expect(
      wicked.isNpcPairSet([
        [12, 8],
        [10, 6],
      ]),
    ).toBe(false);
    expect(
      wicked.isNpcPairSet([
        [12, 8],
        [10, 6],
        [6, 4],
        [6, 4],
      ]),
    ).toBe(false);
    expect(
      wicked.isNpcPairSet([
        [4, 6],
        [8, 12],
        [6, 10],
      ]),
    ).toBe(true);
  });
});

describe("the owe list after round 1: only one's own exchanges count", () => {
  it("three in the action: an exchange between the other two says nothing of the third", () => {
    // Amy (d12 d10) challenged Bea (d8 d6); Cal (d10 d8) answered no one smaller or bigger.
    const people = [candidate("amy", [12, 10]), candidate("bea", [8, 6]), candidate("cal", [10, 8])];
    expect(wicked.oweListAdditions(people, [["amy", "bea"]])).toEqual(["bea"]);
    expect(wicked.oweListAdditions(people, [["bea", "amy"]])).toEqual(["bea"]);
    expect(wicked.oweListAdditions(people, [["bea", "cal"]])).toEqual(["bea"]);
    expect(wicked.oweListAdditions(people, [["cal", "amy"]])).toEqual(["cal"]);
    expect(wicked.oweListAdditions(people, [["amy", "cal"]])).toEqual(["cal"]);
    expect(
      wicked.oweListAdditions(people, [
        ["amy", "cal"],
        ["cal", "bea"],
      ]),
    ).toEqual(["bea", "cal"]);
    expect(wicked.oweListAdditions(people, [])).toEqual([]);
  });
});

describe("cards and their labels", () => {
  it("every card of the deck reads back from its label, in any case and spacing", () => {
    for (let index = 1; index <= wicked.DECK_SIZE; index++) {
      const card = wicked.cardAt(index);
      const label = wicked.cardLabel(card.suit, card.rank);
      expect(wicked.parseCardLabel(label)).toEqual(card);
      expect(wicked.parseCardLabel(` ${label.toLowerCase()} `)).toEqual(card);
    }
    expect(
      ["A", "2", "9", "10", "J", "Q", "K"].map((r) => wicked.cardLabel("clubs", wicked.parseCardLabel(`${r}♣`).rank)),
    ).toEqual(["A♣", "2♣", "9♣", "10♣", "J♣", "Q♣", "K♣"]);
  });

  it("refuses what is no card", () => {
    for (const label of ["", "K", "♦", "K♦♦", "KK♦", "♦K", "11♠", "0♥", "1♣", "Kd"])
      expect(() => wicked.parseCardLabel(label), label).toThrow(RangeError);
  });
});
