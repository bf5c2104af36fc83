/**
 * The chance to react at a table (Capes Lite, "Reaction! Reaction!"): after
 * an accepted roll every player who could react with a Trope — the roller
 * included — reacts or passes before the action goes on; an accepted
 * reaction gives everyone that chance again; the Editor passes for a player
 * who is away. Also the book's other limits the board holds: one split an
 * action, and Debt taken only where the ability costs Debt.
 */
import { describe, expect, it } from "vitest";
import { ALICE, CAPS, EDITOR, EDITOR_ALONE, away, Table, ZIPS, actionOf, sceneOne, toTurns } from "./fixtures";

/** Turn 1, the Chief's action: Police at blue 3, red 5 (the Chief's Angry Attitude is level 3). */
function chiefActs(): Table {
  const t = sceneOne();
  t.setDice("Police", [3], [5]);
  t.sheets["Actor.driver"]!.drives.justice.debt = 0;
  toTurns(t);
  return t;
}

/** Turn and Turn again: the Chief's Angry Attitude rolls the heroes' die to a 2, kept. */
function angryTwo(t: Table): void {
  t.do(EDITOR, {
    type: "roll",
    characterId: t.character("Chief Arturo Mannelli").id,
    complicationId: t.complication("Police").id,
    side: 0,
    die: 0,
    abilityId: t.ability("Actor.chief", "Angry").id,
  });
  t.rolls(EDITOR, 2);
  t.do(EDITOR, { type: "decide", keep: true });
}

const glare = (t: Table) => ({
  type: "react" as const,
  characterId: t.character("Night Maiden").id,
  abilityId: t.ability("Actor.night", "Glare venomously").id,
});

describe("everyone gets their chance to react", () => {
  it("holds the Chief's action open until Zip's player passes and Night Maiden's player reacts", () => {
    const t = chiefActs();
    angryTwo(t);
    // Zip's Tropes (2 and 4) and Night Maiden's Glare (2) may re-roll the 2; the opponents have no Trope.
    expect(t.board.scene.reactions).toMatchObject({ userId: "editor", awaiting: ["zips", "alice"] });
    const early = t.refused(EDITOR, { type: "endTurn" }, "reactions-open");
    expect(early.problems[0]?.data).toEqual({ players: "Zip's player, Alice" });
    t.do(ZIPS, { type: "passReaction" });
    t.refused(ZIPS, { type: "passReaction" }, "not-awaited");
    // Turn and Turn again: Night Maiden's Glare re-rolls it to a 5, which her player turns back.
    t.do(ALICE, glare(t));
    t.rolls(ALICE, 5);
    t.do(ALICE, { type: "decide", keep: false });
    expect(t.dice("Police")).toEqual([[2], [5]]);
    // Everyone has had their chance: the window is closed and the action may end.
    expect([t.board.scene.reactions, t.board.scene.lastRoll]).toEqual([null, null]);
    t.refused(ALICE, glare(t), "nothing-to-react");
    t.do(EDITOR_ALONE, { type: "endTurn" });
    expect(t.board.log.filter((e) => e.kind === "reactionPassed").map((e) => e.data.player)).toEqual(["Zip's player"]);
  });

  it("gives everyone the chance again after an accepted reaction, the reactor's other Tropes included", () => {
    const t = chiefActs();
    angryTwo(t);
    t.do(ZIPS, { type: "passReaction" });
    t.do(ALICE, glare(t));
    t.rolls(ALICE, 1);
    t.do(ALICE, { type: "decide", keep: true });
    // A new 1: Zip's player, who passed on the 2, may react to it; Glare is spent.
    expect(t.board.scene.reactions?.awaiting).toEqual(["zips"]);
    t.do(ZIPS, {
      type: "react",
      characterId: t.character("Zip").id,
      abilityId: t.ability("Actor.zip", "Desperate Effort").id,
    });
    t.rolls(ZIPS, 5);
    t.do(ZIPS, { type: "decide", keep: true });
    // Nobody has a Trope of level 5 left: the chance passes at once.
    expect(t.board.scene.reactions).toBeNull();
    expect(t.dice("Police")).toEqual([[5], [5]]);
  });

  it("lets the Editor pass for a player who is away, and no one else", () => {
    const t = chiefActs();
    angryTwo(t);
    t.refused(ZIPS, { type: "passReaction", userId: "alice" }, "editor-only");
    // Alice at the table decides for herself; away, the Editor passes for her.
    t.refused(EDITOR, { type: "passReaction", userId: "alice" }, "player-present");
    t.do(away("alice"), { type: "passReaction", userId: "alice" });
    t.do(away("zips"), { type: "passReaction", userId: "zips" });
    t.refused(ALICE, glare(t), "nothing-to-react");
    t.do(EDITOR_ALONE, { type: "endTurn" });
  });

  it("counts the acting player's End the action as their own pass", () => {
    const t = sceneOne();
    t.setDice("Getaway", [2], [4]);
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    toTurns(t);
    actionOf(t, "Zip");
    t.do(ZIPS, {
      type: "roll",
      characterId: t.character("Zip").id,
      complicationId: t.complication("Getaway").id,
      side: 0,
      die: 0,
      abilityId: t.ability("Actor.zip", "Super-speed").id,
      debtDrive: "duty",
    });
    t.rolls(ZIPS, 3);
    t.do(ZIPS, { type: "decide", keep: true });
    // Only Zip's own Desperate Effort could react to the 3 (the roller may react too).
    expect(t.board.scene.reactions?.awaiting).toEqual(["zips"]);
    t.do(ZIPS, { type: "endTurn" });
    expect(t.board.scene.reactions).toBeNull();
    expect(t.board.log.at(-1)).toMatchObject({ kind: "actionStarts", data: { name: "Night Maiden" } });
  });

  it("puts the chance back with the Editor's veto of a reaction", () => {
    const t = chiefActs();
    angryTwo(t);
    t.do(ALICE, glare(t));
    expect(t.board.scene.reactions?.awaiting).toEqual(["zips"]);
    t.do(EDITOR, { type: "veto" });
    expect(t.board.scene.reactions?.awaiting).toEqual(["zips", "alice"]);
  });
});

describe("a chance to react is per result", () => {
  it("Alice's pass clicked on Zip's 1 does not answer the 2 he keeps meanwhile", () => {
    const t = sceneOne();
    t.setDice("Getaway", [2], [4]);
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    toTurns(t);
    actionOf(t, "Zip");
    const zip = t.character("Zip").id;
    t.do(ZIPS, {
      type: "roll",
      characterId: zip,
      complicationId: t.complication("Getaway").id,
      side: 0,
      die: 0,
      abilityId: t.ability("Actor.zip", "Super-speed").id,
      debtDrive: "duty",
    });
    t.rolls(ZIPS, 1);
    t.do(ZIPS, { type: "decide", keep: true });
    // Zip keeps a 1: Alice (Glare 2) and Zip himself are awaited.
    const one = t.board.scene.reactions?.id ?? "";
    expect(t.board.scene.reactions?.awaiting).toEqual(["zips", "alice"]);
    // Zip reacts himself and keeps a 2: a new result, a new chance for everyone.
    t.do(ZIPS, {
      type: "react",
      characterId: zip,
      abilityId: t.ability("Actor.zip", "Mundane Tasks done Super-fast").id,
      debtDrive: "hope",
    });
    t.rolls(ZIPS, 2);
    t.do(ZIPS, { type: "decide", keep: true });
    const two = t.board.scene.reactions?.id ?? "";
    expect(two).not.toBe(one);
    expect(t.board.scene.reactions?.awaiting).toEqual(["zips", "alice"]);
    // Alice's pass, clicked while her board showed the 1, lands now: it answers the 1, not the 2.
    t.refused(ALICE, { type: "passReaction", resultId: one }, "not-that-result");
    t.refused(away("alice"), { type: "passReaction", userId: "alice", resultId: one }, "not-that-result");
    expect(t.board.scene.reactions?.awaiting).toEqual(["zips", "alice"]);
    // Shown the 2, she passes on it.
    t.do(ALICE, { type: "passReaction", resultId: two });
    expect(t.board.scene.reactions?.awaiting).toEqual(["zips"]);
  });
});

describe("the book's limits on an action", () => {
  it("takes no Debt for an Attitude even when a Drive is named: it Blocks", () => {
    const t = sceneOne();
    t.setDice("Police", [1], [5]);
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    toTurns(t);
    actionOf(t, "Captain Liberty");
    const result = t.do(CAPS, {
      type: "roll",
      characterId: t.character("Captain Liberty").id,
      complicationId: t.complication("Police").id,
      side: 0,
      die: 0,
      abilityId: t.ability("Actor.liberty", "Team-builder").id,
      debtDrive: "duty",
    });
    expect(result.effects).toEqual([expect.objectContaining({ kind: "ability", blocked: true, usedThisPage: true })]);
    expect(t.board.scene.undo?.sheets[0]?.drive).toBeNull();
  });
});

describe("the Editor is any user at the table", () => {
  it("hands the role on at a Scene's start: the new Editor sits first, the circle turning with them", () => {
    const t = new Table();
    t.refused(ZIPS, { type: "setEditor", userId: "zips" }, "editor-only");
    t.refused(EDITOR, { type: "setEditor", userId: "nobody" }, "not-seated");
    t.do(EDITOR, { type: "setEditor", userId: "alice" });
    expect(t.board.story.editorId).toBe("alice");
    expect(t.board.story.players.map((p) => p.userId)).toEqual(["alice", "caps", "joe", "editor", "zips"]);
    // The old Editor is a player now: the Editor's controls are Alice's (the Foundry side asks the board who it is).
    t.refused({ userId: "editor", isGM: false }, { type: "addComplication", name: "Robbery" }, "editor-only");
    t.do({ userId: "alice", isGM: true }, { type: "addComplication", name: "Robbery" });
    // A host (a Foundry GM) who is not the Editor may hand the role on, and do nothing else the Editor does.
    const host = { userId: "host", isGM: false, host: true };
    t.refused(host, { type: "addComplication", name: "Police" }, "editor-only");
    t.do(host, { type: "setEditor", userId: "zips" });
    expect(t.board.story.editorId).toBe("zips");
    expect(t.board.log.at(-1)).toMatchObject({ kind: "editorChanged", data: { name: "Zip's player" } });
  });

  it("is handed on only during set-up", () => {
    const t = sceneOne();
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    toTurns(t);
    t.refused(EDITOR, { type: "setEditor", userId: "alice" }, "wrong-phase");
  });
});

describe("seating the players who take part", () => {
  it("unseats a player, keeping their Inspirations for when they sit down again", () => {
    const t = new Table();
    t.player("joe").inspirations.push({ id: "i1-1", name: "Getaway", faction: "heroes", vp: 6, bonus: -2 });
    t.refused(ZIPS, { type: "removePlayer", userId: "joe" }, "editor-only");
    t.refused(EDITOR, { type: "removePlayer", userId: "editor" }, "editor-seated");
    t.do(ZIPS, { type: "spendProminence", actorUuid: "Actor.zip", faction: "heroes", tokens: 1 });
    t.refused(EDITOR, { type: "removePlayer", userId: "zips" }, "player-narrates");
    t.do(EDITOR, { type: "removePlayer", userId: "joe" });
    expect(t.board.story.players.map((p) => p.userId)).toEqual(["editor", "zips", "alice", "caps"]);
    t.refused(EDITOR, { type: "removePlayer", userId: "joe" }, "not-seated");
    t.do(EDITOR, { type: "addPlayer", userId: "joe", name: "Joe" });
    // Back with this Scene's one token and the Inspiration he had.
    expect(t.player("joe")).toMatchObject({ tokens: 1, inspirations: [{ name: "Getaway" }] });
  });
});
