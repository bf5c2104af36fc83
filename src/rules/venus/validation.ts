/**
 * Range checks for the character sheet, each returning problems with stable
 * codes (see problems.ts). Task-, KISS- and assembly-specific validators live
 * with their rules (validateTaskPool, validateAllies, validateThreshold,
 * validateKiss, spendSuccesses, validateAssemblyCaps, validateCalibers …).
 */

import { ABILITY_IDS, type AbilityId } from "./abilities";
import {
  JOB_LEVEL_SOFT_CAP,
  MAX_CAPABILITIES,
  MAX_FIDELITY,
  MAX_LOTS,
  MAX_SCORE,
  MAX_VINPCS,
  MIN_SCORE,
} from "./limits";
import { isIntegerIn, problem, type Problem } from "./problems";
import { expToLevelUp } from "./experience";
import { MAX_AMOUNT, optionalRecord, requireList, requireRecord, requireString, textOf } from "../args";
import { requireCount } from "./args";

/** An optional path argument: text. */
function requirePath(fn: string, path: unknown): void {
  requireString(fn, "path", path, 1000);
}

/** An ability score is a whole number from +0 to +9. */
export function validateScore(score: number, path = "score"): Problem[] {
  requirePath("venus.validateScore", path);
  return isIntegerIn(score, MIN_SCORE, MAX_SCORE)
    ? []
    : [problem("score-out-of-range", `Ability scores run +${MIN_SCORE} to +${MAX_SCORE}, got ${textOf(score)}.`, path)];
}

export function validateScores(scores: Readonly<Record<AbilityId, number>>): Problem[] {
  requireRecord("venus.validateScores", "scores", scores);
  return ABILITY_IDS.flatMap((id) => validateScore(scores[id], `scores.${id}`));
}

export function validateLots(lots: number): Problem[] {
  return isIntegerIn(lots, 0, MAX_LOTS)
    ? []
    : [problem("lots-out-of-range", `Lots run 0–${MAX_LOTS}, got ${textOf(lots)}.`, "lots")];
}

export function validateFidelity(fidelity: number): Problem[] {
  return isIntegerIn(fidelity, 0, MAX_FIDELITY)
    ? []
    : [problem("fidelity-out-of-range", `Fidelity runs 0–${MAX_FIDELITY}, got ${textOf(fidelity)}.`, "fidelity")];
}

/** At most three VINPCs; the FC alone may raise the limit (`limit`). */
export function validateVinpcs(count: number, limit = MAX_VINPCS): Problem[] {
  requireCount("venus.validateVinpcs", "count", count);
  requireCount("venus.validateVinpcs", "limit", limit);
  return count <= limit ? [] : [problem("too-many-vinpcs", `At most ${limit} VINPCs, got ${count}.`, "vinpcs")];
}

export function validateCapabilities(count: number): Problem[] {
  requireCount("venus.validateCapabilities", "count", count);
  return count <= MAX_CAPABILITIES
    ? []
    : [problem("too-many-capabilities", `At most ${MAX_CAPABILITIES} capabilities, got ${count}.`, "capabilities")];
}

/** A job level is a whole number 0–10 (10 is the soft cap through play). */
export function validateJobLevel(level: number, path = "level"): Problem[] {
  requirePath("venus.validateJobLevel", path);
  if (!Number.isInteger(level) || level < 0) {
    return [problem("job-level-invalid", `A job level is a whole number from 0, got ${textOf(level)}.`, path)];
  }
  if (level > JOB_LEVEL_SOFT_CAP) {
    return [problem("job-level-above-cap", `Job levels stop at ${JOB_LEVEL_SOFT_CAP}, got ${textOf(level)}.`, path)];
  }
  return [];
}

/** Job exp runs from 0 up to the bar: 2 × level, or 16 while learning. */
export function validateJobExp(job: { level: number; exp: number }, path = "exp"): Problem[] {
  requireRecord("venus.validateJobExp", "job", job);
  requirePath("venus.validateJobExp", path);
  // A level that is not a job level is validateJobLevel's problem.
  if (!isIntegerIn(job.level, 0, MAX_AMOUNT)) return [];
  const bar = expToLevelUp(job.level);
  return isIntegerIn(job.exp, 0, bar)
    ? []
    : [
        problem(
          "exp-out-of-range",
          `Exp on a level ${textOf(job.level)} job runs 0–${bar}, got ${textOf(job.exp)}.`,
          path,
        ),
      ];
}

export interface SheetValues {
  scores?: Readonly<Record<AbilityId, number>>;
  lots?: number;
  fidelity?: number;
  vinpcs?: number;
  capabilities?: number;
  jobs?: readonly { level: number; exp: number }[];
}

/** All sheet range checks at once, for whatever values are given. */
export function validateSheet(sheet: SheetValues): Problem[] {
  const fn = "venus.validateSheet";
  requireRecord(fn, "sheet", sheet);
  optionalRecord(fn, "sheet.scores", sheet.scores);
  if (sheet.vinpcs !== undefined) requireCount(fn, "sheet.vinpcs", sheet.vinpcs);
  if (sheet.capabilities !== undefined) requireCount(fn, "sheet.capabilities", sheet.capabilities);
  if (sheet.jobs !== undefined) requireList(fn, "sheet.jobs", sheet.jobs, (job, p) => requireRecord(fn, p, job));
  const problems: Problem[] = [];
  if (sheet.scores !== undefined) problems.push(...validateScores(sheet.scores));
  if (sheet.lots !== undefined) problems.push(...validateLots(sheet.lots));
  if (sheet.fidelity !== undefined) problems.push(...validateFidelity(sheet.fidelity));
  if (sheet.vinpcs !== undefined) problems.push(...validateVinpcs(sheet.vinpcs));
  if (sheet.capabilities !== undefined) problems.push(...validateCapabilities(sheet.capabilities));
  (sheet.jobs ?? []).forEach((job, i) => {
    problems.push(...validateJobLevel(job.level, `jobs[${i}].level`), ...validateJobExp(job, `jobs[${i}].exp`));
  });
  return problems;
}
