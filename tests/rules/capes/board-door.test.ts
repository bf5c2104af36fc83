/**
 * The board's public functions around the rules: newBoard's and nextScene's
 * argument checks (errors naming the field), requests refused while a die is
 * rolled or once the Story is over, the sheet effects a request reports, and
 * the log kept to its most recent 400 entries.
 */
import { describe, expect, it } from "vitest";
import { actingCharacterId, newBoard, nextScene } from "../../../src/rules/capes";
import type { NewBoardOptions } from "../../../src/rules/capes";
import { EDITOR, Table, ZIPS, actionOf, sceneOne, toTurns } from "./fixtures";

const OPTIONS: NewBoardOptions = {
  title: "The Freedom Squad",
  scene: "The bank robbery",
  editor: { userId: "editor", name: "Editor" },
  players: [{ userId: "zips", name: "Zip's player" }],
};

describe("newBoard", () => {
  it("seats the Editor first without a token, each player with one, and no total by default", () => {
    const board = newBoard(OPTIONS);
    expect(board.story.players).toEqual([
      { userId: "editor", name: "Editor", tokens: 0, inspirations: [] },
      { userId: "zips", name: "Zip's player", tokens: 1, inspirations: [] },
    ]);
    expect(board.story.victoryTotal).toBe(0);
    expect(board.scene).toMatchObject({ name: "The bank robbery", phase: "setup", page: 0, overdrawnDue: [] });
  });

  it("names the faulty option", () => {
    const bad = (options: unknown) => () => newBoard(options as NewBoardOptions);
    expect(bad({ ...OPTIONS, title: 3 })).toThrow(/^capes\.newBoard: options\.title must be /);
    expect(bad({ ...OPTIONS, scene: null })).toThrow(/^capes\.newBoard: options\.scene must be /);
    expect(bad({ ...OPTIONS, editor: { userId: "", name: "E" } })).toThrow(
      /^capes\.newBoard: options\.editor\.userId must be a user id \(got ""\)$/,
    );
    expect(bad({ ...OPTIONS, players: [{ userId: "zips", name: 4 }] })).toThrow(
      /^capes\.newBoard: options\.players\[0\]\.name must be /,
    );
    expect(bad({ ...OPTIONS, players: [{ userId: "editor", name: "Again" }] })).toThrow(
      /^capes\.newBoard: options\.players must be each user once, the Editor not among them /,
    );
    expect(bad({ ...OPTIONS, victoryTotal: -1 })).toThrow(/^capes\.newBoard: options\.victoryTotal must be /);
  });
});

describe("nextScene", () => {
  it("needs a closed Scene of a Story not over", () => {
    const t = new Table();
    expect(() => nextScene(t.board, "Villainous HQ")).toThrow(
      'capes.nextScene: board.scene.phase must be over (close the Scene first) (got "setup")',
    );
    t.board.scene.phase = "over";
    t.board.story.over = true;
    expect(() => nextScene(t.board, "Villainous HQ")).toThrow(
      "capes.nextScene: board.story.over must be false: the Story is over (got true)",
    );
  });
});

describe("a request at the wrong moment", () => {
  it("refuses everything but a rename once the Story is over", () => {
    const t = new Table();
    t.board.story.over = true;
    t.refused(EDITOR, { type: "addComplication", name: "Robbery" }, "story-over");
    t.do(EDITOR, { type: "rename", title: "The Freedom Squad: the end" });
    expect(t.board.story.title).toBe("The Freedom Squad: the end");
  });

  it("while a die is rolled, allows only its face, its decision, the veto and a rename", () => {
    const t = sceneOne();
    const driver = t.sheets["Actor.driver"];
    if (driver) driver.drives.justice.debt = 0;
    t.setDice("Hostages", [4], [2]);
    toTurns(t);
    t.do(EDITOR, {
      type: "roll",
      characterId: t.character("Chief Arturo Mannelli").id,
      complicationId: t.complication("Hostages").id,
      side: 0,
      die: 0,
      abilityId: t.ability("Actor.chief", "Bullhorn").id,
    });
    t.refused(EDITOR, { type: "endTurn" }, "pending-roll");
    t.refused(EDITOR, { type: "setVictoryTotal", value: 10 }, "pending-roll");
    t.do(EDITOR, { type: "rename", scene: "The bank robbery, part one" });
    expect(t.board.scene.name).toBe("The bank robbery, part one");
    expect(actingCharacterId(t.board)).toBe(t.character("Chief Arturo Mannelli").id);
  });
});

describe("sheet effects", () => {
  it("reports the Debt a Power takes and the ability's new flags, nothing else", () => {
    const t = sceneOne();
    const driver = t.sheets["Actor.driver"];
    if (driver) driver.drives.justice.debt = 0;
    t.setDice("Clobbering", [3], [4]);
    toTurns(t);
    actionOf(t, "Zip");
    const result = t.do(ZIPS, {
      type: "roll",
      characterId: t.character("Zip").id,
      complicationId: t.complication("Clobbering").id,
      side: 0,
      die: 0,
      abilityId: t.ability("Actor.zip", "Super-speed").id,
      debtDrive: "love",
    });
    expect(result.effects).toEqual([
      { kind: "debt", actorUuid: "Actor.zip", drive: "love", debt: 1 },
      { kind: "ability", actorUuid: "Actor.zip", abilityId: "Actor.zip-a0", blocked: false, usedThisPage: true },
    ]);
  });

  it("reports an Attitude Blocked, and no effect for a request that touches no sheet", () => {
    const t = sceneOne();
    const driver = t.sheets["Actor.driver"];
    if (driver) driver.drives.justice.debt = 0;
    t.setDice("Clobbering", [1], [4]);
    toTurns(t);
    actionOf(t, "Zip");
    const result = t.do(ZIPS, {
      type: "roll",
      characterId: t.character("Zip").id,
      complicationId: t.complication("Clobbering").id,
      side: 0,
      die: 0,
      abilityId: t.ability("Actor.zip", "Dodging bullets").id,
    });
    expect(result.effects).toEqual([
      { kind: "ability", actorUuid: "Actor.zip", abilityId: "Actor.zip-a3", blocked: true, usedThisPage: true },
    ]);
    expect(t.rolls(ZIPS, 2).effects).toEqual([]);
  });
});

describe("the log", () => {
  it("keeps the 400 most recent entries", () => {
    const t = new Table();
    for (let i = 0; i < 399; i++) t.do(EDITOR, { type: "setVictoryTotal", value: i });
    expect(t.board.log).toHaveLength(399);
    t.do(EDITOR, { type: "setVictoryTotal", value: 399 });
    expect(t.board.log).toHaveLength(400);
    t.do(EDITOR, { type: "setVictoryTotal", value: 400 });
    expect(t.board.log).toHaveLength(400);
    expect([t.board.log[0]?.data, t.board.log.at(-1)?.data]).toEqual([{ value: 1 }, { value: 400 }]);
  });
});
