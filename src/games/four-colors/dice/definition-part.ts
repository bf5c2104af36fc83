import type { DefinitionPart } from "../../../core/game-definition";
import { DEGREES_SETTING, PLAYERS_SET_STAKES_SETTING, SEVERAL_HINDRANCES_SETTING } from "./settings";

/** Four Colors rolls: the HierarchyRoll class, its dialog and chat-card templates, its world settings. */
export const diceDefinition: DefinitionPart = {
  rollClassNames: ["HierarchyRoll"],
  templates: [
    "four-colors/dice/dialog-form.hbs",
    "four-colors/dice/dialog-odds.hbs",
    "four-colors/dice/dialog-footer.hbs",
    "four-colors/dice/card.hbs",
    "four-colors/dice/stakes-card.hbs",
    "four-colors/dice/stakes-desk.hbs",
  ],
  settings: [
    { key: PLAYERS_SET_STAKES_SETTING, scope: "world", config: true, type: "boolean", default: false },
    { key: DEGREES_SETTING, scope: "world", config: true, type: "boolean", default: false },
    { key: SEVERAL_HINDRANCES_SETTING, scope: "world", config: true, type: "boolean", default: false },
  ],
};
