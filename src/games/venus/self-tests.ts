/**
 * Venus Engine's in-Foundry self-tests (README: "Checking an install"): the
 * updates its sub-types must keep or refuse, the character sheet's button the
 * interaction batch clicks, a sample of each Roll class, and the task and
 * check card flows. Listed in src/games/all-self-tests.ts, part of the chunk
 * loaded only when Quench is active, so players never download them.
 */
import type { GameSelfTests } from "../../core/self-test/quench-context";
import { CHARACTER_TYPE } from "./data/character";
import { SAMPLE_CHECK_OPTIONS, sampleRolledCard } from "./dice/samples";
import { VenusCheckRoll } from "./dice/venus-check-roll";
import { VenusTaskRoll } from "./dice/venus-task-roll";
import { SAMPLE_TABLE_ROLL } from "./tables/samples";
import { VenusTableRoll } from "./tables/venus-table-roll";
import { taskCardFlow } from "./dice/self-test";
import { checkCardFlow } from "./dice/check-self-test";

export const venusSelfTests: GameSelfTests = {
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
  sampleRolls: () => [
    VenusCheckRoll.d20(SAMPLE_CHECK_OPTIONS),
    VenusCheckRoll.bonusDice(2, true),
    VenusTaskRoll.forPool(sampleRolledCard().roll.dice),
    VenusTableRoll.build(SAMPLE_TABLE_ROLL),
  ],
  flows: [taskCardFlow, checkCardFlow],
};
