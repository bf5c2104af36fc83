/**
 * Pieces every Four Colors sheet context shares (pure): the Force symbols
 * (data/force-symbol.ts, shared with the dice), descriptor lists grouped by
 * kind, select options.
 */
import { FORCES, type Force } from "../../../rules/four-colors";
import { LANG, isDescriptorKind, kindLabelKey, type DescriptorKind } from "../data/common";
import { forceSymbol, type ForceSymbol } from "../data/force-symbol";

export { forceSymbol, symbolPoints, type ForceSymbol } from "../data/force-symbol";

/** A plain view of an embedded Item, as sheets pass it to the builders. */
export interface ItemInput {
  id: string;
  name: string;
  img: string;
  type: string;
  system: Record<string, unknown>;
}

export interface SelectOption {
  value: string;
  /** Text to show as is (user data, die sizes)… */
  label: string | null;
  /** …or a lang key to localise (the other one is null). */
  labelKey: string | null;
  selected: boolean;
}

export function isForceKey(value: unknown): value is Force {
  return typeof value === "string" && (FORCES as readonly string[]).includes(value);
}

export interface DescriptorRow {
  id: string;
  name: string;
  img: string;
  kind: DescriptorKind;
  /** The Planet recorded on it, with its symbol; null when none. */
  planet: ForceSymbol | null;
}

export interface DescriptorGroup {
  kind: DescriptorKind;
  labelKey: string;
  items: DescriptorRow[];
}

/** Descriptor items grouped by kind, in `kinds` order, names sorted within a group. */
export function descriptorGroups(items: readonly ItemInput[], kinds: readonly DescriptorKind[]): DescriptorGroup[] {
  return kinds.map((kind) => ({
    kind,
    labelKey: kindLabelKey(kind, true),
    items: items
      .filter((item) => item.type === "fourColorsDescriptor" && item.system.kind === kind)
      .map((item) => ({
        id: item.id,
        name: item.name,
        img: item.img,
        kind,
        planet: isForceKey(item.system.planet) ? forceSymbol(item.system.planet) : null,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }));
}

/** The descriptors of an actor as the rules summaries read them. */
export function descriptorData(items: readonly ItemInput[]): { kind: string; planet: string }[] {
  return items
    .filter((item) => item.type === "fourColorsDescriptor" && isDescriptorKind(item.system.kind))
    .map((item) => ({
      kind: String(item.system.kind),
      planet: typeof item.system.planet === "string" ? item.system.planet : "",
    }));
}

/** Context of the public (LIMITED) view of any Four Colors actor. */
export interface LimitedContext {
  name: string;
  img: string;
  typeKey: string;
  /** Enriched public description (HTML). */
  description: string;
  emptyKey: string;
  /** The Storyguide's "Set the stakes" button (an Omega's limited view, shown to whoever holds the role). */
  setsStakes: boolean;
}

export function limitedContext(input: {
  name: string;
  img: string;
  type: string;
  description: string;
  setsStakes?: boolean;
}): LimitedContext {
  return {
    name: input.name,
    img: input.img,
    typeKey: `TYPES.Actor.${input.type}`,
    description: input.description,
    emptyKey: `${LANG}.Sheet.noPublicDescription`,
    setsStakes: input.setsStakes === true,
  };
}
