/**
 * Personae's requests for the sweep: the challenge card's requests, the
 * chorus's tools and giving a critical. Amy (p1) plays the hero, who
 * challenges; Bea (p2) plays the rival, the first reactor; the guard, the
 * second, is nobody's (the chorus answers for it); the trusted player holds
 * the chorus's role.
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
  const actor = new TableActor(id, { name, type: "personaeIdentity", system: { criticals: 1 } }, owners);
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
    // The owner of another identity than the one stabilised (or a GM).
    card("stabilise", CHALLENGER, { reactor: 0 }),
    card("settle", CHALLENGER),
    { request: "personae.chorus", action: "award", data: { action: "award", to: "Actor.hero" }, allowed: GMS },
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
      allowed: GMS,
    },
  ],
};
