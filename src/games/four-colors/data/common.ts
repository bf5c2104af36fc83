/**
 * Vocabulary shared by the Four Colors sub-types (pure): the Planets as the
 * sheets store them, descriptor kinds, Diceless ranks, lang prefixes.
 */
import {
  DIE_SIZES,
  FORCES,
  FORCE_SYMBOL,
  OPTIONAL_DIE_SIZES,
  PLANET_OF_FORCE,
  type Force,
} from "../../../rules/four-colors";

export const LANG = "STORY_ENGINES.FourColors";

/** Every die size a Planet may hold in stored data (d16 only where the world allows it). */
export const PLANET_DIE_CHOICES: readonly number[] = [...DIE_SIZES, ...OPTIONAL_DIE_SIZES].sort((a, b) => a - b);

/** The die sizes offered on a sheet, by the world's d16 setting. */
export function planetDieSizes(allowD16: boolean): number[] {
  return allowD16 ? [...PLANET_DIE_CHOICES] : [...DIE_SIZES];
}

/** Default die colour per Force: the colour of its symbol in the book's figures. */
export const DEFAULT_FORCE_COLOURS: Readonly<Record<Force, string>> = {
  known: "#f4f1ea",
  passion: "#2457a6",
  dynamic: "#b3261e",
  static: "#2e7d32",
  lost: "#1b1b1b",
};

/** "#rrggbb", as an `<input type="color">` gives it. */
export const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;

export const DESCRIPTOR_KINDS = ["power", "weakness", "quirk", "trait", "flaw", "powerStunt"] as const;
export type DescriptorKind = (typeof DESCRIPTOR_KINDS)[number];

/** One of each per Wed Planet. */
export const WED_KINDS: readonly DescriptorKind[] = ["power", "weakness", "quirk"];
/** Traits and their special kinds (per diced Planet; the only descriptors a Diceless character has). */
export const TRAIT_KINDS: readonly DescriptorKind[] = ["trait", "flaw", "powerStunt"];

export function isDescriptorKind(value: unknown): value is DescriptorKind {
  return typeof value === "string" && (DESCRIPTOR_KINDS as readonly string[]).includes(value);
}

export function isTraitKind(kind: unknown): boolean {
  return typeof kind === "string" && (TRAIT_KINDS as readonly string[]).includes(kind);
}

export const DICELESS_RANKS = ["extra", "walkOn", "recurring", "supporting", "major"] as const;
export type DicelessRank = (typeof DICELESS_RANKS)[number];

/** Lang keys naming a Force and its Planet. */
export function forceLabelKey(force: Force): string {
  return `${LANG}.Force.${force}`;
}
export function planetLabelKey(force: Force): string {
  return `${LANG}.Planet.${PLANET_OF_FORCE[force]}`;
}
export function kindLabelKey(kind: DescriptorKind, plural = false): string {
  return `${LANG}.Descriptor.${plural ? "plural" : "kind"}.${kind}`;
}

export { FORCES, FORCE_SYMBOL, PLANET_OF_FORCE };
export type { Force };
