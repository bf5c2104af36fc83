/**
 * Exact ties in the turn order (pure). In round 1 the two top rolls, tied
 * exactly, may back away from the fight together; if either fights, both
 * re-roll their lower die. Any other exact tie is broken the same way,
 * repeated until it breaks (docs/games/wicked-age-rulings.md).
 */
import { wicked } from "../../../rules";
import {
  accept,
  inAction,
  participant,
  refuse,
  tieChoiceOf,
  withParticipant,
  type ConflictState,
  type Participant,
  type Transition,
} from "./state";

function rollOf(p: Participant): { dice: number[]; advantage: number[] } {
  return { dice: p.dice, advantage: p.advantage };
}

/**
 * Everyone in the action has rolled: order them by reading (ties keep the
 * order they joined in) and either start the first move or stop at the
 * first exact tie. `initial`: the round's first rolls (a top tie in round 1
 * may back away).
 */
export function settleOrder(state: ConflictState, initial = true): ConflictState {
  const rolled = inAction(state).filter((p) => p.dice.length > 0);
  const sorted = [...rolled].sort((a, b) => wicked.compare(rollOf(b), rollOf(a)));
  const order = sorted.map((p) => p.id);
  // Sorted, equal rolls stand together: the first group of more than one is the first tie.
  const tied = sorted
    .map((p) => sorted.filter((q) => wicked.compare(rollOf(p), rollOf(q)) === 0))
    .find((group) => group.length > 1);
  if (tied) {
    const tie = tied.map((p) => p.id);
    const tieTop = initial && state.round === 1 && tie[0] === order[0] && tie.length === 2;
    return { ...state, phase: "tie", order, tie, tieTop, tieChoices: [], tieRerolled: [] };
  }
  const first = sorted[0];
  return {
    ...state,
    phase: "moving",
    order,
    turn: 0,
    tie: [],
    tieTop: false,
    tieChoices: [],
    tieRerolled: [],
    mover: first?.id ?? "",
    moveRolled: true,
    moveDice: [...(first?.dice ?? [])],
    moveAdvantage: [...(first?.advantage ?? [])],
    targets: [],
    pending: [],
  };
}

/** Round 1's tied top two: back away together, or fight (then both re-roll their lower die). */
export function chooseTie(state: ConflictState, id: string, choice: "backAway" | "fight"): Transition {
  if (state.phase !== "tie" || !state.tieTop) return refuse("noBackingAway");
  if (!state.tie.includes(id)) return refuse("notTied");
  if (tieChoiceOf(state, id) !== "") return refuse("alreadyChosen");
  if (choice === "fight") return accept({ ...state, tieTop: false, tieChoices: [...state.tieChoices, `${id}:fight`] });
  const choices = [...state.tieChoices, `${id}:backAway`];
  if (!state.tie.every((t) => choices.includes(`${t}:backAway`))) return accept({ ...state, tieChoices: choices });
  let next: ConflictState = { ...state, tieChoices: choices };
  for (const t of state.tie) next = withParticipant(next, t, { status: "backedAway" });
  if (inAction(next).length < 2)
    return accept({ ...next, phase: "ended", tie: [], tieTop: false }, [{ kind: "ended" }]);
  return accept(settleOrder(next, false));
}

/** A tied participant re-rolls their lower die; when every tied one has, the order is read again. */
export function rerollLower(state: ConflictState, id: string, face: number): Transition {
  if (state.phase !== "tie") return refuse("noTie");
  if (state.tieTop) return refuse("chooseFirst");
  if (!state.tie.includes(id)) return refuse("notTied");
  if (state.tieRerolled.includes(id)) return refuse("alreadyRolled");
  const p = participant(state, id);
  if (!p) return refuse("notInConflict");
  const at = wicked.lowerDieIndex(p.dice);
  const size = p.sizes[at] ?? 0;
  if (!Number.isInteger(face) || face < 1 || face > size) return refuse("facesDontFit");
  const dice = p.dice.map((f, i) => (i === at ? face : f));
  const next: ConflictState = { ...withParticipant(state, id, { dice }), tieRerolled: [...state.tieRerolled, id] };
  if (!state.tie.every((t) => next.tieRerolled.includes(t))) return accept(next);
  return accept(settleOrder(next, false));
}

/** The size of the die a tied participant re-rolls (0 when none). */
export function lowerDieSize(state: ConflictState, id: string): number {
  const p = participant(state, id);
  if (!p || p.dice.length === 0) return 0;
  return p.sizes[wicked.lowerDieIndex(p.dice)] ?? 0;
}
