/**
 * Four Colors al Fresco's in-Foundry self-tests (README: "Checking an
 * install"): the updates its sub-types must keep or refuse, the sheet
 * buttons the interaction batch clicks, sample Hierarchy rolls, and the
 * Storypath flow. Listed in src/games/all-self-tests.ts, part of the chunk
 * loaded only when Quench is active, so players never download them.
 */
import type { GameSelfTests } from "../../core/self-test/quench-context";
import { HierarchyRoll } from "./dice/hierarchy-roll";
import { sampleRollData, sampleSeveralRollData } from "./dice/samples";
import { storypathFlow } from "./cards/self-test";

const oneDescriptor = { action: "createDescriptor", done: (doc: Actor | Item) => (doc as Actor).items.size === 1 };

export const fourColorsSelfTests: GameSelfTests = {
  invalidUpdates: {
    // A die size outside the list; no Wed Planet left (the initial Omega is all Wed).
    fourColorsOmega: [
      { planets: { known: 7 } },
      { planets: { known: 8, passion: 6, dynamic: 6, static: 10, lost: 20 } },
      { dieColours: { known: "white" } },
    ],
    fourColorsDiceless: [{ rank: "hero" }],
    fourColorsTitle: [{ issues: [{ number: -1, title: "", date: "", notes: "" }] }, { mains: ["not a uuid"] }],
    fourColorsDescriptor: [{ kind: "talent" }, { planet: "pluto" }],
  },
  validUpdates: {
    fourColorsOmega: { planets: { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 } },
    fourColorsDiceless: { rank: "recurring" },
    fourColorsTitle: {
      issues: [
        {
          number: 1,
          title: "The Cardinal's Gambit",
          date: "Spring 1501",
          notes: "",
          miniseries: "",
          running: false,
          characters: [],
          pages: [],
          spent: [],
          roster: [],
        },
      ],
    },
    fourColorsDescriptor: { kind: "flaw", planet: "lost" },
  },
  // A button of each sheet the interaction batch clicks, and what it changes.
  sheetActions: {
    fourColorsOmega: oneDescriptor,
    fourColorsDiceless: oneDescriptor,
    fourColorsTitle: {
      action: "addIssue",
      done: (doc) => Array.isArray(doc.system.issues) && doc.system.issues.length === 1,
    },
  },
  // The second: several dice for one Force and one Hindrance die per opponent.
  sampleRolls: () => [HierarchyRoll.fromPlan(sampleRollData()), HierarchyRoll.fromPlan(sampleSeveralRollData())],
  flows: [storypathFlow],
};
