import type { DefinitionPart } from "../../../core/game-definition";
import { omegaSpec } from "./omega";
import { dicelessSpec } from "./diceless";
import { titleSpec } from "./title";
import { descriptorSpec } from "./descriptor";
import { ALLOW_D16_SETTING, TRAIT_CHART_SETTING } from "./trait-chart";

/** The sub-types' specs, with their names as literal types (modelClassesFor checks the model classes' keys against them). */
export const FOUR_COLORS_SPECS = [omegaSpec, dicelessSpec, titleSpec, descriptorSpec] as const;

/** Four Colors sub-types (Omega, Diceless, Title actors; Descriptor items), their sheets' templates and settings. */
export const dataDefinition: DefinitionPart = {
  models: [...FOUR_COLORS_SPECS],
  templates: [
    "four-colors/sheets/omega-sheet.hbs",
    "four-colors/sheets/omega-hand.hbs",
    "four-colors/sheets/omega-text.hbs",
    "four-colors/sheets/diceless-sheet.hbs",
    "four-colors/sheets/diceless-hand.hbs",
    "four-colors/sheets/title-story.hbs",
    "four-colors/sheets/title-sheet.hbs",
    "four-colors/sheets/title-log.hbs",
    "four-colors/sheets/issue-desk.hbs",
    "four-colors/sheets/actor-limited.hbs",
    "four-colors/sheets/omega-limited.hbs",
    "four-colors/sheets/descriptor-sheet.hbs",
    "four-colors/sheets/descriptor-limited.hbs",
    "four-colors/sheets/descriptor-list.hbs",
    "four-colors/sheets/force-symbol.hbs",
    "four-colors/sheets/trait-chart.hbs",
  ],
  settings: [
    { key: ALLOW_D16_SETTING, scope: "world", config: true, type: "boolean", default: false },
    { key: TRAIT_CHART_SETTING, scope: "world", config: false, type: "object", default: {} },
  ],
};
