/**
 * Field pieces shared by the Personae specs (pure). Lang keys live under
 * STORY_ENGINES.Personae; problem codes are full lang keys.
 */
import type { FieldSpec, Problem } from "../../../schema";
import type { personae } from "../../../rules";

export const PERSONAE_LANG = "STORY_ENGINES.Personae";

/** A problem code (a full lang key) under STORY_ENGINES.Personae.Validation. */
export function personaeProblem(path: string, code: string, params?: Record<string, string | number>): Problem {
  return { path, code: `${PERSONAE_LANG}.Validation.${code}`, ...(params ? { params } : {}) };
}

/**
 * A rules problem (src/rules/personae) as a spec problem: its code under
 * STORY_ENGINES.Personae.Validation, attribute ids written as the SRD
 * abbreviates them (COM, CNG…).
 */
export function fromRulesProblem(p: personae.PersonaeProblem): Problem {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(p.params))
    params[k] = k === "attribute" || k === "other" ? String(v).toUpperCase() : v;
  return { path: p.path, code: `${PERSONAE_LANG}.Validation.${p.code}`, params };
}

export const intField = (initial: number, min: number, max: number): FieldSpec => ({
  kind: "number",
  initial,
  integer: true,
  min,
  max,
});
export const boolField = (initial = false): FieldSpec => ({ kind: "boolean", initial });
export const textField = (maxLength = 200): FieldSpec => ({ kind: "string", initial: "", maxLength });

/** Plain data of an owned item, as the derive functions and context builders see it. */
export interface PlainItem {
  id: string;
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
}

export const ITEM_TYPES = {
  skill: "personaeSkill",
  enhancement: "personaeEnhancement",
  preternae: "personaePreternae",
  sphere: "personaeSphere",
} as const;
export const IDENTITY_TYPE = "personaeIdentity";
export const PERSONAE_ITEM_TYPES: readonly string[] = Object.values(ITEM_TYPES);

export { isRecord } from "../../../schema";
