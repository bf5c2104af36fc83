/**
 * The challenge card's message, in Foundry: the state in the message's
 * flags, the viewing user's rights from the documents they own, the
 * identities it names read as plain data, and the neutral content the
 * message stores (the card as someone with no rights sees it).
 */
import { SYSTEM_ID, templatePath } from "../../../core/game-definition";
import { IDENTITY_TYPE, type PlainItem } from "../data/common";
import { deriveIdentity, harmOf, type PersonaeIdentitySystem } from "../data/identity";
import { personae } from "../../../rules";
import type { CardUser, ChallengeCardState } from "./card-state";
import { challengeCardContext, type AnswerOptions, type TargetHarm } from "./card-context";
import { defaultAnswer, identityView, type IdentityView } from "./side-plan";
import { chorusView, holdsChorus, isChorusIdentity } from "./chorus-role";
import { recoveryContext } from "../time/time-updates";

export const CARD_TEMPLATE = templatePath("personae/challenge/card.hbs");
export const CARD_FLAG = "personaeChallenge";
export const CARD_QUERY = "personae.challengeCard";

/** The card's state, or null for any other message. */
export function readCardState(message: ChatMessage): ChallengeCardState | null {
  const state = message.getFlag(SYSTEM_ID, CARD_FLAG);
  return state !== null &&
    typeof state === "object" &&
    Array.isArray((state as ChallengeCardState).reactors) &&
    Array.isArray((state as ChallengeCardState).history)
    ? (state as ChallengeCardState)
    : null;
}

/** The identity at a UUID (synchronously; a token's actor too), or null. */
export function identityFrom(uuid: string): Actor | null {
  const doc = uuid ? fromUuidSync(uuid) : null;
  return doc && doc.documentName === "Actor" && (doc as Actor).type === IDENTITY_TYPE ? (doc as Actor) : null;
}

/** An identity as plain data for the pure code. */
export function viewOf(actor: Actor): IdentityView {
  const items: PlainItem[] = actor.items.map((i) => ({ id: i.id ?? "", name: i.name, type: i.type, system: i.system }));
  return identityView({
    uuid: actor.uuid,
    name: actor.name,
    img: actor.img,
    system: actor.system as unknown as PersonaeIdentitySystem,
    items,
  });
}

/**
 * A user's rights on a card, from the documents they own; the chorus issues
 * (settles, follows up, applies hits) and answers for the identities no
 * player owns. The screen (card-context) and the declared rules (ask-rules)
 * both read these.
 */
export function cardUserFor(user: User, state: ChallengeCardState): CardUser {
  const owns = (uuid: string): boolean => identityFrom(uuid)?.testUserPermission(user, "OWNER") === true;
  const chorus = holdsChorus(user);
  const answersFor = (uuid: string): boolean => {
    const actor = identityFrom(uuid);
    return owns(uuid) || (chorus && actor !== null && isChorusIdentity(actor));
  };
  const mine = game.actors.filter((a) => a.type === IDENTITY_TYPE && a.testUserPermission(user, "OWNER"));
  // Who may stabilise with what: an identity of theirs (the chorus: the chorus's) that can act, in the encounter.
  const able = game.actors.filter((a) => {
    if (a.type !== IDENTITY_TYPE) return false;
    const s = a.system as unknown as PersonaeIdentitySystem;
    const theirs = a.testUserPermission(user, "OWNER") || (chorus && isChorusIdentity(a));
    return theirs && !s.negated && !s.inoperative && s.scene?.inEncounter === true;
  });
  return {
    isGM: user.isGM,
    isChorus: chorus,
    // The chorus acts for every chorus identity (owned or not), as it answers for them.
    ownsActor: answersFor(state.actor.uuid),
    ownsReactors: state.reactors.map((r) => answersFor(r.uuid)),
    ownsAnIdentity: mine.length > 0,
    ownsOtherIdentity: state.reactors.map((r) => mine.some((a) => a.uuid !== r.uuid)),
    stabilisers: state.reactors.map((r) => able.filter((a) => a.uuid !== r.uuid).map((a) => a.uuid)),
  };
}

/**
 * A target's harm now, as anyone at the table sees it on the card or its
 * token (shock, inoperative, stabilised, negated), whatever their permission
 * on its sheet; its recovery only for its owner.
 */
function targetHarm(uuid: string, user: User): TargetHarm | null {
  const actor = identityFrom(uuid);
  if (!actor) return null;
  const s = actor.system as unknown as PersonaeIdentitySystem;
  const derived = deriveIdentity(
    s,
    actor.items.map((i) => ({ type: i.type, system: i.system })),
  );
  const canRecover =
    actor.testUserPermission(user, "OWNER") && personae.canRecover(harmOf(s, derived), recoveryContext(s));
  return { shock: s.shock, stabilised: s.stabilised, negated: s.negated, inoperative: s.inoperative, canRecover };
}

/** The card's context for one viewer. */
export function cardContextFor(state: ChallengeCardState, user: User | null, pending = false): Record<string, unknown> {
  const rights: CardUser = user
    ? cardUserFor(user, state)
    : {
        isGM: false,
        isChorus: false,
        ownsActor: false,
        ownsReactors: state.reactors.map(() => false),
        ownsAnIdentity: false,
      };
  const names = (uuids: readonly string[]) =>
    uuids.map((uuid) => ({ uuid, name: identityFrom(uuid)?.name ?? "" })).filter((n) => n.name !== "");
  const answers: (AnswerOptions | null)[] = state.reactors.map((r, i) => {
    if (!user || r.answer || !(rights.isGM || rights.ownsReactors[i])) return null;
    const actor = identityFrom(r.uuid);
    // An inoperative identity cannot answer: the chorus rolls against the issuer instead (card-context.ts).
    if (!actor || (actor.system as unknown as PersonaeIdentitySystem).inoperative) return null;
    const view = viewOf(actor);
    return { view, defaults: defaultAnswer(view, state.type, state.preternae) };
  });
  const targets = state.reactors.map((r) => (user ? targetHarm(r.uuid, user) : null));
  // What a side brought (expertise, enhancements) shows only to those who may observe that identity.
  const observes = (uuid: string): boolean =>
    user !== null && identityFrom(uuid)?.testUserPermission(user, "OBSERVER") === true;
  return challengeCardContext({
    state,
    user: rights,
    answers,
    targets,
    observed: { actor: observes(state.actor.uuid), reactors: state.reactors.map((r) => observes(r.uuid)) },
    pending,
    chorusName: game.i18n.localize("STORY_ENGINES.Personae.Card.chorus"),
    stabilisers: (rights.stabilisers ?? []).map(names),
    chorusRole: user ? chorusView() : null,
  });
}

/** The card as anyone without rights sees it: the stored message content. */
export function renderNeutralCard(state: ChallengeCardState): Promise<string> {
  return foundry.applications.handlebars.renderTemplate(CARD_TEMPLATE, cardContextFor(state, null));
}
