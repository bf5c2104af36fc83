/**
 * Calibers at assembly and after: increases spent above Bronze and their
 * limits by tier, raising a caliber with a full Fidelity meter, and the
 * steps between two calibers.
 */

import { ABILITY_IDS, type AbilityId } from "./abilities";
import { caliberRank, CALIBERS, shiftCaliber, type Caliber } from "./calibers";
import type { TierId } from "./character-tables";
import { MAX_FIDELITY } from "./limits";
import { problem, type Problem } from "./problems";
import { optionalBoolean, requireRecord } from "../args";
import { requireCaliber, requireCalibers, requireCount, requireTier } from "./args";

// ---------------------------------------------------------------------------
// Calibers

/** Caliber steps above Bronze spent on a set of abilities (all start Bronze). */
export function caliberIncreasesUsed(calibers: Readonly<Record<AbilityId, Caliber>>): number {
  requireCalibers("venus.caliberIncreasesUsed", calibers);
  return increasesOf(calibers);
}

function increasesOf(calibers: Readonly<Record<AbilityId, Caliber>>): number {
  const bronze = caliberRank("bronze");
  return ABILITY_IDS.reduce((sum, id) => sum + Math.max(0, caliberRank(calibers[id]) - bronze), 0);
}

/**
 * Assembly calibers: Bronze or better (Copper only comes from Limits, per
 * roll), no more increases than the tier's free ones plus any granted by
 * special attributes, and no more than one ability at Platinum without the
 * FC's leave.
 */
export function validateCalibers(
  calibers: Readonly<Record<AbilityId, Caliber>>,
  tier: TierId,
  options: { extraIncreases?: number; platinumPermission?: boolean } = {},
): Problem[] {
  const fn = "venus.validateCalibers";
  requireCalibers(fn, calibers);
  const tierData = requireTier(fn, "tier", tier);
  requireRecord(fn, "options", options);
  if (options.extraIncreases !== undefined) requireCount(fn, "options.extraIncreases", options.extraIncreases);
  optionalBoolean(fn, "options.platinumPermission", options.platinumPermission);
  const problems: Problem[] = [];
  for (const id of ABILITY_IDS) {
    if (caliberRank(calibers[id]) < caliberRank("bronze")) {
      problems.push(
        problem("caliber-invalid", "Abilities start at Bronze; Copper only comes from Limits.", `calibers.${id}`),
      );
    }
  }
  const allowed = tierData.freeCaliberIncreases + (options.extraIncreases ?? 0);
  const used = increasesOf(calibers);
  if (used > allowed) {
    problems.push(
      problem(
        "caliber-increases-exceeded",
        `${used} caliber increases used but only ${allowed} available.`,
        "calibers",
      ),
    );
  }
  const platinum = ABILITY_IDS.filter((id) => calibers[id] === "platinum").length;
  if (platinum > 1 && options.platinumPermission !== true) {
    problems.push(problem("platinum-limit", "Only one ability may reach Platinum without the FC's leave.", "calibers"));
  }
  return problems;
}

/**
 * Drain a full Fidelity meter (4) to raise one ability's caliber one step
 * (Bronze → Silver → Gold → Platinum). Returns the new caliber and Fidelity,
 * or problems.
 */
export function spendFidelity(
  fidelity: number,
  caliber: Caliber,
): { caliber: Caliber; fidelity: number; problems: Problem[] } {
  requireCount("venus.spendFidelity", "fidelity", fidelity);
  requireCaliber("venus.spendFidelity", "caliber", caliber);
  if (fidelity < MAX_FIDELITY) {
    return {
      caliber,
      fidelity,
      problems: [problem("fidelity-not-full", `Fidelity must be full (${MAX_FIDELITY}) to spend.`)],
    };
  }
  if (caliberRank(caliber) < caliberRank("bronze")) {
    return {
      caliber,
      fidelity,
      problems: [problem("caliber-invalid", "Abilities start at Bronze; Copper only comes from Limits.")],
    };
  }
  const raised = shiftCaliber(caliber, 1);
  if (raised === null) {
    return {
      caliber,
      fidelity,
      problems: [problem("caliber-at-maximum", "Platinum is the highest caliber.")],
    };
  }
  return { caliber: raised, fidelity: 0, problems: [] };
}

/** Steps between two calibers (Fidelity to go Bronze → Platinum: 3 steps, 12 Fidelity). */
export function caliberSteps(from: Caliber, to: Caliber): number {
  requireCaliber("venus.caliberSteps", "from", from);
  requireCaliber("venus.caliberSteps", "to", to);
  return CALIBERS.indexOf(to) - CALIBERS.indexOf(from);
}
