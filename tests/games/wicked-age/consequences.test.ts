// Consequences through the conflict tracker's state machine: the winner's
// default (exhausted or injured; Use it, risk it), negotiated terms proposed
// by one side and agreed by the other, insisting on the default, ending it
// between rounds, a consequential strength's extra loss, Mixed victory; what
// a settled consequence does to a sheet; who may ask for what.
import { describe, expect, it } from "vitest";
import {
  acceptTerms,
  chooseDefault,
  insistOnDefault,
  proposeEnd,
  proposeTerms,
} from "../../../src/games/wicked-age/conflict/consequences";
import {
  answerMove,
  chooseDice,
  declareMove,
  join,
  passMove,
  prune,
  roll,
  rollMove,
  startRound,
} from "../../../src/games/wicked-age/conflict/rounds";
import { applyRequest } from "../../../src/games/wicked-age/conflict/requests";
import { characterFormsAfter, npcFormsAfter, outAfter } from "../../../src/games/wicked-age/conflict/apply";
import { campBetween, campEnded, campMove } from "../../../src/games/wicked-age/conflict/samples";
import {
  newConflict,
  participant,
  type ConflictOptions,
  type ConflictState,
  type Transition,
} from "../../../src/games/wicked-age/conflict/state";

const OFF: ConflictOptions = { useItRiskIt: false, mixedVictory: false };
const TERMS = { text: "You capture me and chain me in your cellar.", losses: [], removeStrength: "", dead: false };

function ok(t: Transition): ConflictState {
  if (!t.ok) throw new Error(`refused: ${t.problem}`);
  return t.state;
}
const problem = (t: Transition) => (t.ok ? "(accepted)" : (t.problem.split(".").pop() ?? ""));

const NONE = { strengthName: "", strengthDie: 0, consequentialForm: "", consequentialNpcForm: "" };

/** Shahu Seen (the power to inflame passions: consequential, for others / self-protection) against Amek. */
function spiritAgainstAmek(options: ConflictOptions = OFF, round3 = false): ConflictState {
  let s = ok(join(newConflict(), "shahu", "Shahu Seen", "npc"));
  s = ok(join(s, "amek", "Amek", "character"));
  s = ok(
    chooseDice(s, "shahu", {
      forms: ["action"],
      sizes: [12, 8, 8],
      strengthName: "The power to inflame passions",
      strengthDie: 8,
      consequentialForm: "forOthers",
      consequentialNpcForm: "selfProtection",
    }),
  );
  s = ok(chooseDice(s, "amek", { ...NONE, forms: ["withViolence", "forMyself"], sizes: [12, 4] }));
  // To reach round 3, two rounds where no one moves.
  for (let r = round3 ? 0 : 2; r < 2; r++) {
    s = ok(startRound(s));
    s = ok(roll(s, "shahu", [5, 2, 1], []));
    s = ok(roll(s, "amek", [4, 1], []));
    s = ok(passMove(s, "shahu"));
    s = ok(rollMove(s, "amek", [3, 1], []));
    s = ok(passMove(s, "amek"));
  }
  s = ok(startRound(s));
  s = ok(roll(s, "shahu", [12, 3, 1], []));
  s = ok(roll(s, "amek", [4, 1], []));
  s = ok(declareMove(s, "shahu", ["amek"]));
  return ok(answerMove(s, "amek", round3 ? [7, 1] : [2, 1], [], options));
}

describe("settling a consequence", () => {
  it("the winner chooses exhausted or injured; the loser cannot", () => {
    const s = campBetween();
    const id = s.consequences[0]?.id ?? 0;
    expect(problem(chooseDefault(s, id, "injured", "loser", OFF))).toBe("winnersChoice");
    const t = chooseDefault(s, id, "injured", "winner", OFF);
    expect(t.ok && t.effects).toEqual([{ kind: "consequence", index: 0 }]);
    expect(ok(t).consequences[0]).toMatchObject({
      status: "settled",
      resolution: "injured",
      terms: { losses: ["covertly", "forOthers"] },
    });
    expect(problem(chooseDefault(ok(t), id, "exhausted", "winner", OFF))).toBe("noConsequence");
  });

  it("a consequential strength in the winner's roll adds one more loss, to the default and to negotiated terms", () => {
    const s = spiritAgainstAmek();
    const c = s.consequences[0];
    expect(c).toMatchObject({ winner: "shahu", loser: "amek", consequential: true });
    const settled = ok(chooseDefault(s, c?.id ?? 0, "exhausted", "winner", OFF));
    expect(settled.consequences[0]?.terms.losses).toEqual(["directly", "withViolence", "forOthers"]);
    const negotiated = ok(acceptTerms(ok(proposeTerms(s, c?.id ?? 0, "loser", TERMS)), c?.id ?? 0, "winner"));
    expect(negotiated.consequences[0]?.terms).toMatchObject({ text: TERMS.text, losses: ["forOthers"] });
  });

  it("negotiation: one side proposes, only the other (or the GM) agrees; either may insist on the default", () => {
    const s = campBetween();
    const id = s.consequences[0]?.id ?? 0;
    const proposed = ok(proposeTerms(s, id, "loser", { ...TERMS, losses: ["forMyself", "withViolence"] }));
    expect(problem(acceptTerms(proposed, id, "loser"))).toBe("otherSideAccepts");
    expect(problem(proposeTerms(proposed, id, "loser", { ...TERMS, losses: ["sideways"] }))).toBe("badLoss");
    const agreed = ok(acceptTerms(proposed, id, "winner"));
    expect(agreed.consequences[0]).toMatchObject({
      status: "settled",
      resolution: "negotiated",
      terms: { losses: ["forMyself", "withViolence"] },
    });
    const dropped = ok(insistOnDefault(proposed, id));
    expect(dropped.consequences[0]).toMatchObject({ status: "pending", proposedBy: "" });
  });

  it("a negotiated death is recorded", () => {
    const s = campBetween();
    const id = s.consequences[0]?.id ?? 0;
    const offered = ok(proposeTerms(s, id, "winner", { ...TERMS, dead: true }));
    const dead = ok(acceptTerms(offered, id, "loser"));
    expect(dead.consequences[0]?.terms.dead).toBe(true);
  });

  it("an NPC's named loss is its form's higher die: Erin's 'you lose one die size from maneuvering'", () => {
    const s = campEnded();
    const esan = s.consequences.find((c) => c.loser === "esan");
    expect(esan?.proposal.losses).toEqual(["maneuvering"]);
    expect(
      npcFormsAfter(
        {
          action: { high: 12, low: 8, highNow: 12, lowNow: 8 },
          maneuvering: { high: 10, low: 6, highNow: 10, lowNow: 6 },
          selfProtection: { high: 6, low: 4, highNow: 6, lowNow: 4 },
        },
        ["maneuvering"],
      ),
    ).toMatchObject({ maneuvering: { highNow: 8, lowNow: 6 } });
  });

  it("ending it between rounds: a proposal the other side agrees to, or they roll forward", () => {
    const s = campBetween();
    expect(problem(proposeEnd(campMove(), "tajie", "mekha", "winner", TERMS))).toBe("notBetweenRounds");
    const offered = ok(proposeEnd(s, "tajie", "mekha", "winner", TERMS));
    const id = offered.consequences[offered.consequences.length - 1]?.id ?? 0;
    expect(problem(startRound(offered))).toBe("negotiationOpen");
    expect(problem(chooseDefault(offered, id, "injured", "winner", OFF))).toBe("noDefaultMidDice");
    const settled = ok(acceptTerms(offered, id, "loser"));
    expect(participant(settled, "mekha")?.status).toBe("out");
    const rolledOn = ok(insistOnDefault(offered, id));
    expect(rolledOn.consequences).toHaveLength(s.consequences.length);
    expect(ok(startRound(rolledOn)).round).toBe(2);
  });

  it("Use it, risk it: the default is a size off each form the loser used", () => {
    const on = { useItRiskIt: true, mixedVictory: false };
    const s = campBetween();
    const id = s.consequences[0]?.id ?? 0;
    expect(problem(chooseDefault(s, id, "injured", "winner", on))).toBe("riskedOnly");
    expect(ok(chooseDefault(s, id, "risked", "winner", on)).consequences[0]?.terms.losses).toEqual([
      "directly",
      "forOthers",
    ]);
    expect(problem(chooseDefault(s, id, "risked", "winner", OFF))).toBe("exhaustOrInjure");
  });

  it("Mixed victory: a round-3 win without doubling costs the winner a size in a form they used", () => {
    const on = { useItRiskIt: false, mixedVictory: true };
    const s = spiritAgainstAmek(on, true);
    const c = s.consequences[0];
    expect(s.exchanges[s.exchanges.length - 1]?.mixed).toBe(true);
    expect(c?.mixed).toBe(true);
    expect(problem(chooseDefault(s, c?.id ?? 0, "injured", "winner", on))).toBe("mixedNeedsForm");
    const settled = ok(chooseDefault(s, c?.id ?? 0, "injured", "winner", on, "action"));
    expect(settled.consequences[0]?.winnerLoss).toBe("action");
  });
});

describe("what a settled consequence does to a sheet", () => {
  const AMEK = {
    covertly: { die: 8, current: 8 },
    directly: { die: 10, current: 10 },
    forMyself: { die: 4, current: 4 },
    forOthers: { die: 6, current: 6 },
    withLove: { die: 6, current: 6 },
    withViolence: { die: 12, current: 12 },
  };
  it("steps the dice as they stand, keeping the dice assigned", () => {
    const after = characterFormsAfter(AMEK, ["covertly", "forOthers"]);
    expect(after).toMatchObject({ covertly: { die: 8, current: 6 }, forOthers: { die: 6, current: 4 } });
    expect(outAfter("character", after ?? {})).toBe(false);
  });
  it("two dice at 0: out of the chapter", () => {
    const after = characterFormsAfter(AMEK, ["forMyself", "forOthers", "forOthers", "forOthers"]);
    expect(after).toMatchObject({ forMyself: { current: 0 }, forOthers: { current: 0 } });
    expect(outAfter("character", after ?? {})).toBe(true);
  });
});

describe("who may ask the tracker for what", () => {
  const s = campMove();
  const player = { isGM: false, controls: new Set(["tajie"]) };
  it("a player acts only for the participants they play; start and end are the chapter GM's", () => {
    expect(
      problem(
        applyRequest(s, { action: "answer", participant: "amek", version: s.version, dice: [2, 4] }, player, OFF),
      ),
    ).toBe("notYours");
    expect(problem(applyRequest(s, { action: "start", participant: "", version: s.version }, player, OFF))).toBe(
      "gmOnly",
    );
    expect(problem(applyRequest(s, { action: "end", participant: "", version: s.version }, player, OFF))).toBe(
      "gmOnly",
    );
    // The GM acts for its NPC, Esan, not for Amy's Amek.
    const gm = { isGM: true, controls: new Set<string>(["esan"]) };
    const amekAnswer = { action: "answer" as const, participant: "amek", version: s.version, dice: [2, 4] };
    expect(problem(applyRequest(s, { ...amekAnswer, advantage: [] }, gm, OFF))).toBe("notYours");
    expect(
      problem(applyRequest(s, { ...amekAnswer, advantage: [], actingFor: "esan" }, gm, OFF)),
      "acting for Esan, nobody answers for Amek",
    ).toBe("notYours");
    const amy = { isGM: false, controls: new Set<string>(["amek"]) };
    expect(applyRequest(s, { ...amekAnswer, advantage: [] }, amy, OFF).ok).toBe(true);
    expect(applyRequest(s, { action: "end", participant: "", version: s.version }, gm, OFF).ok).toBe(true);
  });
  it("a player may take their own side of a consequence only", () => {
    const b = campBetween();
    const id = b.consequences[0]?.id ?? 0;
    const amy = { isGM: false, controls: new Set(["amek"]) };
    expect(
      problem(
        applyRequest(
          b,
          { action: "chooseDefault", participant: "esan", version: b.version, consequence: id, kind: "injured" },
          amy,
          OFF,
        ),
      ),
    ).toBe("notYours");
    expect(
      problem(
        applyRequest(
          b,
          { action: "chooseDefault", participant: "amek", version: b.version, consequence: id, kind: "injured" },
          amy,
          OFF,
        ),
      ),
    ).toBe("winnersChoice");
    expect(
      applyRequest(
        b,
        { action: "propose", participant: "amek", version: b.version, consequence: id, terms: TERMS },
        amy,
        OFF,
      ).ok,
    ).toBe(true);
  });
});

describe("a participant removed from a running conflict", () => {
  it("is pruned from the order and the move; a mover gone passes the turn", () => {
    const s = campMove();
    const withoutEsan = { ...s, participants: s.participants.filter((p) => p.id !== "esan") };
    const pruned = prune(withoutEsan).state;
    expect(pruned.order).toEqual(["amek", "tajie", "mekha"]);
    expect(pruned.mover).toBe("amek");
    const withoutAmek = { ...s, participants: s.participants.filter((p) => p.id !== "amek") };
    expect(prune(withoutAmek).state.pending).toEqual(["tajie"]);
  });
});
