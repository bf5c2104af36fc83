/**
 * An action turn's refusals and log lines (Capes Lite, "Action! Action!
 * Action!", "Roll Them Bones", "Reaction! Reaction!", "Splitting Dice"): whose
 * action it is, what an ability may roll (level against face, at the
 * boundary), what it costs, Tropes only reacting, splits within the die's
 * face, and the end of an action. Each refusal carries its data.
 */
import { describe, expect, it } from "vitest";
import type { BoardRequest, LogEntry } from "../../../src/rules/capes";
import { ALICE, EDITOR_ALONE, JOE, Table, ZIPS, actionOf, sceneOne, toTurns } from "./fixtures";

function logged(t: Table, before: number): Pick<LogEntry, "kind" | "data" | "prompt">[] {
  return t.board.log.slice(before).map(({ kind, data, prompt }) => ({ kind, data, prompt }));
}

/** Scene 1's action turns: Clobbering at 3 against 4, Getaway at 4 against 4, Police at 1 against 5. */
function turns(): Table {
  const t = sceneOne();
  t.setDice("Clobbering", [3], [4]);
  t.setDice("Getaway", [4], [4]);
  t.setDice("Police", [1], [5]);
  const driver = t.sheets["Actor.driver"];
  if (driver) driver.drives.justice.debt = 0;
  toTurns(t);
  return t;
}

function zipRolls(t: Table, ability: string, complication: string, side: number, more: object = {}): BoardRequest {
  return {
    type: "roll",
    characterId: t.character("Zip").id,
    complicationId: t.complication(complication).id,
    side,
    die: 0,
    abilityId: t.ability("Actor.zip", ability).id,
    ...more,
  } as BoardRequest;
}

describe("whose action it is", () => {
  it("refuses another character's roll, naming whose action it is and the turn", () => {
    const t = turns();
    const refused = t.refused(ZIPS, zipRolls(t, "Dodging bullets", "Clobbering", 0), "not-your-turn");
    expect(refused.problems[0]?.data).toEqual({ name: "Chief Arturo Mannelli", turn: 1 });
    t.refused(ZIPS, { type: "endTurn" }, "not-your-character");
    const before = t.board.log.length;
    t.do(EDITOR_ALONE, { type: "endTurn" });
    expect(logged(t, before)[0]).toEqual({ kind: "actionEnds", data: { name: "Chief Arturo Mannelli" }, prompt: null });
  });
});

describe("what an ability may roll", () => {
  it("rolls a die showing the ability's level, and refuses one showing more", () => {
    const t = turns();
    actionOf(t, "Zip");
    // Super-speed is level 3: Clobbering's 4 is out of reach, its own 3 is not.
    const high = t.refused(
      ZIPS,
      zipRolls(t, "Super-speed", "Clobbering", 1, { debtDrive: "hope" }),
      "level-below-face",
    );
    expect(high.problems[0]?.data).toEqual({ ability: "Super-speed", level: 3, face: 4 });
    const before = t.board.log.length;
    t.do(ZIPS, zipRolls(t, "Super-speed", "Clobbering", 0, { debtDrive: "hope" }));
    expect(logged(t, before)).toEqual([
      { kind: "debtTaken", data: { name: "Zip", drive: "Hope" }, prompt: null },
      {
        kind: "rolls",
        data: { name: "Zip", ability: "Super-speed", level: 3, complication: "Clobbering", face: 3 },
        prompt: "roll",
      },
    ]);
    expect(t.sheets["Actor.zip"]?.drives.hope.debt).toBe(2);
    t.refused(ZIPS, { type: "endTurn" }, "pending-roll");
    t.rolls(ZIPS, 1);
    t.do(ZIPS, { type: "decide", keep: false });
    const again = t.refused(ZIPS, zipRolls(t, "Dodging bullets", "Getaway", 1), "already-rolled");
    expect(again.problems[0]?.data).toEqual({ name: "Zip" });
  });

  it("asks which Drive a Power's Debt goes on, and refuses a Trope as an action", () => {
    const t = turns();
    actionOf(t, "Zip");
    const drive = t.refused(ZIPS, zipRolls(t, "Super-speed", "Clobbering", 0), "choose-drive");
    expect(drive.problems[0]?.data).toEqual({ ability: "Super-speed" });
    const trope = t.refused(ZIPS, zipRolls(t, "Desperate Effort", "Clobbering", 0), "tropes-react");
    expect(trope.problems[0]?.data).toEqual({ ability: "Desperate Effort" });
    const free = t.refused(ZIPS, zipRolls(t, "Dodging bullets", "Police", 0, { stakeDebt: true }), "no-debt-to-stake");
    expect(free.problems[0]?.data).toEqual({ ability: "Dodging bullets" });
  });

  it("refuses a Blocked ability, one used this Page, and a Skill on a hero's sheet", () => {
    const t = turns();
    const zip = t.sheets["Actor.zip"];
    zip?.abilities.push({
      id: "Actor.zip-skill",
      name: "Parkour",
      type: "skill",
      level: 5,
      superPowered: false,
      blocked: false,
      usedThisPage: false,
    });
    t.ability("Actor.zip", "Dodging bullets").blocked = true;
    t.ability("Actor.zip", "Super-speed").usedThisPage = true;
    actionOf(t, "Zip");
    const blocked = t.refused(ZIPS, zipRolls(t, "Dodging bullets", "Clobbering", 0), "blocked");
    expect(blocked.problems[0]?.data).toEqual({ ability: "Dodging bullets" });
    const used = t.refused(ZIPS, zipRolls(t, "Super-speed", "Clobbering", 0, { debtDrive: "hope" }), "used-this-page");
    expect(used.problems[0]?.data).toEqual({ ability: "Super-speed" });
    const skill = t.refused(ZIPS, zipRolls(t, "Parkour", "Clobbering", 0), "skill-for-opponents");
    expect(skill.problems[0]?.data).toEqual({ name: "Zip" });
  });
});

describe("reacting", () => {
  it("needs an accepted roll, a Trope, and a level at least the new face", () => {
    const t = turns();
    actionOf(t, "Zip");
    const react = (ability: string): BoardRequest => ({
      type: "react",
      characterId: t.character("Zip").id,
      abilityId: t.ability("Actor.zip", ability).id,
      debtDrive: "hope",
    });
    t.refused(ZIPS, react("Mundane Tasks done Super-fast"), "nothing-to-react");
    t.do(ZIPS, zipRolls(t, "Super-speed", "Clobbering", 0, { debtDrive: "hope" }));
    t.rolls(ZIPS, 2);
    t.do(ZIPS, { type: "decide", keep: true });
    const attitude = t.refused(ZIPS, react("Dodging bullets"), "only-tropes-react");
    expect(attitude.problems[0]?.data).toEqual({ ability: "Dodging bullets" });
    // Mundane Tasks (level 2) reacts to the 2 just kept.
    const before = t.board.log.length;
    t.do(ZIPS, react("Mundane Tasks done Super-fast"));
    expect(logged(t, before).at(-1)).toEqual({
      kind: "reacts",
      data: { name: "Zip", ability: "Mundane Tasks done Super-fast", level: 2, complication: "Clobbering", face: 2 },
      prompt: "roll",
    });
    t.rolls(ZIPS, 3);
    t.do(ZIPS, { type: "decide", keep: true });
    // Night Maiden's Glare venomously (level 2) cannot react to that 3.
    const low = t.refused(
      ALICE,
      {
        type: "react",
        characterId: t.character("Night Maiden").id,
        abilityId: t.ability("Actor.night", "Glare venomously").id,
      },
      "reaction-below-face",
    );
    expect(low.problems[0]?.data).toEqual({ ability: "Glare venomously", level: 2, face: 3 });
  });
});

describe("splitting a die", () => {
  function split(t: Table, parts: number, newSide: number, more: object = {}): BoardRequest {
    return {
      type: "split",
      characterId: t.character("Bank robbers").id,
      complicationId: t.complication("Getaway").id,
      side: 1,
      die: 0,
      parts,
      newSide,
      ...more,
    } as BoardRequest;
  }

  it("splits into at most the die's face, moving at most the parts made", () => {
    const t = turns();
    const robbers = t.sheets["Actor.robbers"];
    if (robbers) robbers.drives.justice.debt = 2;
    actionOf(t, "Bank robbers");
    const heroes = t.refused(JOE, { ...split(t, 2, 0), side: 0 } as BoardRequest, "not-your-side");
    expect(heroes.problems[0]?.data).toEqual({ name: "Bank robbers" });
    const five = t.refused(JOE, split(t, 5, 0), "split-too-many");
    expect(five.problems[0]?.data).toEqual({ face: 4, parts: 5 });
    const move = t.refused(JOE, split(t, 2, 3), "split-too-many");
    expect(move.problems[0]?.data).toEqual({ face: 4, parts: 2 });
    const bare = t.refused(JOE, split(t, 2, 0), "split-needs-stakes");
    expect(bare.problems[0]?.data).toEqual({ dice: 2, tokens: 0 });
    const before = t.board.log.length;
    t.do(JOE, split(t, 2, 2, { stake: { drive: "justice", count: 2 } }));
    expect(t.dice("Getaway")).toEqual([[4], [], [2, 2]]);
    expect(logged(t, before).at(-1)).toEqual({
      kind: "split",
      data: { name: "Bank robbers", complication: "Getaway", face: 4, into: "2 + 2", newSide: 2 },
      prompt: null,
    });
  });
});
