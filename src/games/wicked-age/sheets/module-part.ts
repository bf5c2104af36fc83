/**
 * In a Wicked Age in Foundry, sheets side: the data models, the character,
 * NPC and strength sheets, the unique-strength and starting-significance
 * hooks, and the self-test
 * samples (system-relative updates that must be kept or refused).
 */
import type { ModulePart } from "../../../core/game-module";
import { wickedModelClasses } from "../data/models";
import { CHARACTER_TYPE, NPC_TYPE, STRENGTH_TYPE } from "../data/common";
import { WickedActorSheet } from "./actor-sheet";
import { WickedStrengthSheet } from "./strength-sheet";
import { registerUniqueHooks } from "./unique-hooks";
import { registerSignificanceHooks } from "./significance-hooks";

const BOOK_DICE = {
  covertly: { die: 8, current: 8 },
  directly: { die: 10, current: 10 },
  forMyself: { die: 4, current: 4 },
  forOthers: { die: 6, current: 6 },
  withLove: { die: 6, current: 6 },
  withViolence: { die: 12, current: 12 },
};

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
  },
  selfTests: {
    invalidUpdates: {
      [CHARACTER_TYPE]: [
        { forms: { ...BOOK_DICE, directly: { die: 12, current: 12 } } },
        { forms: { ...BOOK_DICE, covertly: { die: 8, current: 10 } } },
        { interests: ["a", "b", "c", "d"] },
        { forms: { covertly: { die: 7, current: 7 } } },
      ],
      [NPC_TYPE]: [
        {
          forms: {
            action: { high: 12, low: 6, highNow: 12, lowNow: 6 },
            maneuvering: { high: 10, low: 8, highNow: 10, lowNow: 8 },
            selfProtection: { high: 6, low: 4, highNow: 6, lowNow: 4 },
          },
        },
        { interests: ["a", "b", "c"] },
      ],
      [STRENGTH_TYPE]: [
        { options: { potent: true, doublyPotent: true, broad: true, unique: true, farReaching: true } },
        { options: { doublyPotent: true } },
        { form: "sideways" },
      ],
    },
    validUpdates: {
      [CHARACTER_TYPE]: { forms: BOOK_DICE, interests: ["to deliver Tajie", "to seduce Mekha"] },
      [NPC_TYPE]: {
        forms: {
          action: { high: 12, low: 8, highNow: 10, lowNow: 8 },
          maneuvering: { high: 10, low: 6, highNow: 10, lowNow: 6 },
          selfProtection: { high: 6, low: 4, highNow: 6, lowNow: 4 },
        },
      },
      [STRENGTH_TYPE]: { options: { farReaching: true }, form: "forOthers", npcForm: "selfProtection" },
    },
    sampleRolls: () => [],
    sheetActions: {
      [CHARACTER_TYPE]: {
        action: "addInterest",
        done: (doc) => Array.isArray(doc.system.interests) && doc.system.interests.length === 1,
      },
      [NPC_TYPE]: {
        action: "addInterest",
        done: (doc) => Array.isArray(doc.system.interests) && doc.system.interests.length === 1,
      },
    },
  },
};
