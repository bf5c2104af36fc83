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
import type { RoleView } from "../../../core/roles";

type Caliber = venus.Caliber;
type AbilityId = venus.AbilityId;

export const TASK_CARD_VERSION = 1;

/** An ally's answer to the roller's call for aid: asked, joined (their die joins the pool) or refused. */
export type AllyAnswer = "asked" | "joined" | "refused";

/** A stunt declared before the roll: it stands unless the FC vetoes it then. */
export type StuntState = "declared" | "vetoed";

export interface TaskCardAlly extends PlannedAlly {
  /** The ally declared a stunt on their own die when joining. */
  stunt?: StuntState;
  /** The ally's owner agreed to have their die KISSed. */
  agreed: boolean;
  /** Their answer to the call for aid (absent on cards rolled before allies were asked: joined). */
  answer?: AllyAnswer;
}

/** A KISS source a Peer must approve (a stunt needs no approval: the FC may only veto it before the roll). */
export type ApprovedSource = "insight" | "specialty";

/** A KISS source asked for one die, awaiting (or given) a Peer's approval. */
export interface Approval {
  die: number;
  source: ApprovedSource;
  status: "asked" | "approved" | "vetoed";
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
  | { kind: "closed"; primary: "bought" | "failed" }
  | { kind: "answered"; ally: number; answer: "joined" | "refused" | "withdrew" }
  | { kind: "factors"; factors: number }
  /** The FC vetoed the roller's (ally null) or an ally's declared stunt. */
  | { kind: "stuntVetoed"; ally: number | null }
  | { kind: "asked"; dice: { die: number; source: ApprovedSource }[] }
  | { kind: "approved" | "vetoed"; die: number; source: ApprovedSource };

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
  /** The pool planned while the allies are asked, before it is rolled (absent once rolled). */
  gathering?: venus.PoolDie[];
  /** The FC's relative factors besides learning: null while awaited; absent when the roller's choice stands. */
  fcFactors?: number | null;
  /** KISS sources asked for, awaiting or given their approval. */
  approvals?: Approval[];
  /** The roller's stunt, declared in the dialog (absent: none). */
  stunt?: StuntState;
}

/** Who is acting on the card, as seen from the documents they own and the table's roles. */
export interface CardUser {
  isGM: boolean;
  /** Owns the rolling character. */
  ownsRoller: boolean;
  /** Owns each aiding character (same order as state.allies). */
  ownsAllies: boolean[];
  /** Holds the FC's role (default: isGM). */
  isFC?: boolean;
  /** A Peer of the roller, who may approve: another player or the FC (default: the FC, or not the roller's owner). */
  isPeer?: boolean;
  /** Whether each ally has a player (a user other than a GM owning it); an NPC ally answers through the FC. */
  allyPlayers?: boolean[];
  /**
   * Who is connected to decide: an FC, a Peer of the roller (absent: nobody,
   * so the roller decides); and a GM, whose client writes the others'
   * decisions on the roller's card (false: they wait for one; absent: one is).
   */
  present?: { fc: boolean; peer: boolean; gm?: boolean };
}

/** What the viewer's card shows of the FC and of the roller's Peers (who holds them, whether it is the viewer). */
export interface CardRoles {
  fc: RoleView;
  peer: RoleView;
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
  | { type: "close"; bookkeeping?: BookLine[]; overflowJob?: string }
  /** An ally's answer to the call for aid, before the roll; joining, they may declare a stunt on their own die. */
  | { type: "join" | "refuse" | "withdraw"; ally: number; stunt?: boolean }
  /** The FC vetoes the roller's (ally null) or an ally's declared stunt, before the roll. */
  | { type: "vetoStunt"; ally: number | null }
  /** Roll the gathered pool: the faces as the roller's client rolled them (run by run, each six's added die after its run). */
  | { type: "roll"; faces: number[] }
  /** The FC's relative factors besides learning (0–4). */
  | { type: "factors"; factors: number }
  /** Ask for the approval a KISS source needs. */
  | { type: "ask"; requests: { die: number; source: ApprovedSource }[] }
  /** A Peer allows or refuses the Insight or Specialty of approval `index`. */
  | { type: "approve" | "veto"; index: number };

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
  /** The FC's relative factors are awaited (the roller is not the FC and an FC is connected). */
  awaitFC?: boolean;
  /** The roller declares a stunt. */
  stunt?: boolean;
}

/** A freshly rolled task card: `values[i]` is the face of `setup.pool[i]`. */
export function createTaskCard(setup: TaskCardSetup, values: readonly number[]): TaskCardState {
  const { pool, allies, awaitFC, stunt, ...rest } = setup;
  return {
    version: TASK_CARD_VERSION,
    ...rest,
    ...(awaitFC ? { fcFactors: null } : {}),
    ...(stunt ? { stunt: "declared" as const } : {}),
    allies: allies.map((a) => ({ ...a, agreed: false })),
    roll: venus.rollTask(pool, values),
    sources: pool.map(() => null),
    purchases: [],
    history: [{ kind: "rolled", values: [...values] }],
    closed: false,
    bookkeeping: [],
  };
}

/**
 * A card opened before the roll ("your FC will then count up to four
 * relative difficulty factors … 4. Now roll the dice"): nothing rolled yet,
 * the FC's factors awaited (when `awaitFC`), every ally asked, the roller's
 * stunt declared for the FC to veto, the planned pool kept until the roller
 * rolls it (applyRoll).
 */
export function createGatheringCard(setup: TaskCardSetup): TaskCardState {
  const card = createTaskCard({ ...setup, pool: [], added: [] }, []);
  return {
    ...card,
    allies: card.allies.map((a) => ({ ...a, answer: "asked" })),
    gathering: [...setup.pool],
    history: [],
  };
}

/** Whether this user may act for the roller (the roller's owner or the GM). */
export function canActAsRoller(user: CardUser): boolean {
  return user.isGM || user.ownsRoller;
}

/**
 * Whether this user may agree to have ally `i`'s die KISSed: whoever the
 * ally answers through (its owner; for an ally no player owns, an NPC, the
 * FC — a player FC included), or the Foundry GM.
 */
export function canAnswerForAlly(user: CardUser, i: number): boolean {
  const hasPlayer = user.allyPlayers?.[i] ?? false;
  return user.isGM || user.ownsAllies[i] === true || (!hasPlayer && isFCUser(user));
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

/** Whether the KISS round is still open: rolled, no re-roll yet, nothing bought yet, not closed. */
export function kissOpen(state: TaskCardState): boolean {
  return (
    !state.closed &&
    !state.gathering &&
    state.roll.phase === "rolled" &&
    !state.history.some((h) => h.kind === "bought")
  );
}

/** Whether an ally's die is (or will be) in the pool: they joined, or the card predates asking. */
export function allyJoined(ally: TaskCardAlly | undefined): boolean {
  return ally !== undefined && (ally.answer === undefined || ally.answer === "joined");
}

/** The FC holds this user's role (one place to switch to table roles). */
export function isFCUser(user: CardUser): boolean {
  return user.isFC ?? user.isGM;
}

/** Whether the FC's relative factors hold the roll up: awaited, before the roll, while an FC is connected. */
export function factorsAwaited(state: TaskCardState, user: CardUser): boolean {
  return state.fcFactors === null && state.gathering !== undefined && user.present?.fc === true;
}

/** One action of the union, by its type. */
export type ActionOf<T extends CardAction["type"]> = Extract<CardAction, { type: T }>;

/** An action that costs the roller nothing. */
export const NO_COSTS = { lots: 0, ego: false };

/** The unchanged state with the problems that refused the action. */
export function refuse(state: TaskCardState, problems: CardProblem[]): ActionResult {
  return { state, problems, costs: NO_COSTS };
}
