/**
 * Staking (Capes Lite, "Staking your Identity": one Debt type per player on
 * a Complication): a Drive type is its name, so two of one player's opponents may
 * both stake "Need" from different slots; each character's own stakes count
 * against its Drive's value; refusals carry the names and numbers at their
 * boundary; the stake and its log line keep the Drive's name.
 */
import { describe, expect, it } from "vitest";
import type { DriveSlot } from "../../../src/rules/capes";
import { ALICE, CAPS, JOE, Table, ZIPS, actionOf, sceneOne, toTurns } from "./fixtures";

/** Scene 1 in its action turns; the opponents hold Hostages (heroes stake there), the heroes Robbery. */
function turns(): Table {
  const t = sceneOne();
  t.setDice("Hostages", [1], [4]);
  t.setDice("Robbery", [5], [2]);
  const driver = t.sheets["Actor.driver"];
  if (driver) driver.drives.justice.debt = 1; // Need 1, 1 Debt: not Overdrawn
  const robbers = t.sheets["Actor.robbers"];
  if (robbers) robbers.drives.truth.debt = 1;
  toTurns(t);
  return t;
}

function stake(t: Table, name: string, complication: string, drive: DriveSlot, count: number) {
  return {
    type: "stake" as const,
    characterId: t.character(name).id,
    complicationId: t.complication(complication).id,
    drive,
    count,
  };
}

describe("where a character may stake", () => {
  it("refuses a Complication the character's own side controls, naming both", () => {
    const t = turns();
    actionOf(t, "Captain Liberty");
    const refused = t.refused(CAPS, stake(t, "Captain Liberty", "Robbery", "duty", 1), "your-side-controls");
    expect(refused.problems[0]?.data).toEqual({ name: "Captain Liberty", complication: "Robbery" });
    const before = t.board.log.length;
    t.do(CAPS, stake(t, "Captain Liberty", "Hostages", "duty", 1));
    expect(t.board.log.slice(before).map(({ kind, data, prompt }) => ({ kind, data, prompt }))).toEqual([
      {
        kind: "staked",
        data: { name: "Captain Liberty", count: 1, drive: "Duty", complication: "Hostages" },
        prompt: "stake",
      },
    ]);
    expect(t.sheets["Actor.liberty"]?.drives.duty.debt).toBe(0);
  });
});

describe("one Drive type per player", () => {
  it("lets the robbers' Need join the driver's Need, whatever the slot, case or spacing", () => {
    const t = turns();
    const robbers = t.sheets["Actor.robbers"];
    if (robbers) robbers.drives.truth.name = "  NEED ";
    actionOf(t, "Bank robbers");
    t.do(JOE, stake(t, "Bank robbers", "Robbery", "truth", 1));
    actionOf(t, "The driver");
    t.do(JOE, stake(t, "The driver", "Robbery", "justice", 1));
    const stakes = t.complication("Robbery").stakes;
    expect(stakes.map((s) => [s.name, s.drive, s.driveName, s.count])).toEqual([
      ["Bank robbers", "truth", "NEED", 1],
      ["The driver", "justice", "Need", 1],
    ]);
  });

  it("refuses a second type from the same player, naming the type already there", () => {
    const t = turns();
    const driver = t.sheets["Actor.driver"];
    if (driver) driver.drives.truth.debt = 1; // Fear
    actionOf(t, "Bank robbers");
    t.do(JOE, stake(t, "Bank robbers", "Robbery", "truth", 1));
    actionOf(t, "The driver");
    const refused = t.refused(JOE, stake(t, "The driver", "Robbery", "truth", 1), "one-drive-type");
    expect(refused.problems[0]?.data).toEqual({ complication: "Robbery", drive: "Need" });
    expect(t.complication("Robbery").stakes).toHaveLength(1);
  });
});

describe("how much a character may stake", () => {
  it("counts only the character's own stakes against its Drive's value", () => {
    const t = turns();
    actionOf(t, "Bank robbers");
    t.do(JOE, stake(t, "Bank robbers", "Robbery", "truth", 1));
    actionOf(t, "The driver");
    // The robbers' one token does not count against the driver's Need 1.
    t.do(JOE, stake(t, "The driver", "Robbery", "justice", 1));
    expect(t.complication("Robbery").stakes.map((s) => s.count)).toEqual([1, 1]);
  });

  it("stakes up to the value and refuses one more, with the value and Drive", () => {
    const t = turns();
    const night = t.sheets["Actor.night"];
    if (night) night.drives.duty.debt = 3; // Duty 3 with 3 Debt: at its value
    actionOf(t, "Night Maiden");
    t.do(ALICE, stake(t, "Night Maiden", "Hostages", "duty", 2));
    t.do(ALICE, stake(t, "Night Maiden", "Hostages", "duty", 1));
    expect(t.complication("Hostages").stakes).toMatchObject([{ name: "Night Maiden", drive: "duty", count: 3 }]);
    const night2 = t.sheets["Actor.night"];
    if (night2) night2.drives.duty.debt = 1;
    const over = t.refused(ALICE, stake(t, "Night Maiden", "Hostages", "duty", 1), "stake-over-value");
    expect(over.problems[0]?.data).toEqual({ name: "Night Maiden", value: 3, drive: "Duty", complication: "Hostages" });
  });

  it("stakes all the Debt a Drive holds and refuses one more, with the Debt held", () => {
    const t = turns();
    const zip = t.sheets["Actor.zip"];
    if (zip) zip.drives.justice.debt = 1;
    actionOf(t, "Zip");
    const short = t.refused(ZIPS, stake(t, "Zip", "Hostages", "justice", 2), "not-enough-debt");
    expect(short.problems[0]?.data).toEqual({ name: "Zip", debt: 1, drive: "Justice" });
    t.do(ZIPS, stake(t, "Zip", "Hostages", "justice", 1));
    expect(t.sheets["Actor.zip"]?.drives.justice.debt).toBe(0);
  });
});
