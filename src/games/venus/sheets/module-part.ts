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
      types: ["job", "lifepath", "attribute", "asset"],
      label: "STORY_ENGINES.Venus.Sheet.itemSheet",
    },
  ],
  selfTests: {
    invalidUpdates: {
      [CHARACTER_TYPE]: [
        { "system.abilities.wit.score": 10 },
        { "system.abilities.app.score": -1 },
        { "system.kismet.lots": 11 },
        { "system.kismet.fidelity": 5 },
        {
          "system.vinpcs": [
            { name: "Arian", relation: "mother", favor: true, uuid: "" },
            { name: "Dormadh", relation: "hound", favor: false, uuid: "" },
            { name: "Melyn", relation: "witch", favor: false, uuid: "" },
            { name: "Lhwyd", relation: "father", favor: false, uuid: "" },
          ],
        },
        {
          "system.capabilities": [
            { name: "Grit", first: "wit", second: "swi", level: 1 },
            { name: "Guts", first: "end", second: "res", level: 1 },
            { name: "Links", first: "app", second: "app", level: 1 },
            { name: "Soul", first: "res", second: "wit", level: 1 },
          ],
        },
      ],
      job: [{ "system.level": 11 }, { "system.d66": 17 }, { "system.ability": "luck" }],
      lifepath: [{ "system.attributes": ["a", "b", "c", "d", "e", "f", "g"] }],
      attribute: [{ "system.kind": "talent" }],
      asset: [{ "system.worth.caliber": "iron" }],
    },
    validUpdates: {
      [CHARACTER_TYPE]: { "system.abilities.wit.score": 3, "system.kismet.lots": 4 },
      job: { "system.level": 2, "system.exp": 3 },
      lifepath: { "system.caps": 5 },
      attribute: { "system.kind": "specialty" },
      asset: { "system.worth.dice": 2 },
    },
    sampleRolls: () => [],
  },
};
