/**
 * Decisions and the board's door at their edges (Capes Lite, "Your account
 * is Overdrawn", "Roll Them Bones"; docs/api.md, "The Complication board"):
 * one Overdrawn roll owed per Drive, the veto when a sheet or an ability has
 * gone, the kinds of error newBoard and nextScene throw, a stale request's
 * numbers, and a board with junk where a turn should be.
 */
import { describe, expect, it } from "vitest";
import { applyRequest, newBoard, nextScene } from "../../../src/rules/capes";
import type { BoardRequest, CapesBoard, NewBoardOptions, TurnState } from "../../../src/rules/capes";
import { EDITOR, EDITOR_ALONE, JOE, Table, ZIPS, sceneOne, toTurns } from "./fixtures";

const OPTIONS: NewBoardOptions = {
  title: "The Freedom Squad",
  scene: "The bank robbery",
  editor: { userId: "editor", name: "Editor" },
  players: [{ userId: "zips", name: "Zip's player" }],
};

describe("an Overdrawn roll for each Overdrawn Drive (Your account is Overdrawn)", () => {
  it("one roll for each Overdrawn Drive: the robbers' Greed and Need each owe a roll", () => {
    const t = sceneOne();
    t.setDice("Robbery", [3], [6]);
    const robbers = t.sheets["Actor.robbers"];
    if (robbers) {
      robbers.drives.justice.debt = 3; // Greed 2
      robbers.drives.truth.debt = 2; // Need 1
    }
    const driver = t.sheets["Actor.driver"];
    if (driver) driver.drives.justice.debt = 0;
    while (t.board.scene.phase === "claims") t.do(EDITOR_ALONE, { type: "passClaims" });
    const id = t.character("Bank robbers").id;
    expect(t.board.scene.overdrawnDue).toEqual([
      { characterId: id, drive: "justice" },
      { characterId: id, drive: "truth" },
    ]);
    const roll = (drive: "justice" | "truth"): BoardRequest => ({
      type: "overdrawnRoll",
      characterId: id,
      drive,
      complicationId: t.complication("Robbery").id,
      side: 1,
      die: 0,
    });
    t.do(JOE, roll("justice"));
    t.rolls(JOE, 4);
    expect(t.board.scene.overdrawnDue).toEqual([{ characterId: id, drive: "truth" }]);
    expect(t.board.scene.phase).toBe("overdrawn");
    // The lowered 4 may be reacted to (Zip's Desperate Effort): the next roll waits for his player.
    t.refused(JOE, roll("truth"), "reactions-open");
    t.do(ZIPS, { type: "passReaction" });
    t.do(JOE, roll("truth"));
    t.rolls(JOE, 5);
    expect(t.dice("Robbery")).toEqual([[3], [4]]);
    expect(t.board.scene.phase).toBe("turns");
  });
});

describe("the Editor's veto when the sheets have changed", () => {
  function bullhornKept(): Table {
    const t = sceneOne();
    t.setDice("Hostages", [4], [2]);
    const driver = t.sheets["Actor.driver"];
    if (driver) driver.drives.justice.debt = 0;
    toTurns(t);
    t.do(EDITOR, {
      type: "roll",
      characterId: t.character("Chief Arturo Mannelli").id,
      complicationId: t.complication("Hostages").id,
      side: 0,
      die: 0,
      abilityId: t.ability("Actor.chief", "Bullhorn").id,
    });
    t.rolls(EDITOR, 1);
    t.do(EDITOR, { type: "decide", keep: true });
    expect(t.dice("Hostages")).toEqual([[1], [2]]);
    return t;
  }

  it("still puts the board back when the character's sheet is gone", () => {
    const t = bullhornKept();
    delete t.sheets["Actor.chief"];
    const veto = t.do(EDITOR, { type: "veto" });
    expect(t.dice("Hostages")).toEqual([[4], [2]]);
    expect(veto.effects).toEqual([]);
  });

  it("still puts the board back when the ability has left the sheet", () => {
    const t = bullhornKept();
    const chief = t.sheets["Actor.chief"];
    if (chief) chief.abilities = chief.abilities.filter((a) => a.name !== "Bullhorn");
    const veto = t.do(EDITOR, { type: "veto" });
    expect(t.dice("Hostages")).toEqual([[4], [2]]);
    expect(veto.effects).toEqual([]);
  });
});

describe("the board's door (docs/api.md: a malformed argument throws)", () => {
  it("throws RangeErrors for a blank user id, a user twice, and a Scene not closed or a Story over", () => {
    expect(() => newBoard({ ...OPTIONS, editor: { userId: "", name: "E" } })).toThrow(RangeError);
    expect(() => newBoard({ ...OPTIONS, players: [{ userId: "editor", name: "Again" }] })).toThrow(RangeError);
    const t = new Table();
    expect(() => nextScene(t.board, "Villainous HQ")).toThrow(RangeError);
    t.board.scene.phase = "over";
    t.board.story.over = true;
    expect(() => nextScene(t.board, "Villainous HQ")).toThrow(RangeError);
  });

  it("refuses a stale request with words for people and the versions seen and current", () => {
    const t = sceneOne();
    const result = applyRequest(t.board, { type: "passClaims" }, t.sheets, EDITOR, t.board.version - 1);
    expect(result.ok).toBe(false);
    expect(result.problems[0]?.message).toMatch(/\w/);
    expect(result.problems[0]?.data).toEqual({ seen: t.board.version - 1, version: t.board.version });
  });

  it("throws, rather than answering with a refusal, on a board whose turn is junk", () => {
    const t = sceneOne();
    const driver = t.sheets["Actor.driver"];
    if (driver) driver.drives.justice.debt = 0;
    toTurns(t);
    const board: CapesBoard = structuredClone(t.board);
    board.scene.turn = {} as TurnState;
    expect(() => applyRequest(board, { type: "endTurn" }, t.sheets, EDITOR)).toThrow(TypeError);
  });
});

describe("keeping a face that hands control to the opponents (Roll Them Bones)", () => {
  it("logs the opponents in control when the heroes' die drops below theirs", () => {
    const t = sceneOne();
    t.setDice("Hostages", [4], [2]);
    const driver = t.sheets["Actor.driver"];
    if (driver) driver.drives.justice.debt = 0;
    toTurns(t);
    t.do(EDITOR, {
      type: "roll",
      characterId: t.character("Chief Arturo Mannelli").id,
      complicationId: t.complication("Hostages").id,
      side: 0,
      die: 0,
      abilityId: t.ability("Actor.chief", "Bullhorn").id,
    });
    t.rolls(EDITOR, 1);
    const before = t.board.log.length;
    t.do(EDITOR, { type: "decide", keep: true });
    expect(t.board.log.slice(before).map(({ kind, data }) => ({ kind, data }))).toEqual([
      {
        kind: "kept",
        data: { name: "Chief Arturo Mannelli", complication: "Hostages", face: 1, rolled: 1, control: "opponents" },
      },
      // Zip's and Night Maiden's Tropes could re-roll the 1: their players are asked.
      { kind: "reactionsOpen", data: { count: 2, face: 1 } },
    ]);
  });
});

describe("who may veto (the Editor's veto ruling)", () => {
  it("refuses a player's veto, saying what only the Editor may do", () => {
    const t = sceneOne();
    const driver = t.sheets["Actor.driver"];
    if (driver) driver.drives.justice.debt = 0;
    toTurns(t);
    const refused = t.refused(JOE, { type: "veto" }, "editor-only");
    expect(refused.problems[0]?.data).toEqual({ what: "veto an ability use" });
  });
});
