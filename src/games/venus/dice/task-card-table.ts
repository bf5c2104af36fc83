/**
 * The task card's decisions that belong to the others at the table, pure:
 * allies answering the call for aid before the pool is rolled (join, refuse,
 * withdraw; no answer, no die and no exp), the roll of the gathered pool
 * (the faces as the roller's client rolled them, checked here), the FC's
 * relative factors and veto of a declared stunt — both before the roll and
 * never after — and the approvals KISS sources need: a Peer's for an
 * Insight or a Specialty (a stunt needs none: "the stunt doesn't need Peer
 * approval … the FC may veto a stunt before you roll").
 * Rules digest: tasks 2, 3 and 5; readings in docs/games/venus-rulings.md,
 * "The table's decisions".
 */

import { venus } from "../../../rules";
import { cardProblem } from "./problems";
import {
  allyJoined,
  canActAsRoller,
  factorsAwaited,
  isFCUser,
  kissOpen,
  NO_COSTS,
  refuse,
  type ActionOf,
  type ActionResult,
  type ApprovedSource,
  type CardUser,
  type HistoryEntry,
  type TaskCardState,
} from "./task-card-state";

/** Who approves each KISS source that needs it: a Peer. */
export const APPROVER: Readonly<Record<ApprovedSource, "peer">> = {
  insight: "peer",
  specialty: "peer",
};

/** Whether a KISS source needs someone's approval. */
export function needsApproval(source: string): source is ApprovedSource {
  return source === "insight" || source === "specialty";
}

/**
 * Whether this user gives the approvals of `source`: a Peer of the roller
 * (the card's "peer" role: the other players, and the FC unless the FC
 * rolls); for a card user built without roles, anyone not owning the roller.
 */
export function approves(user: CardUser, _source: ApprovedSource): boolean {
  return user.isPeer ?? !user.ownsRoller;
}

/** Whether somebody who approves `source` is connected (otherwise the roller's word stands). */
function approverPresent(user: CardUser, _source: ApprovedSource): boolean {
  return user.present?.peer === true;
}

/** Whether the die's owner declared a stunt the FC did not veto (the roller's, or the aiding ally's own). */
export function stuntStands(state: TaskCardState, die: number): boolean {
  const rolled = state.roll.dice[die];
  if (!rolled) return false;
  const stunt = rolled.ally === null ? state.stunt : state.allies[rolled.ally]?.stunt;
  return stunt === "declared";
}

/**
 * Whether ally `i` answers through this user: the ally's player; an ally no
 * player owns (an NPC), the FC.
 */
export function answersForAlly(user: CardUser, i: number): boolean {
  const hasPlayer = user.allyPlayers?.[i] ?? false;
  return hasPlayer ? user.ownsAllies[i] === true && !user.isGM : isFCUser(user);
}

function withHistory(state: TaskCardState, entry: HistoryEntry, change: Partial<TaskCardState> = {}): ActionResult {
  return { state: { ...state, ...change, history: [...state.history, entry] }, problems: [], costs: NO_COSTS };
}

/** An ally joins, refuses, or withdraws after joining — only before the roll. */
export function applyAnswer(
  state: TaskCardState,
  action: ActionOf<"join" | "refuse" | "withdraw">,
  user: CardUser,
): ActionResult {
  const ally = state.allies[action.ally];
  if (!ally) return refuse(state, [cardProblem("not-allowed", `There is no ally #${action.ally}.`)]);
  if (!answersForAlly(user, action.ally))
    return refuse(state, [cardProblem("not-allowed", "Only the ally's player (the FC for an NPC) answers for them.")]);
  if (!state.gathering) return refuse(state, [cardProblem("ally-rolled", "The pool is rolled: too late to answer.")]);
  const from = ally.answer ?? "joined";
  const ok = action.type === "withdraw" ? from === "joined" : from === "asked";
  if (!ok) return refuse(state, [cardProblem("agreement-not-needed", `${ally.name} has answered already.`)]);
  const answer = action.type === "join" ? "joined" : "refused";
  // Joining, the ally may declare a stunt on their own die; withdrawing takes it back.
  const stunt = action.type === "join" && action.stunt === true ? { stunt: "declared" as const } : {};
  return withHistory(
    state,
    { kind: "answered", ally: action.ally, answer: action.type === "withdraw" ? "withdrew" : answer },
    {
      allies: state.allies.map((a, i) => {
        if (i !== action.ally) return a;
        const { stunt: _was, ...rest } = a;
        return { ...rest, answer, ...stunt };
      }),
    },
  );
}

/** The dice the gathered pool rolls now: the roller's, and one for each ally who joined. */
export function poolToRoll(state: TaskCardState): venus.PoolDie[] {
  return (state.gathering ?? []).filter((d) => d.ally === null || allyJoined(state.allies[d.ally]));
}

/**
 * The pool as rolled from the faces in roll order — run by run (dice of the
 * same caliber and owner), each run's dice then, with exploding dice, one
 * more die of the run for each six — or null when the faces do not fit.
 */
export function poolFromFaces(
  pool: readonly venus.PoolDie[],
  explode: boolean,
  faces: readonly unknown[],
): { pool: venus.PoolDie[]; values: number[]; added: number[] } | null {
  if (!faces.every((f) => typeof f === "number" && venus.isIntegerIn(f, 1, 6))) return null;
  const values = faces as number[];
  const out: venus.PoolDie[] = [];
  const added: number[] = [];
  let at = 0;
  let i = 0;
  while (i < pool.length) {
    const first = pool[i] as venus.PoolDie;
    let end = i;
    while (end < pool.length && pool[end]?.caliber === first.caliber && pool[end]?.ally === first.ally) end += 1;
    let owed = 0;
    for (let k = i; k < end; k++) {
      out.push({ ...(pool[k] as venus.PoolDie) });
      if (values[at++] === 6) owed += 1;
    }
    while (explode && owed > 0) {
      if (at >= values.length) return null;
      added.push(out.length);
      out.push({ ...first });
      owed += values[at++] === 6 ? 0 : -1;
    }
    i = end;
  }
  return at === values.length && out.length === values.length ? { pool: out, values, added } : null;
}

/** The roller rolls the gathered pool (allies who never answered add no die). */
export function applyRoll(state: TaskCardState, action: ActionOf<"roll">, user: CardUser): ActionResult {
  if (!canActAsRoller(user))
    return refuse(state, [cardProblem("not-allowed", "Only the rolling character's owner or the GM can do that.")]);
  if (!state.gathering) return refuse(state, [cardProblem("ally-rolled", "The pool is rolled already.")]);
  if (factorsAwaited(state, user))
    return refuse(state, [cardProblem("factors-awaited", "The FC has not set the relative factors yet.")]);
  const explode = state.modifiers?.explode === true;
  const rolled = Array.isArray(action.faces) ? poolFromFaces(poolToRoll(state), explode, action.faces) : null;
  if (!rolled) return refuse(state, [cardProblem("reroll-mismatch", "The faces do not fit the pool.")]);
  const { gathering: _planned, ...rest } = state;
  return withHistory(
    { ...rest, allies: state.allies.map((a) => (a.answer === "asked" ? { ...a, answer: "refused" } : a)) },
    { kind: "rolled", values: [...rolled.values] },
    {
      roll: venus.rollTask(rolled.pool, rolled.values),
      sources: rolled.pool.map(() => null),
      ...(rolled.added.length > 0 ? { added: rolled.added } : {}),
    },
  );
}

/**
 * The FC sets the relative factors besides learning (the roller does when no
 * FC is connected), before the pool is rolled and never after.
 */
export function applyFactors(state: TaskCardState, action: ActionOf<"factors">, user: CardUser): ActionResult {
  if (!isFCUser(user) && !(user.present?.fc !== true && canActAsRoller(user)))
    return refuse(state, [cardProblem("not-allowed", "The FC sets the relative factors.")]);
  if (!state.gathering)
    return refuse(state, [cardProblem("dice-rolled", "The dice are rolled: the factors can no longer change.")]);
  if (!venus.isIntegerIn(action.factors, 0, venus.MAX_RELATIVE_FACTORS))
    return refuse(state, [cardProblem("threshold-out-of-range", "At most four relative factors.")]);
  return withHistory(
    state,
    { kind: "factors", factors: action.factors },
    { fcFactors: action.factors, threshold: venus.taskThreshold(action.factors, state.learning) },
  );
}

/** The FC vetoes a declared stunt (the roller's, ally null, or an ally's), before the roll. */
export function applyVetoStunt(state: TaskCardState, action: ActionOf<"vetoStunt">, user: CardUser): ActionResult {
  if (!isFCUser(user)) return refuse(state, [cardProblem("not-allowed", "Only the FC may veto a stunt.")]);
  if (!state.gathering)
    return refuse(state, [cardProblem("dice-rolled", "The dice are rolled: a stunt is vetoed before the roll.")]);
  const ally = action.ally;
  const stunt = ally === null ? state.stunt : typeof ally === "number" ? state.allies[ally]?.stunt : undefined;
  if (stunt !== "declared") return refuse(state, [cardProblem("agreement-not-needed", "No stunt declared there.")]);
  return withHistory(
    state,
    { kind: "stuntVetoed", ally },
    ally === null
      ? { stunt: "vetoed" }
      : { allies: state.allies.map((a, i) => (i === ally ? { ...a, stunt: "vetoed" as const } : a)) },
  );
}

/** The roller asks for the approval of KISS sources (a die at most once). */
export function applyAsk(state: TaskCardState, action: ActionOf<"ask">, user: CardUser): ActionResult {
  if (!canActAsRoller(user))
    return refuse(state, [cardProblem("not-allowed", "Only the rolling character's owner or the GM can do that.")]);
  if (!kissOpen(state))
    return refuse(state, [cardProblem("kiss-round-over", "Dice are KISSed in a single round; that round is over.")]);
  const asked = state.approvals ?? [];
  const requests = Array.isArray(action.requests) ? action.requests : [];
  const bad = requests.some(
    (r, i) =>
      !needsApproval(r.source) ||
      state.roll.dice[r.die] === undefined ||
      state.roll.dice[r.die]?.kissed === true ||
      asked.some((a) => a.die === r.die && a.status !== "vetoed") ||
      requests.findIndex((q) => q.die === r.die) !== i,
  );
  if (requests.length === 0 || bad)
    return refuse(state, [cardProblem("nothing-selected", "Choose dice with an Insight or a Specialty.")]);
  const dice = requests.map((r) => ({ die: r.die, source: r.source }));
  return withHistory(
    state,
    { kind: "asked", dice },
    { approvals: [...asked, ...dice.map((d) => ({ ...d, status: "asked" as const }))] },
  );
}

/** A Peer approves or refuses an asked Insight or Specialty. */
export function applyDecide(state: TaskCardState, action: ActionOf<"approve" | "veto">, user: CardUser): ActionResult {
  const approval = state.approvals?.[action.index];
  if (!approval || approval.status !== "asked")
    return refuse(state, [cardProblem("agreement-not-needed", "Nothing to decide there.")]);
  if (!approves(user, approval.source))
    return refuse(state, [cardProblem("not-allowed", "A Peer approves an Insight or a Specialty.")]);
  if (!kissOpen(state))
    return refuse(state, [cardProblem("kiss-round-over", "Dice are KISSed in a single round; that round is over.")]);
  const status = action.type === "approve" ? "approved" : "vetoed";
  return withHistory(
    state,
    { kind: status, die: approval.die, source: approval.source },
    { approvals: (state.approvals ?? []).map((a, i) => (i === action.index ? { ...a, status } : a)) },
  );
}

/**
 * KISS requests whose source still lacks its approval: an Insight or a
 * Specialty counts once approved, or when nobody who approves it is
 * connected.
 */
export function unapproved(
  state: TaskCardState,
  requests: readonly { die: number; source: string }[],
  user: CardUser,
): { die: number; source: ApprovedSource }[] {
  return requests.flatMap((r) => {
    if (!needsApproval(r.source) || !approverPresent(user, r.source)) return [];
    const ok = state.approvals?.some((a) => a.die === r.die && a.source === r.source && a.status === "approved");
    return ok ? [] : [{ die: r.die, source: r.source }];
  });
}
