/**
 * Pieces shared by the In a Wicked Age specs (pure): the lang namespace,
 * problem codes as full lang keys, die-size fields, plain item data.
 */
import type { FieldSpec, Problem } from "../../../schema";
import { FORM_SIZES, FORMS, NPC_FORMS } from "../../../rules/wicked";

export const WICKED_LANG = "STORY_ENGINES.Wicked";
export const CHARACTER_TYPE = "wickedCharacter";
export const NPC_TYPE = "wickedNpc";
export const STRENGTH_TYPE = "wickedStrength";
export const CONFLICT_TYPE = "wickedConflict";
export const PARTICIPANT_TYPE = "wickedParticipant";

/** A problem code (a full lang key) under STORY_ENGINES.Wicked.Validation. */
export function wickedProblem(path: string, code: string, params?: Record<string, string | number>): Problem {
  return { path, code: `${WICKED_LANG}.Validation.${code}`, ...(params ? { params } : {}) };
}

/** A die size of a form: 0 (no die, or not assigned yet) or d4–d12. */
export const sizeField = (): FieldSpec => ({ kind: "number", initial: 0, integer: true, choices: FORM_SIZES });
export const textField = (maxLength = 500): FieldSpec => ({ kind: "string", initial: "", maxLength });
export const formField = (initial = "covertly"): FieldSpec => ({ kind: "string", initial, choices: FORMS });
export const optionalFormField = (): FieldSpec => ({
  kind: "string",
  initial: "",
  choices: ["", ...FORMS],
  blank: true,
});
export const npcFormField = (initial = "action"): FieldSpec => ({ kind: "string", initial, choices: NPC_FORMS });
export const optionalNpcFormField = (): FieldSpec => ({
  kind: "string",
  initial: "",
  choices: ["", ...NPC_FORMS],
  blank: true,
});
export const idList = (maxLength = 64): FieldSpec => ({
  kind: "array",
  element: { kind: "string", initial: "", maxLength: 64 },
  maxLength,
});
export const faceList = (maxLength = 16): FieldSpec => ({
  kind: "array",
  element: { kind: "number", initial: 1, integer: true, min: 0, max: 12 },
  maxLength,
});

/** Plain data of an owned item, as the derive functions and context builders see it. */
export interface PlainItem {
  id: string;
  name: string;
  type: string;
  img?: string;
  system: Record<string, unknown>;
}

export { isRecord } from "../../../schema";

export function numberOr(value: unknown, fallback: number): number {
  return typeof value === "number" && Number.isFinite(value) ? value : fallback;
}

export function stringOr(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value : fallback;
}

export function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}
