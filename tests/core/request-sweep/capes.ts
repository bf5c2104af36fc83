/**
 * Capes' board requests for the sweep, one per request type: Bea (p2) is
 * the board's Editor (the table role the board names — no Foundry GM is,
 * unless named); Amy (p1) and the trusted player are seated at its table;
 * Tom (p3) and the Foundry GMs are not; Gone is seated but away, so the
 * Editor may act for them (for Amy, at the table, never). The Scene has no
 * characters yet, so a character's narrator is nobody and only the Editor
 * may ask for one (the rules then refuse the unknown character).
 */
import type { AsyncTable } from "../../harness/async-table";
import { TableJournal } from "../../harness/table-journals";
import { capes } from "../../../src/rules";
import { serializeBoard } from "../../../src/games/capes/board/state";
import { GMS, SEAT_IDS, type SweepCase, type SweepGame } from "./seats";

const EDITOR = ["p2"];
/** The Editor, or a Foundry GM (an Assistant is one too), the table's host. */
const EDITOR_OR_HOST = [...EDITOR, ...GMS];
const CONNECTED = SEAT_IDS.filter((s) => s !== "gone");
const SEATED = ["p1", "trusted", "p2"];

const board = (type: string, allowed: string[], fields: Record<string, unknown> = {}, label?: string): SweepCase => ({
  request: "capes.board",
  action: type,
  ...(label ? { label } : {}),
  data: { boardUuid: "JournalEntry.board", request: { type, ...fields }, version: 0 },
  allowed,
});

const character = { characterId: "x1", complicationId: "c1" };

export const capesSweep: SweepGame = {
  id: "capes",
  setUp: (table: AsyncTable) => {
    const state = capes.newBoard({
      title: "The heist",
      scene: "The bank",
      editor: { userId: "p2", name: "Bea" },
      players: [
        { userId: "p1", name: "Amy" },
        { userId: "trusted", name: "Trusted" },
        { userId: "gone", name: "Gone" },
      ],
    });
    table.journals.push(
      new TableJournal(
        "board",
        { name: "The heist", flags: { "story-engines": { capesBoard: serializeBoard(state) } } },
        { default: 2 },
      ),
    );
  },
  cases: [
    board("rename", EDITOR, { title: "Another" }),
    board("setVictoryTotal", EDITOR, { value: 3 }),
    board("seat", EDITOR, { userIds: ["p1"] }),
    board("addPlayer", EDITOR, { userId: "p3", name: "Tom" }),
    board("removePlayer", EDITOR, { userId: "trusted" }),
    board("setEditor", EDITOR_OR_HOST, { userId: "p1" }),
    board("addComplication", EDITOR, { name: "A hostage" }),
    board("addComplication", SEATED, { name: "A hostage", inspirationId: "i1" }, "from one's own Inspiration"),
    board("removeComplication", EDITOR, { complicationId: "c1" }),
    board("earlierStake", EDITOR, { complication: "Hostages", actorUuid: "Actor.hero", drive: "duty", count: 1 }),
    board("addCharacter", EDITOR, { actorUuid: "Actor.hero", faction: "heroes", prominence: 1, narrator: "p1" }),
    board("spendProminence", SEATED, { actorUuid: "Actor.hero", faction: "heroes", tokens: 1 }),
    board(
      "spendProminence",
      EDITOR,
      { actorUuid: "Actor.hero", faction: "heroes", tokens: 1, userId: "gone" },
      "another player's tokens",
    ),
    board("doubleToken", EDITOR, { actorUuid: "Actor.hero", userId: "p1" }),
    board("removeCharacter", EDITOR, { characterId: "x1" }),
    board("setNarrator", EDITOR, { characterId: "x1", userId: "p1" }),
    board("startScene", EDITOR),
    board("claim", EDITOR, character),
    board("passClaims", SEATED),
    board("overdrawnRoll", EDITOR, { ...character, drive: 0, side: 0, die: 0 }),
    board("stake", EDITOR, { ...character, drive: 0, count: 1 }),
    board("stake", EDITOR, { absentActorUuid: "Actor.boss", complicationId: "c1", drive: 0, count: 1 }, "absent"),
    board("roll", EDITOR, { ...character, side: 0, die: 0, abilityId: "a1" }),
    board("react", EDITOR, { characterId: "x1", abilityId: "a1" }),
    board("rollResult", SEATED, { pendingId: "r1", face: 3 }),
    board("passReaction", SEATED),
    board("passReaction", SEATED, { resultId: "w1" }, "naming the result it was shown"),
    board("passReaction", EDITOR, { userId: "gone" }, "for another player who is away"),
    board("passReaction", ["trusted"], { userId: "trusted" }, "for a player at the table: theirs alone"),
    board("decide", SEATED, { keep: true }),
    board("split", EDITOR, { ...character, side: 0, die: 0, parts: 2, newSide: 1 }),
    board("endTurn", SEATED),
    board("veto", EDITOR),
    board("resolveNext", SEATED),
    board("give", SEATED, { giftId: "g1", toUserId: "p1" }),
    board("replace", SEATED, { name: "A new threat" }),
    board("endClaim", EDITOR, character),
    board("closeScene", EDITOR),
    // Capes has no GM: any user starts a Story and names its Editor (a GM's client creates its journal).
    {
      request: "capes.newStory",
      action: "",
      data: { title: "Another", scene: "The lair", victoryTotal: 0, editorId: "p1", players: ["p2"] },
      allowed: CONNECTED,
    },
    // The next Scene is the board's Editor's to start (or a GM's), written by the board's writer.
    {
      request: "capes.nextScene",
      action: "",
      data: { boardUuid: "JournalEntry.board", name: "Next" },
      allowed: EDITOR_OR_HOST,
    },
  ],
};
