/**
 * The Complication board as data (Capes Lite, "Starting a Story" to
 * "Beginning the next Scene"): one document per Scene holds the Story's
 * ledger as it stands (Victory Points, each player's Story Tokens and
 * Inspirations, seating), the Scene (characters present, Complications with
 * their sides, stakes and claims, the phase of the Page) and the Page log.
 * Requests change it through applyRequest (apply.ts), whole or not at all.
 * Pure types; no Foundry.
 */
import type { AbilityType, CharacterKind, DriveSlot } from "../character";

export type Faction = "heroes" | "opponents";
export const FACTIONS: readonly Faction[] = ["heroes", "opponents"];

/**
 * setup → claims → overdrawn → turns → resolve → (next Page: claims …) →
 * end (the Scene's end: unstaked Complications may still resolve) → over.
 */
export type Phase = "setup" | "claims" | "overdrawn" | "turns" | "resolve" | "end" | "over";
export const PHASES: readonly Phase[] = ["setup", "claims", "overdrawn", "turns", "resolve", "end", "over"];

/** A won Complication kept by the player who claimed it. */
export interface Inspiration {
  id: string;
  name: string;
  faction: Faction;
  vp: number;
  bonus: number;
}

/** What a player (the Editor included) holds across Scenes. */
export interface Ledger {
  userId: string;
  name: string;
  tokens: number;
  inspirations: Inspiration[];
}

export interface Story {
  title: string;
  editorId: string;
  /** Seating, clockwise from the Editor (players[0]); claims, turns and resolutions follow it. */
  players: Ledger[];
  /** The Story's victory total, set by the Editor (0 = not set). */
  victoryTotal: number;
  /** Victory Points of the Scenes already closed. */
  vp: Record<Faction, number>;
  sceneNumber: number;
  /** Players the Editor unseated, their ledgers kept for when they sit down again (absent on older boards). */
  away?: Ledger[];
  /** A side reached the Story's victory total. */
  over: boolean;
}

export interface SceneCharacter {
  id: string;
  actorUuid: string;
  name: string;
  faction: Faction;
  prominence: number;
  /** The user who narrates this character (the one who paid for its presence, or the Editor's pick). */
  narrator: string;
  /** Story Tokens players spent on its Prominence (refunded if it leaves during set-up). */
  paidBy: { userId: string; tokens: number }[];
}

/** One group of dice on a Complication: a faction's own side (owner null) or a side a split made (owner: that character). */
export interface Side {
  faction: Faction;
  owner: string | null;
  dice: number[];
}

export interface Stake {
  id: string;
  actorUuid: string;
  name: string;
  /** The scene character who staked, or null for an absent opponent staked by the Editor. */
  characterId: string | null;
  userId: string;
  faction: Faction;
  drive: DriveSlot;
  /** The Drive's name as the sheet showed it ("" for a hero's own Drive names). */
  driveName: string;
  count: number;
}

export interface Complication {
  id: string;
  name: string;
  /** sides[0]: the heroes' own side, sides[1]: the opponents', then sides made by splits. */
  sides: Side[];
  stakes: Stake[];
  /** The character who claimed it this Page. */
  claim: string | null;
  /** The Inspiration it was made from (given back if the Editor removes it during set-up). */
  from: (Inspiration & { userId: string }) | null;
}

export interface DieRef {
  complicationId: string;
  side: number;
  die: number;
}

export interface PendingRoll extends DieRef {
  id: string;
  kind: "action" | "reaction" | "overdrawn";
  characterId: string;
  /** Who rolls and decides: the character's narrator. */
  userId: string;
  abilityId: string;
  abilityName: string;
  /** The Overdrawn Drive, for an Overdrawn roll. */
  drive: DriveSlot | null;
  from: number;
  /** The new face once rolled. */
  result: number | null;
}

/** The last accepted roll: Tropes may react to it until the turn ends or another roll starts. */
export interface LastRoll extends DieRef {
  face: number;
}

export interface ClaimRound {
  /** Whose seat claims now (index into story.players). */
  seat: number;
  /** Characters that have claimed this Page. */
  claimed: string[];
  /** A character whose claim was just taken, who may claim another at once. */
  reclaim: string | null;
  /** Characters who have had that second chance this Page (one pass only). */
  reclaimed: string[];
}

export interface TurnState {
  number: number;
  /** Characters acting in this turn, Editor's first, then clockwise. */
  order: string[];
  index: number;
  rolled: boolean;
  attitude: boolean;
  /** This action has split its one die (absent on older boards: none). */
  split?: boolean;
}

/**
 * The chance to react to an accepted roll (Capes Lite, "Reaction!
 * Reaction!"): every player who could react with a Trope of a character
 * they narrate, the roller included, reacts or passes; the action goes on
 * once none is left (the Editor may pass for a player who is away).
 */
export interface ReactionWindow {
  /**
   * The accepted result this chance is for (each result opens its own); a pass names it and answers only it
   * (absent on older boards).
   */
  id?: string;
  /** Who rolled the accepted die. */
  userId: string;
  /** Players still deciding, in seating order. */
  awaiting: string[];
}

export interface Gift {
  id: string;
  /** The player who gives the tokens (the staker's narrator). */
  userId: string;
  name: string;
  count: number;
  complication: string;
}

export interface ResolutionState {
  /** Claimed Complications still to check, in seating order. */
  queue: string[];
  gifts: Gift[];
  /** The claimant who now chooses what replaces a resolved Complication. */
  replacement: { complicationId: string; userId: string; characterId: string } | null;
}

export interface SheetRestore {
  actorUuid: string;
  drive: DriveSlot | null;
  debt: number;
  abilityId: string | null;
  blocked: boolean;
  usedThisPage: boolean;
}

/** What the Editor's veto puts back: the board before the last ability use, and the sheets it touched. */
export interface UndoRecord {
  label: string;
  complications: Complication[];
  turn: TurnState | null;
  pending: PendingRoll | null;
  lastRoll: LastRoll | null;
  overdrawnDue: OverdrawnDue[];
  sheets: SheetRestore[];
  /** The reactions open before the use (absent on older boards: none). */
  reactions?: ReactionWindow | null;
}

export interface OverdrawnDue {
  characterId: string;
  drive: DriveSlot;
}

export interface Scene {
  name: string;
  phase: Phase;
  page: number;
  /** The Victory Target: every Story Token spent on Prominence. */
  target: number;
  vp: Record<Faction, number>;
  characters: SceneCharacter[];
  complications: Complication[];
  claims: ClaimRound | null;
  overdrawnDue: OverdrawnDue[];
  turn: TurnState | null;
  pending: PendingRoll | null;
  lastRoll: LastRoll | null;
  /** Players still to react to the last accepted roll, or null (absent on older boards: none). */
  reactions?: ReactionWindow | null;
  resolution: ResolutionState | null;
  undo: UndoRecord | null;
  /** First Scene: the player whose hero the Editor gave two tokens. */
  doubled: string | null;
  /** Source of the ids this Scene hands out. */
  counter: number;
}

export interface LogEntry {
  page: number;
  /** What happened: a stable code, `STORY_ENGINES.Capes.Log.<kind>` in the game's lang. */
  kind: string;
  data: Record<string, string | number>;
  /** A narration prompt for the table, `STORY_ENGINES.Capes.Prompt.<prompt>`, or null. */
  prompt: string | null;
}

export interface CapesBoard {
  schema: 1;
  /** Raised by every applied request; a request made on an older version is refused. */
  version: number;
  story: Story;
  scene: Scene;
  log: LogEntry[];
}

/** What the board reads of a character sheet (an actor and its abilities). */
export interface SheetView {
  actorUuid: string;
  name: string;
  kind: CharacterKind;
  drives: Record<DriveSlot, { name: string; value: number; debt: number }>;
  abilities: SheetAbility[];
}

export interface SheetAbility {
  id: string;
  name: string;
  type: AbilityType;
  level: number;
  superPowered: boolean;
  blocked: boolean;
  usedThisPage: boolean;
}

/** The sheets of every character a request may touch, by actor UUID. */
export type Sheets = Record<string, SheetView>;

/** A change a request makes to a sheet: the Foundry side writes these values after the board. */
export type SheetEffect =
  | { kind: "debt"; actorUuid: string; drive: DriveSlot; debt: number }
  | { kind: "ability"; actorUuid: string; abilityId: string; blocked: boolean; usedThisPage: boolean };

/**
 * Who asks; `isGM`: the requester is this board's Editor (Capes has no GM: the Editor is any user at the table);
 * `host`: the requester runs the virtual table (a Foundry GM), who may hand the Editor's role on at a Scene's
 * start and nothing else the Editor does; `absent`: the seated players not connected, for whom the Editor acts
 * (passes, claims, rolls, decides) — for a player at the table, only that player does (none when left out).
 */
export interface Requester {
  userId: string;
  isGM: boolean;
  host?: boolean;
  absent?: readonly string[];
}

/** Why a request was refused (the game shows `STORY_ENGINES.Capes.Problem.<code>`). */
export type ProblemCode =
  | "already-claimed"
  | "already-doubled"
  | "already-own-side"
  | "already-rolled"
  | "already-rolled-die"
  | "already-seated"
  | "bad-seating"
  | "blocked"
  | "choose-drive"
  | "editor-first"
  | "editor-only"
  | "editor-seated"
  | "editors-turn"
  | "first-scene-only"
  | "level-below-face"
  | "narrated-elsewhere"
  | "no-complications"
  | "no-debt-to-stake"
  | "no-heroes"
  | "no-such-gift"
  | "no-such-roll"
  | "not-absent"
  | "player-present"
  | "not-awaited"
  | "not-controlled"
  | "not-enough-debt"
  | "not-enough-tokens"
  | "not-for-editor"
  | "not-highest-die"
  | "not-more-prominent"
  | "not-overdrawn"
  | "not-that-result"
  | "not-seated"
  | "not-your-character"
  | "not-your-gift"
  | "not-your-replacement"
  | "not-your-roll"
  | "not-your-seat"
  | "not-your-side"
  | "not-your-turn"
  | "not-yourself"
  | "nothing-to-decide"
  | "nothing-to-react"
  | "nothing-to-replace"
  | "nothing-to-veto"
  | "one-drive-type"
  | "one-split"
  | "only-tropes-react"
  | "other-side"
  | "pending-roll"
  | "player-narrates"
  | "reactions-open"
  | "reaction-below-face"
  | "reclaim-first"
  | "resolution-pending"
  | "second-attitude"
  | "skill-for-opponents"
  | "spent-elsewhere"
  | "split-needs-stakes"
  | "split-too-many"
  | "stake-over-value"
  | "staked-does-not-resolve"
  | "stale"
  | "story-over"
  | "tropes-react"
  | "unbalanced"
  | "unknown-ability"
  | "unknown-character"
  | "unknown-complication"
  | "unknown-die"
  | "unknown-inspiration"
  | "unknown-player"
  | "unknown-sheet"
  | "used-this-page"
  | "who-stakes"
  | "wrong-phase"
  | "your-side-controls";

export interface BoardProblem {
  /** Stable code; the game shows `STORY_ENGINES.Capes.Problem.<code>`. */
  code: ProblemCode;
  /** Plain English, for logs and tests. */
  message: string;
  data: Record<string, string | number>;
}

/** A die the requester must now roll (1d6) and report with a `rollResult` request. */
export interface RollNeeded extends DieRef {
  pendingId: string;
  kind: PendingRoll["kind"];
  userId: string;
  from: number;
}

export interface BoardResult {
  ok: boolean;
  /** The new board (version raised), or the board unchanged when refused. */
  board: CapesBoard;
  effects: SheetEffect[];
  problems: BoardProblem[];
  roll: RollNeeded | null;
}
