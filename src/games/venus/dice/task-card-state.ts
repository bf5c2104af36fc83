/**
 * The interactive task card as a pure state machine: state + action (+ who
 * acts) → new state, or the unchanged state with problems. The Foundry side
 * (task-card.ts) only loads the state from the message, applies an action,
 * saves it and carries out the costs and the bookkeeping this module works
 * out. Rules: rollTask, kiss, spendEgoOnSixes, taskSuccesses,
 * spendSuccesses, closeTask, applyExp, gainLots (src/rules/venus).
 */

import { venus } from "../../../rules";
import type { PlannedAlly } from "./task-context";
import { cardProblem, fromRules, type CardProblem } from "./problems";

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
  | { kind: "kissed"; dice: { die: number; source: venus.KissSource; from: number; to: number }[] }
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
      /** What the roller holds right now. */
      resources: { lots: number; ego: boolean };
    }
  | { type: "egoSixes"; resources: { ego: boolean } }
  | { type: "buy"; kind: PurchaseKind; id: string; on?: venus.TertiaryAnchor }
  | { type: "refund"; index: number }
  | { type: "note"; index: number; text: string }
  | { type: "close"; bookkeeping?: BookLine[] };

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
  pool: readonly venus.PoolDie[];
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
export function purchasesOf(list: readonly TaskCardPurchase[]): venus.Purchases {
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

/** Whether the KISS round is still open: no re-roll yet, nothing bought yet, not closed. */
export function kissOpen(state: TaskCardState): boolean {
  return !state.closed && state.roll.phase === "rolled" && !state.history.some((h) => h.kind === "bought");
}

const NO_COSTS = { lots: 0, ego: false };

function refuse(state: TaskCardState, problems: CardProblem[]): ActionResult {
  return { state, problems, costs: NO_COSTS };
}

function isSecondary(id: string): id is venus.SecondaryId {
  return venus.SECONDARY_CONSEQUENCES.some((c) => c.id === id);
}

function isTertiary(id: string): id is venus.TertiaryId {
  return venus.TERTIARY_CONSEQUENCES.some((c) => c.id === id);
}

function isAnchor(on: unknown): on is venus.TertiaryAnchor {
  return on === "primary" || on === "failure" || (typeof on === "string" && isSecondary(on));
}

/**
 * Apply one action. Only the roller's owner or the GM may KISS, spend Ego,
 * buy, refund, edit descriptions and close; only an ally's owner or the GM
 * may agree for that ally. On any problem the state comes back unchanged.
 */
export function applyCardAction(state: TaskCardState, action: CardAction, user: CardUser): ActionResult {
  if (action.type === "agree") {
    if (!canAnswerForAlly(user, action.ally))
      return refuse(state, [cardProblem("not-allowed", "Only the ally's owner or the GM can agree for them.")]);
    if (state.closed) return refuse(state, [cardProblem("card-closed", "This task is closed.")]);
    const ally = state.allies[action.ally];
    if (!ally) return refuse(state, [cardProblem("kiss-unknown-die", `There is no ally #${action.ally}.`)]);
    if (!kissOpen(state))
      return refuse(state, [cardProblem("kiss-round-over", "Dice are KISSed in a single round; that round is over.")]);
    if (ally.agreed) return refuse(state, [cardProblem("agreement-not-needed", `${ally.name} has already agreed.`)]);
    return {
      state: {
        ...state,
        allies: state.allies.map((a, i) => (i === action.ally ? { ...a, agreed: true } : a)),
        history: [...state.history, { kind: "agreed", ally: action.ally }],
      },
      problems: [],
      costs: NO_COSTS,
    };
  }

  if (!canActAsRoller(user))
    return refuse(state, [cardProblem("not-allowed", "Only the rolling character's owner or the GM can do that.")]);
  if (state.closed) return refuse(state, [cardProblem("card-closed", "This task is closed.")]);

  switch (action.type) {
    case "kiss": {
      if (action.requests.length === 0)
        return refuse(state, [cardProblem("nothing-selected", "Choose the dice to KISS and a source for each.")]);
      if (!kissOpen(state))
        return refuse(state, [
          cardProblem("kiss-round-over", "Dice are KISSed in a single round; that round is over."),
        ]);
      const requests: venus.KissRequest[] = action.requests.map((r) => {
        const die = state.roll.dice[r.die];
        const ally = die?.ally ?? null;
        return ally === null
          ? { die: r.die, source: r.source }
          : { ...r, allyAgrees: state.allies[ally]?.agreed === true };
      });
      const plan: venus.KissPlan = { requests };
      const resources: venus.KissResources = {
        lots: action.resources.lots,
        insights: requests.filter((r) => r.source === "insight").length,
        specialties: venus.MAX_SPECIALTY_KISSES,
        ego: action.resources.ego,
      };
      const result = venus.kiss(state.roll, plan, resources, action.rerolls);
      if (result.problems.length > 0) return refuse(state, fromRules(result.problems));
      const sources = [...state.sources];
      for (const r of requests) sources[r.die] = r.source;
      const cost = venus.kissCost(plan);
      return {
        state: {
          ...state,
          roll: result.roll,
          sources,
          history: [
            ...state.history,
            {
              kind: "kissed",
              dice: requests.map((r) => ({
                die: r.die,
                source: r.source,
                from: state.roll.dice[r.die]?.value ?? 0,
                to: result.roll.dice[r.die]?.value ?? 0,
              })),
            },
          ],
        },
        problems: [],
        costs: { lots: cost.lots, ego: cost.ego },
      };
    }
    case "egoSixes": {
      if (state.history.some((h) => h.kind === "bought"))
        return refuse(state, [cardProblem("spent-already", "Successes are already being spent.")]);
      const result = venus.spendEgoOnSixes(state.roll, action.resources);
      if (result.problems.length > 0) return refuse(state, fromRules(result.problems));
      return {
        state: { ...state, roll: result.roll, history: [...state.history, { kind: "ego-sixes" }] },
        problems: [],
        costs: { lots: 0, ego: true },
      };
    }
    case "buy": {
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
      } else
        return refuse(state, [cardProblem("unknown-purchase", `Unknown consequence ${action.kind} ${action.id}.`)]);
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
    case "refund": {
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
    case "note": {
      const purchase = state.purchases[action.index];
      if (!purchase) return refuse(state, [cardProblem("unknown-purchase", `Nothing bought at #${action.index}.`)]);
      const note = String(action.text).trim().slice(0, MAX_NOTE_LENGTH);
      return {
        state: { ...state, purchases: state.purchases.map((p, i) => (i === action.index ? { ...p, note } : p)) },
        problems: [],
        costs: NO_COSTS,
      };
    }
    case "close": {
      const primary = state.purchases.some((p) => p.kind === "primary") ? "bought" : "failed";
      return {
        state: {
          ...state,
          roll: { ...state.roll, phase: "kissed" },
          closed: true,
          bookkeeping: action.bookkeeping ?? [],
          history: [...state.history, { kind: "closed", primary }],
        },
        problems: [],
        costs: NO_COSTS,
      };
    }
  }
}

// ---------------------------------------------------------------------------
// Bookkeeping when the card is closed out

export interface JobSnapshot extends venus.JobProgress {
  name: string;
  /** Options for applyExp: graduation rule, minimum job level, inherited scores. */
  expOptions: venus.ApplyExpOptions;
}

export interface BookkeepingInput {
  /** The roller's job now (null if it was deleted: its exp is skipped). */
  job: JobSnapshot | null;
  /** Lots the roller holds now. */
  lots: number;
  /** Each ally's job now, same order as state.allies (null if gone). */
  allyJobs: (JobSnapshot | null)[];
}

export interface JobChange {
  before: venus.JobProgress;
  after: venus.ApplyExpResult;
  marks: number;
}

export interface BookkeepingPlan {
  /** The roller's job, or null when nothing changes on it. */
  job: JobChange | null;
  /** The roller's Lots after "true intentions", or null when unchanged. */
  lots: number | null;
  /** Per ally (same order): their job's change, or null. */
  allies: (JobChange | null)[];
  lines: BookLine[];
  /** The closeTask effects the plan carries out, for tests and the docs. */
  effects: venus.TaskEffect[];
}

const BOOK = "STORY_ENGINES.Venus.Card.Book.";

function change(job: JobSnapshot, marks: number): JobChange {
  return { before: { level: job.level, exp: job.exp }, after: venus.applyExp(job, marks, job.expOptions), marks };
}

function levelLines(name: string, c: JobChange): BookLine[] {
  if (c.after.graduated) return [{ key: `${BOOK}graduated`, data: { job: name, level: c.after.level } }];
  if (c.after.levelUps > 0) return [{ key: `${BOOK}levelUp`, data: { job: name, level: c.after.level } }];
  return [];
}

/**
 * What closing the card marks, per the digest: failed primary +1 exp on the
 * job; a level-0 job +1 exp regardless; each ally +1 exp on the job they
 * aided with; "learned something" +1 exp; "true intentions" +1 Lot (over 10
 * it becomes exp, marked on the task's job). Exp goes through applyExp, so
 * level-ups and graduation follow the rules.
 */
export function planBookkeeping(state: TaskCardState, input: BookkeepingInput): BookkeepingPlan {
  const purchases = purchasesOf(state.purchases);
  const effects = venus.closeTask({
    jobLevel: state.jobLevel,
    primary: purchases.primary ? "bought" : "failed",
    tertiary: (purchases.tertiary ?? []).map((t) => t.id),
    allies: state.allies.length,
    lots: input.lots,
  });
  const lines: BookLine[] = [];
  let jobMarks = 0;
  let lots: number | null = null;
  const allyMarks = state.allies.map(() => 0);
  for (const effect of effects) {
    if (effect.kind === "exp" && effect.target === "task-job") {
      jobMarks += 1;
      lines.push({ key: `${BOOK}exp.${effect.reason}`, data: { job: state.jobName } });
    } else if (effect.kind === "exp" && effect.target === "any-job") {
      jobMarks += 1;
      lines.push({ key: `${BOOK}exp.lot-overflow`, data: { job: state.jobName } });
    } else if (effect.kind === "exp" && effect.target === "ally-job") {
      allyMarks[effect.ally] = (allyMarks[effect.ally] ?? 0) + 1;
      const ally = state.allies[effect.ally];
      lines.push({ key: `${BOOK}exp.aided`, data: { name: ally?.name ?? "", job: ally?.jobName ?? "" } });
    } else if (effect.kind === "lot") {
      lots = venus.gainLots(input.lots, 1).lots;
      lines.push({ key: `${BOOK}lot`, data: { lots } });
    } else if (effect.kind === "reminder") {
      lines.push({ key: `${BOOK}reminder.${effect.reason}`, data: {} });
    }
  }
  const job = input.job && jobMarks > 0 ? change(input.job, jobMarks) : null;
  if (job) lines.push(...levelLines(input.job?.name ?? state.jobName, job));
  const allies = state.allies.map((ally, i) => {
    const snapshot = input.allyJobs[i] ?? null;
    const marks = allyMarks[i] ?? 0;
    if (!snapshot || marks === 0) return null;
    const c = change(snapshot, marks);
    lines.push(...levelLines(`${ally.name}: ${snapshot.name}`, c));
    return c;
  });
  return { job, lots, allies, lines, effects };
}
