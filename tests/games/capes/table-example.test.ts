/**
 * The book's example Scene (Capes Lite, the bank robbery) played as a table:
 * the Editor and the players of Zip, Night Maiden and Captain Liberty, and
 * Joe narrating the robbers and the driver, each on their own client of the
 * async table (tests/harness/async-table.ts). Every step is first found as a
 * control in the board that user's client draws (the real context builders
 * and templates, rendered strictly), then sent as that control sends it,
 * through the GM queue; after it, the others' boards are drawn again and
 * checked for what they now ask of them. Also: a step with no GM connected,
 * and the board rebuilt from its journal in the middle of a Page.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../harness/async-table";
import { TableActor, TableDocument, TableItem, TableMessage, TableRoll } from "../../harness/table-documents";
import { createHandlebars, loadGallery, renderEntry } from "../../../tools/gallery/render.mjs";
import type { capes } from "../../../src/rules";

type Send = (uuid: string, request: capes.BoardRequest, version?: number) => Promise<unknown>;
let sendBoardRequest: Send;
let boardContext: typeof import("../../../src/games/capes/board/board-context").boardContext;
let BOARD_PARTS: readonly string[];
let sheetView: typeof import("../../../src/games/capes/data/hero").sheetView;
let samples: typeof import("../../../src/games/capes/samples");
let rules: typeof capes;
let hbs: unknown;
let table: AsyncTable;
let journal: TableDocument;

const USERS = [
  { id: "gm", name: "Editor", isGM: true },
  { id: "zips", name: "Zip's player" },
  { id: "alice", name: "Alice" },
  { id: "caps", name: "Liberty's player" },
  { id: "joe", name: "Joe" },
];

/** A Capes actor whose abilities are updated as Foundry's embedded updates do. */
class CapesActor extends TableActor {
  updateEmbeddedDocuments(_name: "Item", updates: Record<string, unknown>[]): Promise<TableItem[]> {
    return table.defer(`update Items on ${this.name}`, () =>
      updates.map((u) => {
        const item = this.items.get(String(u._id));
        if (!item) throw new Error(`no item ${String(u._id)}`);
        for (const [path, value] of Object.entries(u)) {
          if (path === "_id") continue;
          (item.data.system as Record<string, unknown>)[path.split(".")[1] ?? ""] = value;
        }
        return item;
      }),
    );
  }
}

beforeAll(async () => {
  installAsyncTable();
  const g = globalThis as Record<string, unknown>;
  const lookup = g.fromUuidSync as (uuid: string) => unknown;
  g.fromUuidSync = (uuid: string) => (journal && uuid === journal.uuid ? journal : lookup(uuid));
  (g.game as Record<string, unknown>).messages = { get: (id: string) => table.messages.find((m) => m.id === id) };
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
  const { boardPart } = await import("../../../src/games/capes/board/module-part");
  ({ sendBoardRequest } = (await import("../../../src/games/capes/board/query")) as unknown as {
    sendBoardRequest: Send;
  });
  ({ boardContext, BOARD_PARTS } = await import("../../../src/games/capes/board/board-context"));
  ({ sheetView } = await import("../../../src/games/capes/data/hero"));
  ({ capes: rules } = await import("../../../src/rules"));
  samples = await import("../../../src/games/capes/samples");
  registerGame({
    definition: { id: "test", langKey: "Test", models: [], rollClassNames: [], templates: [], settings: [] },
    sheets: [],
    rollClasses: [],
    queries: boardPart.queries ?? {},
  });
  const { helpers } = (await loadGallery()) as { helpers: Record<string, unknown> };
  hbs = createHandlebars(helpers).hbs;
});

afterAll(() => uninstallAsyncTable());

/** Each player owns their hero; the opponents are the Editor's (Joe narrates two of them on the board). */
function setTable(): void {
  table = useTable(new AsyncTable(USERS));
  const owners: Record<string, string[]> = { Zip: ["zips"], "Night Maiden": ["alice"], "Captain Liberty": ["caps"] };
  for (const a of samples.SAMPLE_ACTORS) {
    const actor = new CapesActor(
      a.uuid.slice("Actor.".length),
      { name: a.name, type: "capesHero", system: structuredClone(a.system) },
      owners[a.name] ?? [],
    );
    for (const item of a.items)
      actor.items.set(
        item.id,
        new TableItem(item.id, { name: item.name, type: item.type, system: structuredClone(item.system) }, actor),
      );
    table.actors.push(actor);
  }
  const board = rules.newBoard({
    title: "The Freedom Squad",
    scene: "The bank robbery",
    editor: { userId: "gm", name: "Editor" },
    players: USERS.filter((u) => !u.isGM).map((u) => ({ userId: u.id, name: u.name })),
    victoryTotal: 30,
  });
  journal = new TableDocument("JournalEntry", "board1", {
    name: "The bank robbery",
    flags: { "story-engines": { capesBoard: JSON.stringify(board) } },
  });
}

const board = (): capes.CapesBoard =>
  JSON.parse(String(journal.getFlag("story-engines", "capesBoard"))) as capes.CapesBoard;
const actor = (name: string) => table.actors.find((a) => a.name === name) as CapesActor;
const uuid = (name: string) => `Actor.${actor(name).id}`;
const ability = (name: string, of: string) => actor(of).items.find((i) => i.name === name)?.id ?? "";
const ch = (name: string) => board().scene.characters.find((c) => c.name === name)?.id ?? "";
const comp = (name: string) => board().scene.complications.find((c) => c.name === name)?.id ?? "";
const dice = (name: string) =>
  board()
    .scene.complications.find((c) => c.name === name)
    ?.sides.map((s) => s.dice);

function sheets(): capes.Sheets {
  return Object.fromEntries(
    table.actors.map((a) => {
      const items = [...a.items.values()].map((i) => ({ id: i.id, name: i.name, type: i.type, system: i.system }));
      return [`Actor.${a.id}`, sheetView(`Actor.${a.id}`, a.name, a.system, items)];
    }),
  );
}

/** The board as this user's client draws it (every part, strictly rendered), with its controls' context. */
function windowOf(userId: string, selection: capes.DieRef | null = null) {
  const parts = boardContext({
    board: board(),
    sheets: sheets(),
    viewer: { userId, isGM: userId === "gm" },
    selection,
    actors: samples.sampleActorList(),
    users: USERS.filter((u) => !u.isGM).map((u) => ({ id: u.id, name: u.name })),
  }) as Record<string, Record<string, unknown>>;
  const html = renderEntry(hbs, {
    id: `board-${userId}`,
    kind: "sheet",
    classes: [],
    parts: BOARD_PARTS.map((p) => ({ template: `capes/board/${p}.hbs`, context: parts[p] })),
  }) as string;
  return { html, controls: parts.controls as Record<string, Record<string, unknown> | null> };
}

/** The tags of this user's board carrying data-action=`action` and every data attribute given. */
function controls(userId: string, action: string, data: Record<string, string> = {}, selection?: capes.DieRef) {
  const { html } = windowOf(userId, selection ?? null);
  return [...html.matchAll(/<button[^>]*>/g)]
    .map((m) => m[0])
    .filter(
      (tag) =>
        tag.includes(`data-action="${action}"`) &&
        Object.entries(data).every(([k, v]) => tag.includes(`data-${k}="${v}"`)),
    );
}

/** Click what this user's board shows: fails when it has no such control; sends the request it sends. */
async function click(
  userId: string,
  action: string,
  request: capes.BoardRequest,
  data: Record<string, string> = {},
  selection?: capes.DieRef,
): Promise<void> {
  expect(controls(userId, action, data, selection), `${userId} sees ${action} ${JSON.stringify(data)}`).not.toEqual([]);
  const version = board().version;
  await table.race([() => table.as(userId, () => sendBoardRequest(journal.uuid, request, version))]);
  expect(table.noticesFor(userId, "warn"), `${userId}'s ${request.type} was refused`).toEqual([]);
}

describe("the bank robbery played by the Editor and four players, each on their own client", () => {
  beforeAll(() => setTable());

  it("sets the Scene up: tokens on Prominence, the two-token hero, the opponents balanced; target 8", async () => {
    // The Editor lists the Complications at the faces the example later shows them.
    const faces: [string, number, number][] = [
      ["Robbery", 3, 6],
      ["Clobbering", 1, 1],
      ["Hostages", 4, 2],
      ["Police", 6, 5],
      ["Getaway", 2, 4],
    ];
    for (const [name, heroes, opponents] of faces)
      await click("gm", "addComplication", { type: "addComplication", name, heroes, opponents });
    expect(controls("zips", "addComplication")).toEqual([]); // players bring theirs from Inspirations only
    for (const [user, hero] of [
      ["zips", "Zip"],
      ["alice", "Night Maiden"],
    ] as const)
      await click(user, "spendProminence", {
        type: "spendProminence",
        actorUuid: uuid(hero),
        faction: "heroes",
        tokens: 1,
      });
    // Liberty's player spent theirs first; the Editor still gives him the two tokens.
    await click("caps", "spendProminence", {
      type: "spendProminence",
      actorUuid: uuid("Captain Liberty"),
      faction: "heroes",
      tokens: 1,
    });
    await click("gm", "doubleToken", { type: "doubleToken", actorUuid: uuid("Captain Liberty"), userId: "caps" });
    for (const [name, prominence, narrator] of [
      ["Bank robbers", 1, "joe"],
      ["The driver", 1, "joe"],
      ["Chief Arturo Mannelli", 2, "gm"],
    ] as const)
      await click("gm", "addCharacter", {
        type: "addCharacter",
        actorUuid: uuid(name),
        faction: "opponents",
        prominence,
        narrator,
      });
    expect(controls("zips", "startScene")).toEqual([]);
    await click("gm", "startScene", { type: "startScene" });
    expect(board().scene.target).toBe(8);
    // The opponents control Robbery and Getaway: the claims wait at the Editor's seat.
    expect(board().scene.phase).toBe("claims");
    expect(windowOf("gm").controls.claims).toMatchObject({ yourTurn: true });
    expect(windowOf("zips").controls.claims).toMatchObject({ yourTurn: false });
  });

  it("claims from the Editor on, each player told their turn, seats with nothing to claim passed over", async () => {
    // "The Editor claims Robbery for the Robbers" (Joe's), and nothing for the Chief.
    await click(
      "gm",
      "claim",
      { type: "claim", characterId: ch("Bank robbers"), complicationId: comp("Robbery") },
      { character: ch("Bank robbers"), complication: comp("Robbery") },
    );
    await click("gm", "passClaims", { type: "passClaims" });
    expect(windowOf("zips").controls.claims).toMatchObject({ yourTurn: true });
    expect(controls("alice", "passClaims")).toEqual([]);
    await click(
      "zips",
      "claim",
      { type: "claim", characterId: ch("Zip"), complicationId: comp("Hostages") },
      { character: ch("Zip"), complication: comp("Hostages") },
    );
    // Zip has claimed: his seat passes on by itself, to Alice (Night Maiden may claim Police).
    expect(windowOf("alice").controls.claims).toMatchObject({ yourTurn: true });
    await click("alice", "passClaims", { type: "passClaims" });
    // Captain Liberty takes Hostages with his Prominence 2; Zip may claim another at once.
    await click(
      "caps",
      "claim",
      { type: "claim", characterId: ch("Captain Liberty"), complicationId: comp("Hostages") },
      { character: ch("Captain Liberty"), complication: comp("Hostages") },
    );
    expect(windowOf("zips").controls.claims).toMatchObject({ yourTurn: true });
    expect(windowOf("caps").controls.claims).toMatchObject({ yourTurn: false });
    await click("zips", "passClaims", { type: "passClaims" });
    // Liberty's seat has nothing left; Joe's driver could claim Getaway: Joe passes.
    await click("joe", "passClaims", { type: "passClaims" });
    expect(board().scene.phase).toBe("overdrawn");
  });

  it("rolls the driver's Overdrawn Need on Robbery's red 6, and waits for the reactions to the lower face", async () => {
    expect(controls("zips", "overdrawnRoll")).toEqual([]);
    table.faces = [2];
    await click(
      "joe",
      "overdrawnRoll",
      {
        type: "overdrawnRoll",
        characterId: ch("The driver"),
        drive: "justice",
        complicationId: comp("Robbery"),
        side: 1,
        die: 0,
      },
      { character: ch("The driver"), drive: "justice", complication: comp("Robbery") },
    );
    expect(dice("Robbery")).toEqual([[3], [2]]);
    // The opponents lose Robbery; Zip's and Night Maiden's players may react to the 2, and both pass.
    expect(windowOf("joe").controls.reactions).toMatchObject({ waiting: "Zip's player, Alice", mine: false });
    await click("zips", "passReaction", { type: "passReaction" });
    await click("alice", "passReaction", { type: "passReaction" });
    expect(board().scene.phase).toBe("turns");
  });

  it("turn 1: the Editor's Chief, then Zip's chain with Night Maiden's reaction offered and passed, and his split", async () => {
    // The Editor rolls the heroes' die on Hostages with the Bullhorn, gets a 5 and turns it back to 4.
    const hostages = { complicationId: comp("Hostages"), side: 0, die: 0 };
    table.faces = [5];
    await click(
      "gm",
      "roll",
      {
        type: "roll",
        characterId: ch("Chief Arturo Mannelli"),
        ...hostages,
        abilityId: ability("Bullhorn", "Chief Arturo Mannelli"),
      },
      {},
      hostages,
    );
    await click("gm", "decide", { type: "decide", keep: false }, { keep: "false" });
    expect(dice("Hostages")).toEqual([[4], [2]]);
    await click("gm", "endTurn", { type: "endTurn" });

    // Zip stakes one Hope on Getaway, then rolls its blue 2 with Super-speed; the Debt Token goes on Duty.
    await click("zips", "stake", {
      type: "stake",
      characterId: ch("Zip"),
      complicationId: comp("Getaway"),
      drive: "hope",
      count: 1,
    });
    const getaway = { complicationId: comp("Getaway"), side: 0, die: 0 };
    expect(controls("alice", "roll", {}, getaway)).toEqual([]);
    table.faces = [1];
    await click(
      "zips",
      "roll",
      {
        type: "roll",
        characterId: ch("Zip"),
        ...getaway,
        abilityId: ability("Super-speed", "Zip"),
        debtDrive: "duty",
      },
      {},
      getaway,
    );
    await click("zips", "decide", { type: "decide", keep: true }, { keep: "true" });
    // The 1 stands: Night Maiden's Glare is offered to Alice; Zip's player sees who is still deciding.
    expect(controls("alice", "react", { character: ch("Night Maiden") })).toHaveLength(1);
    expect(windowOf("zips").controls.turn).toMatchObject({ canEnd: false, waiting: "Alice" });
    expect(controls("zips", "endTurn")).toEqual([]);
    // Alice reloads: her client keeps nothing but the journal, and her board drawn from it still offers her chance.
    const stored = String(journal.getFlag("story-engines", "capesBoard"));
    journal = new TableDocument("JournalEntry", "board1", {
      name: "The bank robbery",
      flags: { "story-engines": { capesBoard: stored } },
    });
    expect(controls("alice", "react", { character: ch("Night Maiden") })).toHaveLength(1);
    expect(controls("alice", "passReaction")).toHaveLength(1);
    await click("alice", "passReaction", { type: "passReaction" });
    // Zip reacts himself: Mundane Tasks done Super-fast, its Debt on Hope staked on Getaway; a 3, kept.
    table.faces = [3];
    await click(
      "zips",
      "react",
      {
        type: "react",
        characterId: ch("Zip"),
        abilityId: ability("Mundane Tasks done Super-fast", "Zip"),
        debtDrive: "hope",
        stakeDebt: true,
      },
      { character: ch("Zip") },
    );
    await click("zips", "decide", { type: "decide", keep: true }, { keep: "true" });
    // Desperate Effort (4, not super-powered) on the 3: a 5, kept; Getaway is the heroes'.
    table.faces = [5];
    await click(
      "zips",
      "react",
      { type: "react", characterId: ch("Zip"), abilityId: ability("Desperate Effort", "Zip") },
      { character: ch("Zip") },
    );
    await click("zips", "decide", { type: "decide", keep: true }, { keep: "true" });
    expect(dice("Getaway")).toEqual([[5], [4]]);
    expect(board().scene.reactions ?? null).toBeNull(); // nobody has a Trope of 5 left
    // The split: two Hope tokens staked, the blue 5 becomes a 3 and a 2; one split an action.
    await click(
      "zips",
      "split",
      { type: "split", characterId: ch("Zip"), ...getaway, parts: 2, newSide: 0 },
      {},
      getaway,
    );
    expect(dice("Getaway")).toEqual([[3, 2], [4]]);
    expect(windowOf("zips", getaway).controls.turn).toMatchObject({ canSplit: false, splitDone: true });
    await click("zips", "endTurn", { type: "endTurn" });
  });

  it("turn 1 goes on: Night Maiden's split of Police onto a side of her own; the others end their actions", async () => {
    const police = { complicationId: comp("Police"), side: 0, die: 0 };
    await click(
      "alice",
      "split",
      {
        type: "split",
        characterId: ch("Night Maiden"),
        ...police,
        parts: 3,
        newSide: 2,
        stake: { drive: "duty", count: 2 },
      },
      {},
      police,
    );
    expect(dice("Police")).toEqual([[2], [5], [2, 2]]);
    await click("alice", "endTurn", { type: "endTurn" });
    await click("caps", "endTurn", { type: "endTurn" });
    await click("joe", "endTurn", { type: "endTurn" });
    await click("joe", "endTurn", { type: "endTurn" });
    expect(board().scene.turn?.number).toBe(2);
  });

  it("turn 2: the Chief's Angry roll on the Captain's die, Night Maiden's Glare taken and turned back", async () => {
    const police = { complicationId: comp("Police"), side: 0, die: 0 };
    table.faces = [1];
    await click(
      "gm",
      "roll",
      {
        type: "roll",
        characterId: ch("Chief Arturo Mannelli"),
        ...police,
        abilityId: ability("Angry", "Chief Arturo Mannelli"),
      },
      {},
      police,
    );
    await click("gm", "decide", { type: "decide", keep: true }, { keep: "true" });
    // Only Alice can react to the 1 now (Zip's Tropes are spent this Page): she is offered Glare and takes it.
    expect(windowOf("zips").controls.reactions).toMatchObject({ mine: false, waiting: "Alice" });
    table.faces = [5];
    await click(
      "alice",
      "react",
      { type: "react", characterId: ch("Night Maiden"), abilityId: ability("Glare venomously", "Night Maiden") },
      { character: ch("Night Maiden") },
    );
    await click("alice", "decide", { type: "decide", keep: false }, { keep: "false" });
    expect(dice("Police")).toEqual([[1], [5], [2, 2]]);
    await click("gm", "endTurn", { type: "endTurn" });
    // Captain Liberty's Team-builder on the Police die: a 3, kept.
    table.faces = [3];
    await click(
      "caps",
      "roll",
      {
        type: "roll",
        characterId: ch("Captain Liberty"),
        ...police,
        abilityId: ability("Team-builder", "Captain Liberty"),
      },
      {},
      police,
    );
    await click("caps", "decide", { type: "decide", keep: true }, { keep: "true" });
    await click("caps", "endTurn", { type: "endTurn" });
    expect(board().scene.phase).toBe("resolve");
  });

  it("resolves Hostages for Captain Liberty (H 2vp +2, back as Public Opinion); Robbery returns to the centre", async () => {
    expect(controls("zips", "resolveNext")).toEqual([]);
    await click("caps", "resolveNext", { type: "resolveNext" });
    expect(board().story.players.find((p) => p.userId === "caps")?.inspirations[0]).toMatchObject({
      name: "Hostages",
      faction: "heroes",
      vp: 2,
      bonus: 2,
    });
    const hostages = board().story.players.find((p) => p.userId === "caps")?.inspirations[0]?.id ?? "";
    await click("caps", "replace", { type: "replace", name: "Public Opinion", inspirationId: hostages });
    expect(dice("Public Opinion")).toEqual([[2], [1]]);
    await click("joe", "resolveNext", { type: "resolveNext" });
    expect(board().log.find((e) => e.kind === "unresolved")).toMatchObject({ prompt: null });
    expect([board().scene.page, board().scene.vp.heroes]).toEqual([2, 2]);
  });

  it("Page 2: claims, actions, the resolutions with their gift and replacements, and the Scene's end", async () => {
    await click("gm", "passClaims", { type: "passClaims" }); // the Chief could claim Police; the Editor lets it go
    const claim = (user: string, name: string, complication: string) =>
      click(
        user,
        "claim",
        { type: "claim", characterId: ch(name), complicationId: comp(complication) },
        { character: ch(name), complication: comp(complication) },
      );
    await claim("zips", "Zip", "Getaway");
    await claim("alice", "Night Maiden", "Robbery");
    await claim("caps", "Captain Liberty", "Public Opinion");
    await click("joe", "passClaims", { type: "passClaims" });
    // The driver's Need is still Overdrawn: Police's red 5 is rolled, and a 6 does not lower it.
    table.faces = [6];
    await click(
      "joe",
      "overdrawnRoll",
      {
        type: "overdrawnRoll",
        characterId: ch("The driver"),
        drive: "justice",
        complicationId: comp("Police"),
        side: 1,
        die: 0,
      },
      { character: ch("The driver"), complication: comp("Police") },
    );
    for (const user of ["gm", "zips", "alice", "caps", "joe", "joe", "gm", "caps"])
      await click(user, "endTurn", { type: "endTurn" });
    expect(board().scene.phase).toBe("resolve");
    // Zip resolves Getaway (3 + 2 against 4): H 4vp −1; his two staked Hope tokens go to Joe as Story Tokens.
    await click("zips", "resolveNext", { type: "resolveNext" });
    const gift = board().scene.resolution?.gifts[0];
    expect(gift).toMatchObject({ userId: "zips", count: 2 });
    expect(controls("joe", "give")).toEqual([]);
    await click("zips", "give", { type: "give", giftId: gift?.id ?? "", toUserId: "joe" }, { gift: gift?.id ?? "" });
    await click("zips", "replace", { type: "replace", name: "Villainous HQ" });
    await click("alice", "resolveNext", { type: "resolveNext" });
    await click("alice", "replace", { type: "replace", name: "Loot" });
    await click("caps", "resolveNext", { type: "resolveNext" });
    await click("caps", "replace", { type: "replace", name: "Headlines" });
    expect(board().story.players.find((p) => p.userId === "zips")?.inspirations[0]).toMatchObject({
      name: "Getaway",
      vp: 4,
      bonus: -1,
    });
    expect(board().story.players.find((p) => p.userId === "joe")?.tokens).toBe(3);
    // 2 + 4 + 2 + 1 = 9 Victory Points reach the target of 8: the Scene ends.
    expect([board().scene.vp.heroes, board().scene.phase]).toEqual([9, "end"]);
    expect(controls("alice", "closeScene")).toEqual([]);
    await click("gm", "closeScene", { type: "closeScene" });
    // Police, staked, does not resolve: Night Maiden's two Duty tokens come back; outside events interrupt it.
    expect((actor("Night Maiden").system as { drives: { duty: { debt: number } } }).drives.duty.debt).toBe(2);
    expect(board().log.find((e) => e.kind === "discarded" && e.data.complication === "Police")?.prompt).toBe(
      "unresolved",
    );
    expect(board().scene.phase).toBe("over");
    expect(controls("gm", "nextScene")).toHaveLength(1);
    expect(controls("zips", "nextScene")).toEqual([]);
  });

  it("with no GM connected, a player's click is not applied and the player is told", async () => {
    table.disconnect("gm");
    const before = board();
    const version = before.version;
    await table.race([() => table.as("zips", () => sendBoardRequest(journal.uuid, { type: "passClaims" }, version))]);
    expect(board()).toEqual(before);
    expect(table.noticesFor("zips", "warn").length).toBeGreaterThan(0);
    table.notices.length = 0;
    table.reconnect("gm");
  });
});
