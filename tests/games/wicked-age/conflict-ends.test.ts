// Exact ties, the turn passing, rounds and conflicts ending, and
// participants pruned, step by step: "if the two highest rolls tie exactly
// in the first round, they may back away"; otherwise both re-roll their
// lower die until the tie breaks; the owe list after round 1 ("even if the
// conflict ends in the first round"); round 3 is the last.
import { describe, expect, it } from "vitest";
import {
  advanceTurn,
  answerMove,
  blankParticipant,
  chooseDice,
  declareMove,
  endConflict,
  endRound,
  join,
  prune,
  roll,
  startRound,
} from "../../../src/games/wicked-age/conflict/rounds";
import { chooseTie, lowerDieSize, rerollLower, settleOrder } from "../../../src/games/wicked-age/conflict/ties";
import {
  campBetween,
  campGathering,
  campMove,
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
const statusOf = (s: ConflictState, id: string) => participant(s, id)?.status;

/** Round `round` with everyone's first roll given; the others of the camp not joined. */
function rolled(rolls: Record<string, number[]>, round = 1): ConflictState {
  let s = newConflict();
  for (const id of Object.keys(rolls)) {
    s = ok(join(s, id, id.toUpperCase(), "character"));
    s = ok(chooseDice(s, id, { ...NONE, forms: ["directly", "withLove"], sizes: [12, 10] }));
  }
  s = { ...s, round: round - 1 };
  s = ok(startRound(s));
  for (const [id, faces] of Object.entries(rolls)) s = ok(roll(s, id, faces, []));
  return s;
}

describe("exact ties in the turn order", () => {
  it("round 1's top two tied: they may back away; three tied, or a tie lower down, re-roll", () => {
    expect(tiedAtTheTop()).toMatchObject({
      phase: "tie",
      tie: ["amek", "mekha"],
      tieTop: true,
      order: ["amek", "mekha"],
    });
    const three = rolled({ a: [6, 2], b: [6, 2], c: [6, 2] });
    expect(three).toMatchObject({ phase: "tie", tie: ["a", "b", "c"], tieTop: false });
    const lower = rolled({ a: [9, 2], b: [6, 2], c: [6, 2] });
    expect(lower).toMatchObject({ phase: "tie", tie: ["b", "c"], tieTop: false, order: ["a", "b", "c"] });
    const later = rolled({ a: [6, 2], b: [6, 2] }, 2);
    expect(later).toMatchObject({ phase: "tie", tie: ["a", "b"], tieTop: false });
    const none = rolled({ a: [6, 2], b: [6, 1], c: [5, 5] });
    expect(none).toMatchObject({ phase: "moving", tie: [], order: ["a", "b", "c"], mover: "a", moveDice: [6, 2] });
    // Read again after a re-roll (not the round's first rolls): no backing away.
    expect(settleOrder(tiedAtTheTop(), false)).toMatchObject({ phase: "tie", tieTop: false });
  });

  it("backing away: both must choose it; either choosing to fight makes both re-roll", () => {
    const s = tiedAtTheTop();
    expect(chooseTie(s, "bolu", "backAway")).toEqual(refused("notTied"));
    const one = ok(chooseTie(s, "amek", "backAway"));
    expect(one).toMatchObject({ phase: "tie", tieTop: true, tieChoices: ["amek:backAway"] });
    expect(chooseTie(one, "amek", "fight")).toEqual(refused("alreadyChosen"));
    const fight = ok(chooseTie(one, "mekha", "fight"));
    expect(fight).toMatchObject({ phase: "tie", tieTop: false, tieChoices: ["amek:backAway", "mekha:fight"] });
    expect(chooseTie(fight, "amek", "backAway")).toEqual(refused("noBackingAway"));
    expect(chooseTie({ ...s, phase: "moving" }, "amek", "backAway")).toEqual(refused("noBackingAway"));
    const both = chooseTie(one, "mekha", "backAway");
    expect(both.ok && both.effects).toEqual([{ kind: "ended" }]);
    expect(ok(both)).toMatchObject({ phase: "ended", tie: [], tieTop: false });
    expect([statusOf(ok(both), "amek"), statusOf(ok(both), "mekha")]).toEqual(["backedAway", "backedAway"]);
  });

  it("with a third still fighting, the two who backed away leave it to the others", () => {
    let s = rolled({ a: [6, 2], b: [6, 2], c: [5, 1], d: [4, 4] });
    expect(s.tieTop).toBe(true);
    s = ok(chooseTie(s, "a", "backAway"));
    s = ok(chooseTie(s, "b", "backAway"));
    expect(s).toMatchObject({ phase: "moving", order: ["c", "d"], mover: "c", tie: [], tieTop: false });
    expect([statusOf(s, "a"), statusOf(s, "b")]).toEqual(["backedAway", "backedAway"]);
  });

  it("re-rolling the lower die: after the choice, once each, a face of that die", () => {
    const s = tiedAtTheTop();
    expect(rerollLower({ ...s, phase: "moving" }, "amek", 3)).toEqual(refused("noTie"));
    expect(rerollLower(s, "amek", 3)).toEqual(refused("chooseFirst"));
    const fight = ok(chooseTie(s, "amek", "fight"));
    expect(rerollLower(fight, "bolu", 3)).toEqual(refused("notTied"));
    expect(rerollLower({ ...fight, tie: [...fight.tie, "ghost"] }, "ghost", 3)).toEqual(refused("notInConflict"));
    // Amek's dice are d12 and d10: the 2 stands on the d10.
    expect(lowerDieSize(fight, "amek")).toBe(10);
    expect(lowerDieSize(fight, "mekha")).toBe(8);
    expect(lowerDieSize(fight, "ghost")).toBe(0);
    expect(lowerDieSize(ok(join(fight, "bolu", "Bolu", "character")), "bolu")).toBe(0);
    for (const face of [0, 11, 2.5])
      expect(rerollLower(fight, "amek", face), String(face)).toEqual(refused("facesDontFit"));
    const amek = ok(rerollLower(fight, "amek", 10));
    expect(participant(amek, "amek")?.dice).toEqual([6, 10]);
    expect(amek).toMatchObject({ phase: "tie", tieRerolled: ["amek"] });
    expect(rerollLower(amek, "amek", 1)).toEqual(refused("alreadyRolled"));
    // "10 & 6" against "6 & 1": Amek moves first.
    const broken = ok(rerollLower(amek, "mekha", 1));
    expect(broken).toMatchObject({ phase: "moving", order: ["amek", "mekha"], mover: "amek", moveDice: [6, 10] });
    // Tied again: they re-roll again.
    const again = ok(rerollLower(ok(rerollLower(fight, "amek", 3)), "mekha", 3));
    expect(again).toMatchObject({
      phase: "tie",
      tie: ["amek", "mekha"],
      tieTop: false,
      tieRerolled: [],
      tieChoices: [],
    });
  });
});

describe("the turn passing and the round ending", () => {
  it("the next in order still in the action and not challenged moves; else the round ends", () => {
    const s = { ...campMove(), targets: [], pending: [] };
    expect(advanceTurn(s)).toEqual({
      state: {
        ...s,
        turn: 1,
        mover: "amek",
        moveRolled: false,
        moveDice: [],
        moveAdvantage: [],
        targets: [],
        pending: [],
      },
      effects: [],
    });
    const skipAmek = advanceTurn({ ...s, challenged: ["amek"] }).state;
    expect([skipAmek.mover, skipAmek.turn]).toEqual(["tajie", 2]);
    const amekOut = advanceTurn(withParticipant(s, "amek", { status: "out" })).state;
    expect([amekOut.mover, amekOut.turn]).toEqual(["tajie", 2]);
    const last = advanceTurn({ ...s, turn: 3, mover: "mekha" });
    expect(last.state).toMatchObject({ phase: "between", mover: "", moveRolled: false, oweDone: true });
  });

  it("after round 1 the owe list is updated once, also when the round ends the conflict", () => {
    const s = { ...campMove(), targets: [], pending: [] };
    const end1 = endRound(s);
    expect(end1.state).toMatchObject({ phase: "between", oweDone: true, oweAdded: [] });
    expect(end1.effects).toEqual([]);
    const between = campBetween();
    expect(between.oweAdded).toEqual(["mekha"]);
    const again = endRound({ ...between, phase: "moving" });
    expect(again.effects).toEqual([]);
    expect(again.state.oweAdded).toEqual(["mekha"]);
    const round2 = endRound({ ...between, round: 2, oweDone: false });
    expect(round2.effects).toEqual([]);
    expect(round2.state.oweDone).toBe(false);
    const round3 = endRound({ ...between, round: 3 });
    expect(round3).toMatchObject({ state: { phase: "ended" }, effects: [{ kind: "ended" }] });
    const alone = endRound(withParticipant({ ...between, round: 2 }, "tajie", { status: "out" }));
    expect(alone.state.phase).toBe("between");
    const oneLeft = endRound(
      withParticipant(withParticipant({ ...between, round: 2 }, "tajie", { status: "out" }), "esan", { status: "out" }),
    );
    expect(oneLeft).toMatchObject({ state: { phase: "ended" }, effects: [{ kind: "ended" }] });
  });

  it("the GM ends it: before any roll, mid-round, between rounds; never twice", () => {
    const before = endConflict(campGathering());
    expect(before.ok && before.effects).toEqual([{ kind: "ended" }]);
    expect(ok(before)).toMatchObject({ phase: "ended", oweDone: false, round: 0 });
    const between = endConflict(campBetween());
    expect(between.ok && between.effects).toEqual([{ kind: "ended" }]);
    expect(ok(between)).toMatchObject({ phase: "ended", mover: "", pending: [] });
    const third = endConflict({ ...campBetween(), round: 3 });
    expect(third.ok && third.effects).toEqual([{ kind: "ended" }]);
    expect(endConflict(ok(between))).toEqual(refused("ended"));
    expect(ok(between).version).toBe(campBetween().version + 1);
  });

  it("the last two: one beaten outright ends the conflict", () => {
    let s = rolled({ a: [12, 1], b: [3, 1] }, 2);
    s = { ...s, oweDone: true };
    const t = answerMove(ok(declareMoveOk(s)), "b", [1, 1], [], SAMPLE_OPTIONS);
    expect(t.ok && t.effects).toEqual([{ kind: "exchange", index: 0 }, { kind: "ended" }]);
    expect(ok(t).phase).toBe("ended");
  });
});

function declareMoveOk(s: ConflictState): Transition {
  return { ok: true, state: { ...s, targets: ["b"], pending: ["b"] }, effects: [] };
}

describe("pruning participants gone from the conflict", () => {
  it("drops them from the order, the move and the tie; a mover gone passes the turn", () => {
    const s = campMove();
    const noAmek = prune({ ...s, participants: s.participants.filter((p) => p.id !== "amek") }).state;
    expect(noAmek).toMatchObject({
      order: ["esan", "tajie", "mekha"],
      pending: ["tajie"],
      targets: ["tajie"],
      turn: 0,
      mover: "esan",
    });
    const noEsan = prune({ ...s, participants: s.participants.filter((p) => p.id !== "esan") }).state;
    expect(noEsan).toMatchObject({
      order: ["amek", "tajie", "mekha"],
      turn: 0,
      mover: "amek",
      pending: [],
      targets: [],
    });
    const later = { ...s, turn: 2, mover: "tajie", targets: [], pending: [], challenged: ["amek", "tajie"] };
    const noTajie = prune({ ...later, participants: later.participants.filter((p) => p.id !== "tajie") }).state;
    expect(noTajie).toMatchObject({ order: ["esan", "amek", "mekha"], turn: 2, mover: "mekha", challenged: ["amek"] });
    const noAmekLater = prune({ ...later, participants: later.participants.filter((p) => p.id !== "amek") }).state;
    expect(noAmekLater).toMatchObject({ order: ["esan", "tajie", "mekha"], turn: 2, mover: "tajie" });
    const tie = tiedAtTheTop();
    const withTie = { ...tie, tieRerolled: ["amek", "mekha"] };
    expect(
      prune({ ...withTie, participants: withTie.participants.filter((p) => p.id !== "mekha") }).state,
    ).toMatchObject({
      tie: ["amek"],
      tieRerolled: ["amek"],
      order: ["amek"],
    });
    const between = { ...campBetween(), mover: "amek" };
    const gone = prune({ ...between, participants: between.participants.filter((p) => p.id !== "amek") }).state;
    // Between rounds nobody moves: the turn counts those before it who are left (Esan, Tajie before Mekha's).
    expect(between.turn).toBe(3);
    expect(gone).toMatchObject({ phase: "between", mover: "amek", turn: 1 });
    const gathering = prune({ ...campGathering(), mover: "" }).state;
    expect(gathering.turn).toBe(0);
    expect(blankParticipant("x", "X", "npc").kind).toBe("npc");
  });

  it("a mover deleted as the round's last passes the round's end on: the owe list still gets its names", () => {
    // Tajie (d12+d8) moves at Mekha (d12+d6), who answers and stays in; Esan, last in order, is then deleted.
    let s = newConflict();
    s = ok(join(s, "tajie", "Tajie", "character"));
    s = ok(join(s, "mekha", "Mekha", "character"));
    s = ok(join(s, "esan", "Esan", "npc"));
    s = ok(chooseDice(s, "tajie", { ...NONE, forms: ["forMyself", "covertly"], sizes: [12, 8] }));
    s = ok(chooseDice(s, "mekha", { ...NONE, forms: ["withLove", "covertly"], sizes: [12, 6] }));
    s = ok(chooseDice(s, "esan", { ...NONE, forms: ["maneuvering"], sizes: [10, 6] }));
    s = ok(startRound(s));
    s = ok(roll(s, "tajie", [7, 7], []));
    s = ok(roll(s, "mekha", [6, 1], []));
    s = ok(roll(s, "esan", [5, 2], []));
    s = ok(declareMove(s, "tajie", ["mekha"]));
    s = ok(answerMove(s, "mekha", [8, 1], [], SAMPLE_OPTIONS));
    expect(s).toMatchObject({ round: 1, mover: "esan", challenged: ["mekha"] });
    expect(statusOf(s, "mekha")).toBe("in");

    const { state, effects } = prune({ ...s, participants: s.participants.filter((p) => p.id !== "esan") });
    // "After the first round … every player whose character rolled smaller dice than their opponent's" goes on.
    expect(effects).toEqual([{ kind: "owe", ids: ["mekha"] }]);
    expect(state).toMatchObject({ mover: "", oweDone: true, order: ["tajie", "mekha"] });
  });
});
