/**
 * The challenge card's state and the actions on it, as types (pure): what
 * the chat message's flags hold (card-state.ts applies the actions; the
 * writer, card-writer.ts, saves them).
 */
import type { personae } from "../../../rules";
import type { SideSetup } from "./side-plan";

/** A side with its dice rolled (own re-rolls already applied). */
export interface RolledSide extends SideSetup {
  faces: number[];
}

export interface ComparisonResult {
  winner: "actor" | "reactor";
  decidedAt: number | null;
  /** "actor"/"reactor": an automatic success decided it; "cancelled": both spent one. */
  auto: "actor" | "reactor" | "cancelled" | null;
  /** The dice compared, after forced re-rolls and armour. */
  actorDice: number[];
  reactorDice: number[];
  criticals: number;
  /** Criticals banked by the winner and lost to the cap (set by the writer). */
  banked: number;
  lost: number;
}

export interface HitEntry {
  amount: number;
  /** 0 for the challenge itself, n for the n-th follow-up. */
  step: number;
  applied: boolean;
  outcome: { shock: number; hits: number; shockRaised: boolean; inoperative: boolean; negatedNow: boolean } | null;
}

/** One follow-up: the dice compared (sorted, after the re-rolls its terms force) and who won. */
export interface FollowUpEntry {
  step: number;
  winner: "actor" | "reactor";
  decidedAt: number | null;
  actorDice?: number[];
  reactorDice?: number[];
  /** Faces the opponent re-rolled when it answered this follow-up. */
  rerolled?: number[];
}

export interface ReactorEntry {
  uuid: string;
  name: string;
  img: string;
  character: boolean;
  answer: RolledSide | null;
  /**
   * Resolved as an unopposed challenge (digest, round 4: an inoperative
   * identity cannot answer): the difficulty the chorus set and rolled against.
   */
  unopposed?: { difficultyId: string; difficulty: number } | null;
  result: ComparisonResult | null;
  followUps: FollowUpEntry[];
  hits: HitEntry[];
  stabilised: boolean;
}

export type HistoryEntry =
  | { kind: "rolled" }
  | { kind: "answered"; reactor: number }
  | { kind: "chorusRolled"; reactor: number | null }
  | { kind: "issuerRolled" }
  | { kind: "followUp"; reactor: number }
  | { kind: "granted"; reactor: number; by: string }
  | { kind: "hitsApplied"; reactor: number; entry: number }
  | { kind: "stabilised"; reactor: number }
  | { kind: "settled" };

export interface ChallengeCardState {
  version: number;
  type: personae.ChallengeType;
  preternae: boolean;
  /** The preternae (or weapon skill) whose terms set the challenge ("" none). */
  preternaeName?: string;
  goal: string;
  /** Hits a success inflicts (0: none; attacks at least 1). */
  hits: number;
  mode: "opposed" | "unopposed";
  /** Follow-ups granted by chorus rulings (who ruled), beyond those the issuer's traits afford. */
  granted?: string[];
  /** Criticals of the issuer's one roll already banked (banked once, however many reactors it beats). */
  actorCriticals?: number;
  actor: RolledSide;
  /**
   * False while an unopposed challenge waits for the chorus's difficulty and
   * dice, then the issuer's roll (the SRD's Dunmore: the chorus rolls first).
   * Absent on cards rolled at once.
   */
  actorRolled?: boolean;
  /** Dice the chorus rolls against this issuer unopposed: its skill's rating − 1, at least 1. */
  chorusDice?: number;
  /**
   * Reactors inoperative when the card was issued (digest: an unopposed
   * challenge at Easy): the issuer's dice wait (`actorRolled` false) until the
   * chorus has set the difficulty and rolled against each (the SRD's order).
   */
  heldFor?: number[];
  reactors: ReactorEntry[];
  chorus: {
    difficultyId: string;
    difficulty: number;
    dice: number;
    faces: number[];
    result: ComparisonResult | null;
  } | null;
  /** The issuer's tally: counted once, when the first comparison is decided. */
  tally: { recorded: boolean; succeeded: boolean | null; earned: number };
  history: HistoryEntry[];
}

/** Who is acting on the card, as seen from the documents they own. */
export interface CardUser {
  isGM: boolean;
  /** Holds the chorus (the GM by default): may grant a follow-up by ruling. */
  isChorus: boolean;
  ownsActor: boolean;
  ownsReactors: boolean[];
  /** Owns an identity that may stabilise (any identity other than the target). */
  ownsAnIdentity: boolean;
  /** Per reactor: owns an identity other than that reactor (its owner can't stabilise it by itself). */
  ownsOtherIdentity?: boolean[];
  /**
   * Per reactor: the identities this user may stabilise it with (digest,
   * round 4): theirs, or the chorus's for the chorus, able to act (neither
   * inoperative nor negated), in the encounter, never the reactor itself.
   */
  stabilisers?: string[][];
}

export type CardAction =
  | {
      type: "answer";
      reactor: number;
      side: SideSetup;
      faces: number[];
      rerollFaces: number[];
      forcedOnActor: number[];
      forcedOnReactor: number[];
    }
  | { type: "followUp"; reactor: number; forcedFaces: number[] }
  | { type: "grantFollowUp"; reactor: number; by: string }
  | { type: "applyHits"; reactor: number; entry: number; outcome: NonNullable<HitEntry["outcome"]> }
  | { type: "stabilise"; reactor: number; by: string }
  | { type: "chorusRoll"; reactor: number | null; difficultyId: string; difficulty: number; faces: number[] }
  | { type: "issuerRoll"; faces: number[] }
  | { type: "settle"; banked: number; lost: number; earned: number };

export interface CardProblem {
  key: string;
}

export interface ActionResult {
  state: ChallengeCardState;
  problems: CardProblem[];
}

export interface CardSetup {
  type: personae.ChallengeType;
  preternae: boolean;
  preternaeName?: string;
  goal: string;
  hits: number;
  actor: SideSetup;
  reactors: { uuid: string; name: string; img: string; character: boolean }[];
  chorus: { difficultyId: string; difficulty: number } | null;
  /** Dice the chorus rolls against the issuer unopposed (its skill's rating − 1, at least 1). */
  chorusDice?: number;
}
