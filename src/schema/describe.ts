import type { Problem } from "./spec";

/**
 * Turn a problem into a localisation key and its format data, so the
 * Foundry layer (and the gallery) can show "Score must be at most 9".
 * Game-specific codes live under the game's own prefix; generic codes under
 * STORY_ENGINES.Validation.
 */
export function problemMessage(
  problem: Problem,
  fieldLabel: string,
): { key: string; data: Record<string, string | number> } {
  const generic = [
    "type",
    "integer",
    "min",
    "max",
    "choice",
    "blank",
    "maxLength",
    "required",
    "unknown",
    "uuid",
    "uuidType",
  ];
  const key = generic.includes(problem.code) ? `STORY_ENGINES.Validation.${problem.code}` : problem.code;
  return { key, data: { field: fieldLabel, ...(problem.params ?? {}) } };
}
