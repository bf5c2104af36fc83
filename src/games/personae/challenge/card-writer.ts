/**
 * The challenge card's writer, in Foundry: carries out one request inside
 * the queue (src/core/gm-queue.ts) on the card as it is now — rolling a
 * reactor's answer for real, banking the winner's criticals (capped at the
 * potential threshold; chorus identities into the chorus pool when the
 * world allows), counting the issuer's tally and its development point,
 * marking hits, shock, inoperative and negated on a target, stabilising.
 * The pure state machine (card-state.ts) decides; this file saves.
 */
import { personae } from "../../../rules";
import { SYSTEM_ID } from "../../../core/game-definition";
import { allowInteractiveRoll } from "../../../core/compat";
import { deriveIdentity, harmOf, type PersonaeIdentitySystem } from "../data/identity";
import { ITEM_TYPES } from "../data/common";
import {
  applyCardAction,
  cardVersion,
  criticalsToBank,
  firstOutcome,
  followUpBlocked,
  recordBanked,
  type CardProblem,
  type CardUser,
  type ChallengeCardState,
} from "./card-state";
import { CARD_FLAG, cardUserFor, identityFrom, readCardState, renderNeutralCard, viewOf } from "./card-message";
import type { CardRequest } from "./card-request";
import { planSide, splitFaces } from "./side-plan";
import { ChallengeRoll } from "./challenge-roll";
import { CHORUS_CRITICALS_SETTING, CHORUS_POOL_SETTING } from "./settings";
import { awardNegation } from "../time/negation";
import { isChorusIdentity } from "./chorus-role";

const P = "STORY_ENGINES.Personae.Card.Problem";
const problem = (key: string): CardProblem[] => [{ key: `${P}.${key}` }];

export interface RollManner {
  interactive: boolean;
}

async function save(message: ChatMessage, state: ChallengeCardState): Promise<void> {
  await message.update({ [`flags.${SYSTEM_ID}.${CARD_FLAG}`]: state, content: await renderNeutralCard(state) });
}

function identityData(actor: Actor) {
  const system = actor.system as unknown as PersonaeIdentitySystem;
  const derived = deriveIdentity(
    system,
    actor.items.map((i) => ({ type: i.type, system: i.system })),
  );
  return { system, derived };
}

/**
 * Criticals into the chorus pool, when the world lets the chorus's
 * identities earn them (a world setting: only a GM's client can write it).
 */
async function bankInPool(earned: number): Promise<{ banked: number; lost: number }> {
  if (earned <= 0) return { banked: 0, lost: 0 };
  if (!game.user.isGM || game.settings.get(SYSTEM_ID, CHORUS_CRITICALS_SETTING) !== true)
    return { banked: 0, lost: earned };
  const pool = Number(game.settings.get(SYSTEM_ID, CHORUS_POOL_SETTING)) || 0;
  await game.settings.set(SYSTEM_ID, CHORUS_POOL_SETTING, pool + earned);
  return { banked: earned, lost: 0 };
}

/**
 * Bank criticals earned by `winner`: a character up to its threshold; the
 * chorus's other identities into the chorus pool if the world allows; a
 * player's other identities have no bank (SRD "Critical Success": the group
 * decides whether they retain criticals; rulings: they do not).
 */
async function bank(winnerUuid: string, earned: number): Promise<{ banked: number; lost: number }> {
  if (earned <= 0) return { banked: 0, lost: 0 };
  const actor = identityFrom(winnerUuid);
  if (!actor) return { banked: 0, lost: earned };
  const { system, derived } = identityData(actor);
  if (derived.threshold !== null) {
    const r = personae.bankCriticals(system.criticals, earned, derived.threshold);
    if (r.banked !== system.criticals) await actor.update({ "system.criticals": r.banked });
    return { banked: r.banked - system.criticals, lost: r.lost };
  }
  if (isChorusIdentity(actor)) return bankInPool(earned);
  return { banked: 0, lost: earned };
}

/** An identity in a violent encounter acted (issued, answered, stabilised): the round's end reads it (relapse). */
async function markActed(uuid: string): Promise<void> {
  const actor = identityFrom(uuid);
  const scene = (actor?.system as unknown as PersonaeIdentitySystem | undefined)?.scene;
  if (actor && scene?.inEncounter && !scene.acted) await actor.update({ "system.scene.acted": true });
}

/** Count the challenge on the issuer's tally (characters), once; a point when it reaches the threshold. */
async function tally(state: ChallengeCardState): Promise<number> {
  const succeeded = firstOutcome(state);
  const actor = identityFrom(state.actor.uuid);
  if (succeeded === null || !actor) return 0;
  const { system, derived } = identityData(actor);
  if (derived.threshold === null) return 0;
  const r = personae.recordChallenge(system.tally, succeeded, derived.threshold);
  await actor.update({
    "system.tally.successes": r.tally.successes,
    "system.tally.failures": r.tally.failures,
    ...(r.earned
      ? {
          "system.development.points": system.development.points + r.earned,
          "system.development.earned": system.development.earned + r.earned,
        }
      : {}),
  });
  return r.earned;
}

/** Settle the issuer's side once the first comparison is decided: tally, and (unopposed) the winner's criticals. */
async function settle(
  state: ChallengeCardState,
  rights: CardUser,
): Promise<{ state: ChallengeCardState; problems: CardProblem[] }> {
  // Refused before anything is banked or counted (not allowed, already settled, not decided).
  const dry = applyCardAction(state, { type: "settle", banked: 0, lost: 0, earned: 0 }, rights);
  if (dry.problems.length) return dry;
  let banked = 0;
  let lost = 0;
  const result = state.chorus?.result ?? null;
  if (result && result.criticals > 0) {
    if (result.winner === "actor") ({ banked, lost } = await bank(state.actor.uuid, result.criticals));
    else ({ banked, lost } = await bankInPool(result.criticals));
  }
  const earned = await tally(state);
  await markActed(state.actor.uuid);
  return applyCardAction(state, { type: "settle", banked, lost, earned }, rights);
}

/** Roll a reactor's answer (its dice, its own re-rolls, and the forced re-rolls of both sides) and apply it. */
async function answer(
  state: ChallengeCardState,
  request: Extract<CardRequest, { type: "answer" }>,
  asking: User,
  manner: RollManner,
) {
  const entry = state.reactors[request.reactor];
  const actor = entry ? identityFrom(entry.uuid) : null;
  if (!entry || !actor) return { state, problems: problem("noSuchReactor") };
  const rights = cardUserFor(asking, state);
  if (!rights.isGM && rights.ownsReactors[request.reactor] !== true) return { state, problems: problem("notAllowed") };
  if (entry.answer) return { state, problems: problem("alreadyAnswered") };
  const view = viewOf(actor);
  if (view.negated) return { state, problems: problem("negatedCannotAnswer") };
  if (view.inoperative) return { state, problems: problem("inoperativeCannotAnswer") };
  const plan = planSide(view, request.choice);
  if (plan.problems.length) return { state, problems: plan.problems.map((key) => ({ key })) };
  const side = plan.side;
  // The reactor's pool and its own re-rolls; re-rolls it forces on the issuer; those the issuer forces on it.
  const counts = [
    side.dice + (side.dice >= 2 ? side.rerolls : 0),
    state.actor.faces.length >= 2 ? side.forceRerolls : 0,
    side.dice >= 2 ? state.actor.forceRerolls : 0,
  ];
  const roll = ChallengeRoll.forSides([
    { count: counts[0] ?? 0, role: "reactor" },
    { count: counts[1] ?? 0, role: "actor" },
    { count: counts[2] ?? 0, role: "reactor" },
  ]);
  await roll.evaluate({ allowInteractive: manner.interactive && allowInteractiveRoll() });
  void (game as unknown as PersonaeGameWithDice3D).dice3d?.showForRoll(roll, asking, true).catch(() => undefined);
  const [own = [], onActor = [], onReactor = []] = splitFaces(roll.sideValues(), counts);
  const result = applyCardAction(
    state,
    {
      type: "answer",
      reactor: request.reactor,
      side,
      faces: own,
      rerollFaces: own.slice(side.dice),
      forcedOnActor: onActor,
      forcedOnReactor: onReactor,
    },
    cardUserFor(asking, state),
  );
  if (result.problems.length) return result;
  await markActed(entry.uuid);
  // The reactor pays for what it spent.
  const updates: Record<string, unknown> = {};
  if (side.critical !== "none") updates["system.criticals"] = Math.max(0, view.criticals - 1);
  if (Object.keys(updates).length) await actor.update(updates);
  if (side.expertiseId) {
    const sphere = actor.items.get(side.expertiseId);
    if (sphere && sphere.type === ITEM_TYPES.sphere)
      await sphere.update({ "system.used": Number(sphere.system.used) + 1 });
  }
  let next = result.state;
  const compared = next.reactors[request.reactor]?.result;
  if (compared) {
    const winner = compared.winner === "actor" ? next.actor.uuid : entry.uuid;
    const b = await bank(winner, criticalsToBank(next, compared));
    next = recordBanked(next, request.reactor, b.banked, b.lost);
  }
  // The first answer decides the issuer's challenge: its tally is counted now, on the issuer's behalf.
  if (!next.tally.recorded) next = (await settle(next, { ...rights, ownsActor: true })).state;
  return { state: next, problems: [] };
}

/** Mark hits on the target: shock one level per attack at most, inoperative and negated as the rules say. */
async function applyHits(
  state: ChallengeCardState,
  request: Extract<CardRequest, { type: "applyHits" }>,
  asking: User,
) {
  const entry = state.reactors[request.reactor];
  const target = entry ? identityFrom(entry.uuid) : null;
  const hit = entry?.hits[request.entry];
  if (!entry || !target || !hit) return { state, problems: problem("noSuchHits") };
  if (hit.applied) return { state, problems: problem("alreadyApplied") };
  const { system, derived } = identityData(target);
  const harm = harmOf(system, derived);
  if (harm.negated) return { state, problems: problem("targetNegated") };
  // One attack and its follow-ups never raise shock more than one level (SRD "no roll-over").
  const shockRaisedThisAttack = entry.hits.some((h) => h.applied && h.outcome?.shockRaised === true);
  const r = personae.sustainHits(harm, hit.amount, { shockRaisedThisAttack });
  const outcome = {
    shock: r.harm.shock,
    hits: r.harm.hits,
    shockRaised: r.shockRaised,
    inoperative: r.harm.inoperative,
    negatedNow: r.negatedNow,
  };
  const result = applyCardAction(
    state,
    { type: "applyHits", reactor: request.reactor, entry: request.entry, outcome },
    cardUserFor(asking, state),
  );
  if (result.problems.length) return result;
  await target.update({
    "system.hits": r.harm.hits,
    "system.shock": r.harm.shock,
    "system.inoperative": r.harm.inoperative,
    "system.negated": r.harm.negated,
    "system.stabilised": r.harm.stabilised,
    // Who raised the shock last: a negation at the encounter's end earns it the point.
    ...(r.shockRaised || r.negatedNow ? { "system.lastShockBy": state.actor.uuid } : {}),
  });
  // Negating a chorus identity earns whoever dealt the final blow a development point.
  if (r.negatedNow) await awardNegation(target, identityFrom(state.actor.uuid));
  return result;
}

/** Another identity that can act stabilises a reactor at shock 4 (an action, no roll: it acted). */
async function stabilise(
  state: ChallengeCardState,
  request: Extract<CardRequest, { type: "stabilise" }>,
  asking: User,
) {
  const entry = state.reactors[request.reactor];
  const target = entry ? identityFrom(entry.uuid) : null;
  if (!entry || !target) return { state, problems: problem("noSuchReactor") };
  const { system, derived } = identityData(target);
  const harm = harmOf(system, derived);
  if (harm.negated || harm.toughness !== "major" || harm.shock < 4 || harm.stabilised)
    return { state, problems: problem("cannotStabilise") };
  const result = applyCardAction(
    state,
    { type: "stabilise", reactor: request.reactor, by: request.by },
    cardUserFor(asking, state),
  );
  if (result.problems.length) return result;
  await target.update({ "system.stabilised": true });
  await markActed(request.by);
  return result;
}

/**
 * The chorus's dice, rolled on the chorus's client: the difficulty it set
 * and its dice for the card's own unopposed challenge (the issuer rolls
 * next), or against a reactor that is inoperative and cannot answer (digest,
 * round 4), compared at once: criticals banked, the tally counted.
 */
async function chorusRoll(
  state: ChallengeCardState,
  request: Extract<CardRequest, { type: "chorusRoll" }>,
  asking: User,
) {
  const rights = cardUserFor(asking, state);
  if (request.reactor !== null) {
    const target = identityFrom(state.reactors[request.reactor]?.uuid ?? "");
    if (!target) return { state, problems: problem("noSuchReactor") };
    // An identity out of the fight (inoperative, or negated since it was challenged) cannot answer.
    const view = viewOf(target);
    // Held for the chorus at issue: its roll stands first even if the identity recovered since.
    const held = state.actorRolled === false && (state.heldFor ?? []).includes(request.reactor);
    if (!held && !view.inoperative && !view.negated) return { state, problems: problem("notInoperative") };
  }
  const result = applyCardAction(state, request, rights);
  if (result.problems.length || request.reactor === null) return result;
  let next = result.state;
  const compared = next.reactors[request.reactor]?.result;
  if (compared) {
    const b =
      compared.winner === "actor"
        ? await bank(next.actor.uuid, criticalsToBank(next, compared))
        : await bankInPool(compared.criticals);
    next = recordBanked(next, request.reactor, b.banked, b.lost);
  }
  if (!next.tally.recorded) next = (await settle(next, { ...rights, ownsActor: true })).state;
  return { state: next, problems: [] };
}

/** The issuer's dice against the chorus's, rolled on the issuer's client: compared, then settled. */
async function issuerRoll(
  state: ChallengeCardState,
  request: Extract<CardRequest, { type: "issuerRoll" }>,
  asking: User,
) {
  const rights = cardUserFor(asking, state);
  const result = applyCardAction(state, { type: "issuerRoll", faces: request.faces }, rights);
  if (result.problems.length) return result;
  let next = result.state;
  // A card held for the chorus: each roll it made first is compared now, and its criticals banked.
  for (const [index, r] of next.reactors.entries()) {
    if (!r.unopposed || !r.result || state.reactors[index]?.result) continue;
    const b =
      r.result.winner === "actor"
        ? await bank(next.actor.uuid, criticalsToBank(next, r.result))
        : await bankInPool(r.result.criticals);
    next = recordBanked(next, index, b.banked, b.lost);
  }
  return settle(next, rights);
}

/** A follow-up: the opponent re-rolls what the issuer's terms force at the follow-up (rolled here), then compare. */
async function followUp(
  state: ChallengeCardState,
  request: Extract<CardRequest, { type: "followUp" }>,
  asking: User,
  manner: RollManner,
) {
  const rights = cardUserFor(asking, state);
  const blocked = followUpBlocked(state, request.reactor);
  const count = state.actor.followUpRerolls ?? 0;
  let forcedFaces: number[] = [];
  if (!blocked && (rights.isGM || rights.ownsActor) && count > 0) {
    const roll = ChallengeRoll.forSides([{ count, role: "reactor" }]);
    await roll.evaluate({ allowInteractive: manner.interactive && allowInteractiveRoll() });
    forcedFaces = roll.sideValues()[0] ?? [];
  }
  return applyCardAction(state, { type: "followUp", reactor: request.reactor, forcedFaces }, rights);
}

/** Carry out one request on the card as it is now; save the card when it changed. */
export async function executeRequest(
  message: ChatMessage,
  request: CardRequest,
  asking: User,
  manner: RollManner,
): Promise<CardProblem[]> {
  const state = readCardState(message);
  if (!state) return problem("notACard");
  let outcome: { state: ChallengeCardState; problems: CardProblem[] };
  switch (request.type) {
    case "answer":
      outcome = await answer(state, request, asking, manner);
      break;
    case "settle":
      outcome = await settle(state, cardUserFor(asking, state));
      break;
    case "applyHits":
      outcome = await applyHits(state, request, asking);
      break;
    case "stabilise":
      outcome = await stabilise(state, request, asking);
      break;
    case "followUp":
      outcome = await followUp(state, request, asking, manner);
      break;
    case "chorusRoll":
      outcome = await chorusRoll(state, request, asking);
      break;
    case "issuerRoll":
      outcome = await issuerRoll(state, request, asking);
      break;
    case "grantFollowUp":
      outcome = applyCardAction(
        state,
        { type: "grantFollowUp", reactor: request.reactor, by: asking.name },
        cardUserFor(asking, state),
      );
      break;
  }
  if (outcome.problems.length) return outcome.problems;
  if (cardVersion(outcome.state) !== cardVersion(state)) await save(message, outcome.state);
  return [];
}
