/**
 * Capes at a table: the example's first Scene, the bank robbery, set up on
 * the board by the Editor and claimed by the players the example names —
 * Zip's player, Alice, Captain Liberty's player and Joe — each on their own
 * client, every step a click on a control their own board window shows. Then
 * the same table with no GM connected, with a reload during the claims, and
 * with two players clicking at once.
 *
 * The digest: from the Editor clockwise, each player may claim, for each
 * character they narrate, one Complication controlled by that character's
 * side; a claimed Complication can be taken by a character with higher
 * Prominence (whose claimant may then claim another, one pass only). The
 * example's set-up: Robbery, Clobbering, Hostages, Police at 1/1, Getaway at
 * heroes 2 / opponents 4 and Public Opinion at heroes 2 / opponents 1; Zip,
 * Night Maiden (Prominence 1) and Captain Liberty (2) against the robbers,
 * the driver (1, narrated by Joe) and Chief Mannelli (2, by the Editor):
 * 4 against 4, balanced; target 8.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { expectNoControl, installPlayTable, startPlay, uninstallPlayTable, type Play } from "../harness/play";
import { TableActor, TableDocument, TableItem } from "../harness/table-documents";
import { currentTable } from "../harness/async-table";
import type { capes } from "../../src/rules";
import type { CapesBoardApp } from "../../src/games/capes/board/board-app";

type Data = Record<string, unknown>;
interface PackDoc {
  _id: string;
  name: string;
  type?: string;
  system: Data;
  items?: { _id: string; name: string; type: string; system: Data }[];
  flags: Record<string, Data>;
}

let Board: typeof CapesBoardApp;
let newBoard: typeof capes.newBoard;
let scenes: PackDoc[];
let characters: PackDoc[];

let play: Play;
let journal: TableDocument;

const PLAYERS = [
  { id: "zips", name: "Zip's player" },
  { id: "alice", name: "Alice" },
  { id: "caps", name: "Captain Liberty's player" },
  { id: "joe", name: "Joe" },
];
const SEATS = ["editor", ...PLAYERS.map((p) => p.id)];

/**
 * The system's two Capes compendiums as Foundry serves them (the generated
 * pack sources), and Actor.create landing on the table: what the Editor's
 * set-up button reads and imports.
 */
function installCapesPacks(): void {
  const pack = (docs: PackDoc[], name: string) => ({
    getIndex: async () => docs.map((d) => ({ _id: d._id, name: d.name })),
    getDocuments: async () =>
      docs.map((d) => ({
        id: d._id,
        name: d.name,
        uuid: `Compendium.story-engines.${name}.${d.type ? "Actor" : "JournalEntry"}.${d._id}`,
        getFlag: (scope: string, key: string) => d.flags[scope]?.[key],
        toObject: () => structuredClone(d),
      })),
  });
  const g = globalThis as unknown as { game: Data; Actor: Data };
  const packs = new Map([
    ["story-engines.capes-scenes", pack(scenes, "capes-scenes")],
    ["story-engines.capes-characters", pack(characters, "capes-characters")],
  ]);
  g.game.packs = { get: (id: string) => packs.get(id) };
  g.Actor.create = (data: PackDoc) => {
    const table = currentTable();
    const id = `w${table.actors.length + 1}`;
    const actor = new TableActor(id, { name: data.name, type: data.type, system: data.system, flags: data.flags });
    for (const item of data.items ?? [])
      actor.items.set(
        item._id,
        new TableItem(item._id, { name: item.name, type: item.type, system: item.system }, actor),
      );
    return table.defer(`create Actor ${data.name}`, () => {
      if (!table.user.isGM) throw new Error("only a GM creates actors here");
      table.actors.push(actor);
      return actor;
    });
  };
}

beforeAll(async () => {
  installPlayTable();
  const { registerGame } = await import("../../src/core/register");
  const { coreModule } = await import("../../src/core/module");
  // The table roles' setting, which the games' role checks read.
  registerGame(coreModule);
  const { capesModule } = await import("../../src/games/capes/module");
  registerGame(capesModule);
  ({ CapesBoardApp: Board } = await import("../../src/games/capes/board/board-app"));
  ({
    capes: { newBoard },
  } = await import("../../src/rules"));
  const { generate: generateScenes } = await import("../../tools/generate/capes-scenes.mjs");
  const { generate: generateCharacters } = await import("../../tools/generate/capes-characters.mjs");
  scenes = Object.values((await generateScenes()) as Record<string, PackDoc>);
  characters = Object.values((await generateCharacters()) as Record<string, PackDoc>);
  installCapesPacks();
});
afterAll(() => uninstallPlayTable());

beforeEach(() => {
  play = startPlay([{ id: "editor", name: "Editor", isGM: true }, ...PLAYERS]);
  // The Story the Editor started: a board journal every player observes.
  const story = newBoard({
    title: "The Freedom Squad",
    scene: "The bank robbery",
    editor: { userId: "editor", name: "Editor" },
    players: PLAYERS.map((p) => ({ userId: p.id, name: p.name })),
    victoryTotal: 30,
  });
  journal = new TableDocument(
    "JournalEntry",
    "story",
    { name: "The bank robbery", flags: { "story-engines": { capesBoard: JSON.stringify(story) } } },
    { default: 2 },
  );
  play.table.journals.push(journal);
});

const board = (): capes.CapesBoard =>
  JSON.parse(String(journal.getFlag("story-engines", "capesBoard"))) as capes.CapesBoard;
const character = (name: string) => board().scene.characters.find((c) => c.name === name)?.id ?? "";
const complication = (name: string) => board().scene.complications.find((c) => c.name === name);
const bankRobbery = () => scenes.find((s) => s.name.startsWith("The bank robbery"))?._id ?? "";

/** Every seat opens the board on their own client. */
async function openBoards() {
  const out: Record<string, Awaited<ReturnType<typeof open>>> = {};
  for (const id of SEATS) out[id] = await open(id);
  return out;
}
const open = (id: string) => play.seat(id).open(() => new Board(journal.uuid));

/** The Editor sets the bank robbery up, hands each hero and Joe's opponents to their players, and starts the Scene. */
async function setUp(w: Awaited<ReturnType<typeof openBoards>>): Promise<void> {
  const editor = w.editor!;
  editor.setBeside("loadExample", {}, { sceneId: bankRobbery() });
  await editor.click("loadExample");
  const narrators: [string, string][] = [
    ["Zip", "zips"],
    ["Night Maiden", "alice"],
    ["Captain Liberty", "caps"],
    ["Bank robbers", "joe"],
    ["The driver", "joe"],
  ];
  for (const [name, userId] of narrators) {
    const data = { character: character(name) };
    editor.setBeside("setNarrator", data, { userId });
    await editor.click("setNarrator", data);
  }
  expectNoControl(w.zips!, "startScene");
  await editor.click("startScene");
}

describe("the bank robbery: set-up and claims at a table of five", () => {
  it("the Editor sets the example up; claims go round the table and Captain Liberty takes Public Opinion from Zip", async () => {
    const w = await openBoards();
    // Only the Editor sets the Scene up.
    expectNoControl(w.alice!, "loadExample");
    await setUp(w);
    const set = board();
    expect(set.scene.target).toBe(8);
    expect(set.scene.complications.map((c) => [c.name, c.sides.map((s) => s.dice)])).toEqual([
      ["Robbery", [[1], [1]]],
      ["Clobbering", [[1], [1]]],
      ["Hostages", [[1], [1]]],
      ["Police", [[1], [1]]],
      ["Getaway", [[2], [4]]],
      ["Public Opinion", [[2], [1]]],
    ]);
    const getaway = complication("Getaway")?.id ?? "";
    const opinion = complication("Public Opinion")?.id ?? "";
    // The Editor's seat claims first: Chief Mannelli's side controls the Getaway.
    expectNoControl(w.zips!, "claim", { character: character("Zip") });
    await w.editor!.click("claim", { character: character("Chief Arturo Mannelli"), complication: getaway });
    await w.editor!.click("passClaims");
    // Zip's player: the heroes control Public Opinion alone.
    expect(w.zips!.has("claim", { character: character("Zip"), complication: opinion })).toBe(true);
    expectNoControl(w.zips!, "claim", { character: character("Zip"), complication: getaway });
    expectNoControl(w.alice!, "claim", { character: character("Night Maiden") });
    await w.zips!.click("claim", { character: character("Zip"), complication: opinion });
    await w.zips!.click("passClaims");
    // Alice: Night Maiden's Prominence 1 does not beat Zip's 1, so she cannot take it.
    expectNoControl(w.alice!, "claim", { character: character("Night Maiden"), complication: opinion });
    await w.alice!.click("passClaims");
    // Captain Liberty's Prominence 2 beats Zip's 1: he takes Public Opinion.
    await w.caps!.click("claim", { character: character("Captain Liberty"), complication: opinion });
    expect(complication("Public Opinion")?.claim).toBe(character("Captain Liberty"));
    expect(complication("Getaway")?.claim).toBe(character("Chief Arturo Mannelli"));
    expect(play.steps).toBe(13);
  });

  it("with no GM connected, a player's claim tells them and changes nothing", async () => {
    const w = await openBoards();
    await setUp(w);
    await w.editor!.click("passClaims");
    const before = board();
    play.table.disconnect("editor");
    const opinion = complication("Public Opinion")?.id ?? "";
    await w.zips!.click("claim", { character: character("Zip"), complication: opinion });
    expect(play.seat("zips").notices("warn")).toContain("STORY_ENGINES.Notifications.noActiveGM");
    expect(board()).toEqual(before);
    play.table.reconnect("editor");
    await w.zips!.click("claim", { character: character("Zip"), complication: opinion });
    expect(complication("Public Opinion")?.claim).toBe(character("Zip"));
  });

  it("a reload during the claims rebuilds Zip's player's board from the documents alone", async () => {
    const w = await openBoards();
    await setUp(w);
    await w.editor!.click("passClaims");
    const shown = w.zips!.text;
    await play.reload("zips", async () => {
      w.zips = await open("zips");
    });
    expect(w.zips!.text).toBe(shown);
    const opinion = complication("Public Opinion")?.id ?? "";
    await w.zips!.click("claim", { character: character("Zip"), complication: opinion });
    expect(complication("Public Opinion")?.claim).toBe(character("Zip"));
  });

  it("Zip's player claims while the Editor passes his seat for him: one lands, the other is told the board changed", async () => {
    const w = await openBoards();
    await setUp(w);
    await w.editor!.click("passClaims");
    const opinion = complication("Public Opinion")?.id ?? "";
    const version = board().version;
    await play.atOnce([
      w.zips!.press("claim", { character: character("Zip"), complication: opinion }),
      w.editor!.press("passClaims"),
    ]);
    const stale = ["zips", "editor"].filter((u) =>
      play.seat(u).notices("warn").includes("STORY_ENGINES.Notifications.stale"),
    );
    expect(stale.length).toBe(1);
    expect(board().version).toBe(version + 1);
    // Whichever landed, the board is whole: the claim stands, or the seat passed to Alice.
    const claimed = complication("Public Opinion")?.claim === character("Zip");
    expect(claimed).toBe(stale[0] === "editor");
    expect(board().scene.claims?.seat).toBe(claimed ? 1 : 2);
  });
});
