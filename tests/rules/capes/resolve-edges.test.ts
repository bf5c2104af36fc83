/**
 * The end of a Page and of a Scene at the edges the bank robbery leaves open
 * (Capes Lite, "Resolving Complications" to "Ending the Scene"): claims that
 * return to the centre with their stakes still on them, a Page that waits for
 * the last gift even once the card is replaced, the heroes meeting the
 * Story's total exactly, Inspirations held across Scenes told apart, and a
 * hand-edited board without its resolution refused.
 */
import { describe, expect, it } from "vitest";
import { newBoard, nextScene } from "../../../src/rules/capes";
import { EDITOR, EDITOR_ALONE, JOE, Table, ZIPS, actionOf, sheet } from "./fixtures";

/**
 * Zip (Zip's player) against the bank robbers (Joe), Prominence 1 each, so
 * the Victory Target is 2. Zip claims Trouble (heroes 3 to 2), the robbers
 * Heist (opponents 4 to 2); then the action turns begin at Zip's action.
 */
function duel(robbersDebt = 0): Table {
  const t = new Table(
    newBoard({
      title: "T",
      scene: "S",
      editor: { userId: "editor", name: "Editor" },
      players: [
        { userId: "zips", name: "Zip's player" },
        { userId: "joe", name: "Joe" },
      ],
    }),
  );
  const robbers = t.sheets["Actor.robbers"] ?? expect.unreachable();
  robbers.drives.justice.debt = robbersDebt; // Greed 2
  t.do(EDITOR, { type: "addComplication", name: "Trouble", heroes: 3, opponents: 2 });
  t.do(EDITOR, { type: "addComplication", name: "Heist", heroes: 2, opponents: 4 });
  t.do(ZIPS, { type: "spendProminence", actorUuid: "Actor.zip", faction: "heroes", tokens: 1 });
  t.do(EDITOR, {
    type: "addCharacter",
    actorUuid: "Actor.robbers",
    faction: "opponents",
    prominence: 1,
    narrator: "joe",
  });
  t.do(EDITOR, { type: "startScene" });
  // Each seat passes on by itself once its one character has claimed.
  t.do(ZIPS, { type: "claim", characterId: t.character("Zip").id, complicationId: t.complication("Trouble").id });
  t.do(JOE, { type: "claim", characterId: t.character("Bank robbers").id, complicationId: t.complication("Heist").id });
  expect(t.board.scene.phase).toBe("turns");
  actionOf(t, "Zip");
  return t;
}

function endTurns(t: Table): void {
  while (t.board.scene.phase === "turns") t.do(EDITOR_ALONE, { type: "endTurn" });
}

describe("a claim its side no longer controls returns to the centre (Resolving Complications)", () => {
  it("leaves a claim lost to the other side or to a tie unresolved: no Inspiration, no VP, stakes stay on it", () => {
    const t = duel();
    // Zip stakes one Hope on Heist, which the opponents control; then the heroes take Heist and Trouble ties.
    t.do(ZIPS, {
      type: "stake",
      characterId: t.character("Zip").id,
      complicationId: t.complication("Heist").id,
      drive: "hope",
      count: 1,
    });
    t.setDice("Heist", [5], [4]);
    t.setDice("Trouble", [2], [2]);
    endTurns(t);
    const before = t.board.log.length;
    t.do(ZIPS, { type: "resolveNext" });
    t.do(JOE, { type: "resolveNext" });
    expect(t.board.log.slice(before, before + 2)).toMatchObject([
      // Back to the centre with no narration asked ("interrupted by outside events" is the Scene's end).
      { kind: "unresolved", data: { name: "Zip", complication: "Trouble" }, prompt: null },
      { kind: "unresolved", data: { name: "Bank robbers", complication: "Heist" }, prompt: null },
    ]);
    expect(t.board.scene.complications.map((c) => c.claim)).toEqual([null, null]);
    expect([t.player("zips").inspirations, t.player("joe").inspirations]).toEqual([[], []]);
    expect(t.board.scene.vp).toEqual({ heroes: 0, opponents: 0 });
    // Stakes are settled when their Complication resolves, not before.
    expect(t.complication("Heist").stakes).toMatchObject([{ name: "Zip", drive: "hope", count: 1 }]);
    expect(t.sheets["Actor.zip"]?.drives.hope.debt).toBe(0);
    expect([t.board.scene.phase, t.board.scene.page]).toEqual(["claims", 2]); // Zip may claim Heist
  });
});

describe("the last resolution of a Page", () => {
  it("waits for the staked tokens to be given even after the winner has replaced the card", () => {
    const t = duel(1);
    t.do(EDITOR_ALONE, { type: "endTurn" }); // Zip's action; the robbers' next
    // While the heroes hold Heist the robbers stake one Greed on it, then take it back.
    t.setDice("Heist", [5], [4]);
    t.do(JOE, {
      type: "stake",
      characterId: t.character("Bank robbers").id,
      complicationId: t.complication("Heist").id,
      drive: "justice",
      count: 1,
    });
    t.setDice("Heist", [2], [4]);
    endTurns(t);
    t.do(ZIPS, { type: "resolveNext" });
    t.do(ZIPS, { type: "replace", name: "Aftermath" });
    t.do(JOE, { type: "resolveNext" });
    expect(t.board.scene.resolution?.queue).toEqual([]);
    t.do(JOE, { type: "replace", name: "Loot" });
    // Both sides have 2 VP of the target 2, but the robbers' Greed token is still to be given.
    expect(t.board.scene.vp).toEqual({ heroes: 2, opponents: 2 });
    expect(t.board.scene.phase).toBe("resolve");
    const gift = t.board.scene.resolution?.gifts[0];
    expect(gift).toMatchObject({ userId: "joe", name: "Bank robbers", count: 1, complication: "Heist" });
    t.do(JOE, { type: "give", giftId: gift?.id ?? "", toUserId: "zips" });
    expect(t.player("zips").tokens).toBe(1);
    expect(t.board.scene.phase).toBe("end");
  });

  it("refuses a board in the resolve phase that lost its resolution (edited by hand), changing nothing", () => {
    const t = duel();
    endTurns(t);
    t.board = { ...t.board, scene: { ...t.board.scene, resolution: null } };
    t.refused(ZIPS, { type: "resolveNext" }, "wrong-phase");
    t.refused(ZIPS, { type: "replace", name: "Aftermath" }, "wrong-phase");
    t.refused(ZIPS, { type: "give", giftId: "s1", toUserId: "joe" }, "wrong-phase");
  });
});

/** The self-test's shortest Scene: the Editor's hero wins `name` 3 to 2 ("H 2vp +1"), and the Scene closes. */
function shortScene(t: Table, name: string): void {
  t.do(EDITOR, { type: "addComplication", name, heroes: 3, opponents: 2 });
  for (const [actorUuid, faction] of [
    ["Actor.h", "heroes"],
    ["Actor.v", "opponents"],
  ] as const)
    t.do(EDITOR, { type: "addCharacter", actorUuid, faction, prominence: 1, narrator: "editor" });
  t.do(EDITOR, { type: "startScene" });
  t.do(EDITOR, { type: "claim", characterId: t.character("Hero").id, complicationId: t.complication(name).id });
  endTurns(t);
  t.do(EDITOR, { type: "resolveNext" });
  t.do(EDITOR, { type: "replace", name: "Aftermath" });
  t.do(EDITOR, { type: "closeScene" });
}

function story(victoryTotal: number): Table {
  const t = new Table(
    newBoard({ title: "T", scene: "S", editor: { userId: "editor", name: "Editor" }, players: [], victoryTotal }),
  );
  t.sheets = {
    "Actor.h": sheet("Actor.h", "Hero", "hero", {}, []),
    "Actor.v": sheet("Actor.v", "Villain", "opponent", {}, []),
  };
  return t;
}

describe("the Story's total (Ending the Scene)", () => {
  it("ends the Story when the heroes meet its total exactly (Ending the Scene)", () => {
    const met = story(2);
    shortScene(met, "Trouble");
    expect(met.board.story).toMatchObject({ vp: { heroes: 2, opponents: 0 }, over: true });
    expect(met.board.log.at(-1)).toMatchObject({ kind: "storyOver", data: { heroes: 2, opponents: 0, total: 2 } });
    const short = story(3);
    shortScene(short, "Trouble");
    expect(short.board.story.over).toBe(false);
  });
});

describe("Inspirations carried across Scenes", () => {
  it("tells apart two Inspirations won the same way in two Scenes, and puts back the one chosen", () => {
    const t = story(0);
    shortScene(t, "Trouble");
    const two = new Table(nextScene(t.board, "Scene 2"));
    two.sheets = t.sheets;
    shortScene(two, "Riot");
    const hand = two.player("editor").inspirations;
    expect(hand).toMatchObject([
      { name: "Trouble", faction: "heroes", vp: 2, bonus: 1 },
      { name: "Riot", faction: "heroes", vp: 2, bonus: 1 },
    ]);
    expect(new Set(hand.map((i) => i.id)).size).toBe(2);
    // Beginning the next Scene: an Inspiration may become a new Complication.
    const three = new Table(nextScene(two.board, "Scene 3"));
    three.do(EDITOR, { type: "addComplication", name: "Riot again", inspirationId: hand[1]?.id ?? "" });
    expect(three.board.log.at(-1)).toMatchObject({
      kind: "complicationFromInspiration",
      data: { name: "Riot again", inspiration: "Riot" },
    });
    expect(three.player("editor").inspirations.map((i) => i.name)).toEqual(["Trouble"]);
  });
});
