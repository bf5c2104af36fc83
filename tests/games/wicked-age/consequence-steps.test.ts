// Negotiating consequences, refusal by refusal and value by value: "by
// default, the winner chooses: exhausted … or injured", NPCs losing both
// dice of an NPC form; terms the loser can bear (forms of theirs, a strength,
// death); one side proposes and the other agrees, the GM settling at once;
// ending it between rounds; a settled consequence ending the conflict when
// one is left.
import { describe, expect, it } from "vitest";
import {
  acceptTerms,
  chooseDefault,
  consequentialEntry,
  defaultLossEntries,
  insistOnDefault,
  lossFits,
  proposeEnd,
  proposeTerms,
  sideOf,
} from "../../../src/games/wicked-age/conflict/consequences";
import { blankParticipant } from "../../../src/games/wicked-age/conflict/rounds";
import { campBetween, campProposal, SAMPLE_OPTIONS } from "../../../src/games/wicked-age/conflict/samples";
import {
  participant,
  withParticipant,
  type Consequence,
  type ConflictState,
  type Transition,
} from "../../../src/games/wicked-age/conflict/state";

const P = "STORY_ENGINES.Wicked.Conflict.Problems";
const TERMS = { text: "Chained in the cellar.", losses: [], removeStrength: "", dead: false };
const EMPTY = { text: "", losses: [], removeStrength: "", dead: false };
const RISK = { useItRiskIt: true, mixedVictory: false };

function ok(t: Transition): ConflictState {
  if (!t.ok) throw new Error(`refused: ${t.problem}`);
  return t.state;
}
const refused = (code: string) => ({ ok: false, problem: `${P}.${code}` });
const first = (s: ConflictState): Consequence => {
  const c = s.consequences[0];
  if (!c) throw new Error("no consequence");
  return c;
};
const character = (forms: string[]) => ({ ...blankParticipant("l", "L", "character"), forms });
const npc = (forms: string[]) => ({ ...blankParticipant("n", "N", "npc"), forms });

describe("losses the loser can bear", () => {
  it("a player's character loses in its forms; an NPC in an NPC form, one die or both", () => {
    expect(lossFits("character", "directly")).toBe(true);
    expect(lossFits("character", "action")).toBe(false);
    expect(lossFits("character", "directly:both")).toBe(false);
    expect(lossFits("npc", "action")).toBe(true);
    expect(lossFits("npc", "action:both")).toBe(true);
    expect(lossFits("npc", "action:one")).toBe(false);
    expect(lossFits("npc", "action:both:both")).toBe(false);
    expect(lossFits("npc", "directly")).toBe(false);
    expect(lossFits("npc", "")).toBe(false);
  });

  it("the defaults: exhausted (directly, with violence), injured (covertly, for others); NPCs both dice", () => {
    expect(defaultLossEntries(character(["withLove", "forMyself"]), "exhausted")).toEqual(["directly", "withViolence"]);
    expect(defaultLossEntries(character(["withLove", "forMyself"]), "injured")).toEqual(["covertly", "forOthers"]);
    expect(defaultLossEntries(character(["withLove", "forMyself"]), "risked")).toEqual(["withLove", "forMyself"]);
    expect(defaultLossEntries(npc(["maneuvering"]), "exhausted")).toEqual(["action:both"]);
    expect(defaultLossEntries(npc(["maneuvering"]), "injured")).toEqual(["maneuvering:both"]);
    expect(defaultLossEntries(npc(["selfProtection"]), "risked")).toEqual(["selfProtection:both"]);
  });

  it("a consequential strength: one more size off its form, or its NPC form for an NPC loser", () => {
    const c = { ...first(campBetween()), consequential: true };
    const winner = {
      ...blankParticipant("w", "W", "npc"),
      consequentialForm: "forOthers",
      consequentialNpcForm: "action",
    };
    expect(consequentialEntry(c, winner, character([]))).toEqual(["forOthers"]);
    expect(consequentialEntry(c, winner, npc([]))).toEqual(["action"]);
    expect(consequentialEntry({ ...c, consequential: false }, winner, character([]))).toEqual([]);
    expect(consequentialEntry(c, undefined, character([]))).toEqual([]);
    expect(consequentialEntry(c, { ...winner, consequentialForm: "" }, character([]))).toEqual([]);
    expect(consequentialEntry(c, { ...winner, consequentialForm: "maneuvering" }, character([]))).toEqual([]);
  });
});

describe("the winner's default", () => {
  it("Esan injures Amek: settled with the loss, nothing proposed left", () => {
    const s = campProposal();
    const t = chooseDefault(s, 1, "injured", "winner", SAMPLE_OPTIONS);
    expect(t.ok && t.effects).toEqual([{ kind: "consequence", index: 0 }]);
    expect(first(ok(t))).toEqual({
      ...first(s),
      status: "settled",
      resolution: "injured",
      terms: { ...EMPTY, losses: ["covertly", "forOthers"] },
      winnerLoss: "",
      proposedBy: "",
      proposal: EMPTY,
    });
    expect(ok(t).phase).toBe("between");
  });

  it("refused: no such consequence, the loser choosing, a winner gone", () => {
    const s = campBetween();
    expect(chooseDefault(s, 9, "injured", "winner", SAMPLE_OPTIONS)).toEqual(refused("noConsequence"));
    expect(chooseDefault(s, 1, "injured", "loser", SAMPLE_OPTIONS)).toEqual(refused("winnersChoice"));
    expect(chooseDefault(s, 1, "risked", "winner", RISK)).toMatchObject({ ok: true });
    const noWinner = { ...s, participants: s.participants.filter((p) => p.id !== "esan") };
    expect(chooseDefault(noWinner, 1, "injured", "winner", SAMPLE_OPTIONS)).toEqual(refused("notInConflict"));
    const noLoser = { ...s, participants: s.participants.filter((p) => p.id !== "amek") };
    expect(chooseDefault(noLoser, 1, "injured", "winner", SAMPLE_OPTIONS)).toEqual(refused("notInConflict"));
  });

  it("a mixed victory's winner names a form they used (an NPC: its NPC form)", () => {
    const s = { ...campBetween(), consequences: [{ ...first(campBetween()), mixed: true }] };
    expect(chooseDefault(s, 1, "injured", "winner", SAMPLE_OPTIONS, "directly")).toEqual(refused("mixedNeedsForm"));
    const settled = ok(chooseDefault(s, 1, "injured", "winner", SAMPLE_OPTIONS, "maneuvering"));
    expect(first(settled)).toMatchObject({ winnerLoss: "maneuvering", resolution: "injured" });
    const plain = ok(chooseDefault(campBetween(), 1, "injured", "winner", SAMPLE_OPTIONS, "maneuvering"));
    expect(first(plain).winnerLoss).toBe("");
  });

  it("settling the last consequence with one left in the action ends the conflict", () => {
    const s = withParticipant(campBetween(), "tajie", { status: "out" });
    const lone = withParticipant(s, "mekha", { status: "out" });
    const t = chooseDefault(lone, 1, "exhausted", "winner", SAMPLE_OPTIONS);
    expect(t.ok && t.effects).toEqual([{ kind: "consequence", index: 0 }, { kind: "ended" }]);
    expect(ok(t).phase).toBe("ended");
    const already = chooseDefault({ ...lone, phase: "ended" }, 1, "exhausted", "winner", SAMPLE_OPTIONS);
    expect(already.ok && already.effects).toEqual([{ kind: "consequence", index: 0 }]);
    const two = chooseDefault(s, 1, "exhausted", "winner", SAMPLE_OPTIONS);
    expect(two.ok && two.effects).toEqual([{ kind: "consequence", index: 0 }]);
  });
});

describe("negotiated terms", () => {
  it("one side proposes; the terms must fit the loser and stay short", () => {
    const s = campBetween();
    expect(proposeTerms(s, 9, "winner", TERMS)).toEqual(refused("noConsequence"));
    const losses = Array.from({ length: 13 }, () => "directly");
    expect(proposeTerms(s, 1, "winner", { ...TERMS, losses })).toEqual(refused("tooManyLosses"));
    expect(proposeTerms(s, 1, "winner", { ...TERMS, losses: losses.slice(1) })).toMatchObject({ ok: true });
    expect(proposeTerms(s, 1, "winner", { ...TERMS, losses: ["action"] })).toEqual(refused("badLoss"));
    expect(proposeTerms(s, 1, "winner", { ...TERMS, text: "x".repeat(2001) })).toEqual(refused("termsTooLong"));
    expect(proposeTerms(s, 1, "winner", { ...TERMS, text: "x".repeat(2000) })).toMatchObject({ ok: true });
    expect(proposeTerms(s, 1, "winner", { ...TERMS, removeStrength: "x".repeat(201) })).toEqual(
      refused("termsTooLong"),
    );
    expect(proposeTerms(s, 1, "winner", { ...TERMS, removeStrength: "x".repeat(200) })).toMatchObject({ ok: true });
    const noLoser = { ...s, participants: s.participants.filter((p) => p.id !== "amek") };
    expect(proposeTerms(noLoser, 1, "winner", TERMS)).toEqual(refused("notInConflict"));
    const proposal = { ...TERMS, losses: ["withLove"], removeStrength: "Horse-lord" };
    const proposed = ok(proposeTerms(s, 1, "loser", proposal));
    expect(first(proposed)).toMatchObject({ status: "pending", proposedBy: "loser", proposal, terms: EMPTY });
    expect(acceptTerms(s, 1, "winner")).toEqual(refused("noProposal"));
    expect(acceptTerms(s, 9, "winner")).toEqual(refused("noConsequence"));
  });

  it("agreed: settled as proposed; the GM's terms for its NPC wait for the other side like anyone's", () => {
    const agreed = acceptTerms(campProposal(), 1, "loser");
    expect(agreed.ok && agreed.effects).toEqual([{ kind: "consequence", index: 0 }]);
    expect(first(ok(agreed))).toMatchObject({
      status: "settled",
      resolution: "negotiated",
      terms: first(campProposal()).proposal,
      proposedBy: "",
      proposal: EMPTY,
    });
    expect(acceptTerms(ok(agreed), 1, "loser")).toEqual(refused("noConsequence"));
    // Esan (the GM's NPC) won: Erin proposes for Esan's side; only Amy, for Amek, settles it.
    const byGm = ok(proposeTerms(campBetween(), 1, "winner", { ...TERMS, dead: true }));
    expect(first(byGm)).toMatchObject({ status: "pending", proposedBy: "winner", resolution: "" });
    expect(acceptTerms(byGm, 1, "winner")).toEqual(refused("otherSideAccepts"));
    expect(first(ok(acceptTerms(byGm, 1, "loser")))).toMatchObject({
      status: "settled",
      resolution: "negotiated",
      terms: { ...TERMS, dead: true },
    });
  });

  it("an agreement needs two people: Erin proposes for Esan and cannot accept for an absent Amy (round 4 decision)", () => {
    const byErin = ok(proposeTerms(campBetween(), 1, "winner", { ...TERMS, dead: true }, "erin"));
    expect(first(byErin)).toMatchObject({ proposedBy: "winner", proposerUser: "erin" });
    expect(acceptTerms(byErin, 1, "loser", "erin")).toEqual(refused("twoPeopleAgree"));
    expect(first(ok(acceptTerms(byErin, 1, "loser", "amy")))).toMatchObject({ status: "settled" });
    // The same between rounds: Erin offers Esan's end for Amek and may not take it for him.
    const offered = ok(proposeEnd(campBetween(), "esan", "tajie", "winner", TERMS, "erin"));
    const id = offered.consequences.at(-1)?.id ?? 0;
    expect(acceptTerms(offered, id, "loser", "erin")).toEqual(refused("twoPeopleAgree"));
    // Insisting (fighting on) stays open to either side.
    expect(insistOnDefault(byErin, 1).ok).toBe(true);
  });

  it("insisting on the default drops the proposal; the winner still chooses", () => {
    expect(insistOnDefault(campBetween(), 9)).toEqual(refused("noConsequence"));
    const dropped = ok(insistOnDefault(campProposal(), 1));
    expect(first(dropped)).toMatchObject({ status: "pending", proposedBy: "", proposal: EMPTY });
    const settled = ok(chooseDefault(campBetween(), 1, "injured", "winner", SAMPLE_OPTIONS));
    expect(insistOnDefault(settled, 1)).toEqual(refused("noConsequence"));
  });
});

describe("ending it between rounds", () => {
  it("two still in, a loser not already negotiating; the other side agrees or they roll on", () => {
    const s = campBetween();
    expect(proposeEnd(s, "tajie", "ghost", "winner", TERMS)).toEqual(refused("badTarget"));
    expect(proposeEnd(s, "ghost", "tajie", "winner", TERMS)).toEqual(refused("badTarget"));
    expect(proposeEnd(s, "tajie", "tajie", "winner", TERMS)).toEqual(refused("badTarget"));
    expect(proposeEnd(s, "tajie", "amek", "winner", TERMS)).toEqual(refused("targetOut"));
    expect(proposeEnd(s, "amek", "tajie", "winner", TERMS)).toEqual(refused("targetOut"));
    expect(proposeEnd(s, "tajie", "mekha", "winner", { ...TERMS, losses: ["action"] })).toEqual(refused("badLoss"));
    const offered = ok(proposeEnd(s, "tajie", "mekha", "loser", { ...TERMS, losses: ["withLove"] }));
    expect(offered.consequences[1]).toEqual({
      id: 2,
      round: 1,
      winner: "tajie",
      loser: "mekha",
      status: "pending",
      midDice: true,
      consequential: false,
      mixed: false,
      proposedBy: "loser",
      proposerUser: "",
      proposal: { ...TERMS, losses: ["withLove"] },
      resolution: "",
      terms: EMPTY,
      winnerLoss: "",
    });
    // Tajie and Mekha are negotiating an end: neither may be the loser of another meanwhile.
    expect(proposeEnd(offered, "esan", "mekha", "winner", TERMS)).toEqual(refused("negotiationOpen"));
    expect(proposeEnd(offered, "esan", "tajie", "winner", TERMS)).toEqual(refused("negotiationOpen"));
    expect(proposeEnd(offered, "mekha", "esan", "winner", TERMS)).toMatchObject({ ok: true });
    const settledEnd = ok(acceptTerms(offered, 2, "winner"));
    expect(participant(settledEnd, "mekha")?.status).toBe("out");
    expect(proposeEnd(settledEnd, "esan", "tajie", "winner", TERMS)).toMatchObject({ ok: true });
    const rolledOn = ok(insistOnDefault(offered, 2));
    expect(rolledOn.consequences).toEqual(s.consequences);
  });

  it("a consequential winner's strength counts; the GM's end waits for the other side", () => {
    const s = withParticipant(campBetween(), "tajie", { consequentialNpcForm: "action" });
    const offered = ok(proposeEnd(s, "tajie", "esan", "winner", TERMS));
    expect(offered.consequences[1]).toMatchObject({ consequential: true, proposedBy: "winner" });
    // Erin, for Esan, proposes Tajie loses two sizes and dies: nothing is applied without Tom's consent.
    const death = { ...TERMS, losses: ["covertly", "covertly"], dead: true };
    const byGm = proposeEnd(campBetween(), "esan", "tajie", "winner", death);
    expect(byGm.ok && byGm.effects).toEqual([]);
    expect(ok(byGm).consequences[1]).toMatchObject({ status: "pending", proposedBy: "winner", resolution: "" });
    expect(participant(ok(byGm), "tajie")?.status).toBe("in");
    expect(acceptTerms(ok(byGm), 2, "winner")).toEqual(refused("otherSideAccepts"));
    const refusedByTom = ok(insistOnDefault(ok(byGm), 2));
    expect(refusedByTom.consequences).toEqual(campBetween().consequences);
    expect(participant(refusedByTom, "tajie")?.status).toBe("in");
    const agreedByTom = acceptTerms(ok(byGm), 2, "loser");
    expect(agreedByTom.ok && agreedByTom.effects).toEqual([{ kind: "consequence", index: 1 }]);
    expect(ok(agreedByTom).consequences[1]).toMatchObject({ status: "settled", terms: death });
    expect(participant(ok(agreedByTom), "tajie")?.status).toBe("out");
    expect(proposeEnd({ ...campBetween(), phase: "moving" }, "tajie", "mekha", "winner", TERMS)).toEqual(
      refused("notBetweenRounds"),
    );
  });

  it("which side of a consequence someone is", () => {
    const c = first(campBetween());
    expect([sideOf(c, "esan"), sideOf(c, "amek"), sideOf(c, "tajie")]).toEqual(["winner", "loser", null]);
  });
});
