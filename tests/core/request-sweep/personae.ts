/**
 * Personae's requests for the sweep: the challenge card's requests, the
 * chorus's tools and giving a critical. Amy (p1) plays the hero, who
 * challenges; Bea (p2) plays the rival, the first reactor; the guard, the
 * second, is nobody's (the chorus answers for it); the trusted player holds
 * the chorus's role, so a GM who does not hold it may not use the chorus's
 * tools. The hero is in the encounter and can act, so its owner may
 * stabilise the rival with it.
 */
import type { AsyncTable } from "../../harness/async-table";
import { TableActor, TableMessage } from "../../harness/table-documents";
import { GMS, setSetting, type SweepCase, type SweepGame } from "./seats";

const CHALLENGER = [...GMS, "p1"];

const card = (type: string, allowed: string[], fields: Record<string, unknown> = {}, label?: string): SweepCase => ({
  request: "personae.challengeCard",
  action: type,
  ...(label ? { label } : {}),
  data: { messageUuid: "ChatMessage.challenge", request: { type, ...fields }, version: 0 },
  allowed,
});

/** An identity as Foundry has it: `hasPlayerOwner` when a player (not a GM) owns it. */
function identity(id: string, name: string, owners: string[]): TableActor {
  const scene = {
    inEncounter: true,
    recoveryTried: false,
    recoveryWait: 0,
    relapse: false,
    violent: true,
    acted: false,
  };
  const system = { criticals: 1, inoperative: false, negated: false, scene };
  const actor = new TableActor(id, { name, type: "personaeIdentity", system }, owners);
  Object.defineProperty(actor, "hasPlayerOwner", { value: owners.length > 0 });
  return actor;
}

export const personaeSweep: SweepGame = {
  id: "personae",
  setUp: (table: AsyncTable) => {
    table.actors.push(
      identity("hero", "The hero", ["p1", "gone"]),
      identity("rival", "The rival", ["p2"]),
      identity("guard", "The guard", []),
    );
    const state = {
      actor: { uuid: "Actor.hero" },
      reactors: [{ uuid: "Actor.rival" }, { uuid: "Actor.guard" }],
      history: [],
    };
    table.messages.push(
      new TableMessage("challenge", { flags: { "story-engines": { personaeChallenge: state } } }, "p1"),
    );
    setSetting(table, "tableRoles", { "personae.chorus": ["trusted"] });
  },
  cases: [
    card("answer", [...GMS, "p2"], { reactor: 0, choice: {} }),
    card("answer", [...GMS, "trusted"], { reactor: 1, choice: {} }, "for the guard, whom no player plays: the chorus"),
    card("followUp", CHALLENGER, { reactor: 0 }),
    card("grantFollowUp", ["trusted"], { reactor: 0 }),
    card("applyHits", CHALLENGER, { reactor: 0, entry: 0 }),
    // With an identity of one's own that can act, in the encounter, other than the one stabilised (a GM owns all).
    card("stabilise", CHALLENGER, { reactor: 0, by: "Actor.hero" }),
    // The chorus's dice (the card's own unopposed challenge here): the chorus only, not a GM who does not hold it.
    card("chorusRoll", ["trusted"], { reactor: null, difficultyId: "normal", difficulty: 2, faces: [3, 7] }),
    card("issuerRoll", CHALLENGER, { faces: [1, 5, 6] }),
    card("settle", CHALLENGER),
    {
      request: "personae.chorus",
      action: "award",
      data: { action: "award", to: "Actor.hero" },
      allowed: ["trusted"],
    },
    {
      request: "personae.chorus",
      action: "endRound",
      data: { action: "endRound", sceneId: "hall" },
      allowed: ["trusted"],
    },
    {
      request: "personae.chorus",
      action: "endOfTime",
      data: { action: "endOfTime", scope: "session", sceneId: "" },
      allowed: ["trusted"],
    },
    {
      request: "personae.chorus",
      action: "startEncounter",
      data: { action: "startEncounter", sceneId: "hall" },
      allowed: ["trusted"],
    },
    {
      request: "personae.giveCritical",
      action: "",
      data: { from: "Actor.hero", to: "Actor.rival" },
      allowed: CHALLENGER,
    },
    {
      request: "personae.giveCritical",
      action: "",
      label: "from the chorus pool",
      data: { from: "chorusPool", to: "Actor.guard", version: 0 },
      allowed: ["trusted"],
    },
  ],
};
