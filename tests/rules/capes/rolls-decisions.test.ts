/**
 * Rolled dice and their decisions (Capes Lite, "Roll Them Bones", "Your
 * account is Overdrawn"): who may report a face and when, the log of a roll
 * and of keeping or turning it back (with the control that results), an
 * Overdrawn roll kept only when strictly lower, and the Editor's veto.
 */
import { describe, expect, it } from "vitest";
import type { BoardRequest, LogEntry } from "../../../src/rules/capes";
import { EDITOR, EDITOR_ALONE, away, JOE, Table, ZIPS, passReactions, sceneOne, toTurns } from "./fixtures";

function logged(t: Table, before: number): Pick<LogEntry, "kind" | "data">[] {
  return t.board.log.slice(before).map(({ kind, data }) => ({ kind, data }));
}

/** Action turns with Hostages at 4 against 2; the Chief acts first. */
function chiefActs(): Table {
  const t = sceneOne();
  t.setDice("Hostages", [4], [2]);
  const driver = t.sheets["Actor.driver"];
  if (driver) driver.drives.justice.debt = 0;
  toTurns(t);
  return t;
}

function bullhorn(t: Table): BoardRequest {
  return {
    type: "roll",
    characterId: t.character("Chief Arturo Mannelli").id,
    complicationId: t.complication("Hostages").id,
    side: 0,
    die: 0,
    abilityId: t.ability("Actor.chief", "Bullhorn").id,
  };
}

describe("reporting a face", () => {
  it("refuses a face when no roll is awaited, or for another roll", () => {
    const t = chiefActs();
    t.refused(EDITOR, { type: "rollResult", pendingId: "r1", face: 3 }, "no-such-roll");
    const ask = t.do(EDITOR, bullhorn(t));
    const pendingId = ask.roll?.pendingId ?? "";
    t.refused(EDITOR, { type: "rollResult", pendingId: `${pendingId}x`, face: 3 }, "no-such-roll");
    t.refused(ZIPS, { type: "rollResult", pendingId, face: 3 }, "not-your-roll");
    const before = t.board.log.length;
    t.do(EDITOR, { type: "rollResult", pendingId, face: 5 });
    expect(logged(t, before)).toEqual([{ kind: "rolled", data: { name: "Chief Arturo Mannelli", from: 4, to: 5 } }]);
    expect(t.board.scene.pending?.result).toBe(5);
    t.refused(EDITOR, { type: "rollResult", pendingId, face: 2 }, "already-rolled-die");
  });
});

describe("keeping or turning back", () => {
  it("logs a die turned back with the face it keeps and who controls", () => {
    const t = chiefActs();
    t.do(EDITOR, bullhorn(t));
    t.rolls(EDITOR, 5);
    const before = t.board.log.length;
    t.do(EDITOR, { type: "decide", keep: false });
    expect(logged(t, before)).toEqual([
      {
        kind: "turnedBack",
        data: { name: "Chief Arturo Mannelli", complication: "Hostages", face: 4, rolled: 5, control: "heroes" },
      },
    ]);
    expect(t.board.scene.pending).toBeNull();
    t.refused(EDITOR, { type: "decide", keep: true }, "nothing-to-decide");
  });

  it("logs a kept die that ties the Complication: nobody controls", () => {
    const t = chiefActs();
    t.do(EDITOR, bullhorn(t));
    t.rolls(EDITOR, 2);
    const before = t.board.log.length;
    t.do(EDITOR, { type: "decide", keep: true });
    expect(t.dice("Hostages")).toEqual([[2], [2]]);
    expect(t.board.scene.lastRoll).toEqual({ complicationId: t.complication("Hostages").id, side: 0, die: 0, face: 2 });
    expect(logged(t, before)).toEqual([
      {
        kind: "kept",
        data: { name: "Chief Arturo Mannelli", complication: "Hostages", face: 2, rolled: 2, control: "none" },
      },
      { kind: "reactionsOpen", data: { count: 2, face: 2 } },
    ]);
  });

  it("forgets the last accepted roll when an action's new face is turned back", () => {
    const t = sceneOne();
    t.setDice("Robbery", [3], [6]);
    t.setDice("Hostages", [4], [2]);
    while (t.board.scene.phase === "claims") t.do(EDITOR_ALONE, { type: "passClaims" });
    const driver = t.character("The driver").id;
    const robbery = t.complication("Robbery").id;
    t.do(JOE, {
      type: "overdrawnRoll",
      characterId: driver,
      drive: "justice",
      complicationId: robbery,
      side: 1,
      die: 0,
    });
    t.rolls(JOE, 2);
    expect(t.board.scene.lastRoll).toMatchObject({ complicationId: robbery, face: 2 });
    passReactions(t);
    t.do(EDITOR, bullhorn(t));
    t.rolls(EDITOR, 5);
    t.do(EDITOR, { type: "decide", keep: false });
    expect(t.board.scene.lastRoll).toBeNull();
  });
});

describe("an Overdrawn roll", () => {
  function owed(): Table {
    const t = sceneOne();
    t.setDice("Robbery", [3], [6]);
    while (t.board.scene.phase === "claims") t.do(EDITOR_ALONE, { type: "passClaims" });
    t.do(JOE, {
      type: "overdrawnRoll",
      characterId: t.character("The driver").id,
      drive: "justice",
      complicationId: t.complication("Robbery").id,
      side: 1,
      die: 0,
    });
    return t;
  }

  it("keeps the die when the new face equals it", () => {
    const t = owed();
    const before = t.board.log.length;
    t.rolls(JOE, 6);
    expect(t.dice("Robbery")).toEqual([[3], [6]]);
    expect(t.board.scene.lastRoll).toBeNull();
    expect(logged(t, before)[0]).toEqual({
      kind: "overdrawnKept",
      data: { name: "The driver", complication: "Robbery", from: 6, to: 6 },
    });
    expect([t.board.scene.pending, t.board.scene.overdrawnDue, t.board.scene.phase]).toEqual([null, [], "turns"]);
  });

  it("lowers the die by one; with no Trope of level 5 at the table, the turns begin at once", () => {
    const t = owed();
    const before = t.board.log.length;
    t.rolls(JOE, 5);
    expect(t.dice("Robbery")).toEqual([[3], [5]]);
    expect([t.board.scene.lastRoll, t.board.scene.reactions, t.board.scene.phase]).toEqual([null, null, "turns"]);
    expect(logged(t, before)[0]).toEqual({
      kind: "overdrawnLowered",
      data: { name: "The driver", complication: "Robbery", from: 6, to: 5 },
    });
  });

  it("is reported by its roller or the Editor only, and has nothing to decide", () => {
    const t = owed();
    const pendingId = t.board.scene.pending?.id ?? "";
    t.refused(ZIPS, { type: "rollResult", pendingId, face: 1 }, "not-your-roll");
    t.refused(JOE, { type: "decide", keep: true }, "nothing-to-decide");
    // Joe at the table rolls his own die; away, the Editor reports it for him.
    t.refused(EDITOR, { type: "rollResult", pendingId, face: 1 }, "not-your-roll");
    t.do(away("joe"), { type: "rollResult", pendingId, face: 1 });
    expect(t.dice("Robbery")).toEqual([[3], [1]]);
  });
});

describe("the Editor's veto", () => {
  it("logs the ability use it undoes", () => {
    const t = chiefActs();
    t.do(EDITOR, bullhorn(t));
    t.rolls(EDITOR, 6);
    t.do(EDITOR, { type: "decide", keep: true });
    const before = t.board.log.length;
    t.do(EDITOR, { type: "veto" });
    expect(t.dice("Hostages")).toEqual([[4], [2]]);
    expect(t.ability("Actor.chief", "Bullhorn")).toMatchObject({ blocked: false, usedThisPage: false });
    expect(logged(t, before)).toEqual([{ kind: "vetoed", data: { ability: "Bullhorn" } }]);
    expect(t.refused(EDITOR, { type: "veto" }, "nothing-to-veto").problems[0]?.data).toEqual({});
  });
});
