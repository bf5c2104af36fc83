/**
 * Personae's in-Foundry self-tests (README: "Checking an install"): the
 * updates its sub-types must keep or refuse, the identity sheet's button the
 * interaction batch clicks, a sample challenge roll, and the challenge and
 * chorus flows. Listed in src/games/all-self-tests.ts, part of the chunk
 * loaded only when Quench is active, so players never download them.
 */
import type { GameSelfTests } from "../../core/self-test/quench-context";
import { IDENTITY_TYPE } from "./data/common";
import { ChallengeRoll } from "./challenge/challenge-roll";
import { challengeFlow } from "./challenge/self-test";
import { chorusFlow } from "./time/self-test";

export const personaeSelfTests: GameSelfTests = {
  // system-relative nested updates, as updateSource({ system: update }) takes them
  invalidUpdates: {
    [IDENTITY_TYPE]: [
      { attributes: { com: -1 } },
      { attributes: { com: 0 } },
      { criticals: 9 },
      { shock: 5 },
      { mode: "play", attributes: { res: 5 } },
    ],
    personaeSkill: [{ rating: 0 }, { attribute: "luck" }],
    personaeEnhancement: [{ exceptional: true, superior: false }],
    personaePreternae: [{ duration: "X" }],
    personaeSphere: [{ used: 5, uses: 1 }],
  },
  validUpdates: {
    [IDENTITY_TYPE]: { attributes: { com: 3 }, hits: 1, criticals: 2 },
    personaeSkill: { rating: 3 },
    personaeEnhancement: { superior: true, upgrades: 1 },
    personaePreternae: { duration: "M", targets: 2 },
    personaeSphere: { kind: "language", native: true },
  },
  // The button of the identity sheet the interaction batch clicks (a new character's default priorities hold).
  sheetActions: {
    [IDENTITY_TYPE]: { action: "beginPlay", done: (doc) => doc.system.mode === "play" },
  },
  sampleRolls: () => [
    ChallengeRoll.forSides([
      { count: 3, role: "actor" },
      { count: 2, role: "chorus" },
    ]),
  ],
  flows: [challengeFlow, chorusFlow],
};
