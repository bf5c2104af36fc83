/**
 * Capes at a table, from what the system ships: the book's bank robbery
 * played by Ed, a player who is the Editor, and four players — Zip's player,
 * Alice (Night Maiden), Liberty's player and Joe (the robbers and the
 * driver) — each on their own client, every step a click on a control that
 * user's own window shows (tests/harness/play.ts). The Gamemaster only sets
 * the world up (the shipped characters imported, their owners, the Editor's
 * role) and lets his client write the board while connected. Ed starts the
 * Story from Table tools and sets the example up with the example loader;
 * the Page the example plays follows the book: the claims, the driver's
 * Overdrawn roll, every action in the book's order (turn 2 led one seat on:
 * the Captain before the Chief), every reaction with the others' chance
 * kept, Hostages resolved "H 2vp +2" with Liberty's token given to Joe and
 * the arch-villain's Despair doubled back, Public Opinion made from it.
 * Where the text skips Pages 2 and 3 the table plays on with the shipped
 * sheets to the target (Getaway is resolved by Zip; the book's "H 6vp −2"
 * needs a red 6 on Getaway that no shipped ability can roll), the Scene's
 * end claims Public Opinion and returns Night Maiden's Duty, and Ed sets up
 * Scene 2 with no GM connected: Joe's three tokens on Silverstar, Polly
 * Trueheart on the villains' side, Black Jack narrated by Alice.
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
import { setUpFromPacks } from "../harness/play-setup";
import { installTableJournals, type TableJournal } from "../harness/table-journals";
import { permissionError } from "../harness/permissions";
import { TableActor, TableMessage, TableRoll, type TableItem } from "../harness/table-documents";
import type { CapesBoardApp } from "../../src/games/capes/board/board-app";
import type { capes } from "../../src/rules";

let Board: typeof CapesBoardApp;
let play: Play;

const USERS = [
  { id: "gm", name: "Gamemaster", isGM: true },
  // The Editor is a player; Trusted, so that with no GM connected he may create the next Scene's journal.
  { id: "ed", name: "Ed", role: "TRUSTED" as const },
  { id: "zips", name: "Zip's player" },
  { id: "alice", name: "Alice" },
  { id: "caps", name: "Liberty's player" },
  { id: "joe", name: "Joe" },
];
const PLAYERS = ["zips", "alice", "caps", "joe"];
const HEROES: Record<string, string> = {
  Zip: "zips",
  "Night Maiden": "alice",
  "Captain Liberty": "caps",
  Silverstar: "joe",
};
const OPPONENTS = [
  "Chief Arturo Mannelli",
  "Bank robbers",
  "The driver",
  "The shadowy arch-villain",
  "Polly Trueheart",
  "Black Jack",
  "Minions",
];

beforeAll(async () => {
  // Foundry's update hooks on every client: the boards redraw and follow to the next Scene by themselves.
  installPlayTable({ documentHooks: true });
  installTableJournals();
  const g = globalThis as Record<string, unknown>;
  const game = g.game as Record<string, unknown>;
  // Set-up of the table's documents where it lacks Foundry's: a posted roll keeps its Roll (the board's writer
  // reads the face from the card its roller posted), and an actor's embedded Item update (the sheets' flags).
  game.messages = {
    ...(game.messages as object),
    get: (id: string) => play.table.messages.find((m) => m.id === id),
  };
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
  (
    TableActor.prototype as unknown as {
      updateEmbeddedDocuments: (name: "Item", updates: Record<string, unknown>[]) => Promise<TableItem[]>;
    }
  ).updateEmbeddedDocuments = function (this: TableActor, _name: "Item", updates: Record<string, unknown>[]) {
    const writer = play.table.user;
    return play.table.defer(`update Items on ${this.name}`, () => {
      if (!this.testUserPermission(writer, "OWNER")) throw permissionError(writer, `update Items on ${this.name}`);
      return updates.map((u) => {
        const item = this.items.get(String(u._id));
        if (!item) throw new Error(`no item ${String(u._id)}`);
        for (const [path, value] of Object.entries(u))
          if (path !== "_id") (item.data.system as Record<string, unknown>)[path.split(".")[1] ?? ""] = value;
        return item;
      });
    });
  };
  const { registerGame } = await import("../../src/core/register");
  const { capesModule } = await import("../../src/games/capes/module");
  // Core's settings (the world's table roles) and the game's.
  registerGame((await import("../../src/core/module")).coreModule);
  registerGame(capesModule);
  const tools = await import("../../src/core/table-tools-app");
  tools.registerTableTools([capesModule]);
  const boardApp = await import("../../src/games/capes/board/board-app");
  Board = boardApp.CapesBoardApp;
  // Each client's open boards, as the game looks them up: a seat's board windows, and only its own.
  perClientMap(boardApp.openBoards, (app) => (app instanceof Board ? app.boardUuid : undefined));
  play = startPlay(USERS);
  // The Gamemaster sets the world up: the example's characters imported from the shipped pack, each hero owned
  // by its player, the opponents by Ed (who runs them), everyone observing every sheet; Ed holds the Editor's role.
  const observe = { default: "OBSERVER" as const };
  await setUpFromPacks(play, {
    import: [{ pack: "capes-characters", names: [...Object.keys(HEROES), ...OPPONENTS] }],
    ownership: {
      ...Object.fromEntries(Object.entries(HEROES).map(([name, user]) => [name, { ...observe, [user]: "OWNER" }])),
      ...Object.fromEntries(OPPONENTS.map((name) => [name, { ...observe, ed: "OWNER" }])),
    },
    roles: { "capes.editor": ["ed"] },
  });
});
afterAll(() => uninstallPlayTable());

/** Each seat's board window: opened from Table tools, or the one that followed to the next Scene. */
const w = (userId: string) => play.seat(userId).window(Board) as PlayWindow<CapesBoardApp>;
/** Table tools, from the button the user's own Actors sidebar shows. */
const openTools = (userId: string) => play.seat(userId).openTableTools();
const boardJournal = (): TableJournal => {
  const journal = play.table.journals.at(-1) as TableJournal | undefined;
  if (!journal) throw new Error("no board journal");
  return journal;
};
const board = (): capes.CapesBoard =>
  JSON.parse(String(boardJournal().getFlag("story-engines", "capesBoard"))) as capes.CapesBoard;
const actor = (name: string) => {
  const found = play.table.actors.find((a) => a.name === name);
  if (!found) throw new Error(`no actor ${name}`);
  return found;
};
const uuid = (name: string) => actor(name).uuid;
const debt = (name: string, drive: capes.DriveSlot) =>
  (actor(name).system as { drives: Record<string, { debt: number }> }).drives[drive]?.debt;
const abilityId = (name: string, of: string) => actor(of).items.find((i) => i.name === name)?.id ?? "";
const ch = (name: string) => board().scene.characters.find((c) => c.name === name)?.id ?? "";
const comp = (name: string) => board().scene.complications.find((c) => c.name === name)?.id ?? "";
const dice = (name: string) =>
  board()
    .scene.complications.find((c) => c.name === name)
    ?.sides.map((s) => s.dice);
const ledger = (userId: string) => board().story.players.find((p) => p.userId === userId);
const warnings = (userId: string) => play.seat(userId).notices("warn");
const turnNames = () => board().scene.turn?.order.map((id) => board().scene.characters.find((c) => c.id === id)?.name);
const rolling = (faces: number[]) => {
  play.table.faces = faces;
};

describe("the bank robbery, played from the shipped characters by Ed, a player who is the Editor, and four players", () => {
  it("Ed starts the Story from Table tools, naming himself the Editor; the board is his to own; everyone opens it", async () => {
    const tools = await openTools("ed");
    // The dialog offers the Editor Table roles names (Ed) and ticks the connected players.
    play.seat("ed").answerDialog((d) => {
      expect(d.text).toContain("Editor");
      return d.press("ok", { title: "The Freedom Squad", scene: "The bank robbery", victoryTotal: "30" });
    });
    await tools.click("openTool", { tool: "capes/new-story" });
    expect(board().story).toMatchObject({ title: "The Freedom Squad", editorId: "ed", victoryTotal: 30 });
    expect(board().story.players.map((p) => p.userId)).toEqual(["ed", ...PLAYERS]);
    // Ed owns the board's journal: with no GM connected, his client writes it.
    expect(boardJournal().ownership).toMatchObject({ default: 2, ed: 3 });
    for (const user of PLAYERS) await (await openTools(user)).click("openTool", { tool: "capes/board" });
    expect(w("zips").text).toContain("The bank robbery");
    expect(w("ed").has("loadExample")).toBe(true);
    expectNoControl(w("zips"), "loadExample");
    expectNoControl(w("zips"), "addComplication");
  });

  it("Ed sets the example up from the shipped Scene, hands the characters to their players and starts: target 8", async () => {
    const ed = w("ed");
    const scene = (await (await import("../../src/games/capes/board/example-loader")).exampleList()).find((s) =>
      s.name.startsWith("The bank robbery"),
    );
    ed.setBeside("loadExample", {}, { sceneId: scene?.id ?? "" });
    await ed.click("loadExample");
    // The Page the example plays: its dice as the book shows them, and the two stakes made earlier on Hostages.
    expect(dice("Robbery")).toEqual([[1], [6]]);
    expect(dice("Hostages")).toEqual([[4], [2]]);
    expect(dice("Police")).toEqual([[6], [5]]);
    expect(dice("Getaway")).toEqual([[2], [4]]);
    expect(
      board()
        .scene.complications.find((c) => c.name === "Hostages")
        ?.stakes.map((s) => s.name),
    ).toEqual(["Captain Liberty", "The shadowy arch-villain"]);
    // Public Opinion is made from the Hostages Inspiration later on this Page: Ed takes it off the board.
    await ed.click("removeComplication", { complication: comp("Public Opinion") });
    for (const [name, user] of [
      ["Zip", "zips"],
      ["Night Maiden", "alice"],
      ["Captain Liberty", "caps"],
      ["Bank robbers", "joe"],
      ["The driver", "joe"],
    ] as const) {
      ed.setBeside("setNarrator", { character: ch(name) }, { userId: user });
      await ed.click("setNarrator", { character: ch(name) });
    }
    expectNoControl(w("caps"), "startScene");
    await ed.click("startScene");
    expect([board().scene.target, board().scene.phase]).toEqual([8, "claims"]);
    // The sheets as the book needs them: Liberty's Duty token is on Hostages; Zip's Hope, Night Maiden's Duty wait.
    expect([debt("Captain Liberty", "duty"), debt("Zip", "hope"), debt("Night Maiden", "duty")]).toEqual([0, 1, 2]);
    expect(warnings("ed")).toEqual([]);
  });

  it("claims from the Editor on: Robbery for the robbers; Zip claims Hostages, Captain Liberty takes it", async () => {
    expect(w("ed").text).toContain("Your turn to claim.");
    expect(w("zips").text).not.toContain("Your turn to claim.");
    // Joe narrates the robbers and is at the table: the Editor may not claim or pass for him, nor for Zip.
    expectNoControl(w("ed"), "claim", { character: ch("Bank robbers"), complication: comp("Robbery") });
    // Joe steps away: the Editor claims Robbery for the robbers, as the book's Editor does, and nothing for the
    // Chief (Police is under hero control).
    play.table.disconnect("joe");
    await play.table.quiet();
    await w("ed").click("claim", { character: ch("Bank robbers"), complication: comp("Robbery") });
    await w("ed").click("passClaims");
    expectNoControl(w("ed"), "claim", { character: ch("Zip"), complication: comp("Hostages") });
    expectNoControl(w("ed"), "passClaims");
    await w("zips").click("claim", { character: ch("Zip"), complication: comp("Hostages") });
    expect(w("alice").text).toContain("Your turn to claim.");
    await w("alice").click("passClaims");
    // Captain Liberty's Prominence 2 takes Hostages from Zip's 1.
    await w("caps").click("claim", { character: ch("Captain Liberty"), complication: comp("Hostages") });
    expect(w("zips").text).toContain("Your turn to claim.");
    await w("zips").click("passClaims");
    // Joe's seat, with Joe away: the Editor passes for him. Then Joe is back: a fresh page, the board opened anew.
    await w("ed").click("passClaims");
    play.table.reconnect("joe");
    await play.reload("joe", async () => {
      await (await openTools("joe")).click("openTool", { tool: "capes/board" });
    });
    expect(board().scene.phase).toBe("overdrawn");
  });

  it("the driver's Overdrawn Need rolls Robbery's red 6 down: the opponents lose Control; two passes at once both land", async () => {
    expectNoControl(w("zips"), "overdrawnRoll");
    rolling([1]);
    await w("joe").click("overdrawnRoll", { character: ch("The driver"), complication: comp("Robbery") });
    expect(dice("Robbery")).toEqual([[1], [1]]);
    expect(w("joe").text).toContain("Waiting for reactions from: Zip's player, Alice.");
    await play.atOnce([w("zips").press("passReaction"), w("alice").press("passReaction")]);
    expect([warnings("zips"), warnings("alice")]).toEqual([[], []]);
    expect(board().scene.phase).toBe("turns");
  });

  it("turn 1, the Editor's Chief first: Zip stakes Hope, rolls Getaway, reacts twice and splits; Night Maiden splits Police", async () => {
    expect(turnNames()).toEqual([
      "Chief Arturo Mannelli",
      "Zip",
      "Night Maiden",
      "Captain Liberty",
      "Bank robbers",
      "The driver",
    ]);
    // The Chief keeps his one ability, Angry, for turn 2.
    await w("ed").click("endTurn");
    const zips = w("zips");
    // No Drive is chosen for him: staking with none picked is refused with a word, nothing sent.
    zips.set({ complicationId: comp("Getaway"), count: "1" });
    await zips.click("stake");
    expect(warnings("zips")).toEqual(["STORY_ENGINES.Capes.Board.chooseDrive"]);
    zips.set({ complicationId: comp("Getaway"), drive: "hope", count: "1" });
    await zips.click("stake");
    await zips.click("selectDie", { complication: comp("Getaway"), side: 0, die: 0 });
    zips.set({ debtDrive: "duty" });
    rolling([1]);
    await zips.click("roll", { ability: abilityId("Super-speed", "Zip") });
    await zips.click("decide", { keep: "true" });
    // The 1 stands: Alice is offered Night Maiden's Glare, Zip his own Tropes; the action waits for both.
    expect(w("alice").has("react", { ability: abilityId("Glare venomously", "Night Maiden") })).toBe(true);
    expectNoControl(zips, "endTurn");
    // Alice at the table decides for herself: the Editor has no Pass for her. She steps away: he passes for her.
    expectNoControl(w("ed"), "passReaction", { user: "alice" });
    play.table.disconnect("alice");
    await play.table.quiet();
    await w("ed").click("passReaction", { user: "alice" });
    expect(board().scene.reactions?.awaiting).toEqual(["zips"]);
    expectNoControl(w("ed"), "passReaction", { user: "zips" });
    // Alice is back: a fresh page, the board opened anew.
    play.table.reconnect("alice");
    await play.reload("alice", async () => {
      await (await openTools("alice")).click("openTool", { tool: "capes/board" });
    });
    // Zip reacts at once: Mundane Tasks done Super-fast, its Hope token staked on Getaway; a 3, kept.
    zips.set({ debtDrive: "hope", stakeDebt: true });
    rolling([3]);
    await zips.click("react", { ability: abilityId("Mundane Tasks done Super-fast", "Zip") });
    await zips.click("decide", { keep: "true" });
    // A new result: Glare (2) cannot touch a 3, so Alice is no longer asked; Zip still may.
    expectNoControl(w("alice"), "passReaction");
    rolling([5]);
    await zips.click("react", { ability: abilityId("Desperate Effort", "Zip") });
    await zips.click("decide", { keep: "true" });
    expect(dice("Getaway")).toEqual([[5], [4]]);
    // The split: the blue 5 becomes a 3 and a 2 on the two staked Hope tokens.
    zips.set({ parts: "2", newSide: "0" });
    await zips.click("split");
    expect(dice("Getaway")).toEqual([[3, 2], [4]]);
    await zips.click("endTurn");
    expect([debt("Zip", "hope"), debt("Zip", "duty")]).toEqual([0, 1]);

    const alice = w("alice");
    await alice.click("selectDie", { complication: comp("Police"), side: 0, die: 0 });
    alice.set({ parts: "3", newSide: "2", stakeCount: "2", drive: "duty" });
    await alice.click("split");
    // Captain Liberty's 2, the red 5, Night Maiden's own two 2s: the opponents regain Control.
    expect(dice("Police")).toEqual([[2], [5], [2, 2]]);
    await alice.click("endTurn");
    await w("caps").click("endTurn");
    await w("joe").click("endTurn");
    await w("joe").click("endTurn");
    expect(board().scene.turn?.number).toBe(2);
  });

  it("turn 2, led one seat on: the Captain's Team-builder, then the Chief's Angry on his die; Glare taken and turned back", async () => {
    expect(turnNames()).toEqual(["Captain Liberty", "Chief Arturo Mannelli"]);
    expectNoControl(w("ed"), "roll");
    const caps = w("caps");
    await caps.click("selectDie", { complication: comp("Police"), side: 0, die: 0 });
    rolling([3]);
    await caps.click("roll", { ability: abilityId("Team-builder", "Captain Liberty") });
    await caps.click("decide", { keep: "true" });
    await caps.click("endTurn");
    const ed = w("ed");
    await ed.click("selectDie", { complication: comp("Police"), side: 0, die: 0 });
    rolling([2]);
    await ed.click("roll", { ability: abilityId("Angry", "Chief Arturo Mannelli") });
    await ed.click("decide", { keep: "true" });
    // Night Maiden's player immediately uses Glare venomously on the 2: a 5, not accepted.
    expectNoControl(w("zips"), "react");
    rolling([5]);
    await w("alice").click("react", { ability: abilityId("Glare venomously", "Night Maiden") });
    await w("alice").click("decide", { keep: "false" });
    expect(dice("Police")).toEqual([[2], [5], [2, 2]]);
    await ed.click("endTurn");
    expect(board().scene.phase).toBe("resolve");
  });

  it("resolves Hostages for Captain Liberty (H 2vp +2): his Duty token to Joe, the arch-villain's Despair doubled back", async () => {
    expectNoControl(w("zips"), "resolveNext");
    await w("caps").click("resolveNext");
    const hostages = ledger("caps")?.inspirations[0];
    expect(hostages).toMatchObject({ name: "Hostages", faction: "heroes", vp: 2, bonus: 2 });
    // The Editor takes two tokens onto the arch-villain's Despair; Liberty gives his one to Joe.
    expect(debt("The shadowy arch-villain", "justice")).toBe(2);
    const gift = board().scene.resolution?.gifts[0];
    expect(gift).toMatchObject({ userId: "caps", count: 1 });
    expectNoControl(w("joe"), "give");
    w("caps").set({ toUserId: "joe" });
    await w("caps").click("give", { gift: gift?.id ?? "" });
    expect(ledger("joe")?.tokens).toBe(2);
    // He puts the Inspiration back as Public Opinion: red 1, blue 2.
    w("caps").set({ name: "Public Opinion", inspirationId: hostages?.id ?? "" });
    await w("caps").click("replace");
    expect(dice("Public Opinion")).toEqual([[2], [1]]);
    // The robbers' Robbery is not theirs any more (a tie): it returns to the centre.
    await w("joe").click("resolveNext");
    expect([board().scene.page, board().scene.vp.heroes, board().scene.phase]).toEqual([2, 2, "claims"]);
  });

  /** Everyone lets the turns go by: every action of both turns ended by its player (or the Editor). */
  async function endEveryAction(): Promise<void> {
    for (const user of ["ed", "zips", "alice", "caps", "joe", "joe"]) await w(user).click("endTurn");
    // Turn 2 is led from the seat after the Editor's: the Captain, then the Chief.
    expect(turnNames()).toEqual(["Captain Liberty", "Chief Arturo Mannelli"]);
    await w("caps").click("endTurn");
    await w("ed").click("endTurn");
  }

  /** The driver's Need is still Overdrawn each Page: Police's red 5 is rolled, and a 6 is no lower. */
  async function driverRolls(): Promise<void> {
    rolling([6]);
    await w("joe").click("overdrawnRoll", { character: ch("The driver"), complication: comp("Police") });
    expect(dice("Police")).toEqual([[2], [5], [2, 2]]);
  }

  /** Zip's Super-speed on a Complication's blue 1, its Debt on Hope, the new face kept. */
  async function zipRaises(complication: string, face: number): Promise<void> {
    const zips = w("zips");
    await zips.click("selectDie", { complication: comp(complication), side: 0, die: 0 });
    zips.set({ debtDrive: "hope" });
    rolling([face]);
    await zips.click("roll", { ability: abilityId("Super-speed", "Zip") });
    await zips.click("decide", { keep: "true" });
  }

  it("Pages 2 to 4, which the text skips, played with the shipped sheets: Zip resolves Getaway, then Robbery and Clobbering", async () => {
    // Page 2: Zip claims Getaway; Public Opinion waits for the Scene's end; the Chief leaves Police alone.
    await w("ed").click("passClaims");
    await w("zips").click("claim", { character: ch("Zip"), complication: comp("Getaway") });
    for (const user of ["alice", "caps", "joe"]) await w(user).click("passClaims");
    await driverRolls();
    await w("ed").click("endTurn");
    await zipRaises("Robbery", 4);
    for (const user of ["zips", "alice", "caps", "joe", "joe"]) await w(user).click("endTurn");
    await w("caps").click("endTurn");
    await w("ed").click("endTurn");
    await w("zips").click("resolveNext");
    const getaway = ledger("zips")?.inspirations.find((i) => i.name === "Getaway");
    expect(getaway).toMatchObject({ faction: "heroes", vp: 4, bonus: -1 });
    // His two Hope tokens were on the winning side: he gives them to Alice, whose Night Maiden made it matter.
    w("zips").set({ toUserId: "alice" });
    await w("zips").click("give", { gift: board().scene.resolution?.gifts[0]?.id ?? "" });
    w("zips").set({ name: "Pursuit" });
    await w("zips").click("replace");
    expect([board().scene.page, board().scene.vp.heroes]).toEqual([3, 6]);

    // Page 3: Zip claims Robbery, which his 4 holds; his Super-speed raises Clobbering's blue die.
    await w("ed").click("passClaims");
    await w("zips").click("claim", { character: ch("Zip"), complication: comp("Robbery") });
    for (const user of ["alice", "caps", "joe"]) await w(user).click("passClaims");
    await driverRolls();
    await w("ed").click("endTurn");
    await zipRaises("Clobbering", 5);
    for (const user of ["zips", "alice", "caps", "joe", "joe"]) await w(user).click("endTurn");
    await w("caps").click("endTurn");
    await w("ed").click("endTurn");
    await w("zips").click("resolveNext");
    w("zips").set({ name: "Loot" });
    await w("zips").click("replace");
    expect([board().scene.page, board().scene.vp.heroes]).toEqual([4, 7]);

    // Page 4: Zip resolves Clobbering; the heroes reach the target of 8 and there is no Page 5.
    await w("ed").click("passClaims");
    await w("zips").click("claim", { character: ch("Zip"), complication: comp("Clobbering") });
    for (const user of ["alice", "caps", "joe"]) await w(user).click("passClaims");
    await driverRolls();
    await endEveryAction();
    await w("zips").click("resolveNext");
    if (board().scene.resolution?.replacement) {
      w("zips").set({ name: "Aftermath" });
      await w("zips").click("replace");
    }
    expect([board().scene.vp.heroes, board().scene.phase]).toEqual([8, "end"]);
    expect([debt("Zip", "hope"), debt("Zip", "duty")]).toEqual([2, 1]);
  });

  it("the Scene's end: Public Opinion, unstaked, resolves for Captain Liberty; Police, staked, gives Night Maiden her Duty back", async () => {
    expectNoControl(w("zips"), "endClaim", { character: ch("Captain Liberty") });
    await w("caps").click("endClaim", { character: ch("Captain Liberty"), complication: comp("Public Opinion") });
    expect(ledger("caps")?.inspirations.map((i) => i.name)).toEqual(["Public Opinion"]);
    expect(board().scene.vp.heroes).toBe(9);
    expectNoControl(w("alice"), "closeScene");
    await w("ed").click("closeScene");
    expect(debt("Night Maiden", "duty")).toBe(2);
    expect(board().log.find((e) => e.kind === "discarded" && e.data.complication === "Police")?.prompt).toBe(
      "unresolved",
    );
    expect(board().story.vp.heroes).toBe(9);
    expectNoControl(w("zips"), "nextScene");
  });

  it("with no GM connected, Ed starts Scene 2 on his own client: every seat's board follows; he lists its Complications", async () => {
    play.table.disconnect("gm");
    const before = play.table.journals.length;
    w("ed").setBeside("nextScene", {}, { name: "The warehouse" });
    await w("ed").click("nextScene");
    expect(play.table.journals.length).toBe(before + 1);
    // Ed's client created it (a Trusted Player may create journals), owned by him: he is still its writer.
    expect(boardJournal().ownership).toMatchObject({ default: 2, ed: 3 });
    for (const user of ["ed", ...PLAYERS]) expect(w(user).text).toContain("Scene 2: The warehouse");
    // A Complication left unnamed is not sent: Ed is told to name it, and the board is unchanged.
    const unchanged = board();
    w("ed").setBeside("addComplication", {}, { name: "  " });
    await w("ed").click("addComplication");
    expect(warnings("ed")).toEqual(["STORY_ENGINES.Capes.Board.nameComplicationFirst"]);
    expect(board()).toEqual(unchanged);
    for (const name of ["Stealth", "Clobbering"]) {
      w("ed").setBeside("addComplication", {}, { name });
      await w("ed").click("addComplication");
    }
    expect(board().scene.complications.map((c) => c.name)).toEqual(["Stealth", "Clobbering"]);
    expect(warnings("ed")).toHaveLength(1);
  });

  it("Scene 2's set-up, still with no GM: Villainous HQ from Zip's Inspiration, Joe's three tokens on Silverstar, Polly on the villains' side, Black Jack for Alice", async () => {
    // Every player's click goes to the board's writer, Ed's client (he owns the board).
    const told = PLAYERS.map((u) => warnings(u).length);
    const zips = w("zips");
    const getaway = ledger("zips")?.inspirations.find((i) => i.name === "Getaway");
    zips.setBeside("addComplication", {}, { inspirationId: getaway?.id ?? "", name: "Villainous HQ" });
    await zips.click("addComplication");
    expect(dice("Villainous HQ")).toEqual([[1], [1]]);
    // Joe sat out the last Scene: the token he kept, Liberty's gift and this Scene's.
    expect(ledger("joe")?.tokens).toBe(3);
    for (const [user, name, faction, tokens] of [
      ["zips", "Zip", "heroes", "1"],
      ["caps", "Polly Trueheart", "opponents", "1"],
      ["joe", "Silverstar", "heroes", "3"],
    ] as const) {
      w(user).setBeside("spendProminence", {}, { actorUuid: uuid(name), faction, tokens });
      await w(user).click("spendProminence");
    }
    for (const [name, prominence, narrator] of [
      ["Minions", "1", "ed"],
      ["Black Jack", "2", "alice"],
    ] as const) {
      w("ed").setBeside("addCharacter", {}, { actorUuid: uuid(name), faction: "opponents", prominence, narrator });
      await w("ed").click("addCharacter");
    }
    const cast = board().scene.characters.map((c) => [c.name, c.faction, c.prominence, c.narrator]);
    expect(cast).toEqual([
      ["Zip", "heroes", 1, "zips"],
      ["Polly Trueheart", "opponents", 1, "caps"],
      ["Silverstar", "heroes", 3, "joe"],
      ["Minions", "opponents", 1, "ed"],
      ["Black Jack", "opponents", 2, "alice"],
    ]);
    await w("ed").click("startScene");
    // Every Complication is tied: nobody can claim, and the first Page goes straight to its turns.
    expect([board().scene.target, board().scene.page, board().scene.phase]).toEqual([8, 1, "turns"]);
    expect(PLAYERS.map((u) => warnings(u).length)).toEqual(told);
  });

  it("no GM, a sheet Ed does not own: Zip's stake is written on the board by Ed's client and on Zip's sheet by his own", async () => {
    expect(turnNames()?.slice(0, 2)).toEqual(["Minions", "Zip"]);
    const told = warnings("zips").length;
    await w("ed").click("endTurn");
    expect(debt("Zip", "hope")).toBe(2);
    w("zips").set({ complicationId: comp("Villainous HQ"), drive: "hope", count: "1" });
    await w("zips").click("stake");
    expect(board().scene.complications.find((c) => c.name === "Villainous HQ")?.stakes).toMatchObject([
      { name: "Zip", drive: "hope", count: 1, userId: "zips" },
    ]);
    expect(debt("Zip", "hope")).toBe(1);
    expect(warnings("zips")).toHaveLength(told);
    expect(play.seat("ed").notices("error")).toEqual([]);
  });
});

describe("a new Story started with no GM connected", () => {
  it("is the board everyone else opens from Table tools (no world setting, which only a GM may write)", async () => {
    // Still no GM (the Scene before left him away): Ed starts a second Story on his own client.
    expect(play.table.users.get("gm")?.active).toBe(false);
    play
      .seat("ed")
      .answerDialog((d) => d.press("ok", { title: "The Night Shift", scene: "The docks", victoryTotal: "20" }));
    await (await openTools("ed")).click("openTool", { tool: "capes/new-story" });
    await (await openTools("alice")).click("openTool", { tool: "capes/board" });
    expect(w("alice").text).toContain("The docks");
    expect(w("alice").text).not.toContain("The warehouse");
  });
});

describe("the example set up over a sheet changed since it was imported", () => {
  it("Ed is told on his own client which stake no longer fits, and nothing is sent to the GM", async () => {
    // The GM is back: the board's writer is his client again.
    play.table.reconnect("gm");
    await play.table.quiet();
    // Liberty's player lowers Captain Liberty's Duty to 0 on his own sheet: the example's earlier stake on
    // Hostages (one Duty token) no longer fits it.
    const sheet = await play.seat("caps").openFromDirectory(actor("Captain Liberty"));
    await sheet.fill({ "system.drives.duty.value": 0 });
    const unchanged = board();
    const scene = (await (await import("../../src/games/capes/board/example-loader")).exampleList()).find((s) =>
      s.name.startsWith("The bank robbery"),
    );
    const sent = play.table.socketMessages.length;
    w("ed").setBeside("loadExample", {}, { sceneId: scene?.id ?? "" });
    await w("ed").click("loadExample");
    expect(warnings("ed").at(-1)).toBe("STORY_ENGINES.Capes.Problem.stake-over-value");
    expect(board()).toEqual(unchanged);
    expect(play.table.socketMessages.length).toBe(sent);
  });
});
