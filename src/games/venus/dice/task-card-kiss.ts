/**
 * The task card's KISS round, pure: an ally agreeing to have their die
 * KISSed, the KISS re-rolls (the new faces come rolled by the Foundry side;
 * with exploding dice, a re-rolled 6 adds a die of its caliber, which is not
 * KISSed itself) and Ego doubling the sixes. Dice are KISSed in a single
 * round, before any success is spent. Rules: kiss, kissCost, spendEgoOnSixes
 * (src/rules/venus).
 */

import { venus } from "../../../rules";
import { cardProblem, fromRules } from "./problems";
import {
  canAnswerForAlly,
  kissOpen,
  NO_COSTS,
  refuse,
  type ActionOf,
  type ActionResult,
  type CardUser,
  type TaskCardState,
} from "./task-card-state";

/** An ally's player (the FC for an NPC ally, or the GM) agrees to have that ally's die KISSed. */
export function applyAgree(state: TaskCardState, action: ActionOf<"agree">, user: CardUser): ActionResult {
  if (!canAnswerForAlly(user, action.ally))
    return refuse(state, [
      cardProblem("not-allowed", "Only the ally's player (the FC for an NPC ally) or the GM can agree for them."),
    ]);
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

/** KISS the chosen dice with their sources; the roller pays the Lots and Ego it costs. */
export function applyKiss(state: TaskCardState, action: ActionOf<"kiss">): ActionResult {
  // The faces come from the asking user's client: anything but whole-number pairs is refused, never thrown on.
  const pairs = (list: unknown, a: string, b: string): boolean =>
    Array.isArray(list) &&
    list.every((x: unknown) => {
      const r = x as Record<string, unknown> | null;
      return r !== null && typeof r === "object" && Number.isInteger(r[a]) && Number.isInteger(r[b]);
    });
  if (!pairs(action.rerolls, "die", "value") || (action.added !== undefined && !pairs(action.added, "from", "value")))
    return refuse(state, [cardProblem("reroll-mismatch", "The re-rolled faces do not fit the dice asked for.")]);
  const kinds: readonly unknown[] = venus.KISS_SOURCES;
  const known = (r: { die: unknown; source: unknown } | null): boolean =>
    r !== null &&
    typeof r === "object" &&
    venus.isIntegerIn(r.die as number, 0, state.roll.dice.length - 1) &&
    kinds.includes(r.source);
  if (!Array.isArray(action.requests) || !action.requests.every(known))
    return refuse(state, [cardProblem("kiss-unknown-die", "A KISS names a die of the pool and a source.")]);
  if (action.requests.length === 0)
    return refuse(state, [cardProblem("nothing-selected", "Choose the dice to KISS and a source for each.")]);
  if (!kissOpen(state))
    return refuse(state, [cardProblem("kiss-round-over", "Dice are KISSed in a single round; that round is over.")]);
  const requests: venus.KissRequest[] = action.requests.map((r) => {
    const die = state.roll.dice[r.die];
    const ally = die?.ally ?? null;
    return ally === null ? { die: r.die, source: r.source } : { ...r, allyAgrees: state.allies[ally]?.agreed === true };
  });
  const plan: venus.KissPlan = { requests };
  const resources: venus.KissResources = {
    lots: action.resources.lots,
    // The table approves each insight as it is asked, so the card never runs short of them.
    insights: requests.length,
    specialties: venus.MAX_SPECIALTY_KISSES,
    ego: action.resources.ego,
  };
  const result = venus.kiss(state.roll, plan, resources, action.rerolls);
  if (result.problems.length > 0) return refuse(state, fromRules(result.problems));
  // Exploding dice: each die a re-rolled 6 added, like the die it came from.
  const added = action.added ?? [];
  const explode = state.modifiers?.explode === true;
  // Each six among the re-rolled and added dice adds exactly one die.
  const sixes = [...action.rerolls, ...added].filter((d) => d.value === 6).length;
  if (
    (added.length > 0 && added.length !== sixes) ||
    (explode && added.length !== sixes) ||
    added.some((a) => !explode || !requests.some((r) => r.die === a.from) || !venus.isIntegerIn(a.value, 1, 6))
  )
    return refuse(state, [cardProblem("reroll-mismatch", "Only a re-rolled 6 of exploding dice adds a die.")]);
  const newDice = added.map((a): venus.RolledDie => {
    const { caliber, owner, ally } = state.roll.dice[a.from] ?? { caliber: state.caliber, owner: "roller", ally: null };
    return { caliber, owner, ally, value: a.value, kissed: false, previousValue: null };
  });
  const first = result.roll.dice.length;
  const sources = [...state.sources, ...newDice.map(() => null)];
  for (const r of requests) sources[r.die] = r.source;
  const cost = venus.kissCost(plan);
  return {
    state: {
      ...state,
      roll: { ...result.roll, dice: [...result.roll.dice, ...newDice] },
      sources,
      ...(newDice.length > 0 ? { added: [...(state.added ?? []), ...newDice.map((_, i) => first + i)] } : {}),
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
          ...(newDice.length > 0 ? { added: newDice.map((d) => d.value) } : {}),
        },
      ],
    },
    problems: [],
    costs: { lots: cost.lots, ego: cost.ego },
  };
}

/** Spend Ego to count the sixes twice (before any success is spent). */
export function applyEgoSixes(state: TaskCardState, action: ActionOf<"egoSixes">): ActionResult {
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
