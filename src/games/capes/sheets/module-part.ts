import type { ModulePart } from "../../../core/game-module";
import { capesModelClasses } from "../data/models";
import { ABILITY_TYPE, HERO_TYPE } from "../data/common";
import { CapesHeroSheet } from "./hero-sheet";
import { CapesAbilitySheet } from "./ability-sheet";

/** Capes in Foundry, sheets side: the data models, the hero and ability sheets. */
export const sheetsPart: ModulePart = {
  modelClasses: capesModelClasses,
  sheets: [
    {
      documentName: "Actor",
      sheetClass: CapesHeroSheet,
      types: [HERO_TYPE],
      label: "STORY_ENGINES.Capes.Sheet.heroSheet",
    },
    {
      documentName: "Item",
      sheetClass: CapesAbilitySheet,
      types: [ABILITY_TYPE],
      label: "STORY_ENGINES.Capes.Sheet.abilitySheet",
    },
  ],
};
