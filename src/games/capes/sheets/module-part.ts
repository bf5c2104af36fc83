import type { ModulePart } from "../../../core/game-module";
import { capesModelClasses } from "../data/models";
import { ABILITY_TYPE, HERO_TYPE } from "../data/common";
import { CapesHeroSheet } from "./hero-sheet";
import { CapesAbilitySheet } from "./ability-sheet";

/** Capes in Foundry, sheets side: the data models, the hero and ability sheets, and their self-tests. */
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
  selfTests: {
    // system-relative nested updates, as updateSource({ system: update }) takes them
    invalidUpdates: {
      [HERO_TYPE]: [
        { kind: "villain" },
        { drives: { hope: { value: 10 } } },
        { drives: { duty: { debt: -1 } } },
        { drives: { love: { exemplar: { uuid: "Item.abcdefghijklmnop" } } } },
      ],
      [ABILITY_TYPE]: [
        { level: 6 },
        { level: 0 },
        { abilityType: "gadget" },
        { abilityType: "power", superPowered: true },
      ],
    },
    validUpdates: {
      [HERO_TYPE]: { drives: { hope: { value: 3, debt: 2 } }, concept: "The fastest teenager alive" },
      [ABILITY_TYPE]: { abilityType: "trope", level: 4, superPowered: true },
    },
    // The button of the hero sheet the interaction batch clicks: a new Power is created.
    sheetActions: {
      [HERO_TYPE]: { action: "addAbility", done: (doc) => (doc as Actor).items.size > 0 },
    },
    sampleRolls: () => [],
  },
};
