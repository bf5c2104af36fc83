// The Venus table procedures' part of the Foundry module: the VenusTableRoll class.
import type { ModulePart } from "../../../core/game-module";
import { VenusTableRoll } from "./venus-table-roll";

/** The table procedures in Foundry: their Roll class (the sheets carry the buttons). */
export const tablesPart: ModulePart = {
  rollClasses: [VenusTableRoll],
  // Venus has no shared tool: checks, tasks and table rolls are on the sheets; the Table tools window says so.
  toolsNote: "STORY_ENGINES.Venus.toolsNote",
};
