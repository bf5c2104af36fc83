/**
 * Who may ask Personae's GM-side requests (in the game's lazy chunk): the
 * declared rules its handler tables use (src/core/request-rules.ts). The
 * challenge card's rights are rebuilt from what the asking user owns and the
 * chorus's role (cardUserFor): the challenger's owner settles, follows up
 * and applies hits; a reactor's owner (the chorus for a reactor no player
 * owns) answers; the owner of another identity that can act stabilises with
 * it; the chorus grants a follow-up and rolls the chorus's dice (an
 * unopposed challenge, or against a reactor too inoperative to answer). The
 * chorus — whoever holds the role, a player too — starts an encounter, ends
 * a round, an encounter, a scene or a session, awards points and gives from
 * the chorus pool; an identity's owner gives one of its criticals.
 */
import { byAction, holdsRoleRule, ownerOf, REFUSALS, type AskRule } from "../../core/request-rules";
import { cardUserFor, readCardState } from "./challenge/card-message";
import type { CardUser } from "./challenge/card-state";
import { mayStabilise } from "./challenge/card-follow-ups";
import { CHORUS_ROLE } from "./challenge/chorus-role";
import { CHORUS_POOL_SOURCE } from "./time/chorus-pool";

const CARD = "STORY_ENGINES.Personae.Card.Problem";
const CHORUS = "STORY_ENGINES.Personae.Chorus";

/** A challenge-card rule from the asking user's rights on the card `data.messageUuid` names. */
function onCard(rights: (user: CardUser, reactor: number) => boolean, reason = `${CARD}.notAllowed`): AskRule {
  return (data, user) => {
    const doc = typeof data.messageUuid === "string" && data.messageUuid ? fromUuidSync(data.messageUuid) : null;
    const state = doc?.documentName === "ChatMessage" ? readCardState(doc as ChatMessage) : null;
    if (!state) return REFUSALS.noDocument;
    const request = data.request as Record<string, unknown> | undefined;
    const reactor = typeof request?.reactor === "number" ? request.reactor : -1;
    return rights(cardUserFor(user, state), reactor) ? null : reason;
  };
}

const challenger = onCard((user) => user.isGM || user.ownsActor);

export const challengeCardRule: AskRule = byAction("request.type", {
  answer: onCard((user, reactor) => user.isGM || user.ownsReactors[reactor] === true),
  followUp: challenger,
  grantFollowUp: onCard((user) => user.isChorus, `${CARD}.chorusOnly`),
  applyHits: challenger,
  stabilise: (data, user) => {
    const by = (data.request as Record<string, unknown> | undefined)?.by;
    return onCard((rights, reactor) => mayStabilise(rights, reactor, typeof by === "string" ? by : ""))(data, user);
  },
  chorusRoll: onCard((user) => user.isChorus, `${CARD}.chorusOnly`),
  issuerRoll: challenger,
  settle: challenger,
});

/** The holder of the chorus role (contract R's role rule), a player or a GM. */
const chorus: AskRule = holdsRoleRule("personae", CHORUS_ROLE, `${CHORUS}.gmOnly`);

export const chorusRule: AskRule = byAction("action", {
  award: chorus,
  endOfTime: chorus,
  endRound: chorus,
  startEncounter: chorus,
});

const ownsGiver = ownerOf("from", "STORY_ENGINES.Personae.Give.notAllowed");

/** From the chorus pool: the chorus; from an identity: its owner. */
export const giveCriticalRule: AskRule = (data, user) =>
  data.from === CHORUS_POOL_SOURCE ? chorus(data, user) : ownsGiver(data, user);
