/**
 * The table of Capes Lite's example of play, as the board sees it: the
 * players, the heroes and opponents (numbers from the example; where the
 * text gives none, plausible ones marked so), and helpers to apply requests.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "vitest";
import { applyRequest, newBoard } from "../../../src/rules/capes";
import type {
  AbilityType,
  BoardRequest,
  BoardResult,
  CapesBoard,
  DriveSlot,
  Requester,
  SheetView,
  Sheets,
} from "../../../src/rules/capes";

export const EDITOR: Requester = { userId: "editor", isGM: true };
/**
 * The Editor with every player away from the table, who may then act for them ("passing for the absent"): the
 * helpers below hurry a Scene on this way; with the players at the table, each decides for themselves.
 */
/** The Editor while these players are away from the table (the others at it decide for themselves). */
export const away = (...userIds: string[]): Requester => ({ ...EDITOR, absent: userIds });
export const EDITOR_ALONE: Requester = { ...EDITOR, absent: ["joe", "alice", "zips", "caps"] };
export const JOE: Requester = { userId: "joe", isGM: false }; // Silverstar's player; narrates the robbers and the driver
export const ALICE: Requester = { userId: "alice", isGM: false }; // Night Maiden
export const ZIPS: Requester = { userId: "zips", isGM: false }; // Zip's player
export const CAPS: Requester = { userId: "caps", isGM: false }; // Captain Liberty's player

type DriveRow = [value: number, debt: number, name?: string];

/** A message's words, or a counted message's words per plural form (src/core/plural.ts). */
type Words = string | Record<string, string>;

/** The board's words (lang/en.json): what a refusal or a log line shows, with its `{placeholders}`. */
const WORDS = (
  JSON.parse(readFileSync(join(process.cwd(), "lang", "en.json"), "utf8")) as {
    STORY_ENGINES: { Capes: { Problem: Record<string, Words>; Log: Record<string, Words> } };
  }
).STORY_ENGINES.Capes;

/**
 * A refusal or log line must carry a value for every placeholder its words
 * show (Foundry would print "{ability}" to the table otherwise), and a
 * refusal a plain-English message for logs.
 */
function expectWordsFilled(kind: "Problem" | "Log", code: string, data: Record<string, unknown>): void {
  const words = WORDS[kind][code];
  expect(words, `${kind}.${code}`).toBeTruthy();
  // A counted message needs its count and every placeholder of each of its forms.
  if (typeof words === "object") expect(data.count, `${kind}.${code} is counted by {count}`).toBeTypeOf("number");
  const forms = typeof words === "object" ? Object.values(words) : [words ?? ""];
  for (const form of forms)
    for (const [, key] of form.matchAll(/\{(\w+)\}/g))
      expect(data[key ?? ""], `${kind}.${code} needs {${key}}`).not.toBeUndefined();
}

export function sheet(
  actorUuid: string,
  name: string,
  kind: "hero" | "opponent",
  drives: Partial<Record<DriveSlot, DriveRow>>,
  abilities: [name: string, type: AbilityType, level: number, superPowered?: boolean][],
): SheetView {
  const slots: DriveSlot[] = ["justice", "truth", "love", "hope", "duty"];
  return {
    actorUuid,
    name,
    kind,
    drives: Object.fromEntries(
      slots.map((d) => {
        const [value, debt, driveName] = drives[d] ?? [1, 0];
        return [d, { name: driveName ?? "", value, debt }];
      }),
    ) as SheetView["drives"],
    abilities: abilities.map(([n, type, level, superPowered], i) => ({
      id: `${actorUuid}-a${i}`,
      name: n,
      type,
      level,
      superPowered: superPowered === true,
      blocked: false,
      usedThisPage: false,
    })),
  };
}

export const SHEETS = (): Sheets => ({
  "Actor.zip": sheet(
    "Actor.zip",
    "Zip",
    "hero",
    { justice: [2, 0], truth: [2, 0], love: [1, 0], hope: [2, 1], duty: [2, 0] },
    [
      ["Super-speed", "power", 3],
      ["Mundane Tasks done Super-fast", "trope", 2, true],
      ["Desperate Effort", "trope", 4, false],
      ["Dodging bullets", "attitude", 1],
    ],
  ),
  "Actor.night": sheet(
    "Actor.night",
    "Night Maiden",
    "hero",
    { justice: [2, 0], truth: [1, 0], love: [2, 0], hope: [1, 0], duty: [3, 2] },
    [
      ["Glare venomously", "trope", 2, false],
      ["Hot-headed", "attitude", 3],
      ["Shadow step", "power", 4],
    ],
  ),
  "Actor.liberty": sheet(
    "Actor.liberty",
    "Captain Liberty",
    "hero",
    { justice: [2, 0], truth: [1, 0], love: [2, 0], hope: [2, 0], duty: [2, 1] },
    [
      ["Team-builder", "attitude", 2],
      ["Star-spangled shield", "power", 4],
    ],
  ),
  "Actor.silverstar": sheet(
    "Actor.silverstar",
    "Silverstar",
    "hero",
    { justice: [1, 0], truth: [3, 0], love: [2, 0], hope: [2, 0], duty: [1, 0] },
    [["Built-in BIG GUNS", "power", 3]],
  ),
  "Actor.robbers": sheet(
    "Actor.robbers",
    "Bank robbers",
    "opponent",
    { justice: [2, 0, "Greed"], truth: [1, 0, "Need"] },
    [
      ["Guns blazing", "skill", 4],
      ["Desperate", "attitude", 2],
    ],
  ),
  "Actor.driver": sheet("Actor.driver", "The driver", "opponent", { justice: [1, 2, "Need"], truth: [1, 0, "Fear"] }, [
    ["Floor it", "skill", 3],
  ]),
  "Actor.chief": sheet(
    "Actor.chief",
    "Chief Arturo Mannelli",
    "opponent",
    { justice: [3, 0, "Order"], truth: [1, 0, "Pride"] },
    [
      ["Angry", "attitude", 3],
      ["Bullhorn", "skill", 4],
    ],
  ),
  "Actor.archvillain": sheet("Actor.archvillain", "The arch-villain", "opponent", { justice: [3, 1, "Despair"] }, [
    ["Manipulate from afar", "skill", 5],
  ]),
  "Actor.polly": sheet("Actor.polly", "Polly Trueheart", "opponent", {}, []),
  "Actor.minions": sheet("Actor.minions", "Minions", "opponent", {}, []),
  "Actor.blackjack": sheet("Actor.blackjack", "Black Jack", "opponent", {}, []),
});

/** A running table: the board and the sheets, changed by requests like the Foundry side would. */
export class Table {
  sheets: Sheets = SHEETS();
  private current: CapesBoard;
  /** The Editor starts the Scene at the first look at the board (sceneOne): dice set before it are the starting dice. */
  startPending = false;
  last: BoardResult | null = null;

  get board(): CapesBoard {
    if (this.startPending) {
      this.startPending = false;
      this.do(EDITOR, { type: "startScene" });
    }
    return this.current;
  }

  set board(board: CapesBoard) {
    this.current = board;
  }

  constructor(board?: CapesBoard) {
    this.current =
      board ??
      newBoard({
        title: "The Freedom Squad",
        scene: "The bank robbery",
        editor: { userId: "editor", name: "Editor" },
        players: [
          { userId: "zips", name: "Zip's player" },
          { userId: "alice", name: "Alice" },
          { userId: "caps", name: "Liberty's player" },
          { userId: "joe", name: "Joe" },
        ],
        victoryTotal: 30,
      });
  }

  /** Apply a request; the sheets take its effects as the Foundry side would write them. */
  try(who: Requester, request: BoardRequest): BoardResult {
    const logged = this.board.log.length;
    const result = applyRequest(this.board, request, this.sheets, who);
    this.last = result;
    for (const problem of result.problems) {
      if (problem.code === "stale") continue; // the core's own words, no placeholders
      expect(problem.message, problem.code).toMatch(/\w/);
      expectWordsFilled("Problem", problem.code, problem.data);
    }
    if (result.ok) {
      for (const entry of result.board.log.slice(logged)) expectWordsFilled("Log", entry.kind, entry.data);
      this.board = result.board;
      for (const effect of result.effects) {
        const s = this.sheets[effect.actorUuid];
        if (!s) continue;
        if (effect.kind === "debt") s.drives[effect.drive].debt = effect.debt;
        else {
          const a = s.abilities.find((x) => x.id === effect.abilityId);
          if (a) Object.assign(a, { blocked: effect.blocked, usedThisPage: effect.usedThisPage });
        }
      }
    }
    return result;
  }

  do(who: Requester, request: BoardRequest): BoardResult {
    const result = this.try(who, request);
    expect(result.problems, `${request.type} by ${who.userId}`).toEqual([]);
    return result;
  }

  refused(who: Requester, request: BoardRequest, code: string): BoardResult {
    const before = JSON.stringify(this.board);
    const sheetsBefore = JSON.stringify(this.sheets);
    const result = this.try(who, request);
    expect(result.ok, `${request.type} should be refused`).toBe(false);
    expect(result.problems.map((p) => p.code)).toEqual([code]);
    expect(result.effects).toEqual([]);
    expect(JSON.stringify(this.board)).toBe(before);
    expect(JSON.stringify(this.sheets)).toBe(sheetsBefore);
    return result;
  }

  /** Roll the die the last request asked for: the face as the Foundry side reports it. */
  rolls(who: Requester, face: number): BoardResult {
    const pendingId = this.last?.roll?.pendingId ?? this.board.scene.pending?.id ?? "";
    return this.do(who, { type: "rollResult", pendingId, face });
  }

  character(name: string) {
    const found = this.board.scene.characters.find((c) => c.name === name);
    if (!found) throw new Error(`no character ${name}`);
    return found;
  }

  complication(name: string) {
    const found = this.board.scene.complications.find((c) => c.name === name);
    if (!found) throw new Error(`no Complication ${name}`);
    return found;
  }

  ability(actorUuid: string, name: string) {
    const found = this.sheets[actorUuid]?.abilities.find((a) => a.name === name);
    if (!found) throw new Error(`no ability ${name}`);
    return found;
  }

  player(userId: string) {
    const found = this.board.story.players.find((p) => p.userId === userId);
    if (!found) throw new Error(`no player ${userId}`);
    return found;
  }

  /** Set a Complication's dice for a test (sides in board order: heroes, opponents, splits). */
  setDice(name: string, ...sides: number[][]): void {
    const complication = (this.startPending ? this.current : this.board).scene.complications.find(
      (c) => c.name === name,
    );
    if (!complication) throw new Error(`no Complication ${name}`);
    sides.forEach((dice, i) => {
      const side = complication.sides[i];
      if (side) side.dice = dice;
    });
  }

  dice(name: string): number[][] {
    return this.complication(name).sides.map((s) => s.dice);
  }
}

/**
 * Scene 1 set up as the example does: target 4 + 4 = 8, four Complications
 * plus Getaway. The Editor starts it at the test's first look at the board,
 * so the dice a test sets right after are the Page's starting dice (with
 * every card at 1/1 nobody could claim, and Page 1's claims would pass at once).
 */
export function sceneOne(): Table {
  const t = new Table();
  for (const name of ["Robbery", "Clobbering", "Hostages", "Police", "Getaway"]) {
    t.do(EDITOR, { type: "addComplication", name });
  }
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
  t.do(EDITOR, {
    type: "addCharacter",
    actorUuid: "Actor.chief",
    faction: "opponents",
    prominence: 2,
    narrator: "editor",
  });
  t.startPending = true;
  return t;
}

/** The Editor, everyone away, lets the chance to react go for every player still deciding. */
export function passReactions(t: Table): void {
  for (const userId of [...(t.board.scene.reactions?.awaiting ?? [])])
    t.do(EDITOR_ALONE, { type: "passReaction", userId });
}

/** The Editor passes every seat's claims (and rolls nothing Overdrawn): on to the action turns. */
export function toTurns(t: Table): void {
  while (t.board.scene.phase === "claims") t.do(EDITOR_ALONE, { type: "passClaims" });
  passReactions(t);
  expect(t.board.scene.phase).toBe("turns");
}

/** The Editor ends actions until it is `name`'s. */
export function actionOf(t: Table, name: string): void {
  for (let i = 0; i < 20; i++) {
    const turn = t.board.scene.turn;
    const current = turn ? t.board.scene.characters.find((c) => c.id === turn.order[turn.index]) : undefined;
    if (current?.name === name) return;
    passReactions(t);
    t.do(EDITOR_ALONE, { type: "endTurn" });
  }
  throw new Error(`${name} never acts`);
}
