/**
 * The interactive task card as a pure state machine, part one: the card's
 * state and actions as data, a freshly rolled card, and the questions every
 * action asks (who may act, successes struck, the price of the purchases,
 * whether the KISS round is open). The actions themselves are applied by
 * applyCardAction (task-card-action.ts), one concern a file: the KISS round
 * (task-card-kiss.ts), buying consequences (task-card-purchases.ts) and
 * closing out with its bookkeeping (task-card-bookkeeping.ts). The Foundry
 * side (task-card-message.ts and its neighbours) loads the state from the
 * message, applies an action, saves it and carries out the costs and the
 * bookkeeping. Rules: rollTask, kiss, spendEgoOnSixes, taskSuccesses,
 * spendSuccesses, closeTask, applyExp, gainLots (src/rules/venus).
 */

import { venus } from "../../../rules";
import type { PlannedAlly } from "./task-context";
import type { CardProblem } from "./problems";
import type { RollModifiers } from "./roll-modifiers";

type Caliber = venus.Caliber;
type AbilityId = venus.AbilityId;

export const TASK_CARD_VERSION = 1;

export interface TaskCardAlly extends PlannedAlly {
  /** The ally's owner agreed to have their die KISSed. */
  agreed: boolean;
}

export type PurchaseKind = "primary" | "secondary" | "tertiary";

export interface TaskCardPurchase {
  kind: PurchaseKind;
  /** "primary", a SecondaryId or a TertiaryId. */
  id: string;
  /** What a tertiary consequence hangs on; null otherwise. */
  on: venus.TertiaryAnchor | null;
  /** The personalised description (the words after the ellipsis). */
  note: string;
}

export type HistoryEntry =
  | { kind: "rolled"; values: number[] }
  | { kind: "agreed"; ally: number }
  | {
      kind: "kissed";
      dice: { die: number; source: venus.KissSource; from: number; to: number }[];
      /** Faces of the dice the re-rolled sixes added (exploding dice). */
      added?: number[];
    }
  | { kind: "ego-sixes" }
  | { kind: "bought"; purchase: Omit<TaskCardPurchase, "note"> }
  | { kind: "refunded"; purchase: Omit<TaskCardPurchase, "note"> }
  | { kind: "closed"; primary: "bought" | "failed" };

/** One line of bookkeeping shown on a closed card: a lang key and its data. */
export interface BookLine {
  key: string;
  data: Record<string, string | number>;
}

export interface TaskCardState {
  version: number;
  actorUuid: string;
  actorName: string;
  img: string;
  jobId: string;
  jobName: string;
  /** The job's level when the task was rolled (0 = learning). */
  jobLevel: number;
  learning: boolean;
  ability: AbilityId;
  caliber: Caliber;
  threshold: number;
  allies: TaskCardAlly[];
  roll: venus.TaskRoll;
  /** Per die: the KISS source that re-rolled it, or null. */
  sources: (venus.KissSource | null)[];
  purchases: TaskCardPurchase[];
  history: HistoryEntry[];
  closed: boolean;
  /** What closing the card marked on the sheets. */
  bookkeeping: BookLine[];
  /** The roll's caliber change and exploding dice (absent on cards rolled before they existed). */
  modifiers?: RollModifiers;
  /** Indices of the dice that sixes added (exploding dice), at the roll or in the KISS round. */
  added?: number[];
}

/** Who is acting on the card, as seen from the documents they own. */
export interface CardUser {
  isGM: boolean;
  /** Owns the rolling character. */
  ownsRoller: boolean;
  /** Owns each aiding character (same order as state.allies). */
  ownsAllies: boolean[];
}

export type CardAction =
  | { type: "agree"; ally: number }
  | {
      type: "kiss";
      requests: { die: number; source: venus.KissSource }[];
      /** The new faces, rolled for real by the Foundry side. */
      rerolls: { die: number; value: number }[];
      /** Exploding dice: a die each re-rolled 6 added, like die `from` (its caliber and owner). */
      added?: { from: number; value: number }[];
      /** What the roller holds right now. */
      resources: { lots: number; ego: boolean };
    }
  | { type: "egoSixes"; resources: { ego: boolean } }
  | { type: "buy"; kind: PurchaseKind; id: string; on?: venus.TertiaryAnchor }
  | { type: "refund"; index: number }
  | { type: "note"; index: number; text: string }
  /** `overflowJob`: the roller's job that takes a Lot earned past 10 (default: the task's job). */
  | { type: "close"; bookkeeping?: BookLine[]; overflowJob?: string };

export interface ActionResult {
  state: TaskCardState;
  problems: CardProblem[];
  /** What the roller must pay on their sheet (Lots, Ego). */
  costs: { lots: number; ego: boolean };
}

/** The longest personalised description kept. */
export const MAX_NOTE_LENGTH = 200;

export interface TaskCardSetup {
  actorUuid: string;
  actorName: string;
  img: string;
  jobId: string;
  jobName: string;
  jobLevel: number;
  learning: boolean;
  ability: AbilityId;
  caliber: Caliber;
  threshold: number;
  allies: PlannedAlly[];
  /** The dice as rolled: exploding dice include the ones sixes added (listed in `added`). */
  pool: readonly venus.PoolDie[];
  modifiers?: RollModifiers;
  added?: number[];
}

/** A freshly rolled task card: `values[i]` is the face of `setup.pool[i]`. */
export function createTaskCard(setup: TaskCardSetup, values: readonly number[]): TaskCardState {
  const { pool, allies, ...rest } = setup;
  return {
    version: TASK_CARD_VERSION,
    ...rest,
    allies: allies.map((a) => ({ ...a, agreed: false })),
    roll: venus.rollTask(pool, values),
    sources: pool.map(() => null),
    purchases: [],
    history: [{ kind: "rolled", values: [...values] }],
    closed: false,
    bookkeeping: [],
  };
}

/** Whether this user may act for the roller (the roller's owner or the GM). */
export function canActAsRoller(user: CardUser): boolean {
  return user.isGM || user.ownsRoller;
}

/** Whether this user may answer for ally `i` (that ally's owner or the GM). */
export function canAnswerForAlly(user: CardUser, i: number): boolean {
  return user.isGM || user.ownsAllies[i] === true;
}

/** Successes struck so far (Ego's doubled sixes included). */
export function cardSuccesses(state: TaskCardState): number {
  return venus.taskSuccesses(state.roll);
}

/** The purchases in the shape spendSuccesses prices. */
export function purchasesOf(list: readonly TaskCardPurchase[]): Required<venus.Purchases> {
  return {
    primary: list.some((p) => p.kind === "primary"),
    secondary: list.filter((p) => p.kind === "secondary").map((p) => p.id as venus.SecondaryId),
    tertiary: list
      .filter((p) => p.kind === "tertiary")
      .map((p) => ({ id: p.id as venus.TertiaryId, on: p.on ?? "primary" })),
  };
}

/** Price the purchases against the successes struck. */
export function priceCard(
  state: TaskCardState,
  list: readonly TaskCardPurchase[] = state.purchases,
): venus.SpendResult {
  return venus.spendSuccesses(cardSuccesses(state), state.threshold, purchasesOf(list));
}

/**
 * The card's version for the version rule (src/core/versioned-state.ts): the
 * length of its history, which every action but a description adds to. A
 * request made on an older version is refused as stale; a description
 * changes no history, so two descriptions written at once are both kept.
 */
export function taskCardVersion(state: TaskCardState): number {
  return state.history.length;
}

/** Whether the KISS round is still open: no re-roll yet, nothing bought yet, not closed. */
export function kissOpen(state: TaskCardState): boolean {
  return !state.closed && state.roll.phase === "rolled" && !state.history.some((h) => h.kind === "bought");
}

/** One action of the union, by its type. */
export type ActionOf<T extends CardAction["type"]> = Extract<CardAction, { type: T }>;

/** An action that costs the roller nothing. */
export const NO_COSTS = { lots: 0, ego: false };

/** The unchanged state with the problems that refused the action. */
export function refuse(state: TaskCardState, problems: CardProblem[]): ActionResult {
  return { state, problems, costs: NO_COSTS };
}
