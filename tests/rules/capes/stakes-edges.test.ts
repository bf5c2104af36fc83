/**
 * Stakes and sides at their edges (Capes Lite, "Staking your Identity",
 * "Splitting Dice"): which side a character stands on once another has a
 * side of its own, the tokens a split counts (only its own side's), one row
 * per Drive a token came from, and the sheet or ability a request names but
 * the board cannot find.
 */
import { describe, expect, it } from "vitest";
import type { BoardRequest, DriveSlot } from "../../../src/rules/capes";
import { ALICE, CAPS, JOE, Table, ZIPS, actionOf, sceneOne, toTurns } from "./fixtures";

/** Scene 1's action turns with the driver's Need no longer Overdrawn. */
function turns(setup: (t: Table) => void = () => undefined): Table {
  const t = sceneOne();
  const driver = t.sheets["Actor.driver"];
  if (driver) driver.drives.justice.debt = 0;
  setup(t);
  toTurns(t);
  return t;
}

function stake(t: Table, name: string, complication: string, drive: DriveSlot, count: number): BoardRequest {
  return {
    type: "stake",
    characterId: t.character(name).id,
    complicationId: t.complication(complication).id,
    drive,
    count,
  };
}

describe("standing beside a side of another's own (Splitting Dice)", () => {
  it("Night Maiden's own side controls Police; Captain Liberty still stands on the heroes' side and may stake", () => {
    const t = turns((s) => {
      s.setDice("Police", [6], [5]);
      const night = s.sheets["Actor.night"];
      if (night) night.drives.duty.debt = 3;
    });
    actionOf(t, "Night Maiden");
    // Splitting Dice: Night Maiden's 6 becomes three 2s on a side of her own, here all three on her Duty tokens.
    t.do(ALICE, {
      type: "split",
      characterId: t.character("Night Maiden").id,
      complicationId: t.complication("Police").id,
      side: 0,
      die: 0,
      parts: 3,
      newSide: 3,
      stake: { drive: "duty", count: 3 },
    });
    expect(t.dice("Police")).toEqual([[], [5], [2, 2, 2]]);
    // Her side controls Police (6 against 5): she may stake no more on it.
    const own = t.refused(ALICE, stake(t, "Night Maiden", "Police", "duty", 1), "your-side-controls");
    expect(own.problems[0]?.data).toEqual({ name: "Night Maiden", complication: "Police" });
    actionOf(t, "Captain Liberty");
    t.do(CAPS, stake(t, "Captain Liberty", "Police", "duty", 1));
    expect(t.complication("Police").stakes.map((s) => [s.name, s.count])).toEqual([
      ["Night Maiden", 3],
      ["Captain Liberty", 1],
    ]);
  });
});

describe("the tokens a split counts (Splitting Dice)", () => {
  it("counts only tokens staked by the splitting side: Zip's token on Getaway does not hold a red die", () => {
    const t = turns((s) => {
      s.setDice("Getaway", [4], [4]);
      const robbers = s.sheets["Actor.robbers"];
      if (robbers) robbers.drives.justice.debt = 1;
    });
    actionOf(t, "Zip");
    t.do(ZIPS, stake(t, "Zip", "Getaway", "hope", 1));
    actionOf(t, "Bank robbers");
    const split = t.refused(
      JOE,
      {
        type: "split",
        characterId: t.character("Bank robbers").id,
        complicationId: t.complication("Getaway").id,
        side: 1,
        die: 0,
        parts: 2,
        newSide: 0,
        stake: { drive: "justice", count: 1 },
      },
      "split-needs-stakes",
    );
    expect(split.problems[0]?.data).toEqual({ dice: 2, tokens: 1 });
  });
});

describe("one stake row per Drive (Resolving Complications: tokens go back to the Drive they came from)", () => {
  it("keeps the robbers' Greed from two Drives apart, one type on the Complication", () => {
    const t = turns((s) => {
      const robbers = s.sheets["Actor.robbers"];
      if (robbers) {
        robbers.drives.justice.debt = 1; // Greed 2
        robbers.drives.truth = { name: "greed", value: 2, debt: 1 };
      }
    });
    actionOf(t, "Bank robbers");
    t.do(JOE, stake(t, "Bank robbers", "Robbery", "justice", 1));
    t.do(JOE, stake(t, "Bank robbers", "Robbery", "truth", 1));
    expect(t.complication("Robbery").stakes.map((s) => [s.drive, s.count])).toEqual([
      ["justice", 1],
      ["truth", 1],
    ]);
  });
});

describe("what the board cannot find", () => {
  it("refuses a roll by a character whose sheet is missing, naming the actor", () => {
    const t = turns();
    actionOf(t, "Zip");
    const request: BoardRequest = {
      type: "roll",
      characterId: t.character("Zip").id,
      complicationId: t.complication("Getaway").id,
      side: 0,
      die: 0,
      abilityId: t.ability("Actor.zip", "Dodging bullets").id,
    };
    delete t.sheets["Actor.zip"];
    const missing = t.refused(ZIPS, request, "unknown-sheet");
    expect(missing.problems[0]?.data).toEqual({ actorUuid: "Actor.zip" });
  });

  it("refuses an ability the sheet does not have, naming the sheet", () => {
    const t = turns();
    actionOf(t, "Zip");
    const unknown = t.refused(
      ZIPS,
      {
        type: "roll",
        characterId: t.character("Zip").id,
        complicationId: t.complication("Getaway").id,
        side: 0,
        die: 0,
        abilityId: "Actor.zip-flight",
      },
      "unknown-ability",
    );
    expect(unknown.problems[0]?.data).toEqual({ name: "Zip" });
  });
});
