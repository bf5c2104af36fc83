/**
 * Four Colors TypeDataModels (Foundry layer): schema, joint rules and
 * migrations come from the pure specs; derived data from pure functions.
 */
import { SystemModel } from "../../../core/data-model";
import { modelClassesFor } from "../../../core/game-module";
import { FOUR_COLORS_SPECS } from "./definition-part";
import { deriveOmega, omegaSpec, type OmegaDerived } from "./omega";
import { dicelessSpec } from "./diceless";
import { deriveTitle, titleSpec, type TitleDerived } from "./title";
import { descriptorSpec } from "./descriptor";

export class OmegaModel extends SystemModel(omegaSpec) {
  /** Diced and Wed Forces and starting Storypath Cards. */
  declare derived: OmegaDerived;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = deriveOmega(this as unknown as Record<string, unknown>);
  }
}

export class DicelessModel extends SystemModel(dicelessSpec) {}

export class TitleModel extends SystemModel(titleSpec) {
  /** Slot count, filled and open slots. */
  declare derived: TitleDerived;

  override prepareDerivedData(): void {
    super.prepareDerivedData();
    this.derived = deriveTitle(this as unknown as Record<string, unknown>);
  }
}

export class DescriptorModel extends SystemModel(descriptorSpec) {}

/** The model class of each Four Colors sub-type, keyed by its name. */
export const fourColorsModelClasses = modelClassesFor(FOUR_COLORS_SPECS, {
  [omegaSpec.type]: OmegaModel,
  [dicelessSpec.type]: DicelessModel,
  [titleSpec.type]: TitleModel,
  [descriptorSpec.type]: DescriptorModel,
});
