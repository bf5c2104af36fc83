/**
 * The steps every move of the challenge card's state machine shares (pure):
 * comparing the issuer with one opponent, the hits a success inflicts, a
 * move recorded in the card's history (its version), a reactor's entry
 * replaced, and a refusal that leaves the state as it was. Used by the
 * card's state (card-state.ts) and the chorus's turn (card-chorus.ts).
 */
import { personae } from "../../../rules";
import { applyForcedRerolls, ignoreHighest } from "./side-plan";
import type {
  ActionResult,
  ChallengeCardState,
  ComparisonResult,
  HistoryEntry,
  HitEntry,
  ReactorEntry,
  RolledSide,
} from "./card-types";

const P = "STORY_ENGINES.Personae.Card.Problem";
export const refuse = (state: ChallengeCardState, key: string): ActionResult => ({
  state,
  problems: [{ key: `${P}.${key}` }],
});

/**
 * Compare the issuer with one opponent. An automatic success (a critical
 * spent) wins outright unless both sides spent one; then the dice decide.
 * Forced re-rolls replace the opponent's second-highest dice; armour ignores
 * the attacker's highest dice. Criticals go to the winner only.
 */
export function compare(
  actor: RolledSide,
  reactor: { dice: number[]; add: number; critical: string; forceRerolls?: number; ignore?: number },
  tiesTo: "actor" | "reactor",
  forced: { onActor: number[]; onReactor: number[] } = { onActor: [], onReactor: [] },
): ComparisonResult {
  const actorForced = applyForcedRerolls(actor.faces, forced.onActor);
  const actorDice = reactor.ignore ? ignoreHighest(actorForced, reactor.ignore) : [...actorForced];
  const reactorDice = applyForcedRerolls(reactor.dice, forced.onReactor);
  const aAuto = actor.critical === "autoSuccess";
  const rAuto = reactor.critical === "autoSuccess";
  const auto = aAuto && rAuto ? "cancelled" : aAuto ? "actor" : rAuto ? "reactor" : null;
  const base = personae.challenge(
    { dice: actorDice, add: actor.add },
    { dice: reactorDice, add: reactor.add },
    { tiesTo },
  );
  const winner = auto === "actor" || auto === "reactor" ? auto : base.winner;
  return {
    winner,
    decidedAt: auto === "actor" || auto === "reactor" ? null : base.decidedAt,
    auto,
    actorDice: [...actorDice].sort((a, b) => b - a),
    reactorDice: [...reactorDice].sort((a, b) => b - a),
    criticals: personae.criticals(winner === "actor" ? actorDice : reactorDice),
    banked: 0,
    lost: 0,
  };
}

/** Hits the issuer inflicts on a success (0 when the challenge inflicts none). */
export function hitsOnSuccess(state: ChallengeCardState): number {
  return state.hits > 0 ? state.hits + state.actor.extraHits : 0;
}

/** The hits entry a success inflicts at `step` (none when the challenge inflicts no hits). */
export function hitsFor(state: ChallengeCardState, step: number): HitEntry[] {
  const amount = hitsOnSuccess(state);
  return amount > 0 ? [{ amount, step, applied: false, outcome: null }] : [];
}

export function withHistory(
  state: ChallengeCardState,
  entry: HistoryEntry,
  changes: Partial<ChallengeCardState>,
): ChallengeCardState {
  return { ...state, ...changes, history: [...state.history, entry] };
}

export function replaceReactor(state: ChallengeCardState, index: number, entry: ReactorEntry): ReactorEntry[] {
  return state.reactors.map((r, i) => (i === index ? entry : r));
}
