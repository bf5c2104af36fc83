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
 */
import { personae } from "../../../rules";
import { applyForcedRerolls, applyOwnRerolls, ignoreHighest } from "./side-plan";
import type {
  ActionResult,
  CardAction,
  CardSetup,
  CardUser,
  ChallengeCardState,
  ComparisonResult,
  FollowUpEntry,
  HistoryEntry,
  ReactorEntry,
  RolledSide,
} from "./card-types";
import { followUpBlocked, followUpsLeft, lastDice, mayStabilise, rerollAt } from "./card-follow-ups";

export { criticalsToBank, followUpBlocked, followUpsLeft, mayStabilise, rerollAt } from "./card-follow-ups";
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

const P = "STORY_ENGINES.Personae.Card.Problem";
const refuse = (state: ChallengeCardState, key: string): ActionResult => ({
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

/** Dice the chorus rolls against the issuer unopposed. */
export function chorusDiceOf(state: ChallengeCardState): number {
  return state.chorusDice ?? Math.max(1, state.actor.pool - 1);
}

/** Dice the issuer rolls: its pool and its own re-rolls (with two dice or more). */
export function issuerRollCount(state: ChallengeCardState): number {
  return state.actor.dice + (state.actor.dice >= 2 ? state.actor.rerolls : 0);
}

/** What an unopposed card awaits: the chorus's difficulty and dice, then the issuer's roll; null when neither. */
export function unopposedAwaits(state: ChallengeCardState): "chorus" | "issuer" | null {
  if (!state.chorus) return heldAwaits(state);
  if (state.chorus.faces.length === 0) return "chorus";
  return state.actorRolled === false ? "issuer" : null;
}

/**
 * What an opposed card held for the chorus awaits: its rolls against the
 * reactors inoperative at issue, then the issuer's roll; null when not held.
 */
export function heldAwaits(state: ChallengeCardState): "chorus" | "issuer" | null {
  if (state.chorus || state.actorRolled !== false) return null;
  return (state.heldFor ?? []).some((i) => !state.reactors[i]?.answer) ? "chorus" : "issuer";
}

/** The issuer's dice against the chorus's roll for a reactor (unopposed), and the hits a success inflicts. */
function againstChorus(state: ChallengeCardState, answer: RolledSide): Pick<ReactorEntry, "result" | "hits"> {
  const result = compare(state.actor, { dice: answer.faces, add: answer.add, critical: "none" }, "actor");
  const hits =
    result.winner === "actor" && hitsOnSuccess(state) > 0
      ? [{ amount: hitsOnSuccess(state), step: 0, applied: false, outcome: null }]
      : [];
  return { result, hits };
}

const validFaces = (faces: readonly number[], count: number): boolean =>
  faces.length === count && faces.every((f) => Number.isInteger(f) && f >= 1 && f <= 10);

/** The chorus's dice as the side a reactor resolved unopposed "answered" with. */
function chorusSide(state: ChallengeCardState, name: string, difficulty: number, faces: number[]): RolledSide {
  return {
    uuid: "",
    name,
    img: "",
    character: false,
    skill: "",
    skilled: false,
    attribute: state.actor.attribute,
    pool: faces.length,
    dice: faces.length,
    shock: 0,
    add: difficulty,
    rerolls: 0,
    forceRerolls: 0,
    followUps: 0,
    followUpRerolls: 0,
    ignore: 0,
    extraHits: 0,
    critical: "none",
    expertise: "",
    expertiseId: "",
    enhancements: [],
    enhancementIds: [],
    faces: [...faces],
  };
}

/** Hits the issuer inflicts on a success (0 when the challenge inflicts none). */
export function hitsOnSuccess(state: ChallengeCardState): number {
  return state.hits > 0 ? state.hits + state.actor.extraHits : 0;
}

/** The first decided outcome (the tally counts the challenge once). */
export function firstOutcome(state: ChallengeCardState): boolean | null {
  if (state.chorus?.result) return state.chorus.result.winner === "actor";
  const decided = state.reactors.find((r) => r.result);
  return decided?.result ? decided.result.winner === "actor" : null;
}

function withHistory(
  state: ChallengeCardState,
  entry: HistoryEntry,
  changes: Partial<ChallengeCardState>,
): ChallengeCardState {
  return { ...state, ...changes, history: [...state.history, entry] };
}

function replaceReactor(state: ChallengeCardState, index: number, entry: ReactorEntry): ReactorEntry[] {
  return state.reactors.map((r, i) => (i === index ? entry : r));
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
  if (action.type === "issuerRoll" && !state.chorus) {
    if (!user.isGM && !user.ownsActor) return refuse(state, "notAllowed");
    const awaits = heldAwaits(state);
    if (awaits === null) return refuse(state, "alreadyRolled");
    if (awaits === "chorus") return refuse(state, "awaitingChorus");
    if (!validFaces(action.faces, issuerRollCount(state))) return refuse(state, "badDice");
    const pool = action.faces.slice(0, state.actor.dice);
    const actor: RolledSide = { ...state.actor, faces: applyOwnRerolls(pool, action.faces.slice(state.actor.dice)) };
    const rolled = { ...state, actor, actorRolled: true };
    // The chorus's rolls, made first, are compared now against the issuer's dice.
    const reactors = state.reactors.map((r) =>
      r.answer && r.unopposed ? { ...r, ...againstChorus(rolled, r.answer) } : r,
    );
    return { state: withHistory(rolled, { kind: "issuerRolled" }, { reactors }), problems: [] };
  }
  if (action.type === "issuerRoll") {
    if (!user.isGM && !user.ownsActor) return refuse(state, "notAllowed");
    if (!state.chorus || state.actorRolled !== false) return refuse(state, "alreadyRolled");
    if (state.chorus.faces.length === 0) return refuse(state, "awaitingChorus");
    if (!validFaces(action.faces, issuerRollCount(state))) return refuse(state, "badDice");
    const pool = action.faces.slice(0, state.actor.dice);
    const actor: RolledSide = { ...state.actor, faces: applyOwnRerolls(pool, action.faces.slice(state.actor.dice)) };
    const result = compare(
      actor,
      { dice: [...state.chorus.faces], add: state.chorus.difficulty, critical: "none" },
      "actor",
    );
    return {
      state: withHistory(
        state,
        { kind: "issuerRolled" },
        { actor, actorRolled: true, chorus: { ...state.chorus, result } },
      ),
      problems: [],
    };
  }
  if (action.type === "chorusRoll") {
    if (!user.isChorus) return refuse(state, "chorusOnly");
    if (!Number.isInteger(action.difficulty) || action.difficulty < -20 || action.difficulty > 100)
      return refuse(state, "badDifficulty");
    if (!validFaces(action.faces, chorusDiceOf(state))) return refuse(state, "badDice");
    if (action.reactor === null) {
      if (!state.chorus) return refuse(state, "notUnopposed");
      if (state.chorus.faces.length > 0) return refuse(state, "alreadyRolled");
      const chorus = {
        ...state.chorus,
        difficultyId: action.difficultyId,
        difficulty: action.difficulty,
        dice: action.faces.length,
        faces: [...action.faces],
        result: null,
      };
      return { state: withHistory(state, { kind: "chorusRolled", reactor: null }, { chorus }), problems: [] };
    }
    const target = state.reactors[action.reactor];
    if (!target) return refuse(state, "noSuchReactor");
    if (target.answer) return refuse(state, "alreadyAnswered");
    const answer = chorusSide(state, target.name, action.difficulty, action.faces);
    // Held for the chorus: compared once the issuer has rolled (issuerRoll).
    const { result, hits } = state.actorRolled === false ? { result: null, hits: [] } : againstChorus(state, answer);
    const reactors = replaceReactor(state, action.reactor, {
      ...target,
      answer,
      result,
      hits,
      unopposed: { difficultyId: action.difficultyId, difficulty: action.difficulty },
    });
    return {
      state: withHistory(state, { kind: "chorusRolled", reactor: action.reactor }, { reactors }),
      problems: [],
    };
  }
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
      const hits =
        result.winner === "actor" && hitsOnSuccess(state) > 0
          ? [{ amount: hitsOnSuccess(state), step: 0, applied: false, outcome: null }]
          : [];
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
      const hits =
        r.winner === "actor" && hitsOnSuccess(state) > 0
          ? [...entry.hits, { amount: hitsOnSuccess(state), step, applied: false, outcome: null }]
          : entry.hits;
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
