// The Venus table procedures' part of the Foundry module: the VenusTableRoll class and its self-test sample.
import type { ModulePart } from "../../../core/game-module";
import { SAMPLE_TABLE_ROLL } from "./samples";
import { VenusTableRoll } from "./venus-table-roll";

/** The table procedures in Foundry: their Roll class (the sheets carry the buttons). */
export const tablesPart: ModulePart = {
  rollClasses: [VenusTableRoll],
  selfTests: {
    invalidUpdates: {},
    validUpdates: {},
    sampleRolls: () => [VenusTableRoll.build(SAMPLE_TABLE_ROLL)],
  },
};
