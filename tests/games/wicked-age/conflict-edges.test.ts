// The conflict tracker at its edges: advantage dice carried through moves
// and answers, who loses their move by answering ("if you answer before
// your turn, you lose your move"), a consequential strength named by form
// or by NPC form, Mixed victory only when the world plays it, ties re-read
// with a newcomer still to roll, and the owe list kept when the last mover
// of round 1 leaves.
import { describe, expect, it } from "vitest";
import {
  answerMove,
  chooseDice,
  declareMove,
  endRound,
  join,
  leave,
  passMove,
  roll,
  rollMove,
  startRound,
} from "../../../src/games/wicked-age/conflict/rounds";
import { chooseTie, rerollLower } from "../../../src/games/wicked-age/conflict/ties";
import { acceptTerms, proposeEnd, proposeTerms } from "../../../src/games/wicked-age/conflict/consequences";
import { campBetween, campMove, SAMPLE_OPTIONS, tiedAtTheTop } from "../../../src/games/wicked-age/conflict/samples";
import {
  newConflict,
  participant,
  withParticipant,
  type ConflictState,
  type Transition,
} from "../../../src/games/wicked-age/conflict/state";

const NONE = { strengthName: "", strengthDie: 0, consequentialForm: "", consequentialNpcForm: "" };
const TERMS = { text: "Let go.", losses: [], removeStrength: "", dead: false };

function ok(t: Transition): ConflictState {
  if (!t.ok) throw new Error(`refused: ${t.problem}`);
  return t.state;
}

/** Player characters in round 1, with these dice and first rolls. */
function three(sizes: Record<string, number[]>, rolls: Record<string, number[]>): ConflictState {
  let s = newConflict();
  for (const [id, dice] of Object.entries(sizes)) {
    s = ok(join(s, id, id, "character"));
    s = ok(chooseDice(s, id, { ...NONE, forms: ["directly", "withLove"], sizes: dice }));
  }
  s = ok(startRound(s));
  for (const [id, faces] of Object.entries(rolls)) s = ok(roll(s, id, faces, []));
  return s;
}

describe("advantage dice through moves and answers", () => {
  it("a mover's re-roll and an answer keep their advantage dice, on the sheet and in the log", () => {
    const passed = ok(passMove({ ...campMove(), targets: [], pending: [] }, "esan"));
    const rolled = ok(rollMove(withParticipant(passed, "amek", { won: true }), "amek", [9, 3], [4]));
    expect(participant(rolled, "amek")).toMatchObject({ dice: [9, 3], advantage: [4] });
    const named = ok(declareMove(rolled, "amek", ["tajie"]));
    const answered = ok(
      answerMove(withParticipant(named, "tajie", { bought: 1 }), "tajie", [8, 8], [5], SAMPLE_OPTIONS),
    );
    expect(answered.exchanges).toEqual([
      {
        round: 1,
        challenger: "amek",
        answerer: "tajie",
        standingDice: [9, 3],
        standingAdvantage: [4],
        answerDice: [8, 8],
        answerAdvantage: [5],
        // 13 against 13, then 8 against 3: Tajie matches and takes the advantage.
        outcome: "takeAdvantage",
        challengerWon: false,
        answererWon: true,
        mixed: false,
      },
    ]);
    expect(participant(answered, "tajie")).toMatchObject({ dice: [8, 8], advantage: [5], won: true });
    expect(participant(answered, "amek")?.won).toBe(false);
  });
});

describe("who loses their move by answering", () => {
  it("answering before one's turn loses it; answering after it, or twice, changes nothing more", () => {
    const passed = ok(passMove({ ...campMove(), targets: [], pending: [] }, "esan"));
    const rolled = ok(rollMove(passed, "amek", [9, 3], []));
    // Amek (2nd) names Esan (1st, who has moved) and Tajie (3rd): Esan answers first, in turn order.
    const named = ok(declareMove(rolled, "amek", ["tajie", "esan"]));
    expect(named.pending).toEqual(["esan", "tajie"]);
    const esan = ok(answerMove(named, "esan", [5, 1], [], SAMPLE_OPTIONS));
    expect(esan.challenged).toEqual([]);
    const tajie = ok(answerMove(esan, "tajie", [5, 2], [], SAMPLE_OPTIONS));
    expect(tajie.challenged).toEqual(["tajie"]);
    // Tajie lost her move: Mekha's turn.
    expect(tajie).toMatchObject({ mover: "mekha", turn: 3 });
    const again = {
      ...tajie,
      mover: "mekha",
      moveRolled: true,
      moveDice: [6, 1],
      targets: ["tajie"],
      pending: ["tajie"],
    };
    expect(ok(answerMove(again, "tajie", [6, 2], [], SAMPLE_OPTIONS)).challenged).toEqual(["tajie"]);
  });
});

describe("a consequential strength in the winner's roll", () => {
  const beaten = (change: { consequentialForm?: string; consequentialNpcForm?: string }) => {
    const s = withParticipant(campMove(), "esan", change);
    return ok(answerMove(s, "amek", [2, 1], [], SAMPLE_OPTIONS)).consequences[0]?.consequential;
  };
  it("counts when it names a form, an NPC form, or both", () => {
    expect(beaten({})).toBe(false);
    expect(beaten({ consequentialForm: "forOthers" })).toBe(true);
    expect(beaten({ consequentialNpcForm: "action" })).toBe(true);
    expect(beaten({ consequentialForm: "forOthers", consequentialNpcForm: "action" })).toBe(true);
  });

  it("and in an end agreed between rounds", () => {
    const s = withParticipant(campBetween(), "tajie", { consequentialForm: "withLove" });
    expect(ok(proposeEnd(s, "tajie", "mekha", "winner", TERMS)).consequences[1]?.consequential).toBe(true);
  });
});

describe("Mixed victory is an optional rule", () => {
  it("off: a round-3 win short of doubling is a plain win", () => {
    const s = { ...campMove(), round: 3 };
    const off = ok(answerMove(s, "amek", [10, 5], [], SAMPLE_OPTIONS));
    expect(off.exchanges[0]).toMatchObject({ outcome: "winAbsolutely", mixed: false });
    const on = ok(answerMove(s, "amek", [10, 5], [], { useItRiskIt: false, mixedVictory: true }));
    expect(on.exchanges[0]).toMatchObject({ outcome: "winAbsolutely", mixed: true });
  });
});

describe("the round's end", () => {
  it("clears the move: no mover, no targets, no one left to answer", () => {
    expect(endRound(campMove()).state).toMatchObject({ mover: "", moveRolled: false, targets: [], pending: [] });
  });

  it("the last mover of round 1 leaving still updates the owe list", () => {
    // B (d12 d10) moves on A (d6 d4), who falls short but stays in; A lost her move; C is last and leaves.
    let s = three({ a: [6, 4], b: [12, 10], c: [8, 6] }, { a: [5, 1], b: [10, 1], c: [3, 1] });
    s = ok(declareMove(s, "b", ["a"]));
    s = ok(answerMove(s, "a", [6, 4], [], SAMPLE_OPTIONS));
    expect(s).toMatchObject({ mover: "c", challenged: ["a"] });
    const t = leave(s, "c");
    expect(t.ok && t.effects).toEqual([{ kind: "owe", ids: ["a"] }]);
    expect(ok(t)).toMatchObject({ phase: "between", oweAdded: ["a"], oweDone: true });
  });
});

describe("ties re-read", () => {
  it("a newcomer still to roll is no part of the order read after the re-rolls", () => {
    let s = ok(chooseTie(tiedAtTheTop(), "amek", "fight"));
    s = ok(join(s, "bolu", "Bolu Ta", "character"));
    s = ok(rerollLower(s, "amek", 9));
    s = ok(rerollLower(s, "mekha", 1));
    expect(s).toMatchObject({
      phase: "moving",
      order: ["amek", "mekha"],
      mover: "amek",
      tie: [],
      tieChoices: [],
      tieRerolled: [],
      targets: [],
      pending: [],
    });
  });

  it("after the top two back away, a tie among the rest is re-rolled, never backed away from", () => {
    const d12d10 = [12, 10];
    let s = three({ a: d12d10, b: d12d10, c: d12d10, d: d12d10 }, { a: [6, 2], b: [6, 2], c: [5, 1], d: [5, 1] });
    expect(s).toMatchObject({ phase: "tie", tie: ["a", "b"], tieTop: true });
    s = ok(chooseTie(s, "a", "backAway"));
    s = ok(chooseTie(s, "b", "backAway"));
    expect(s).toMatchObject({ phase: "tie", tie: ["c", "d"], tieTop: false, order: ["c", "d"] });
  });
});

describe("settling negotiated terms", () => {
  it("nobody's winner loss; a loser gone can't settle", () => {
    const proposed = ok(proposeTerms(campBetween(), 1, "winner", TERMS));
    expect(ok(acceptTerms(proposed, 1, "loser")).consequences[0]).toMatchObject({
      winnerLoss: "",
      resolution: "negotiated",
    });
    const ended = ok(proposeEnd(campBetween(), "tajie", "mekha", "winner", TERMS));
    expect(ok(acceptTerms(ended, 2, "loser")).consequences[1]?.winnerLoss).toBe("");
    const gone = { ...proposed, participants: proposed.participants.filter((p) => p.id !== "amek") };
    expect(acceptTerms(gone, 1, "loser")).toEqual({
      ok: false,
      problem: "STORY_ENGINES.Wicked.Conflict.Problems.notInConflict",
    });
  });
});
