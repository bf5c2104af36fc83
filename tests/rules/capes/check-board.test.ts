/**
 * The shape checks at the board's public door (applyRequest, nextScene): a
 * board, the sheets or the requester that is not what the board functions
 * return or the Foundry side reads is refused with a TypeError or RangeError
 * naming the faulty field by its path, before any rule runs.
 */
import { describe, expect, it } from "vitest";
import { applyRequest, nextScene } from "../../../src/rules/capes";
import type { BoardRequest, CapesBoard, Requester, Sheets } from "../../../src/rules/capes";
import { EDITOR_ALONE, SHEETS, sceneOne, sheet } from "./fixtures";

const ASK: BoardRequest = { type: "passClaims" };

/** A started Scene 1 (claims phase) with a stake on Police, as plain JSON to break. */
function json(): Record<string, unknown> {
  const t = sceneOne();
  t.setDice("Hostages", [2], [1]); // something to claim: the claims wait at Zip's seat
  const board = JSON.parse(JSON.stringify(t.board)) as CapesBoard;
  const police = board.scene.complications.find((c) => c.name === "Police");
  const zip = board.scene.characters.find((c) => c.name === "Zip");
  police?.stakes.push({
    id: "s1",
    actorUuid: "Actor.zip",
    name: "Zip",
    characterId: zip?.id ?? null,
    userId: "zips",
    faction: "heroes",
    drive: "hope",
    driveName: "",
    count: 1,
  });
  return board as unknown as Record<string, unknown>;
}

/** Set the value at a dotted path ("scene.characters.0.id") of a JSON object. */
function put(root: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const keys = path.split(".");
  let at: Record<string, unknown> = root;
  for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
  at[keys[keys.length - 1] ?? ""] = value;
  return root;
}

function apply(board: unknown, sheets: unknown = SHEETS(), who: unknown = EDITOR_ALONE) {
  return () => applyRequest(board as CapesBoard, ASK, sheets as Sheets, who as Requester);
}

/** The message names the function, then the field: "<fn>: <field> must be …". */
const names = (field: string) => new RegExp(`^capes\\.applyRequest: ${field.replace(/[.[\]]/g, "\\$&")} must be `);

describe("the board's shape", () => {
  it("accepts the board applyRequest returned", () => {
    expect(apply(json())().ok).toBe(true);
  });

  const broken: [path: string, value: unknown, kind: typeof TypeError | typeof RangeError, field: string][] = [
    ["schema", 2, RangeError, "board.schema"],
    ["version", -1, RangeError, "board.version"],
    ["story", null, TypeError, "board.story"],
    ["story.editorId", 7, TypeError, "board.story.editorId"],
    ["story.players", "everyone", TypeError, "board.story.players"],
    ["story.players.1", "zips", TypeError, "board.story.players[1]"],
    ["story.players.1.userId", null, TypeError, "board.story.players[1].userId"],
    ["story.players.2.name", 3, TypeError, "board.story.players[2].name"],
    ["story.players.3.tokens", -1, RangeError, "board.story.players[3].tokens"],
    ["story.players.4.inspirations", {}, TypeError, "board.story.players[4].inspirations"],
    ["story.players.4.inspirations", ["Robbery"], TypeError, "board.story.players[4].inspirations[0]"],
    ["scene", [], TypeError, "board.scene"],
    ["scene.phase", "lunch", RangeError, "board.scene.phase"],
    ["scene.page", -1, RangeError, "board.scene.page"],
    ["scene.page", 1000, RangeError, "board.scene.page"],
    ["scene.characters", null, TypeError, "board.scene.characters"],
    ["scene.characters.2", 5, TypeError, "board.scene.characters[2]"],
    ["scene.characters.0.id", 1, TypeError, "board.scene.characters[0].id"],
    ["scene.characters.1.faction", "villains", RangeError, "board.scene.characters[1].faction"],
    ["scene.characters.5.prominence", 2.5, RangeError, "board.scene.characters[5].prominence"],
    ["scene.complications", 4, TypeError, "board.scene.complications"],
    ["scene.complications.3", "Police", TypeError, "board.scene.complications[3]"],
    ["scene.complications.0.id", false, TypeError, "board.scene.complications[0].id"],
    ["scene.complications.1.sides", null, TypeError, "board.scene.complications[1].sides"],
    ["scene.complications.1.sides.0", [1], TypeError, "board.scene.complications[1].sides[0]"],
    ["scene.complications.2.sides.1.faction", "cops", RangeError, "board.scene.complications[2].sides[1].faction"],
    ["scene.complications.2.sides.1.dice", 3, TypeError, "board.scene.complications[2].sides[1].dice"],
    ["scene.complications.2.sides.1.dice", [7], RangeError, "board.scene.complications[2].sides[1].dice[0]"],
    ["scene.complications.3.stakes", {}, TypeError, "board.scene.complications[3].stakes"],
    ["scene.complications.3.stakes.0", 1, TypeError, "board.scene.complications[3].stakes[0]"],
    ["log", null, TypeError, "board.log"],
    ["log.0", "started", TypeError, "board.log[0]"],
  ];
  it.each(broken)("refuses %s = %j, naming the field", (path, value, kind, field) => {
    const board = put(json(), path, value);
    expect(apply(board)).toThrow(kind);
    expect(apply(board)).toThrow(names(field));
  });

  it("checks the board nextScene is given too", () => {
    expect(() => nextScene(put(json(), "schema", 0) as unknown as CapesBoard, "Villainous HQ")).toThrow(
      /^capes\.nextScene: board\.schema must be 1 \(got 0\)$/,
    );
  });
});

describe("the sheets' shape", () => {
  const good = () => SHEETS() as unknown as Record<string, Record<string, unknown>>;
  const zip = 'sheets["Actor.zip"]';
  const broken: [path: string, value: unknown, kind: typeof TypeError | typeof RangeError, field: string][] = [
    ["Actor.zip", "Zip", TypeError, zip],
    ["Actor.zip/actorUuid", "Actor.night", RangeError, `${zip}.actorUuid`],
    ["Actor.zip/name", null, TypeError, `${zip}.name`],
    ["Actor.zip/kind", "sidekick", RangeError, `${zip}.kind`],
    ["Actor.zip/drives", [], TypeError, `${zip}.drives`],
    ["Actor.zip/drives/hope", 2, TypeError, `${zip}.drives.hope`],
    ["Actor.zip/drives/duty/name", 0, TypeError, `${zip}.drives.duty.name`],
    ["Actor.zip/drives/love/value", -1, RangeError, `${zip}.drives.love.value`],
    ["Actor.zip/drives/truth/debt", "1", TypeError, `${zip}.drives.truth.debt`],
    ["Actor.zip/abilities", {}, TypeError, `${zip}.abilities`],
    ["Actor.zip/abilities/1", "Super-speed", TypeError, `${zip}.abilities[1]`],
    ["Actor.zip/abilities/0/id", 0, TypeError, `${zip}.abilities[0].id`],
    ["Actor.zip/abilities/0/name", null, TypeError, `${zip}.abilities[0].name`],
    ["Actor.zip/abilities/2/type", "gadget", RangeError, `${zip}.abilities[2].type`],
    ["Actor.zip/abilities/2/level", 6, RangeError, `${zip}.abilities[2].level`],
    ["Actor.zip/abilities/3/superPowered", "no", TypeError, `${zip}.abilities[3].superPowered`],
    ["Actor.zip/abilities/3/blocked", 0, TypeError, `${zip}.abilities[3].blocked`],
    ["Actor.zip/abilities/3/usedThisPage", null, TypeError, `${zip}.abilities[3].usedThisPage`],
  ];
  it.each(broken)("refuses %s = %j, naming the field", (path, value, kind, field) => {
    const sheets = good();
    const keys = path.split("/");
    let at: Record<string, unknown> = sheets;
    for (const key of keys.slice(0, -1)) at = at[key] as Record<string, unknown>;
    at[keys[keys.length - 1] ?? ""] = value;
    expect(apply(json(), sheets)).toThrow(kind);
    expect(apply(json(), sheets)).toThrow(names(field));
  });

  it("takes up to 200 sheets and refuses the 201st", () => {
    const many = (n: number): Sheets => {
      const sheets: Sheets = {};
      for (let i = 0; i < n; i++) sheets[`Actor.${i}`] = sheet(`Actor.${i}`, `Extra ${i}`, "opponent", {}, []);
      return sheets;
    };
    expect(apply(json(), many(200))().ok).toBe(true); // passing claims reads no sheet
    expect(apply(json(), many(201))).toThrow(RangeError);
    expect(apply(json(), many(201))).toThrow(
      /^capes\.applyRequest: sheets must be at most 200 sheets \(got an object\)$/,
    );
  });

  it("names the key a sheet is filed under when its actorUuid differs", () => {
    const sheets = good();
    sheets["Actor.zip"] = { ...sheets["Actor.zip"], actorUuid: "Actor.night" };
    expect(apply(json(), sheets)).toThrow(
      'capes.applyRequest: sheets["Actor.zip"].actorUuid must be the key it is filed under (Actor.zip) (got "Actor.night")',
    );
  });
});

describe("the requester's shape", () => {
  it("needs a user id that is not blank and a GM flag", () => {
    expect(apply(json(), SHEETS(), { userId: 3, isGM: true })).toThrow(names("requester.userId"));
    expect(apply(json(), SHEETS(), { userId: "   ", isGM: true })).toThrow(RangeError);
    expect(apply(json(), SHEETS(), { userId: "   ", isGM: true })).toThrow(
      /^capes\.applyRequest: requester\.userId must be a user id \(got " {3}"\)$/,
    );
    expect(apply(json(), SHEETS(), { userId: "editor", isGM: "yes" })).toThrow(names("requester.isGM"));
    expect(apply(json(), SHEETS(), null)).toThrow(names("requester"));
  });
});
