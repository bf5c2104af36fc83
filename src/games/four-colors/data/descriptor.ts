/**
 * Descriptor: one Item type with a `kind` (Power, Weakness, Quirk, Trait,
 * Flaw, Power Stunt) so one sheet and one list serve every descriptor. The
 * Planet a Trait came from is only recorded during creation (ruling,
 * docs/games/four-colors-rulings.md); Powers, Weaknesses and Quirks name the
 * Wed Planet they belong to.
 */
import type { ModelSpec } from "../../../schema";
import { FORCES, isDiced, type Force, type Planets } from "../../../rules/four-colors";
import {
  DESCRIPTOR_KINDS,
  LANG,
  TRAIT_KINDS,
  WED_KINDS,
  isDescriptorKind,
  isTraitKind,
  type DescriptorKind,
} from "./common";
import type { TraitChart } from "./trait-chart";

export const descriptorSpec: ModelSpec<"fourColorsDescriptor"> = {
  documentName: "Item",
  type: "fourColorsDescriptor",
  localizationPrefix: `${LANG}.Descriptor`,
  fields: {
    kind: { kind: "string", initial: "trait", choices: DESCRIPTOR_KINDS },
    planet: { kind: "string", initial: "", choices: FORCES, blank: true },
    description: { kind: "html" },
  },
};

/** A descriptor as the summaries read it. */
export interface DescriptorLike {
  kind: string;
  planet: string;
}

export interface WedPlanetStatus {
  force: Force;
  /** Power / Weakness / Quirk not yet recorded for this Wed Planet. */
  missing: DescriptorKind[];
}

export interface TraitCount {
  force: Force;
  die: number;
  /** Traits of every kind (Trait, Flaw, Power Stunt) recorded as derived from this Planet. */
  traits: number;
  flaws: number;
  /** Expected count from the GM's chart, or null. */
  expected: number | null;
  flawRequired: boolean;
  /** Warning keys (never blocking): count differs from the chart, a required Flaw is missing. */
  warnings: { key: string; data: Record<string, number> }[];
}

export interface DescriptorSummary {
  wed: WedPlanetStatus[];
  diced: TraitCount[];
  /** Descriptors with no Planet recorded. */
  unassigned: number;
}

/**
 * Which Wed Planets still lack a Power, Weakness or Quirk, and how many
 * Traits each diced Planet has against the GM's chart (warnings only).
 */
export function summariseDescriptors(
  planets: Planets,
  descriptors: readonly DescriptorLike[],
  chart: TraitChart,
): DescriptorSummary {
  const wed: WedPlanetStatus[] = [];
  const diced: TraitCount[] = [];
  for (const force of FORCES) {
    const die = planets[force];
    const mine = descriptors.filter((d) => d.planet === force);
    if (!isDiced(die)) {
      wed.push({ force, missing: WED_KINDS.filter((kind) => !mine.some((d) => d.kind === kind)) });
      continue;
    }
    const traits = mine.filter((d) => isTraitKind(d.kind)).length;
    const flaws = mine.filter((d) => d.kind === "flaw").length;
    const row = chart[String(die)];
    const expected = row?.traits ?? null;
    const flawRequired = row?.flaw ?? false;
    const warnings: TraitCount["warnings"] = [];
    if (expected !== null && traits !== expected)
      warnings.push({ key: `${LANG}.Warnings.traitCount`, data: { count: traits, expected, die } });
    if (flawRequired && flaws === 0) warnings.push({ key: `${LANG}.Warnings.flawRequired`, data: { die } });
    diced.push({ force, die, traits, flaws, expected, flawRequired, warnings });
  }
  const unassigned = descriptors.filter((d) => !(FORCES as readonly string[]).includes(d.planet)).length;
  return { wed, diced, unassigned };
}

/** Descriptor kinds an actor of this type may hold. */
export function kindsFor(actorType: string): readonly DescriptorKind[] {
  if (actorType === "fourColorsOmega") return DESCRIPTOR_KINDS;
  if (actorType === "fourColorsDiceless") return TRAIT_KINDS;
  return [];
}

/** May a descriptor of `kind` be put on an actor of `actorType`? */
export function acceptsDescriptor(actorType: string, kind: unknown): boolean {
  return isDescriptorKind(kind) && kindsFor(actorType).includes(kind);
}

/**
 * May the Planet of this descriptor be changed? A Trait's Planet is recorded
 * at creation only: on an Omega, only while it is in creation mode. Powers,
 * Weaknesses and Quirks name their Wed Planet and stay editable; a
 * descriptor outside an Omega is always editable.
 */
export function planetEditable(kind: unknown, owner: { type: string; creation: boolean } | null): boolean {
  if (!owner || owner.type !== "fourColorsOmega") return true;
  return !isTraitKind(kind) || owner.creation;
}

export { TRAIT_KINDS, WED_KINDS };
