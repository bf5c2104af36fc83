// In a Wicked Age rules against the book's worked conflicts, exchange by
// exchange: reading and turn order, every answer's outcome, advantage dice
// passed, the owe list after round 1 (tests/rules/wicked-age/fights.ts).
import { describe, expect, it } from "vitest";
import { wicked } from "../../../src/rules";
import { BOOK_FIGHTS, FOUR_WAY, THIRD_FIGHT, type BookRoll } from "./fights";

const order = (rolls: Record<string, BookRoll>): string[] =>
  Object.keys(rolls).sort((a, b) => wicked.compare(rolls[b] as BookRoll, rolls[a] as BookRoll));

describe("the book's worked conflicts", () => {
  for (const fight of BOOK_FIGHTS) {
    describe(fight.name, () => {
      it("orders every round by reading, high to low", () => {
        for (const round of fight.rounds) expect(order(round.rolls)).toEqual(round.order);
      });

      it("gives every answer the book's outcome", () => {
        fight.rounds.forEach((round, r) => {
          for (const exchange of round.exchanges) {
            const label = `round ${r + 1}: ${exchange.answerer} answers ${exchange.challenger}`;
            expect(wicked.answer(exchange.standing, exchange.answer, (r + 1) as 1 | 2 | 3), label).toBe(
              exchange.outcome,
            );
          }
        });
      });

      it("passes the won advantage dice as the book does", () => {
        const held: Record<string, boolean> = Object.fromEntries(fight.participants.map((p) => [p.id, false]));
        fight.rounds.forEach((round, r) => {
          // Each roll of the round carries one advantage die per won die held (bought dice apart).
          for (const [id, roll] of Object.entries(round.rolls)) {
            expect((roll.advantage ?? []).length, `round ${r + 1} roll of ${id}`).toBe(held[id] ? 1 : 0);
          }
          for (const move of round.moves) {
            expect((move.roll.advantage ?? []).length, `round ${r + 1}: ${move.by}'s move`).toBe(held[move.by] ? 1 : 0);
          }
          for (const exchange of round.exchanges) {
            // The answer is rolled with the dice held before the exchange, plus any bought just now.
            const before = (held[exchange.answerer] ? 1 : 0) + (exchange.bought ?? 0);
            expect((exchange.answer.advantage ?? []).length, `round ${r + 1}: ${exchange.answerer}'s answer`).toBe(
              before,
            );
            const after = wicked.passAdvantage(
              { challenger: held[exchange.challenger] ?? false, answerer: held[exchange.answerer] ?? false },
              exchange.outcome,
            );
            held[exchange.challenger] = after.challenger;
            held[exchange.answerer] = after.answerer;
          }
          expect(held, `round ${r + 1}`).toEqual(round.wonAfter);
        });
      });

      it("puts the book's names on the owe list after round 1", () => {
        const first = fight.rounds[0];
        if (!first) throw new Error("no round");
        const out = new Set(
          first.exchanges.flatMap((e) =>
            e.outcome === "loseAbsolutely" ? [e.answerer] : e.outcome === "winAbsolutely" ? [e.challenger] : [],
          ),
        );
        const candidates = fight.participants.map((p) => ({ ...p, inAction: !out.has(p.id) }));
        const pairs = first.exchanges.map((e) => [e.challenger, e.answerer] as [string, string]);
        expect(wicked.oweListAdditions(candidates, pairs)).toEqual(fight.owe);
      });
    });
  }

  it("one more time: the tied 6-and-2 re-roll their lower dice", () => {
    expect(wicked.compare({ dice: [6, 2] }, { dice: [2, 6] })).toBe(0);
    expect(wicked.lowerDieIndex([6, 2])).toBe(1);
    expect(wicked.reading({ dice: [6, 8] })).toEqual([8, 6]);
    expect(wicked.reading({ dice: [6, 7] })).toEqual([7, 6]);
    // Round 3: "the best number I can roll is a 10" — no answer reaches 8+6=14.
    const last = THIRD_FIGHT.rounds[2]?.exchanges[0];
    if (!last) throw new Error("no exchange");
    expect(wicked.answerOdds(last.standing, [10, 8], 0, 3).loseAbsolutely).toBe(1);
  });

  it("the horse camp: Esan's 10 amply doubles Amy's 2 & 4; Tom's 9 & 6 doesn't match 10 & 4", () => {
    expect(wicked.reading({ dice: [2, 4] })).toEqual([4, 2]);
    expect(wicked.highTotal({ dice: [11, 7], advantage: [4] })).toBe(15);
    expect(wicked.reading({ dice: [9, 6], advantage: [5] })).toEqual([14, 6]);
    // Round 3: Tom's 7+5=12 & 4 stands above Martha's 12 & 3 by the lower die.
    expect(wicked.compare({ dice: [7, 4], advantage: [5] }, { dice: [12, 3] })).toBe(1);
    expect(FOUR_WAY.rounds[2]?.order[0]).toBe("tajie");
  });
});

describe("reading and comparing", () => {
  it("reads the high die plus every advantage die first, then the rest high to low", () => {
    expect(wicked.reading({ dice: [5, 6] })).toEqual([6, 5]);
    expect(wicked.reading({ dice: [9, 1], advantage: [1] })).toEqual([10, 1]);
    expect(wicked.reading({ dice: [3, 9, 7], advantage: [2, 4] })).toEqual([15, 7, 3]);
    expect(wicked.reading({ dice: [4] })).toEqual([4]);
  });
  it("breaks ties with the lower die: my 9-and-6 beats your 9-and-2", () => {
    expect(wicked.compare({ dice: [9, 6] }, { dice: [2, 9] })).toBe(1);
    expect(wicked.compare({ dice: [2, 9] }, { dice: [9, 6] })).toBe(-1);
  });
  it("a longer roll that ties every die of a shorter one matches it", () => {
    expect(wicked.compare({ dice: [9, 6, 2] }, { dice: [9, 6] })).toBe(0);
    expect(wicked.compare({ dice: [9] }, { dice: [9, 6] })).toBe(0);
  });
  it("re-rolls the lowest die (the last of equal ones)", () => {
    expect(wicked.lowerDieIndex([4, 4])).toBe(1);
    expect(wicked.lowerDieIndex([3, 9, 1])).toBe(2);
    expect(wicked.lowerDieIndex([7])).toBe(0);
  });
  it("refuses rolls that cannot be", () => {
    expect(() => wicked.reading({ dice: [] })).toThrow(RangeError);
    expect(() => wicked.reading({ dice: [13] })).toThrow(
      "wicked.reading: roll.dice[0] must be a whole number from 1 to 12 (got 13)",
    );
    expect(() => wicked.reading({ dice: [4], advantage: [7] })).toThrow(RangeError);
    expect(() => wicked.reading({ dice: "9,6" } as never)).toThrow(TypeError);
    expect(() => wicked.compare(null as never, { dice: [1] })).toThrow(TypeError);
    expect(() => wicked.lowerDieIndex([])).toThrow(RangeError);
  });
});

describe("answering", () => {
  it("round 1–2 outcomes at their edges", () => {
    const standing = { dice: [5, 3] };
    expect(wicked.answer(standing, { dice: [10, 1] }, 1)).toBe("winAbsolutely");
    expect(wicked.answer(standing, { dice: [9, 9] }, 2)).toBe("takeAdvantage");
    expect(wicked.answer(standing, { dice: [5, 3] }, 1)).toBe("takeAdvantage");
    expect(wicked.answer(standing, { dice: [5, 2] }, 1)).toBe("loseAdvantage");
    expect(wicked.answer(standing, { dice: [3, 1] }, 1)).toBe("loseAdvantage");
    expect(wicked.answer(standing, { dice: [2, 2] }, 1)).toBe("loseAbsolutely");
  });
  it("round 3 drops the middle", () => {
    const standing = { dice: [5, 3] };
    expect(wicked.answer(standing, { dice: [5, 3] }, 3)).toBe("winAbsolutely");
    expect(wicked.answer(standing, { dice: [5, 2] }, 3)).toBe("loseAbsolutely");
  });
  it("mirrors outcomes for the challenger and tells who won", () => {
    expect(wicked.mirrorOutcome("takeAdvantage")).toBe("loseAdvantage");
    expect(wicked.mirrorOutcome("loseAbsolutely")).toBe("winAbsolutely");
    expect(wicked.answererWins("takeAdvantage")).toBe(true);
    expect(wicked.answererWins("loseAdvantage")).toBe(false);
    expect(wicked.isAbsolute("winAbsolutely")).toBe(true);
    expect(wicked.isAbsolute("loseAdvantage")).toBe(false);
  });
  it("refuses a round past the third", () => {
    expect(() => wicked.answer({ dice: [1] }, { dice: [1] }, 4 as never)).toThrow(RangeError);
    expect(() => wicked.mirrorOutcome("draw" as never)).toThrow(RangeError);
  });
});

describe("advantage dice", () => {
  it("a winner without one takes the loser's, or a new one", () => {
    expect(wicked.passAdvantage({ challenger: true, answerer: false }, "takeAdvantage")).toEqual({
      challenger: false,
      answerer: true,
    });
    expect(wicked.passAdvantage({ challenger: false, answerer: false }, "loseAdvantage")).toEqual({
      challenger: true,
      answerer: false,
    });
  });
  it("a winner who holds one keeps it and the loser keeps theirs", () => {
    expect(wicked.passAdvantage({ challenger: true, answerer: true }, "loseAdvantage")).toEqual({
      challenger: true,
      answerer: true,
    });
  });
  it("absolute outcomes move no die", () => {
    expect(wicked.passAdvantage({ challenger: true, answerer: false }, "winAbsolutely")).toEqual({
      challenger: true,
      answerer: false,
    });
  });
});
