/**
 * In a Wicked Age's in-Foundry self-tests (README: "Checking an install"):
 * the updates its sub-types must keep or refuse, the sheet buttons the
 * interaction batch clicks, and its own flows. Listed in
 * src/games/all-self-tests.ts, part of the chunk loaded only when Quench is
 * active, so players never download them.
 */
import type { GameSelfTests } from "../../core/self-test/quench-context";
import { CHARACTER_TYPE, NPC_TYPE, STRENGTH_TYPE } from "./data/common";
import { conflictFlow } from "./conflict/self-test";
import { chapterFlow } from "./campaign/self-test";

/** Amek's dice as the book prints his sheet. */
const BOOK_DICE = {
  covertly: { die: 8, current: 8 },
  directly: { die: 10, current: 10 },
  forMyself: { die: 4, current: 4 },
  forOthers: { die: 6, current: 6 },
  withLove: { die: 6, current: 6 },
  withViolence: { die: 12, current: 12 },
};

const oneInterestMore = {
  action: "addInterest",
  done: (doc: Actor | Item) => Array.isArray(doc.system.interests) && doc.system.interests.length === 1,
};

export const wickedAgeSelfTests: GameSelfTests = {
  // system-relative nested updates, as updateSource({ system: update }) takes them
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
  // The button of each actor sheet the interaction batch clicks: a blank best interest is added.
  sheetActions: { [CHARACTER_TYPE]: oneInterestMore, [NPC_TYPE]: oneInterestMore },
  sampleRolls: () => [],
  flows: [conflictFlow, chapterFlow],
};
