/**
 * The task card's state machine entry point, pure: state + action (+ who
 * acts) → new state, or the unchanged state with problems. It checks who may
 * act, then hands the action to its concern: the KISS round
 * (task-card-kiss.ts), purchases (task-card-purchases.ts) or closing out
 * (task-card-bookkeeping.ts).
 */

import { cardProblem } from "./problems";
import { applyClose } from "./task-card-bookkeeping";
import { applyAgree, applyEgoSixes, applyKiss } from "./task-card-kiss";
import { applyBuy, applyNote, applyRefund } from "./task-card-purchases";
import {
  canActAsRoller,
  refuse,
  type ActionResult,
  type CardAction,
  type CardUser,
  type TaskCardState,
} from "./task-card-state";

/**
 * Apply one action. Only the roller's owner or the GM may KISS, spend Ego,
 * buy, refund, edit descriptions and close; only an ally's owner or the GM
 * may agree for that ally. On any problem the state comes back unchanged.
 */
export function applyCardAction(state: TaskCardState, action: CardAction, user: CardUser): ActionResult {
  if (action.type === "agree") return applyAgree(state, action, user);

  if (!canActAsRoller(user))
    return refuse(state, [cardProblem("not-allowed", "Only the rolling character's owner or the GM can do that.")]);
  if (state.closed) return refuse(state, [cardProblem("card-closed", "This task is closed.")]);

  switch (action.type) {
    case "kiss":
      return applyKiss(state, action);
    case "egoSixes":
      return applyEgoSixes(state, action);
    case "buy":
      return applyBuy(state, action);
    case "refund":
      return applyRefund(state, action);
    case "note":
      return applyNote(state, action);
    case "close":
      return applyClose(state, action);
  }
}
