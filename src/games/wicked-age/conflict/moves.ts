/**
 * The conflict tracker's moves and answers (pure transitions): the mover
 * re-rolls and names who must answer, each answers in turn order against the
 * standing roll, advantage dice pass, an absolute loss takes the loser out of
 * the action and opens a consequence; the turn passes, the round ends (the
 * owe list after round 1), the conflict ends (round 3, or one side left).
 */
import { wicked } from "../../../rules";
import {
  accept,
  emptyTerms,
  facesFit,
  inAction,
  participant,
  refuse,
  withParticipant,
  type ConflictOptions,
  type ConflictState,
  type Consequence,
  type Effect,
  type Exchange,
  type Participant,
  type Transition,
} from "./state";

/** The mover re-rolls for their move (the first mover's roll already stands). */
export function rollMove(
  state: ConflictState,
  id: string,
  dice: readonly number[],
  advantage: readonly number[],
): Transition {
  const p = participant(state, id);
  if (!p) return refuse("notInConflict");
  if (p.status !== "in") return refuse("outOfAction");
  if (state.phase !== "moving" || state.mover !== id) return refuse("notYourMove");
  if (state.moveRolled) return refuse("alreadyRolled");
  if (!facesFit(p, dice, advantage)) return refuse("facesDontFit");
  return accept({
    ...withParticipant(state, id, { dice: [...dice], advantage: [...advantage] }),
    moveRolled: true,
    moveDice: [...dice],
    moveAdvantage: [...advantage],
  });
}

/** The mover names who must answer (never themselves, never anyone out of the action). */
export function declareMove(state: ConflictState, id: string, targets: readonly string[]): Transition {
  if (state.phase !== "moving" || state.mover !== id) return refuse("notYourMove");
  if (!state.moveRolled) return refuse("rollFirst");
  if (state.targets.length > 0) return refuse("moveMade");
  if (targets.length === 0) return refuse("nameSomeone");
  for (const t of targets) {
    const q = participant(state, t);
    if (!q || t === id) return refuse("badTarget");
    if (q.status !== "in") return refuse("targetOut");
  }
  const unique = [...new Set(targets)];
  const pending = [...unique].sort((a, b) => orderIndex(state, a) - orderIndex(state, b));
  return accept({ ...state, targets: unique, pending });
}

/** The mover makes no move (no one to challenge): the turn passes. */
export function passMove(state: ConflictState, id: string): Transition {
  if (state.phase !== "moving" || state.mover !== id) return refuse("notYourMove");
  if (state.targets.length > 0) return refuse("moveMade");
  const { state: next, effects } = advanceTurn(state);
  return accept(next, effects);
}

function orderIndex(state: ConflictState, id: string): number {
  const at = state.order.indexOf(id);
  return at < 0 ? Number.MAX_SAFE_INTEGER : at;
}

function newConsequence(
  state: ConflictState,
  winner: Participant,
  loser: Participant,
  mixed: boolean,
  midDice: boolean,
): Consequence {
  return {
    id: state.consequences.reduce((max, c) => Math.max(max, c.id), 0) + 1,
    round: state.round,
    winner: winner.id,
    loser: loser.id,
    status: "pending",
    midDice,
    consequential: winner.consequentialForm !== "" || winner.consequentialNpcForm !== "",
    mixed,
    proposedBy: "",
    proposerUser: "",
    proposal: emptyTerms(),
    resolution: "",
    terms: emptyTerms(),
    winnerLoss: "",
  };
}

/** The next to answer re-rolls and is compared with the standing roll. */
export function answerMove(
  state: ConflictState,
  id: string,
  dice: readonly number[],
  advantage: readonly number[],
  options: ConflictOptions,
): Transition {
  const p = participant(state, id);
  if (!p) return refuse("notInConflict");
  if (p.status !== "in") return refuse("outOfAction");
  if (state.phase !== "moving" || !state.pending.includes(id)) return refuse("notAnswering");
  if (state.pending[0] !== id) return refuse("notYourAnswer");
  if (!facesFit(p, dice, advantage)) return refuse("facesDontFit");
  const mover = participant(state, state.mover);
  if (!mover) return refuse("notInConflict");
  const round = state.round as 1 | 2 | 3;
  const standing = { dice: state.moveDice, advantage: state.moveAdvantage };
  const answerRoll = { dice: [...dice], advantage: [...advantage] };
  const outcome = wicked.answer(standing, answerRoll, round);
  const held = wicked.passAdvantage({ challenger: mover.won, answerer: p.won }, outcome);
  const mixed = options.mixedVictory && wicked.isMixedVictory(standing, answerRoll, round);
  const exchange: Exchange = {
    round,
    challenger: mover.id,
    answerer: id,
    standingDice: [...state.moveDice],
    standingAdvantage: [...state.moveAdvantage],
    answerDice: [...dice],
    answerAdvantage: [...advantage],
    outcome,
    challengerWon: held.challenger,
    answererWon: held.answerer,
    mixed,
  };
  let next: ConflictState = withParticipant(state, id, {
    dice: [...dice],
    advantage: [...advantage],
    won: held.answerer,
  });
  next = withParticipant(next, mover.id, { won: held.challenger });
  next = { ...next, exchanges: [...next.exchanges, exchange], pending: next.pending.slice(1) };
  const effects: Effect[] = [{ kind: "exchange", index: next.exchanges.length - 1 }];
  if (orderIndex(next, id) > next.turn && !next.challenged.includes(id))
    next = { ...next, challenged: [...next.challenged, id] };
  if (wicked.isAbsolute(outcome)) {
    const answererWins = outcome === "winAbsolutely";
    const winner = answererWins ? p : mover;
    const loser = answererWins ? mover : p;
    next = withParticipant(next, loser.id, { status: "out" });
    next = { ...next, consequences: [...next.consequences, newConsequence(next, winner, loser, mixed, false)] };
    // A mover beaten outright: the rest of the move is not answered.
    if (answererWins) next = { ...next, pending: [] };
  }
  // With one left in the action nobody is left to move either: the turn passes to the end of the round.
  if (next.pending.length > 0) return accept(next, effects);
  const advanced = advanceTurn(next);
  return accept(advanced.state, [...effects, ...advanced.effects]);
}

/** The next turn: the next in order still in the action and not challenged; else the end of the round. */
export function advanceTurn(state: ConflictState): { state: ConflictState; effects: Effect[] } {
  const free = (id: string) =>
    state.participants.some((p) => p.id === id && p.status === "in") && !state.challenged.includes(id);
  const next = [...state.order.entries()].find(([j, id]) => j > state.turn && free(id));
  if (!next) return endRound(state);
  const [turn, mover] = next;
  return {
    state: { ...state, turn, mover, moveRolled: false, moveDice: [], moveAdvantage: [], targets: [], pending: [] },
    effects: [],
  };
}

/**
 * The round is over (or the conflict ended during it): after round 1 the
 * owe list is updated — also when the first round ends the conflict.
 */
export function endRound(state: ConflictState): { state: ConflictState; effects: Effect[] } {
  let next: ConflictState = { ...state, mover: "", moveRolled: false, targets: [], pending: [] };
  const effects: Effect[] = [];
  if (state.round === 1 && !state.oweDone) {
    // Every exchange so far is round 1's.
    const pairs = state.exchanges.map((e) => [e.challenger, e.answerer] as [string, string]);
    const ids = wicked.oweListAdditions(
      state.participants.map((p) => ({
        id: p.id,
        player: p.kind === "character",
        sizes: p.sizes,
        inAction: p.status === "in",
      })),
      pairs,
    );
    next = { ...next, oweAdded: ids, oweDone: true };
    if (ids.length) effects.push({ kind: "owe", ids });
  }
  if (state.round >= 3 || inAction(next).length < 2) {
    effects.push({ kind: "ended" });
    return { state: { ...next, phase: "ended" }, effects };
  }
  return { state: { ...next, phase: "between" }, effects };
}

/** Stop the conflict (the GM ends it, e.g. everyone walks away). */
export function endConflict(state: ConflictState): Transition {
  if (state.phase === "ended") return refuse("ended");
  const closed = endRound(state);
  const effects = closed.effects.some((e) => e.kind === "ended")
    ? closed.effects
    : [...closed.effects, { kind: "ended" as const }];
  return accept({ ...closed.state, phase: "ended" }, effects);
}

/**
 * Drop what names participants no longer in the conflict (a combatant
 * deleted): from the order, the move, the ties; a mover gone passes the turn.
 */
export function prune(state: ConflictState): { state: ConflictState; effects: Effect[] } {
  const ids = new Set(state.participants.map((p) => p.id));
  const keep = (list: string[]) => list.filter((id) => ids.has(id));
  const moverGone = state.mover !== "" && !ids.has(state.mover);
  const turn = moverGone ? state.order.slice(0, state.turn).filter((id) => ids.has(id)).length - 1 : state.turn;
  const next: ConflictState = {
    ...state,
    order: keep(state.order),
    pending: keep(state.pending),
    targets: keep(state.targets),
    challenged: keep(state.challenged),
    tie: keep(state.tie),
    tieRerolled: keep(state.tieRerolled),
    turn: Math.max(-1, turn),
  };
  // The mover leaving may end the round: its owe-list additions and cards are the caller's to run.
  if (moverGone && next.phase === "moving") return advanceTurn(next);
  return { state: next, effects: [] };
}
