import type { DefinitionPart } from "../../../core/game-definition";
import { abilitySpec } from "./ability";
import { heroSpec } from "./hero";

/** The sub-types' specs, with their names as literal types (modelClassesFor checks the model classes' keys against them). */
export const CAPES_SPECS = [heroSpec, abilitySpec] as const;

/** Capes data: the hero actor (a hero or an opponent) and the ability item; the sheets' templates. */
export const dataDefinition: DefinitionPart = {
  models: [...CAPES_SPECS],
  templates: [
    "capes/sheets/hero-header.hbs",
    "capes/sheets/hero-drives.hbs",
    "capes/sheets/hero-abilities.hbs",
    "capes/sheets/hero-text.hbs",
    "capes/sheets/hero-limited.hbs",
    "capes/sheets/ability.hbs",
    "capes/sheets/ability-limited.hbs",
  ],
};
