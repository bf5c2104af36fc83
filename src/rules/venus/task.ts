/**
 * Setting up a task: the pool of D6 and the threshold (price of success).
 */

import type { Caliber } from "./calibers";
import {
  MAX_ALLIES,
  MAX_EFFECTIVE_JOB_LEVEL,
  MAX_RELATIVE_FACTORS,
  MAX_SCORE,
  MAX_THRESHOLD,
  MIN_THRESHOLD,
} from "./limits";
import { isIntegerIn, problem, type Problem } from "./problems";
import { argError, optionalBoolean, requireInteger, requireList, requireRecord, textOf } from "../args";
import { requireCaliber } from "./args";

/** The shape of a TaskPoolInput: an object, a valid caliber, allies a list of objects with calibers. */
function requirePoolInput(fn: string, value: unknown): void {
  const input = requireRecord(fn, "input", value);
  requireCaliber(fn, "input.caliber", input.caliber);
  if (input.allies === undefined) return;
  requireList(fn, "input.allies", input.allies, (entry, path) => {
    requireCaliber(fn, `${path}.caliber`, requireRecord(fn, path, entry).caliber);
  });
}

/** A list of allies: objects (their job levels are checked as problems). */
function requireAllyList(fn: string, value: unknown): void {
  requireList(fn, "allies", value, (entry, path) => requireRecord(fn, path, entry));
}

export type DieOwner = "roller" | "ally";

/** One die of a task pool, before it is rolled. */
export interface PoolDie {
  readonly caliber: Caliber;
  readonly owner: DieOwner;
  /** Index into the task's allies for an aid die; null for the roller's dice. */
  readonly ally: number | null;
}

export interface TaskAlly {
  /** Caliber of the ally's own ability: an aid die keeps it. */
  caliber: Caliber;
  /** Level of the job the ally aids with (a level-0 job cannot aid). */
  jobLevel: number;
}

export interface TaskPoolInput {
  /**
   * The roller's effective job level (its level plus an attribute's boost,
   * effectiveJobLevel); 0 = learning, which rolls the ability score instead.
   */
  jobLevel: number;
  /** Score of the ability the FC chose; only sizes the pool for a level-0 job. */
  abilityScore: number;
  /** Caliber of the ability the FC chose: every roller die has it. */
  caliber: Caliber;
  allies?: TaskAlly[];
}

/**
 * Problems with a task pool: effective job level 0–20 (exp stops at 10,
 * boosts add up to 10 more), ability score 0–9, at most two allies, and an
 * ally must aid with a job of level ≥ 1.
 */
export function validateTaskPool(input: TaskPoolInput): Problem[] {
  requirePoolInput("venus.validateTaskPool", input);
  return poolProblems(input);
}

function poolProblems(input: TaskPoolInput): Problem[] {
  const problems: Problem[] = [];
  if (!Number.isInteger(input.jobLevel) || input.jobLevel < 0) {
    problems.push(
      problem("job-level-invalid", `A job level is a whole number from 0, got ${textOf(input.jobLevel)}.`, "jobLevel"),
    );
  } else if (input.jobLevel > MAX_EFFECTIVE_JOB_LEVEL) {
    problems.push(
      problem(
        "job-level-above-cap",
        `Effective job levels stop at ${MAX_EFFECTIVE_JOB_LEVEL}, got ${textOf(input.jobLevel)}.`,
        "jobLevel",
      ),
    );
  }
  if (!isIntegerIn(input.abilityScore, 0, MAX_SCORE)) {
    problems.push(
      problem(
        "score-out-of-range",
        `Ability scores run 0–${MAX_SCORE}, got ${textOf(input.abilityScore)}.`,
        "abilityScore",
      ),
    );
  }
  problems.push(...allyProblems(input.allies ?? []));
  return problems;
}

/** At most two aiding dice, and an ally aids only with a job of level ≥ 1. */
export function validateAllies(allies: readonly { jobLevel: number }[]): Problem[] {
  requireAllyList("venus.validateAllies", allies);
  return allyProblems(allies);
}

function allyProblems(allies: readonly { jobLevel: number }[]): Problem[] {
  const problems: Problem[] = [];
  if (allies.length > MAX_ALLIES) {
    problems.push(
      problem("too-many-allies", `At most ${MAX_ALLIES} allies may aid a task, got ${allies.length}.`, "allies"),
    );
  }
  allies.forEach((ally, i) => {
    if (!Number.isInteger(ally.jobLevel) || ally.jobLevel < 0) {
      problems.push(
        problem(
          "job-level-invalid",
          `A job level is a whole number from 0, got ${textOf(ally.jobLevel)}.`,
          `allies[${i}].jobLevel`,
        ),
      );
    } else if (ally.jobLevel === 0) {
      problems.push(
        problem(
          "ally-learning-job",
          "An ally cannot aid with a job they are still learning (level 0).",
          `allies[${i}].jobLevel`,
        ),
      );
    }
  });
  return problems;
}

/**
 * The dice of a task: the job's level in D6 of the chosen ability's caliber
 * (a level-0 job rolls the ability score instead), then one die per ally in
 * the ally's caliber. Throws on an invalid setup; use validateTaskPool first
 * to show readable problems.
 */
export function taskPool(input: TaskPoolInput): PoolDie[] {
  requirePoolInput("venus.taskPool", input);
  const problems = poolProblems(input);
  if (problems.length > 0) {
    argError(
      "venus.taskPool",
      "input",
      `a pool the rules allow: ${problems.map((p) => p.message).join(" ")}`,
      input,
      "range",
    );
  }
  const own = input.jobLevel === 0 ? input.abilityScore : input.jobLevel;
  const dice: PoolDie[] = [];
  for (let i = 0; i < own; i++) dice.push({ caliber: input.caliber, owner: "roller", ally: null });
  (input.allies ?? []).forEach((ally, i) => dice.push({ caliber: ally.caliber, owner: "ally", ally: i }));
  return dice;
}

/**
 * Threshold = 1 + relative factors (0–4). Learning the job (level 0) is one
 * such factor, but the threshold never exceeds 5 ("the base threshold is
 * effectively 2, but the maximum threshold is still 5").
 */
export function taskThreshold(relativeFactors: number, learning = false): number {
  requireInteger("venus.taskThreshold", "relativeFactors", relativeFactors, { min: 0, max: MAX_RELATIVE_FACTORS });
  optionalBoolean("venus.taskThreshold", "learning", learning);
  return Math.min(MAX_THRESHOLD, MIN_THRESHOLD + relativeFactors + (learning ? 1 : 0));
}

/** Threshold must be a whole number 1–5. */
export function validateThreshold(threshold: number): Problem[] {
  return isIntegerIn(threshold, MIN_THRESHOLD, MAX_THRESHOLD)
    ? []
    : [
        problem(
          "threshold-out-of-range",
          `A task threshold runs ${MIN_THRESHOLD}–${MAX_THRESHOLD}, got ${textOf(threshold)}.`,
          "threshold",
        ),
      ];
}
