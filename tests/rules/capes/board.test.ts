import { describe, expect, it } from "vitest";
import { actingCharacterId, applyRequest, nextScene } from "../../../src/rules/capes";
import { ALICE, CAPS, EDITOR, EDITOR_ALONE, away, JOE, Table, ZIPS, actionOf, sceneOne, toTurns } from "./fixtures";

describe("starting a Story (Capes Lite, Starting a Story)", () => {
  it("sets the Victory Target to every token spent: 4 + 4 = 8", () => {
    const t = sceneOne();
    expect(t.board.scene.target).toBe(8);
    // Every new card stands at 1/1: nobody controls one, so Page 1's claims pass every seat on their own.
    expect(t.board.scene.phase).toBe("overdrawn");
    expect(t.board.log.filter((e) => e.kind === "claimsSkipped").map((e) => e.data.player)).toEqual([
      "Editor",
      "Zip's player",
      "Alice",
      "Liberty's player",
      "Joe",
    ]);
    expect(t.character("Captain Liberty").prominence).toBe(2);
    expect(t.character("Chief Arturo Mannelli").prominence).toBe(2);
    // Joe keeps his token (Silverstar sits the Scene out); the others spent theirs.
    expect(t.player("joe").tokens).toBe(1);
    expect([t.player("zips").tokens, t.player("alice").tokens, t.player("caps").tokens]).toEqual([0, 0, 0]);
  });

  it("refuses to start until the Editor has balanced the sides", () => {
    const t = new Table();
    t.do(EDITOR, { type: "addComplication", name: "Robbery" });
    t.do(ZIPS, { type: "spendProminence", actorUuid: "Actor.zip", faction: "heroes", tokens: 1 });
    t.do(ALICE, { type: "spendProminence", actorUuid: "Actor.night", faction: "heroes", tokens: 1 });
    t.do(EDITOR, { type: "doubleToken", actorUuid: "Actor.liberty", userId: "caps" });
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.robbers",
      faction: "opponents",
      prominence: 1,
      narrator: "joe",
    });
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.driver",
      faction: "opponents",
      prominence: 1,
      narrator: "joe",
    });
    const result = t.refused(EDITOR, { type: "startScene" }, "unbalanced");
    expect(result.problems[0]?.data).toEqual({ heroes: 4, opponents: 2 });
    t.refused(EDITOR, { type: "doubleToken", actorUuid: "Actor.silverstar", userId: "joe" }, "already-doubled");
    t.refused(
      JOE,
      { type: "spendProminence", actorUuid: "Actor.silverstar", faction: "heroes", tokens: 2 },
      "not-enough-tokens",
    );
    t.refused(
      JOE,
      { type: "addCharacter", actorUuid: "Actor.chief", faction: "opponents", prominence: 2, narrator: "joe" },
      "editor-only",
    );
  });

  it("gives back what a removed character cost", () => {
    const t = new Table();
    t.do(ZIPS, { type: "spendProminence", actorUuid: "Actor.zip", faction: "heroes", tokens: 1 });
    t.do(EDITOR, { type: "removeCharacter", characterId: t.character("Zip").id });
    expect(t.player("zips").tokens).toBe(1);
  });
});

describe("claims (As the Pages Turn)", () => {
  it("goes from the Editor clockwise; a higher Prominence takes a claim; the loser may claim another at once", () => {
    const t = sceneOne();
    t.setDice("Hostages", [4], [2]);
    t.setDice("Robbery", [3], [6]);
    t.setDice("Police", [6], [5]);
    const chief = t.character("Chief Arturo Mannelli").id;
    const zip = t.character("Zip").id;
    const liberty = t.character("Captain Liberty").id;
    const robbers = t.character("Bank robbers").id;
    const id = (name: string) => t.complication(name).id;
    // The Editor claims nothing for the Chief: Police is under hero control.
    t.refused(EDITOR, { type: "claim", characterId: chief, complicationId: id("Police") }, "not-controlled");
    // Joe narrates the robbers: at the table he claims for them himself; away, the Editor claims for him.
    t.refused(EDITOR, { type: "claim", characterId: robbers, complicationId: id("Robbery") }, "not-your-character");
    t.do(away("joe"), { type: "claim", characterId: robbers, complicationId: id("Robbery") });
    t.refused(ZIPS, { type: "claim", characterId: zip, complicationId: id("Hostages") }, "not-your-seat");
    t.do(EDITOR_ALONE, { type: "passClaims" });
    t.do(ZIPS, { type: "claim", characterId: zip, complicationId: id("Hostages") });
    // Zip has claimed: nothing is left at his seat, and the turn passes to Alice without a click.
    expect(t.board.scene.claims?.seat).toBe(2);
    t.refused(ZIPS, { type: "claim", characterId: zip, complicationId: id("Police") }, "not-your-seat");
    t.do(ALICE, { type: "passClaims" });
    t.refused(CAPS, { type: "claim", characterId: zip, complicationId: id("Police") }, "not-your-character");
    // As the Pages Turn: Captain Liberty (Prominence 2) takes Hostages from Zip (1).
    t.do(CAPS, { type: "claim", characterId: liberty, complicationId: id("Hostages") });
    expect(t.complication("Hostages").claim).toBe(liberty);
    expect(t.board.scene.claims?.reclaim).toBe(zip);
    t.refused(CAPS, { type: "passClaims" }, "not-your-character");
    t.refused(ZIPS, { type: "claim", characterId: zip, complicationId: id("Hostages") }, "not-more-prominent");
    t.do(ZIPS, { type: "claim", characterId: zip, complicationId: id("Police") });
    expect(t.board.scene.claims).toBeNull();
    // Liberty has claimed and Joe's robbers and driver have nothing they may take: the claims are over.
    expect(t.board.scene.phase).toBe("overdrawn");
    t.refused(JOE, { type: "claim", characterId: robbers, complicationId: id("Getaway") }, "wrong-phase");
    expect(t.board.log.filter((e) => e.prompt === "claim").length).toBe(4);
  });
});

describe("Overdrawn Drives (Your account is Overdrawn)", () => {
  it("rolls the highest die of the driver's side, kept only if lower: the opponents lose Robbery", () => {
    const t = sceneOne();
    t.setDice("Robbery", [3], [6]);
    t.setDice("Getaway", [2], [4]);
    while (t.board.scene.phase === "claims") t.do(EDITOR_ALONE, { type: "passClaims" });
    expect(t.board.scene.phase).toBe("overdrawn");
    const driver = t.character("The driver").id;
    expect(t.board.scene.overdrawnDue).toEqual([{ characterId: driver, drive: "justice" }]);
    const at = (name: string) => ({
      characterId: driver,
      drive: "justice" as const,
      complicationId: t.complication(name).id,
    });
    t.refused(JOE, { type: "overdrawnRoll", ...at("Getaway"), side: 1, die: 0 }, "not-highest-die");
    t.refused(JOE, { type: "overdrawnRoll", ...at("Robbery"), side: 0, die: 0 }, "not-highest-die");
    t.refused(ZIPS, { type: "overdrawnRoll", ...at("Robbery"), side: 1, die: 0 }, "not-your-character");
    const ask = t.do(JOE, { type: "overdrawnRoll", ...at("Robbery"), side: 1, die: 0 });
    expect(ask.roll).toMatchObject({ kind: "overdrawn", userId: "joe", from: 6 });
    t.refused(JOE, { type: "endTurn" }, "pending-roll");
    t.rolls(JOE, 2);
    expect(t.dice("Robbery")).toEqual([[3], [2]]);
    // Tropes may react to the new 2: Zip's and Night Maiden's players decide before the turns begin.
    expect(t.board.scene.lastRoll).toMatchObject({ face: 2 });
    expect(t.board.scene.reactions?.awaiting).toEqual(["zips", "alice"]);
    expect(t.board.scene.phase).toBe("overdrawn");
    t.do(ZIPS, { type: "passReaction" });
    t.refused(ZIPS, { type: "passReaction" }, "not-awaited");
    t.do(ALICE, { type: "passReaction" });
    expect(t.board.scene.phase).toBe("turns");
    expect(t.board.scene.lastRoll).toBeNull();
  });

  it("keeps the die when the roll is not lower", () => {
    const t = sceneOne();
    t.setDice("Robbery", [3], [4]);
    while (t.board.scene.phase === "claims") t.do(EDITOR_ALONE, { type: "passClaims" });
    const driver = t.character("The driver").id;
    t.do(JOE, {
      type: "overdrawnRoll",
      characterId: driver,
      drive: "justice",
      complicationId: t.complication("Robbery").id,
      side: 1,
      die: 0,
    });
    t.rolls(JOE, 5);
    expect(t.dice("Robbery")).toEqual([[3], [4]]);
    expect(t.board.scene.lastRoll).toBeNull();
  });
});

describe("rolling (Roll Them Bones; Action! Action! Action!)", () => {
  it("the Editor rolls the heroes' die on Hostages to a 5 and turns it back to 4", () => {
    const t = sceneOne();
    t.setDice("Hostages", [4], [2]);
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    toTurns(t);
    const chief = t.character("Chief Arturo Mannelli");
    expect(actingCharacterId(t.board)).toBe(chief.id);
    const bullhorn = t.ability("Actor.chief", "Bullhorn");
    const ask = t.do(EDITOR, {
      type: "roll",
      characterId: chief.id,
      complicationId: t.complication("Hostages").id,
      side: 0,
      die: 0,
      abilityId: bullhorn.id,
    });
    expect(ask.roll).toMatchObject({ kind: "action", from: 4, userId: "editor" });
    t.refused(EDITOR, { type: "decide", keep: false }, "nothing-to-decide");
    t.rolls(EDITOR, 5);
    t.do(EDITOR, { type: "decide", keep: false });
    expect(t.dice("Hostages")).toEqual([[4], [2]]);
    expect(t.ability("Actor.chief", "Bullhorn")).toMatchObject({ blocked: true, usedThisPage: true });
    expect(t.board.scene.lastRoll).toBeNull(); // nothing to react to
  });

  it("a player rolls a six on Police and keeps it: the heroes control Police", () => {
    const t = sceneOne();
    t.setDice("Police", [1], [5]);
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    toTurns(t);
    actionOf(t, "Captain Liberty");
    const liberty = t.character("Captain Liberty");
    t.do(CAPS, {
      type: "roll",
      characterId: liberty.id,
      complicationId: t.complication("Police").id,
      side: 0,
      die: 0,
      abilityId: t.ability("Actor.liberty", "Team-builder").id,
    });
    t.refused(ZIPS, { type: "decide", keep: true }, "nothing-to-decide");
    t.rolls(CAPS, 6);
    t.refused(ZIPS, { type: "decide", keep: true }, "not-your-roll");
    t.do(CAPS, { type: "decide", keep: true });
    expect(t.dice("Police")).toEqual([[6], [5]]);
    expect(t.board.log.at(-1)).toMatchObject({ kind: "kept", data: { control: "heroes" } });
  });
});

describe("Zip's Getaway: stakes, a Power, a Trope chain, a split (Action Turns to Splitting Dice)", () => {
  it("plays the example through", () => {
    const t = sceneOne();
    t.setDice("Getaway", [2], [4]);
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    toTurns(t);
    actionOf(t, "Zip");
    const zip = t.character("Zip");
    const getaway = t.complication("Getaway").id;
    const superSpeed = t.ability("Actor.zip", "Super-speed").id;
    const mundane = t.ability("Actor.zip", "Mundane Tasks done Super-fast").id;
    const desperate = t.ability("Actor.zip", "Desperate Effort").id;
    // Action Turns: Zip stakes one Hope (a Drive of 2) on Getaway.
    t.do(ZIPS, { type: "stake", characterId: zip.id, complicationId: getaway, drive: "hope", count: 1 });
    expect(t.sheets["Actor.zip"]!.drives.hope.debt).toBe(0);
    // The red die shows 4, above Super-speed's 3.
    t.refused(
      ZIPS,
      {
        type: "roll",
        characterId: zip.id,
        complicationId: getaway,
        side: 1,
        die: 0,
        abilityId: superSpeed,
        debtDrive: "duty",
      },
      "level-below-face",
    );
    t.refused(
      ZIPS,
      { type: "roll", characterId: zip.id, complicationId: getaway, side: 0, die: 0, abilityId: superSpeed },
      "choose-drive",
    );
    t.refused(
      ZIPS,
      {
        type: "roll",
        characterId: zip.id,
        complicationId: getaway,
        side: 0,
        die: 0,
        abilityId: mundane,
        debtDrive: "hope",
      },
      "tropes-react",
    );
    // Super-speed (a level 3 Power) on the blue 2; the Debt Token goes on Duty.
    t.do(ZIPS, {
      type: "roll",
      characterId: zip.id,
      complicationId: getaway,
      side: 0,
      die: 0,
      abilityId: superSpeed,
      debtDrive: "duty",
    });
    expect(t.sheets["Actor.zip"]!.drives.duty.debt).toBe(1);
    t.rolls(ZIPS, 1);
    t.do(ZIPS, { type: "decide", keep: true });
    t.refused(
      ZIPS,
      {
        type: "roll",
        characterId: zip.id,
        complicationId: getaway,
        side: 0,
        die: 0,
        abilityId: superSpeed,
        debtDrive: "duty",
      },
      "used-this-page",
    );
    // Mundane Tasks done Super-fast (Trope 2, super-powered): its Debt Token on Hope, staked on Getaway before rolling.
    t.do(ZIPS, { type: "react", characterId: zip.id, abilityId: mundane, debtDrive: "hope", stakeDebt: true });
    t.rolls(ZIPS, 3);
    t.do(ZIPS, { type: "decide", keep: true });
    // A Trope of level 2 could not react to the 3; Desperate Effort (4, not super-powered) can, and Blocks.
    t.refused(
      ALICE,
      {
        type: "react",
        characterId: t.character("Night Maiden").id,
        abilityId: t.ability("Actor.night", "Glare venomously").id,
      },
      "reaction-below-face",
    );
    t.do(ZIPS, { type: "react", characterId: zip.id, abilityId: desperate });
    t.rolls(ZIPS, 5);
    t.do(ZIPS, { type: "decide", keep: true });
    expect(t.dice("Getaway")).toEqual([[5], [4]]);
    expect(t.ability("Actor.zip", "Desperate Effort")).toMatchObject({ blocked: true, usedThisPage: true });
    expect(t.ability("Actor.zip", "Mundane Tasks done Super-fast")).toMatchObject({
      blocked: false,
      usedThisPage: true,
    });
    const stakes = t.complication("Getaway").stakes;
    expect(stakes).toEqual([expect.objectContaining({ name: "Zip", drive: "hope", count: 2, faction: "heroes" })]);
    expect(t.sheets["Actor.zip"]!.drives.hope.debt).toBe(0);
    // The split: two tokens staked, the blue 5 becomes a 3 and a 2.
    t.refused(
      ZIPS,
      { type: "split", characterId: zip.id, complicationId: getaway, side: 0, die: 0, parts: 3, newSide: 0 },
      "split-needs-stakes",
    );
    t.refused(
      ZIPS,
      { type: "split", characterId: zip.id, complicationId: getaway, side: 1, die: 0, parts: 2, newSide: 0 },
      "not-your-side",
    );
    t.do(ZIPS, { type: "split", characterId: zip.id, complicationId: getaway, side: 0, die: 0, parts: 2, newSide: 0 });
    expect(t.dice("Getaway")).toEqual([[3, 2], [4]]);
    // Splitting Dice, one die: one split an action.
    t.refused(
      ZIPS,
      { type: "split", characterId: zip.id, complicationId: getaway, side: 0, die: 0, parts: 3, newSide: 0 },
      "one-split",
    );
  });
});

describe("Night Maiden's split of Police", () => {
  it("stakes two Duty with a split that makes her own side; the opponents regain control", () => {
    const t = sceneOne();
    t.setDice("Police", [6], [5]);
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    toTurns(t);
    actionOf(t, "Night Maiden");
    const night = t.character("Night Maiden").id;
    const police = t.complication("Police").id;
    t.refused(
      ALICE,
      { type: "stake", characterId: night, complicationId: police, drive: "duty", count: 2 },
      "your-side-controls",
    );
    // One token cannot hold two dice: refused whole, nothing staked, no Debt moved.
    t.refused(
      ALICE,
      {
        type: "split",
        characterId: night,
        complicationId: police,
        side: 0,
        die: 0,
        parts: 3,
        newSide: 2,
        stake: { drive: "duty", count: 1 },
      },
      "split-needs-stakes",
    );
    t.refused(
      ALICE,
      {
        type: "split",
        characterId: night,
        complicationId: police,
        side: 0,
        die: 0,
        parts: 3,
        newSide: 2,
        stake: { drive: "duty", count: 4 },
      },
      "stake-over-value",
    );
    t.do(ALICE, {
      type: "split",
      characterId: night,
      complicationId: police,
      side: 0,
      die: 0,
      parts: 3,
      newSide: 2,
      stake: { drive: "duty", count: 2 },
    });
    // Captain Liberty's 2, the red 5, Night Maiden's own two 2s.
    expect(t.dice("Police")).toEqual([[2], [5], [2, 2]]);
    expect(t.complication("Police").sides[2]).toMatchObject({ faction: "heroes", owner: night });
    expect(t.sheets["Actor.night"]!.drives.duty.debt).toBe(0);
  });
});

describe("turn two (Turn and Turn again)", () => {
  it("only Prominence 2 acts, led one seat on: the Captain's Team-builder, then the Chief's Angry roll on his die, Night Maiden's Glare turned back", () => {
    const t = sceneOne();
    t.setDice("Police", [2], [5], []);
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    toTurns(t);
    for (let i = 0; i < 6; i++) t.do(EDITOR_ALONE, { type: "endTurn" });
    const turn = t.board.scene.turn;
    expect(turn?.number).toBe(2);
    // The lead passes clockwise: turn 2 starts at the seat after the Editor's, so the Captain acts before the Chief.
    expect(turn?.order.map((id) => t.board.scene.characters.find((c) => c.id === id)?.name)).toEqual([
      "Captain Liberty",
      "Chief Arturo Mannelli",
    ]);
    const police = t.complication("Police").id;
    const zip = t.character("Zip").id;
    t.refused(
      ZIPS,
      { type: "stake", characterId: zip, complicationId: police, drive: "hope", count: 1 },
      "not-your-turn",
    );
    const chief = t.character("Chief Arturo Mannelli").id;
    t.refused(
      EDITOR,
      {
        type: "roll",
        characterId: chief,
        complicationId: police,
        side: 0,
        die: 0,
        abilityId: t.ability("Actor.chief", "Angry").id,
      },
      "not-your-turn",
    );
    // The Captain uses his "Team-builder" Attitude and rolls his die on Police, gaining a three, which he accepts.
    const liberty = t.character("Captain Liberty").id;
    t.do(CAPS, {
      type: "roll",
      characterId: liberty,
      complicationId: police,
      side: 0,
      die: 0,
      abilityId: t.ability("Actor.liberty", "Team-builder").id,
    });
    t.rolls(CAPS, 3);
    t.do(CAPS, { type: "decide", keep: true });
    t.refused(
      CAPS,
      {
        type: "roll",
        characterId: liberty,
        complicationId: police,
        side: 0,
        die: 0,
        abilityId: t.ability("Actor.liberty", "Star-spangled shield").id,
        debtDrive: "duty",
      },
      "already-rolled",
    );
    // Zip's Desperate Effort (4) could still react to the 3: the action waits for his player.
    expect(t.board.scene.reactions?.awaiting).toEqual(["zips"]);
    t.refused(CAPS, { type: "endTurn" }, "reactions-open");
    t.do(ZIPS, { type: "passReaction", resultId: t.board.scene.reactions?.id ?? "" });
    t.do(CAPS, { type: "endTurn" });
    // Chief Manning uses his "Angry" Attitude and rolls the Captain's die, getting a two, which he accepts.
    t.do(EDITOR, {
      type: "roll",
      characterId: chief,
      complicationId: police,
      side: 0,
      die: 0,
      abilityId: t.ability("Actor.chief", "Angry").id,
    });
    t.rolls(EDITOR, 2);
    t.do(EDITOR, { type: "decide", keep: true });
    // Night Maiden's player immediately uses "Glare venomously" (a Trope 2) and rolls the same die: a 5, not accepted.
    const night = t.character("Night Maiden").id;
    const glare = t.ability("Actor.night", "Glare venomously").id;
    t.refused(
      ALICE,
      { type: "react", characterId: night, abilityId: t.ability("Actor.night", "Hot-headed").id },
      "only-tropes-react",
    );
    t.do(ALICE, { type: "react", characterId: night, abilityId: glare });
    t.rolls(ALICE, 5);
    t.do(ALICE, { type: "decide", keep: false });
    expect(t.dice("Police")).toEqual([[2], [5]]);
    expect(t.ability("Actor.night", "Glare venomously")).toMatchObject({ blocked: true, usedThisPage: true });
    t.refused(ALICE, { type: "react", characterId: night, abilityId: glare }, "blocked");
    // Zip's player still has his chance at the Chief's 2; then the Chief's action ends.
    t.do(ZIPS, { type: "passReaction", resultId: t.board.scene.reactions?.id ?? "" });
    t.do(EDITOR_ALONE, { type: "endTurn" });
    // Nobody has Prominence 3: the turns end; nothing was claimed, so the next Page begins.
    expect(t.board.scene.phase).toBe("claims");
    expect(t.board.scene.page).toBe(2);
    expect(t.ability("Actor.liberty", "Team-builder")).toMatchObject({ blocked: true, usedThisPage: false });
    expect(t.ability("Actor.chief", "Angry")).toMatchObject({ blocked: true, usedThisPage: false });
  });

  it("turn 3 starts two seats on from the Editor's", () => {
    const t = sceneOne();
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    toTurns(t);
    // Three characters with Prominence 3 (the book's Scene has none: a later Scene's set-up could).
    for (const name of ["Zip", "Captain Liberty", "Chief Arturo Mannelli"]) t.character(name).prominence = 3;
    const names = () => t.board.scene.turn?.order.map((id) => t.board.scene.characters.find((c) => c.id === id)?.name);
    expect(names()).toEqual([
      "Chief Arturo Mannelli",
      "Zip",
      "Night Maiden",
      "Captain Liberty",
      "Bank robbers",
      "The driver",
    ]);
    while (t.board.scene.turn?.number !== 3) t.do(EDITOR_ALONE, { type: "endTurn" });
    // Seats: the Editor, Zip's player, Alice, Liberty's player, Joe — turn 3 is led by Alice's seat.
    expect(names()).toEqual(["Captain Liberty", "Chief Arturo Mannelli", "Zip"]);
  });
});

describe("one Attitude a turn, Blocked abilities, the Editor's veto", () => {
  it("refuses a second Attitude and undoes the last ability use", () => {
    const t = sceneOne();
    t.setDice("Clobbering", [1], [1]);
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    toTurns(t);
    actionOf(t, "Zip");
    const zip = t.character("Zip").id;
    const clobbering = t.complication("Clobbering").id;
    const dodging = t.ability("Actor.zip", "Dodging bullets").id;
    t.do(ZIPS, { type: "roll", characterId: zip, complicationId: clobbering, side: 0, die: 0, abilityId: dodging });
    t.rolls(ZIPS, 6);
    t.do(ZIPS, { type: "decide", keep: true });
    t.refused(
      ZIPS,
      { type: "roll", characterId: zip, complicationId: clobbering, side: 1, die: 0, abilityId: dodging },
      "second-attitude",
    );
    t.refused(ZIPS, { type: "veto" }, "editor-only");
    t.do(EDITOR, { type: "veto" });
    expect(t.dice("Clobbering")).toEqual([[1], [1]]);
    expect(t.ability("Actor.zip", "Dodging bullets")).toMatchObject({ blocked: false, usedThisPage: false });
    expect(t.board.scene.turn?.rolled).toBe(false);
    t.refused(EDITOR, { type: "veto" }, "nothing-to-veto");
  });

  it("puts back the Debt a vetoed Power took", () => {
    const t = sceneOne();
    t.setDice("Getaway", [2], [4]);
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    toTurns(t);
    actionOf(t, "Zip");
    const zip = t.character("Zip").id;
    t.do(ZIPS, {
      type: "roll",
      characterId: zip,
      complicationId: t.complication("Getaway").id,
      side: 0,
      die: 0,
      abilityId: t.ability("Actor.zip", "Super-speed").id,
      debtDrive: "duty",
    });
    expect(t.sheets["Actor.zip"]!.drives.duty.debt).toBe(1);
    t.do(EDITOR, { type: "veto" });
    expect(t.sheets["Actor.zip"]!.drives.duty.debt).toBe(0);
    expect(t.board.scene.pending).toBeNull();
  });
});

describe("staking limits (Staking your Identity)", () => {
  it("refuses more than the Drive's value, two Drive types from one player, Debt the character does not have", () => {
    const t = sceneOne();
    t.setDice("Robbery", [1], [3]);
    t.setDice("Clobbering", [1], [3]);
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    t.sheets["Actor.zip"]!.drives.justice.debt = 2;
    t.sheets["Actor.zip"]!.drives.hope.debt = 2;
    toTurns(t);
    actionOf(t, "Zip");
    const zip = t.character("Zip").id;
    const robbery = t.complication("Robbery").id;
    t.do(ZIPS, { type: "stake", characterId: zip, complicationId: robbery, drive: "hope", count: 1 });
    t.refused(
      ZIPS,
      { type: "stake", characterId: zip, complicationId: robbery, drive: "justice", count: 1 },
      "one-drive-type",
    );
    t.do(ZIPS, { type: "stake", characterId: zip, complicationId: robbery, drive: "hope", count: 1 });
    t.refused(
      ZIPS,
      { type: "stake", characterId: zip, complicationId: robbery, drive: "hope", count: 1 },
      "stake-over-value",
    );
    const clobbering = t.complication("Clobbering").id;
    t.refused(
      ZIPS,
      { type: "stake", characterId: zip, complicationId: clobbering, drive: "love", count: 1 },
      "not-enough-debt",
    );
    t.refused(
      ZIPS,
      { type: "stake", characterId: zip, complicationId: clobbering, drive: "justice", count: 3 },
      "stake-over-value",
    );
    expect(t.complication("Robbery").stakes).toEqual([expect.objectContaining({ drive: "hope", count: 2 })]);
  });

  it("lets the Editor stake for an absent opponent, on one of the Editor's actions only", () => {
    const t = sceneOne();
    t.setDice("Hostages", [2], [2]);
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    toTurns(t);
    const hostages = t.complication("Hostages").id;
    t.do(EDITOR, {
      type: "stake",
      absentActorUuid: "Actor.archvillain",
      complicationId: hostages,
      drive: "justice",
      count: 1,
    });
    expect(t.complication("Hostages").stakes[0]).toMatchObject({
      characterId: null,
      name: "The arch-villain",
      faction: "opponents",
    });
    t.refused(
      EDITOR,
      { type: "stake", absentActorUuid: "Actor.chief", complicationId: hostages, drive: "justice", count: 1 },
      "not-absent",
    );
    t.do(EDITOR_ALONE, { type: "endTurn" });
    t.refused(
      EDITOR,
      { type: "stake", absentActorUuid: "Actor.archvillain", complicationId: hostages, drive: "justice", count: 1 },
      "editors-turn",
    );
  });
});

describe("versions and shapes", () => {
  it("refuses a request made on an older board, and a malformed one", () => {
    const t = sceneOne();
    t.setDice("Hostages", [2], [1]);
    const stale = applyRequest(t.board, { type: "passClaims" }, t.sheets, EDITOR_ALONE, t.board.version - 1);
    expect(stale.ok).toBe(false);
    expect(stale.problems[0]?.code).toBe("stale");
    expect(stale.board).toBe(t.board);
    const fresh = applyRequest(t.board, { type: "passClaims" }, t.sheets, EDITOR_ALONE, t.board.version);
    expect(fresh.ok).toBe(true);
    expect(fresh.board.version).toBe(t.board.version + 1);
    expect(() => applyRequest(t.board, { type: "launch" } as never, t.sheets, EDITOR)).toThrow(RangeError);
    expect(() => applyRequest(t.board, { type: "claim", characterId: 3 } as never, t.sheets, EDITOR)).toThrow(
      "capes.applyRequest: request.characterId must be text of at most 200 characters (got 3)",
    );
    expect(() => applyRequest(t.board, { type: "passClaims", extra: 1 } as never, t.sheets, EDITOR)).toThrow(
      RangeError,
    );
    expect(() => applyRequest(t.board, { type: "passClaims" }, t.sheets, { userId: "", isGM: true })).toThrow(
      RangeError,
    );
  });
});

describe("resolution, Inspirations and the Scene's end (Resolving Complications to Beginning the next Scene)", () => {
  function toResolution(t: Table): void {
    while (t.board.scene.phase === "turns") t.do(EDITOR_ALONE, { type: "endTurn" });
    expect(t.board.scene.phase).toBe("resolve");
  }

  it("plays Pages 3 and 4 of the bank robbery and sets up Scene 2", () => {
    const t = sceneOne();
    t.sheets["Actor.driver"]!.drives.justice.debt = 0;
    t.setDice("Hostages", [2], [2]);
    t.setDice("Robbery", [1], [4]);
    t.setDice("Police", [6], [5]);
    t.setDice("Getaway", [3], [6]);
    // Page 1: the robbers claim Robbery; the stakes go on Hostages.
    const id = (name: string) => t.complication(name).id;
    t.do(away("joe"), { type: "claim", characterId: t.character("Bank robbers").id, complicationId: id("Robbery") });
    toTurns(t);
    // The Editor stakes one Despair token from the shadowy arch-villain.
    t.do(EDITOR, {
      type: "stake",
      absentActorUuid: "Actor.archvillain",
      complicationId: id("Hostages"),
      drive: "justice",
      count: 1,
    });
    actionOf(t, "Night Maiden");
    t.do(ALICE, {
      type: "split",
      characterId: t.character("Night Maiden").id,
      complicationId: id("Police"),
      side: 0,
      die: 0,
      parts: 3,
      newSide: 2,
      stake: { drive: "duty", count: 2 },
    });
    actionOf(t, "Captain Liberty");
    t.do(CAPS, {
      type: "stake",
      characterId: t.character("Captain Liberty").id,
      complicationId: id("Hostages"),
      drive: "duty",
      count: 1,
    });
    actionOf(t, "Bank robbers");
    t.setDice("Robbery", [3], [2]); // later in the Page, the robbers lose Robbery
    t.setDice("Hostages", [4], [2]); // the heroes gain Hostages
    toResolution(t);
    // Nothing claimed Hostages this Page; Robbery returns to the centre.
    t.do(away("joe"), { type: "resolveNext" });
    // Back to the centre, with no narration asked: "interrupted" is for the Scene's end.
    expect(t.board.log.find((e) => e.kind === "unresolved")).toMatchObject({
      prompt: null,
      data: { complication: "Robbery" },
    });
    expect(t.board.scene.page).toBe(2);
    expect(t.complication("Robbery").claim).toBeNull();

    // Page 2: Captain Liberty claims Hostages (Resolving Complications).
    t.do(EDITOR_ALONE, { type: "passClaims" });
    t.do(ZIPS, { type: "passClaims" });
    t.do(ALICE, { type: "passClaims" });
    t.do(CAPS, { type: "claim", characterId: t.character("Captain Liberty").id, complicationId: id("Hostages") });
    toTurns(t);
    toResolution(t);
    t.refused(ZIPS, { type: "resolveNext" }, "not-your-character");
    t.do(CAPS, { type: "resolveNext" });
    // Getting Inspired: won 4 against 2, noted H 2vp +2.
    const hostages = t.player("caps").inspirations[0];
    expect(hostages).toMatchObject({ name: "Hostages", faction: "heroes", vp: 2, bonus: 2 });
    expect(t.board.scene.vp.heroes).toBe(2);
    // The arch-villain's losing Despair stake comes back doubled.
    expect(t.sheets["Actor.archvillain"]!.drives.justice.debt).toBe(1 - 1 + 2);
    // Liberty's winning Duty stake goes to Joe as a Story Token.
    const gift = t.board.scene.resolution?.gifts[0];
    expect(gift).toMatchObject({ userId: "caps", count: 1 });
    t.refused(CAPS, { type: "give", giftId: gift!.id, toUserId: "caps" }, "not-yourself");
    t.refused(JOE, { type: "give", giftId: gift!.id, toUserId: "joe" }, "not-your-gift");
    t.refused(CAPS, { type: "resolveNext" }, "resolution-pending");
    t.do(CAPS, { type: "give", giftId: gift!.id, toUserId: "joe" });
    expect(t.player("joe").tokens).toBe(2);
    // Replacing Complications: Hostages comes back as Public Opinion, blue 2 and red 1.
    t.refused(ZIPS, { type: "replace", name: "Public Opinion", inspirationId: hostages!.id }, "not-your-replacement");
    t.do(CAPS, { type: "replace", name: "Public Opinion", inspirationId: hostages!.id });
    expect(t.dice("Public Opinion")).toEqual([[2], [1]]);
    expect(t.player("caps").inspirations).toEqual([]);
    expect(t.board.scene.page).toBe(3); // two Victory Points do not reach the target of eight

    // Page 4: Zip resolves Getaway, 4 + 3 against the robbers' 6.
    t.setDice("Getaway", [4, 3], [6]);
    t.do(EDITOR_ALONE, { type: "passClaims" });
    t.do(ZIPS, { type: "claim", characterId: t.character("Zip").id, complicationId: id("Getaway") });
    // Night Maiden's own side holds Police when she claims it, and loses it during the Page.
    t.setDice("Police", [2], [5], [3, 3]);
    t.do(ALICE, { type: "claim", characterId: t.character("Night Maiden").id, complicationId: id("Police") });
    toTurns(t);
    t.setDice("Police", [2], [5], [2, 2]);
    toResolution(t);
    expect(t.board.scene.resolution?.queue).toEqual([id("Getaway"), id("Police")]);
    t.do(ZIPS, { type: "resolveNext" });
    expect(t.player("zips").inspirations[0]).toMatchObject({ name: "Getaway", faction: "heroes", vp: 6, bonus: -2 });
    t.do(ZIPS, { type: "replace", name: "Getaway's end" });
    // Night Maiden's Police does not resolve.
    t.do(ALICE, { type: "resolveNext" });
    // Eight points for the heroes meet the target of eight: the Scene ends.
    expect(t.board.scene.vp.heroes).toBe(8);
    expect(t.board.scene.phase).toBe("end");
    t.refused(EDITOR, { type: "passClaims" }, "wrong-phase");

    // Ending the Scene: unstaked Public Opinion resolves for Captain Liberty.
    t.refused(
      ALICE,
      { type: "endClaim", characterId: t.character("Night Maiden").id, complicationId: id("Police") },
      "staked-does-not-resolve",
    );
    t.do(CAPS, {
      type: "endClaim",
      characterId: t.character("Captain Liberty").id,
      complicationId: id("Public Opinion"),
    });
    expect(t.player("caps").inspirations[0]).toMatchObject({ name: "Public Opinion", vp: 1, bonus: 1 });
    // Night Maiden's player takes back her Duty stake on Police — both tokens.
    const duty = t.sheets["Actor.night"]!.drives.duty.debt;
    t.do(EDITOR, { type: "closeScene" });
    expect(t.sheets["Actor.night"]!.drives.duty.debt).toBe(duty + 2);
    // Police does not resolve: the table narrates how outside events interrupt it.
    expect(t.board.log.find((e) => e.kind === "discarded" && e.data.complication === "Police")).toMatchObject({
      data: { complication: "Police" },
      prompt: "unresolved",
    });
    expect(t.board.scene.phase).toBe("over");
    expect(t.board.story.vp).toEqual({ heroes: 9, opponents: 0 });
    expect(t.ability("Actor.night", "Glare venomously").blocked).toBe(false);

    // Beginning the next Scene: Joe's three tokens.
    const two = new Table(nextScene(t.board, "The warehouse"));
    two.sheets = t.sheets;
    expect(two.board.story.sceneNumber).toBe(2);
    expect(two.player("joe").tokens).toBe(3);
    expect(two.player("editor").tokens).toBe(0);
    // Beginning the next Scene: Zip's Getaway Inspiration becomes Villainous HQ.
    const getaway = two.player("zips").inspirations[0]!;
    two.do(ZIPS, { type: "addComplication", name: "Villainous HQ", inspirationId: getaway.id });
    expect(two.dice("Villainous HQ")).toEqual([[1], [1]]);
    two.refused(ZIPS, { type: "addComplication", name: "Secret lair" }, "editor-only");
    two.do(EDITOR, { type: "addComplication", name: "Stealth" });
    two.do(EDITOR, { type: "addComplication", name: "Clobbering" });
    two.do(ZIPS, { type: "spendProminence", actorUuid: "Actor.zip", faction: "heroes", tokens: 1 });
    two.do(CAPS, { type: "spendProminence", actorUuid: "Actor.polly", faction: "opponents", tokens: 1 });
    two.do(JOE, { type: "spendProminence", actorUuid: "Actor.silverstar", faction: "heroes", tokens: 3 });
    // Four tokens on the heroes, one on the opponents.
    two.refused(EDITOR, { type: "startScene" }, "unbalanced");
    two.refused(EDITOR, { type: "doubleToken", actorUuid: "Actor.zip", userId: "zips" }, "first-scene-only");
    two.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.minions",
      faction: "opponents",
      prominence: 1,
      narrator: "editor",
    });
    two.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.blackjack",
      faction: "opponents",
      prominence: 2,
      narrator: "alice",
    });
    two.do(EDITOR, { type: "startScene" });
    expect(two.board.scene.target).toBe(8);
    expect(two.character("Polly Trueheart")).toMatchObject({ faction: "opponents", narrator: "caps" });
  });
});
