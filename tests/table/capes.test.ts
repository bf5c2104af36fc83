/**
 * Capes at a table: the book's bank robbery played by the Editor and the
 * players of Zip, Night Maiden and Captain Liberty (and Joe, who narrates
 * the robbers and the driver), each on their own client with their own
 * Complication board, every step a click on a control that user's board
 * shows (tests/harness/play.ts). Set-up, claims told and passed over, the
 * driver's Overdrawn roll with the reactions it opens, Zip's chain with
 * Night Maiden's reaction offered and passed and, later, taken, the splits,
 * the resolutions, the Scene's end and every seat's own board following to
 * the next Scene (a player away gets it on reopening); a reload
 * mid-reaction; two clicks at once; no GM connected. (The book's faces are
 * the ones it shows.)
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  expectNoControl,
  installPlayTable,
  startPlay,
  uninstallPlayTable,
  type Play,
  type PlayWindow,
} from "../harness/play";
import { perClientMap } from "../harness/per-client-map";
import { TableActor, TableDocument, TableItem, TableMessage, TableRoll } from "../harness/table-documents";
import type { CapesBoardApp } from "../../src/games/capes/board/board-app";
import type { capes } from "../../src/rules";

let Board: typeof CapesBoardApp;
let rules: typeof capes;
let openCurrentBoard: () => Promise<void>;
let samples: typeof import("../../src/games/capes/samples");
let play: Play;
let journal: TableDocument;
const windows: Record<string, PlayWindow<CapesBoardApp>> = {};

const USERS = [
  { id: "gm", name: "Editor", isGM: true },
  { id: "zips", name: "Zip's player" },
  { id: "alice", name: "Alice" },
  { id: "caps", name: "Liberty's player" },
  { id: "joe", name: "Joe" },
];

/** A Capes actor whose abilities are updated as Foundry's embedded updates do. */
class CapesActor extends TableActor {
  override updateEmbeddedDocuments(_name: "Item", updates: Record<string, unknown>[]): Promise<TableItem[]> {
    return play.table.defer(`update Items on ${this.name}`, () =>
      updates.map((u) => {
        const item = this.items.get(String(u._id));
        if (!item) throw new Error(`no item ${String(u._id)}`);
        for (const [path, value] of Object.entries(u))
          if (path !== "_id") (item.data.system as Record<string, unknown>)[path.split(".")[1] ?? ""] = value;
        return item;
      }),
    );
  }
}

beforeAll(async () => {
  // Foundry's update hooks on every client: the boards redraw and follow to the next Scene by themselves.
  installPlayTable({ documentHooks: true });
  const g = globalThis as Record<string, unknown>;
  const lookup = g.fromUuidSync as (uuid: string) => unknown;
  g.fromUuidSync = (uuid: string) => (journal && uuid === journal.uuid ? journal : lookup(uuid));
  const game = g.game as Record<string, unknown>;
  game.messages = { get: (id: string) => play.table.messages.find((m) => m.id === id) };
  game.packs = new Map();
  // The next Scene's journal, created on the Editor's client (every player observes it).
  g.JournalEntry = {
    create: (data: Record<string, unknown>) =>
      play.table.defer("create JournalEntry", () => {
        const created = new TableDocument("JournalEntry", `board${play.table.journals.length + 2}`, data, {
          default: 2,
        });
        play.table.journals.push(created);
        return created;
      }),
  };
  // A posted roll: the card its roller's client creates (the GM reads the face from it).
  (
    TableRoll.prototype as unknown as { toMessage: (data: Record<string, unknown>) => Promise<TableMessage> }
  ).toMessage = function (this: TableRoll, data: Record<string, unknown>) {
    const message = new TableMessage(`msg${play.table.messages.length + 1}`, data, play.table.user.id);
    (message as unknown as { rolls: unknown[] }).rolls = [this];
    return play.table.defer("create ChatMessage", () => {
      play.table.messages.push(message);
      return message;
    });
  };
  const { registerGame } = await import("../../src/core/register");
  const { capesModule } = await import("../../src/games/capes/module");
  registerGame(capesModule);
  const boardApp = await import("../../src/games/capes/board/board-app");
  Board = boardApp.CapesBoardApp;
  // Each client's open boards, as the game looks them up: a seat's board windows, and only its own.
  perClientMap(boardApp.openBoards, (app) => (app instanceof Board ? app.boardUuid : undefined));
  ({ openCurrentBoard } = await import("../../src/games/capes/board/open"));
  ({ capes: rules } = await import("../../src/rules"));
  samples = await import("../../src/games/capes/samples");
  play = startPlay(USERS);
  // Each player owns their hero; the opponents are the Editor's (Joe narrates two of them on the board).
  const owners: Record<string, string> = { Zip: "zips", "Night Maiden": "alice", "Captain Liberty": "caps" };
  for (const a of samples.SAMPLE_ACTORS) {
    const owner = owners[a.name];
    const actor = new CapesActor(
      a.uuid.slice("Actor.".length),
      { name: a.name, type: "capesHero", system: structuredClone(a.system) },
      owner ? { default: 1, [owner]: 3 } : { default: 1 },
    );
    for (const item of a.items)
      actor.items.set(
        item.id,
        new TableItem(item.id, { name: item.name, type: item.type, system: structuredClone(item.system) }, actor),
      );
    play.table.actors.push(actor);
  }
  // The Editor's new Story, the four players who take part seated, and the example's Complications at the
  // faces the book shows them (what the Editor's "Set up the example" lists from the capes-scenes pack).
  let board = rules.newBoard({
    title: "The Freedom Squad",
    scene: "The bank robbery",
    editor: { userId: "gm", name: "Editor" },
    players: USERS.filter((u) => !u.isGM).map((u) => ({ userId: u.id, name: u.name })),
    victoryTotal: 30,
  });
  for (const [name, heroes, opponents] of [
    ["Robbery", 3, 6],
    ["Clobbering", 1, 1],
    ["Hostages", 4, 2],
    ["Police", 6, 5],
    ["Getaway", 2, 4],
  ] as const)
    board = rules.applyRequest(
      board,
      { type: "addComplication", name, heroes, opponents },
      {},
      { userId: "gm", isGM: true },
    ).board;
  journal = new TableDocument(
    "JournalEntry",
    "board1",
    { name: "The bank robbery", flags: { "story-engines": { capesBoard: JSON.stringify(board) } } },
    { default: 2 },
  );
  for (const user of USERS) windows[user.id] = await openBoard(user.id);
});
afterAll(() => uninstallPlayTable());

function openBoard(userId: string): Promise<PlayWindow<CapesBoardApp>> {
  return play.seat(userId).open(() => new Board(journal.uuid));
}

const w = (userId: string) => windows[userId] as PlayWindow<CapesBoardApp>;
const board = (): capes.CapesBoard =>
  JSON.parse(String(journal.getFlag("story-engines", "capesBoard"))) as capes.CapesBoard;
const uuid = (name: string) => `Actor.${play.table.actors.find((a) => a.name === name)?.id ?? ""}`;
const abilityId = (name: string, of: string) =>
  play.table.actors.find((a) => a.name === of)?.items.find((i) => i.name === name)?.id ?? "";
const ch = (name: string) => board().scene.characters.find((c) => c.name === name)?.id ?? "";
const comp = (name: string) => board().scene.complications.find((c) => c.name === name)?.id ?? "";
const dice = (name: string) =>
  board()
    .scene.complications.find((c) => c.name === name)
    ?.sides.map((s) => s.dice);
const warnings = (userId: string) => play.seat(userId).notices("warn");

describe("the bank robbery, played by the Editor and four players on their own clients", () => {
  it("sets up the Scene: each player's token on their hero, the two-token hero, the opponents; target 8", async () => {
    const gm = w("gm");
    // The Complications stand as the Editor's example set-up lists them (the faces the book shows).
    expect(board().scene.complications.map((c) => c.name)).toEqual([
      "Robbery",
      "Clobbering",
      "Hostages",
      "Police",
      "Getaway",
    ]);
    expectNoControl(w("zips"), "addComplication");
    for (const [user, hero] of [
      ["zips", "Zip"],
      ["alice", "Night Maiden"],
      ["caps", "Captain Liberty"],
    ] as const) {
      w(user).set({ actorUuid: uuid(hero), faction: "heroes", tokens: "1" });
      await w(user).click("spendProminence");
    }
    // Liberty's player has spent his token on Liberty: the Editor still gives him the two.
    gm.set({ userId: "caps", actorUuid: uuid("Captain Liberty") });
    await gm.click("doubleToken");
    for (const [name, prominence, narrator] of [
      ["Bank robbers", "1", "joe"],
      ["The driver", "1", "joe"],
      ["Chief Arturo Mannelli", "2", "gm"],
    ] as const) {
      gm.set({ actorUuid: uuid(name), faction: "opponents", prominence, narrator });
      await gm.click("addCharacter");
    }
    expectNoControl(w("caps"), "startScene");
    await gm.click("startScene");
    expect(board().scene.target).toBe(8);
    expect(warnings("gm")).toEqual([]);
    expect(gm.text).toContain("Your turn to claim.");
    expect(w("zips").text).not.toContain("Your turn to claim.");
  });

  it("claims from the Editor on, each told their turn, a seat with nothing left passed over", async () => {
    await w("gm").click("claim", { character: ch("Bank robbers"), complication: comp("Robbery") });
    await w("gm").click("passClaims");
    expect(w("zips").text).toContain("Your turn to claim.");
    expectNoControl(w("alice"), "passClaims");
    await w("zips").click("claim", { character: ch("Zip"), complication: comp("Hostages") });
    // Zip has claimed: his seat passes on by itself to Alice.
    expect(w("alice").text).toContain("Your turn to claim.");
    await w("alice").click("passClaims");
    await w("caps").click("claim", { character: ch("Captain Liberty"), complication: comp("Hostages") });
    // Zip may claim another at once; he lets it go. Liberty's seat has nothing left; Joe passes.
    expect(w("zips").text).toContain("Your turn to claim.");
    await w("zips").click("passClaims");
    await w("joe").click("passClaims");
    expect(board().scene.phase).toBe("overdrawn");
  });

  it("rolls the driver's Overdrawn Need on Robbery's red 6; Zip's and Night Maiden's players let the 2 go at once", async () => {
    expectNoControl(w("zips"), "overdrawnRoll");
    play.table.faces = [2];
    await w("joe").click("overdrawnRoll", { character: ch("The driver"), complication: comp("Robbery") });
    expect(dice("Robbery")).toEqual([[3], [2]]);
    expect(w("joe").text).toContain("Waiting for reactions from: Zip's player, Alice.");
    // Two players pass at the same moment: neither pass is lost.
    await play.atOnce([w("zips").press("passReaction"), w("alice").press("passReaction")]);
    expect([warnings("zips"), warnings("alice")]).toEqual([[], []]);
    expect(board().scene.phase).toBe("turns");
  });

  it("turn 1: the Chief's Bullhorn, Zip's stake, roll, chain of reactions and split, Night Maiden's split", async () => {
    const gm = w("gm");
    await gm.click("selectDie", { complication: comp("Hostages"), side: 0, die: 0 });
    play.table.faces = [5];
    await gm.click("roll", { ability: abilityId("Bullhorn", "Chief Arturo Mannelli") });
    await gm.click("decide", { keep: "false" });
    expect(dice("Hostages")).toEqual([[4], [2]]);
    await gm.click("endTurn");

    const zips = w("zips");
    zips.set({ complicationId: comp("Getaway"), drive: "hope", count: "1" });
    await zips.click("stake");
    // With no GM connected, Zip's click is not applied, and his player is told.
    play.table.disconnect("gm");
    const before = board();
    await zips.click("endTurn");
    expect(board()).toEqual(before);
    expect(warnings("zips")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    play.table.reconnect("gm");
    play.table.notices.length = 0;

    await zips.click("selectDie", { complication: comp("Getaway"), side: 0, die: 0 });
    zips.set({ debtDrive: "duty" });
    play.table.faces = [1];
    await zips.click("roll", { ability: abilityId("Super-speed", "Zip") });
    await zips.click("decide", { keep: "true" });
    // The 1 stands: Alice is offered Night Maiden's Glare; Zip's player sees who is still deciding.
    expect(w("alice").has("react", { ability: abilityId("Glare venomously", "Night Maiden") })).toBe(true);
    expect(zips.text).toContain("Waiting for reactions from: Alice.");
    expectNoControl(zips, "endTurn");
    // Alice reloads mid-reaction: her board, rebuilt from the journal, still offers her chance; she passes.
    await play.reload("alice", async () => {
      windows.alice = await openBoard("alice");
    });
    expect(w("alice").has("passReaction")).toBe(true);
    await w("alice").click("passReaction");
    // Zip reacts himself: Mundane Tasks done Super-fast, its Debt on Hope staked on Getaway; then Desperate Effort.
    zips.set({ debtDrive: "hope", stakeDebt: true });
    play.table.faces = [3];
    await zips.click("react", { ability: abilityId("Mundane Tasks done Super-fast", "Zip") });
    await zips.click("decide", { keep: "true" });
    play.table.faces = [5];
    await zips.click("react", { ability: abilityId("Desperate Effort", "Zip") });
    await zips.click("decide", { keep: "true" });
    expect(dice("Getaway")).toEqual([[5], [4]]);
    // The split: the blue 5 becomes a 3 and a 2 on the two staked Hope tokens.
    zips.set({ parts: "2", newSide: "0" });
    await zips.click("split");
    expect(dice("Getaway")).toEqual([[3, 2], [4]]);
    expectNoControl(zips, "split");
    await zips.click("endTurn");

    const alice = w("alice");
    await alice.click("selectDie", { complication: comp("Police"), side: 0, die: 0 });
    alice.set({ parts: "3", newSide: "2", stakeCount: "2", drive: "duty" });
    await alice.click("split");
    expect(dice("Police")).toEqual([[2], [5], [2, 2]]);
    await alice.click("endTurn");
    await w("caps").click("endTurn");
    await w("joe").click("endTurn");
    await w("joe").click("endTurn");
    expect(board().scene.turn?.number).toBe(2);
  });

  it("turn 2: the Chief's Angry roll on the Captain's die; Night Maiden's Glare taken, turned back", async () => {
    const gm = w("gm");
    await gm.click("selectDie", { complication: comp("Police"), side: 0, die: 0 });
    play.table.faces = [1];
    await gm.click("roll", { ability: abilityId("Angry", "Chief Arturo Mannelli") });
    await gm.click("decide", { keep: "true" });
    expectNoControl(w("zips"), "react");
    play.table.faces = [5];
    await w("alice").click("react", { ability: abilityId("Glare venomously", "Night Maiden") });
    await w("alice").click("decide", { keep: "false" });
    expect(dice("Police")).toEqual([[1], [5], [2, 2]]);
    await gm.click("endTurn");
    const caps = w("caps");
    await caps.click("selectDie", { complication: comp("Police"), side: 0, die: 0 });
    play.table.faces = [3];
    await caps.click("roll", { ability: abilityId("Team-builder", "Captain Liberty") });
    await caps.click("decide", { keep: "true" });
    await caps.click("endTurn");
    expect(board().scene.phase).toBe("resolve");
  });

  it("resolves Hostages for Captain Liberty (H 2vp +2), put back as Public Opinion; Robbery returns to the centre", async () => {
    expectNoControl(w("zips"), "resolveNext");
    await w("caps").click("resolveNext");
    const hostages = board().story.players.find((p) => p.userId === "caps")?.inspirations[0];
    expect(hostages).toMatchObject({ name: "Hostages", faction: "heroes", vp: 2, bonus: 2 });
    w("caps").set({ name: "Public Opinion", inspirationId: hostages?.id ?? "" });
    await w("caps").click("replace");
    expect(dice("Public Opinion")).toEqual([[2], [1]]);
    await w("joe").click("resolveNext");
    expect([board().scene.page, board().scene.vp.heroes, board().scene.phase]).toEqual([2, 2, "claims"]);
    expect(play.steps).toBeGreaterThan(40); // the play-through's clicks so far
  });

  it("Page 2: claims, actions, the resolutions with a gift, and the Scene's end with Police interrupted", async () => {
    await w("gm").click("passClaims"); // the Chief could claim Police; the Editor lets it go
    await w("zips").click("claim", { character: ch("Zip"), complication: comp("Getaway") });
    await w("alice").click("claim", { character: ch("Night Maiden"), complication: comp("Robbery") });
    await w("caps").click("claim", { character: ch("Captain Liberty"), complication: comp("Public Opinion") });
    await w("joe").click("passClaims");
    // The driver's Need is still Overdrawn: the red 5 on Police is rolled; a 6 does not lower it.
    play.table.faces = [6];
    await w("joe").click("overdrawnRoll", { character: ch("The driver"), complication: comp("Police") });
    for (const user of ["gm", "zips", "alice", "caps", "joe", "joe", "gm", "caps"]) await w(user).click("endTurn");
    expect(board().scene.phase).toBe("resolve");
    // Zip resolves Getaway (3 + 2 against 4); his two staked Hope tokens go to Joe as Story Tokens.
    await w("zips").click("resolveNext");
    const gift = board().scene.resolution?.gifts[0];
    expect(gift).toMatchObject({ userId: "zips", count: 2 });
    expectNoControl(w("joe"), "give");
    w("zips").set({ toUserId: "joe" });
    await w("zips").click("give", { gift: gift?.id ?? "" });
    w("zips").set({ name: "Villainous HQ" });
    await w("zips").click("replace");
    await w("alice").click("resolveNext");
    w("alice").set({ name: "Loot" });
    await w("alice").click("replace");
    await w("caps").click("resolveNext");
    w("caps").set({ name: "Headlines" });
    await w("caps").click("replace");
    expect(board().story.players.find((p) => p.userId === "joe")?.tokens).toBe(3);
    // 2 + 4 + 2 + 1 = 9 Victory Points reach the target of 8: the Scene ends.
    expect([board().scene.vp.heroes, board().scene.phase]).toEqual([9, "end"]);
    expectNoControl(w("alice"), "closeScene");
    await w("gm").click("closeScene");
    // Police, staked, does not resolve: Night Maiden's two Duty tokens come back; outside events interrupt it.
    const maiden = play.table.actors.find((a) => a.name === "Night Maiden");
    expect((maiden?.system as { drives: { duty: { debt: number } } }).drives.duty.debt).toBe(2);
    expect(board().log.find((e) => e.kind === "discarded" && e.data.complication === "Police")?.prompt).toBe(
      "unresolved",
    );
    expect(w("gm").has("nextScene")).toBe(true);
    expectNoControl(w("zips"), "nextScene");
  });

  it("the Editor starts the next Scene: every seated player's own board follows; Joe, away, gets it on reopening", async () => {
    play.table.disconnect("joe");
    w("gm").setBeside("nextScene", {}, { name: "The villains' lair" });
    await w("gm").click("nextScene");
    const next = play.table.journals.find((j) => j.name.includes("The villains' lair"));
    expect(next).toBeDefined();
    // Each connected seat's own window now shows Scene 2, and the old "Scene over" board is closed on their client.
    for (const user of ["gm", "zips", "alice", "caps"]) {
      const own = play.seat(user).window(Board);
      expect([own.window.boardUuid, own.app.rendered, w(user).app.rendered]).toEqual([next?.uuid, true, false]);
      expect(own.text).toContain("Scene 2: The villains' lair");
      expect(own.text).not.toContain("This Scene is over");
    }
    // Joe's client was away: his window still shows the closed Scene until he comes back and opens the board.
    expect(play.seat("joe").window(Board).window.boardUuid).toBe(journal.uuid);
    play.table.reconnect("joe");
    await play.reload("joe", () => play.step(play.table.as("joe", openCurrentBoard)));
    const joes = play.seat("joe").window(Board);
    expect(joes.window.boardUuid).toBe(next?.uuid);
    expect(joes.text).toContain("Scene 2: The villains' lair");
  });
});
