/**
 * Capes's in-Foundry self-tests (README: "Checking an install"): the
 * updates its sub-types must keep or refuse, the sheet button the
 * interaction batch clicks, a sample die roll, and the board's own flow.
 * Listed in src/games/all-self-tests.ts, part of the chunk loaded only when
 * Quench is active, so players never download them.
 */
import type { GameSelfTests } from "../../core/self-test/quench-context";
import { ABILITY_TYPE, HERO_TYPE } from "./data/common";
import { CapesDieRoll } from "./board/capes-roll";
import { boardFlow } from "./board/self-test";

export const capesSelfTests: GameSelfTests = {
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
  sampleRolls: () => [
    CapesDieRoll.build({
      boardUuid: "",
      pendingId: "r1",
      kind: "action",
      character: "Zip",
      ability: "Super-speed",
      level: 3,
      complication: "Getaway",
      faction: "heroes",
      from: 2,
    }),
  ],
  flows: [boardFlow],
};
