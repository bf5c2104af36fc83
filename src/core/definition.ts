import type { GameDefinition } from "./game-definition";
import { WELCOME_SETTING, WELCOME_TEMPLATE } from "./game-selection";
import { ROLES_SETTING } from "./roles";
import { TABLE_TOOLS_TEMPLATE } from "./table-tools";

/**
 * The shared layer, described like a game so the same checks cover it:
 * the chat-card shell every game's cards are built on, the Table tools
 * window, and the settings that are not any one game's.
 */
export const coreDefinition: GameDefinition = {
  id: "core",
  langKey: "Core",
  models: [],
  rollClassNames: [],
  templates: [
    "core/chat-card.hbs",
    "core/card-header.hbs",
    "core/sheet-header.hbs",
    "core/card-outcome.hbs",
    "core/problems.hbs",
    "core/acting-for.hbs",
    "core/role-awaited.hbs",
    "core/table-roles.hbs",
    WELCOME_TEMPLATE,
    TABLE_TOOLS_TEMPLATE,
  ],
  settings: [
    { key: "migrationVersion", scope: "world", config: false, type: "string", default: "" },
    { key: WELCOME_SETTING, scope: "world", config: false, type: "boolean", default: false },
    // Who holds each game's table roles (src/core/table-roles.ts): user ids per "<game>.<role>".
    { key: ROLES_SETTING, scope: "world", config: false, type: "object", default: {} },
  ],
};
