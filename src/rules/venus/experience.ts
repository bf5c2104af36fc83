/**
 * Experience bookkeeping: what a finished task marks, and how exp turns into
 * job levels. Jobs learn from failure: a job levels up when its exp reaches
 * twice its level, and the slate is wiped.
 */

import type { TertiaryId } from "./consequences";
import { JOB_LEVEL_SOFT_CAP, LEARNING_EXP, MAX_LOTS } from "./limits";
import {
  argError,
  requireInteger,
  requireList,
  requireOneOf,
  requireRecord,
  MAX_AMOUNT,
  MAX_LIST_LENGTH,
} from "../args";
import { requireCount } from "./args";

const GRADUATION_RULES: readonly GraduationRule[] = ["minimum-job-level", "lower-inherited-score"];
const TERTIARY_IDS: readonly TertiaryId[] = ["prize", "learned", "intentions", "unexpected"];

/** A job's `{ level, exp }`: whole numbers from 0 to MAX_AMOUNT. */
function requireJob(fn: string, name: string, value: unknown): JobProgress {
  const job = requireRecord(fn, name, value);
  requireCount(fn, `${name}.level`, job.level);
  requireCount(fn, `${name}.exp`, job.exp);
  return job as unknown as JobProgress;
}

/** ApplyExpOptions: the rule, the minimum job level (1 or more), inherited scores, the level cap. */
function requireExpOptions(fn: string, value: unknown): ApplyExpOptions {
  const options = requireRecord(fn, "options", value);
  if (options.graduationRule !== undefined)
    requireOneOf(fn, "options.graduationRule", options.graduationRule, GRADUATION_RULES);
  requireInteger(fn, "options.minimumJobLevel", options.minimumJobLevel, { min: 1, max: MAX_AMOUNT });
  if (options.inheritedScores !== undefined) {
    requireList(fn, "options.inheritedScores", options.inheritedScores, (s, path) => requireCount(fn, path, s));
  }
  if (options.levelCap !== undefined) requireCount(fn, "options.levelCap", options.levelCap);
  return options as unknown as ApplyExpOptions;
}

export interface JobProgress {
  readonly level: number;
  readonly exp: number;
}

/** Exp that fills a job's bar: twice the level, or 16 while learning (level 0). */
export function expToLevelUp(level: number): number {
  return barOf(requireCount("venus.expToLevelUp", "level", level));
}

function barOf(level: number): number {
  return level === 0 ? LEARNING_EXP : 2 * level;
}

/**
 * How a learning job graduates at 16 exp. Ruling (docs/games/venus-rulings.md): to
 * the character's minimum job level (assembly rules). Variant from the rules summary: to the
 * lower of the (up to two) ability scores the job inherits.
 */
export type GraduationRule = "minimum-job-level" | "lower-inherited-score";

export interface ApplyExpOptions {
  graduationRule?: GraduationRule;
  /** The tier's minimum job level (1–4). */
  minimumJobLevel: number;
  /** Current scores of the abilities the job inherits (one or two). */
  inheritedScores?: readonly number[];
  /** Levels exp cannot push past; default the soft cap 10. */
  levelCap?: number;
}

export interface ApplyExpResult extends JobProgress {
  /** Level-ups that happened (graduation counts as one). */
  levelUps: number;
  graduated: boolean;
  /** The job sits at the level cap with a full bar: further exp is lost. */
  capped: boolean;
}

/** The level a learning job graduates to. Never below 1: a graduated job is no longer learning. */
export function graduationLevel(options: ApplyExpOptions): number {
  requireExpOptions("venus.graduationLevel", options);
  return graduateTo(options, "venus.graduationLevel");
}

function graduateTo(options: ApplyExpOptions, fn: string): number {
  const cap = options.levelCap ?? JOB_LEVEL_SOFT_CAP;
  if (options.graduationRule === "lower-inherited-score") {
    const scores = options.inheritedScores ?? [];
    if (scores.length === 0) {
      argError(
        fn,
        "options.inheritedScores",
        "the job's ability scores (the inherited-score rule needs them)",
        scores,
        "range",
      );
    }
    return Math.min(cap, Math.max(1, Math.min(...scores)));
  }
  return Math.min(cap, options.minimumJobLevel);
}

/**
 * Mark `n` exp on a job. Marks are applied one at a time, exactly as if they
 * had been ticked on the sheet in sequence: when a mark fills the bar the job
 * levels up at once and the slate is wiped, and the next mark starts the new,
 * longer bar. So several exp at once can give several level-ups only when
 * each bar is filled in turn (level 1, exp 1, +3 → level 2, exp 2).
 *
 * A bar already full on entry levels up immediately ("as soon as you notice
 * the bar has been filled"). At the level cap the bar fills to 2 × level and
 * stays full; exp beyond that is lost.
 */
export function applyExp(job: JobProgress, n: number, options: ApplyExpOptions): ApplyExpResult {
  const fn = "venus.applyExp";
  requireJob(fn, "job", job);
  requireCount(fn, "n", n);
  requireExpOptions(fn, options);
  const cap = options.levelCap ?? JOB_LEVEL_SOFT_CAP;
  let level = job.level;
  let exp = job.exp;
  let levelUps = 0;
  let graduated = false;

  const settle = (): void => {
    if (level < cap && exp >= barOf(level)) {
      if (level === 0) {
        level = graduateTo(options, fn);
        graduated = true;
      } else {
        level += 1;
      }
      exp = 0;
      levelUps += 1;
    }
  };

  settle();
  // One mark at a time while the job can still level up (at most MAX_AMOUNT
  // marks); at the cap the bar only fills, so the rest is added at once.
  let marks = n;
  while (marks > 0 && level < cap) {
    exp += 1;
    marks -= 1;
    settle();
  }
  if (marks > 0) exp = Math.min(exp + marks, Math.max(exp, barOf(level)));
  return {
    level,
    exp,
    levelUps,
    graduated,
    capped: level >= cap && exp >= barOf(level),
  };
}

/**
 * Raising the tier raises the minimum job level: every job (not a learning
 * one) below the new minimum rises to it without more exp. Like any level-up
 * this wipes the slate.
 */
export function raiseToMinimumJobLevel(job: JobProgress, minimumJobLevel: number): JobProgress {
  requireJob("venus.raiseToMinimumJobLevel", "job", job);
  requireInteger("venus.raiseToMinimumJobLevel", "minimumJobLevel", minimumJobLevel, { min: 1, max: MAX_AMOUNT });
  return job.level >= 1 && job.level < minimumJobLevel ? { level: minimumJobLevel, exp: 0 } : job;
}

/** Earn Lots; those past 10 become exp on any job of the player's choice. */
export function gainLots(lots: number, n: number): { lots: number; overflowExp: number } {
  requireCount("venus.gainLots", "lots", lots);
  requireCount("venus.gainLots", "n", n);
  return lotsAfter(lots, n);
}

function lotsAfter(lots: number, n: number): { lots: number; overflowExp: number } {
  const held = Math.max(0, Math.min(MAX_LOTS, lots));
  const total = held + n;
  return {
    lots: Math.min(MAX_LOTS, total),
    overflowExp: Math.max(0, total - MAX_LOTS),
  };
}

export type TaskEffect =
  | {
      kind: "exp";
      target: "task-job";
      reason: "failed-primary" | "learning" | "learned-something";
    }
  | { kind: "exp"; target: "ally-job"; ally: number; reason: "aided" }
  | { kind: "exp"; target: "any-job"; reason: "lot-overflow" }
  | { kind: "lot"; reason: "true-intentions" }
  | { kind: "reminder"; reason: "additional-prize" | "unexpected-boon" };

export interface CloseTaskInput {
  /** Level of the job the task was performed with (0 = learning). */
  jobLevel: number;
  primary: "bought" | "failed";
  /** Tertiary consequences bought. */
  tertiary?: readonly TertiaryId[];
  /** Number of allies who aided (each marks exp on their own job). */
  allies?: number;
  /** Lots the roller holds before this task's rewards. */
  lots: number;
}

/**
 * Everything a finished task marks, one effect per point:
 * - failed primary → +1 exp on the task's job;
 * - a level-0 job → +1 exp on it, success or failure (in addition);
 * - each aiding ally → +1 exp on the job they aided with, whatever happened;
 * - "learned something" → +1 exp on the task's job;
 * - "true intentions revealed" → +1 Lot, or +1 exp on any job at 10 Lots;
 * - "additional prize" / "something unexpected" → reminders for the table.
 */
export function closeTask(input: CloseTaskInput): TaskEffect[] {
  const fn = "venus.closeTask";
  requireRecord(fn, "input", input);
  requireCount(fn, "input.jobLevel", input.jobLevel);
  requireOneOf(fn, "input.primary", input.primary, ["bought", "failed"]);
  if (input.tertiary !== undefined) {
    requireList(fn, "input.tertiary", input.tertiary, (id, path) => requireOneOf(fn, path, id, TERTIARY_IDS));
  }
  if (input.allies !== undefined) requireInteger(fn, "input.allies", input.allies, { min: 0, max: MAX_LIST_LENGTH });
  requireCount(fn, "input.lots", input.lots);
  const effects: TaskEffect[] = [];
  const tertiary = input.tertiary ?? [];
  if (input.primary === "failed") effects.push({ kind: "exp", target: "task-job", reason: "failed-primary" });
  if (input.jobLevel === 0) effects.push({ kind: "exp", target: "task-job", reason: "learning" });
  if (tertiary.includes("learned"))
    effects.push({
      kind: "exp",
      target: "task-job",
      reason: "learned-something",
    });
  for (let ally = 0; ally < (input.allies ?? 0); ally++) {
    effects.push({ kind: "exp", target: "ally-job", ally, reason: "aided" });
  }
  if (tertiary.includes("intentions")) {
    effects.push(
      lotsAfter(input.lots, 1).overflowExp > 0
        ? { kind: "exp", target: "any-job", reason: "lot-overflow" }
        : { kind: "lot", reason: "true-intentions" },
    );
  }
  if (tertiary.includes("prize")) effects.push({ kind: "reminder", reason: "additional-prize" });
  if (tertiary.includes("unexpected")) effects.push({ kind: "reminder", reason: "unexpected-boon" });
  return effects;
}
