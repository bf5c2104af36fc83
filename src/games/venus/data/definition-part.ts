import type { DefinitionPart } from "../../../core/game-definition";
import { characterSpec } from "./character";
import { jobSpec } from "./job";
import { lifepathSpec } from "./lifepath";
import { attributeSpec } from "./attribute";
import { assetSpec } from "./asset";

/** The sub-types' specs, with their names as literal types (modelClassesFor checks the model classes' keys against them). */
export const VENUS_SPECS = [characterSpec, jobSpec, lifepathSpec, attributeSpec, assetSpec] as const;

/** Venus data: the character actor and the job, lifepath, attribute and asset items; the sheets' templates. */
export const dataDefinition: DefinitionPart = {
  models: [...VENUS_SPECS],
  templates: [
    "venus/sheets/character.hbs",
    "venus/sheets/character-biography.hbs",
    "venus/sheets/character-limited.hbs",
    "venus/sheets/item-header.hbs",
    "venus/sheets/job.hbs",
    "venus/sheets/lifepath.hbs",
    "venus/sheets/attribute.hbs",
    "venus/sheets/asset.hbs",
    "venus/sheets/item-limited.hbs",
    "venus/sheets/fidelity-dialog.hbs",
    "venus/sheets/templated-prompt.hbs",
  ],
};
