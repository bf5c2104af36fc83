/**
 * Pure context for the Capes ability sheet (full and limited).
 */
import { costsDebt, readAbility } from "../data/ability";
import { CAPES_LANG } from "../data/common";
import { ABILITY_TYPE_OPTIONS, abilityTypeKey, LEVEL_OPTIONS } from "./labels";

export interface AbilitySheetInput {
  item: { name: string; img: string };
  system: unknown;
  editable: boolean;
  enrichedDescription: string;
}

export function buildAbilityContext(input: AbilitySheetInput): Record<string, unknown> {
  const ability = readAbility(input.system);
  return {
    name: input.item.name,
    img: input.item.img,
    editable: input.editable,
    system: ability,
    typeOptions: ABILITY_TYPE_OPTIONS,
    levelOptions: LEVEL_OPTIONS,
    isTrope: ability.abilityType === "trope",
    typeKey: abilityTypeKey(ability.abilityType),
    costKey: `${CAPES_LANG}.Cost.${costsDebt(ability) ? "debt" : "block"}`,
    whenKey: `${CAPES_LANG}.When.${ability.abilityType}`,
    enrichedDescription: input.enrichedDescription,
  };
}

/** LIMITED view: name, image, type and level. */
export function buildAbilityLimitedContext(input: Pick<AbilitySheetInput, "item" | "system">): Record<string, unknown> {
  const ability = readAbility(input.system);
  return {
    name: input.item.name,
    img: input.item.img,
    typeKey: abilityTypeKey(ability.abilityType),
    level: ability.level,
  };
}
