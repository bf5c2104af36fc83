// The conflict tracker's state machine replays the book's four worked
// conflicts exchange by exchange: turn order, standing rolls, moves naming
// who answers, every answer's outcome, advantage dice won and passed, the
// owe list after round 1, moves lost by answering early, the end.
import { describe, expect, it } from "vitest";
import {
  newConflict,
  participant,
  type ConflictOptions,
  type ConflictState,
  type Transition,
} from "../../../src/games/wicked-age/conflict/state";
import {
  answerMove,
  buyAdvantage,
  chooseDice,
  declareMove,
  join,
  passMove,
  roll,
  rollMove,
  startRound,
  endConflict,
} from "../../../src/games/wicked-age/conflict/rounds";
import { chooseTie, rerollLower } from "../../../src/games/wicked-age/conflict/ties";
import { BOOK_FIGHTS, FIRST_FIGHT, FOUR_WAY, THIRD_FIGHT, type BookFight } from "../../rules/wicked-age/fights";

const OPTIONS: ConflictOptions = { useItRiskIt: false, mixedVictory: false };

function ok(t: Transition): ConflictState {
  if (!t.ok) throw new Error(`refused: ${t.problem}`);
  return t.state;
}

function problemOf(t: Transition): string {
  return t.ok ? "(accepted)" : (t.problem.split(".").pop() ?? "");
}

function setUp(fight: BookFight): ConflictState {
  let s = newConflict();
  for (const p of fight.participants) {
    s = ok(join(s, p.id, p.id, p.player ? "character" : "npc"));
    s = ok(
      chooseDice(s, p.id, {
        forms: p.player ? ["directly", "withViolence"] : ["maneuvering"],
        sizes: p.sizes,
        strengthName: "",
        strengthDie: 0,
        consequentialForm: "",
        consequentialNpcForm: "",
      }),
    );
  }
  return s;
}

/** Replay a fight; `check` sees the state after each round. */
function replay(fight: BookFight, check?: (round: number, s: ConflictState) => void): ConflictState {
  let s = setUp(fight);
  fight.rounds.forEach((round, r) => {
    s = ok(startRound(s));
    expect(s.round).toBe(r + 1);
    for (const [id, rolled] of Object.entries(round.rolls)) s = ok(roll(s, id, rolled.dice, rolled.advantage ?? []));
    expect(s.phase, `round ${r + 1}`).toBe("moving");
    expect(s.order, `round ${r + 1} order`).toEqual(round.order);
    for (const move of round.moves) {
      expect(s.mover, `round ${r + 1} mover`).toBe(move.by);
      if (s.moveRolled)
        expect({ dice: s.moveDice, advantage: s.moveAdvantage }).toEqual({
          dice: move.roll.dice,
          advantage: move.roll.advantage ?? [],
        });
      else s = ok(rollMove(s, move.by, move.roll.dice, move.roll.advantage ?? []));
      s = ok(declareMove(s, move.by, move.targets));
      for (const exchange of round.exchanges.filter((e) => e.challenger === move.by)) {
        expect(s.pending[0], `round ${r + 1}: next to answer ${move.by}`).toBe(exchange.answerer);
        for (let b = 0; b < (exchange.bought ?? 0); b++) {
          const bought = buyAdvantage(s, exchange.answerer);
          expect(bought.ok && bought.effects).toEqual([{ kind: "scratch", id: exchange.answerer }]);
          s = ok(bought);
        }
        const t = answerMove(s, exchange.answerer, exchange.answer.dice, exchange.answer.advantage ?? [], OPTIONS);
        s = ok(t);
        const last = s.exchanges[s.exchanges.length - 1];
        expect(last?.outcome, `round ${r + 1}: ${exchange.answerer} answers ${move.by}`).toBe(exchange.outcome);
        expect(t.ok && t.effects[0]).toEqual({ kind: "exchange", index: s.exchanges.length - 1 });
      }
    }
    const won = Object.fromEntries(s.participants.map((p) => [p.id, p.won]));
    expect(won, `round ${r + 1} advantage`).toEqual(round.wonAfter);
    check?.(r + 1, s);
  });
  return s;
}

describe("the conflict tracker replays the book", () => {
  for (const fight of BOOK_FIGHTS) {
    it(`${fight.name}: every exchange, the advantage passed, the owe list, the end`, () => {
      const end = replay(fight, (round, s) => {
        if (round === 1) expect(s.oweAdded).toEqual(fight.owe);
      });
      expect(end.phase).toBe("ended");
      expect(end.exchanges).toHaveLength(fight.rounds.flatMap((r) => r.exchanges).length);
    });
  }

  it("one on one: Mekha goes on the owe list after round 1, not after round 2", () => {
    let effects: unknown[] = [];
    let s = setUp(FIRST_FIGHT);
    s = ok(startRound(s));
    s = ok(roll(s, "amek", [5, 6], []));
    s = ok(roll(s, "mekha", [9, 6], []));
    s = ok(declareMove(s, "mekha", ["amek"]));
    const t = answerMove(s, "amek", [2, 9], [], OPTIONS);
    if (t.ok) effects = t.effects;
    expect(effects).toEqual([
      { kind: "exchange", index: 0 },
      { kind: "owe", ids: ["mekha"] },
    ]);
    s = ok(t);
    expect(s.phase).toBe("between");
    // Round 2 has no owe-list effect.
    s = ok(startRound(s));
    s = ok(roll(s, "amek", [3, 3], []));
    s = ok(roll(s, "mekha", [9, 1], [1]));
    s = ok(declareMove(s, "mekha", ["amek"]));
    const second = answerMove(s, "amek", [9, 7], [], OPTIONS);
    expect(second.ok && second.effects).toEqual([{ kind: "exchange", index: 1 }]);
  });

  it("the horse camp: answering before your turn costs your move; Amek is out and can't be named", () => {
    let s = setUp(FOUR_WAY);
    s = ok(startRound(s));
    for (const [id, r] of Object.entries(FOUR_WAY.rounds[0]?.rolls ?? {})) s = ok(roll(s, id, r.dice, []));
    s = ok(declareMove(s, "esan", ["amek", "tajie"]));
    s = ok(answerMove(s, "amek", [2, 4], [], OPTIONS));
    expect(participant(s, "amek")?.status).toBe("out");
    expect(s.consequences).toMatchObject([{ winner: "esan", loser: "amek", status: "pending" }]);
    s = ok(answerMove(s, "tajie", [9, 6], [], OPTIONS));
    expect(s.challenged).toEqual(["amek", "tajie"]);
    expect(s.mover).toBe("mekha");
    s = ok(rollMove(s, "mekha", [3, 6], []));
    expect(problemOf(declareMove(s, "mekha", ["amek"]))).toBe("targetOut");
    expect(problemOf(declareMove(s, "mekha", ["mekha"]))).toBe("badTarget");
    expect(problemOf(roll(s, "amek", [1, 1], []))).toBe("outOfAction");
    expect(problemOf(answerMove(s, "amek", [1, 1], [], OPTIONS))).toBe("outOfAction");
  });

  it("one more time: the tied top two may back away, or fight and re-roll their lower dice", () => {
    const tied = () => {
      let s = setUp(THIRD_FIGHT);
      s = ok(startRound(s));
      s = ok(roll(s, "amek", [6, 2], []));
      return ok(roll(s, "mekha", [6, 2], []));
    };
    let s = tied();
    expect(s.phase).toBe("tie");
    expect(s.tieTop).toBe(true);
    expect(problemOf(rerollLower(s, "amek", 8))).toBe("chooseFirst");
    s = ok(chooseTie(s, "amek", "fight"));
    s = ok(rerollLower(s, "amek", 8));
    expect(problemOf(rerollLower(s, "amek", 3))).toBe("alreadyRolled");
    expect(problemOf(rerollLower(s, "mekha", 9))).toBe("facesDontFit");
    s = ok(rerollLower(s, "mekha", 7));
    expect(s.phase).toBe("moving");
    expect(s.order).toEqual(["amek", "mekha"]);
    expect(s.moveDice).toEqual([6, 8]);

    let away = tied();
    away = ok(chooseTie(away, "amek", "backAway"));
    expect(away.phase).toBe("tie");
    away = ok(chooseTie(away, "mekha", "backAway"));
    expect(away.phase).toBe("ended");
    expect(away.participants.map((p) => p.status)).toEqual(["backedAway", "backedAway"]);
  });

  it("a later exact tie is re-rolled without backing away", () => {
    let s = setUp(FOUR_WAY);
    s = ok(startRound(s));
    s = ok(roll(s, "esan", [10, 4], []));
    s = ok(roll(s, "amek", [5, 1], []));
    s = ok(roll(s, "tajie", [5, 1], []));
    s = ok(roll(s, "mekha", [2, 1], []));
    expect(s.phase).toBe("tie");
    // tied rolls keep the order the participants joined in
    expect(s.tie).toEqual(["tajie", "amek"]);
    expect(s.tieTop).toBe(false);
    expect(problemOf(chooseTie(s, "amek", "backAway"))).toBe("noBackingAway");
    expect(problemOf(rerollLower(s, "mekha", 1))).toBe("notTied");
    s = ok(rerollLower(s, "amek", 6));
    s = ok(rerollLower(s, "tajie", 2));
    expect(s.order).toEqual(["esan", "amek", "tajie", "mekha"]);
  });
});

describe("the conflict tracker refuses what the rules don't allow", () => {
  it("dice: two forms for a character, one NPC form for an NPC, chosen before the first roll", () => {
    let s = ok(join(newConflict(), "a", "Amek", "character"));
    s = ok(join(s, "e", "Esan", "npc"));
    const dice = { sizes: [12, 10], strengthName: "", strengthDie: 0, consequentialForm: "", consequentialNpcForm: "" };
    expect(problemOf(chooseDice(s, "a", { ...dice, forms: ["directly"] }))).toBe("twoForms");
    expect(problemOf(chooseDice(s, "e", { ...dice, forms: ["action", "maneuvering"] }))).toBe("oneNpcForm");
    expect(problemOf(chooseDice(s, "a", { ...dice, forms: ["directly", "sideways"] }))).toBe("unknownForm");
    expect(problemOf(chooseDice(s, "a", { ...dice, forms: ["directly", "withLove"], sizes: [20] }))).toBe("badDie");
    s = ok(chooseDice(s, "a", { ...dice, forms: ["directly", "withViolence"] }));
    expect(problemOf(startRound(s))).toBe("diceNotChosen");
    s = ok(chooseDice(s, "e", { ...dice, forms: ["maneuvering"], sizes: [10, 6] }));
    s = ok(startRound(s));
    expect(problemOf(roll(s, "a", [13, 1], []))).toBe("facesDontFit");
    expect(problemOf(roll(s, "a", [12], []))).toBe("facesDontFit");
    s = ok(roll(s, "a", [12, 1], []));
    expect(problemOf(roll(s, "a", [12, 1], []))).toBe("alreadyRolled");
    expect(problemOf(chooseDice(s, "a", { ...dice, forms: ["directly", "withLove"] }))).toBe("diceChosen");
    expect(problemOf(buyAdvantage(s, "e"))).toBe("npcNoOweList");
    expect(problemOf(buyAdvantage(s, "a"))).toBe("notAboutToRoll");
  });

  it("the first mover's roll stands; later movers re-roll; answers go in turn order", () => {
    let s = setUp(FOUR_WAY);
    s = ok(startRound(s));
    for (const [id, r] of Object.entries(FOUR_WAY.rounds[0]?.rolls ?? {})) s = ok(roll(s, id, r.dice, []));
    expect(problemOf(rollMove(s, "esan", [1, 1], []))).toBe("alreadyRolled");
    expect(problemOf(declareMove(s, "tajie", ["esan"]))).toBe("notYourMove");
    expect(problemOf(declareMove(s, "esan", []))).toBe("nameSomeone");
    s = ok(declareMove(s, "esan", ["tajie", "amek"]));
    expect(s.pending).toEqual(["amek", "tajie"]);
    expect(problemOf(answerMove(s, "tajie", [9, 6], [], OPTIONS))).toBe("notYourAnswer");
    expect(problemOf(answerMove(s, "mekha", [9, 6], [], OPTIONS))).toBe("notAnswering");
  });

  it("a mover may pass; round 3 is the last", () => {
    let s = setUp(FIRST_FIGHT);
    for (let r = 0; r < 3; r++) {
      s = ok(startRound(s));
      s = ok(roll(s, "amek", [10, 3], []));
      s = ok(roll(s, "mekha", [2, 1], []));
      s = ok(passMove(s, "amek"));
      s = ok(rollMove(s, "mekha", [3, 1], []));
      s = ok(passMove(s, "mekha"));
    }
    expect(s.phase).toBe("ended");
    expect(problemOf(startRound(s))).toBe("notBetweenRounds");
  });

  it("a third party joins a running conflict and rolls into the turn order", () => {
    let s = setUp(FOUR_WAY);
    s = ok(startRound(s));
    for (const [id, r] of Object.entries(FOUR_WAY.rounds[0]?.rolls ?? {})) s = ok(roll(s, id, r.dice, []));
    s = ok(join(s, "bolu", "Bolu Ta", "character"));
    s = ok(
      chooseDice(s, "bolu", {
        forms: ["forOthers", "directly"],
        sizes: [8, 12, 8],
        strengthName: "Exorcism",
        strengthDie: 8,
        consequentialForm: "",
        consequentialNpcForm: "",
      }),
    );
    s = ok(roll(s, "bolu", [8, 9, 2], []));
    expect(s.order).toEqual(["esan", "amek", "bolu", "tajie", "mekha"]);
  });

  it("the GM ends a conflict in round 1: the owe list is still updated", () => {
    let s = ok(join(newConflict(), "x", "X", "character"));
    s = ok(join(s, "y", "Y", "npc"));
    s = ok(join(s, "z", "Z", "character"));
    const dice = { strengthName: "", strengthDie: 0, consequentialForm: "", consequentialNpcForm: "" };
    s = ok(chooseDice(s, "x", { ...dice, forms: ["directly", "withLove"], sizes: [6, 4] }));
    s = ok(chooseDice(s, "y", { ...dice, forms: ["action"], sizes: [12, 8] }));
    s = ok(chooseDice(s, "z", { ...dice, forms: ["directly", "withLove"], sizes: [10, 6] }));
    s = ok(startRound(s));
    s = ok(roll(s, "x", [5, 1], []));
    s = ok(roll(s, "y", [9, 2], []));
    s = ok(roll(s, "z", [3, 1], []));
    s = ok(declareMove(s, "y", ["x"]));
    s = ok(answerMove(s, "x", [6, 4], [], OPTIONS));
    expect(s.mover).toBe("z");
    const t = endConflict(s);
    expect(t.ok && t.effects).toEqual([{ kind: "owe", ids: ["x"] }, { kind: "ended" }]);
    expect(problemOf(endConflict(ok(t)))).toBe("ended");
  });

  it("every accepted change is one version newer", () => {
    const s0 = newConflict();
    const s1 = ok(join(s0, "a", "A", "character"));
    expect(s1.version).toBe(s0.version + 1);
  });
});
