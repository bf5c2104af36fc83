/**
 * The conflict tracker's rounds (pure transitions): joining, choosing dice,
 * starting a round, everyone rolling (a third party rolling in mid-round),
 * buying an advantage die. The turn order and its ties are in ties.ts, moves
 * and answers in moves.ts (re-exported here). Every transition returns a new
 * state one version newer, or a refusal naming a lang key; nothing here
 * touches Foundry.
 */
import { wicked } from "../../../rules";
import {
  accept,
  facesFit,
  inAction,
  participant,
  refuse,
  withParticipant,
  type ConflictState,
  type Participant,
  type ParticipantKind,
  type Transition,
} from "./state";
import { settleOrder } from "./ties";
import { advanceTurn } from "./moves";

export { advanceTurn, answerMove, declareMove, endConflict, endRound, passMove, prune, rollMove } from "./moves";
export { facesFit } from "./state";

/** The dice a participant brings, as the tracker's dice dialog gives them. */
export interface DiceChoice {
  forms: string[];
  sizes: number[];
  strengthName: string;
  strengthDie: number;
  consequentialForm: string;
  consequentialNpcForm: string;
}

export function blankParticipant(id: string, name: string, kind: ParticipantKind): Participant {
  return {
    id,
    name,
    kind,
    forms: [],
    sizes: [],
    strengthName: "",
    strengthDie: 0,
    consequentialForm: "",
    consequentialNpcForm: "",
    dice: [],
    advantage: [],
    won: false,
    bought: 0,
    status: "in",
    locked: false,
  };
}

/** A participant joins (a combatant added): at the start, or a third party joining a running conflict. */
export function join(state: ConflictState, id: string, name: string, kind: ParticipantKind): Transition {
  if (state.phase === "ended") return refuse("ended");
  if (participant(state, id)) return refuse("alreadyIn");
  return accept({ ...state, participants: [...state.participants, blankParticipant(id, name, kind)] });
}

/** A participant leaves (its combatant deleted); a move it made or had to answer is dropped. */
export function leave(state: ConflictState, id: string): Transition {
  if (!participant(state, id)) return refuse("notInConflict");
  const next: ConflictState = {
    ...state,
    participants: state.participants.filter((p) => p.id !== id),
    order: state.order.filter((o) => o !== id),
    pending: state.pending.filter((o) => o !== id),
    targets: state.targets.filter((o) => o !== id),
    tie: state.tie.filter((o) => o !== id),
  };
  if (state.mover !== id) return accept(next);
  const passed = advanceTurn({ ...next, turn: next.turn - 1 });
  return accept(passed.state, passed.effects);
}

function hasRolledThisRound(p: Participant): boolean {
  return p.dice.length > 0;
}

/** Dice are chosen once for the sequence: before the participant's first roll. */
export function chooseDice(state: ConflictState, id: string, choice: DiceChoice): Transition {
  const p = participant(state, id);
  if (!p) return refuse("notInConflict");
  if (p.status !== "in") return refuse("outOfAction");
  if (state.phase === "ended") return refuse("ended");
  if (p.locked) return refuse("diceChosen");
  const want = p.kind === "character" ? 2 : 1;
  const allowed = p.kind === "character" ? wicked.FORMS : wicked.NPC_FORMS;
  if (choice.forms.length !== want || new Set(choice.forms).size !== want)
    return refuse(p.kind === "character" ? "twoForms" : "oneNpcForm");
  if (!choice.forms.every((f) => (allowed as readonly string[]).includes(f))) return refuse("unknownForm");
  if (choice.sizes.length === 0) return refuse("noDice");
  if (!choice.sizes.every((s) => wicked.DIE_SIZES.includes(s))) return refuse("badDie");
  if (choice.strengthName === "" && choice.strengthDie !== 0) return refuse("badDie");
  return accept(
    withParticipant(state, id, {
      forms: [...choice.forms],
      sizes: [...choice.sizes],
      strengthName: choice.strengthName,
      strengthDie: choice.strengthDie,
      consequentialForm: choice.consequentialForm,
      consequentialNpcForm: choice.consequentialNpcForm,
    }),
  );
}

/** Start round 1 (from gathering) or roll forward into the next round (from between). */
export function startRound(state: ConflictState): Transition {
  if (state.phase !== "gathering" && state.phase !== "between") return refuse("notBetweenRounds");
  if (state.round >= 3) return refuse("pastRoundThree");
  const fighters = inAction(state);
  if (fighters.length < 2) return refuse("needTwo");
  if (fighters.some((p) => p.sizes.length === 0)) return refuse("diceNotChosen");
  const pendingTerms = state.consequences.some((c) => c.midDice && c.status === "pending");
  if (pendingTerms) return refuse("negotiationOpen");
  return accept({
    ...state,
    round: state.round + 1,
    phase: "rolling",
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
    participants: state.participants.map((p) => ({ ...p, dice: [], advantage: [] })),
  });
}

/** The first roll of the round. A third party joining in the middle of a round rolls too and takes their place. */
export function roll(
  state: ConflictState,
  id: string,
  dice: readonly number[],
  advantage: readonly number[],
): Transition {
  const p = participant(state, id);
  if (!p) return refuse("notInConflict");
  if (p.status !== "in") return refuse("outOfAction");
  if (state.phase !== "rolling" && state.phase !== "moving") return refuse("notRolling");
  if (hasRolledThisRound(p)) return refuse("alreadyRolled");
  if (p.sizes.length === 0) return refuse("diceNotChosen");
  if (!facesFit(p, dice, advantage)) return refuse("facesDontFit");
  const next = withParticipant(state, id, { dice: [...dice], advantage: [...advantage], locked: true });
  if (state.phase === "moving") return accept(placeLateComer(next, id));
  const waiting = inAction(next).some((q) => !hasRolledThisRound(q));
  return accept(waiting ? next : settleOrder(next));
}

/** A third party who rolls mid-round takes their turn by reading among those still to have theirs. */
function placeLateComer(state: ConflictState, id: string): ConflictState {
  const p = participant(state, id);
  if (!p) return state;
  const done = state.order.slice(0, state.turn + 1);
  const rest = state.order.slice(state.turn + 1).filter((o) => o !== id);
  let at = rest.findIndex((o) => {
    const q = participant(state, o);
    return (
      q !== undefined &&
      q.dice.length > 0 &&
      wicked.compare({ dice: p.dice, advantage: p.advantage }, { dice: q.dice, advantage: q.advantage }) > 0
    );
  });
  if (at < 0) at = rest.length;
  return { ...state, order: [...done, ...rest.slice(0, at), id, ...rest.slice(at)] };
}

/** Buy an advantage die (the owe list scratched by the Foundry layer): before any roll of one's own. */
export function buyAdvantage(state: ConflictState, id: string): Transition {
  const p = participant(state, id);
  if (!p) return refuse("notInConflict");
  if (p.status !== "in") return refuse("outOfAction");
  if (p.kind !== "character") return refuse("npcNoOweList");
  if (!aboutToRoll(state, p)) return refuse("notAboutToRoll");
  return accept(withParticipant(state, id, { bought: p.bought + 1 }), [{ kind: "scratch", id }]);
}

/** Is `p` the next to roll: a first roll still to make, a move to roll for, or an answer to make? */
export function aboutToRoll(state: ConflictState, p: Participant): boolean {
  if (state.phase === "gathering" || state.phase === "between") return true;
  if (state.phase === "rolling") return p.dice.length === 0;
  if (state.phase !== "moving") return false;
  if (p.dice.length === 0) return true;
  if (state.mover === p.id && !state.moveRolled) return true;
  return state.pending[0] === p.id;
}
