/**
 * The shortest whole Scene, as the in-Foundry self-test plays it (Quench,
 * src/games/capes/board/self-test.ts): one hero, one opponent, the Editor
 * narrating both, one Complication the heroes control 3 to 2. Claimed,
 * rolled on with a Power (turned back), resolved "H 2vp", replaced; the
 * 2 Victory Points reach the target 2; the Scene closes into the Story.
 */
import { describe, expect, it } from "vitest";
import { newBoard } from "../../../src/rules/capes";
import { EDITOR, EDITOR_ALONE, Table, sheet } from "./fixtures";

describe("a Scene end to end, as the self-test plays it", () => {
  it("sets up, claims, rolls, resolves, replaces, ends and closes", () => {
    const t = new Table(
      newBoard({ title: "T", scene: "S", editor: { userId: "editor", name: "Editor" }, players: [] }),
    );
    t.sheets = {
      "Actor.h": sheet("Actor.h", "Hero", "hero", {}, [["Blast", "power", 5]]),
      "Actor.v": sheet("Actor.v", "Villain", "opponent", {}, []),
    };
    t.do(EDITOR, { type: "addComplication", name: "Trouble", heroes: 3, opponents: 2 });
    for (const [actorUuid, faction] of [
      ["Actor.h", "heroes"],
      ["Actor.v", "opponents"],
    ] as const)
      t.do(EDITOR, { type: "addCharacter", actorUuid, faction, prominence: 1, narrator: "editor" });
    t.do(EDITOR, { type: "startScene" });
    expect(t.board.scene.target).toBe(2);
    const hero = t.character("Hero").id;
    const trouble = t.complication("Trouble").id;
    t.do(EDITOR, { type: "claim", characterId: hero, complicationId: trouble }); // nothing left to claim: claims end
    expect(t.board.scene.phase).toBe("turns");
    const blast = t.ability("Actor.h", "Blast").id;
    t.do(EDITOR, {
      type: "roll",
      characterId: hero,
      complicationId: trouble,
      side: 0,
      die: 0,
      abilityId: blast,
      debtDrive: "hope",
    });
    t.rolls(EDITOR, 1);
    t.do(EDITOR, { type: "decide", keep: false });
    expect(t.dice("Trouble")).toEqual([[3], [2]]);
    expect(t.sheets["Actor.h"]?.drives.hope.debt).toBe(1);
    t.do(EDITOR_ALONE, { type: "endTurn" });
    t.do(EDITOR_ALONE, { type: "endTurn" });
    expect(t.board.scene.phase).toBe("resolve");
    t.do(EDITOR, { type: "resolveNext" });
    expect(t.player("editor").inspirations).toMatchObject([{ name: "Trouble", faction: "heroes", vp: 2, bonus: 1 }]);
    expect(t.board.scene.vp).toEqual({ heroes: 2, opponents: 0 });
    t.do(EDITOR, { type: "replace", name: "Aftermath" });
    expect(t.board.scene.phase).toBe("end");
    expect(t.dice("Aftermath")).toEqual([[1], [1]]);
    t.do(EDITOR, { type: "closeScene" });
    expect(t.board.scene.phase).toBe("over");
    expect(t.board.story.vp).toEqual({ heroes: 2, opponents: 0 });
    expect(t.ability("Actor.h", "Blast").usedThisPage).toBe(false);
  });
});
