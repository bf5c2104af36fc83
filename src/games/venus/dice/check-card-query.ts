/**
 * Where a check card action runs, in Foundry, the same way as the task
 * card's (task-card-query.ts): the card has one writer — the GM, through the
 * "venus.checkCard" query and the GM queue, or with no GM connected the
 * card's writer (its message's connected owner, askGM's `writerOf`) through
 * the same query and queue — which reads the card afresh,
 * refuses a request made on an older version (checkCardVersion), checks the
 * bonus dice or the Lot re-roll the asking user rolled on their own client
 * (manual entry as for their other rolls; Dice So Nice shows them with the
 * message's whisper and blind) against the card, saves the Lots it costs on
 * the sheet and then the card. The writer rebuilds the asking user's rights from what they
 * own and runs the pure state machine (check-card-state.ts).
 */

import { allowInteractiveRoll } from "../../../core/compat";
import { venus } from "../../../rules";
import { sendCardRequest, showCardDice, writerReachable } from "./card-requests";
import {
  applyCheckAction,
  checkCardVersion,
  exploding,
  type CheckAction,
  type CheckCardState,
} from "./check-card-state";
import { CHECK_QUERY, checkUserFor, readCheckState, rollerLots } from "./check-card-message";
import type { CardProblem } from "./problems";
import { actorFrom, notifyCardProblems } from "./task-card-message";
import type { CheckCardRequest } from "./check-card-writer";
import type { CardUser } from "./task-card-state";
import { VenusCheckRoll } from "./venus-check-roll";

/** Whether the card's writer with no GM connected (its message's owner) may write the roller's Lots too. */
function writerCan(writer: User, state: CheckCardState): boolean {
  return actorFrom(state.actorUuid)?.testUserPermission(writer, "OWNER") !== false;
}

/** Check an action before any die is rolled: the dice it asks for stand in as 1s. */
function dryRun(state: CheckCardState, action: CheckAction, user: CardUser, lots: number): CardProblem[] {
  let placeholder: CheckAction = action;
  if (action.type === "bonus") {
    const count = venus.isIntegerIn(action.lots, 0, venus.MAX_BONUS_DICE) ? state.bonusFactors + action.lots : 0;
    placeholder = { ...action, dice: Array.from({ length: count }, () => 1) };
  } else if (action.type === "reroll") placeholder = { ...action, value: 1 };
  else if (action.type === "roll") placeholder = { ...action, d20: 1 };
  return applyCheckAction(state, placeholder, user, { lots }).problems;
}

/** Roll the dice an action asks for, for real on this client, and put their values in it. */
async function withDice(message: ChatMessage, state: CheckCardState, action: CheckAction): Promise<CheckAction> {
  const explode = exploding(state);
  let roll: VenusCheckRoll;
  if (action.type === "bonus") roll = VenusCheckRoll.bonusDice(state.bonusFactors + action.lots, explode);
  else if (action.type === "reroll") roll = VenusCheckRoll.reroll(action.die, explode);
  else if (action.type === "roll") roll = VenusCheckRoll.reroll("d20", false);
  else return action;
  await roll.evaluate({ allowInteractive: allowInteractiveRoll() });
  await showCardDice(roll, message, game.user);
  const values = roll.dieValues();
  if (action.type === "roll") return { ...action, d20: values[0] ?? 1 };
  return action.type === "bonus" ? { ...action, dice: values } : { ...action, value: values[0] ?? 1 };
}

/**
 * Carry out an action from this client: check it, then have the card's
 * writer apply it. `seen` is the version of the card the user acted on.
 */
export async function performCheckAction(message: ChatMessage, action: CheckAction, seen?: number): Promise<void> {
  const state = readCheckState(message);
  if (!state) return;
  const me = game.user;
  const dry = dryRun(state, action, checkUserFor(me, state), rollerLots(state));
  if (dry.length > 0) return notifyCardProblems(dry);
  // No GM, and no writer of the card who may write the roller's Lots: say so before any die is rolled.
  if (!writerReachable(message, (writer) => writerCan(writer, state))) return;
  // The dice are rolled here, by the user who asks; the writer checks them against the card.
  const request: CheckCardRequest = {
    action: await withDice(message, state, action),
    version: seen ?? checkCardVersion(state),
  };
  await sendCardRequest({ message, query: CHECK_QUERY, request: { ...request } });
}
