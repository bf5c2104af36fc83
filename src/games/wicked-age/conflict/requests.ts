/**
 * What a client may ask of the conflict tracker, and who may ask it (pure).
 * A request names an action, the participant it is made for, the side its
 * sender acts for (`actingFor`, a participant id: a player acts for their
 * own characters, the chapter's GM for the NPCs) and the state's version its
 * sender saw; `applyRequest` checks the sender may act for that side and
 * runs the transition. The GM is no arbiter of a negotiation: it proposes,
 * accepts and insists for its NPC's side only.
 * Rolled faces come from the sender's own dice (players roll their own, as
 * the book has it); the transition checks they fit the dice.
 */
import {
  acceptTerms,
  chooseDefault,
  insistOnDefault,
  proposeEnd,
  proposeTerms,
  sideOf,
  type DefaultKind,
} from "./consequences";
import {
  answerMove,
  buyAdvantage,
  chooseDice,
  declareMove,
  endConflict,
  passMove,
  roll,
  rollMove,
  startRound,
  type DiceChoice,
} from "./rounds";
import { refuse, type ConflictOptions, type ConflictState, type Side, type Terms, type Transition } from "./state";
import { chooseTie, rerollLower } from "./ties";

export type ConflictAction =
  | "chooseDice"
  | "start"
  | "roll"
  | "tieChoice"
  | "rerollLower"
  | "rollMove"
  | "declareMove"
  | "passMove"
  | "answer"
  | "buy"
  | "chooseDefault"
  | "propose"
  | "accept"
  | "insist"
  | "proposeEnd"
  | "end";

export const CONFLICT_ACTIONS: readonly ConflictAction[] = [
  "chooseDice",
  "start",
  "roll",
  "tieChoice",
  "rerollLower",
  "rollMove",
  "declareMove",
  "passMove",
  "answer",
  "buy",
  "chooseDefault",
  "propose",
  "accept",
  "insist",
  "proposeEnd",
  "end",
];

export interface ConflictRequest {
  action: ConflictAction;
  /** The participant (combatant id) the request is made for. */
  participant: string;
  /** The side (participant id) the sender acts for; a move's own participant when absent. */
  actingFor?: string;
  version: number;
  choice?: DiceChoice;
  dice?: number[];
  advantage?: number[];
  face?: number;
  targets?: string[];
  tie?: "backAway" | "fight";
  consequence?: number;
  kind?: DefaultKind;
  winnerLoss?: string;
  terms?: Terms;
  /** proposeEnd: the other side, and whether the requester's side wins. */
  other?: string;
  requesterWins?: boolean;
}

/** Who is asking: whether they hold the chapter GM's controls, and the sides (participant ids) they act for. */
export interface Requester {
  isGM: boolean;
  controls: ReadonlySet<string>;
  /** The asking user's id: who proposed terms is never who accepts them. */
  userId?: string;
}

const GM_ONLY: readonly ConflictAction[] = ["start", "end"];
const MOVES: readonly ConflictAction[] = [
  "chooseDice",
  "roll",
  "tieChoice",
  "rerollLower",
  "rollMove",
  "declareMove",
  "passMove",
  "answer",
  "buy",
];

const list = (v: unknown): number[] => (Array.isArray(v) ? v.filter((x): x is number => typeof x === "number") : []);

/** Read a request off the wire; null when its shape is wrong. */
export function parseRequest(data: Record<string, unknown>): ConflictRequest | null {
  const action = data.action;
  if (typeof action !== "string" || !(CONFLICT_ACTIONS as readonly string[]).includes(action)) return null;
  if (typeof data.participant !== "string" || typeof data.version !== "number") return null;
  return { ...(data as unknown as ConflictRequest), dice: list(data.dice), advantage: list(data.advantage) };
}

/** The side a request acts for: `actingFor`, else its participant. */
export function actingSide(request: ConflictRequest): string {
  return request.actingFor || request.participant;
}

/** The side of a consequence the requester acts as: the side of the participant they act for, if it is one. */
function actorFor(state: ConflictState, request: ConflictRequest): Side | null {
  const c = state.consequences.find((x) => x.id === request.consequence);
  return c ? sideOf(c, actingSide(request)) : null;
}

export function applyRequest(
  state: ConflictState,
  request: ConflictRequest,
  who: Requester,
  options: ConflictOptions,
): Transition {
  if (GM_ONLY.includes(request.action)) {
    if (!who.isGM) return refuse("gmOnly");
  } else if (!who.controls.has(actingSide(request))) return refuse("notYours");
  // A move is made by the side itself: acting for one participant, nobody moves another.
  if (MOVES.includes(request.action) && actingSide(request) !== request.participant) return refuse("notYours");
  const id = request.participant;
  const dice = request.dice ?? [];
  const advantage = request.advantage ?? [];
  switch (request.action) {
    case "chooseDice":
      return request.choice ? chooseDice(state, id, request.choice) : refuse("noDice");
    case "start":
      return startRound(state);
    case "roll":
      return roll(state, id, dice, advantage);
    case "tieChoice":
      return request.tie ? chooseTie(state, id, request.tie) : refuse("noTie");
    case "rerollLower":
      return typeof request.face === "number" ? rerollLower(state, id, request.face) : refuse("facesDontFit");
    case "rollMove":
      return rollMove(state, id, dice, advantage);
    case "declareMove":
      return declareMove(state, id, request.targets ?? []);
    case "passMove":
      return passMove(state, id);
    case "answer":
      return answerMove(state, id, dice, advantage, options);
    case "buy":
      return buyAdvantage(state, id);
    case "chooseDefault": {
      const by = actorFor(state, request);
      if (!by || typeof request.consequence !== "number" || !request.kind) return refuse("noConsequence");
      return chooseDefault(state, request.consequence, request.kind, by, options, request.winnerLoss ?? "");
    }
    case "propose": {
      const by = actorFor(state, request);
      if (!by || typeof request.consequence !== "number" || !request.terms) return refuse("noConsequence");
      return proposeTerms(state, request.consequence, by, request.terms, who.userId ?? "");
    }
    case "accept": {
      const by = actorFor(state, request);
      if (!by || typeof request.consequence !== "number") return refuse("noConsequence");
      return acceptTerms(state, request.consequence, by, who.userId ?? "");
    }
    case "insist": {
      const by = actorFor(state, request);
      if (!by || typeof request.consequence !== "number") return refuse("noConsequence");
      return insistOnDefault(state, request.consequence);
    }
    case "proposeEnd": {
      if (!request.other || !request.terms) return refuse("badTarget");
      const own = actingSide(request);
      const winner = request.requesterWins ? own : request.other;
      const loser = request.requesterWins ? request.other : own;
      return proposeEnd(
        state,
        winner,
        loser,
        request.requesterWins ? "winner" : "loser",
        request.terms,
        who.userId ?? "",
      );
    }
    case "end":
      return endConflict(state);
  }
}
