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
  applyAnswer,
  applyAsk,
  applyDecide,
  applyFactors,
  applyRoll,
  applyVetoStunt,
  stuntStands,
  unapproved,
} from "./task-card-table";
import {
  canActAsRoller,
  refuse,
  type ActionResult,
  type CardAction,
  type CardUser,
  type TaskCardState,
} from "./task-card-state";

/**
 * Apply one action. Only the roller's owner or the GM may roll, KISS, spend
 * Ego, buy, refund, edit descriptions and close; an ally's player (the FC for
 * an NPC) answers the call for aid; only an ally's owner or the GM may agree
 * to their die being KISSed; the FC sets the relative factors and may veto
 * a declared stunt, before the roll; a Peer approves an Insight or a
 * Specialty (task-card-table.ts); a stunt KISSes only when it was declared
 * and not vetoed. On
 * any problem the state comes back unchanged.
 */
export function applyCardAction(state: TaskCardState, action: CardAction, user: CardUser): ActionResult {
  switch (action.type) {
    case "agree":
      return applyAgree(state, action, user);
    case "join":
    case "refuse":
    case "withdraw":
      return applyAnswer(state, action, user);
    case "approve":
    case "veto":
      return applyDecide(state, action, user);
    case "factors":
      return applyFactors(state, action, user);
    case "vetoStunt":
      return applyVetoStunt(state, action, user);
    case "roll":
      return applyRoll(state, action, user);
    case "ask":
      return applyAsk(state, action, user);
  }

  if (!canActAsRoller(user))
    return refuse(state, [cardProblem("not-allowed", "Only the rolling character's owner or the GM can do that.")]);
  if (state.closed) return refuse(state, [cardProblem("card-closed", "This task is closed.")]);
  if (state.gathering) return refuse(state, [cardProblem("not-rolled", "Roll the pool first.")]);

  switch (action.type) {
    case "kiss":
      if (Array.isArray(action.requests) && unapproved(state, action.requests, user).length > 0)
        return refuse(state, [cardProblem("approval-awaited", "An Insight or a Specialty awaits a Peer's approval.")]);
      // A stunt KISSes a die of whoever declared it before the roll, unless the FC vetoed it then.
      if (
        Array.isArray(action.requests) &&
        action.requests.some((r) => r?.source === "stunt" && !stuntStands(state, r.die))
      )
        return refuse(state, [
          cardProblem("stunt-not-declared", "A stunt is declared before the roll, and not vetoed."),
        ]);
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
