/**
 * The Personae challenge in the gallery (pure): the dialog, every state of
 * the card (unopposed, waiting for an answer, answered with hits to apply,
 * hits marked with a follow-up and a target to stabilise, an automatic
 * success), the recovery card — built by the same builders as Foundry.
 */
import type { GalleryEntry } from "../../../core/gallery-entry";
import en from "../../../../lang/en.json";
import { applyCardAction, createCard, recordBanked, type CardUser, type ChallengeCardState } from "./card-state";
import { challengeCardContext, type AnswerOptions, type TargetHarm } from "./card-context";
import { challengeDialogContext, defaultChoices, planChallenge, type TargetOption } from "./dialog-context";
import { defaultAnswer, identityView, planSide, type IdentityView } from "./side-plan";
import { recoveryCard } from "./recovery-context";
import { translatorFor } from "./translate";
import {
  CAPTAIN,
  captainItems,
  DOOR,
  doorItems,
  DUNMORE,
  dunmoreItems,
  NEWCOMER,
  newcomerItems,
  sampleId,
} from "../samples";

const CARD_CLASSES: string[] = [];
const GM: CardUser = { isGM: true, isChorus: true, ownsActor: true, ownsReactors: [true], ownsAnIdentity: true };
const PLAYER: CardUser = { isGM: false, isChorus: false, ownsActor: true, ownsReactors: [false], ownsAnIdentity: true };

export const dunmoreView = (): IdentityView => identityView({ ...DUNMORE, items: dunmoreItems() });
export const captainView = (): IdentityView => identityView({ ...CAPTAIN, items: captainItems() });
const doorView = (): IdentityView => identityView({ ...DOOR, items: doorItems() });
const maraView = (): IdentityView => identityView({ ...NEWCOMER, items: newcomerItems() });

/** The SRD's Dunmore example: 1, 5, 6 + PRO 3 against the chorus's 3, 7 at Normal (+2). */
export function dunmoreUnopposed(): ChallengeCardState {
  const view = dunmoreView();
  const acrobatics = view.skills.find((s) => s.name === "Acrobatics");
  const choices = {
    ...defaultChoices(view, acrobatics?.id ?? null, []),
    goal: "Jump from the second-storey window unhurt",
  };
  const plan = planChallenge(view, [], { ...choices, side: { ...choices.side, attribute: "pro" } });
  const state = createCard(plan.setup, [1, 5, 6], [3, 7]);
  return applyCardAction(state, { type: "settle", banked: 0, lost: 0, earned: 0 }, GM).state;
}

/** Dunmore's jump proposed at Normal: the chorus's turn to set the difficulty and roll first. */
export function dunmoreProposed(): ChallengeCardState {
  const view = dunmoreView();
  const acrobatics = view.skills.find((s) => s.name === "Acrobatics");
  const choices = { ...defaultChoices(view, acrobatics?.id ?? null, []), goal: "Jump from the second-storey window" };
  const plan = planChallenge(view, [], { ...choices, side: { ...choices.side, attribute: "pro" } });
  return createCard(plan.setup, []);
}

/** Mara attacks the Captain with a Fire globe: waiting for the Captain's answer. */
export function opposedWaiting(): ChallengeCardState {
  const view = maraView();
  const targets: TargetOption[] = [{ uuid: CAPTAIN.uuid, name: CAPTAIN.name, view: captainView() }];
  const choices = defaultChoices(view, view.skills.find((s) => s.name === "Shoot")?.id ?? null, [CAPTAIN.uuid]);
  const fire = view.preternae.find((p) => p.name === "Fire globe");
  const plan = planChallenge(view, targets, {
    ...choices,
    type: "attack",
    preternaeId: fire?.id ?? "",
    hits: 1,
    goal: "Drive the Captain from the bridge",
  });
  return createCard(plan.setup, [10, 4, 10]);
}

export function opposedAnswered(): ChallengeCardState {
  const state = opposedWaiting();
  // His Watch breastplate (Superior, ticked by default) is no help against fire: the chorus unticks it.
  const answer = planSide(captainView(), { ...defaultAnswer(captainView(), "attack", true), enhancementIds: [] }).side;
  const next = applyCardAction(
    state,
    {
      type: "answer",
      reactor: 0,
      side: answer,
      faces: [9, 3],
      rerollFaces: [],
      forcedOnActor: [],
      forcedOnReactor: [],
    },
    GM,
  ).state;
  return recordBanked(next, 0, 1, 0);
}

export function hitsMarked(): ChallengeCardState {
  let state = opposedAnswered();
  state = applyCardAction(
    state,
    {
      type: "applyHits",
      reactor: 0,
      entry: 0,
      outcome: { shock: 4, hits: 7, shockRaised: true, inoperative: true, negatedNow: false },
    },
    GM,
  ).state;
  // Mara's traits afford no follow-up: the chorus grants one by ruling (logged on the card).
  state = applyCardAction(state, { type: "grantFollowUp", reactor: 0, by: "Gamemaster" }, GM).state;
  state = applyCardAction(state, { type: "followUp", reactor: 0, forcedFaces: [] }, GM).state;
  return state;
}

/** Dunmore argues with the Captain; both spend a critical for an automatic success, so the dice decide. */
export function autoCancelled(): ChallengeCardState {
  const view = { ...dunmoreView(), criticals: 1 };
  const targets: TargetOption[] = [{ uuid: CAPTAIN.uuid, name: CAPTAIN.name, view: captainView() }];
  const choices = defaultChoices(view, sampleId("Argue"), [CAPTAIN.uuid]);
  const plan = planChallenge(view, targets, {
    ...choices,
    goal: "The Captain lets him pass",
    side: { ...choices.side, critical: "autoSuccess" },
  });
  const state = createCard(plan.setup, [4, 2]);
  const answer = planSide(
    { ...captainView(), criticals: 1 },
    {
      ...defaultAnswer(captainView(), "interaction", false),
      critical: "autoSuccess",
    },
  ).side;
  return applyCardAction(
    state,
    {
      type: "answer",
      reactor: 0,
      side: answer,
      faces: [6, 5],
      rerollFaces: [],
      forcedOnActor: [],
      forcedOnReactor: [],
    },
    GM,
  ).state;
}

function cardEntry(
  id: string,
  title: string,
  state: ChallengeCardState,
  user: CardUser,
  answers: (AnswerOptions | null)[],
  targets: (TargetHarm | null)[],
  stabilisers: { uuid: string; name: string }[][] = [],
): GalleryEntry {
  return {
    id,
    title,
    kind: "chat",
    classes: CARD_CLASSES,
    parts: [
      {
        template: "personae/challenge/card.hbs",
        context: challengeCardContext({
          state,
          user,
          answers,
          targets,
          pending: false,
          chorusName: "The chorus",
          stabilisers,
        }),
      },
    ],
  };
}

export function challengeGalleryEntries(): GalleryEntry[] {
  const t = translatorFor(en as Record<string, unknown>);
  const mara = maraView();
  const targets: TargetOption[] = [
    { uuid: CAPTAIN.uuid, name: CAPTAIN.name, view: captainView() },
    { uuid: DOOR.uuid, name: DOOR.name, view: doorView() },
    { uuid: DUNMORE.uuid, name: DUNMORE.name, view: null },
  ];
  const choices = defaultChoices(mara, mara.skills.find((s) => s.name === "Haggle")?.id ?? null, [CAPTAIN.uuid]);
  const captainAnswer: AnswerOptions = { view: captainView(), defaults: defaultAnswer(captainView(), "attack", true) };
  const recovery = recoveryCard(
    { name: "Dunmore", img: DUNMORE.img, shock: 1, identity: { dice: [8], add: 2 }, chorus: { dice: [6], add: 3 } },
    t,
  );
  return [
    {
      id: "personae-challenge-dialog",
      title: "Personae: the challenge dialog (Mara haggles with the Captain, exact odds live)",
      kind: "dialog",
      classes: [],
      width: 520,
      parts: [
        {
          template: "personae/challenge/dialog.hbs",
          context: challengeDialogContext(mara, targets, {
            ...choices,
            goal: "He lets the cart through",
            side: { ...choices.side, enhancementIds: mara.enhancements.map((e) => e.id), critical: "bonusDie" },
          }),
        },
      ],
    },
    cardEntry(
      "personae-card-unopposed",
      "Personae card: Dunmore's unopposed jump, decided on the second die (the SRD's example)",
      dunmoreUnopposed(),
      PLAYER,
      [],
      [],
    ),
    cardEntry(
      "personae-card-waiting",
      "Personae card: an attack waiting for the Captain's answer (his owner's view)",
      opposedWaiting(),
      GM,
      [captainAnswer],
      [{ shock: 1, stabilised: false, negated: false, inoperative: false, canRecover: false }],
    ),
    cardEntry(
      "personae-card-answered",
      "Personae card: answered — the attacker wins with a critical, hits to apply",
      opposedAnswered(),
      PLAYER,
      [null],
      [{ shock: 1, stabilised: false, negated: false, inoperative: false, canRecover: false }],
    ),
    cardEntry(
      "personae-card-hits",
      "Personae card: hits marked (shock 4), a follow-up on the next dice, stabilising offered",
      hitsMarked(),
      { ...GM, stabilisers: [["Actor.ally"]] },
      [null],
      [{ shock: 4, stabilised: false, negated: false, inoperative: true, canRecover: false }],
      [[{ uuid: "Actor.ally", name: "Oren" }]],
    ),
    cardEntry(
      "personae-card-proposed",
      "Personae card: Dunmore's jump proposed at Normal — the chorus sets the difficulty and rolls first",
      dunmoreProposed(),
      GM,
      [],
      [],
    ),
    cardEntry(
      "personae-card-inoperative",
      "Personae card: the Captain is inoperative and cannot answer — the chorus rolls against the attack, unopposed",
      opposedWaiting(),
      GM,
      [null],
      [{ shock: 3, stabilised: false, negated: false, inoperative: true, canRecover: false }],
    ),
    cardEntry(
      "personae-card-cancelled",
      "Personae card: both sides spend a critical for an automatic success — they cancel; the Captain's owner may try a recovery",
      autoCancelled(),
      PLAYER,
      [null],
      [{ shock: 1, stabilised: false, negated: false, inoperative: false, canRecover: true }],
    ),
    {
      id: "personae-card-recovery",
      title: "Personae: a recovery challenge",
      kind: "chat",
      classes: CARD_CLASSES,
      parts: [{ template: "core/chat-card.hbs", context: recovery.context }],
    },
  ];
}
