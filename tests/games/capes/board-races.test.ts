/**
 * The Complication board at a real table, on the async table
 * (tests/harness/async-table.ts) where every update, roll and query lands
 * only when the table lets it: two players acting on the same view, a double
 * click, a roll made on the player's client and read back from its card by
 * the GM, a forged roll, and a request with no GM connected. Each player acts
 * from their own client (`table.as`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../harness/async-table";
import { TableActor, TableDocument, TableItem, TableMessage, TableRoll } from "../../harness/table-documents";
import type { capes } from "../../../src/rules";
import type { CapesHeroSystem } from "../../../src/games/capes/data/hero";

type Send = (uuid: string, request: capes.BoardRequest, version?: number, messageId?: string) => Promise<unknown>;
let sendBoardRequest: Send;
let rules: typeof capes;
let samples: typeof import("../../../src/games/capes/samples");

const STALE = "STORY_ENGINES.Notifications.stale";
let table: AsyncTable;
let journal: TableDocument;

/** A Capes actor on the table whose abilities can be updated as Foundry's embedded updates do. */
class CapesActor extends TableActor {
  override updateEmbeddedDocuments(_name: "Item", updates: Record<string, unknown>[]): Promise<TableItem[]> {
    return table.defer(`update Items on ${this.name}`, () =>
      updates.map((u) => {
        const item = this.items.get(String(u._id));
        if (!item) throw new Error(`no item ${String(u._id)}`);
        for (const [path, value] of Object.entries(u)) {
          if (path === "_id") continue;
          const [, key] = path.split(".");
          (item.data.system as Record<string, unknown>)[key ?? ""] = value;
        }
        return item;
      }),
    );
  }
}

beforeAll(async () => {
  installAsyncTable();
  const g = globalThis as Record<string, unknown>;
  // The board's journal is found by UUID like the table's other documents.
  const lookup = g.fromUuidSync as (uuid: string) => unknown;
  g.fromUuidSync = (uuid: string) => (journal && uuid === journal.uuid ? journal : lookup(uuid));
  (g.game as Record<string, unknown>).messages = { get: (id: string) => table.messages.find((m) => m.id === id) };
  // Roll#toMessage: the card posted by the roller (a chat message holding the roll).
  (
    TableRoll.prototype as unknown as { toMessage: (data: Record<string, unknown>) => Promise<TableMessage> }
  ).toMessage = function (this: TableRoll, data: Record<string, unknown>) {
    const message = new TableMessage(`msg${table.messages.length + 1}`, data, table.user.id);
    (message as unknown as { rolls: unknown[] }).rolls = [this];
    return table.defer("create ChatMessage", () => {
      table.messages.push(message);
      return message;
    });
  };
  const { registerGame } = await import("../../../src/core/register");
  const { boardHandlers } = await import("../../../src/games/capes/board/gm-handlers");
  ({ sendBoardRequest } = (await import("../../../src/games/capes/board/query")) as unknown as {
    sendBoardRequest: Send;
  });
  ({ capes: rules } = await import("../../../src/rules"));
  samples = await import("../../../src/games/capes/samples");
  registerGame({
    definition: { id: "test", langKey: "Test", models: [], rollClassNames: [], templates: [], settings: [] },
    sheets: [],
    rollClasses: [],
    queries: async () => boardHandlers,
  });
});

afterAll(() => uninstallAsyncTable());

function actorOf(
  sample: {
    uuid: string;
    name: string;
    system: CapesHeroSystem;
    items: { id: string; name: string; type: string; system: Record<string, unknown> }[];
  },
  owners: string[],
): CapesActor {
  const actor = new CapesActor(
    sample.uuid.slice("Actor.".length),
    { name: sample.name, type: "capesHero", system: sample.system },
    owners,
  );
  for (const item of sample.items)
    actor.items.set(item.id, new TableItem(item.id, { name: item.name, type: item.type, system: item.system }, actor));
  return actor;
}

/** The bank robbery at Zip's action, Getaway blue 2 red 4, on a table of the Editor, Zip's player and Alice. */
function setTable(phase: "turns" | "reacting" = "turns"): void {
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "Editor", isGM: true },
      { id: "gm2", name: "Assistant", role: "ASSISTANT" },
      { id: "zips", name: "Zip's player" },
      { id: "alice", name: "Alice" },
      { id: "caps", name: "Liberty's player" },
      { id: "joe", name: "Joe" },
    ]),
  );
  for (const a of samples.SAMPLE_ACTORS)
    table.actors.push(actorOf(a, a.name === "Zip" ? ["zips"] : a.name === "Night Maiden" ? ["alice"] : []));
  const board = samples.sampleBoards()[phase].board;
  journal = new TableDocument("JournalEntry", "board1", {
    name: "The bank robbery",
    flags: { "story-engines": { capesBoard: JSON.stringify(board) } },
  });
}

const board = (): capes.CapesBoard =>
  JSON.parse(String(journal.getFlag("story-engines", "capesBoard"))) as capes.CapesBoard;
const send = (user: string, request: capes.BoardRequest, version?: number) => () =>
  table.as(user, () => sendBoardRequest(journal.uuid, request, version));
const zipId = () => board().scene.characters.find((c) => c.name === "Zip")?.id ?? "";
const getaway = () => board().scene.complications.find((c) => c.name === "Getaway")?.id ?? "";
const zip = () => table.actors.find((a) => a.name === "Zip") as CapesActor;

describe.each(["oldest-first", "newest-first"] as const)("board requests that race, landing %s", (order) => {
  beforeEach(() => {
    setTable();
    table.order = order;
  });

  it("two requests made on the same view: one lands, the other is refused as stale and changes nothing", async () => {
    const v = board().version;
    const hope = () =>
      board()
        .scene.complications.find((c) => c.name === "Getaway")
        ?.stakes.find((s) => s.drive === "hope")?.count ?? 0;
    const before = hope();
    await table.race([
      send("zips", { type: "stake", characterId: zipId(), complicationId: getaway(), drive: "hope", count: 1 }, v),
      send("zips", { type: "endTurn" }, v),
    ]);
    const warned = table.noticesFor("zips", "warn");
    expect(warned).toEqual([STALE]);
    expect(board().version).toBe(v + 1);
    // Exactly one landed: the stake (Hope raised, the action still Zip's) or the end (Hope as it was).
    expect(hope() > before).toBe(board().scene.turn?.order[board().scene.turn?.index ?? 0] === zipId());
  });

  it("a double click on End the action ends one action", async () => {
    const v = board().version;
    const before = board().scene.turn?.index ?? 0;
    await table.race([send("zips", { type: "endTurn" }, v), send("zips", { type: "endTurn" }, v)]);
    expect(board().scene.turn?.index).toBe(before + 1);
    expect(table.noticesFor("zips", "warn")).toEqual([STALE]);
  });
});

describe.each(["oldest-first", "newest-first"] as const)("the chance to react at the table, landing %s", (order) => {
  beforeEach(() => {
    // Zip has kept a 1 on Getaway: Zip's player and Alice may react to it.
    setTable("reacting");
    table.order = order;
  });

  it("never loses Night Maiden's reaction to Zip's End the action clicked at the same moment", async () => {
    const v = board().version;
    const night = board().scene.characters.find((c) => c.name === "Night Maiden")?.id ?? "";
    const maiden = table.actors.find((a) => a.name === "Night Maiden") as CapesActor;
    const glare = maiden.items.find((i) => i.name === "Glare venomously")?.id ?? "";
    table.faces = [4];
    await table.race([
      send("zips", { type: "endTurn" }, v),
      send("alice", { type: "react", characterId: night, abilityId: glare }, v),
    ]);
    // Whichever lands first, the reaction is taken and rolled on Alice's client; the action is not ended.
    expect(board().scene.pending).toMatchObject({ kind: "reaction", userId: "alice", result: 4 });
    expect(board().scene.turn?.order[board().scene.turn?.index ?? -1]).toBe(zipId());
    const refused = table.noticesFor("zips", "warn");
    expect(refused).toHaveLength(1);
    expect(refused[0]).toBe(order === "oldest-first" ? "STORY_ENGINES.Capes.Problem.reactions-open" : STALE);
  });
});

describe.each(["oldest-first", "newest-first"] as const)(
  "a pass answers the result it was shown, landing %s",
  (order) => {
    beforeEach(() => {
      // Zip has kept a 1 on Getaway: Zip's player and Alice may react to it.
      setTable("reacting");
      table.order = order;
    });

    it("Alice's pass clicked on Zip's 1 never takes her chance at the 2 he keeps meanwhile", async () => {
      const one = board().scene.reactions?.id ?? "";
      expect(board().scene.reactions?.awaiting).toEqual(["zips", "alice"]);
      const mundane = zip().items.find((i) => i.name === "Mundane Tasks done Super-fast")?.id ?? "";
      table.faces = [2];
      // Zip reacts himself and keeps a 2 while Alice's pass, clicked on the 1, is on its way.
      const zipKeepsTwo = () =>
        table.as("zips", async () => {
          await sendBoardRequest(
            journal.uuid,
            { type: "react", characterId: zipId(), abilityId: mundane, debtDrive: "duty" },
            board().version,
          );
          await sendBoardRequest(journal.uuid, { type: "decide", keep: true }, board().version);
        });
      await table.race([zipKeepsTwo, send("alice", { type: "passReaction", resultId: one })]);
      if (order === "newest-first") {
        // Alice's pass on the 1 landed first (she saw it): Zip's reaction, made on the older board, is stale; he
        // clicks again.
        expect(table.noticesFor("zips", "warn")).toContain(STALE);
        await table.race([zipKeepsTwo]);
      } else expect(table.noticesFor("alice", "warn")).toEqual(["STORY_ENGINES.Capes.Problem.pending-roll"]);
      // Whichever landed first, the 2 is a new result and Alice still has her chance at it.
      expect(board().scene.lastRoll?.face).toBe(2);
      const two = board().scene.reactions?.id ?? "";
      expect(two).not.toBe(one);
      expect(board().scene.reactions?.awaiting).toContain("alice");
      // A pass still naming the 1 lands now: it is refused, and her chance at the 2 stays.
      await table.race([send("alice", { type: "passReaction", resultId: one })]);
      expect(table.noticesFor("alice", "warn")).toContain("STORY_ENGINES.Capes.Problem.not-that-result");
      expect(board().scene.reactions?.awaiting).toContain("alice");
      // The Editor's "Pass for" names its result the same way.
      await table.race([send("gm", { type: "passReaction", userId: "alice", resultId: one })]);
      expect(board().scene.reactions?.awaiting).toContain("alice");
      await table.race([send("alice", { type: "passReaction", resultId: two })]);
      expect(board().scene.reactions?.awaiting ?? []).not.toContain("alice");
    });
  },
);

describe("the Editor, a table role the board names", () => {
  beforeEach(() => setTable());

  it("is handed on at set-up: the new Editor takes the first seat and owns the board's journal; a player cannot", async () => {
    const t = table;
    journal = new TableDocument(
      "JournalEntry",
      "board1",
      {
        name: "The bank robbery",
        flags: { "story-engines": { capesBoard: JSON.stringify(samples.sampleBoards().setup.board) } },
      },
      { default: 2, gm: 3 },
    );
    await t.race([send("zips", { type: "setEditor", userId: "zips" }, board().version)]);
    expect(board().story.editorId).toBe("gm");
    await t.race([send("gm", { type: "setEditor", userId: "alice" }, board().version)]);
    expect(board().story.editorId).toBe("alice");
    expect(board().story.players[0]?.userId).toBe("alice");
    expect(journal.ownership).toMatchObject({ alice: 3 });
  });

  it("refuses the Editor's decisions to a second GM who is not this board's Editor", async () => {
    const before = board();
    await table.race([send("gm2", { type: "endTurn" }, before.version)]);
    // Ending another player's action is the Editor's to do for an absent player, not any GM's:
    // the second GM has no seat at this board's table (the board request's declared rule).
    expect(table.noticesFor("gm2", "warn")).toEqual(["STORY_ENGINES.Capes.Requests.notSeated"]);
    // Nor the Editor's while Zip's player is at the table: he ends his own action.
    await table.race([send("gm", { type: "endTurn" }, before.version)]);
    expect(table.noticesFor("gm", "warn")).toEqual(["STORY_ENGINES.Capes.Problem.not-your-character"]);
    expect(board().version).toBe(before.version);
    table.disconnect("zips");
    await table.race([send("gm", { type: "endTurn" }, before.version)]);
    expect(board().scene.turn?.index).toBe((before.scene.turn?.index ?? 0) + 1);
  });
});

describe("a roll at the table", () => {
  beforeEach(() => setTable());

  it("is rolled on the player's client, posted as a card, and its face read back from the card by the GM", async () => {
    table.faces = [5];
    const superSpeed = zip().items.find((i) => i.name === "Super-speed")?.id ?? "";
    await table.race([
      send(
        "zips",
        {
          type: "roll",
          characterId: zipId(),
          complicationId: getaway(),
          side: 0,
          die: 0,
          abilityId: superSpeed,
          debtDrive: "duty",
        },
        board().version,
      ),
    ]);
    expect(table.rolls.map((r) => r.formula)).toEqual(["1d6"]);
    const card = table.messages[0];
    expect(card?.authorId).toBe("zips");
    expect(board().scene.pending?.result).toBe(5);
    // The Power's Debt Token went on Duty; Super-speed is used this Page.
    expect((zip().system as unknown as CapesHeroSystem).drives.duty.debt).toBe(1);
    expect(zip().items.find((i) => i.name === "Super-speed")?.system.usedThisPage).toBe(true);
    await table.race([send("zips", { type: "decide", keep: true }, board().version)]);
    expect(board().scene.complications.find((c) => c.name === "Getaway")?.sides[0]?.dice).toEqual([5]);
  });

  it("refuses a face that was not posted by the roller", async () => {
    const superSpeed = zip().items.find((i) => i.name === "Super-speed")?.id ?? "";
    table.faces = [1];
    await table.race([
      send(
        "zips",
        {
          type: "roll",
          characterId: zipId(),
          complicationId: getaway(),
          side: 0,
          die: 0,
          abilityId: superSpeed,
          debtDrive: "duty",
        },
        board().version,
      ),
    ]);
    const pending = board().scene.pending;
    expect(pending?.result).toBe(1);
    // Alice claims a 6 for Zip's die with a card of her own.
    const forged = new TableMessage("forged", {}, "alice");
    table.messages.push(forged);
    await table.race([
      () =>
        table.as("alice", () =>
          sendBoardRequest(
            journal.uuid,
            { type: "rollResult", pendingId: pending?.id ?? "", face: 6 },
            undefined,
            "forged",
          ),
        ),
    ]);
    expect(table.noticesFor("alice", "warn")).toEqual(["STORY_ENGINES.Capes.Problem.bad-roll"]);
    expect(board().scene.pending?.result).toBe(1);
  });

  it("with no GM connected, nothing is applied and the player is told", async () => {
    table.disconnect("gm");
    table.disconnect("gm2");
    const v = board().version;
    await table.race([send("zips", { type: "endTurn" }, v)]);
    expect(board().version).toBe(v);
    expect(table.noticesFor("zips", "warn")).toEqual(["STORY_ENGINES.Notifications.noActiveGM"]);
  });

  it("never writes half a request: a refused one leaves board and sheets as they were", async () => {
    const v = board().version;
    const debt = (zip().system as unknown as CapesHeroSystem).drives.hope.debt;
    await table.race([
      send("zips", { type: "stake", characterId: zipId(), complicationId: getaway(), drive: "hope", count: 3 }, v),
    ]);
    expect(board().version).toBe(v);
    expect((zip().system as unknown as CapesHeroSystem).drives.hope.debt).toBe(debt);
    expect(table.noticesFor("zips", "warn").length).toBe(1);
    expect(table.landed.filter((l) => l.startsWith("update"))).toEqual([]);
    expect(rules.PHASES).toContain(board().scene.phase);
  });
});

describe("a sheet write that fails after the board was written", () => {
  beforeEach(() => setTable());

  const stakeHope = (v: number) =>
    send("zips", { type: "stake", characterId: zipId(), complicationId: getaway(), drive: "hope", count: 1 }, v);
  const hopeDebt = () => (zip().system as unknown as CapesHeroSystem).drives.hope.debt;
  const repair = () => String(journal.getFlag("story-engines", "capesSheetRepair") ?? "");

  it("alerts the GM and the player, keeps the change to make, and makes it before the next request", async () => {
    const v = board().version;
    const debt = hopeDebt();
    table.failNext("update Actor Zip");
    await table.race([stakeHope(v)]);
    // The board moved on and records the Debt the sheet still needs.
    expect(board().version).toBe(v + 1);
    expect(hopeDebt()).toBe(debt);
    expect(JSON.parse(repair())).toEqual([{ kind: "debt", actorUuid: zip().uuid, drive: "hope", debt: debt - 1 }]);
    expect(table.noticesFor("gm", "error")).toEqual(["STORY_ENGINES.Capes.Board.sheetsFailed"]);
    expect(table.noticesFor("zips", "warn")).toEqual(["STORY_ENGINES.Capes.Problem.sheets-failed"]);
    // The next request first writes the Debt, clears the record, then is applied.
    await table.race([send("zips", { type: "endTurn" }, board().version)]);
    expect(hopeDebt()).toBe(debt - 1);
    expect(repair()).toBe("");
    expect(board().version).toBe(v + 2);
  });

  it("refuses the next request, changing nothing, while the sheet still cannot be written", async () => {
    const v = board().version;
    table.failNext("update Actor Zip");
    await table.race([stakeHope(v)]);
    table.failNext("update Actor Zip");
    await table.race([send("gm", { type: "endTurn" }, board().version)]);
    expect(board().version).toBe(v + 1);
    expect(repair()).not.toBe("");
    expect(table.noticesFor("gm", "warn")).toEqual(["STORY_ENGINES.Capes.Problem.sheets-pending"]);
    expect(table.noticesFor("gm", "error").length).toBe(2);
  });
});
