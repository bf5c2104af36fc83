import type { DefinitionPart } from "../../../core/game-definition";
import { BOARD_SETTING } from "./state";

/** The Complication board: its templates, the roll class, and the setting naming the current board. */
export const boardDefinition: DefinitionPart = {
  rollClassNames: ["CapesDieRoll"],
  templates: [
    "capes/board/header.hbs",
    "capes/board/complications.hbs",
    "capes/board/cast.hbs",
    "capes/board/controls.hbs",
    "capes/board/ledger.hbs",
    "capes/board/log.hbs",
    "capes/board/new-story.hbs",
    "capes/dice/roll-card.hbs",
  ],
  settings: [{ key: BOARD_SETTING, scope: "world", config: false, type: "string", default: "" }],
};
