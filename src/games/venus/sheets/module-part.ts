import type { ModulePart } from "../../../core/game-module";
import { venusModelClasses } from "../data/models";
import { CHARACTER_TYPE } from "../data/character";
import { VenusCharacterSheet } from "./character-sheet";
import { VenusItemSheet } from "./item-sheet";

/** Venus in Foundry, sheets side: the data models, the character and item sheets, and their self-tests. */
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
  selfTests: {
    // system-relative nested updates, as updateSource({ system: update }) takes them
    invalidUpdates: {
      [CHARACTER_TYPE]: [
        { abilities: { wit: { score: 10 } } },
        { abilities: { app: { score: -1 } } },
        { kismet: { lots: 11 } },
        { kismet: { fidelity: 5 } },
        {
          vinpcs: [
            { name: "Arian", relation: "mother", favor: true, uuid: "" },
            { name: "Dormadh", relation: "hound", favor: false, uuid: "" },
            { name: "Melyn", relation: "witch", favor: false, uuid: "" },
            { name: "Lhwyd", relation: "father", favor: false, uuid: "" },
          ],
        },
        {
          capabilities: [
            { name: "Grit", first: "wit", second: "swi", level: 1 },
            { name: "Guts", first: "end", second: "res", level: 1 },
            { name: "Links", first: "app", second: "app", level: 1 },
            { name: "Soul", first: "res", second: "wit", level: 1 },
          ],
        },
      ],
      venusJob: [{ level: 11 }, { d66: 17 }, { ability: "luck" }],
      venusLifepath: [{ attributes: ["a", "b", "c", "d", "e", "f", "g"] }],
      venusAttribute: [{ kind: "talent" }],
      venusAsset: [{ worth: { caliber: "iron" } }],
    },
    validUpdates: {
      [CHARACTER_TYPE]: { abilities: { wit: { score: 3 } }, kismet: { lots: 4 } },
      venusJob: { level: 2, exp: 3 },
      venusLifepath: { caps: 5 },
      venusAttribute: { kind: "specialty" },
      venusAsset: { worth: { dice: 2 } },
    },
    // The button of the character sheet the interaction batch clicks, and what it changes.
    sheetActions: {
      [CHARACTER_TYPE]: {
        action: "addCapability",
        done: (doc) => Array.isArray(doc.system.capabilities) && doc.system.capabilities.length === 1,
      },
    },
    sampleRolls: () => [],
  },
};
