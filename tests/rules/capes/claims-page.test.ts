/**
 * The start of a Page (Capes Lite, "As the Pages Turn", "Your account is
 * Overdrawn"): seats without characters passed over, each refusal of a claim
 * with its data, a claim taken by higher Prominence and the one reclaim it
 * allows, the log of claims and passes, then the Overdrawn Drives owed and
 * the rolls they make before the action turns begin.
 */
import { describe, expect, it } from "vitest";
import type { LogEntry } from "../../../src/rules/capes";
import { ALICE, CAPS, EDITOR, EDITOR_ALONE, JOE, Table, ZIPS, sceneOne } from "./fixtures";

function logged(t: Table, before: number): Pick<LogEntry, "kind" | "data" | "prompt">[] {
  return t.board.log.slice(before).map(({ kind, data, prompt }) => ({ kind, data, prompt }));
}

/** A Scene where neither the Editor nor Captain Liberty's player narrates anyone: Zip and Night Maiden against Joe's two. */
function smallScene(): Table {
  const t = new Table();
  t.do(EDITOR, { type: "addComplication", name: "Robbery" });
  t.setDice("Robbery", [3], [1]); // the heroes control it
  t.do(ZIPS, { type: "spendProminence", actorUuid: "Actor.zip", faction: "heroes", tokens: 1 });
  t.do(ALICE, { type: "spendProminence", actorUuid: "Actor.night", faction: "heroes", tokens: 1 });
  for (const actorUuid of ["Actor.robbers", "Actor.driver"])
    t.do(EDITOR, { type: "addCharacter", actorUuid, faction: "opponents", prominence: 1, narrator: "joe" });
  return t;
}

describe("the order of claims", () => {
  it("opens Page 1 at the first seat with something to claim, and passes over the others", () => {
    const t = smallScene();
    const before = t.board.log.length;
    t.do(EDITOR, { type: "startScene" });
    expect(logged(t, before).slice(1)).toEqual([{ kind: "pageStarts", data: { page: 1 }, prompt: null }]);
    expect(t.board.scene.claims?.seat).toBe(1); // the Editor narrates nobody
    t.refused(ALICE, { type: "passClaims" }, "not-your-seat");
    const mark = t.board.log.length;
    t.do(ZIPS, { type: "passClaims" });
    t.do(ALICE, { type: "passClaims" });
    // Liberty's player narrates nobody; Joe's robbers and driver have nothing they may claim (the heroes hold
    // Robbery): both seats are passed over, and past the last seat the driver's Need is Overdrawn.
    expect(t.board.scene.phase).toBe("overdrawn");
    expect(logged(t, mark).slice(0, 3)).toEqual([
      { kind: "claimsPassed", data: { player: "Zip's player" }, prompt: null },
      { kind: "claimsPassed", data: { player: "Alice" }, prompt: null },
      { kind: "claimsSkipped", data: { player: "Joe" }, prompt: null },
    ]);
  });

  it("lets the Editor pass for the seat whose turn it is", () => {
    const t = sceneOne();
    t.setDice("Hostages", [4], [2]); // the heroes' only card: the Editor's seat has nothing to claim
    expect(t.board.scene.claims?.seat).toBe(1);
    t.do(EDITOR_ALONE, { type: "passClaims" });
    expect(t.board.log.at(-1)).toMatchObject({ kind: "claimsPassed", data: { player: "Zip's player" } });
    expect(t.board.scene.claims?.seat).toBe(2);
  });
});

describe("claiming", () => {
  it("logs a claim with its prompt and refuses a second claim by the same character", () => {
    const t = sceneOne();
    t.setDice("Robbery", [1], [4]);
    t.setDice("Getaway", [3], [6]);
    const chief = t.character("Chief Arturo Mannelli").id;
    const before = t.board.log.length;
    t.do(EDITOR, { type: "claim", characterId: chief, complicationId: t.complication("Robbery").id });
    // The Editor's seat has claimed all it may; the heroes control nothing, so the claims wait at Joe's seat.
    expect(logged(t, before)).toEqual([
      { kind: "claimed", data: { name: "Chief Arturo Mannelli", complication: "Robbery" }, prompt: "claim" },
      { kind: "claimsSkipped", data: { player: "Editor" }, prompt: null },
      { kind: "claimsSkipped", data: { player: "Zip's player" }, prompt: null },
      { kind: "claimsSkipped", data: { player: "Alice" }, prompt: null },
      { kind: "claimsSkipped", data: { player: "Liberty's player" }, prompt: null },
    ]);
    expect(t.board.scene.claims?.seat).toBe(4);
    const again = t.refused(
      EDITOR,
      { type: "claim", characterId: chief, complicationId: t.complication("Getaway").id },
      "already-claimed",
    );
    expect(again.problems[0]?.data).toEqual({ name: "Chief Arturo Mannelli" });
  });

  it("refuses a claim on a tied Complication, naming the character and the card", () => {
    const t = sceneOne();
    t.setDice("Clobbering", [3], [3]);
    t.setDice("Robbery", [1], [4]); // something the Chief may claim: the claims wait at the Editor's seat
    const refused = t.refused(
      EDITOR,
      {
        type: "claim",
        characterId: t.character("Chief Arturo Mannelli").id,
        complicationId: t.complication("Clobbering").id,
      },
      "not-controlled",
    );
    expect(refused.problems[0]?.data).toEqual({ name: "Chief Arturo Mannelli", complication: "Clobbering" });
  });

  it("takes a claim only with strictly higher Prominence; the loser may claim once more, first", () => {
    const t = sceneOne();
    t.setDice("Hostages", [4], [2]);
    t.setDice("Police", [6], [5]);
    const zip = t.character("Zip").id;
    const night = t.character("Night Maiden").id;
    const liberty = t.character("Captain Liberty").id;
    const id = (name: string) => t.complication(name).id;
    // The opponents control nothing: the Editor's seat is passed over; Zip's passes on once he has claimed.
    t.do(ZIPS, { type: "claim", characterId: zip, complicationId: id("Hostages") });
    expect(t.board.scene.claims?.seat).toBe(2);
    // Night Maiden's Prominence 1 equals Zip's: not enough.
    const equal = t.refused(
      ALICE,
      { type: "claim", characterId: night, complicationId: id("Hostages") },
      "not-more-prominent",
    );
    expect(equal.problems[0]?.data).toEqual({
      name: "Night Maiden",
      holder: "Zip",
      prominence: 1,
      holderProminence: 1,
    });
    t.do(ALICE, { type: "passClaims" });
    const before = t.board.log.length;
    t.do(CAPS, { type: "claim", characterId: liberty, complicationId: id("Hostages") });
    expect(logged(t, before)).toEqual([
      { kind: "claimTaken", data: { name: "Captain Liberty", holder: "Zip", complication: "Hostages" }, prompt: null },
      { kind: "claimed", data: { name: "Captain Liberty", complication: "Hostages" }, prompt: "claim" },
    ]);
    // Zip claims again before anyone else, the Editor included.
    const first = t.refused(
      EDITOR,
      { type: "claim", characterId: t.character("Chief Arturo Mannelli").id, complicationId: id("Robbery") },
      "reclaim-first",
    );
    expect(first.problems[0]?.data).toEqual({ name: "Zip" });
    t.do(ZIPS, { type: "claim", characterId: zip, complicationId: id("Police") });
    expect(t.complication("Police").claim).toBe(zip);
    expect(t.complication("Hostages").claim).toBe(liberty);
    // Nobody has anything left to claim: on to the Overdrawn Drives (the driver's Need).
    expect(t.board.scene.phase).toBe("overdrawn");
  });

  it("lets the loser pass the reclaim: only their narrator may, and it is logged", () => {
    const t = sceneOne();
    t.setDice("Hostages", [4], [2]);
    t.setDice("Police", [6], [5]); // what Zip could claim instead
    const zip = t.character("Zip").id;
    t.do(ZIPS, { type: "claim", characterId: zip, complicationId: t.complication("Hostages").id });
    t.do(ALICE, { type: "passClaims" });
    t.do(CAPS, {
      type: "claim",
      characterId: t.character("Captain Liberty").id,
      complicationId: t.complication("Hostages").id,
    });
    t.refused(JOE, { type: "passClaims" }, "not-your-character");
    const before = t.board.log.length;
    t.do(ZIPS, { type: "passClaims" });
    // Liberty's player has claimed all they may, and Joe's side controls nothing: both seats are passed over.
    expect(logged(t, before).slice(0, 3)).toEqual([
      { kind: "reclaimPassed", data: { name: "Zip" }, prompt: null },
      { kind: "claimsSkipped", data: { player: "Liberty's player" }, prompt: null },
      { kind: "claimsSkipped", data: { player: "Joe" }, prompt: null },
    ]);
    expect(t.board.scene.phase).toBe("overdrawn");
  });
});

describe("Overdrawn Drives", () => {
  /** sceneOne with every claim passed; the robbers' Greed (their Justice, like the driver's Need) also Overdrawn when `both`. */
  function overdrawn(both: boolean): Table {
    const t = sceneOne();
    t.setDice("Robbery", [3], [6]);
    t.setDice("Getaway", [2], [4]);
    const robbers = t.sheets["Actor.robbers"];
    if (both && robbers) robbers.drives.justice.debt = 3;
    while (t.board.scene.phase === "claims") t.do(EDITOR_ALONE, { type: "passClaims" });
    return t;
  }

  it("owes a roll for each Drive holding more Debt than its value, and none at equal", () => {
    const t = sceneOne();
    const robbers = t.sheets["Actor.robbers"];
    if (robbers) robbers.drives.truth.debt = 1; // Need 1 with 1 Debt: not Overdrawn
    while (t.board.scene.phase === "claims") t.do(EDITOR_ALONE, { type: "passClaims" });
    expect(t.board.scene.overdrawnDue).toEqual([{ characterId: t.character("The driver").id, drive: "justice" }]);
    expect(t.board.log.at(-1)).toMatchObject({ kind: "overdrawnDue", data: { count: 1 } });
    const two = overdrawn(true);
    expect(two.board.scene.overdrawnDue).toHaveLength(2);
    expect(two.board.log.at(-1)).toMatchObject({ kind: "overdrawnDue", data: { count: 2 } });
  });

  it("skips a character whose sheet is gone", () => {
    const t = sceneOne();
    delete t.sheets["Actor.driver"];
    while (t.board.scene.phase === "claims") t.do(EDITOR_ALONE, { type: "passClaims" });
    expect(t.board.scene.phase).toBe("turns");
  });

  it("refuses a Drive not Overdrawn, and a die not the highest of the character's side", () => {
    const t = overdrawn(false);
    const driver = t.character("The driver").id;
    const robbery = t.complication("Robbery").id;
    const drive = t.refused(
      JOE,
      { type: "overdrawnRoll", characterId: driver, drive: "truth", complicationId: robbery, side: 1, die: 0 },
      "not-overdrawn",
    );
    expect(drive.problems[0]?.data).toEqual({ name: "The driver" });
    t.refused(
      JOE,
      {
        type: "overdrawnRoll",
        characterId: t.character("Bank robbers").id,
        drive: "justice",
        complicationId: robbery,
        side: 1,
        die: 0,
      },
      "not-overdrawn",
    );
    const low = t.refused(
      JOE,
      {
        type: "overdrawnRoll",
        characterId: driver,
        drive: "justice",
        complicationId: t.complication("Getaway").id,
        side: 1,
        die: 0,
      },
      "not-highest-die",
    );
    expect(low.problems[0]?.data).toEqual({ name: "The driver", face: 6 });
  });

  it("asks for the roll, logs it with the Drive's name, and waits for every roll owed", () => {
    const t = overdrawn(true);
    const driver = t.character("The driver").id;
    const robbery = t.complication("Robbery").id;
    const before = t.board.log.length;
    const ask = t.do(JOE, {
      type: "overdrawnRoll",
      characterId: driver,
      drive: "justice",
      complicationId: robbery,
      side: 1,
      die: 0,
    });
    expect(t.board.scene.pending).toEqual({
      id: ask.roll?.pendingId,
      kind: "overdrawn",
      characterId: driver,
      userId: "joe",
      abilityId: "",
      abilityName: "",
      drive: "justice",
      complicationId: robbery,
      side: 1,
      die: 0,
      from: 6,
      result: null,
    });
    expect(logged(t, before)).toEqual([
      {
        kind: "overdrawnRolls",
        data: { name: "The driver", drive: "Need", complication: "Robbery", face: 6 },
        prompt: "overdrawn",
      },
    ]);
    t.rolls(JOE, 5);
    expect(t.dice("Robbery")).toEqual([[3], [5]]);
    // The robbers' Greed still owes its roll; the driver's is paid.
    expect(t.board.scene.phase).toBe("overdrawn");
    t.do(JOE, {
      type: "overdrawnRoll",
      characterId: t.character("Bank robbers").id,
      drive: "justice",
      complicationId: robbery,
      side: 1,
      die: 0,
    });
    t.rolls(JOE, 6);
    expect(t.board.scene.phase).toBe("turns");
  });
});
