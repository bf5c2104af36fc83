/**
 * The check card as a pure state machine: the card opens before the d20 is
 * rolled (the FC sets the relative factors and flat bonus: “The FC may then
 * add up to four relative difficulty factors … 2. Then pick up and roll a
 * d20”), then the roller rolls the d20, then the bonus step offered only
 * when it can matter, then at most one Lot re-roll, each step an action on
 * the card's state (kept in its message's flags). The book's checks: “If you've fallen short of the target … make up
 * the difference with up to four … bonus factors … if it's clear that even
 * the best possible roll (of +6) wouldn't help you succeed then you must skip
 * this step”; Lots: “one Lot can be spent per check to reroll too”. Rulings
 * (docs/games/venus-rulings.md, Checks): Lots are paid only for bonus dice
 * rolled; the re-roll comes after the bonus step, on the d20 or the highest
 * bonus die, once; a re-rolled d20 that had no bonus step may take it.
 * The dice come rolled by the Foundry side (check-card-query.ts); the rules
 * decide the result (resolveCheck, needsBonusDice).
 */

import { venus } from "../../../rules";
import type { CheckRollOptions } from "./check-context";
import { cardProblem, fromRules, type CardProblem } from "./problems";
import { canActAsRoller, type CardUser } from "./task-card-state";
import { applyCheckDecision, checkHeldBy } from "./check-card-table";

export const CHECK_CARD_VERSION = 1;

export type RerollTarget = "d20" | "bonus";

export type CheckHistoryEntry =
  | { kind: "rolled"; d20: number }
  | { kind: "proposed" }
  | { kind: "bonus"; dice: number[]; lots: number }
  | { kind: "declined" }
  | { kind: "rerolled"; die: RerollTarget; from: number; to: number }
  | { kind: "accepted" }
  | { kind: "fc"; factors: number; flatBonus: number }
  | { kind: "bonusApproved" | "bonusRefused" };

export interface CheckCardState extends CheckRollOptions {
  version: number;
  /** The d20's face; 0 while the card awaits the roll (`rolled: false`). */
  d20: number;
  /** False while the card is open before the roll; absent once rolled (and on cards rolled at once). */
  rolled?: false;
  /** The bonus dice rolled (each the sum of its chain when they explode) and the Lots paid for them; null before. */
  bonus: { dice: number[]; lots: number } | null;
  /** The player passed on the bonus step. */
  bonusDeclined: boolean;
  /** The one Lot re-roll, once spent. */
  reroll: { die: RerollTarget; from: number; to: number } | null;
  history: CheckHistoryEntry[];
  /** The player accepted the result: nothing more happens. */
  closed: boolean;
  /** The FC's relative factors and flat bonus are awaited (check-card-table.ts); absent: the roller's stand. */
  fcAwaited?: boolean;
  /** A Peer's approval of the bonus factors: asked, approved, or refused (then none count); absent: approved. */
  bonusApproval?: "asked" | "approved" | "refused";
}

/** The roller's resources, read from the sheet when an action is applied. */
export interface CheckResources {
  lots: number;
}

export type CheckAction =
  /** The roller rolls the d20 (once the FC has decided); the roller's client rolls `d20`. */
  | { type: "roll"; d20?: number }
  /** Roll the bonus dice: the approved factors plus `lots` Lots; the writer rolls `dice`. */
  | { type: "bonus"; lots: number; dice?: number[] }
  | { type: "decline" }
  /** Spend a Lot to re-roll the d20 or the highest bonus die; the writer rolls `value`. */
  | { type: "reroll"; die: RerollTarget; value?: number }
  | { type: "accept" }
  /** The FC sets the relative factors and the flat bonus. */
  | { type: "fc"; factors: number; flatBonus: number }
  /** A Peer approves or refuses the bonus factors. */
  | { type: "approveBonus" | "refuseBonus" };

export interface CheckActionResult {
  state: CheckCardState;
  problems: CardProblem[];
  /** Lots the roller pays on their sheet. */
  lots: number;
}

/** A freshly rolled check card; `table`: the FC's and the Peers' decisions it awaits. */
export function createCheckCard(
  setup: CheckRollOptions,
  d20: number,
  table: { awaitFC?: boolean } = {},
): CheckCardState {
  return {
    ...setup,
    ...(table.awaitFC ? { fcAwaited: true } : {}),
    ...(setup.bonusFactors > 0 ? { bonusApproval: "asked" as const } : {}),
    version: CHECK_CARD_VERSION,
    d20,
    bonus: null,
    bonusDeclined: false,
    reroll: null,
    history: [{ kind: "rolled", d20 }],
    closed: false,
  };
}

/**
 * A check card opened before the roll: nothing rolled, the FC's factors and
 * flat bonus awaited when `table.awaitFC`, the roller's proposal (ability,
 * difficulty, bonus factors) on it.
 */
export function proposeCheckCard(setup: CheckRollOptions, table: { awaitFC?: boolean } = {}): CheckCardState {
  return { ...createCheckCard(setup, 0, table), rolled: false, history: [{ kind: "proposed" }] };
}

/** Whether the d20 is rolled (cards rolled at once have no `rolled` flag). */
export function checkRolled(state: CheckCardState): boolean {
  return state.rolled !== false;
}

/** The check's version for the version rule (src/core/versioned-state.ts): the length of its history. */
export function checkCardVersion(state: CheckCardState): number {
  return state.history.length;
}

/** Whether the check's bonus dice explode (a Gambit; never on checks rolled before Gambits existed). */
export function exploding(state: CheckCardState): boolean {
  return state.modifiers?.explode === true;
}

function rollOf(state: CheckCardState): venus.CheckRoll {
  return {
    d20: state.d20,
    score: state.score,
    caliber: state.caliber,
    target: state.target,
    flatBonus: state.flatBonus,
    explode: exploding(state),
  };
}

/** The check as it stands: passed, automatic result, total (before the roll: not passed, no die counted). */
export function checkResult(state: CheckCardState): venus.CheckResult {
  if (!checkRolled(state)) return { passed: false, auto: null, total: state.score + state.flatBonus };
  return venus.resolveCheck({ ...rollOf(state), bonusDice: state.bonus?.dice ?? [] });
}

/** Whether the bonus step applies to the d20 as it stands (no automatic result, short, within reach). */
export function bonusApplies(state: CheckCardState): boolean {
  return checkRolled(state) && venus.needsBonusDice(rollOf(state));
}

/** The most Lots the bonus step can take now: those held, within four bonus factors. */
export function maxBonusLots(state: CheckCardState, lotsHeld: number): number {
  return Math.max(0, Math.min(lotsHeld, venus.MAX_BONUS_DICE - state.bonusFactors));
}

/** The bonus step is on offer: not taken or declined, it can matter, and there is something to roll. */
export function bonusOpen(state: CheckCardState, lotsHeld: number): boolean {
  return (
    !state.closed &&
    state.bonus === null &&
    !state.bonusDeclined &&
    bonusApplies(state) &&
    state.bonusFactors + maxBonusLots(state, lotsHeld) > 0
  );
}

/** The one Lot re-roll is on offer: after the bonus step, while the check fails, with a Lot to spend. */
export function rerollOpen(state: CheckCardState, lotsHeld: number): boolean {
  return (
    checkRolled(state) &&
    !state.closed &&
    state.reroll === null &&
    lotsHeld > 0 &&
    !checkResult(state).passed &&
    !bonusOpen(state, lotsHeld)
  );
}

/** Nothing more can happen on the card: it passed, or neither step is on offer (accepted, or nothing left). */
export function checkSettled(state: CheckCardState, lotsHeld: number): boolean {
  if (!checkRolled(state)) return false;
  return checkResult(state).passed || (!bonusOpen(state, lotsHeld) && !rerollOpen(state, lotsHeld));
}

/** The index of the bonus die a re-roll replaces: the (first) highest; -1 without dice. */
export function highestBonusDie(dice: readonly number[]): number {
  let best = -1;
  dice.forEach((d, i) => {
    if (d > (dice[best] ?? 0)) best = i;
  });
  return best;
}

function refuse(state: CheckCardState, problems: CardProblem[]): CheckActionResult {
  return { state, problems, lots: 0 };
}

/** A rolled bonus die as the card keeps it: a face, or with explosions the sum of its chain. */
function validDie(state: CheckCardState, value: number): boolean {
  if (!Number.isInteger(value) || value < 1) return false;
  return exploding(state) ? value % 6 !== 0 : value <= 6;
}

function applyBonus(
  state: CheckCardState,
  action: Extract<CheckAction, { type: "bonus" }>,
  held: number,
): CheckActionResult {
  if (!bonusOpen(state, held))
    return refuse(state, [cardProblem("bonus-step-unavailable", "The bonus step is not on offer now.")]);
  if (!venus.isIntegerIn(action.lots, 0, venus.MAX_BONUS_DICE - state.bonusFactors))
    return refuse(state, [cardProblem("bonus-dice-out-of-range", "At most four bonus factors, Lots included.")]);
  if (action.lots > held)
    return refuse(
      state,
      fromRules([venus.problem("kiss-lots-exceeded", `${action.lots} Lots spent but only ${held} held.`)]),
    );
  const count = state.bonusFactors + action.lots;
  if (count === 0) return refuse(state, [cardProblem("no-bonus-dice", "No bonus factors and no Lots to roll.")]);
  const { dice } = action;
  if (!Array.isArray(dice) || dice.length !== count || !dice.every((d) => validDie(state, d)))
    return refuse(state, [cardProblem("reroll-mismatch", `Expected ${count} rolled bonus dice.`)]);
  return {
    state: {
      ...state,
      bonus: { dice: [...dice], lots: action.lots },
      history: [...state.history, { kind: "bonus", dice: [...dice], lots: action.lots }],
    },
    problems: [],
    lots: action.lots,
  };
}

function applyReroll(
  state: CheckCardState,
  action: Extract<CheckAction, { type: "reroll" }>,
  held: number,
): CheckActionResult {
  if (!rerollOpen(state, held))
    return refuse(state, [
      cardProblem("reroll-unavailable", "One Lot may re-roll once per check, after the bonus step, while it fails."),
    ]);
  const value = action.value ?? 0;
  if (action.die === "d20") {
    if (!venus.isIntegerIn(value, 1, 20))
      return refuse(state, [cardProblem("reroll-mismatch", "A re-rolled d20 shows 1–20.")]);
    const reroll = { die: "d20" as const, from: state.d20, to: value };
    return {
      state: { ...state, d20: value, reroll, history: [...state.history, { kind: "rerolled", ...reroll }] },
      problems: [],
      lots: 1,
    };
  }
  if (action.die !== "bonus" || !state.bonus)
    return refuse(state, [cardProblem("reroll-no-bonus-die", "There is no bonus die to re-roll.")]);
  if (!validDie(state, value)) return refuse(state, [cardProblem("reroll-mismatch", "A re-rolled bonus die is a d6.")]);
  const { dice } = state.bonus;
  const top = highestBonusDie(dice);
  const reroll = { die: "bonus" as const, from: dice[top] ?? 0, to: value };
  return {
    state: {
      ...state,
      bonus: { ...state.bonus, dice: dice.map((d, i) => (i === top ? value : d)) },
      reroll,
      history: [...state.history, { kind: "rerolled", ...reroll }],
    },
    problems: [],
    lots: 1,
  };
}

/** The roller rolls the d20 of a card opened before the roll. */
function applyD20(state: CheckCardState, action: Extract<CheckAction, { type: "roll" }>): CheckActionResult {
  if (checkRolled(state)) return refuse(state, [cardProblem("already-rolled", "The d20 is rolled already.")]);
  const d20 = action.d20 ?? 0;
  if (!venus.isIntegerIn(d20, 1, 20)) return refuse(state, [cardProblem("reroll-mismatch", "A d20 shows 1–20.")]);
  const { rolled: _open, ...rest } = state;
  return {
    state: { ...rest, d20, history: [...state.history, { kind: "rolled", d20 }] },
    problems: [],
    lots: 0,
  };
}

/**
 * Apply one action with the rights of `user` and what the roller holds now.
 * Only the roller's owner or the GM acts on a check; on any problem the
 * state comes back unchanged.
 */
export function applyCheckAction(
  state: CheckCardState,
  action: CheckAction,
  user: CardUser,
  resources: CheckResources,
): CheckActionResult {
  if (action.type === "fc" || action.type === "approveBonus" || action.type === "refuseBonus")
    return applyCheckDecision(state, action, user);
  if (!canActAsRoller(user))
    return refuse(state, [cardProblem("not-allowed", "Only the rolling character's owner or the GM can do that.")]);
  const held = checkHeldBy(state, user, action.type === "bonus");
  if (held) return refuse(state, [held]);
  if (action.type === "roll") return applyD20(state, action);
  if (!checkRolled(state)) return refuse(state, [cardProblem("not-rolled", "Roll the d20 first.")]);
  if (checkSettled(state, resources.lots))
    return refuse(state, [cardProblem("check-decided", "This check is settled; nothing more can change.")]);
  switch (action.type) {
    case "bonus":
      return applyBonus(state, action, resources.lots);
    case "reroll":
      return applyReroll(state, action, resources.lots);
    case "decline":
      if (!bonusOpen(state, resources.lots))
        return refuse(state, [cardProblem("bonus-step-unavailable", "The bonus step is not on offer now.")]);
      return {
        state: { ...state, bonusDeclined: true, history: [...state.history, { kind: "declined" }] },
        problems: [],
        lots: 0,
      };
    case "accept":
      return {
        state: { ...state, closed: true, history: [...state.history, { kind: "accepted" }] },
        problems: [],
        lots: 0,
      };
    default:
      return refuse(state, [cardProblem("not-allowed", "Unknown action.")]);
  }
}

/**
 * A check rolled before the card was interactive (1d20 and its bonus d6 in
 * one roll, the Lots taken at once), shown as a settled card.
 */
export function legacyCheckCard(
  setup: CheckRollOptions & { lotsSpent?: number },
  d20: number,
  bonus: number[],
): CheckCardState {
  const card = createCheckCard(setup, d20);
  const lots = setup.lotsSpent ?? 0;
  return bonus.length === 0
    ? { ...card, closed: true }
    : {
        ...card,
        bonus: { dice: [...bonus], lots },
        history: [...card.history, { kind: "bonus", dice: [...bonus], lots }],
        closed: true,
      };
}
