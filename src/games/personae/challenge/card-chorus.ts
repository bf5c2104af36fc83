/**
 * The chorus's turn on a challenge card (pure), SRD: "the chorus determines
 * … and rolls". Unopposed, the chorus sets the difficulty and rolls its dice
 * first, then the issuer rolls and the two are compared; opposed, a reactor
 * inoperative at issue cannot answer, so the chorus rolls for it (Easy by
 * default) and the issuer's dice wait for those rolls (the card is "held").
 * What the card awaits next, the dice each side rolls, and the two moves
 * (`chorusRoll`, `issuerRoll`) that play this turn.
 */
import { applyOwnRerolls } from "./side-plan";
import type { ActionResult, CardAction, CardUser, ChallengeCardState, ReactorEntry, RolledSide } from "./card-types";
import { compare, hitsFor, refuse, replaceReactor, withHistory } from "./card-steps";

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
  const hits = result.winner === "actor" ? hitsFor(state, 0) : [];
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

type ChorusTurn = Extract<CardAction, { type: "issuerRoll" | "chorusRoll" }>;

/** The issuer's roll or the chorus's, with the rights of `user`; on any problem the state comes back unchanged. */
export function applyChorusTurn(state: ChallengeCardState, action: ChorusTurn, user: CardUser): ActionResult {
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
  // The chorus rolls: its dice against the issuer unopposed, or for a reactor that cannot answer.
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
