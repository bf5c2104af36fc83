import type { ModulePart } from "../../../core/game-module";
import { venusModelClasses } from "../data/models";
import { CHARACTER_TYPE } from "../data/character";
import { VenusCharacterSheet } from "./character-sheet";
import { VenusItemSheet } from "./item-sheet";

/** Venus in Foundry, sheets side: the data models, the character and item sheets. */
export const sheetsPart: ModulePart = {
  modelClasses: venusModelClasses,
  sheets: [
    {
      documentName: "Actor",
      sheetClass: VenusCharacterSheet,
      types: [CHARACTER_TYPE],
      label: "STORY_ENGINES.Venus.Sheet.characterSheet",
    },
    {
      documentName: "Item",
      sheetClass: VenusItemSheet,
      types: ["venusJob", "venusLifepath", "venusAttribute", "venusAsset"],
      label: "STORY_ENGINES.Venus.Sheet.itemSheet",
    },
  ],
};
