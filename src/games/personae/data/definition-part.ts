import type { DefinitionPart } from "../../../core/game-definition";
import { identitySpec } from "./identity";
import { enhancementSpec, preternaeSpec, skillSpec, sphereSpec } from "./items";

/** The sub-types' specs, with their names as literal types (modelClassesFor checks the model classes' keys against them). */
export const PERSONAE_SPECS = [identitySpec, skillSpec, enhancementSpec, preternaeSpec, sphereSpec] as const;

/** Personae data: the identity actor and the skill, enhancement, preternae and sphere items; the sheets' templates. */
export const dataDefinition: DefinitionPart = {
  models: [...PERSONAE_SPECS],
  templates: [
    "personae/sheets/identity.hbs",
    "personae/sheets/identity-harm.hbs",
    "personae/sheets/identity-traits.hbs",
    "personae/sheets/identity-notes.hbs",
    "personae/sheets/identity-limited.hbs",
    "personae/sheets/item-header.hbs",
    "personae/sheets/skill.hbs",
    "personae/sheets/enhancement.hbs",
    "personae/sheets/preternae.hbs",
    "personae/sheets/sphere.hbs",
    "personae/sheets/item-limited.hbs",
    "personae/sheets/advancement.hbs",
    "personae/sheets/advancement-live.hbs",
  ],
};
