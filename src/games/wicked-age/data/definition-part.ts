import type { DefinitionPart } from "../../../core/game-definition";
import { characterSpec } from "./character";
import { npcSpec } from "./npc";
import { strengthSpec } from "./strength";
import { conflictSpec, participantSpec } from "./conflict";

/** The sub-types' specs, with their names as literal types (modelClassesFor checks the model classes' keys against them). */
export const WICKED_SPECS = [characterSpec, npcSpec, strengthSpec, conflictSpec, participantSpec] as const;

/**
 * In a Wicked Age data: the character and NPC actors, the particular
 * strength item, the conflict (Combat) and its participants (Combatant);
 * the sheets' templates; the optional rules as world settings.
 */
export const dataDefinition: DefinitionPart = {
  models: [...WICKED_SPECS],
  templates: [
    "wicked-age/sheets/actor-header.hbs",
    "wicked-age/sheets/character-body.hbs",
    "wicked-age/sheets/npc-body.hbs",
    "wicked-age/sheets/actor-strengths.hbs",
    "wicked-age/sheets/actor-notes.hbs",
    "wicked-age/sheets/actor-limited.hbs",
    "wicked-age/sheets/strength-sheet.hbs",
    "wicked-age/sheets/strength-limited.hbs",
    "wicked-age/sheets/assign-dice.hbs",
    "wicked-age/sheets/returning.hbs",
  ],
  settings: [
    { key: "wickedAgeUseItRiskIt", scope: "world", config: true, type: "boolean", default: false },
    { key: "wickedAgeMixedVictory", scope: "world", config: true, type: "boolean", default: false },
  ],
};
