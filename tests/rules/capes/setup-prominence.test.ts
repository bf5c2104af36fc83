/**
 * Who is present in a Scene and how strongly (Capes Lite, "Starting a Story",
 * "Beginning the next Scene"): Story Tokens spent on Prominence, characters
 * the Editor adds to balance the sides, the first Scene's two-token hero,
 * characters removed (their cost given back), narrators, and the start of the
 * Scene with its Victory Target. Each refusal is met at its boundary.
 */
import { describe, expect, it } from "vitest";
import type { LogEntry } from "../../../src/rules/capes";
import { ALICE, CAPS, EDITOR, away, JOE, Table, ZIPS } from "./fixtures";

function logged(t: Table, before: number): Pick<LogEntry, "kind" | "data">[] {
  return t.board.log.slice(before).map(({ kind, data }) => ({ kind, data }));
}

describe("spending Story Tokens on Prominence", () => {
  it("puts the hero in the Scene, narrated and paid by the spender", () => {
    const t = new Table();
    const before = t.board.log.length;
    t.do(ZIPS, { type: "spendProminence", actorUuid: "Actor.zip", faction: "heroes", tokens: 1 });
    const zip = t.character("Zip");
    expect(zip).toMatchObject({ actorUuid: "Actor.zip", faction: "heroes", prominence: 1, narrator: "zips" });
    expect(zip.paidBy).toEqual([{ userId: "zips", tokens: 1 }]);
    expect(t.player("zips").tokens).toBe(0);
    expect(logged(t, before)).toEqual([
      { kind: "prominenceBought", data: { player: "Zip's player", name: "Zip", tokens: 1, faction: "heroes" } },
    ]);
  });

  it("refuses one token more than the player holds, with the tokens held", () => {
    const t = new Table();
    const two = t.refused(
      JOE,
      { type: "spendProminence", actorUuid: "Actor.silverstar", faction: "heroes", tokens: 2 },
      "not-enough-tokens",
    );
    expect(two.problems[0]?.data).toEqual({ name: "Joe", tokens: 1 });
    t.do(JOE, { type: "spendProminence", actorUuid: "Actor.silverstar", faction: "heroes", tokens: 1 });
    const more = t.refused(
      JOE,
      { type: "spendProminence", actorUuid: "Actor.silverstar", faction: "heroes", tokens: 1 },
      "not-enough-tokens",
    );
    expect(more.problems[0]?.data).toEqual({ name: "Joe", tokens: 0 });
  });

  it("adds a second purchase to the same character, each payer remembered", () => {
    const t = new Table();
    t.do(ALICE, { type: "spendProminence", actorUuid: "Actor.night", faction: "heroes", tokens: 1 });
    // Alice holds one more token (as a gift would give her); the Editor spends it for her on the same hero.
    t.player("alice").tokens = 1;
    const spend = {
      type: "spendProminence",
      actorUuid: "Actor.night",
      faction: "heroes",
      tokens: 1,
      userId: "alice",
    } as const;
    t.refused(EDITOR, spend, "player-present");
    t.do(away("alice"), spend);
    expect(t.board.scene.characters).toHaveLength(1);
    expect(t.character("Night Maiden").prominence).toBe(2);
    expect(t.character("Night Maiden").paidBy).toEqual([
      { userId: "alice", tokens: 1 },
      { userId: "alice", tokens: 1 },
    ]);
  });

  it("lets only the Editor spend another player's tokens", () => {
    const t = new Table();
    const refused = t.refused(
      ZIPS,
      { type: "spendProminence", actorUuid: "Actor.night", faction: "heroes", tokens: 1, userId: "alice" },
      "editor-only",
    );
    expect(refused.problems[0]?.data).toEqual({ what: "spend another player's Story Tokens" });
  });

  it("keeps a character on one side and with one narrator per Scene", () => {
    const t = new Table();
    t.do(ALICE, { type: "spendProminence", actorUuid: "Actor.night", faction: "heroes", tokens: 1 });
    const side = t.refused(
      EDITOR,
      { type: "addCharacter", actorUuid: "Actor.night", faction: "opponents", prominence: 1, narrator: "alice" },
      "other-side",
    );
    expect(side.problems[0]?.data).toEqual({ name: "Night Maiden" });
    const narrator = t.refused(
      EDITOR,
      { type: "addCharacter", actorUuid: "Actor.night", faction: "heroes", prominence: 1, narrator: "joe" },
      "narrated-elsewhere",
    );
    expect(narrator.problems[0]?.data).toEqual({ name: "Night Maiden" });
    // Same side, same narrator: the Editor's free Prominence adds up, unpaid.
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.night",
      faction: "heroes",
      prominence: 2,
      narrator: "alice",
    });
    expect(t.character("Night Maiden").prominence).toBe(3);
    expect(t.character("Night Maiden").paidBy).toEqual([{ userId: "alice", tokens: 1 }]);
  });
});

describe("characters the Editor adds", () => {
  it("adds them free, unpaid, and logs the Prominence given", () => {
    const t = new Table();
    const before = t.board.log.length;
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.chief",
      faction: "opponents",
      prominence: 2,
      narrator: "editor",
    });
    expect(t.character("Chief Arturo Mannelli")).toMatchObject({ prominence: 2, narrator: "editor", paidBy: [] });
    expect(logged(t, before)).toEqual([
      { kind: "characterAdded", data: { name: "Chief Arturo Mannelli", prominence: 2, faction: "opponents" } },
    ]);
  });

  it("refuses a narrator with no seat and an actor with no sheet", () => {
    const t = new Table();
    const stranger = t.refused(
      EDITOR,
      { type: "addCharacter", actorUuid: "Actor.chief", faction: "opponents", prominence: 2, narrator: "bob" },
      "unknown-player",
    );
    expect(stranger.problems[0]?.data).toEqual({ userId: "bob" });
    t.refused(
      EDITOR,
      { type: "addCharacter", actorUuid: "Actor.nobody", faction: "opponents", prominence: 1, narrator: "editor" },
      "unknown-sheet",
    );
  });
});

describe("the first Scene's two-token hero", () => {
  it("gives the player's hero Prominence 2 for the player's one token", () => {
    const t = new Table();
    const before = t.board.log.length;
    t.do(EDITOR, { type: "doubleToken", actorUuid: "Actor.liberty", userId: "caps" });
    expect(t.character("Captain Liberty")).toMatchObject({ faction: "heroes", prominence: 2, narrator: "caps" });
    expect(t.character("Captain Liberty").paidBy).toEqual([{ userId: "caps", tokens: 2 }]);
    expect(t.player("caps").tokens).toBe(0);
    expect(t.board.scene.doubled).toBe("caps");
    expect(logged(t, before)).toEqual([
      { kind: "doubleToken", data: { player: "Liberty's player", name: "Captain Liberty" } },
    ]);
  });

  it("adds the extra token to the hero a player already spent theirs on: two tokens on that hero", () => {
    const t = new Table();
    t.do(CAPS, { type: "spendProminence", actorUuid: "Actor.liberty", faction: "heroes", tokens: 1 });
    t.do(EDITOR, { type: "doubleToken", actorUuid: "Actor.liberty", userId: "caps" });
    expect(t.character("Captain Liberty").prominence).toBe(2);
    expect([t.player("caps").tokens, t.board.scene.doubled]).toEqual([0, "caps"]);
    // Removed, the hero gives back the one token the player paid; the Editor may choose again.
    t.do(EDITOR, { type: "removeCharacter", characterId: t.character("Captain Liberty").id });
    expect([t.player("caps").tokens, t.board.scene.doubled]).toEqual([1, null]);
  });

  it("refuses the Editor, a token spent on another character, and a player's own request", () => {
    const t = new Table();
    t.refused(EDITOR, { type: "doubleToken", actorUuid: "Actor.chief", userId: "editor" }, "not-for-editor");
    t.do(ZIPS, { type: "spendProminence", actorUuid: "Actor.polly", faction: "heroes", tokens: 1 });
    const spent = t.refused(EDITOR, { type: "doubleToken", actorUuid: "Actor.zip", userId: "zips" }, "spent-elsewhere");
    expect(spent.problems[0]?.data).toEqual({ name: "Zip's player" });
    const player = t.refused(CAPS, { type: "doubleToken", actorUuid: "Actor.liberty", userId: "caps" }, "editor-only");
    expect(player.problems[0]?.data).toEqual({ what: "choose the hero who gets two tokens" });
  });

  it("is for the first Scene only", () => {
    const t = new Table();
    t.board.story.sceneNumber = 2;
    t.refused(EDITOR, { type: "doubleToken", actorUuid: "Actor.liberty", userId: "caps" }, "first-scene-only");
  });
});

describe("removing a character (set-up only)", () => {
  it("gives back the two-token hero's one token and frees the choice", () => {
    const t = new Table();
    t.do(ZIPS, { type: "spendProminence", actorUuid: "Actor.zip", faction: "heroes", tokens: 1 });
    t.do(EDITOR, { type: "doubleToken", actorUuid: "Actor.liberty", userId: "caps" });
    const before = t.board.log.length;
    t.do(EDITOR, { type: "removeCharacter", characterId: t.character("Captain Liberty").id });
    expect(t.board.scene.characters.map((c) => c.name)).toEqual(["Zip"]);
    expect(t.player("caps").tokens).toBe(1);
    expect(t.board.scene.doubled).toBeNull();
    expect(logged(t, before)).toEqual([{ kind: "characterRemoved", data: { name: "Captain Liberty" } }]);
    // Another hero may now get the two tokens.
    t.do(EDITOR, { type: "doubleToken", actorUuid: "Actor.night", userId: "alice" });
    expect(t.board.scene.doubled).toBe("alice");
  });

  it("gives back every token paid, keeping the two-token choice when another hero is removed", () => {
    const t = new Table();
    t.do(EDITOR, { type: "doubleToken", actorUuid: "Actor.liberty", userId: "caps" });
    t.do(ALICE, { type: "spendProminence", actorUuid: "Actor.night", faction: "heroes", tokens: 1 });
    t.player("alice").tokens = 2; // tokens gifted in play, spent at once
    t.do(ALICE, { type: "spendProminence", actorUuid: "Actor.night", faction: "heroes", tokens: 2 });
    t.do(EDITOR, { type: "removeCharacter", characterId: t.character("Night Maiden").id });
    expect(t.player("alice").tokens).toBe(3);
    expect(t.board.scene.doubled).toBe("caps");
    expect(t.board.scene.characters.map((c) => c.name)).toEqual(["Captain Liberty"]);
  });

  it("refuses a player, an unknown character, and a removal after the start", () => {
    const t = new Table();
    t.do(EDITOR, { type: "addComplication", name: "Robbery" });
    t.do(ZIPS, { type: "spendProminence", actorUuid: "Actor.zip", faction: "heroes", tokens: 1 });
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.robbers",
      faction: "opponents",
      prominence: 1,
      narrator: "joe",
    });
    const id = t.character("Zip").id;
    const player = t.refused(ZIPS, { type: "removeCharacter", characterId: id }, "editor-only");
    expect(player.problems[0]?.data).toEqual({ what: "remove a character" });
    const unknown = t.refused(EDITOR, { type: "removeCharacter", characterId: "ch99" }, "unknown-character");
    expect(unknown.problems[0]?.data).toEqual({ id: "ch99" });
    t.do(EDITOR, { type: "startScene" });
    t.refused(EDITOR, { type: "removeCharacter", characterId: id }, "wrong-phase");
  });
});

describe("choosing who narrates a character", () => {
  it("hands the robbers to Joe and logs it", () => {
    const t = new Table();
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.robbers",
      faction: "opponents",
      prominence: 1,
      narrator: "editor",
    });
    const before = t.board.log.length;
    t.do(EDITOR, { type: "setNarrator", characterId: t.character("Bank robbers").id, userId: "joe" });
    expect(t.character("Bank robbers").narrator).toBe("joe");
    expect(logged(t, before)).toEqual([{ kind: "narrator", data: { name: "Bank robbers", player: "Joe" } }]);
  });

  it("refuses a player, an unknown character or player", () => {
    const t = new Table();
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.robbers",
      faction: "opponents",
      prominence: 1,
      narrator: "editor",
    });
    const id = t.character("Bank robbers").id;
    const player = t.refused(JOE, { type: "setNarrator", characterId: id, userId: "joe" }, "editor-only");
    expect(player.problems[0]?.data).toEqual({ what: "choose who narrates a character" });
    t.refused(EDITOR, { type: "setNarrator", characterId: "ch42", userId: "joe" }, "unknown-character");
    t.refused(EDITOR, { type: "setNarrator", characterId: id, userId: "bob" }, "unknown-player");
  });
});

describe("starting the Scene", () => {
  it("needs a Complication, a hero, and sides balanced to the last point", () => {
    const t = new Table();
    t.refused(EDITOR, { type: "startScene" }, "no-complications");
    t.do(EDITOR, { type: "addComplication", name: "Robbery" });
    t.refused(EDITOR, { type: "startScene" }, "no-heroes");
    t.do(EDITOR, { type: "doubleToken", actorUuid: "Actor.liberty", userId: "caps" });
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.robbers",
      faction: "opponents",
      prominence: 1,
      narrator: "joe",
    });
    const short = t.refused(EDITOR, { type: "startScene" }, "unbalanced");
    expect(short.problems[0]?.data).toEqual({ heroes: 2, opponents: 1 });
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.chief",
      faction: "opponents",
      prominence: 2,
      narrator: "editor",
    });
    const over = t.refused(EDITOR, { type: "startScene" }, "unbalanced");
    expect(over.problems[0]?.data).toEqual({ heroes: 2, opponents: 3 });
    t.do(JOE, { type: "spendProminence", actorUuid: "Actor.silverstar", faction: "heroes", tokens: 1 });
    expect(t.refused(ZIPS, { type: "startScene" }, "editor-only").problems[0]?.data).toEqual({
      what: "start the Scene",
    });
    const before = t.board.log.length;
    t.do(EDITOR, { type: "startScene" });
    // Every card at 1/1 and nobody Overdrawn: Page 1's claims and Overdrawn rolls pass, the turns begin.
    expect([t.board.scene.target, t.board.scene.page, t.board.scene.phase]).toEqual([6, 1, "turns"]);
    expect(logged(t, before)[0]).toEqual({ kind: "sceneStarts", data: { target: 6 } });
    t.refused(EDITOR, { type: "startScene" }, "wrong-phase");
  });

  it("counts no opponents' Prominence as heroes'", () => {
    const t = new Table();
    t.do(EDITOR, { type: "addComplication", name: "Robbery" });
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.robbers",
      faction: "opponents",
      prominence: 1,
      narrator: "joe",
    });
    t.refused(EDITOR, { type: "startScene" }, "no-heroes");
  });
});
