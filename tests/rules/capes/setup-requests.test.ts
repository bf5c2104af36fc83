/**
 * The set-up requests before a Scene's first Page (Capes Lite, "Starting a
 * Story", "Things get Complicated", "Beginning the next Scene"): renaming,
 * the Story's victory total, seating, joining players, Complications listed
 * by the Editor or brought from an Inspiration, Prominence bought or given,
 * the first Scene's two-token hero, and starting the Scene once the sides are
 * balanced. Each refusal is met at its boundary, with its code and data.
 */
import { describe, expect, it } from "vitest";
import type { Inspiration, LogEntry } from "../../../src/rules/capes";
import { ALICE, CAPS, EDITOR, JOE, Table, ZIPS } from "./fixtures";

/** The log entries the last request added, as kind and data. */
function logged(t: Table, before: number): Pick<LogEntry, "kind" | "data">[] {
  return t.board.log.slice(before).map(({ kind, data }) => ({ kind, data }));
}

/** A Table whose player holds the given Inspirations (won in an earlier Scene). */
function holding(userId: string, ...inspirations: Inspiration[]): Table {
  const t = new Table();
  t.player(userId).inspirations.push(...inspirations);
  return t;
}

const BANK: Inspiration = { id: "i1", name: "Robbery", faction: "heroes", vp: 3, bonus: 3 };
const COPS: Inspiration = { id: "i2", name: "Police", faction: "opponents", vp: 2, bonus: 4 };

describe("renaming and the Story's victory total (Editor only)", () => {
  it("renames the Story and the Scene, trimmed, each only when given", () => {
    const t = new Table();
    t.do(EDITOR, { type: "rename", title: "  The Freedom Squad returns " });
    expect([t.board.story.title, t.board.scene.name]).toEqual(["The Freedom Squad returns", "The bank robbery"]);
    t.do(EDITOR, { type: "rename", scene: " Villainous HQ  " });
    expect([t.board.story.title, t.board.scene.name]).toEqual(["The Freedom Squad returns", "Villainous HQ"]);
    const refused = t.refused(JOE, { type: "rename", title: "Mine" }, "editor-only");
    expect(refused.problems[0]?.data).toEqual({ what: "rename the Story or the Scene" });
  });

  it("sets the victory total and logs it", () => {
    const t = new Table();
    const before = t.board.log.length;
    t.do(EDITOR, { type: "setVictoryTotal", value: 40 });
    expect(t.board.story.victoryTotal).toBe(40);
    expect(logged(t, before)).toEqual([{ kind: "victoryTotal", data: { value: 40 } }]);
    const refused = t.refused(ALICE, { type: "setVictoryTotal", value: 12 }, "editor-only");
    expect(refused.problems[0]?.data).toEqual({ what: "set the Story's victory total" });
  });
});

describe("seating the table (clockwise from the Editor)", () => {
  it("reorders the players when every one is listed once, the Editor first", () => {
    const t = new Table();
    const before = t.board.log.length;
    t.do(EDITOR, { type: "seat", userIds: ["editor", "joe", "caps", "alice", "zips"] });
    expect(t.board.story.players.map((p) => p.userId)).toEqual(["editor", "joe", "caps", "alice", "zips"]);
    // The ledgers move with their seats.
    expect(t.player("joe")).toEqual({ userId: "joe", name: "Joe", tokens: 1, inspirations: [] });
    expect(logged(t, before)).toEqual([
      { kind: "seated", data: { players: "Editor, Joe, Liberty's player, Alice, Zip's player" } },
    ]);
  });

  it("refuses a seating that misses, repeats or invents a player", () => {
    const t = new Table();
    t.refused(EDITOR, { type: "seat", userIds: ["editor", "zips", "alice", "caps"] }, "bad-seating");
    t.refused(EDITOR, { type: "seat", userIds: ["editor", "zips", "alice", "caps", "joe", "joe"] }, "bad-seating");
    t.refused(EDITOR, { type: "seat", userIds: ["editor", "zips", "alice", "caps", "caps"] }, "bad-seating");
    t.refused(EDITOR, { type: "seat", userIds: ["editor", "zips", "alice", "caps", "bob"] }, "bad-seating");
  });

  it("puts the Editor first, lets only the Editor seat, and only in set-up", () => {
    const t = new Table();
    t.refused(EDITOR, { type: "seat", userIds: ["zips", "editor", "alice", "caps", "joe"] }, "editor-first");
    const seating = { type: "seat" as const, userIds: ["editor", "zips", "alice", "caps", "joe"] };
    expect(t.refused(ZIPS, seating, "editor-only").problems[0]?.data).toEqual({ what: "seat the table" });
    playable(t);
    t.do(EDITOR, { type: "startScene" });
    // Nothing to claim at 1/1 and nobody Overdrawn: the Scene is already in its action turns.
    expect(t.refused(EDITOR, seating, "wrong-phase").problems[0]?.data).toEqual({ phase: "turns" });
  });
});

/** Balance the sides for a start: Zip (1) against the robbers (1), and one Complication. */
function playable(t: Table): void {
  t.do(EDITOR, { type: "addComplication", name: "Robbery" });
  t.do(ZIPS, { type: "spendProminence", actorUuid: "Actor.zip", faction: "heroes", tokens: 1 });
  t.do(EDITOR, {
    type: "addCharacter",
    actorUuid: "Actor.robbers",
    faction: "opponents",
    prominence: 1,
    narrator: "joe",
  });
}

describe("a player joining", () => {
  it("takes a seat at the end with this Scene's Story Token", () => {
    const t = new Table();
    const before = t.board.log.length;
    t.do(EDITOR, { type: "addPlayer", userId: "bea", name: "  Bea " });
    expect(t.board.story.players.map((p) => p.userId)).toEqual(["editor", "zips", "alice", "caps", "joe", "bea"]);
    expect(t.player("bea")).toEqual({ userId: "bea", name: "Bea", tokens: 1, inspirations: [] });
    expect(logged(t, before)).toEqual([{ kind: "playerJoined", data: { name: "Bea" } }]);
  });

  it("refuses a second seat, a player seating someone, and a join after the start", () => {
    const t = new Table();
    const again = t.refused(EDITOR, { type: "addPlayer", userId: "alice", name: "Alice" }, "already-seated");
    expect(again.problems[0]?.data).toEqual({ name: "Alice" });
    const player = t.refused(ALICE, { type: "addPlayer", userId: "bea", name: "Bea" }, "editor-only");
    expect(player.problems[0]?.data).toEqual({ what: "seat a player" });
    playable(t);
    t.do(EDITOR, { type: "startScene" });
    t.refused(EDITOR, { type: "addPlayer", userId: "bea", name: "Bea" }, "wrong-phase");
  });
});

describe("Complications (Things get Complicated)", () => {
  it("starts a new Complication at 1 against 1, named as given but trimmed", () => {
    const t = new Table();
    const before = t.board.log.length;
    t.do(EDITOR, { type: "addComplication", name: "  Public Opinion " });
    const c = t.complication("Public Opinion");
    expect(c.sides).toEqual([
      { faction: "heroes", owner: null, dice: [1] },
      { faction: "opponents", owner: null, dice: [1] },
    ]);
    expect([c.stakes, c.claim, c.from]).toEqual([[], null, null]);
    expect(logged(t, before)).toEqual([{ kind: "complicationAdded", data: { name: "Public Opinion" } }]);
    const player = t.refused(ALICE, { type: "addComplication", name: "Mine" }, "editor-only");
    expect(player.problems[0]?.data).toEqual({
      what: "list new Complications (players bring theirs from Inspirations)",
    });
  });

  it("brings back a heroes' Inspiration: the heroes start at its Bonus, the opponents at 1", () => {
    const t = holding("zips", BANK, COPS);
    const before = t.board.log.length;
    t.do(ZIPS, { type: "addComplication", name: " Bank job ", inspirationId: "i1" });
    const c = t.complication("Bank job");
    expect(t.dice("Bank job")).toEqual([[3], [1]]);
    expect(c.from).toEqual({ ...BANK, userId: "zips" });
    // The used Inspiration leaves the hand; the other stays.
    expect(t.player("zips").inspirations).toEqual([COPS]);
    expect(logged(t, before)).toEqual([
      { kind: "complicationFromInspiration", data: { name: "Bank job", inspiration: "Robbery" } },
    ]);
  });

  it("brings back an opponents' Inspiration at its Bonus on the opponents' side", () => {
    const t = holding("alice", BANK, COPS);
    t.do(ALICE, { type: "addComplication", name: "Crooked cops", inspirationId: "i2" });
    expect(t.dice("Crooked cops")).toEqual([[1], [4]]);
    expect(t.player("alice").inspirations).toEqual([BANK]);
  });

  it("starts both at 1 when the Inspiration's Bonus is 1", () => {
    const t = holding("caps", { id: "i3", name: "Hostages", faction: "heroes", vp: 1, bonus: 1 });
    t.do(CAPS, { type: "addComplication", name: "Hostages again", inspirationId: "i3" });
    expect(t.dice("Hostages again")).toEqual([[1], [1]]);
  });

  it("refuses an Inspiration not in the requester's hand", () => {
    const t = holding("zips", BANK);
    const other = t.refused(
      ALICE,
      { type: "addComplication", name: "Stolen", inspirationId: "i1" },
      "unknown-inspiration",
    );
    expect(other.problems[0]?.data).toEqual({ id: "i1" });
    t.refused(ZIPS, { type: "addComplication", name: "Nothing", inspirationId: "i9" }, "unknown-inspiration");
  });

  it("removes one Complication and hands its Inspiration back", () => {
    const t = holding("zips", BANK);
    t.do(EDITOR, { type: "addComplication", name: "Police" });
    t.do(ZIPS, { type: "addComplication", name: "Bank job", inspirationId: "i1" });
    t.do(EDITOR, { type: "addComplication", name: "Getaway" });
    const before = t.board.log.length;
    t.do(EDITOR, { type: "removeComplication", complicationId: t.complication("Bank job").id });
    expect(t.board.scene.complications.map((c) => c.name)).toEqual(["Police", "Getaway"]);
    expect(t.player("zips").inspirations).toEqual([BANK]);
    expect(logged(t, before)).toEqual([{ kind: "complicationRemoved", data: { name: "Bank job" } }]);
    t.do(EDITOR, { type: "removeComplication", complicationId: t.complication("Police").id });
    expect(t.board.scene.complications.map((c) => c.name)).toEqual(["Getaway"]);
    expect(t.player("zips").inspirations).toEqual([BANK]);
  });

  it("refuses a removal by a player, of an unknown Complication, or after the start", () => {
    const t = new Table();
    playable(t);
    const id = t.complication("Robbery").id;
    const player = t.refused(JOE, { type: "removeComplication", complicationId: id }, "editor-only");
    expect(player.problems[0]?.data).toEqual({ what: "remove a Complication" });
    const unknown = t.refused(EDITOR, { type: "removeComplication", complicationId: "c99" }, "unknown-complication");
    expect(unknown.problems[0]?.data).toEqual({ id: "c99" });
    t.do(EDITOR, { type: "startScene" });
    t.refused(EDITOR, { type: "removeComplication", complicationId: id }, "wrong-phase");
  });
});
