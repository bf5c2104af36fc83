/**
 * The start of a Page at the edges the bank robbery leaves open (Capes Lite,
 * "As the Pages Turn", "Your account is Overdrawn"): the one reclaim a
 * character gets a Page, the Overdrawn roll held to the character's own side,
 * a character left without a die owing no Overdrawn roll, and a hand-edited
 * board without its claims refused.
 */
import { describe, expect, it } from "vitest";
import { newBoard } from "../../../src/rules/capes";
import { ALICE, CAPS, EDITOR, EDITOR_ALONE, JOE, Table, ZIPS, actionOf, sceneOne } from "./fixtures";

/** The Editor passes the claims of every seat. */
function passAll(t: Table): void {
  while (t.board.scene.phase === "claims") t.do(EDITOR_ALONE, { type: "passClaims" });
}

function table(players: [userId: string, name: string][]): Table {
  return new Table(
    newBoard({
      title: "T",
      scene: "S",
      editor: { userId: "editor", name: "Editor" },
      players: players.map(([userId, name]) => ({ userId, name })),
    }),
  );
}

describe("claims taken by higher Prominence", () => {
  it("gives the loser one more claim a Page only (capes-rulings: one chance)", () => {
    const t = table([
      ["zips", "Zip's player"],
      ["alice", "Alice"],
      ["caps", "Liberty's player"],
    ]);
    t.do(EDITOR, { type: "addComplication", name: "Fire", heroes: 3, opponents: 1 });
    t.do(EDITOR, { type: "addComplication", name: "Flood", heroes: 3, opponents: 1 });
    t.do(ZIPS, { type: "spendProminence", actorUuid: "Actor.zip", faction: "heroes", tokens: 1 });
    for (const [actorUuid, narrator] of [
      ["Actor.night", "alice"],
      ["Actor.liberty", "caps"],
    ] as const)
      t.do(EDITOR, { type: "addCharacter", actorUuid, faction: "heroes", prominence: 2, narrator });
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.chief",
      faction: "opponents",
      prominence: 5,
      narrator: "editor",
    });
    t.do(EDITOR, { type: "startScene" });
    const zip = t.character("Zip").id;
    const claim = (who: typeof EDITOR, name: string, complication: string) =>
      t.do(who, { type: "claim", characterId: t.character(name).id, complicationId: t.complication(complication).id });
    // The opponents control nothing: the Editor's seat is passed over; each seat passes on once it has claimed.
    claim(ZIPS, "Zip", "Fire");
    claim(ALICE, "Night Maiden", "Fire");
    expect(t.board.scene.claims?.reclaim).toBe(zip);
    claim(ZIPS, "Zip", "Flood"); // Zip's one reclaim
    expect(t.board.scene.claims).toMatchObject({ reclaim: null, reclaimed: [zip], seat: 3 });
    const before = t.board.log.length;
    claim(CAPS, "Captain Liberty", "Flood");
    // Zip has had his second chance: no third; Liberty's player has claimed all they may, and the turns begin.
    expect(t.board.log.slice(before).map((e) => e.kind)).toEqual([
      "claimTaken",
      "claimed",
      "claimsSkipped",
      "turnStarts",
    ]);
    expect(t.board.scene.phase).toBe("turns");
  });

  it("refuses a board in the claims phase that lost its claims (edited by hand), changing nothing", () => {
    const t = sceneOne();
    t.board = { ...t.board, scene: { ...t.board.scene, claims: null } };
    t.refused(EDITOR, { type: "passClaims" }, "wrong-phase");
    t.refused(
      EDITOR,
      {
        type: "claim",
        characterId: t.character("Chief Arturo Mannelli").id,
        complicationId: t.complication("Police").id,
      },
      "wrong-phase",
    );
  });
});

describe("an Overdrawn Drive rolls its side's highest die", () => {
  it("refuses a die of the other side even when it shows the same face", () => {
    const t = sceneOne();
    t.setDice("Robbery", [3], [6]); // the driver's highest die: the red 6
    t.setDice("Police", [6], [1]);
    passAll(t);
    expect(t.board.scene.overdrawnDue).toEqual([{ characterId: t.character("The driver").id, drive: "justice" }]);
    const request = {
      type: "overdrawnRoll",
      characterId: t.character("The driver").id,
      drive: "justice",
      complicationId: t.complication("Police").id,
      side: 0,
      die: 0,
    } as const;
    const refused = t.refused(JOE, request, "not-highest-die");
    expect(refused.problems[0]?.data).toEqual({ name: "The driver", face: 6 });
    t.do(JOE, { ...request, complicationId: t.complication("Robbery").id, side: 1 });
  });

  it("owes no roll for a character left without a die: Night Maiden took the heroes' only die onto her own side", () => {
    const t = table([
      ["zips", "Zip's player"],
      ["alice", "Alice"],
      ["joe", "Joe"],
    ]);
    t.do(EDITOR, { type: "addComplication", name: "Trouble", heroes: 6, opponents: 1 });
    t.do(ZIPS, { type: "spendProminence", actorUuid: "Actor.zip", faction: "heroes", tokens: 1 });
    t.do(ALICE, { type: "spendProminence", actorUuid: "Actor.night", faction: "heroes", tokens: 1 });
    t.do(EDITOR, {
      type: "addCharacter",
      actorUuid: "Actor.robbers",
      faction: "opponents",
      prominence: 2,
      narrator: "joe",
    });
    t.do(EDITOR, { type: "startScene" });
    passAll(t);
    actionOf(t, "Night Maiden");
    t.do(ALICE, {
      type: "split",
      characterId: t.character("Night Maiden").id,
      complicationId: t.complication("Trouble").id,
      side: 0,
      die: 0,
      parts: 2,
      newSide: 2,
      stake: { drive: "duty", count: 2 },
    });
    expect(t.dice("Trouble")).toEqual([[], [1], [3, 3]]);
    const zip = t.sheets["Actor.zip"] ?? expect.unreachable();
    zip.drives.hope.debt = 3; // Hope 2: Overdrawn
    while (t.board.scene.phase === "turns") t.do(EDITOR_ALONE, { type: "endTurn" });
    expect(t.board.scene.page).toBe(2);
    passAll(t);
    expect(t.board.scene.overdrawnDue).toEqual([]);
    expect(t.board.scene.phase).toBe("turns");
  });
});
