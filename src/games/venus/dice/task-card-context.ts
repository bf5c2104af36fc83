/**
 * Context for the interactive task card (templates/venus/dice/task-card.hbs),
 * pure: built from the card's state, who is looking at it, and what the
 * roller holds. The same builder feeds the chat message and the gallery.
 */

import { venus } from "../../../rules";
import { ABILITY_LABEL_PREFIX, CALIBER_LABEL_PREFIX } from "./check-context";
import { awaitsViewer } from "../../../core/awaits-viewer";
import { modifierView } from "./roll-modifiers";
import { answersForAlly, APPROVER, approves, poolToRoll } from "./task-card-table";
import {
  allyJoined,
  canActAsRoller,
  canAnswerForAlly,
  factorsAwaited,
  isFCUser,
  cardSuccesses,
  kissOpen,
  priceCard,
  type CardRoles,
  type CardUser,
  type HistoryEntry,
  type TaskCardPurchase,
  type TaskCardState,
} from "./task-card-state";

const CARD = "STORY_ENGINES.Venus.Card.";

/** The lang key of a consequence's exact wording. */
export function consequenceKey(kind: TaskCardPurchase["kind"], id: string): string {
  return kind === "primary" ? `${CARD}Consequence.primary` : `${CARD}Consequence.${id}`;
}

function anchorKey(on: venus.TertiaryAnchor): string {
  return on === "primary" || on === "failure" ? `${CARD}Anchor.${on}` : `${CARD}Consequence.${on}`;
}

/** KISS sources a die may use (Ego only while the roller has it). */
function sourceOptions(ego: boolean): { value: venus.KissSource; labelKey: string }[] {
  return venus.KISS_SOURCES.filter((s) => s !== "ego" || ego).map((s) => ({
    value: s,
    labelKey: `${CARD}Source.${s}`,
  }));
}

interface HistoryLine {
  key: string;
  data: Record<string, string | number>;
  /** A consequence's wording, localised after the line (null: none). */
  subKey: string | null;
}

function historyLine(state: TaskCardState, entry: HistoryEntry): HistoryLine {
  switch (entry.kind) {
    case "rolled":
      return { key: `${CARD}History.rolled`, data: { values: entry.values.join(", ") }, subKey: null };
    case "agreed":
      return { key: `${CARD}History.agreed`, data: { name: state.allies[entry.ally]?.name ?? "" }, subKey: null };
    case "kissed":
      return {
        key: entry.added?.length ? `${CARD}History.kissedAdded` : `${CARD}History.kissed`,
        data: {
          dice: entry.dice.map((d) => `#${d.die + 1} ${d.from}→${d.to} (${d.source})`).join(", "),
          values: (entry.added ?? []).join(", "),
        },
        subKey: null,
      };
    case "ego-sixes":
      return { key: `${CARD}History.egoSixes`, data: {}, subKey: null };
    case "bought":
      return { key: `${CARD}History.bought`, data: {}, subKey: consequenceKey(entry.purchase.kind, entry.purchase.id) };
    case "refunded":
      return {
        key: `${CARD}History.refunded`,
        data: {},
        subKey: consequenceKey(entry.purchase.kind, entry.purchase.id),
      };
    case "closed":
      return { key: `${CARD}History.closed.${entry.primary}`, data: {}, subKey: null };
    case "answered":
      return {
        key: `${CARD}History.${entry.answer}`,
        data: { name: state.allies[entry.ally]?.name ?? "" },
        subKey: null,
      };
    case "factors":
      return { key: `${CARD}History.factors`, data: { values: entry.factors }, subKey: null };
    case "stuntVetoed":
      return {
        key: `${CARD}History.stuntVetoed`,
        data: { name: entry.ally === null ? state.actorName : (state.allies[entry.ally]?.name ?? "") },
        subKey: null,
      };
    case "asked":
      return {
        key: `${CARD}History.asked`,
        data: { dice: entry.dice.map((d) => `#${d.die + 1} (${d.source})`).join(", ") },
        subKey: null,
      };
    case "approved":
    case "vetoed":
      return {
        key: `${CARD}History.${entry.kind}`,
        data: { dice: `#${entry.die + 1} (${entry.source})` },
        subKey: null,
      };
  }
}

/** The table's part of the card for this viewer: allies' answers, the FC's factors, the approvals asked. */
function tableContext(state: TaskCardState, user: CardUser, roles: CardRoles | null) {
  const gathering = state.gathering !== undefined;
  const fc = isFCUser(user);
  const open = kissOpen(state);
  // Others' answers on the roller's card (an ally's, a Peer's, an ally's agreement) are written by a GM's client.
  const othersAwaited =
    (gathering && state.allies.some((a) => a.answer === "asked")) ||
    (state.approvals ?? []).some((a) => a.status === "asked") ||
    (open && state.allies.some((a) => !a.agreed && allyJoined(a)));
  return {
    gathering,
    waitsForGM: !state.closed && user.present?.gm === false && othersAwaited,
    // The roller rolls once the FC has set the factors (or no FC is connected to set them).
    canRollPool: gathering && canActAsRoller(user) && !factorsAwaited(state, user),
    stunt: state.stunt
      ? { key: `${CARD}Stunt.${state.stunt}`, canVeto: gathering && fc && state.stunt === "declared" }
      : null,
    gatheringDice: gathering ? poolToRoll(state).length : 0,
    factors: {
      awaited: state.fcFactors === null && gathering,
      byFC: user.present?.fc === true,
      // Before the roll only: no factor changes once a die is rolled.
      canSet: gathering && (fc || (user.present?.fc !== true && canActAsRoller(user))),
      options: Array.from({ length: venus.MAX_RELATIVE_FACTORS + 1 }, (_, n) => ({
        value: n,
        selected: n === (state.fcFactors ?? Math.max(0, state.threshold - 1 - (state.learning ? 1 : 0))),
      })),
    },
    approvals: (state.approvals ?? []).map((a, index) => ({
      index,
      number: a.die + 1,
      sourceKey: `${CARD}Source.${a.source}`,
      statusKey: `${CARD}Approval.${a.status}`,
      awaitedKey: a.status === "asked" ? `${CARD}Approval.from.${APPROVER[a.source]}` : null,
      /** Who is awaited by name (the Peers of this roller, or the FC), for those who do not decide. */
      awaitedRole: a.status === "asked" && roles ? roles[APPROVER[a.source]] : null,
      canDecide: open && a.status === "asked" && approves(user, a.source),
    })),
  };
}

/** One consequence on offer in the card's compact list. */
interface ShopLine {
  kind: TaskCardPurchase["kind"];
  id: string;
  key: string;
  /** A tertiary consequence's reward, shown after its wording (null for the others). */
  rewardKey: string | null;
  cost: number;
  bought: boolean;
  canBuy: boolean;
}

function shopLine(c: ShopLine): Omit<ShopLine, "bought" | "canBuy"> {
  return { kind: c.kind, id: c.id, key: c.key, rewardKey: c.rewardKey, cost: c.cost };
}

/**
 * Context of the task card for one viewer. `resources`: what the roller
 * holds now, and their jobs; `roles`: what the viewer sees of the FC and the
 * roller's Peers (null: the awaited decisions name no one).
 */
export function taskCardContext(
  state: TaskCardState,
  user: CardUser,
  resources: { lots: number; ego: boolean; jobs?: readonly { id: string; name: string }[] },
  roles: CardRoles | null = null,
): Record<string, unknown> {
  const roller = canActAsRoller(user);
  const open = kissOpen(state);
  const doubled = state.roll.ego === "doubleSixes";
  const successes = cardSuccesses(state);
  const priced = priceCard(state);
  const primaryBought = state.purchases.some((p) => p.kind === "primary");
  // Nothing is spent before the pool is rolled (and the FC decides before it is rolled).
  const held = state.gathering !== undefined;
  const canSpend = roller && !state.closed && !held;

  const dice = state.roll.dice.map((d, index) => {
    const success = venus.isSuccessFace(d.caliber, d.value);
    const ally = d.ally === null ? null : (state.allies[d.ally] ?? null);
    const needsAgreement = ally !== null && !ally.agreed;
    const source = state.sources[index] ?? null;
    const approval = (state.approvals ?? []).find((a) => a.die === index && a.status !== "vetoed");
    return {
      index,
      number: index + 1,
      value: d.value,
      caliber: d.caliber,
      caliberKey: `${CALIBER_LABEL_PREFIX}${d.caliber}`,
      success,
      double: success && doubled && d.value === 6,
      owner: ally ? ally.name : state.actorName,
      ally: ally !== null,
      kissed: d.kissed,
      previousValue: d.previousValue,
      sourceKey: source ? `${CARD}Source.${source}` : null,
      needsAgreement,
      selectable: roller && open && !d.kissed && approval?.status !== "asked",
      /** The approved source the face starts with (picked again by clicking). */
      preset: !d.kissed && approval?.status === "approved" ? approval.source : "",
      presetKey: !d.kissed && approval?.status === "approved" ? `${CARD}Source.${approval.source}` : null,
      added: state.added?.includes(index) === true,
    };
  });

  const allies = state.allies.map((a, i) => ({
    name: a.name,
    jobName: a.jobName,
    jobLevel: a.jobLevel,
    caliberKey: `${CALIBER_LABEL_PREFIX}${a.caliber}`,
    agreed: a.agreed,
    index: i,
    /** The pool's dice this ally added, numbered from 1 as the card shows them. */
    dice: state.roll.dice.flatMap((d, die) => (d.ally === i ? [die + 1] : [])).join(", "),
    awaiting: open && !a.agreed && allyJoined(a),
    canAgree: open && !a.agreed && allyJoined(a) && canAnswerForAlly(user, i),
    answerKey: `${CARD}Answer.${a.answer ?? "joined"}`,
    canAnswer: state.gathering !== undefined && a.answer === "asked" && answersForAlly(user, i),
    canWithdraw: state.gathering !== undefined && a.answer === "joined" && answersForAlly(user, i),
    stuntKey: a.stunt ? `${CARD}Stunt.${a.stunt}` : null,
    canVetoStunt: state.gathering !== undefined && a.stunt === "declared" && isFCUser(user),
  }));

  const bought = (kind: TaskCardPurchase["kind"], id: string): boolean =>
    state.purchases.some((p) => p.kind === kind && p.id === id);
  const remaining = priced.remaining;
  const anchors: venus.TertiaryAnchor[] = [
    primaryBought ? "primary" : "failure",
    ...state.purchases.filter((p) => p.kind === "secondary").map((p) => p.id as venus.SecondaryId),
  ];

  const secondary = venus.SECONDARY_CONSEQUENCES.map((c) => ({
    id: c.id,
    key: consequenceKey("secondary", c.id),
    bought: bought("secondary", c.id),
    canBuy: canSpend && !bought("secondary", c.id) && remaining >= 1,
  }));
  const tertiary = venus.TERTIARY_CONSEQUENCES.map((c) => ({
    id: c.id,
    key: consequenceKey("tertiary", c.id),
    rewardKey: `${CARD}Reward.${c.id}`,
    bought: bought("tertiary", c.id),
    canBuy: canSpend && !bought("tertiary", c.id) && remaining >= 1,
  }));
  const primary = {
    key: consequenceKey("primary", "primary"),
    cost: state.threshold,
    bought: primaryBought,
    canBuy: canSpend && !primaryBought && remaining >= state.threshold,
  };
  // The card's compact list: what can be bought now first, the rest (not bought, not affordable) folded.
  const offers: ShopLine[] = [
    { kind: "primary" as const, id: "primary", rewardKey: null, ...primary },
    ...secondary.map((c) => ({ kind: "secondary" as const, rewardKey: null, cost: 1, ...c })),
    ...tertiary.map((c) => ({ kind: "tertiary" as const, cost: 1, ...c })),
  ].filter((c) => !c.bought);
  const table = tableContext(state, user, roles);
  // The decisions the card waits on that are this viewer's now (a stunt's veto, an ally's withdrawal, Ego: offers).
  const awaits = awaitsViewer({
    setFactors: table.factors.canSet && table.factors.awaited,
    rollPool: table.canRollPool,
    answerAsAlly: allies.some((a) => a.canAnswer),
    agreeAsAlly: allies.some((a) => a.canAgree),
    approve: table.approvals.some((a) => a.canDecide),
    kiss: roller && open && !held,
    spend: canSpend,
  });

  return {
    actorName: state.actorName,
    img: state.img,
    jobName: state.jobName,
    jobLevel: state.jobLevel,
    learning: state.learning,
    abilityKey: `${ABILITY_LABEL_PREFIX}${state.ability}`,
    caliberKey: `${CALIBER_LABEL_PREFIX}${state.caliber}`,
    ...modifierView(state.modifiers),
    addedCount: state.added?.length ?? 0,
    threshold: state.threshold,
    dice,
    allies,
    successes,
    spent: priced.spent,
    remaining,
    egoKey: `${CARD}Ego.${state.roll.ego}`,
    phaseKey: state.closed
      ? `${CARD}Phase.closed`
      : state.gathering
        ? `${CARD}Phase.gathering`
        : open
          ? `${CARD}Phase.rolled`
          : `${CARD}Phase.spending`,
    ...table,
    roller,
    kissOpen: roller && open && !held,
    sources: sourceOptions(resources.ego && state.roll.ego === "none"),
    lotsHeld: resources.lots,
    egoHeld: resources.ego,
    canEgoReroll: roller && open && !held && resources.ego && state.roll.ego === "none",
    canEgoSixes:
      canSpend && resources.ego && state.roll.ego === "none" && !state.history.some((h) => h.kind === "bought"),
    canSpend,
    primary,
    secondary,
    tertiary,
    buyable: offers.filter((c) => c.canBuy).map(shopLine),
    unaffordable: offers.filter((c) => !c.canBuy).map(shopLine),
    tertiaryOnOffer: tertiary.some((c) => c.canBuy),
    anchors: anchors.map((on) => ({ value: on, labelKey: anchorKey(on) })),
    purchases: state.purchases.map((p, index) => ({
      index,
      kind: p.kind,
      key: consequenceKey(p.kind, p.id),
      onKey: p.on ? anchorKey(p.on) : null,
      cost: p.kind === "primary" ? state.threshold : 1,
      note: p.note,
      editable: canSpend,
    })),
    history: state.history.map((h) => historyLine(state, h)),
    closed: state.closed,
    canClose: canSpend,
    // "Lots earned … above the maximum, 10, are converted into exp … any skills of your choice": the player picks the job.
    overflowJobs:
      canSpend && bought("tertiary", "intentions") && resources.lots >= venus.MAX_LOTS
        ? (resources.jobs ?? []).map((j) => ({ id: j.id, name: j.name, selected: j.id === state.jobId }))
        : [],
    bookkeeping: state.bookkeeping,
    subvertible: state.closed && priced.ok ? priced.subvertible.map((id) => consequenceKey("secondary", id)) : [],
    outcomeKey: state.closed ? (primaryBought ? `${CARD}Outcome.success` : `${CARD}Outcome.failure`) : null,
    outcomeTone: primaryBought ? "good" : "bad",
    awaitsViewer: awaits,
  };
}

/** Context for templates/venus/dice/task-roll.hbs: a pool shown without the card. */
export function taskRollContext(dice: readonly { caliber: venus.Caliber; value: number }[]): Record<string, unknown> {
  return {
    dice: dice.map((d) => ({
      value: d.value,
      caliber: d.caliber,
      caliberKey: `${CALIBER_LABEL_PREFIX}${d.caliber}`,
      success: venus.isSuccessFace(d.caliber, d.value),
    })),
    successes: venus.countSuccesses(dice),
  };
}
