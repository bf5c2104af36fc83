/**
 * The check card's decisions that belong to others than the roller, pure:
 * the FC's relative factors and the flat bonus the FC allows ("Target =
 * absolute difficulty + up to four relative factors"; "Roll d20 + ability
 * score (+ any flat bonus the FC allows)"), and a Peer's approval of the
 * bonus factors ("each Peer-approved"). The FC decides before the d20 is
 * rolled and never after; while an FC is connected the roll waits for the
 * FC; while a Peer is connected the bonus factors count once one approves
 * them. Readings: docs/games/venus-rulings.md,
 * "The table's decisions".
 */

import { venus } from "../../../rules";
import { MAX_FLAT_BONUS } from "./check-context";
import { cardProblem, type CardProblem } from "./problems";
import { checkRolled, type CheckAction, type CheckActionResult, type CheckCardState } from "./check-card-state";
import { isFCUser, type CardUser } from "./task-card-state";

/**
 * Whether this user is a Peer of the roller: the holder of the card's "peer"
 * role (roles.ts: the other players, and the FC unless the FC rolls); for a
 * card user built without roles, anyone not owning the rolling character.
 */
export function isCheckPeer(user: CardUser): boolean {
  return user.isPeer ?? !user.ownsRoller;
}

/** The FC's factors and flat bonus are awaited from a connected FC. */
export function fcAwaitedNow(state: CheckCardState, user: CardUser): boolean {
  return state.fcAwaited === true && !checkRolled(state) && user.present?.fc === true;
}

/** The bonus factors await a connected Peer's approval. */
export function bonusAwaitedNow(state: CheckCardState, user: CardUser): boolean {
  return state.bonusApproval === "asked" && bonusStepPending(state) && user.present?.peer === true;
}

/**
 * The bonus step has not been taken or passed over: no bonus dice, not
 * declined, not closed. A Lot's re-roll of a natural 1 leaves it pending (the
 * re-rolled d20 may take the bonus step then), so the Peers' approval stays
 * awaited — and approvable — until the step is taken or passed over; a card
 * never says it waits for an approval nobody can give.
 */
export function bonusStepPending(state: CheckCardState): boolean {
  return !state.closed && state.bonus === null && !state.bonusDeclined;
}

/** What holds up the roller's next step, if anything: the FC's decision, or (for the bonus step) a Peer's. */
export function checkHeldBy(state: CheckCardState, user: CardUser, bonusStep: boolean): CardProblem | null {
  if (fcAwaitedNow(state, user) && !checkRolled(state))
    return cardProblem("factors-awaited", "The FC has not set the relative factors and flat bonus yet.");
  if (bonusStep && bonusAwaitedNow(state, user))
    return cardProblem("approval-awaited", "The bonus factors await a Peer's approval.");
  return null;
}

/** The FC sets the factors and flat bonus (before any step); a Peer approves or refuses the bonus factors. */
export function applyCheckDecision(
  state: CheckCardState,
  action: Extract<CheckAction, { type: "fc" | "approveBonus" | "refuseBonus" }>,
  user: CardUser,
): CheckActionResult {
  const no = (problem: CardProblem): CheckActionResult => ({ state, problems: [problem], lots: 0 });
  const untouched = bonusStepPending(state);
  if (action.type === "fc") {
    if (!isFCUser(user)) return no(cardProblem("not-allowed", "The FC sets the relative factors and flat bonus."));
    if (checkRolled(state))
      return no(cardProblem("dice-rolled", "The d20 is rolled: the factors can no longer change."));
    if (!venus.isIntegerIn(action.factors, 0, venus.MAX_RELATIVE_FACTORS))
      return no(cardProblem("threshold-out-of-range", "At most four relative factors."));
    if (!venus.isIntegerIn(action.flatBonus, 0, MAX_FLAT_BONUS))
      return no(cardProblem("flat-bonus-out-of-range", `A flat bonus runs 0–${MAX_FLAT_BONUS}.`));
    const { factors, flatBonus } = action;
    return {
      state: {
        ...state,
        factors,
        flatBonus,
        target: venus.checkTarget(state.difficulty, factors),
        fcAwaited: false,
        history: [...state.history, { kind: "fc", factors, flatBonus }],
      },
      problems: [],
      lots: 0,
    };
  }
  if (!isCheckPeer(user)) return no(cardProblem("not-allowed", "A Peer approves the bonus factors."));
  if (state.bonusApproval !== "asked" || !untouched)
    return no(cardProblem("agreement-not-needed", "Nothing to approve there."));
  const approved = action.type === "approveBonus";
  return {
    state: {
      ...state,
      bonusApproval: approved ? "approved" : "refused",
      bonusFactors: approved ? state.bonusFactors : 0,
      history: [...state.history, { kind: approved ? "bonusApproved" : "bonusRefused" }],
    },
    problems: [],
    lots: 0,
  };
}
