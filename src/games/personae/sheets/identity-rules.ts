/**
 * Rules a sheet submit of an identity must pass beyond its spec (pure):
 * priorities cannot change once play has begun (SRD "Establish Order of
 * Importance"). Checked before the spec, so the message names the rule.
 */
import type { Problem } from "../../../schema";
import { personae } from "../../../rules";
import { isRecord, personaeProblem } from "../data/common";

export function identityExtraRules(system: Record<string, unknown>, current: Record<string, unknown>): Problem[] {
  if (current.kind !== "character" || current.mode !== "play") return [];
  const next = system.priorities;
  const now = current.priorities;
  if (!isRecord(next) || !isRecord(now)) return [];
  const changed = personae.ATTRIBUTES.filter((id) => id in next && next[id] !== now[id]);
  return changed.length ? [personaeProblem(`priorities.${changed[0] ?? ""}`, "prioritiesLocked")] : [];
}

/** A skill's rating checked against its owner's potential threshold (null: no cap). */
export function skillRatingRules(threshold: number | null) {
  return (system: Record<string, unknown>): Problem[] => {
    const rating = system.rating;
    if (threshold === null || typeof rating !== "number" || system.unlocked === false) return [];
    return rating > threshold ? [personaeProblem("rating", "skillAboveThreshold", { max: threshold })] : [];
  };
}
