/**
 * The action turns at their edges (Capes Lite, "Action Turns", "Action!
 * Action! Action!", "Reaction! Reaction!", "Staking your Identity",
 * "Splitting Dice", "Turn and Turn again"): who stakes and where, what an
 * ability costs, reactions between Overdrawn rolls and the veto of one, split
 * boundaries and sides of one's own, and the order of the turns.
 */
import { describe, expect, it } from "vitest";
import { actingCharacterId, type BoardRequest, type CapesBoard } from "../../../src/rules/capes";
import { EDITOR, EDITOR_ALONE, JOE, Table, ZIPS, actionOf, passReactions, sceneOne, toTurns } from "./fixtures";

/** Scene 1's action turns with the driver's Need no longer Overdrawn. */
function turns(setup: (t: Table) => void = () => undefined): Table {
  const t = sceneOne();
  const driver = t.sheets["Actor.driver"];
  if (driver) driver.drives.justice.debt = 0;
  setup(t);
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

function zipReacts(t: Table, ability: string, more: object = {}): BoardRequest {
  return {
    type: "react",
    characterId: t.character("Zip").id,
    abilityId: t.ability("Actor.zip", ability).id,
    ...more,
  } as BoardRequest;
}

/** Two Overdrawn Drives owed by Joe's characters: the robbers' Greed (3 on 2) and the driver's Need (2 on 1). */
function twoOverdrawn(): Table {
  const t = sceneOne();
  t.setDice("Robbery", [3], [6]);
  t.setDice("Getaway", [2], [5]);
  const robbers = t.sheets["Actor.robbers"];
  if (robbers) robbers.drives.justice.debt = 3;
  while (t.board.scene.phase === "claims") t.do(EDITOR_ALONE, { type: "passClaims" });
  expect(t.board.scene.phase).toBe("overdrawn");
  expect(t.board.scene.overdrawnDue.length).toBe(2);
  return t;
}

function overdrawnRoll(t: Table, name: string, complication: string): BoardRequest {
  return {
    type: "overdrawnRoll",
    characterId: t.character(name).id,
    drive: "justice",
    complicationId: t.complication(complication).id,
    side: 1,
    die: 0,
  };
}

describe("Trope reactions between Overdrawn rolls (Reaction! Reaction!; Your account is Overdrawn)", () => {
  it("lets any player react to an accepted Overdrawn roll while another is still owed", () => {
    const t = twoOverdrawn();
    t.do(JOE, overdrawnRoll(t, "The driver", "Robbery"));
    t.rolls(JOE, 2);
    expect(t.board.scene.phase).toBe("overdrawn");
    // Mundane Tasks done Super-fast, a super-powered Trope of level 2, reacts to the 2 and takes a Debt on Hope.
    const react = t.do(ZIPS, zipReacts(t, "Mundane Tasks done Super-fast", { debtDrive: "hope" }));
    expect(react.roll).toMatchObject({ kind: "reaction", from: 2, side: 1, die: 0 });
    expect(t.sheets["Actor.zip"]?.drives.hope.debt).toBe(2);
  });

  it("a veto after the action turns began is refused: the turns start with nothing to undo", () => {
    const t = twoOverdrawn();
    t.do(JOE, overdrawnRoll(t, "The driver", "Robbery"));
    t.rolls(JOE, 2);
    t.do(ZIPS, zipReacts(t, "Mundane Tasks done Super-fast", { debtDrive: "hope" }));
    t.rolls(ZIPS, 1);
    t.do(ZIPS, { type: "decide", keep: true });
    passReactions(t); // nobody else reacts to the 1
    // The robbers' Greed rolls their highest die, Getaway's 5; the turns begin.
    t.do(JOE, overdrawnRoll(t, "Bank robbers", "Getaway"));
    t.rolls(JOE, 3);
    // Zip's Desperate Effort could still react to the 3; once his player passes, the turns begin.
    expect(t.board.scene.reactions?.awaiting).toEqual(["zips"]);
    t.do(ZIPS, { type: "passReaction" });
    expect(t.board.scene.phase).toBe("turns");
    expect(t.board.scene.turn?.number).toBe(1);
    t.refused(EDITOR, { type: "veto" }, "nothing-to-veto");
    // The first action goes on as usual.
    t.do(EDITOR_ALONE, { type: "endTurn" });
    expect(t.board.scene.turn?.index).toBe(1);
  });
});

describe("the Editor's veto of a reaction (Reaction! Reaction!; the Editor's veto ruling)", () => {
  it("puts back the Debt a super-powered Trope took, on the Drive chosen, and frees the Trope", () => {
    const t = turns((s) => s.setDice("Clobbering", [3], [4]));
    actionOf(t, "Zip");
    t.do(ZIPS, zipRolls(t, "Super-speed", "Clobbering", 0, { debtDrive: "hope" }));
    t.rolls(ZIPS, 2);
    t.do(ZIPS, { type: "decide", keep: true });
    t.do(ZIPS, zipReacts(t, "Mundane Tasks done Super-fast", { debtDrive: "love" }));
    expect(t.sheets["Actor.zip"]?.drives.love.debt).toBe(1);
    const veto = t.do(EDITOR, { type: "veto" });
    expect(veto.effects).toEqual([
      { kind: "debt", actorUuid: "Actor.zip", drive: "love", debt: 0 },
      {
        kind: "ability",
        actorUuid: "Actor.zip",
        abilityId: t.ability("Actor.zip", "Mundane Tasks done Super-fast").id,
        blocked: false,
        usedThisPage: false,
      },
    ]);
    // The action's own Power keeps its Debt on Hope: only the last ability use is undone.
    expect(t.sheets["Actor.zip"]?.drives.hope.debt).toBe(2);
    expect(t.dice("Clobbering")).toEqual([[2], [4]]);
  });
});

describe("what an ability costs (Abilities beyond those of mortal men)", () => {
  it("Attitudes cost no Debt, even one a sheet marks super-powered: Blocked, no Debt", () => {
    const t = turns((s) => s.setDice("Clobbering", [1], [4]));
    const dodging = t.ability("Actor.zip", "Dodging bullets");
    dodging.superPowered = true;
    actionOf(t, "Zip");
    const rolled = t.do(ZIPS, zipRolls(t, "Dodging bullets", "Clobbering", 0));
    expect(rolled.effects).toEqual([
      { kind: "ability", actorUuid: "Actor.zip", abilityId: dodging.id, blocked: true, usedThisPage: true },
    ]);
  });

  it("stakes a Power's fresh Debt only where the character's side does not control", () => {
    // Staking your Identity: only where the staker's side does not control; Hostages is the heroes', 3 against 2.
    const t = turns((s) => s.setDice("Hostages", [3], [2]));
    actionOf(t, "Zip");
    const refused = t.refused(
      ZIPS,
      zipRolls(t, "Super-speed", "Hostages", 0, { debtDrive: "hope", stakeDebt: true }),
      "your-side-controls",
    );
    expect(refused.problems[0]?.data).toEqual({ name: "Zip", complication: "Hostages" });
  });
});

describe("who stakes (Staking your Identity)", () => {
  it("asks which character stakes when the request names none", () => {
    const t = turns();
    const getaway = t.complication("Getaway").id;
    t.refused(EDITOR, { type: "stake", complicationId: getaway, drive: "justice", count: 1 }, "who-stakes");
  });

  it("lets only the Editor stake for an absent opponent, and only where the opponents do not control", () => {
    const t = turns((s) => s.setDice("Police", [1], [5]));
    const police = t.complication("Police").id;
    const absent: BoardRequest = {
      type: "stake",
      absentActorUuid: "Actor.archvillain",
      complicationId: police,
      drive: "justice",
      count: 1,
    };
    const player = t.refused(JOE, absent, "editor-only");
    expect(player.problems[0]?.data).toEqual({ what: "stake for an absent opponent" });
    const controls = t.refused(EDITOR, absent, "your-side-controls");
    expect(controls.problems[0]?.data).toEqual({ name: "The arch-villain", complication: "Police" });
  });
});

describe("a board in the action turns with no action under way", () => {
  /** Such a board was left by a veto of a reaction made between two Overdrawn rolls, before beginTurns dropped it. */
  function turnless(): Table {
    const t = turns();
    const board: CapesBoard = structuredClone(t.board);
    board.scene.turn = null;
    t.board = board;
    return t;
  }

  it("refuses a roll, a stake for an absent opponent and the end of an action, naming no one", () => {
    const t = turnless();
    const getaway = t.complication("Getaway").id;
    const roll = t.refused(ZIPS, zipRolls(t, "Dodging bullets", "Getaway", 0), "not-your-turn");
    expect(roll.problems[0]?.data).toEqual({ name: "", turn: 0 });
    t.refused(
      EDITOR,
      { type: "stake", absentActorUuid: "Actor.archvillain", complicationId: getaway, drive: "justice", count: 1 },
      "not-your-turn",
    );
    t.refused(EDITOR, { type: "endTurn" }, "not-your-turn");
    expect(actingCharacterId(t.board)).toBeNull();
  });
});

describe("which die (Roll Them Bones)", () => {
  it("refuses a side the Complication does not have, and a die its side does not have", () => {
    const t = turns();
    actionOf(t, "Zip");
    const side = t.refused(ZIPS, zipRolls(t, "Dodging bullets", "Getaway", 2), "unknown-die");
    expect(side.problems[0]?.data).toEqual({ name: "Getaway" });
    const die = t.refused(ZIPS, zipRolls(t, "Dodging bullets", "Getaway", 0, { die: 1 }), "unknown-die");
    expect(die.problems[0]?.data).toEqual({ name: "Getaway" });
  });
});

describe("splitting (Splitting Dice)", () => {
  function robbersSplit(t: Table, side: number, parts: number, newSide: number, more: object = {}): BoardRequest {
    return {
      type: "split",
      characterId: t.character("Bank robbers").id,
      complicationId: t.complication("Getaway").id,
      side,
      die: 0,
      parts,
      newSide,
      ...more,
    } as BoardRequest;
  }

  function robbersAct(dice: [number[], number[]]): Table {
    const t = turns((s) => {
      s.setDice("Getaway", ...dice);
      const robbers = s.sheets["Actor.robbers"];
      if (robbers) robbers.drives.justice.debt = 2;
    });
    actionOf(t, "Bank robbers");
    return t;
  }

  it("splits a die into as many dice as its face: a 2 into two 1s", () => {
    const t = robbersAct([[4], [2]]);
    t.do(JOE, robbersSplit(t, 1, 2, 0, { stake: { drive: "justice", count: 2 } }));
    expect(t.dice("Getaway")).toEqual([[4], [1, 1]]);
  });

  it("stakes with a split that stays on the side only where that side does not control", () => {
    const t = robbersAct([[2], [4]]);
    const refused = t.refused(
      JOE,
      robbersSplit(t, 1, 2, 0, { stake: { drive: "justice", count: 2 } }),
      "your-side-controls",
    );
    expect(refused.problems[0]?.data).toEqual({ name: "Bank robbers", complication: "Getaway" });
  });

  it("makes no second side of one's own, and splits one die an action", () => {
    const t = robbersAct([[2], [4]]);
    // The red 4 becomes 2 + 2; one 2 goes to the robbers' own side, on the token staked with the split.
    t.do(JOE, robbersSplit(t, 1, 2, 1, { stake: { drive: "justice", count: 1 } }));
    expect(t.dice("Getaway")).toEqual([[2], [2], [2]]);
    const again = t.refused(
      JOE,
      robbersSplit(t, 2, 2, 1, { stake: { drive: "justice", count: 1 } }),
      "already-own-side",
    );
    expect(again.problems[0]?.data).toEqual({ name: "Bank robbers", complication: "Getaway" });
    // Splitting Dice, one die: their own 2 cannot become 1 + 1 in the same action.
    t.refused(JOE, robbersSplit(t, 2, 2, 0, { stake: { drive: "justice", count: 1 } }), "one-split");
    expect(t.dice("Getaway")).toEqual([[2], [2], [2]]);
  });
});
