/**
 * Capes at random (issue #27 §3): the Editor is the GM; Zip's player,
 * Alice and Liberty's player play Zip, Night Maiden and Captain Liberty
 * from the shipped characters, Joe plays no hero of his own; every other
 * character (the opponents) is the GM's, LIMITED for everyone. The
 * example's scenes stay in their pack until the Editor's own tool sets
 * one up. A posted roll is the card its roller's client creates (the GM
 * reads the face from it), as in tests/table/capes.test.ts.
 */
import { installPlayTable } from "../harness/play";
import { perClientMap } from "../harness/per-client-map";
import { TableMessage, TableRoll } from "../harness/table-documents";
import { installTableJournals } from "../harness/table-journals";
import { currentTable } from "../harness/async-table";
import type { FuzzGame } from "./engine";
import { fuzzTests } from "./run";

const LIMITED_FOR_ALL = [
  "The shadowy arch-villain",
  "Bank robbers",
  "Becky Tesla",
  "Black Jack",
  "Chief Arturo Mannelli",
  "The driver",
  "Minions",
  "Polly Trueheart",
  "Silverstar",
  "Supreme",
];

export const capes: FuzzGame = {
  id: "capes",
  seats: [
    { id: "gm", name: "Editor", isGM: true },
    { id: "zips", name: "Zip's player" },
    { id: "alice", name: "Alice" },
    { id: "caps", name: "Liberty's player" },
    { id: "joe", name: "Joe" },
  ],
  setUp: {
    import: [{ pack: "capes-characters" }],
    ownership: {
      Zip: { zips: "OWNER", default: "LIMITED" },
      "Night Maiden": { alice: "OWNER", default: "LIMITED" },
      "Captain Liberty": { caps: "OWNER", default: "LIMITED" },
      ...Object.fromEntries(LIMITED_FOR_ALL.map((name) => [name, { default: "LIMITED" as const }])),
    },
  },
  // With no GM connected, the board's writer (the Editor) cannot write a hero it does not own: the request's
  // sheet changes stay on the board, and the hero's own connected owner writes them when the board reaches
  // their client (src/games/capes/board/documents.ts, writeOwnEffects) — a write by that owner only, in a step
  // that wrote the board.
  followUp: (write, stepWrites, play) => {
    if (!stepWrites.some((w) => w.label.startsWith("update JournalEntry"))) return false;
    const name = /^update Actor (.+)$/.exec(write.label)?.[1];
    const actor = play.table.actors.find((a) => a.name === name);
    return actor !== undefined && actor.testUserPermission(play.table.mustUser(write.writer), "OWNER");
  },
};

fuzzTests(capes, async () => {
  const record = installPlayTable({ documentHooks: true });
  installTableJournals();
  const game = (globalThis as unknown as { game: Record<string, unknown> }).game;
  game.messages = {
    get: (id: string) => currentTable().messages.find((m) => m.id === id),
    filter: (fn: (m: TableMessage) => boolean) => currentTable().messages.filter(fn),
  };
  (
    TableRoll.prototype as unknown as { toMessage: (data: Record<string, unknown>) => Promise<TableMessage> }
  ).toMessage = function (this: TableRoll, data: Record<string, unknown>) {
    const table = currentTable();
    const message = new TableMessage(`roll${table.messages.length + 1}`, data, table.user.id);
    (message as unknown as { rolls: unknown[] }).rolls = [this];
    return table.defer("create ChatMessage", () => {
      table.messages.push(message);
      return message;
    });
  };
  const { registerGame } = await import("../../src/core/register");
  const { coreModule } = await import("../../src/core/module");
  const { capesModule } = await import("../../src/games/capes/module");
  registerGame(coreModule);
  registerGame(capesModule);
  (await import("../../src/core/table-tools-app")).registerTableTools([coreModule, capesModule]);
  const boardApp = await import("../../src/games/capes/board/board-app");
  // Each client's open boards, as the game looks them up: a seat's board windows, and only its own.
  perClientMap(boardApp.openBoards, (app) => (app instanceof boardApp.CapesBoardApp ? app.boardUuid : undefined));
  return record;
});
