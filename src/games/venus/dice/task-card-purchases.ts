/**
 * Spending the task card's successes on consequences, pure: buying the
 * primary, a secondary or a tertiary consequence (anchored on the primary, a
 * failure or a secondary), refunding one, and writing its personalised
 * description. Every change is re-priced with spendSuccesses (src/rules/venus).
 */

import { venus } from "../../../rules";
import { cardProblem, fromRules } from "./problems";
import {
  MAX_NOTE_LENGTH,
  NO_COSTS,
  priceCard,
  refuse,
  type ActionOf,
  type ActionResult,
  type TaskCardPurchase,
  type TaskCardState,
} from "./task-card-state";

function isSecondary(id: string): id is venus.SecondaryId {
  return venus.SECONDARY_CONSEQUENCES.some((c) => c.id === id);
}

function isTertiary(id: string): id is venus.TertiaryId {
  return venus.TERTIARY_CONSEQUENCES.some((c) => c.id === id);
}

function isAnchor(on: unknown): on is venus.TertiaryAnchor {
  return on === "primary" || on === "failure" || (typeof on === "string" && isSecondary(on));
}

/** Buy a consequence, if the successes struck pay for it with everything bought before. */
export function applyBuy(state: TaskCardState, action: ActionOf<"buy">): ActionResult {
  let purchase: TaskCardPurchase;
  if (action.kind === "primary" && action.id === "primary")
    purchase = { kind: "primary", id: "primary", on: null, note: "" };
  else if (action.kind === "secondary" && isSecondary(action.id))
    purchase = { kind: "secondary", id: action.id, on: null, note: "" };
  else if (action.kind === "tertiary" && isTertiary(action.id)) {
    const primaryBought = state.purchases.some((p) => p.kind === "primary");
    const on = action.on ?? (primaryBought ? "primary" : "failure");
    if (!isAnchor(on)) return refuse(state, [cardProblem("unknown-purchase", `Unknown anchor ${String(on)}.`)]);
    purchase = { kind: "tertiary", id: action.id, on, note: "" };
  } else return refuse(state, [cardProblem("unknown-purchase", `Unknown consequence ${action.kind} ${action.id}.`)]);
  if (state.purchases.some((p) => p.kind === purchase.kind && p.id === purchase.id))
    return refuse(state, [cardProblem("spend-duplicate", `"${purchase.id}" is already bought.`)]);
  const list = [...state.purchases, purchase];
  const priced = priceCard(state, list);
  if (!priced.ok) return refuse(state, fromRules(priced.problems));
  const { note: _note, ...bought } = purchase;
  return {
    state: { ...state, purchases: list, history: [...state.history, { kind: "bought", purchase: bought }] },
    problems: [],
    costs: NO_COSTS,
  };
}

/** Give back a purchase, if what remains is still priced right (a tertiary may hang on it). */
export function applyRefund(state: TaskCardState, action: ActionOf<"refund">): ActionResult {
  const purchase = state.purchases[action.index];
  if (!purchase) return refuse(state, [cardProblem("unknown-purchase", `Nothing bought at #${action.index}.`)]);
  const list = state.purchases.filter((_, i) => i !== action.index);
  const priced = priceCard(state, list);
  if (!priced.ok) return refuse(state, fromRules(priced.problems));
  const { note: _note, ...refunded } = purchase;
  return {
    state: { ...state, purchases: list, history: [...state.history, { kind: "refunded", purchase: refunded }] },
    problems: [],
    costs: NO_COSTS,
  };
}

/** Write a purchase's personalised description (trimmed, at most MAX_NOTE_LENGTH characters). */
export function applyNote(state: TaskCardState, action: ActionOf<"note">): ActionResult {
  const purchase = state.purchases[action.index];
  if (!purchase) return refuse(state, [cardProblem("unknown-purchase", `Nothing bought at #${action.index}.`)]);
  const note = String(action.text).trim().slice(0, MAX_NOTE_LENGTH);
  return {
    state: { ...state, purchases: state.purchases.map((p, i) => (i === action.index ? { ...p, note } : p)) },
    problems: [],
    costs: NO_COSTS,
  };
}
