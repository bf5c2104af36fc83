/**
 * Foundry TypeDataModels for the Personae sub-types: schema, joint rules and
 * labels come from the pure specs; prepareDerivedData calls the pure derive
 * function. Derived values live on `system.derived`, and the two token bars
 * on `system.vitality` and `system.shockTrack` ({value, max}).
 */
import { SystemModel } from "../../../core/data-model";
import { modelClassesFor } from "../../../core/game-module";
import { PERSONAE_SPECS } from "./definition-part";
import { deriveIdentity, identitySpec, type IdentityDerived, type PersonaeIdentitySystem } from "./identity";
import { enhancementSpec, preternaeSpec, skillSpec, sphereSpec } from "./items";

/** The owned items of the actor a model belongs to, as plain data. */
function ownedItems(parent: unknown): { type: string; system: Record<string, unknown> }[] {
  const items = (parent as { items?: Iterable<Item> } | null)?.items;
  if (!items) return [];
  return [...items].map((i) => ({ type: i.type, system: i.system }));
}

export class PersonaeIdentityModel extends SystemModel(identitySpec) {
  declare derived: IdentityDerived;
  declare vitality: { value: number; max: number };
  declare shockTrack: { value: number; max: number };

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = deriveIdentity(this as unknown as PersonaeIdentitySystem, ownedItems(this.parent));
    this.vitality = this.derived.vitality;
    this.shockTrack = this.derived.shockTrack;
  }
}

export const personaeModelClasses = modelClassesFor(PERSONAE_SPECS, {
  [identitySpec.type]: PersonaeIdentityModel,
  [skillSpec.type]: SystemModel(skillSpec),
  [enhancementSpec.type]: SystemModel(enhancementSpec),
  [preternaeSpec.type]: SystemModel(preternaeSpec),
  [sphereSpec.type]: SystemModel(sphereSpec),
});
