/**
 * The challenge card as a pure state machine. The state lives in the chat
 * message's flags (`flags["story-engines"].personaeChallenge`) and is
 * written only by the card's writer (the GM through the one query queue, or
 * the card's owner alone when no GM is connected); its version is the
 * length of its history, and a request naming an older version is refused
 * (src/core/versioned-state.ts).
 *
 * An issuer rolls once; an opposed challenge waits for each reactor's
 * answer (rolled by the writer), an unopposed one is compared with the
 * chorus's dice at once. Then: hits to apply for attacks and power
 * challenges that inflict them, follow-ups on the next-highest dice as the
 * issuer's traits afford them (or a chorus ruling grants one), all against
 * one opponent, stabilising a target left at shock 4 (src/rules/personae).
 * The chorus's turn (its dice unopposed or for an inoperative reactor, and
 * the issuer's roll that waits for them) is card-chorus.ts; the steps both
 * share (the comparison, hits, history) are card-steps.ts.
 */
import { personae } from "../../../rules";
import { applyOwnRerolls } from "./side-plan";
import type {
  ActionResult,
  CardAction,
  CardSetup,
  CardUser,
  ChallengeCardState,
  FollowUpEntry,
  RolledSide,
} from "./card-types";
import { followUpBlocked, followUpsLeft, lastDice, mayStabilise, rerollAt } from "./card-follow-ups";
import { compare, hitsFor, refuse, replaceReactor, withHistory } from "./card-steps";
import { applyChorusTurn } from "./card-chorus";

export { criticalsToBank, followUpBlocked, followUpsLeft, mayStabilise, rerollAt } from "./card-follow-ups";
export { compare, hitsOnSuccess } from "./card-steps";
export { chorusDiceOf, heldAwaits, issuerRollCount, unopposedAwaits } from "./card-chorus";
export type {
  ActionResult,
  CardAction,
  CardProblem,
  CardSetup,
  CardUser,
  ChallengeCardState,
  ComparisonResult,
  FollowUpEntry,
  HistoryEntry,
  HitEntry,
  ReactorEntry,
  RolledSide,
} from "./card-types";

export const CARD_VERSION = 1;

export function cardVersion(state: ChallengeCardState): number {
  return state.history.length;
}

/**
 * A freshly rolled card. `faces` are the issuer's pool dice then its re-roll
 * dice. An unopposed challenge is only proposed: the chorus sets the
 * difficulty and rolls first, then the issuer rolls (`faces` is empty);
 * `chorusFaces`, when given, rolls both at once (a card made before the
 * chorus's turn existed, and the gallery).
 */
export function createCard(
  setup: CardSetup,
  faces: readonly number[],
  chorusFaces: readonly number[] = [],
  heldFor: readonly number[] = [],
): ChallengeCardState {
  // Unopposed, or opposed with a reactor the chorus rolls for first: the issuer's dice wait.
  const proposed = faces.length === 0 && (setup.chorus !== null || heldFor.length > 0);
  const pool = faces.slice(0, setup.actor.dice);
  const rerolls = faces.slice(setup.actor.dice, setup.actor.dice + setup.actor.rerolls);
  const actor: RolledSide = { ...setup.actor, faces: proposed ? [] : applyOwnRerolls(pool, rerolls) };
  const chorus = setup.chorus
    ? {
        ...setup.chorus,
        dice: chorusFaces.length || (setup.chorusDice ?? 1),
        faces: [...chorusFaces],
        result:
          proposed || chorusFaces.length === 0
            ? null
            : compare(actor, { dice: [...chorusFaces], add: setup.chorus.difficulty, critical: "none" }, "actor"),
      }
    : null;
  return {
    version: CARD_VERSION,
    type: setup.type,
    preternae: setup.preternae,
    preternaeName: setup.preternaeName ?? "",
    goal: setup.goal,
    hits: setup.hits,
    mode: chorus ? "unopposed" : "opposed",
    granted: [],
    actorCriticals: 0,
    actor,
    actorRolled: !proposed,
    ...(setup.chorus === null && proposed ? { heldFor: [...heldFor] } : {}),
    chorusDice: setup.chorusDice ?? Math.max(1, setup.actor.pool - 1),
    reactors: setup.reactors.map((r) => ({
      ...r,
      answer: null,
      unopposed: null,
      result: null,
      followUps: [],
      hits: [],
      stabilised: false,
    })),
    chorus,
    tally: { recorded: false, succeeded: null, earned: 0 },
    history: [{ kind: "rolled" }],
  };
}

/** The first decided outcome (the tally counts the challenge once). */
export function firstOutcome(state: ChallengeCardState): boolean | null {
  if (state.chorus?.result) return state.chorus.result.winner === "actor";
  const decided = state.reactors.find((r) => r.result);
  return decided?.result ? decided.result.winner === "actor" : null;
}

/** Apply one action with the rights of `user`; on any problem the state comes back unchanged. */
export function applyCardAction(state: ChallengeCardState, action: CardAction, user: CardUser): ActionResult {
  if (action.type === "grantFollowUp") {
    if (!user.isChorus) return refuse(state, "chorusOnly");
    const blocked = followUpBlocked(state, action.reactor);
    if (blocked) return refuse(state, blocked);
    if (followUpsLeft(state) > 0) return refuse(state, "followUpAfforded");
    return {
      state: withHistory(
        state,
        { kind: "granted", reactor: action.reactor, by: action.by },
        { granted: [...(state.granted ?? []), action.by] },
      ),
      problems: [],
    };
  }
  if (action.type === "issuerRoll" || action.type === "chorusRoll") return applyChorusTurn(state, action, user);
  if (action.type === "settle") {
    if (!user.isGM && !user.ownsActor) return refuse(state, "notAllowed");
    if (state.tally.recorded) return refuse(state, "alreadySettled");
    const succeeded = firstOutcome(state);
    if (succeeded === null) return refuse(state, "notDecided");
    const chorus = state.chorus?.result
      ? { ...state.chorus, result: { ...state.chorus.result, banked: action.banked, lost: action.lost } }
      : state.chorus;
    return {
      state: withHistory(
        state,
        { kind: "settled" },
        { tally: { recorded: true, succeeded, earned: action.earned }, chorus },
      ),
      problems: [],
    };
  }
  const entry = state.reactors[action.reactor];
  if (!entry) return refuse(state, "noSuchReactor");
  switch (action.type) {
    case "answer": {
      if (!user.isGM && user.ownsReactors[action.reactor] !== true) return refuse(state, "notAllowed");
      if (entry.answer) return refuse(state, "alreadyAnswered");
      if (state.actorRolled === false) return refuse(state, "awaitingChorus");
      const pool = action.faces.slice(0, action.side.dice);
      const answer: RolledSide = { ...action.side, faces: applyOwnRerolls(pool, action.rerollFaces) };
      const result = compare(
        state.actor,
        { dice: answer.faces, add: answer.add, critical: answer.critical, ignore: answer.ignore },
        "reactor",
        {
          onActor: action.forcedOnActor,
          onReactor: action.forcedOnReactor,
        },
      );
      const hits = result.winner === "actor" ? hitsFor(state, 0) : [];
      const reactors = replaceReactor(state, action.reactor, { ...entry, answer, result, hits });
      return { state: withHistory(state, { kind: "answered", reactor: action.reactor }, { reactors }), problems: [] };
    }
    case "followUp": {
      if (!user.isGM && !user.ownsActor) return refuse(state, "notAllowed");
      const blocked = followUpBlocked(state, action.reactor);
      if (blocked) return refuse(state, blocked);
      if (followUpsLeft(state) < 1) return refuse(state, "followUpNotAfforded");
      if (!entry.result || !entry.answer) return refuse(state, "notDecided");
      const step = entry.followUps.length + 1;
      const dice = lastDice({ ...entry, result: entry.result });
      const rerolled = action.forcedFaces.slice(0, state.actor.followUpRerolls ?? 0);
      const reactorDice = rerollAt(dice.reactor, step, rerolled);
      const r = personae.followUp(
        { dice: dice.actor, add: state.actor.add },
        { dice: reactorDice, add: entry.answer.add },
        step,
        { tiesTo: entry.unopposed ? "actor" : "reactor" },
      );
      const hits = r.winner === "actor" ? [...entry.hits, ...hitsFor(state, step)] : entry.hits;
      const followUp: FollowUpEntry = { step, ...r, actorDice: [...dice.actor], reactorDice, rerolled };
      const reactors = replaceReactor(state, action.reactor, {
        ...entry,
        followUps: [...entry.followUps, followUp],
        hits,
      });
      return { state: withHistory(state, { kind: "followUp", reactor: action.reactor }, { reactors }), problems: [] };
    }
    case "applyHits": {
      if (!user.isGM && !user.ownsActor) return refuse(state, "notAllowed");
      const hit = entry.hits[action.entry];
      if (!hit) return refuse(state, "noSuchHits");
      if (hit.applied) return refuse(state, "alreadyApplied");
      const hits = entry.hits.map((h, i) =>
        i === action.entry ? { ...h, applied: true, outcome: { ...action.outcome } } : h,
      );
      const reactors = replaceReactor(state, action.reactor, { ...entry, hits });
      return {
        state: withHistory(state, { kind: "hitsApplied", reactor: action.reactor, entry: action.entry }, { reactors }),
        problems: [],
      };
    }
    case "stabilise": {
      if (!mayStabilise(user, action.reactor, action.by)) return refuse(state, "notAllowed");
      if (entry.stabilised) return refuse(state, "alreadyStabilised");
      const reactors = replaceReactor(state, action.reactor, { ...entry, stabilised: true });
      return { state: withHistory(state, { kind: "stabilised", reactor: action.reactor }, { reactors }), problems: [] };
    }
  }
}

/** Record what the winner of a comparison banked (the writer reads the bank and its cap). */
export function recordBanked(
  state: ChallengeCardState,
  reactor: number,
  banked: number,
  lost: number,
): ChallengeCardState {
  const result = state.reactors[reactor]?.result;
  const actorCriticals =
    result?.winner === "actor" ? Math.max(state.actorCriticals ?? 0, result.criticals) : (state.actorCriticals ?? 0);
  return {
    ...state,
    actorCriticals,
    reactors: state.reactors.map((r, i) =>
      i === reactor && r.result ? { ...r, result: { ...r.result, banked, lost } } : r,
    ),
  };
}
