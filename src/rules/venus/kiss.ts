/**
 * KISSing dice: the one round of re-rolls after a task pool is rolled, and
 * Ego. Pure and immutable: every step returns a new TaskRoll.
 *
 *   rollTask(pool, values)                  phase "rolled"
 *     ├─ validateKiss(roll, plan, resources) → problems for the dialog
 *     ├─ kiss(roll, plan, resources, rerollResults) → phase "kissed"
 *     └─ spendEgoOnSixes(roll, resources)    (either phase, if Ego unspent)
 *   taskSuccesses(roll) → successes to spend
 *
 * Rules (the book's tasks): one round only, each die at most once; each Lot
 * KISSes one die; each approved insight one die; the roller's stunt one of
 * the roller's dice and each aiding ally's stunt their own die; up to four
 * specialties one die each; Ego KISSes every die that disappoints; aid dice
 * only with the ally's agreement; a re-rolled die keeps its new result even if
 * worse; Ego either re-rolls or doubles sixes (re-rolled sixes included), not
 * both.
 */

import { SUCCESS_MIN_FACE } from "./calibers";
import { MAX_SPECIALTY_KISSES } from "./limits";
import { countSuccesses } from "./pool";
import { problem, type Problem } from "./problems";
import type { PoolDie } from "./task";
import { argError, requireBoolean, requireList, requireRecord } from "../args";
import {
  MAX_POOL_DICE,
  requireFace,
  requireKissPlan,
  requireKissResources,
  requirePoolDie,
  requireRerollResults,
  requireTaskRoll,
} from "./args";

/** Marks left on a die by the KISS round. */
export interface KissMark {
  readonly kissed: boolean;
  /** The face before the re-roll, for the chat card; null if never KISSed. */
  readonly previousValue: number | null;
}

export interface RolledDie extends PoolDie, KissMark {
  readonly value: number;
}

/** How Ego was spent on this task, if at all. */
export type EgoUse = "none" | "reroll" | "doubleSixes";

export interface TaskRoll {
  readonly dice: readonly RolledDie[];
  /** "rolled": the KISS round is still open; "kissed": it is over. */
  readonly phase: "rolled" | "kissed";
  readonly ego: EgoUse;
}

export type KissSource = "lot" | "insight" | "stunt" | "specialty" | "ego";

export const KISS_SOURCES: readonly KissSource[] = ["lot", "insight", "stunt", "specialty", "ego"];

export interface KissRequest {
  /** Index of the die in roll.dice. */
  die: number;
  source: KissSource;
  /** For an aid die: the ally agreed. Not needed for an ally's own stunt. */
  allyAgrees?: boolean;
}

export interface KissPlan {
  requests: readonly KissRequest[];
  /** Spend Ego to count every 6 twice instead of re-rolling with it. */
  egoDoubleSixes?: boolean;
}

/** What the roller can spend this round. */
export interface KissResources {
  /** Lots held (0–10): one die each. */
  lots: number;
  /** Insights the Peers approved for this task: one die each. */
  insights: number;
  /** Specialties the Peers approved: one die each, at most four count. */
  specialties: number;
  /** Whether the roller has Ego. */
  ego: boolean;
}

/** A freshly rolled pool: `values[i]` is the face of `pool[i]`. */
export function rollTask(pool: readonly PoolDie[], values: readonly number[]): TaskRoll {
  const fn = "venus.rollTask";
  requireList(fn, "pool", pool, (die, path) => requirePoolDie(fn, path, die), MAX_POOL_DICE);
  requireList(fn, "values", values, (value, path) => requireFace(fn, path, value, 6), MAX_POOL_DICE);
  if (values.length !== pool.length) {
    argError(fn, "values", `one face per die of the pool (${pool.length})`, values, "range");
  }
  const dice = pool.map((die, i): RolledDie => {
    const value = values[i] ?? 0;
    return { ...die, value, kissed: false, previousValue: null };
  });
  return { dice, phase: "rolled", ego: "none" };
}

/** Indices of the dice that struck no success: the ones that "disappoint". */
export function disappointingDice(roll: TaskRoll): number[] {
  requireTaskRoll("venus.disappointingDice", "roll", roll);
  const out: number[] = [];
  roll.dice.forEach((d, i) => {
    if (d.value < SUCCESS_MIN_FACE[d.caliber]) out.push(i);
  });
  return out;
}

/** What a plan consumes, so the caller can deduct Lots and Ego. */
export function kissCost(plan: KissPlan): {
  lots: number;
  insights: number;
  specialties: number;
  ego: boolean;
} {
  requireKissPlan("venus.kissCost", "plan", plan);
  return costOf(plan);
}

function costOf(plan: KissPlan): { lots: number; insights: number; specialties: number; ego: boolean } {
  const count = (s: KissSource): number => plan.requests.filter((r) => r.source === s).length;
  return {
    lots: count("lot"),
    insights: count("insight"),
    specialties: count("specialty"),
    ego: count("ego") > 0 || plan.egoDoubleSixes === true,
  };
}

/** Every problem with a KISS plan; empty when it may go ahead. */
export function validateKiss(roll: TaskRoll, plan: KissPlan, resources: KissResources): Problem[] {
  const fn = "venus.validateKiss";
  requireTaskRoll(fn, "roll", roll);
  requireKissPlan(fn, "plan", plan);
  requireKissResources(fn, "resources", resources);
  return kissProblems(roll, plan, resources);
}

function kissProblems(roll: TaskRoll, plan: KissPlan, resources: KissResources): Problem[] {
  const problems: Problem[] = [];
  if (roll.phase !== "rolled") {
    problems.push(problem("kiss-round-over", "Dice are KISSed in a single round; that round is over."));
  }

  const seen = new Set<number>();
  const stunts = new Map<string, number>(); // stunt count per die owner
  plan.requests.forEach((request, i) => {
    const path = `requests[${i}]`;
    const die = Number.isInteger(request.die) ? roll.dice[request.die] : undefined;
    if (die === undefined) {
      problems.push(problem("kiss-unknown-die", `There is no die #${request.die} in this pool.`, path));
      return;
    }
    if (seen.has(request.die) || die.kissed) {
      problems.push(problem("kiss-die-twice", `Die #${request.die} can only be KISSed once.`, path));
    }
    seen.add(request.die);
    if (request.source === "stunt") {
      const owner = die.owner === "roller" ? "roller" : `ally-${die.ally ?? -1}`;
      stunts.set(owner, (stunts.get(owner) ?? 0) + 1);
    } else if (die.owner === "ally" && request.allyAgrees !== true) {
      problems.push(
        problem(
          "kiss-aid-without-agreement",
          `Die #${request.die} is an aid die: KISS it only if the ally agrees.`,
          path,
        ),
      );
    }
  });

  const cost = costOf(plan);
  if (cost.lots > resources.lots) {
    problems.push(
      problem("kiss-lots-exceeded", `${cost.lots} Lots spent but only ${resources.lots} held.`, "requests"),
    );
  }
  if (cost.insights > resources.insights) {
    problems.push(
      problem(
        "kiss-insights-exceeded",
        `${cost.insights} insights used but only ${resources.insights} approved.`,
        "requests",
      ),
    );
  }
  const specialtyLimit = Math.min(MAX_SPECIALTY_KISSES, resources.specialties);
  if (cost.specialties > specialtyLimit) {
    problems.push(
      problem(
        "kiss-specialties-exceeded",
        `${cost.specialties} specialties used but only ${specialtyLimit} may KISS (approved, at most ${MAX_SPECIALTY_KISSES}).`,
        "requests",
      ),
    );
  }
  for (const [owner, n] of stunts) {
    if (n > 1) {
      const who = owner === "roller" ? "The roller's stunt" : "An ally's stunt";
      problems.push(problem("kiss-stunt-exceeded", `${who} KISSes a single die of their own, not ${n}.`, "requests"));
    }
  }

  const egoRerolls = plan.requests.some((r) => r.source === "ego");
  if (egoRerolls && (plan.egoDoubleSixes === true || roll.ego === "doubleSixes")) {
    problems.push(problem("ego-both", "Ego either re-rolls every disappointing die or doubles sixes, not both."));
  } else if (cost.ego && (!resources.ego || roll.ego !== "none")) {
    problems.push(problem("ego-unavailable", "There is no Ego to spend."));
  }
  return problems;
}

/**
 * Replace the faces of re-rolled dice. The new face stands even when it is
 * worse ("such is fate"). Throws on an unknown die, a non-D6 face, or a die
 * re-rolled twice.
 */
export function applyRerolls<D extends { readonly value: number }>(
  dice: readonly D[],
  rerollResults: readonly { die: number; value: number }[],
): (D & KissMark)[] {
  const fn = "venus.applyRerolls";
  requireList(
    fn,
    "dice",
    dice,
    (entry, path) => {
      const die = requireRecord(fn, path, entry);
      requireFace(fn, `${path}.value`, die.value, 6);
      if (die.kissed !== undefined) requireBoolean(fn, `${path}.kissed`, die.kissed);
    },
    MAX_POOL_DICE,
  );
  requireRerollResults(fn, "rerollResults", rerollResults);
  return rerolled(dice, rerollResults, fn);
}

/** applyRerolls on checked lists; throws (named `fn`) on a die that is not there or is KISSed twice. */
function rerolled<D extends { readonly value: number }>(
  dice: readonly D[],
  rerollResults: readonly { die: number; value: number }[],
  fn: string,
): (D & KissMark)[] {
  const byDie = new Map<number, number>();
  rerollResults.forEach(({ die, value }, i) => {
    const path = `rerollResults[${i}]`;
    const current = Number.isInteger(die) ? dice[die] : undefined;
    if (current === undefined)
      argError(fn, `${path}.die`, `the index of a die of the pool (0–${dice.length - 1})`, die, "range");
    if (byDie.has(die) || (current as Partial<KissMark>).kissed === true) {
      argError(fn, `${path}.die`, "a die not KISSed before (each die is KISSed once)", die, "range");
    }
    byDie.set(die, requireFace(fn, `${path}.value`, value, 6));
  });
  return dice.map((d, i) => {
    const value = byDie.get(i);
    if (value === undefined) return { kissed: false, previousValue: null, ...d };
    return { ...d, value, kissed: true, previousValue: d.value };
  });
}

/**
 * Close the KISS round: validate the plan, check that the re-roll results
 * cover exactly the requested dice, and apply them. On any problem the roll
 * comes back unchanged with the problems.
 */
export function kiss(
  roll: TaskRoll,
  plan: KissPlan,
  resources: KissResources,
  rerollResults: readonly { die: number; value: number }[],
): { roll: TaskRoll; problems: Problem[] } {
  const fn = "venus.kiss";
  requireTaskRoll(fn, "roll", roll);
  requireKissPlan(fn, "plan", plan);
  requireKissResources(fn, "resources", resources);
  requireRerollResults(fn, "rerollResults", rerollResults);
  const problems = kissProblems(roll, plan, resources);
  const requested = new Set(plan.requests.map((r) => r.die));
  const results = new Set(rerollResults.map((r) => r.die));
  if (
    results.size !== rerollResults.length ||
    results.size !== requested.size ||
    [...requested].some((d) => !results.has(d))
  ) {
    problems.push(problem("reroll-mismatch", "The re-rolled dice must be exactly the dice being KISSed, once each."));
  }
  for (const r of rerollResults) {
    if (!Number.isInteger(r.value) || r.value < 1 || r.value > 6) {
      problems.push(problem("reroll-mismatch", `A re-rolled die must show 1–6, got ${r.value}.`));
    }
  }
  if (problems.length > 0) return { roll, problems };
  const ego: EgoUse = plan.requests.some((r) => r.source === "ego")
    ? "reroll"
    : plan.egoDoubleSixes === true
      ? "doubleSixes"
      : roll.ego;
  return {
    roll: {
      dice: rerolled(roll.dice, rerollResults, fn),
      phase: "kissed",
      ego,
    },
    problems: [],
  };
}

/**
 * Spend Ego on sixes: every 6, including re-rolled ones, counts as two
 * successes. Allowed before or after the KISS round, unless Ego is already
 * spent (on re-rolls that is "ego-both").
 */
export function spendEgoOnSixes(roll: TaskRoll, resources: { ego: boolean }): { roll: TaskRoll; problems: Problem[] } {
  requireTaskRoll("venus.spendEgoOnSixes", "roll", roll);
  requireBoolean(
    "venus.spendEgoOnSixes",
    "resources.ego",
    requireRecord("venus.spendEgoOnSixes", "resources", resources).ego,
  );
  if (roll.ego === "reroll") {
    return {
      roll,
      problems: [problem("ego-both", "Ego either re-rolls every disappointing die or doubles sixes, not both.")],
    };
  }
  if (!resources.ego || roll.ego === "doubleSixes") {
    return {
      roll,
      problems: [problem("ego-unavailable", "There is no Ego to spend.")],
    };
  }
  return { roll: { ...roll, ego: "doubleSixes" }, problems: [] };
}

/** Successes to spend: each die by its caliber, sixes twice when Ego doubled them. */
export function taskSuccesses(roll: TaskRoll): number {
  requireTaskRoll("venus.taskSuccesses", "roll", roll);
  return countSuccesses(roll.dice, { doubleSixes: roll.ego === "doubleSixes" });
}
