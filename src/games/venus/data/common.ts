/**
 * Field pieces shared by the Venus specs (pure). Lang keys live under
 * STORY_ENGINES.Venus; problem codes are full lang keys.
 */
import type { FieldSpec, Problem } from "../../../schema";
import { ABILITY_IDS, CALIBERS } from "../../../rules/venus";

export const VENUS_LANG = "STORY_ENGINES.Venus";

/** A problem code (a full lang key) under STORY_ENGINES.Venus.Validation. */
export function venusProblem(path: string, code: string, params?: Record<string, string | number>): Problem {
  return { path, code: `${VENUS_LANG}.Validation.${code}`, ...(params ? { params } : {}) };
}

export const abilityField = (): FieldSpec => ({ kind: "string", initial: "app", choices: ABILITY_IDS });
export const optionalAbilityField = (): FieldSpec => ({
  kind: "string",
  initial: "",
  choices: ["", ...ABILITY_IDS],
  blank: true,
});
export const caliberField = (initial = "bronze"): FieldSpec => ({ kind: "string", initial, choices: CALIBERS });
export const textField = (): FieldSpec => ({ kind: "string", initial: "" });
export const textList = (maxLength?: number): FieldSpec => ({
  kind: "array",
  element: { kind: "string", initial: "" },
  ...(maxLength !== undefined ? { maxLength } : {}),
});

/** Plain data of an owned item, as the derive functions and context builders see it. */
export interface PlainItem {
  id: string;
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
}
