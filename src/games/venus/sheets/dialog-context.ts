/**
 * Pure context for the two small dialogs the Venus sheets open: spending
 * Fidelity and naming a templated specialty.
 */
import { fidelityChoices, type VenusCharacterSystem } from "../data/character";
import { templatePlaceholder } from "../data/attribute";
import { abilityKey, caliberKey } from "./labels";

export function buildFidelityDialogContext(system: VenusCharacterSystem): Record<string, unknown> {
  return {
    choices: fidelityChoices(system).map((c) => ({
      ability: c.ability,
      labelKey: abilityKey(c.ability),
      fromKey: caliberKey(c.from),
      toKey: c.to ? caliberKey(c.to) : "",
      needsLeave: c.needsLeave,
      available: c.to !== null && !c.needsLeave,
    })),
  };
}

/** Examples from the seed for the common placeholders; otherwise none. */
const EXAMPLES: Record<string, string> = { city: "London", language: "Swahili" };

export function buildTemplatedPromptContext(name: string): Record<string, unknown> {
  const placeholder = templatePlaceholder(name) ?? "";
  return { name, placeholder, example: EXAMPLES[placeholder] ?? "" };
}
