/**
 * Foundry TypeDataModels for the Capes sub-types: schema and joint rules
 * come from the pure specs; prepareDerivedData calls the pure derive
 * function. Derived values live on `system.derived` (never bound to inputs).
 */
import { SystemModel } from "../../../core/data-model";
import { modelClassesFor } from "../../../core/game-module";
import { CAPES_SPECS } from "./definition-part";
import { abilitySpec } from "./ability";
import { deriveHero, heroSpec, readHero, type HeroDerived } from "./hero";
import type { PlainItem } from "./common";

function ownedItems(parent: unknown): PlainItem[] {
  const items = (parent as { items?: Iterable<Item> } | null)?.items;
  if (!items) return [];
  return [...items].map((i) => ({ id: i.id ?? "", name: i.name, type: i.type, system: i.system }));
}

export class CapesHeroModel extends SystemModel(heroSpec) {
  declare derived: HeroDerived;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = deriveHero(readHero(this), ownedItems(this.parent));
  }
}

export class CapesAbilityModel extends SystemModel(abilitySpec) {}

export const capesModelClasses = modelClassesFor(CAPES_SPECS, {
  [heroSpec.type]: CapesHeroModel,
  [abilitySpec.type]: CapesAbilityModel,
});
