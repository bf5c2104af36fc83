/**
 * Pure context for the particular strength sheet and its LIMITED view: the
 * form(s) and NPC form, the options significance buys (with the die and
 * significance that follow), a consequential strength's forms, and what
 * looks unfinished.
 */
import { MAX_SIGNIFICANCE, STRENGTH_OPTIONS } from "../../../rules/wicked";
import { deriveStrength } from "../data/strength";
import {
  dieLabel,
  FORM_OPTIONS,
  NPC_FORM_OPTIONS,
  OPTIONAL_FORM_OPTIONS,
  OPTIONAL_NPC_FORM_OPTIONS,
  optionHintKey,
  optionKey,
} from "./labels";

export interface StrengthSheetInput {
  item: { name: string; img: string; type: string };
  system: Record<string, unknown>;
  editable: boolean;
  enriched: { description: string; effects: string };
  /** Held by an actor (its name), or a world/compendium strength (""). */
  ownerName: string;
  /** Held by a made sheet (its dice assigned): its options and forms are fixed, but for blanks to fill in. */
  heldByMade?: boolean;
}

export function buildStrengthContext(input: StrengthSheetInput): Record<string, unknown> {
  const { item, system, editable, enriched } = input;
  const derived = deriveStrength(system);
  const options = (system.options ?? {}) as Record<string, unknown>;
  // A strength on a made sheet is fixed once it has an option; a form it leaves blank may still be filled in.
  const fixed = input.heldByMade === true && derived.significance > 0;
  const locked = (value: unknown) => !editable || (fixed && String(value ?? "") !== "");
  return {
    name: item.name,
    img: item.img,
    typeKey: `TYPES.Item.${item.type}`,
    editable,
    fixed,
    optionsLocked: !editable || fixed,
    formLocked: !editable || fixed,
    secondFormLocked: locked(system.secondForm),
    consequentialFormLocked: locked(system.consequentialForm),
    consequentialNpcFormLocked: locked(system.consequentialNpcForm),
    ownerName: input.ownerName,
    form: String(system.form ?? ""),
    secondForm: String(system.secondForm ?? ""),
    npcForm: String(system.npcForm ?? ""),
    consequentialForm: String(system.consequentialForm ?? ""),
    consequentialNpcForm: String(system.consequentialNpcForm ?? ""),
    description: String(system.description ?? ""),
    effects: String(system.effects ?? ""),
    formOptions: FORM_OPTIONS,
    npcFormOptions: NPC_FORM_OPTIONS,
    optionalFormOptions: OPTIONAL_FORM_OPTIONS,
    optionalNpcFormOptions: OPTIONAL_NPC_FORM_OPTIONS,
    options: STRENGTH_OPTIONS.map((option) => ({
      id: option,
      name: `system.options.${option}`,
      labelKey: optionKey(option),
      hintKey: optionHintKey(option),
      checked: options[option] === true,
    })),
    broad: options.broad === true,
    consequential: options.consequential === true,
    unique: options.unique === true,
    die: dieLabel(derived.die),
    significance: derived.significance,
    maxSignificance: MAX_SIGNIFICANCE,
    warnings: derived.warnings,
    enriched,
  };
}

export function buildStrengthLimitedContext(
  input: Pick<StrengthSheetInput, "item" | "enriched">,
): Record<string, unknown> {
  return {
    name: input.item.name,
    img: input.item.img,
    typeKey: `TYPES.Item.${input.item.type}`,
    description: input.enriched.description,
  };
}
