// The conflict tracker's transitions one by one, on the book's four-way
// conflict in the horse company's camp: each refusal names the rule it
// keeps (a lang key under STORY_ENGINES.Wicked.Conflict.Problems), and each
// accepted step changes exactly what the rules say — "everyone rolls", the
// highest moves first, "a third party can join … rolling in at any time",
// answering "in order", a participant leaving, the turn passing on.
import { describe, expect, it } from "vitest";
import {
  aboutToRoll,
  answerMove,
  blankParticipant,
  buyAdvantage,
  chooseDice,
  declareMove,
  join,
  leave,
  passMove,
  roll,
  rollMove,
  startRound,
} from "../../../src/games/wicked-age/conflict/rounds";
import {
  campBetween,
  campGathering,
  campMove,
  campRolling,
  SAMPLE_OPTIONS,
  tiedAtTheTop,
} from "../../../src/games/wicked-age/conflict/samples";
import {
  newConflict,
  participant,
  withParticipant,
  type ConflictState,
  type Transition,
} from "../../../src/games/wicked-age/conflict/state";

const P = "STORY_ENGINES.Wicked.Conflict.Problems";
const NONE = { strengthName: "", strengthDie: 0, consequentialForm: "", consequentialNpcForm: "" };

function ok(t: Transition): ConflictState {
  if (!t.ok) throw new Error(`refused: ${t.problem}`);
  return t.state;
}
const refused = (code: string) => ({ ok: false, problem: `${P}.${code}` });
const who = (s: ConflictState, id: string) => participant(s, id) ?? blankParticipant("?", "?", "character");

describe("joining and leaving", () => {
  it("a newcomer joins blank; nobody joins twice or after the end", () => {
    const s = ok(join(campMove(), "bolu", "Bolu Ta", "character"));
    expect(participant(s, "bolu")).toEqual({
      id: "bolu",
      name: "Bolu Ta",
      kind: "character",
      forms: [],
      sizes: [],
      strengthName: "",
      strengthDie: 0,
      consequentialForm: "",
      consequentialNpcForm: "",
      dice: [],
      advantage: [],
      won: false,
      bought: 0,
      status: "in",
      locked: false,
    });
    expect(s.participants.map((p) => p.id)).toEqual(["mekha", "tajie", "amek", "esan", "bolu"]);
    expect(s.version).toBe(campMove().version + 1);
    expect(join(campMove(), "amek", "Amek", "character")).toEqual(refused("alreadyIn"));
    expect(join({ ...campGathering(), phase: "ended" }, "bolu", "Bolu Ta", "npc")).toEqual(refused("ended"));
  });

  it("one who leaves is dropped from the order and the move; the mover leaving passes the turn", () => {
    expect(leave(campMove(), "bolu")).toEqual(refused("notInConflict"));
    const noTajie = ok(leave(campMove(), "tajie"));
    expect(noTajie).toMatchObject({
      order: ["esan", "amek", "mekha"],
      pending: ["amek"],
      targets: ["amek"],
      mover: "esan",
      turn: 0,
    });
    expect(noTajie.participants.map((p) => p.id)).toEqual(["mekha", "amek", "esan"]);
    const noEsan = ok(leave(campMove(), "esan"));
    expect(noEsan).toMatchObject({
      order: ["amek", "tajie", "mekha"],
      turn: 0,
      mover: "amek",
      moveRolled: false,
      moveDice: [],
      targets: [],
      pending: [],
      phase: "moving",
    });
    expect(noEsan.version).toBe(campMove().version + 1);
    const tied = ok(leave(tiedAtTheTop(), "amek"));
    expect(tied.tie).toEqual(["mekha"]);
  });
});

describe("choosing dice", () => {
  const choice = { ...NONE, forms: ["directly", "withLove"], sizes: [10, 6] };

  it("only someone in the action, in a live conflict, before their first roll", () => {
    expect(chooseDice(campGathering(), "bolu", choice)).toEqual(refused("notInConflict"));
    expect(chooseDice(campBetween(), "amek", choice)).toEqual(refused("outOfAction"));
    expect(chooseDice({ ...campGathering(), phase: "ended" }, "amek", choice)).toEqual(refused("ended"));
    expect(chooseDice(campRolling(), "mekha", choice)).toEqual(refused("diceChosen"));
  });

  it("two different forms, at least one die, a strength's die only with its name", () => {
    const s = campGathering();
    expect(chooseDice(s, "amek", { ...choice, forms: ["directly", "directly"] })).toEqual(refused("twoForms"));
    expect(chooseDice(s, "esan", { ...choice, forms: ["maneuvering", "maneuvering"] })).toEqual(refused("oneNpcForm"));
    expect(chooseDice(s, "esan", { ...choice, forms: ["directly"] })).toEqual(refused("unknownForm"));
    expect(chooseDice(s, "amek", { ...choice, sizes: [] })).toEqual(refused("noDice"));
    expect(chooseDice(s, "amek", { ...choice, sizes: [10, 7] })).toEqual(refused("badDie"));
    expect(chooseDice(s, "amek", { ...choice, sizes: [10, 6, 8], strengthDie: 8 })).toEqual(refused("badDie"));
    const chosen = ok(
      chooseDice(s, "amek", {
        forms: ["forOthers", "directly"],
        sizes: [6, 10, 8],
        strengthName: "Exorcism",
        strengthDie: 8,
        consequentialForm: "withLove",
        consequentialNpcForm: "action",
      }),
    );
    expect(who(chosen, "amek")).toMatchObject({
      forms: ["forOthers", "directly"],
      sizes: [6, 10, 8],
      strengthName: "Exorcism",
      strengthDie: 8,
      consequentialForm: "withLove",
      consequentialNpcForm: "action",
      locked: false,
    });
    expect(chosen.version).toBe(s.version + 1);
  });
});

describe("starting a round", () => {
  it("from gathering or between rounds, never past round 3, with two in the action who chose dice", () => {
    expect(startRound(campMove())).toEqual(refused("notBetweenRounds"));
    expect(startRound({ ...campGathering(), phase: "tie" })).toEqual(refused("notBetweenRounds"));
    expect(startRound({ ...campGathering(), phase: "ended" })).toEqual(refused("notBetweenRounds"));
    expect(startRound({ ...campBetween(), round: 3 })).toEqual(refused("pastRoundThree"));
    const alone = ok(
      chooseDice(ok(join(newConflict(), "a", "A", "character")), "a", {
        ...NONE,
        forms: ["directly", "withLove"],
        sizes: [10, 6],
      }),
    );
    expect(startRound(alone)).toEqual(refused("needTwo"));
    const twoButOneOut = withParticipant(campGathering(), "mekha", { status: "out" });
    expect(ok(startRound(twoButOneOut)).round).toBe(1);
    const oneLeft = ["mekha", "tajie", "amek"].reduce(
      (s, id) => withParticipant(s, id, { status: "out" }),
      campGathering(),
    );
    expect(startRound(oneLeft)).toEqual(refused("needTwo"));
  });

  it("rolls forward: the round's rolls, moves and ties cleared, the sequence's dice kept", () => {
    const before = campBetween();
    const s = ok(startRound(before));
    expect(s).toMatchObject({
      round: 2,
      phase: "rolling",
      order: [],
      turn: 0,
      mover: "",
      moveRolled: false,
      moveDice: [],
      moveAdvantage: [],
      targets: [],
      pending: [],
      challenged: [],
      tie: [],
      tieTop: false,
      tieChoices: [],
      tieRerolled: [],
      exchanges: before.exchanges,
      oweDone: true,
    });
    for (const p of s.participants) {
      expect(p.dice, p.id).toEqual([]);
      expect(p.advantage, p.id).toEqual([]);
      expect(p.sizes, p.id).toEqual(who(before, p.id).sizes);
      expect(p.won, p.id).toBe(who(before, p.id).won);
    }
  });
});

describe("rolling", () => {
  it("only those in the action, while the round's rolls are open, once, with the dice chosen", () => {
    expect(roll(campRolling(), "bolu", [1], [])).toEqual(refused("notInConflict"));
    expect(roll(withParticipant(campRolling(), "amek", { status: "out" }), "amek", [1, 1], [])).toEqual(
      refused("outOfAction"),
    );
    expect(roll(campGathering(), "amek", [5, 5], [])).toEqual(refused("notRolling"));
    expect(roll(campBetween(), "tajie", [5, 5], [])).toEqual(refused("notRolling"));
    const newcomer = ok(join(campRolling(), "bolu", "Bolu Ta", "character"));
    expect(roll(newcomer, "bolu", [5], [])).toEqual(refused("diceNotChosen"));
    expect(roll(campRolling(), "amek", [11, 1], [])).toEqual(refused("facesDontFit"));
  });

  it("the first roll fixes the dice; the round waits for everyone, then reads the order", () => {
    const s = ok(roll(campRolling(), "amek", [10, 1], []));
    expect(s.phase).toBe("rolling");
    expect(who(s, "amek")).toMatchObject({ dice: [10, 1], advantage: [], locked: true });
    const all = ok(roll(s, "esan", [10, 4], []));
    expect(all).toMatchObject({ phase: "moving", order: ["esan", "amek", "tajie", "mekha"], mover: "esan", turn: 0 });
  });

  it("a third party rolling mid-round takes their turn by reading among those still to move", () => {
    const join3 = (faces: number[]) => {
      let s = ok(join(campMove(), "bolu", "Bolu Ta", "character"));
      s = ok(chooseDice(s, "bolu", { ...NONE, forms: ["forOthers", "directly"], sizes: [12, 12] }));
      return ok(roll(s, "bolu", faces, []));
    };
    expect(join3([12, 1]).order).toEqual(["esan", "bolu", "amek", "tajie", "mekha"]);
    expect(join3([7, 7]).order).toEqual(["esan", "amek", "tajie", "bolu", "mekha"]);
    expect(join3([7, 1]).order).toEqual(["esan", "amek", "tajie", "bolu", "mekha"]);
    expect(join3([6, 1]).order).toEqual(["esan", "amek", "tajie", "mekha", "bolu"]);
    expect(join3([1, 1]).order).toEqual(["esan", "amek", "tajie", "mekha", "bolu"]);
    // Higher than the mover who already moved: still after those who had their turn.
    const late = join3([12, 12]);
    expect(late).toMatchObject({ order: ["esan", "bolu", "amek", "tajie", "mekha"], turn: 0, mover: "esan" });
    expect(late.phase).toBe("moving");
  });

  it("a latecomer is placed only among those who rolled", () => {
    let s = ok(join(campMove(), "bolu", "Bolu Ta", "character"));
    s = ok(join(s, "cai", "Cai", "character"));
    s = ok(chooseDice(s, "bolu", { ...NONE, forms: ["forOthers", "directly"], sizes: [12, 12] }));
    s = ok(chooseDice(s, "cai", { ...NONE, forms: ["forOthers", "directly"], sizes: [12, 12] }));
    // Cai, listed but not rolled yet, is no one to compare with.
    s = { ...s, order: ["esan", "cai", "amek", "tajie", "mekha"] };
    s = ok(roll(s, "bolu", [1, 1], []));
    expect(s.order).toEqual(["esan", "cai", "amek", "tajie", "mekha", "bolu"]);
  });
});

describe("buying an advantage die (the owe list)", () => {
  it("a player's character in the action, about to roll", () => {
    expect(buyAdvantage(campRolling(), "bolu")).toEqual(refused("notInConflict"));
    expect(buyAdvantage(campBetween(), "amek")).toEqual(refused("outOfAction"));
    expect(buyAdvantage(campRolling(), "esan")).toEqual(refused("npcNoOweList"));
    expect(buyAdvantage(campRolling(), "tajie")).toEqual(refused("notAboutToRoll"));
    const t = buyAdvantage(campRolling(), "amek");
    expect(t.ok && t.effects).toEqual([{ kind: "scratch", id: "amek" }]);
    const twice = ok(buyAdvantage(ok(t), "amek"));
    expect(who(twice, "amek").bought).toBe(2);
    expect(twice.version).toBe(campRolling().version + 2);
  });

  it("about to roll: before the round, a first roll to make, a move to roll for, an answer to make", () => {
    const at = (s: ConflictState, id: string) => aboutToRoll(s, who(s, id));
    expect(at(campGathering(), "amek")).toBe(true);
    expect(at(campBetween(), "tajie")).toBe(true);
    expect(at(campRolling(), "amek")).toBe(true);
    expect(at(campRolling(), "tajie")).toBe(false);
    const move = campMove();
    expect(["esan", "amek", "tajie", "mekha"].map((id) => at(move, id))).toEqual([false, true, false, false]);
    const passed = ok(passMove({ ...move, targets: [], pending: [] }, "esan"));
    expect(passed.mover).toBe("amek");
    expect(["esan", "amek", "tajie"].map((id) => at(passed, id))).toEqual([false, true, false]);
    const newcomer = ok(join(move, "bolu", "Bolu Ta", "character"));
    expect(at(newcomer, "bolu")).toBe(true);
    expect(at(tiedAtTheTop(), "amek")).toBe(false);
    expect(at({ ...campGathering(), phase: "ended" }, "amek")).toBe(false);
  });
});

describe("moves and answers", () => {
  it("a later mover re-rolls first, once, with faces that fit", () => {
    const move = campMove();
    const passed = ok(passMove({ ...move, targets: [], pending: [] }, "esan"));
    expect(rollMove(passed, "bolu", [1, 1], [])).toEqual(refused("notInConflict"));
    expect(rollMove(withParticipant(passed, "amek", { status: "out" }), "amek", [1, 1], [])).toEqual(
      refused("outOfAction"),
    );
    expect(rollMove(passed, "tajie", [1, 1], [])).toEqual(refused("notYourMove"));
    expect(rollMove({ ...passed, phase: "between" }, "amek", [1, 1], [])).toEqual(refused("notYourMove"));
    expect(rollMove(passed, "amek", [11, 1], [])).toEqual(refused("facesDontFit"));
    expect(declareMove(passed, "amek", ["tajie"])).toEqual(refused("rollFirst"));
    const rolled = ok(rollMove(passed, "amek", [9, 3], []));
    expect(rolled).toMatchObject({ moveRolled: true, moveDice: [9, 3], moveAdvantage: [] });
    expect(who(rolled, "amek").dice).toEqual([9, 3]);
    expect(rollMove(rolled, "amek", [1, 1], [])).toEqual(refused("alreadyRolled"));
  });

  it("the mover names those in the action, once; the answers go in turn order", () => {
    const s = ok(leave(campMove(), "esan"));
    const rolled = ok(rollMove(s, "amek", [9, 3], []));
    expect(declareMove({ ...rolled, phase: "tie" }, "amek", ["tajie"])).toEqual(refused("notYourMove"));
    expect(declareMove(rolled, "amek", ["bolu"])).toEqual(refused("badTarget"));
    expect(declareMove(rolled, "amek", ["tajie", "amek"])).toEqual(refused("badTarget"));
    expect(declareMove(withParticipant(rolled, "tajie", { status: "out" }), "amek", ["tajie"])).toEqual(
      refused("targetOut"),
    );
    const named = ok(declareMove(rolled, "amek", ["mekha", "tajie", "mekha"]));
    expect(named).toMatchObject({ targets: ["mekha", "tajie"], pending: ["tajie", "mekha"] });
    expect(declareMove(named, "amek", ["tajie"])).toEqual(refused("moveMade"));
    expect(passMove(named, "amek")).toEqual(refused("moveMade"));
    expect(passMove(named, "tajie")).toEqual(refused("notYourMove"));
    expect(passMove({ ...named, phase: "between" }, "amek")).toEqual(refused("notYourMove"));
  });

  it("someone not in the order is named last", () => {
    let s = ok(join(campMove(), "bolu", "Bolu Ta", "character"));
    s = { ...s, targets: [], pending: [] };
    expect(ok(declareMove(s, "esan", ["bolu", "mekha"])).pending).toEqual(["mekha", "bolu"]);
  });

  it("an answer: by the next to answer, with faces that fit, against the standing roll", () => {
    const s = campMove();
    expect(answerMove(s, "bolu", [1, 1], [], SAMPLE_OPTIONS)).toEqual(refused("notInConflict"));
    expect(answerMove({ ...s, phase: "between" }, "amek", [1, 1], [], SAMPLE_OPTIONS)).toEqual(refused("notAnswering"));
    expect(answerMove(s, "amek", [11, 1], [], SAMPLE_OPTIONS)).toEqual(refused("facesDontFit"));
    expect(answerMove({ ...s, mover: "ghost" }, "amek", [5, 1], [], SAMPLE_OPTIONS)).toEqual(refused("notInConflict"));
    const t = answerMove(s, "amek", [10, 5], [], SAMPLE_OPTIONS);
    expect(t.ok && t.effects).toEqual([{ kind: "exchange", index: 0 }]);
    const next = ok(t);
    expect(next.exchanges).toEqual([
      {
        round: 1,
        challenger: "esan",
        answerer: "amek",
        standingDice: [10, 4],
        standingAdvantage: [],
        answerDice: [10, 5],
        answerAdvantage: [],
        outcome: "takeAdvantage",
        challengerWon: false,
        answererWon: true,
        mixed: false,
      },
    ]);
    expect(next).toMatchObject({ pending: ["tajie"], challenged: ["amek"], mover: "esan" });
    expect(who(next, "amek")).toMatchObject({ dice: [10, 5], won: true });
  });

  it("an absolute loss: out of the action, a consequence opened; a mover beaten outright answers no more", () => {
    const lost = ok(answerMove(campMove(), "amek", [2, 1], [], SAMPLE_OPTIONS));
    expect(who(lost, "amek").status).toBe("out");
    expect(lost.consequences).toEqual([
      {
        id: 1,
        round: 1,
        winner: "esan",
        loser: "amek",
        status: "pending",
        midDice: false,
        consequential: false,
        mixed: false,
        proposedBy: "",
        proposerUser: "",
        proposal: { text: "", losses: [], removeStrength: "", dead: false },
        resolution: "",
        terms: { text: "", losses: [], removeStrength: "", dead: false },
        winnerLoss: "",
      },
    ]);
    expect(lost.pending).toEqual(["tajie"]);
    // "Doubling the challenger's high total wins absolutely": 10 & 4 against 20.
    const s = withParticipant(campMove(), "amek", { bought: 2 });
    const won = ok(answerMove(s, "amek", [10, 1], [6, 4], SAMPLE_OPTIONS));
    expect(who(won, "esan").status).toBe("out");
    expect(won.consequences[0]).toMatchObject({ id: 1, winner: "amek", loser: "esan" });
    // Esan's move is over, Tajie never answers it; Amek answered before her turn and loses her move: Tajie's turn.
    expect(won).toMatchObject({ pending: [], mover: "tajie", turn: 2, moveRolled: false, challenged: ["amek"] });
    expect(won.exchanges).toHaveLength(1);
  });

  it("consequence ids count on from the highest", () => {
    const earlier = campBetween().consequences.map((c) => ({ ...c, id: 7 }));
    const s = { ...campMove(), consequences: earlier };
    const lost = ok(answerMove(s, "amek", [2, 1], [], SAMPLE_OPTIONS));
    expect(lost.consequences.map((c) => c.id)).toEqual([7, 8]);
  });
});
