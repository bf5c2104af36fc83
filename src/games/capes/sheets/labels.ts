/**
 * Lang keys of the Capes names the sheets, the board and the cards show
 * (pure): Drives, ability types, sides, phases.
 */
import type { capes } from "../../../rules";
import { CAPES_LANG } from "../data/common";

export const driveKey = (slot: capes.DriveSlot) => `${CAPES_LANG}.Drive.${slot}`;
export const abilityTypeKey = (type: capes.AbilityType) => `${CAPES_LANG}.AbilityType.${type}`;
export const abilityTypePluralKey = (type: capes.AbilityType) => `${CAPES_LANG}.AbilityTypes.${type}`;
export const kindKey = (kind: capes.CharacterKind) => `${CAPES_LANG}.Kind.${kind}`;
export const factionKey = (faction: capes.Faction) => `${CAPES_LANG}.Faction.${faction}`;
export const phaseKey = (phase: capes.Phase) => `${CAPES_LANG}.Phase.${phase}`;

/** select options: value → lang key. */
export const KIND_OPTIONS: Record<string, string> = { hero: kindKey("hero"), opponent: kindKey("opponent") };
export const ABILITY_TYPE_OPTIONS: Record<string, string> = {
  power: abilityTypeKey("power"),
  attitude: abilityTypeKey("attitude"),
  trope: abilityTypeKey("trope"),
  skill: abilityTypeKey("skill"),
};
export const LEVEL_OPTIONS: Record<string, string> = { 1: "1", 2: "2", 3: "3", 4: "4", 5: "5" };
