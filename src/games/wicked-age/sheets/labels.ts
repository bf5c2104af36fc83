/**
 * Lang keys and option lists the In a Wicked Age sheets and dialogs share
 * (pure): context builders pass keys, templates localize them.
 */
import {
  FORMS,
  NPC_FORMS,
  STRENGTH_OPTIONS,
  type Form,
  type NpcForm,
  type StrengthOption,
} from "../../../rules/wicked";

export const L = "STORY_ENGINES.Wicked";

export const formKey = (form: string): string => `${L}.Form.${form}`;
export const npcFormKey = (form: string): string => `${L}.NpcForm.${form}`;
export const optionKey = (option: StrengthOption): string => `${L}.Strength.FIELDS.options.${option}.label`;
export const optionHintKey = (option: StrengthOption): string => `${L}.StrengthOption.${option}`;

/** "d10", or "—" for no die. */
export function dieLabel(size: number): string {
  return size > 0 ? `d${size}` : "—";
}

/** value → label key, for selectOptions with localize=true. */
export const FORM_OPTIONS: Record<string, string> = Object.fromEntries(FORMS.map((f) => [f, formKey(f)]));
export const NPC_FORM_OPTIONS: Record<string, string> = Object.fromEntries(NPC_FORMS.map((f) => [f, npcFormKey(f)]));
export const OPTIONAL_FORM_OPTIONS: Record<string, string> = { "": `${L}.Sheet.none`, ...FORM_OPTIONS };
export const OPTIONAL_NPC_FORM_OPTIONS: Record<string, string> = { "": `${L}.Sheet.none`, ...NPC_FORM_OPTIONS };

/** Die sizes a form's die can be assigned, for the assign-dice dialog. */
export const ASSIGN_DIE_OPTIONS: Record<string, string> = { "12": "d12", "10": "d10", "8": "d8", "6": "d6", "4": "d4" };
export const NPC_PAIR_OPTIONS: Record<string, string> = { "12-8": "d12 + d8", "10-6": "d10 + d6", "6-4": "d6 + d4" };

export function isForm(value: string): value is Form {
  return (FORMS as readonly string[]).includes(value);
}
export function isNpcForm(value: string): value is NpcForm {
  return (NPC_FORMS as readonly string[]).includes(value);
}
export { STRENGTH_OPTIONS };
