/**
 * Venus Engine's card requests for the sweep, one per task-card and
 * check-card action. Amy (p1) plays Dhyr, the roller; the trusted player
 * plays the ally; Bea (p2) holds the FC's role; the Peers of Dhyr's card are
 * everyone who does not own Dhyr, and the FC (so not the GMs, who own every
 * actor). The cards' states are the least their readers take: what each
 * action is judged on beyond who asks (the dice, the phase) is the handler's.
 */
import type { AsyncTable } from "../../harness/async-table";
import { TableActor, TableMessage } from "../../harness/table-documents";
import { GMS, setSetting, type SweepCase, type SweepGame } from "./seats";

const ROLLER = [...GMS, "p1"];
const PEERS_AND_FC = ["trusted", "p2", "p3"];

const task = (type: string, allowed: string[], fields: Record<string, unknown> = {}): SweepCase => ({
  request: "venus.taskCard",
  action: type,
  data: { messageUuid: "ChatMessage.task", action: { type, ...fields }, version: 0 },
  allowed,
});

const check = (type: string, allowed: string[], fields: Record<string, unknown> = {}): SweepCase => ({
  request: "venus.checkCard",
  action: type,
  data: { messageUuid: "ChatMessage.check", action: { type, ...fields }, version: 0 },
  allowed,
});

export const venusSweep: SweepGame = {
  id: "venus",
  setUp: (table: AsyncTable) => {
    table.actors.push(
      new TableActor("dhyr", { name: "Dhyr", type: "venusCharacter", system: {} }, ["p1", "gone"]),
      new TableActor("ally", { name: "Vesk", type: "venusCharacter", system: {} }, ["trusted"]),
    );
    const roller = { actorUuid: "Actor.dhyr" };
    table.messages.push(
      new TableMessage(
        "task",
        {
          flags: {
            "story-engines": {
              venusTask: { ...roller, allies: [{ actorUuid: "Actor.ally" }], roll: { dice: [] }, history: [] },
            },
          },
        },
        "p1",
      ),
      new TableMessage("check", { flags: { "story-engines": { venusCheck: { ...roller, history: [] } } } }, "p1"),
      // A closed task the ally joined: its writer asks the ally's own writer to mark the ally's exp.
      new TableMessage(
        "closed",
        {
          flags: {
            "story-engines": {
              venusTask: {
                ...roller,
                closed: true,
                allies: [{ actorUuid: "Actor.ally", answer: "joined" }],
                roll: { dice: [] },
                history: [],
              },
            },
          },
        },
        "p1",
      ),
    );
    setSetting(table, "tableRoles", { "venus.fc": ["p2"] });
  },
  cases: [
    task("kiss", ROLLER, { requests: [{ die: 0, source: "lot" }], rerolls: [], resources: { lots: 1, ego: false } }),
    task("egoSixes", ROLLER, { resources: { ego: true } }),
    task("buy", ROLLER, { kind: "primary", id: "primary" }),
    task("refund", ROLLER, { index: 0 }),
    task("note", ROLLER, { index: 0, text: "A note" }),
    task("close", ROLLER),
    task("roll", ROLLER, { faces: [3] }),
    task("ask", ROLLER, { requests: [{ die: 0, source: "insight" }] }),
    // The ally's owner (or a GM) agrees to their die being KISSed; the ally's player answers the call for aid.
    task("agree", [...GMS, "trusted"], { ally: 0 }),
    task("join", ["trusted"], { ally: 0 }),
    task("refuse", ["trusted"], { ally: 0 }),
    task("withdraw", ["trusted"], { ally: 0 }),
    // The FC sets the factors (the roller too, when no FC is there: the card's state decides).
    task("factors", [...ROLLER, "p2"], { factors: 1 }),
    // Only the FC vetoes a declared stunt (before the roll: the card's state decides when).
    task("vetoStunt", ["p2"], { ally: null }),
    task("approve", PEERS_AND_FC, { index: 0 }),
    task("veto", PEERS_AND_FC, { index: 0 }),
    // With no GM, a closed card's writer (the roller's side) asks a joined ally's writer to mark the ally's exp.
    { request: "venus.allyExp", action: "", data: { messageUuid: "ChatMessage.closed", ally: 0 }, allowed: ROLLER },
    check("roll", ROLLER, { d20: 12 }),
    check("bonus", ROLLER, { lots: 1, dice: [6, 6] }),
    check("decline", ROLLER),
    check("reroll", ROLLER, { die: "d20", value: 10 }),
    check("accept", ROLLER),
    check("fc", ["p2"], { factors: 1, flatBonus: 0 }),
    check("approveBonus", PEERS_AND_FC),
    check("refuseBonus", PEERS_AND_FC),
  ],
};
