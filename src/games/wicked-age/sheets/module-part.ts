/**
 * In a Wicked Age in Foundry, sheets side: the data models, the character,
 * NPC and strength sheets, the unique-strength, starting-significance and
 * linked-token hooks.
 */
import type { ModulePart } from "../../../core/game-module";
import { wickedModelClasses } from "../data/models";
import { CHARACTER_TYPE, NPC_TYPE, STRENGTH_TYPE } from "../data/common";
import { WickedActorSheet } from "./actor-sheet";
import { WickedStrengthSheet } from "./strength-sheet";
import { registerUniqueHooks } from "./unique-hooks";
import { registerSignificanceHooks } from "./significance-hooks";
import { registerLinkHooks } from "./link-hooks";

export const sheetsPart: ModulePart = {
  modelClasses: wickedModelClasses,
  sheets: [
    {
      documentName: "Actor",
      sheetClass: WickedActorSheet,
      types: [CHARACTER_TYPE, NPC_TYPE],
      label: "STORY_ENGINES.Wicked.Sheet.actorSheet",
    },
    {
      documentName: "Item",
      sheetClass: WickedStrengthSheet,
      types: [STRENGTH_TYPE],
      label: "STORY_ENGINES.Wicked.Sheet.strengthSheet",
    },
  ],
  init: () => {
    registerUniqueHooks();
    registerSignificanceHooks();
    registerLinkHooks();
  },
};
