// Issue 20 §1–§3 (pure): the GM's NPCs negotiate like anyone. A request acts
// for one side (a participant): a player for the characters they own, the
// chapter's GM for the NPCs, the Foundry GM for a character of its own when
// a player runs the chapter. Neither side accepts its own proposal, and an
// end between rounds proposed by the GM waits for the other side.
// Book: "the winner and loser can agree to some other outcome, if there's one
// that they both prefer"; "GM, when you lose… suggest it yourself".
import { describe, expect, it } from "vitest";
import { applyRequest, type ConflictRequest, type Requester } from "../../../src/games/wicked-age/conflict/requests";
import { campBetween, campMove } from "../../../src/games/wicked-age/conflict/samples";
import { participant, type ConflictState, type Transition } from "../../../src/games/wicked-age/conflict/state";
import { playsCharacter, sideOwnerIds } from "../../../src/games/wicked-age/campaign/sides";
import { mayActFor } from "../../../src/core/acting-for";
import { answerMove } from "../../../src/games/wicked-age/conflict/rounds";
import { buildTrackerContext } from "../../../src/games/wicked-age/conflict/tracker-context";

const P = "STORY_ENGINES.Wicked.Conflict.Problems";
const OFF = { useItRiskIt: false, mixedVictory: false };
const ERIN: Requester = { isGM: true, controls: new Set(["esan"]) };
const AMY: Requester = { isGM: false, controls: new Set(["amek"]) };
const TOM: Requester = { isGM: false, controls: new Set(["tajie"]) };
const TERMS = { text: "Esan keeps the horse.", losses: ["forOthers"], removeStrength: "", dead: false };
const NPC_TERMS = { text: "Esan slinks off to the priest.", losses: ["maneuvering"], removeStrength: "", dead: false };

function ok(t: Transition): ConflictState {
  if (!t.ok) throw new Error(`refused: ${t.problem}`);
  return t.state;
}
const problem = (t: Transition) => (t.ok ? "" : t.problem.slice(P.length + 1));
const ask = (s: ConflictState, who: Requester, r: Omit<ConflictRequest, "version">) =>
  applyRequest(s, { ...r, version: s.version }, who, OFF);

/** Round 1 with Esan's move standing at 3 & 1, beaten outright by Amek's 10 & 6. */
function esanLoses(): ConflictState {
  return ok(answerMove({ ...campMove(), moveDice: [3, 1] }, "amek", [10, 6], [], OFF));
}

describe("the GM proposes and accepts for its NPC's side only", () => {
  it("Esan lost to Amek: Erin proposes for Esan; Amy accepts or refuses; Erin cannot accept her own", () => {
    const s = esanLoses();
    const c = s.consequences[0];
    expect(c).toMatchObject({ winner: "amek", loser: "esan", status: "pending" });
    const id = c?.id ?? 0;
    const offered = ok(
      ask(s, ERIN, { action: "propose", participant: "esan", actingFor: "esan", consequence: id, terms: NPC_TERMS }),
    );
    // The proposal is the loser's (Esan's), not the winner's.
    expect(offered.consequences[0]).toMatchObject({ proposedBy: "loser", status: "pending", proposal: NPC_TERMS });
    expect(
      problem(ask(offered, ERIN, { action: "accept", participant: "esan", actingFor: "esan", consequence: id })),
    ).toBe("otherSideAccepts");
    // Erin cannot speak for Amek's side.
    expect(
      problem(ask(offered, ERIN, { action: "accept", participant: "amek", actingFor: "amek", consequence: id })),
    ).toBe("notYours");
    // Tom is no side of it.
    expect(problem(ask(offered, TOM, { action: "accept", participant: "tajie", consequence: id }))).toBe(
      "noConsequence",
    );
    const agreed = ok(ask(offered, AMY, { action: "accept", participant: "amek", actingFor: "amek", consequence: id }));
    expect(agreed.consequences[0]).toMatchObject({ status: "settled", resolution: "negotiated", terms: NPC_TERMS });
    const refusedByAmy = ok(ask(offered, AMY, { action: "insist", participant: "amek", consequence: id }));
    expect(refusedByAmy.consequences[0]).toMatchObject({ status: "pending", proposedBy: "" });
    // The default stays the winner's: Amy's, never Erin's for the beaten Esan.
    expect(
      problem(ask(s, ERIN, { action: "chooseDefault", participant: "esan", consequence: id, kind: "injured" })),
    ).toBe("winnersChoice");
  });

  it("Esan won against Amek: Erin proposes for Esan, only Amy settles it", () => {
    const s = campBetween();
    const offered = ok(ask(s, ERIN, { action: "propose", participant: "esan", consequence: 1, terms: TERMS }));
    expect(offered.consequences[0]).toMatchObject({ proposedBy: "winner" });
    expect(problem(ask(offered, ERIN, { action: "accept", participant: "esan", consequence: 1 }))).toBe(
      "otherSideAccepts",
    );
    expect(ask(offered, AMY, { action: "accept", participant: "amek", consequence: 1 }).ok).toBe(true);
  });
});

describe("an end instead of rolling forward needs both sides", () => {
  it("Erin proposes for Esan that Tajie dies: nothing happens until Tom accepts; Tom may refuse and roll on", () => {
    const s = campBetween();
    const death = { text: "Tajie dies.", losses: ["covertly", "covertly"], removeStrength: "", dead: true };
    const offered = ok(
      ask(s, ERIN, {
        action: "proposeEnd",
        participant: "esan",
        actingFor: "esan",
        other: "tajie",
        requesterWins: true,
        terms: death,
      }),
    );
    expect(participant(offered, "tajie")?.status).toBe("in");
    const c = offered.consequences.at(-1);
    expect(c).toMatchObject({ midDice: true, winner: "esan", loser: "tajie", proposedBy: "winner", status: "pending" });
    expect(problem(ask(offered, ERIN, { action: "accept", participant: "esan", consequence: c?.id ?? 0 }))).toBe(
      "otherSideAccepts",
    );
    const rolledOn = ok(ask(offered, TOM, { action: "insist", participant: "tajie", consequence: c?.id ?? 0 }));
    expect(rolledOn.consequences).toEqual(s.consequences);
    const agreed = ok(ask(offered, TOM, { action: "accept", participant: "tajie", consequence: c?.id ?? 0 }));
    expect(agreed.consequences.at(-1)).toMatchObject({ status: "settled", terms: { dead: true } });
    expect(participant(agreed, "tajie")?.status).toBe("out");
  });

  it("a player proposes an end as the loser; Erin, for Esan, accepts", () => {
    const s = campBetween();
    const offered = ok(
      ask(s, TOM, { action: "proposeEnd", participant: "tajie", other: "esan", requesterWins: false, terms: TERMS }),
    );
    expect(offered.consequences.at(-1)).toMatchObject({ winner: "esan", loser: "tajie", proposedBy: "loser" });
    const id = offered.consequences.at(-1)?.id ?? 0;
    expect(ask(offered, ERIN, { action: "accept", participant: "esan", consequence: id }).ok).toBe(true);
    // Nobody proposes for a side they do not play.
    expect(
      problem(
        ask(s, AMY, { action: "proposeEnd", participant: "tajie", other: "esan", requesterWins: false, terms: TERMS }),
      ),
    ).toBe("notYours");
  });
});

describe("whom a user acts for (core's acting-for, with the Wicked sides)", () => {
  const erin = { id: "erin", isGM: true };
  const tom = { id: "tom", isGM: false };
  const amy = { id: "amy", isGM: false };
  const everyone = new Set(["erin", "tom", "amy"]);
  /** The camp's sides when `playerGm` runs the chapter ("" a Foundry GM): Amy's Amek, the NPC Esan, Erin's own Tajie. */
  const sides = (playerGm: string) => [
    { id: "amek", name: "Amek", ownerIds: sideOwnerIds(["amy"], false, playerGm) },
    { id: "esan", name: "Esan", ownerIds: sideOwnerIds([], true, playerGm) },
    { id: "own", name: "Erin's own", ownerIds: sideOwnerIds([], false, playerGm, ["erin"]) },
  ];
  /** As table-sides.ts asks core: the table's GM is whoever holds the chapter GM role (the Foundry GM while none is recorded). */
  const may = (user: { id: string; isGM: boolean }, id: string, playerGm: string, connected = everyone) =>
    mayActFor({ id: user.id, isGM: playerGm ? user.id === playerGm : user.isGM }, id, sides(playerGm), connected);
  it("a Foundry GM runs the chapter: Erin plays Esan, each player their own, nobody another's", () => {
    expect([may(erin, "esan", ""), may(erin, "amek", ""), may(amy, "amek", ""), may(tom, "amek", "")]).toEqual([
      true,
      false,
      true,
      false,
    ]);
    expect(may(tom, "esan", "")).toBe(false);
  });
  it("chapter 3 with Tom as its GM: Tom plays Esan, Erin only a character of her own", () => {
    expect([
      may(tom, "esan", "tom"),
      may(erin, "esan", "tom"),
      may(erin, "own", "tom"),
      may(tom, "own", "tom"),
    ]).toEqual([true, false, true, false]);
    expect(may(amy, "amek", "tom")).toBe(true);
    // Amy away: Tom, who runs the chapter, acts for Amek; Erin, who only plays, does not.
    const amyAway = new Set(["erin", "tom"]);
    expect([may(tom, "amek", "tom", amyAway), may(erin, "amek", "tom", amyAway)]).toEqual([true, false]);
    // Erin away: Tom acts for her character so play goes on.
    expect(may(tom, "own", "tom", new Set(["tom", "amy"]))).toBe(true);
    // Tom's NPC sheets from chapter 3 are whoever runs chapter 4's: Amy's then.
    expect(sideOwnerIds(["tom"], true, "amy")).toEqual(["amy"]);
  });
  it("the owe list's names are their players': never a GM's for a player's character, even one away", () => {
    expect(playsCharacter(amy, ["amy"])).toBe(true);
    expect(playsCharacter(erin, ["amy"])).toBe(false);
    expect(playsCharacter(erin, [])).toBe(true);
    expect(playsCharacter(tom, [])).toBe(false);
    // Core lets a GM act for an absent player's side so play goes on; scratching stays the player's.
    expect(may(erin, "amek", "", new Set(["erin", "tom"]))).toBe(true);
  });
});

describe("the tracker offers each side its own buttons", () => {
  it("Esan lost and Erin proposed for him: Amy sees Accept and Refuse for Amek; Erin sees neither Accept nor Amek's", () => {
    const s = esanLoses();
    const offered = ok(ask(s, ERIN, { action: "propose", participant: "esan", consequence: 1, terms: NPC_TERMS }));
    const view = (viewer: { isGM: boolean; controls: ReadonlySet<string> }) =>
      (
        buildTrackerContext({ state: offered, viewer, options: OFF, title: "", canBuy: new Set() })
          .consequences as Record<string, unknown>[]
      )[0];
    expect(view(AMY)).toMatchObject({
      proposerName: "Esan",
      canAccept: true,
      acceptFor: "amek",
      canInsist: true,
      actingFor: "amek",
      canDefault: true,
    });
    expect(view(ERIN)).toMatchObject({ canAccept: false, canInsist: true, actingFor: "esan", canDefault: false });
    // Erin's own proposal stands: she cannot propose over it; Amy may answer it with terms of her own.
    expect(view(ERIN)?.canPropose).toBe(false);
    expect(view(AMY)?.canPropose).toBe(true);
    expect(view(TOM)).toMatchObject({ canAccept: false, canInsist: false, canPropose: false, canDefault: false });
  });
});
