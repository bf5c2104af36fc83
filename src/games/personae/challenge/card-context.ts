/**
 * Pure context of the challenge card, for one viewer: both sides' sorted
 * dice and additions, the comparison that decided (which die), the winner,
 * criticals earned and banked, hits to apply and what they did, the
 * follow-ups the issuer's traits afford and those the chorus granted, and
 * the controls this viewer may use (answer, follow-up, grant a follow-up,
 * apply hits, stabilise).
 */
import { awaitsViewer } from "../../../core/awaits-viewer";
import { personae } from "../../../rules";
import { attributeAbbrKey, challengeTypeKey, criticalUseKey, difficultyKey } from "../sheets/labels";
import {
  cardVersion,
  heldAwaits,
  unopposedAwaits,
  followUpBlocked,
  followUpsLeft,
  hitsOnSuccess,
  mayStabilise,
  type CardUser,
  type ChallengeCardState,
  type ComparisonResult,
  type RolledSide,
} from "./card-state";
import { CRITICAL_CHOICES, type IdentityView, type SideChoice } from "./side-plan";
import type { RoleView } from "../../../core/roles";

const C = "STORY_ENGINES.Personae.Card";

/** What a viewer who may answer for a reactor can choose from (read from that identity). */
export interface AnswerOptions {
  view: IdentityView;
  defaults: SideChoice;
}

/** A target's harm as it is now (for the stabilise control). */
export interface TargetHarm {
  shock: number;
  stabilised: boolean;
  negated: boolean;
  /** It cannot answer (digest, round 4): the chorus rolls against the issuer, unopposed. */
  inoperative: boolean;
  /** This viewer owns the target and it may try a recovery challenge now. */
  canRecover: boolean;
}

export interface CardViewInput {
  state: ChallengeCardState;
  user: CardUser;
  /** Per reactor: the answer form's options for this viewer, or null. */
  answers: (AnswerOptions | null)[];
  /** Per reactor: the target's harm now, or null when unknown to this viewer. */
  targets: (TargetHarm | null)[];
  /** A request of this viewer on this card is in flight: controls drawn disabled. */
  pending: boolean;
  /** What the chorus is called on the card (localised by the caller). */
  chorusName: string;
  /**
   * Which sides this viewer may observe: what an unobserved side brought
   * (expertise, enhancements) stays hidden, as a LIMITED
   * viewer sees only a name and an image. Absent: every side.
   */
  observed?: { actor: boolean; reactors: boolean[] };
  /** Who holds the chorus, as this viewer sees it ("Awaiting the chorus: Cara"); null on the stored card. */
  chorusRole?: RoleView | null;
  /** Per reactor: the identities this viewer may stabilise it with (names read by the caller). */
  stabilisers?: { uuid: string; name: string }[][];
}

/** The difficulties the chorus picks from, `selectedId` chosen (a custom number keeps `add`). */
function difficultyChoices(selectedId: string, add: number) {
  return {
    options: [
      ...personae.DIFFICULTIES.map((d) => ({
        value: d.id as string,
        labelKey: difficultyKey(d.id),
        add: d.add,
        selected: d.id === selectedId,
      })),
      { value: "custom", labelKey: difficultyKey("custom"), add, selected: selectedId === "custom" },
    ],
    custom: add,
  };
}

function diceRow(dice: readonly number[], add: number, decidedAt: number | null) {
  return [...dice]
    .sort((a, b) => b - a)
    .map((face, index) => ({ face, total: face + add, decisive: index === decidedAt, ten: face === 10 }));
}

function sideView(side: RolledSide, observed = true) {
  return {
    name: side.name,
    img: side.img,
    skill: side.skill,
    skilled: side.skilled,
    attributeKey: attributeAbbrKey(side.attribute),
    add: side.add,
    dice: side.dice,
    pool: side.pool,
    penalty: side.pool - side.dice,
    extras: observed ? [...(side.expertise ? [side.expertise] : []), ...side.enhancements].join(" · ") : "",
    criticalKey: side.critical === "none" ? "" : criticalUseKey(side.critical),
  };
}

function decidedText(result: ComparisonResult, reactorAdd: number, actorAdd: number) {
  if (result.auto === "actor" || result.auto === "reactor") return { key: `${C}.decidedAuto`, data: {} };
  if (result.decidedAt === null) {
    const more = result.actorDice.length !== result.reactorDice.length;
    return { key: more ? `${C}.decidedCount` : `${C}.decidedTie`, data: {} };
  }
  const i = result.decidedAt;
  return {
    key: `${C}.decidedAt`,
    data: {
      place: i + 1,
      actor: (result.actorDice[i] ?? 0) + actorAdd,
      reactor: (result.reactorDice[i] ?? 0) + reactorAdd,
    },
  };
}

function resultView(result: ComparisonResult, actor: RolledSide, reactorName: string, reactorAdd: number) {
  const actorWon = result.winner === "actor";
  return {
    actorWon,
    actorName: actor.name,
    reactorName,
    winner: actorWon ? actor.name : reactorName,
    decided: decidedText(result, reactorAdd, actor.add),
    actorDice: diceRow(result.actorDice, actor.add, result.decidedAt),
    reactorDice: diceRow(result.reactorDice, reactorAdd, result.decidedAt),
    criticals: result.criticals,
    banked: result.banked,
    lost: result.lost,
    cancelled: result.auto === "cancelled",
  };
}

export function challengeCardContext(input: CardViewInput): Record<string, unknown> {
  const { state, user, pending } = input;
  const actorSide = sideView(state.actor, input.observed?.actor ?? true);
  const mayActor = user.isGM || user.ownsActor;
  const hits = hitsOnSuccess(state);
  const reactors = state.reactors.map((r, index) => {
    const options = input.answers[index] ?? null;
    const target = input.targets[index] ?? null;
    // An inoperative (or negated) identity cannot answer: the chorus sets the difficulty (Easy unless raised) and rolls.
    // Held for the chorus (inoperative when issued): its roll comes before the issuer's, whatever happened since.
    const held = state.actorRolled === false && (state.heldFor ?? []).includes(index);
    const unopposedNow = r.answer === null && (held || target?.inoperative === true || target?.negated === true);
    const canAnswer =
      !r.answer &&
      options !== null &&
      !unopposedNow &&
      state.actorRolled !== false &&
      (user.isGM || user.ownsReactors[index] === true);
    const stabiliseWith = input.stabilisers?.[index] ?? [];
    const blocked = followUpBlocked(state, index);
    const left = followUpsLeft(state);
    return {
      index,
      name: r.name,
      img: r.img,
      waiting: r.answer === null,
      inoperativeWaiting: unopposedNow,
      chorusForm:
        unopposedNow && user.isChorus
          ? { reactor: index, pending, ...difficultyChoices("easy", 0), dice: state.chorusDice ?? 1 }
          : null,
      unopposed: r.unopposed
        ? {
            difficultyKey: difficultyKey(r.unopposed.difficultyId),
            custom: r.unopposed.difficultyId === "custom",
            difficulty: r.unopposed.difficulty,
          }
        : null,
      answer: r.answer && !r.unopposed ? sideView(r.answer, input.observed?.reactors[index] ?? true) : null,
      result:
        r.result && r.answer
          ? resultView(r.result, state.actor, r.unopposed ? input.chorusName : r.name, r.answer.add)
          : null,
      followUps: r.followUps.map((f) => ({
        step: f.step + 1,
        actorWon: f.winner === "actor",
        winner: f.winner === "actor" ? state.actor.name : r.name,
        rerolled: (f.rerolled ?? []).join(" · "),
      })),
      canFollowUp: mayActor && !pending && blocked === null && left > 0,
      followUpsLeft: blocked === null ? left : 0,
      canGrant: user.isChorus && !pending && blocked === null && left === 0,
      hits: r.hits.map((h, entry) => ({
        entry,
        amount: h.amount,
        applied: h.applied,
        canApply: mayActor && !h.applied && !pending && target?.negated !== true,
        outcome: h.outcome
          ? {
              hits: h.outcome.hits,
              shock: h.outcome.shock,
              shockRaised: h.outcome.shockRaised,
              inoperative: h.outcome.inoperative,
              negated: h.outcome.negatedNow,
            }
          : null,
      })),
      stabiliseWith,
      // One identity to stabilise with: named on the button; several: picked under "With".
      stabiliseBy: stabiliseWith.length === 1 ? (stabiliseWith[0] ?? null) : null,
      canStabilise:
        mayStabilise(user, index) &&
        !pending &&
        target !== null &&
        target.shock >= 4 &&
        !target.stabilised &&
        !target.negated &&
        !r.stabilised,
      stabilised: r.stabilised,
      canRecover: !pending && target?.canRecover === true,
      form: canAnswer && options ? answerForm(options, index, pending) : null,
    };
  });
  const awaits = unopposedAwaits(state);
  const chorus = state.chorus
    ? {
        awaitsChorus: awaits === "chorus",
        awaitsIssuer: awaits === "issuer",
        form:
          awaits === "chorus" && user.isChorus
            ? {
                reactor: "card",
                pending,
                ...difficultyChoices(state.chorus.difficultyId, state.chorus.difficulty),
                dice: state.chorus.dice,
              }
            : null,
        canRoll: awaits === "issuer" && mayActor && !pending,
        difficultyKey: difficultyKey(state.chorus.difficultyId),
        custom: state.chorus.difficultyId === "custom",
        difficulty: state.chorus.difficulty,
        dice: state.chorus.dice,
        result: state.chorus.result
          ? resultView(state.chorus.result, state.actor, input.chorusName, state.chorus.difficulty)
          : null,
      }
    : null;
  const heldIssuerRoll = heldAwaits(state) === "issuer" ? { canRoll: mayActor && !pending } : null;
  return {
    version: cardVersion(state),
    typeKey: challengeTypeKey(state.type),
    preternae: state.preternae,
    preternaeName: state.preternaeName ?? "",
    afforded: state.actor.followUps ?? 0,
    granted: (state.granted ?? []).map((by) => ({ by })),
    goal: state.goal,
    hits,
    actor: actorSide,
    actorFaces: diceRow(state.actor.faces, state.actor.add, null),
    actorRolled: state.actorRolled !== false,
    // An opposed card held for the chorus's rolls: once they are made, the issuer rolls.
    heldIssuerRoll,
    opposed: state.mode === "opposed",
    reactors,
    chorus,
    tally: state.tally.recorded
      ? { recorded: true, succeeded: state.tally.succeeded === true, earned: state.tally.earned }
      : { recorded: false, succeeded: false, earned: 0 },
    pending,
    chorusRole: input.chorusRole ?? null,
    // The decisions the card waits on that are this viewer's now (follow-ups, stabilising, recovering: offers).
    awaitsViewer: awaitsViewer({
      issuerRoll: heldIssuerRoll?.canRoll === true || chorus?.canRoll === true,
      chorusRoll: (chorus?.form ?? null) !== null || reactors.some((r) => r.chorusForm !== null),
      answer: reactors.some((r) => r.form !== null),
      applyHits: reactors.some((r) => r.hits.some((h) => h.canApply)),
    }),
  };
}

function answerForm(options: AnswerOptions, index: number, pending: boolean) {
  const { view, defaults } = options;
  return {
    index,
    pending,
    skills: [
      { value: "", label: "", unskilled: true, selected: defaults.skillId === "" },
      ...view.skills
        .filter((s) => s.unlocked)
        .map((s) => ({
          value: s.id,
          label: `${s.name} (${s.rating})`,
          unskilled: false,
          selected: s.id === defaults.skillId,
        })),
    ],
    attributes: personae.ATTRIBUTES.map((id) => ({
      value: id,
      labelKey: attributeAbbrKey(id),
      score: view.attributes[id],
      selected: id === defaults.attribute,
    })),
    expertise: view.expertise.filter((e) => e.left > 0).map((e) => ({ value: e.id, label: e.name })),
    enhancements: view.enhancements.map((e) => ({
      value: e.id,
      label: e.name,
      superior: e.superior,
      checked: defaults.enhancementIds.includes(e.id),
    })),
    criticals: view.criticals,
    criticalChoices: CRITICAL_CHOICES.filter((c) => c !== "extraHit").map((c) => ({
      value: c,
      labelKey: criticalUseKey(c),
    })),
  };
}
