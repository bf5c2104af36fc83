/**
 * Lang keys for the Venus vocabulary (pure): abilities, calibers, tiers,
 * ages, sizes and the item kinds. Context builders pass keys, never English.
 */
import { ABILITIES, AGES, ATTRIBUTE_KINDS, CALIBERS, SIZES, TIERS } from "../../../rules/venus";
import { ASSET_ACQUISITIONS, ASSET_KINDS } from "../data/asset";
import { ATTRIBUTE_ACQUISITIONS } from "../data/attribute";
import { SCORE_POINT_TYPES } from "../data/lifepath";

const V = "STORY_ENGINES.Venus";

export const abilityKey = (id: string): string => `${V}.Ability.${id}`;
export const abilityAbbrKey = (id: string): string => `${V}.AbilityAbbr.${id}`;
export const caliberKey = (id: string): string => `${V}.Caliber.${id}`;
export const tierKey = (id: string): string => `${V}.Tier.${id}`;
export const ageKey = (index: number): string => `${V}.Age.${index}`;
export const sizeKey = (value: number): string => `${V}.Size.${value}`;
export const attributeKindKey = (kind: string): string => `${V}.AttributeKind.${kind}`;
export const attributeAcquisitionKey = (a: string): string => `${V}.AttributeAcquisition.${a}`;
export const assetKindKey = (kind: string): string => `${V}.AssetKind.${kind}`;
export const assetAcquisitionKey = (a: string): string => `${V}.AssetAcquisition.${a}`;
export const scorePointKey = (t: string): string => `${V}.ScorePoint.${t}`;

/** value → lang key maps for {{selectOptions … localize=true}}. */
export const OPTIONS = {
  abilities: Object.fromEntries(ABILITIES.map((a) => [a.id, abilityKey(a.id)])),
  optionalAbilities: { "": `${V}.Sheet.none`, ...Object.fromEntries(ABILITIES.map((a) => [a.id, abilityKey(a.id)])) },
  calibers: Object.fromEntries(CALIBERS.map((c) => [c, caliberKey(c)])),
  tiers: Object.fromEntries(TIERS.map((t) => [t.id, tierKey(t.id)])),
  ages: Object.fromEntries(AGES.map((a) => [String(a.index), ageKey(a.index)])),
  sizes: Object.fromEntries(SIZES.map((s) => [String(s.value), sizeKey(s.value)])),
  attributeKinds: Object.fromEntries(ATTRIBUTE_KINDS.map((k) => [k, attributeKindKey(k)])),
  attributeAcquisitions: Object.fromEntries(ATTRIBUTE_ACQUISITIONS.map((k) => [k, attributeAcquisitionKey(k)])),
  assetKinds: Object.fromEntries(ASSET_KINDS.map((k) => [k, assetKindKey(k)])),
  assetAcquisitions: Object.fromEntries(ASSET_ACQUISITIONS.map((k) => [k, assetAcquisitionKey(k)])),
  scorePoints: Object.fromEntries(SCORE_POINT_TYPES.map((t) => [t, scorePointKey(t)])),
} as const;
