/**
 * Who may ask the Venus task and check cards' requests (in the game's lazy
 * chunk): one declared rule per card action (src/core/request-rules.ts),
 * with the asking user's rights on the card rebuilt from what they own and
 * the table's roles (cardUserFor, checkUserFor) — the roller's owner acts
 * for the roller; an ally's owner agrees to their die being KISSed; an
 * ally's player (the FC for an NPC) answers the call for aid; the FC sets
 * the relative factors (the roller's owner too, when no FC is there to: the
 * card's state decides) and vetoes a declared stunt; the roller's owner
 * rolls; a Peer or the FC approves. What the card's state
 * allows (a closed card, factors awaited) stays with the card's rules.
 */
import { byAction, REFUSALS, type AskRule } from "../../../core/request-rules";
import { PROBLEM_KEY_PREFIX } from "./problems";
import { answersForAlly, approves } from "./task-card-table";
import { canActAsRoller, canAnswerForAlly, isFCUser, type CardAction, type CardUser } from "./task-card-state";
import { cardUserFor, readTaskState } from "./task-card-message";
import { checkUserFor, readCheckState } from "./check-card-message";
import { isCheckPeer } from "./check-card-table";
import type { CheckAction } from "./check-card-state";

const NOT_ALLOWED = `${PROBLEM_KEY_PREFIX}not-allowed`;

function messageAt(uuid: unknown): ChatMessage | null {
  const doc = typeof uuid === "string" && uuid !== "" ? fromUuidSync(uuid) : null;
  return doc?.documentName === "ChatMessage" ? (doc as ChatMessage) : null;
}

type Rights = (user: CardUser, action: Record<string, unknown>) => boolean;

/** A task-card rule from the asking user's rights on the card `data.messageUuid` names. */
function onTask(rights: Rights): AskRule {
  return (data, user) => {
    const message = messageAt(data.messageUuid);
    const state = message ? readTaskState(message) : null;
    if (!state) return REFUSALS.noDocument;
    const action = data.action as Record<string, unknown>;
    return rights(cardUserFor(user, state), action) ? null : NOT_ALLOWED;
  };
}

/** A check-card rule from the asking user's rights on the card `data.messageUuid` names. */
function onCheck(rights: (user: CardUser) => boolean): AskRule {
  return (data, user) => {
    const message = messageAt(data.messageUuid);
    const state = message ? readCheckState(message) : null;
    if (!state) return REFUSALS.noDocument;
    return rights(checkUserFor(user, state)) ? null : NOT_ALLOWED;
  };
}

const ally = (action: Record<string, unknown>): number => (typeof action.ally === "number" ? action.ally : -1);
const roller = onTask((user) => canActAsRoller(user));

/** Every task-card action, with its rule: an action without one does not compile. */
const TASK_RULES: Record<CardAction["type"], AskRule> = {
  kiss: roller,
  egoSixes: roller,
  buy: roller,
  refund: roller,
  note: roller,
  close: roller,
  roll: roller,
  ask: roller,
  agree: onTask((user, action) => canAnswerForAlly(user, ally(action))),
  join: onTask((user, action) => answersForAlly(user, ally(action))),
  refuse: onTask((user, action) => answersForAlly(user, ally(action))),
  withdraw: onTask((user, action) => answersForAlly(user, ally(action))),
  factors: onTask((user) => isFCUser(user) || canActAsRoller(user)),
  // Only the FC vetoes a declared stunt (before the roll: the card's rules say when).
  vetoStunt: onTask((user) => isFCUser(user)),
  // A Peer approves an Insight or a Specialty.
  approve: onTask((user) => approves(user, "insight")),
  veto: onTask((user) => approves(user, "insight")),
};

/** Every check-card action, with its rule. */
const CHECK_RULES: Record<CheckAction["type"], AskRule> = {
  roll: onCheck(canActAsRoller),
  bonus: onCheck(canActAsRoller),
  decline: onCheck(canActAsRoller),
  reroll: onCheck(canActAsRoller),
  accept: onCheck(canActAsRoller),
  fc: onCheck(isFCUser),
  approveBonus: onCheck(isCheckPeer),
  refuseBonus: onCheck(isCheckPeer),
};

export const taskAskRule: AskRule = byAction("action.type", TASK_RULES);
export const checkAskRule: AskRule = byAction("action.type", CHECK_RULES);
