/**
 * Foundry TypeDataModels for the In a Wicked Age sub-types: schema, joint
 * rules and labels come from the pure specs; prepareDerivedData calls the
 * pure derive functions. Derived values live on `system.derived` (never
 * bound to inputs).
 */
import { SystemModel } from "../../../core/data-model";
import { modelClassesFor } from "../../../core/game-module";
import { WICKED_SPECS } from "./definition-part";
import { characterSpec, deriveCharacter, type CharacterDerived, type WickedCharacterSystem } from "./character";
import { deriveNpc, npcSpec, type NpcDerived, type WickedNpcSystem } from "./npc";
import { deriveStrength, strengthSpec, type StrengthDerived } from "./strength";
import { conflictSpec, participantSpec } from "./conflict";

export class WickedCharacterModel extends SystemModel(characterSpec) {
  declare derived: CharacterDerived;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = deriveCharacter(this as unknown as WickedCharacterSystem);
  }
}

export class WickedNpcModel extends SystemModel(npcSpec) {
  declare derived: NpcDerived;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = deriveNpc(this as unknown as WickedNpcSystem);
  }
}

export class WickedStrengthModel extends SystemModel(strengthSpec) {
  declare derived: StrengthDerived;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = deriveStrength(this as unknown as Record<string, unknown>);
  }
}

export class WickedConflictModel extends SystemModel(conflictSpec) {}
export class WickedParticipantModel extends SystemModel(participantSpec) {}

export const wickedModelClasses = modelClassesFor(WICKED_SPECS, {
  [characterSpec.type]: WickedCharacterModel,
  [npcSpec.type]: WickedNpcModel,
  [strengthSpec.type]: WickedStrengthModel,
  [conflictSpec.type]: WickedConflictModel,
  [participantSpec.type]: WickedParticipantModel,
});
