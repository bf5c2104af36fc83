/**
 * The conflict tracker's state (pure): what a Combat of the `wickedConflict`
 * sub-type and its combatants hold, as one plain object, and the result type
 * of every transition. The transitions are in rounds.ts (joining, dice,
 * rolls), moves.ts (moves and answers), ties.ts (exact ties) and
 * consequences.ts (negotiation); the Foundry layer only reads the documents
 * into this shape (documents.ts), asks a transition and writes back what
 * changed (tracker-handler.ts).
 */
import { ADVANTAGE_DIE, type AnswerOutcome } from "../../../rules/wicked";

export type Phase = "gathering" | "rolling" | "tie" | "moving" | "between" | "ended";
export const PHASES: readonly Phase[] = ["gathering", "rolling", "tie", "moving", "between", "ended"];

export type ParticipantKind = "character" | "npc";
/** In the action; out of it (an absolute loss, a settled negotiation); backed away from a first-round tie. */
export type ParticipantStatus = "in" | "out" | "backedAway";
export const PARTICIPANT_STATUSES: readonly ParticipantStatus[] = ["in", "out", "backedAway"];

/** One side of the conflict: a combatant of the conflict. */
export interface Participant {
  /** The combatant's id. */
  id: string;
  name: string;
  kind: ParticipantKind;
  /** The forms chosen for this sequence of rolls (two forms; an NPC one NPC form). */
  forms: string[];
  /** Die sizes rolled: the forms' dice (no 0s), then the strength's die if used. Empty until chosen. */
  sizes: number[];
  /** The particular strength used ("" none), its die, and a consequential strength's forms. */
  strengthName: string;
  strengthDie: number;
  consequentialForm: string;
  consequentialNpcForm: string;
  /** Faces of the current roll (same order as `sizes`) and of its advantage dice. Empty: not rolled this round. */
  dice: number[];
  advantage: number[];
  /** Holds a won advantage die. */
  won: boolean;
  /** Advantage dice bought from the owe list; they last the whole sequence. */
  bought: number;
  status: ParticipantStatus;
  /** Has rolled in this conflict: the dice are fixed for the sequence. */
  locked: boolean;
}

export interface Exchange {
  round: number;
  challenger: string;
  answerer: string;
  standingDice: number[];
  standingAdvantage: number[];
  answerDice: number[];
  answerAdvantage: number[];
  /** From the answerer's side. */
  outcome: AnswerOutcome;
  /** Won advantage dice held after the exchange. */
  challengerWon: boolean;
  answererWon: boolean;
  /** Round 3 and "Mixed victory" on: the win was a lesser one. */
  mixed: boolean;
}

export type ConsequenceStatus = "pending" | "settled";
export type ResolutionKind = "" | "exhausted" | "injured" | "risked" | "negotiated";
export type Side = "winner" | "loser";

/** Terms one side proposes (or the terms settled): the story, die-size losses, a strength lost, death. */
export interface Terms {
  text: string;
  /** Forms (a player's character) or NPC forms (`action`; `action:both` for both dice) that lose a size. */
  losses: string[];
  /** Name of a particular strength the loser gives up ("" none). */
  removeStrength: string;
  dead: boolean;
}

export interface Consequence {
  id: number;
  round: number;
  winner: string;
  loser: string;
  status: ConsequenceStatus;
  /** A negotiated end between rounds instead of rolling forward: there is no default to insist on. */
  midDice: boolean;
  /** The winner rolled a consequential strength's die: one more size off its form. */
  consequential: boolean;
  /** Mixed victory (optional rule): the winner also loses a size in one of the forms they used. */
  mixed: boolean;
  /** The side whose proposal waits for the other's agreement ("" none) and its terms. */
  proposedBy: Side | "";
  /** The user who proposed it: never the one who accepts it for the other side ("" none). */
  proposerUser: string;
  proposal: Terms;
  /** How it was settled, and what it did. */
  resolution: ResolutionKind;
  terms: Terms;
  /** Mixed victory: the form the winner loses a size in. */
  winnerLoss: string;
}

export interface ConflictState {
  /** Grows with every change; a request that saw another version is refused as stale. */
  version: number;
  /** 0 before the first roll, then 1–3. */
  round: number;
  phase: Phase;
  /** Turn order of the round by reading, high to low. */
  order: string[];
  /** The index in `order` of the participant whose turn it is. */
  turn: number;
  /** Whose move it is ("" none), whether their roll stands yet, and the standing roll. */
  mover: string;
  moveRolled: boolean;
  moveDice: number[];
  moveAdvantage: number[];
  /** Who the move named, and who has still to answer it (in turn order). */
  targets: string[];
  pending: string[];
  /** Answered before their turn this round: they lose their move. */
  challenged: string[];
  /** An exact tie being broken: who, whether they may back away (round 1's top two), their choices, who re-rolled. */
  tie: string[];
  tieTop: boolean;
  tieChoices: string[];
  tieRerolled: string[];
  exchanges: Exchange[];
  consequences: Consequence[];
  /** Added to the owe list after round 1 (empty until then). */
  oweAdded: string[];
  /** Round 1 is over and the owe list has been updated. */
  oweDone: boolean;
  participants: Participant[];
}

/** Options the world's settings give the rules: the two optional rules printed in the book. */
export interface ConflictOptions {
  useItRiskIt: boolean;
  mixedVictory: boolean;
}

/** What the Foundry layer must do after a transition, beyond writing the new state. */
export type Effect =
  | { kind: "exchange"; index: number }
  | { kind: "owe"; ids: string[] }
  | { kind: "scratch"; id: string }
  | { kind: "consequence"; index: number }
  | { kind: "ended" };

export type Transition = { ok: true; state: ConflictState; effects: Effect[] } | { ok: false; problem: string };

/** The lang key of a refusal: STORY_ENGINES.Wicked.Conflict.Problems.<code>. */
export const PROBLEM_PREFIX = "STORY_ENGINES.Wicked.Conflict.Problems";

export function refuse(code: string): Transition {
  return { ok: false, problem: `${PROBLEM_PREFIX}.${code}` };
}

/** The state after a change: one version newer. */
export function accept(state: ConflictState, effects: Effect[] = []): Transition {
  return { ok: true, state: { ...state, version: state.version + 1 }, effects };
}

export function emptyTerms(): Terms {
  return { text: "", losses: [], removeStrength: "", dead: false };
}

export function newConflict(): ConflictState {
  return {
    version: 0,
    round: 0,
    phase: "gathering",
    order: [],
    turn: 0,
    mover: "",
    moveRolled: false,
    moveDice: [],
    moveAdvantage: [],
    targets: [],
    pending: [],
    challenged: [],
    tie: [],
    tieTop: false,
    tieChoices: [],
    tieRerolled: [],
    exchanges: [],
    consequences: [],
    oweAdded: [],
    oweDone: false,
    participants: [],
  };
}

export function participant(state: ConflictState, id: string): Participant | undefined {
  return state.participants.find((p) => p.id === id);
}

export function inAction(state: ConflictState): Participant[] {
  return state.participants.filter((p) => p.status === "in");
}

/** A copy of the state with one participant changed. */
export function withParticipant(state: ConflictState, id: string, change: Partial<Participant>): ConflictState {
  return { ...state, participants: state.participants.map((p) => (p.id === id ? { ...p, ...change } : p)) };
}

/** Advantage dice a participant rolls: one for a won die held, plus every bought one. */
export function advantageCount(p: Participant): number {
  return (p.won ? 1 : 0) + p.bought;
}

/** The tie-choice entries are "<id>:backAway" or "<id>:fight". */
export function tieChoiceOf(state: ConflictState, id: string): "backAway" | "fight" | "" {
  const entry = state.tieChoices.find((c) => c.startsWith(`${id}:`));
  const choice = entry?.slice(id.length + 1);
  return choice === "backAway" || choice === "fight" ? choice : "";
}

/** Faces fit the dice: one per size, each within its die; one advantage face (1–6) per advantage die. */
export function facesFit(p: Participant, dice: readonly number[], advantage: readonly number[]): boolean {
  if (dice.length !== p.sizes.length || advantage.length !== advantageCount(p)) return false;
  const ok = (face: number, size: number) => Number.isInteger(face) && face >= 1 && face <= size;
  return dice.every((f, i) => ok(f, p.sizes[i] ?? 0)) && advantage.every((f) => ok(f, ADVANTAGE_DIE));
}
