/**
 * The six abilities and the capabilities derived from them.
 */

import { lowerCaliber, type Caliber } from "./calibers";
import { MAX_QUESTIONNAIRE_ANSWERS, MAX_SCORE } from "./limits";
import { requireInteger, requireOneOf, requireRecord } from "../args";
import { requireAbilityId, requireAbilityRecord, requireCaliber, requireFace } from "./args";

export type AbilityId = "app" | "res" | "wit" | "end" | "fin" | "swi";
export type AbilityGroup = "mental" | "physical";

export interface AbilityInfo {
  readonly id: AbilityId;
  readonly name: string;
  readonly abbreviation: string;
  readonly group: AbilityGroup;
}

/** Mental first (MA), then physical (PA), in the seed's sheet order. */
export const ABILITIES: readonly AbilityInfo[] = [
  { id: "app", name: "Appeal", abbreviation: "App", group: "mental" },
  { id: "res", name: "Resolve", abbreviation: "Res", group: "mental" },
  { id: "wit", name: "Wits", abbreviation: "Wit", group: "mental" },
  { id: "end", name: "Endurance", abbreviation: "End", group: "physical" },
  { id: "fin", name: "Finesse", abbreviation: "Fin", group: "physical" },
  { id: "swi", name: "Swiftness", abbreviation: "Swi", group: "physical" },
];

export const ABILITY_IDS: readonly AbilityId[] = ABILITIES.map((a) => a.id);
export const MENTAL_ABILITIES: readonly AbilityId[] = ["app", "res", "wit"];
export const PHYSICAL_ABILITIES: readonly AbilityId[] = ["end", "fin", "swi"];

/** Any value: true only for one of the six ability ids (never throws). */
export function isAbilityId(value: unknown): value is AbilityId {
  return typeof value === "string" && (ABILITY_IDS as readonly string[]).includes(value);
}

export function abilityGroup(id: AbilityId): AbilityGroup {
  requireAbilityId("venus.abilityGroup", "id", id);
  return MENTAL_ABILITIES.includes(id) ? "mental" : "physical";
}

/**
 * D66 job table: the tens digit picks the column, which the table heads with
 * an ability (10 App … 60 Swi). Per the ruling in docs/games/venus-rulings.md a job's ability is
 * the one in its own entry, so this mapping only names columns.
 */
export const D66_COLUMN_ABILITIES: readonly AbilityId[] = ["app", "res", "wit", "end", "fin", "swi"];

/** Two D6 read as tens and units: 11–66. */
export function d66(tens: number, units: number): number {
  requireFace("venus.d66", "tens", tens, 6);
  requireFace("venus.d66", "units", units, 6);
  return tens * 10 + units;
}

// ---------------------------------------------------------------------------
// Capabilities

/**
 * A capability's caliber is the lower caliber of the two abilities it names
 * (a one-ability capability just uses that ability's caliber).
 */
export function capabilityCaliber(first: Caliber, second?: Caliber): Caliber {
  requireCaliber("venus.capabilityCaliber", "first", first);
  if (second !== undefined) requireCaliber("venus.capabilityCaliber", "second", second);
  return second === undefined ? first : lowerCaliber(first, second);
}

export type CapabilityPresetId = "grit" | "guts" | "wealth" | "links" | "vigilance" | "honor" | "soul";

export interface CapabilityPreset {
  readonly id: CapabilityPresetId;
  readonly name: string;
  /**
   * Abilities whose lower caliber the capability uses. The seed only names
   * abilities in the level formulas; we reuse them for the caliber (Grit:
   * Wit/Swi, Guts: End/Res, Links: App). The others name none, so the table
   * picks them (null).
   */
  readonly abilities: readonly AbilityId[] | null;
}

export const CAPABILITY_PRESETS: readonly CapabilityPreset[] = [
  { id: "grit", name: "Grit", abilities: ["wit", "swi"] },
  { id: "guts", name: "Guts", abilities: ["end", "res"] },
  { id: "wealth", name: "Wealth", abilities: null },
  { id: "links", name: "Links", abilities: ["app"] },
  { id: "vigilance", name: "Vigilance", abilities: null },
  { id: "honor", name: "Honor", abilities: null },
  { id: "soul", name: "Soul", abilities: null },
];

/**
 * Capability level = a formula + the number of "yes" answers:
 * Grit ⌊(Wit+Swi)/4⌋, Guts ⌊(End+Res)/4⌋, Links ⌊App/2⌋, Vigilance the age
 * bracket; Wealth, Honor and Soul come from answers (Wealth by Peer decision,
 * which the caller passes as the answers count). Fractions round down, as
 * everywhere in the engine.
 */
export function capabilityLevel(
  preset: CapabilityPresetId,
  input: {
    scores: Readonly<Record<AbilityId, number>>;
    age: number;
    yes: number;
  },
): number {
  const fn = "venus.capabilityLevel";
  requireOneOf(
    fn,
    "preset",
    preset,
    CAPABILITY_PRESETS.map((p) => p.id),
  );
  requireRecord(fn, "input", input);
  const { scores, age, yes } = input;
  requireAbilityRecord(fn, "input.scores", scores, (score, path) =>
    requireInteger(fn, path, score, { min: 0, max: MAX_SCORE }),
  );
  // The age bracket: Junior 0 … Senior 5.
  requireInteger(fn, "input.age", age, { min: 0, max: 5 });
  requireInteger(fn, "input.yes", yes, { min: 0, max: MAX_QUESTIONNAIRE_ANSWERS });
  switch (preset) {
    case "grit":
      return Math.floor((scores.wit + scores.swi) / 4) + yes;
    case "guts":
      return Math.floor((scores.end + scores.res) / 4) + yes;
    case "links":
      return Math.floor(scores.app / 2) + yes;
    case "vigilance":
      return age + yes;
    case "wealth":
    case "honor":
    case "soul":
      return yes;
  }
}
