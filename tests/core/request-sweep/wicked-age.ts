/**
 * In a Wicked Age's requests for the sweep: the owe list and chapters, the
 * story sheet, dealing, starting and joining a conflict, and every conflict
 * tracker action. Bea (p2) runs chapter 2 (the campaign records her: she
 * holds the chapter GM's role, and the NPCs are hers); Amy (p1) plays Amek,
 * Bea plays Tajie, the owe list's topper; Esan is an NPC. Amek and Esan are
 * in the conflict (combatants cA and cE).
 */
import type { AsyncTable } from "../../harness/async-table";
import { TableActor } from "../../harness/table-documents";
import { TableCombat } from "../../harness/table-combat";
import { TableJournal } from "../../harness/table-journals";
import { conflictSystem } from "../../../src/games/wicked-age/conflict/documents";
import { newConflict } from "../../../src/games/wicked-age/conflict/state";
import { GMS, SEAT_IDS, setSetting, type SweepCase, type SweepGame } from "./seats";

const connected = SEAT_IDS.filter((s) => s !== "gone");
const FORMS = { covertly: { die: 4, current: 4 }, directly: { die: 6, current: 6 } };

const campaign = (op: string, allowed: string[], extra: Record<string, unknown> = {}): SweepCase => ({
  request: "wicked-age.campaign",
  action: op,
  data: { op, version: 0, ...extra },
  allowed,
});

const story = (op: string, allowed: string[], extra: Record<string, unknown> = {}): SweepCase => ({
  request: "wicked-age.story",
  action: op,
  data: { op, storyUuid: "JournalEntry.story", version: 0, characterId: "ch1", ...extra },
  allowed,
});

const MOVES = [
  "chooseDice",
  "roll",
  "tieChoice",
  "rerollLower",
  "rollMove",
  "declareMove",
  "passMove",
  "answer",
  "buy",
];
const NEGOTIATION = ["chooseDefault", "propose", "accept", "insist", "proposeEnd"];

const tracker = (
  action: string,
  allowed: string[],
  extra: Record<string, unknown> = {},
  label?: string,
): SweepCase => ({
  request: "wicked-age.conflict",
  action,
  ...(label ? { label } : {}),
  data: { combatId: "c1", version: 0, action, participant: "cA", ...extra },
  allowed,
});

export const wickedAgeSweep: SweepGame = {
  id: "wicked-age",
  setUp: (table: AsyncTable, combats: TableCombat[]) => {
    const amek = new TableActor("amek", { name: "Amek", type: "wickedCharacter", system: { forms: FORMS } }, [
      "p1",
      "gone",
    ]);
    const tajie = new TableActor("tajie", { name: "Tajie", type: "wickedCharacter", system: { forms: FORMS } }, ["p2"]);
    const esan = new TableActor("esan", { name: "Esan", type: "wickedNpc", system: { forms: FORMS } }, ["p2"]);
    table.actors.push(amek, tajie, esan);
    setSetting(table, "wickedAgeCampaign", {
      version: 0,
      chapter: 2,
      firstGm: "gm",
      gm: "p2",
      storyUuid: "JournalEntry.story",
      owe: [],
    });
    table.journals.push(
      new TableJournal("story", {
        name: "Chapter 2",
        flags: {
          "story-engines": {
            wickedStory: {
              version: 0,
              chapter: 2,
              characters: [{ id: "ch1", name: "A hungry ghost", element: -1, claimedBy: "p1", actorUuid: "" }],
              recurring: [{ actorUuid: "Actor.tajie", name: "Tajie", how: "topper" }],
            },
          },
        },
      }),
    );
    const combat = new TableCombat("c1", {
      name: "The camp",
      type: "wickedConflict",
      system: conflictSystem(newConflict()),
    });
    combat.place("cA", amek);
    combat.place("cE", esan);
    combats.push(combat);
  },
  cases: [
    // Amy scratches her own character's name; the chapter's GM ends the chapter; a Foundry GM corrects the list.
    campaign("buyIn", ["p1"], { actorUuid: "Actor.amek" }),
    campaign("endChapter", ["p2"]),
    campaign("remove", GMS, { index: 0 }),
    campaign("recordGm", GMS, { gmUserId: "p1" }),
    // The topper's player chooses; the chapter's GM takes the unclaimed characters and removes entries.
    story("choose", ["p2"], { oracle: "blood", card: "ace" }),
    story("add", connected, { name: "A thief", element: 0 }),
    story("remove", ["p2"]),
    story(
      "claim",
      connected.filter((s) => s !== "p2"),
    ),
    story("release", ["p1", "p2"]),
    story("createActor", ["p1", "p2"]),
    story("claimReturning", ["p1", "p2"], { actorUuid: "Actor.amek" }),
    story("timePlace", connected, { time: "Dusk", place: "The well" }),
    // "GM, don't deal – have your friends do it."
    {
      request: "wicked-age.deal",
      action: "",
      data: { version: 0, oracle: "blood" },
      allowed: connected.filter((s) => s !== "p2"),
    },
    { request: "wicked-age.newConflict", action: "", data: {}, allowed: ["p2"] },
    // Coming back as a parallel sheet: the owner of the character who comes back (the GMs own every actor).
    {
      request: "wicked-age.parallel",
      action: "",
      data: { actorUuid: "Actor.amek", name: "Amek, old" },
      allowed: [...GMS, "p1"],
    },
    {
      request: "wicked-age.joinConflict",
      action: "",
      data: { combatId: "c1", actorUuid: "Actor.amek" },
      allowed: ["p1"],
    },
    {
      request: "wicked-age.joinConflict",
      action: "",
      label: "an NPC: the chapter GM's",
      data: { combatId: "c1", actorUuid: "Actor.esan" },
      allowed: ["p2"],
    },
    tracker("start", ["p2"], { participant: "" }),
    tracker("end", ["p2"], { participant: "" }),
    ...MOVES.map((action) => tracker(action, ["p1"])),
    tracker("roll", [], { actingFor: "cE" }, "a move for Amek made acting for Esan"),
    tracker("roll", ["p2"], { participant: "cE" }, "Esan's move: the chapter GM's NPC"),
    ...NEGOTIATION.map((action) => tracker(action, ["p1"], { actingFor: "cA", consequence: 1, other: "cE" })),
    tracker("accept", ["p2"], { actingFor: "cE", consequence: 1 }, "for Esan"),
  ],
};
