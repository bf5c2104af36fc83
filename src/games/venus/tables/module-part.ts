// The Venus table procedures' part of the Foundry module: the VenusTableRoll class.
import type { ModulePart } from "../../../core/game-module";
import { VenusTableRoll } from "./venus-table-roll";

/** The table procedures in Foundry: their Roll class (the sheets carry the buttons). */
export const tablesPart: ModulePart = {
  rollClasses: [VenusTableRoll],
};
