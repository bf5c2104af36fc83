/**
 * Pure context for the conflict tracker window: the round and phase, each
 * participant (dice, roll, advantage dice, status, place in the turn order)
 * with the buttons this viewer may use for them, the standing move and who
 * still has to answer it, the exact odds of the next answer before it is
 * rolled, open consequences and the exchanges so far.
 */
import { answerOdds, ANSWER_OUTCOMES } from "../../../rules/wicked";
import { formKey, npcFormKey } from "../sheets/labels";
import { aboutToRoll } from "./rounds";
import { lowerDieSize } from "./ties";
import { C, outcomeWords, percent, rollText, sizesText } from "./readings";
import { advantageCount, tieChoiceOf, type ConflictOptions, type ConflictState, type Participant } from "./state";
import type { ActingContext } from "../../../core/acting-for";

export interface TrackerViewer {
  /** Holds the chapter GM's controls (start, roll forward, end). */
  isGM: boolean;
  /** Participants (combatant ids) this viewer acts for: their characters; the chapter's GM, the NPCs. */
  controls: ReadonlySet<string>;
  /** The viewing user's id: a proposal of theirs awaits someone else's answer. */
  userId?: string;
}

export interface TrackerInput {
  state: ConflictState;
  viewer: TrackerViewer;
  options: ConflictOptions;
  /** The conflict's name (the scene, or "Conflict"). */
  title: string;
  /** Participants whose player may buy an advantage die now (a name of theirs on the owe list). */
  canBuy: ReadonlySet<string>;
  /** Portraits by participant. */
  images?: Record<string, string>;
  /** This viewer has a character or NPC of theirs not yet in the conflict. */
  joinable?: boolean;
  /** Whom this viewer acts for (src/core/acting-for.ts), shown in the head. */
  acting?: ActingContext;
}

const formLabelKey = (p: Participant, form: string): string => (p.kind === "npc" ? npcFormKey(form) : formKey(form));

function participantRow(input: TrackerInput, p: Participant) {
  const { state, viewer } = input;
  const mine = viewer.controls.has(p.id);
  const live = p.status === "in" && state.phase !== "ended";
  const place = state.order.indexOf(p.id);
  const isMover = state.mover === p.id;
  const answering = state.pending[0] === p.id;
  const tied = state.phase === "tie" && state.tie.includes(p.id);
  const canChoose = mine && live && !p.locked;
  const rolledNow = p.dice.length > 0;
  const canRoll =
    mine && live && p.sizes.length > 0 && !rolledNow && (state.phase === "rolling" || state.phase === "moving");
  const moveTargets = state.participants
    .filter((q) => q.id !== p.id && q.status === "in")
    .map((q) => ({ id: q.id, name: q.name, inputId: `w-target-${p.id}-${q.id}` }));
  return {
    id: p.id,
    name: p.name,
    img: input.images?.[p.id] ?? "",
    kindKey: `${C}.Kind.${p.kind}`,
    statusKey: `${C}.Status.${p.status}`,
    out: p.status !== "in",
    place: place >= 0 ? place + 1 : "",
    formKeys: p.forms.map((f) => formLabelKey(p, f)),
    dice: p.sizes.length ? sizesText(p.sizes) : "",
    strength: p.strengthName,
    roll: rollText(p.dice, p.advantage),
    won: p.won,
    bought: p.bought,
    advantageDice: advantageCount(p),
    isMover,
    answering,
    pending: state.pending.includes(p.id),
    lostMove: state.challenged.includes(p.id),
    mine,
    canChoose,
    canRoll,
    canBuy: mine && live && p.kind === "character" && input.canBuy.has(p.id) && aboutToRoll(state, p),
    canBackAway: mine && tied && state.tieTop && tieChoiceOf(state, p.id) === "",
    tieChoiceKey: tieChoiceOf(state, p.id) ? `${C}.Tie.${tieChoiceOf(state, p.id)}` : "",
    canRerollLower: mine && tied && !state.tieTop && !state.tieRerolled.includes(p.id),
    lowerDie: tied ? `d${lowerDieSize(state, p.id)}` : "",
    canRollMove: mine && live && isMover && state.phase === "moving" && !state.moveRolled,
    canDeclare: mine && live && isMover && state.phase === "moving" && state.moveRolled && state.targets.length === 0,
    moveTargets,
    canAnswer: mine && live && answering && state.phase === "moving",
  };
}

function oddsFor(state: ConflictState) {
  const answerer = state.participants.find((p) => p.id === state.pending[0]);
  if (!answerer || state.phase !== "moving" || state.moveDice.length === 0 || answerer.sizes.length === 0) return null;
  const round = Math.min(3, Math.max(1, state.round)) as 1 | 2 | 3;
  const odds = answerOdds(
    { dice: state.moveDice, advantage: state.moveAdvantage },
    answerer.sizes,
    advantageCount(answerer),
    round,
  );
  return {
    answerer: answerer.name,
    rows: ANSWER_OUTCOMES.filter((o) => round < 3 || o === "winAbsolutely" || o === "loseAbsolutely").map((o) => ({
      key: `${C}.Odds.${o}`,
      value: percent(odds[o]),
      tone: outcomeWords(o).tone,
    })),
  };
}

function nameOf(state: ConflictState, id: string): string {
  return state.participants.find((p) => p.id === id)?.name ?? "?";
}

function consequenceRows(input: TrackerInput) {
  const { state, viewer, options } = input;
  return state.consequences.map((c) => {
    const winner = state.participants.find((p) => p.id === c.winner);
    const loser = state.participants.find((p) => p.id === c.loser);
    const asWinner = viewer.controls.has(c.winner);
    const asLoser = viewer.controls.has(c.loser);
    // The side this viewer speaks for (the winner's when both are theirs).
    const own = asWinner ? c.winner : asLoser ? c.loser : "";
    const pending = c.status === "pending";
    const proposer = c.proposedBy === "winner" ? c.winner : c.proposedBy === "loser" ? c.loser : "";
    const other = c.proposedBy === "winner" ? c.loser : c.proposedBy === "loser" ? c.winner : "";
    const ownProposal = viewer.userId !== undefined && viewer.userId !== "" && c.proposerUser === viewer.userId;
    // A loss is labelled by the kind of whoever loses it: the loser's terms, the winner's mixed-victory loss.
    const lossLabel = (entry: string, who = loser) => {
      const [form, both] = entry.split(":");
      const key = who?.kind === "npc" ? npcFormKey(form ?? "") : formKey(form ?? "");
      return { key, both: both === "both" };
    };
    return {
      id: c.id,
      winner: nameOf(state, c.winner),
      loser: nameOf(state, c.loser),
      winnerId: c.winner,
      loserId: c.loser,
      round: c.round,
      pending,
      midDice: c.midDice,
      consequential: c.consequential,
      mixed: c.mixed,
      canDefault: pending && !c.midDice && asWinner,
      riskIt: options.useItRiskIt,
      exhaustKey: loser?.kind === "npc" ? `${C}.exhaustNpc` : `${C}.exhaust`,
      injureKey: loser?.kind === "npc" ? `${C}.injureNpc` : `${C}.injure`,
      winnerForms: (winner?.forms ?? []).map((f) => ({ value: f, key: winner ? formLabelKey(winner, f) : "" })),
      // Either side proposes; the other may answer a standing proposal with its own ("That, plus…?").
      canPropose: pending && own !== "" && proposer !== own,
      proposed: c.proposedBy !== "",
      proposerName: proposer ? nameOf(state, proposer) : "",
      proposal: c.proposal.text,
      proposalLosses: c.proposal.losses.map((entry) => lossLabel(entry)),
      proposalDead: c.proposal.dead,
      proposalStrength: c.proposal.removeStrength,
      canAccept: pending && c.proposedBy !== "" && viewer.controls.has(other) && !ownProposal,
      // This viewer proposed it, acting for one side: the other side's answer is someone else's.
      awaitingOther: pending && c.proposedBy !== "" && ownProposal,
      actingFor: own,
      acceptFor: other,
      // Whom a viewer playing several sides (the GM, its NPCs) speaks for here.
      actingAs: pending && own && viewer.controls.size > 1 ? nameOf(state, own) : "",
      canInsist: pending && (asWinner || asLoser) && (c.proposedBy !== "" || c.midDice),
      resolutionKey: c.resolution ? `${C}.Resolution.${c.resolution}` : "",
      termsText: c.terms.text,
      losses: c.terms.losses.map((entry) => lossLabel(entry)),
      dead: c.terms.dead,
      removedStrength: c.terms.removeStrength,
      winnerLoss: c.winnerLoss ? lossLabel(c.winnerLoss, winner) : null,
    };
  });
}

export function buildTrackerContext(input: TrackerInput): Record<string, unknown> {
  const { state, viewer } = input;
  const ordered = [
    ...state.order
      .map((id) => state.participants.find((p) => p.id === id))
      .filter((p): p is Participant => p !== undefined),
    ...state.participants.filter((p) => !state.order.includes(p.id)),
  ];
  const mover = state.participants.find((p) => p.id === state.mover);
  const live = state.participants.filter((p) => p.status === "in");
  return {
    title: input.title,
    version: state.version,
    round: state.round,
    phase: state.phase,
    phaseKey: `${C}.Phase.${state.phase}`,
    roundLabel: state.round > 0 ? state.round : "",
    isGM: viewer.isGM,
    acting: input.acting ?? { actingAs: null, switchTo: [] },
    ended: state.phase === "ended",
    canStart: viewer.isGM && (state.phase === "gathering" || state.phase === "between") && state.round < 3,
    startKey: state.round === 0 ? `${C}.start` : `${C}.rollForward`,
    canEnd: viewer.isGM && state.phase !== "ended",
    canJoin: input.joinable === true && state.phase !== "ended",
    thirdRound: state.round === 3 && state.phase !== "ended",
    participants: ordered.map((p) => participantRow(input, p)),
    hasParticipants: ordered.length > 0,
    move: mover
      ? {
          name: mover.name,
          roll: state.moveRolled ? rollText(state.moveDice, state.moveAdvantage) : "",
          targets: state.targets.map((t) => nameOf(state, t)),
          pending: state.pending.map((t) => nameOf(state, t)),
        }
      : null,
    odds: oddsFor(state),
    tieTop: state.phase === "tie" && state.tieTop,
    tie: state.phase === "tie" ? state.tie.map((t) => nameOf(state, t)) : [],
    consequences: consequenceRows(input),
    hasConsequences: state.consequences.length > 0,
    canProposeEnd: state.phase === "between" && live.some((p) => viewer.controls.has(p.id)) && live.length >= 2,
    endOptions: Object.fromEntries(live.map((p) => [p.id, p.name])),
    endWinner: live.find((p) => viewer.controls.has(p.id))?.id ?? "",
    endLoser: live.find((p) => !viewer.controls.has(p.id) && p.id !== (live[0]?.id ?? ""))?.id ?? live[1]?.id ?? "",
    exchanges: state.exchanges
      .map((e, i) => ({
        index: i + 1,
        round: e.round,
        challenger: nameOf(state, e.challenger),
        answerer: nameOf(state, e.answerer),
        standing: rollText(e.standingDice, e.standingAdvantage),
        answer: rollText(e.answerDice, e.answerAdvantage),
        outcomeKey: outcomeWords(e.outcome).key,
        tone: outcomeWords(e.outcome).tone,
      }))
      .reverse(),
    oweAdded: state.oweAdded.map((id) => nameOf(state, id)),
  };
}

/** The tracker window's parts, in order. */
export const TRACKER_PARTS = ["head", "participants", "consequences", "log"] as const;
export type TrackerPart = (typeof TRACKER_PARTS)[number];

/** What one part shows of the context: a part is re-rendered only when this changes. */
export function trackerPartSlice(part: TrackerPart, context: Record<string, unknown>): unknown {
  const pick = (...keys: string[]) => Object.fromEntries(keys.map((k) => [k, context[k]]));
  switch (part) {
    case "head":
      return pick(
        "title",
        "round",
        "phase",
        "acting",
        "canStart",
        "canEnd",
        "canJoin",
        "move",
        "odds",
        "tie",
        "tieTop",
      );
    case "participants":
      return pick("participants", "oweAdded");
    case "consequences":
      return pick("consequences", "canProposeEnd", "endOptions");
    case "log":
      return pick("exchanges");
  }
}
