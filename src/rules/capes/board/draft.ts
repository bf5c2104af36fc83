/**
 * The working copy a request is applied to: clones of the board and of the
 * sheets it may touch, the requester, and the way a rule refuses (a
 * Refusal thrown and caught by applyRequest, so a refused request leaves
 * nothing behind: the originals are never touched). Also the look-ups every
 * step shares: characters, seats, sides a character stands on, control.
 */
import { controlOf } from "../dice";
import { driveLabel, type DriveSlot } from "../character";
import type {
  BoardProblem,
  CapesBoard,
  Complication,
  Faction,
  LogEntry,
  ProblemCode,
  Requester,
  RollNeeded,
  SceneCharacter,
  SheetAbility,
  SheetView,
  Sheets,
  Side,
} from "./types";

/** The most log entries a Scene keeps (the oldest go first). */
export const MAX_LOG = 400;

export class Refusal extends Error {
  constructor(readonly problem: BoardProblem) {
    super(problem.message);
  }
}

/** Stop the request: nothing it did is kept. */
export function refuse(code: ProblemCode, message: string, data: Record<string, string | number> = {}): never {
  throw new Refusal({ code, message, data });
}

export class Draft {
  readonly board: CapesBoard;
  readonly sheets: Sheets;
  roll: RollNeeded | null = null;

  constructor(
    board: CapesBoard,
    sheets: Sheets,
    readonly requester: Requester,
  ) {
    this.board = structuredClone(board);
    this.sheets = structuredClone(sheets);
  }

  get scene() {
    return this.board.scene;
  }

  get story() {
    return this.board.story;
  }

  /** A fresh id for something this Scene hands out: `<prefix><n>`. */
  nextId(prefix: string): string {
    this.scene.counter += 1;
    return `${prefix}${this.scene.counter}`;
  }

  log(kind: string, data: Record<string, string | number> = {}, prompt: string | null = null): void {
    const entry: LogEntry = { page: this.scene.page, kind, data, prompt };
    this.board.log.push(entry);
    // Drops the oldest beyond MAX_LOG (a count below 0 drops nothing).
    this.board.log.splice(0, this.board.log.length - MAX_LOG);
  }

  // --- who ------------------------------------------------------------------

  requireGM(what: string): void {
    if (!this.requester.isGM) refuse("editor-only", `Only the Editor may ${what}.`, { what });
  }

  requirePhase(...phases: string[]): void {
    if (!phases.includes(this.scene.phase)) {
      refuse("wrong-phase", `Not now: the board is in the ${this.scene.phase} phase.`, { phase: this.scene.phase });
    }
  }

  character(id: string): SceneCharacter {
    const found = this.scene.characters.find((c) => c.id === id);
    if (!found) refuse("unknown-character", "That character is not in this Scene.", { id });
    return found;
  }

  /**
   * Whether the requester may decide for the player `userId`: their own decisions, and the Editor those of a
   * player away from the table (digest: "passing for the absent"); a player at the table decides for themselves.
   */
  actsFor(userId: string): boolean {
    return userId === this.requester.userId || (this.requester.isGM && (this.requester.absent ?? []).includes(userId));
  }

  /** The requester narrates the character, or is the Editor and its narrator is away. */
  requireNarrator(character: SceneCharacter): void {
    if (!this.actsFor(character.narrator)) {
      refuse("not-your-character", `${character.name} is narrated by someone else.`, { name: character.name });
    }
  }

  /** The requester decides for `userId` (see actsFor); the Editor is refused for a player at the table. */
  requireFor(userId: string, what: string): void {
    if (this.actsFor(userId)) return;
    this.requireGM(what);
    const name = this.story.players.find((p) => p.userId === userId)?.name ?? userId;
    refuse("player-present", `${name} is at the table: they decide for themselves.`, { name });
  }

  sheet(actorUuid: string): SheetView {
    const sheet = this.sheets[actorUuid];
    if (!sheet) refuse("unknown-sheet", "That character's sheet cannot be found.", { actorUuid });
    return sheet;
  }

  ability(sheet: SheetView, abilityId: string): SheetAbility {
    const found = sheet.abilities.find((a) => a.id === abilityId);
    if (!found) refuse("unknown-ability", `${sheet.name} has no such ability.`, { name: sheet.name });
    return found;
  }

  driveName(sheet: SheetView, drive: DriveSlot): string {
    return driveLabel(drive, sheet.drives[drive].name);
  }

  /** Seat index of a user (the Editor sits at 0), -1 for a user with no seat (every narrator has one). */
  seat(userId: string): number {
    return this.story.players.findIndex((p) => p.userId === userId);
  }

  ledger(userId: string) {
    const found = this.story.players.find((p) => p.userId === userId);
    if (!found) refuse("unknown-player", "That player has no seat at this table.", { userId });
    return found;
  }

  // --- the dice -------------------------------------------------------------

  complication(id: string): Complication {
    const found = this.scene.complications.find((c) => c.id === id);
    if (!found) refuse("unknown-complication", "That Complication is not on the board.", { id });
    return found;
  }

  /**
   * The side a character (or, with null, an absent member of the faction) stands on: a side of its own
   * made by a split (always after the factions' own two sides), else its faction's own side.
   */
  standing(complication: Complication, faction: Faction, characterId: string | null): number {
    return complication.sides.findLastIndex((s) =>
      s.owner === null ? s.faction === faction : s.owner === characterId,
    );
  }

  control(complication: Complication): number | null {
    return controlOf(complication.sides.map((s) => s.dice));
  }

  /** A die and the side it lies on, refused when there is no such side or die. */
  die(complication: Complication, side: number, die: number): { side: Side; face: number } {
    const found = complication.sides[side];
    if (!found) refuse("unknown-die", `There is no side ${side} on ${complication.name}.`, { name: complication.name });
    const face = found.dice[die];
    if (face === undefined)
      refuse("unknown-die", `There is no such die on ${complication.name}.`, { name: complication.name });
    return { side: found, face };
  }

  /** The face of a die, refused when there is no such die. */
  face(complication: Complication, side: number, die: number): number {
    return this.die(complication, side, die).face;
  }

  /** Tokens staked by the characters who stand on `side` of the Complication. */
  stakedBySide(complication: Complication, side: number): number {
    return complication.stakes
      .filter((s) => this.standing(complication, s.faction, s.characterId) === side)
      .reduce((sum, s) => sum + s.count, 0);
  }
}
