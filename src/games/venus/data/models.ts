/**
 * Foundry TypeDataModels for the Venus sub-types: schema, joint rules and
 * labels come from the pure specs; prepareDerivedData calls the pure derive
 * functions. Derived values live on `system.derived` (never bound to inputs).
 */
import { SystemModel } from "../../../core/data-model";
import { modelClassesFor } from "../../../core/game-module";
import { VENUS_SPECS } from "./definition-part";
import { characterSpec, deriveCharacter, type CharacterDerived, type VenusCharacterSystem } from "./character";
import { deriveJob, jobSpec, type JobProgressView, type VenusJobSystem } from "./job";
import { lifepathSpec } from "./lifepath";
import { attributeSpec } from "./attribute";
import { assetSpec } from "./asset";
import type { PlainItem } from "./common";

/** The owned items of the actor a model belongs to, as plain data. */
function ownedItems(parent: unknown): PlainItem[] {
  const items = (parent as { items?: Iterable<Item> } | null)?.items;
  if (!items) return [];
  return [...items].map((i) => ({ id: i.id ?? "", name: i.name, type: i.type, system: i.system }));
}

export class VenusCharacterModel extends SystemModel(characterSpec) {
  declare derived: CharacterDerived;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = deriveCharacter(this as unknown as VenusCharacterSystem, ownedItems(this.parent));
  }
}

export class VenusJobModel extends SystemModel(jobSpec) {
  declare progress: JobProgressView;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.progress = deriveJob(this as unknown as VenusJobSystem);
  }
}

export class VenusLifepathModel extends SystemModel(lifepathSpec) {}
export class VenusAttributeModel extends SystemModel(attributeSpec) {}
export class VenusAssetModel extends SystemModel(assetSpec) {}

export const venusModelClasses = modelClassesFor(VENUS_SPECS, {
  [characterSpec.type]: VenusCharacterModel,
  [jobSpec.type]: VenusJobModel,
  [lifepathSpec.type]: VenusLifepathModel,
  [attributeSpec.type]: VenusAttributeModel,
  [assetSpec.type]: VenusAssetModel,
});
