/**
 * Checks: binary d20 rolls. Target = absolute difficulty + up to four
 * relative factors; roll d20 + score; calibers give natural auto-passes and
 * auto-fails that beat the total; a total that falls short may add the
 * highest of up to four bonus d6 (exploding ones under a Gambit); one Lot
 * may then re-roll the d20 or the highest bonus die.
 */

import type { Caliber } from "./calibers";
import { MAX_BONUS_DICE, MAX_RELATIVE_FACTORS } from "./limits";
import { argError, optionalBoolean, requireInteger, requireList, requireRecord, MAX_AMOUNT } from "../args";
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
  /**
   * A Gambit's exploding dice: a bonus die showing 6 adds another d6 on top,
   * which may explode again, so a bonus die is the sum of its chain and no
   * shortfall is out of reach. The d20 never explodes.
   */
  explode?: boolean;
}

/**
 * Whether the bonus step applies: only when no auto result decided the check,
 * the total fell short, and the best bonus die could still reach the target
 * (+6; exploding dice have no best). Otherwise bonus dice are not rolled at all.
 */
export function needsBonusDice(c: CheckRoll): boolean {
  requireCheckRoll("venus.needsBonusDice", "c", c);
  return bonusApplies(c);
}

function bonusApplies(c: CheckRoll): boolean {
  if (autoResult(c.caliber, c.d20) !== null) return false;
  const total = c.d20 + c.score + (c.flatBonus ?? 0);
  return total < c.target && (c.explode === true || total + 6 >= c.target);
}

export interface CheckResult {
  passed: boolean;
  auto: AutoResult;
  /** d20 + score (+ flat bonus) + the highest bonus d6 when the bonus step applied. */
  total: number;
}

/**
 * Resolve a rolled check. `bonusDice` are the d6 rolled for up to four bonus
 * factors (with `explode`, each the sum of its chain: 6 + 6 + 2 = 14); they
 * are ignored when the bonus step does not apply (auto result, already
 * passed, or out of reach even with a 6), and only the highest counts.
 */
export function resolveCheck(c: CheckRoll & { bonusDice?: number[] }): CheckResult {
  const fn = "venus.resolveCheck";
  requireCheckRoll(fn, "c", c);
  const bonusDice =
    c.bonusDice === undefined
      ? []
      : requireList(
          fn,
          "c.bonusDice",
          c.bonusDice,
          (d, path) => (c.explode === true ? requireChainTotal(fn, path, d) : requireFace(fn, path, d, 6)),
          MAX_BONUS_DICE,
        );
  const auto = autoResult(c.caliber, c.d20);
  const base = c.d20 + c.score + (c.flatBonus ?? 0);
  if (auto !== null) return { passed: auto === "pass", auto, total: base };
  const total = bonusApplies(c) && bonusDice.length > 0 ? base + Math.max(...bonusDice) : base;
  return { passed: total >= c.target, auto: null, total };
}

export interface CheckOddsInput {
  score: number;
  caliber: Caliber;
  target: number;
  /** Approved bonus factors, Lots included (0–4). */
  bonusDice: number;
  flatBonus?: number;
  /** The bonus dice explode (a Gambit). */
  explode?: boolean;
  /** A Lot is kept for the one re-roll a check allows, spent on the better of the d20 and the highest bonus die. */
  lotReroll?: boolean;
}

/** P(one bonus die ≥ v) for v ≥ 1: a d6, or with `explode` the sum of its chain of sixes. */
function dieReaches(v: number, explode: boolean): number {
  if (v <= 6) return (7 - v) / 6;
  return explode ? dieReaches(v - 6, true) / 6 : 0;
}

/**
 * Exact probability that a check passes, before anything is rolled.
 * `bonusDice` is the number of approved bonus factors (0–4; a Lot is one of
 * them). Per d20 face: auto results first, then the bare total, then the
 * chance that the highest of k bonus dice covers the shortfall,
 * 1 − (1 − P(die ≥ need))^k, where the bonus step applies at all.
 *
 * With `lotReroll` a check that still fails spends one Lot on a re-roll, the
 * better of the two for the faces showing: the d20 (the bonus dice kept; after
 * an automatic failure or a shortfall out of reach, the new d20 goes through
 * the bonus step afresh) or the highest bonus die (it passes when the new die
 * alone covers the shortfall, since the others fell short already).
 */
export function checkOdds(c: CheckOddsInput): number {
  const fn = "venus.checkOdds";
  requireCheckNumbers(fn, "c", c);
  const k = requireInteger(fn, "c.bonusDice", c.bonusDice, { min: 0, max: MAX_BONUS_DICE });
  optionalBoolean(fn, "c.lotReroll", c.lotReroll);
  const explode = c.explode === true;
  const bare = c.score + (c.flatBonus ?? 0);
  const plain = oddsOf(c.caliber, c.target, bare, k, explode);
  if (c.lotReroll !== true) return plain;

  // The d20 re-rolled while the highest bonus die h stays: P(pass). (A face that fails automatically is
  // lower than the d20 that fell short, so with h it stays short too.)
  const withBonus = (h: number): number => {
    let favourable = 0;
    for (let d20 = 1; d20 <= 20; d20++)
      if (autoResult(c.caliber, d20) === "pass" || d20 + bare + h >= c.target) favourable += 1;
    return favourable / 20;
  };
  let p = 0;
  for (let d20 = 1; d20 <= 20; d20++) {
    const auto = autoResult(c.caliber, d20);
    const need = c.target - (d20 + bare);
    if (auto === "pass" || (auto === null && need <= 0)) p += 1;
    else if (auto === "fail" || k === 0) p += plain;
    else {
      // The bonus step, then the better re-roll for each highest die h that still fell short. Out of
      // reach (no h can reach) this is the d20 re-rolled through a bonus step of its own: `plain`.
      const reach = dieReaches(need, explode);
      p += 1 - (1 - reach) ** k;
      for (let h = 1; h < need; h++) {
        const chance = (1 - dieReaches(h + 1, explode)) ** k - (1 - dieReaches(h, explode)) ** k;
        p += chance * Math.max(withBonus(h), reach);
      }
    }
  }
  return p / 20;
}

/** checkOdds without the re-roll, on checked numbers. */
function oddsOf(caliber: Caliber, target: number, bare: number, k: number, explode: boolean): number {
  let favourable = 0;
  for (let d20 = 1; d20 <= 20; d20++) {
    const auto = autoResult(caliber, d20);
    if (auto !== null) {
      if (auto === "pass") favourable += 1;
      continue;
    }
    const need = target - (d20 + bare);
    // Short: the highest of k bonus dice must cover the shortfall (no chance beyond a 6 unless they explode).
    favourable += need <= 0 ? 1 : 1 - (1 - dieReaches(need, explode)) ** k;
  }
  return favourable / 20;
}

/** The sum of an exploding die's chain: 1–5, or sixes and then 1–5 (7–11, 13–17, …). */
function requireChainTotal(fn: string, name: string, value: unknown): number {
  const total = requireInteger(fn, name, value, { min: 1, max: MAX_AMOUNT });
  if (total % 6 === 0)
    argError(fn, name, "the sum of an exploding d6's chain (a 6 always adds another die)", value, "range");
  return total;
}

/** score, caliber, target and flatBonus of a check (whole numbers; scores and targets within ±MAX_AMOUNT). */
function requireCheckNumbers(fn: string, name: string, value: unknown): void {
  const c = requireRecord(fn, name, value);
  requireInteger(fn, `${name}.score`, c.score);
  requireCaliber(fn, `${name}.caliber`, c.caliber);
  requireInteger(fn, `${name}.target`, c.target);
  if (c.flatBonus !== undefined) requireInteger(fn, `${name}.flatBonus`, c.flatBonus);
  optionalBoolean(fn, `${name}.explode`, c.explode);
}

/** A rolled check: the numbers above and a d20 face. */
function requireCheckRoll(fn: string, name: string, value: unknown): void {
  requireCheckNumbers(fn, name, value);
  requireFace(fn, `${name}.d20`, (value as Record<string, unknown>).d20, 20);
}
