/**
 * Checks: binary d20 rolls. Target = absolute difficulty + up to four
 * relative factors; roll d20 + score; calibers give natural auto-passes and
 * auto-fails that beat the total; a total that falls short may add the
 * highest of up to four bonus d6.
 */

import type { Caliber } from "./calibers";
import { MAX_BONUS_DICE, MAX_RELATIVE_FACTORS } from "./limits";
import { argError, requireInteger, requireList, requireRecord } from "../args";
import { requireCaliber, requireFace } from "./args";

export type DifficultyId = "routine" | "simple" | "tough" | "challenging" | "absurd";

export interface DifficultyInfo {
  readonly id: DifficultyId;
  readonly name: string;
  readonly target: number;
}

export const DIFFICULTIES: readonly DifficultyInfo[] = [
  { id: "routine", name: "Routine", target: 5 },
  { id: "simple", name: "Simple", target: 10 },
  { id: "tough", name: "Tough", target: 15 },
  { id: "challenging", name: "Challenging", target: 20 },
  { id: "absurd", name: "Absurd", target: 25 },
];

/** The highest target a check can have: Absurd 25 + four factors. */
export const MAX_CHECK_TARGET = 29;

/**
 * Target of a check. `difficulty` is a difficulty id or its base number
 * (5, 10, 15, 20, 25); `relativeFactors` is 0–4 (more than four means the FC
 * should raise the absolute difficulty instead, so it is refused).
 */
export function checkTarget(difficulty: DifficultyId | number, relativeFactors = 0): number {
  const base =
    typeof difficulty === "number"
      ? DIFFICULTIES.find((d) => d.target === difficulty)?.target
      : DIFFICULTIES.find((d) => d.id === difficulty)?.target;
  if (base === undefined) {
    const known = DIFFICULTIES.map((d) => `${d.id} (${d.target})`).join(", ");
    argError(
      "venus.checkTarget",
      "difficulty",
      `one of ${known}`,
      difficulty,
      typeof difficulty === "number" || typeof difficulty === "string" ? "range" : "type",
    );
  }
  return (
    base +
    requireInteger("venus.checkTarget", "relativeFactors", relativeFactors, { min: 0, max: MAX_RELATIVE_FACTORS })
  );
}

export interface CheckAutoRule {
  /** Natural d20 faces that pass whatever the target. */
  readonly autoPass: readonly number[];
  /** Natural d20 faces that fail whatever the total. */
  readonly autoFail: readonly number[];
}

/**
 * Auto results per caliber (the book's checks): Silver passes on 20, Gold and Platinum
 * on 19–20, Bronze and Copper never; a natural 1 fails except for Platinum;
 * Copper also fails on a 2.
 */
export const CHECK_AUTO_RULES: Readonly<Record<Caliber, CheckAutoRule>> = {
  copper: { autoPass: [], autoFail: [1, 2] },
  bronze: { autoPass: [], autoFail: [1] },
  silver: { autoPass: [20], autoFail: [1] },
  gold: { autoPass: [19, 20], autoFail: [1] },
  platinum: { autoPass: [19, 20], autoFail: [] },
};

export type AutoResult = "pass" | "fail" | null;

/** The natural result of a d20 for a caliber, or null when the total decides. */
export function checkAutoResult(caliber: Caliber, d20: number): AutoResult {
  requireCaliber("venus.checkAutoResult", "caliber", caliber);
  requireFace("venus.checkAutoResult", "d20", d20, 20);
  return autoResult(caliber, d20);
}

function autoResult(caliber: Caliber, d20: number): AutoResult {
  const rule = CHECK_AUTO_RULES[caliber];
  if (rule.autoPass.includes(d20)) return "pass";
  if (rule.autoFail.includes(d20)) return "fail";
  return null;
}

export interface CheckRoll {
  d20: number;
  score: number;
  caliber: Caliber;
  target: number;
  /** A flat bonus the FC allows on top of the score ("+X (chosen by the FC)"). */
  flatBonus?: number;
}

/**
 * Whether the bonus step applies: only when no auto result decided the check,
 * the total fell short, and even the best bonus die (+6) could reach the
 * target. Otherwise bonus dice are not rolled at all.
 */
export function needsBonusDice(c: CheckRoll): boolean {
  requireCheckRoll("venus.needsBonusDice", "c", c);
  return bonusApplies(c);
}

function bonusApplies(c: CheckRoll): boolean {
  if (autoResult(c.caliber, c.d20) !== null) return false;
  const total = c.d20 + c.score + (c.flatBonus ?? 0);
  return total < c.target && total + 6 >= c.target;
}

export interface CheckResult {
  passed: boolean;
  auto: AutoResult;
  /** d20 + score (+ flat bonus) + the highest bonus d6 when the bonus step applied. */
  total: number;
}

/**
 * Resolve a rolled check. `bonusDice` are the d6 rolled for up to four bonus
 * factors; they are ignored when the bonus step does not apply (auto result,
 * already passed, or out of reach even with a 6), and only the highest counts.
 */
export function resolveCheck(c: CheckRoll & { bonusDice?: number[] }): CheckResult {
  const fn = "venus.resolveCheck";
  requireCheckRoll(fn, "c", c);
  const bonusDice =
    c.bonusDice === undefined
      ? []
      : requireList(fn, "c.bonusDice", c.bonusDice, (d, path) => requireFace(fn, path, d, 6), MAX_BONUS_DICE);
  const auto = autoResult(c.caliber, c.d20);
  const base = c.d20 + c.score + (c.flatBonus ?? 0);
  if (auto !== null) return { passed: auto === "pass", auto, total: base };
  const total = bonusApplies(c) && bonusDice.length > 0 ? base + Math.max(...bonusDice) : base;
  return { passed: total >= c.target, auto: null, total };
}

/**
 * Exact probability that a check passes, before anything is rolled.
 * `bonusDice` is the number of approved bonus factors (0–4; a Lot is one of
 * them). Per d20 face: auto results first, then the bare total, then the
 * chance that the highest of k d6 covers the shortfall: 1 − ((need−1)/6)^k.
 */
export function checkOdds(c: {
  score: number;
  caliber: Caliber;
  target: number;
  bonusDice: number;
  flatBonus?: number;
}): number {
  const fn = "venus.checkOdds";
  requireCheckNumbers(fn, "c", c);
  const k = requireInteger(fn, "c.bonusDice", c.bonusDice, { min: 0, max: MAX_BONUS_DICE });
  let favourable = 0;
  for (let d20 = 1; d20 <= 20; d20++) {
    const auto = autoResult(c.caliber, d20);
    if (auto !== null) {
      if (auto === "pass") favourable += 1;
      continue;
    }
    const need = c.target - (d20 + c.score + (c.flatBonus ?? 0));
    if (need <= 0) favourable += 1;
    else if (need <= 6 && k > 0) favourable += 1 - ((need - 1) / 6) ** k;
  }
  return favourable / 20;
}

/** score, caliber, target and flatBonus of a check (whole numbers; scores and targets within ±MAX_AMOUNT). */
function requireCheckNumbers(fn: string, name: string, value: unknown): void {
  const c = requireRecord(fn, name, value);
  requireInteger(fn, `${name}.score`, c.score);
  requireCaliber(fn, `${name}.caliber`, c.caliber);
  requireInteger(fn, `${name}.target`, c.target);
  if (c.flatBonus !== undefined) requireInteger(fn, `${name}.flatBonus`, c.flatBonus);
}

/** A rolled check: the numbers above and a d20 face. */
function requireCheckRoll(fn: string, name: string, value: unknown): void {
  requireCheckNumbers(fn, name, value);
  requireFace(fn, `${name}.d20`, (value as Record<string, unknown>).d20, 20);
}
