import type { ModulePart } from "../../../core/game-module";
import { DescriptorModel, DicelessModel, OmegaModel, TitleModel } from "../data/models";
import { OmegaSheet } from "./omega-sheet";
import { DicelessSheet } from "./diceless-sheet";
import { TitleSheet } from "./title-sheet";
import { DescriptorSheet } from "./descriptor-sheet";
import { registerTraitChartMenu } from "./trait-chart-menu";

/** Four Colors data models, sheets and the GM's Traits chart menu. */
export const sheetsPart: ModulePart = {
  modelClasses: { omega: OmegaModel, diceless: DicelessModel, title: TitleModel, descriptor: DescriptorModel },
  sheets: [
    {
      documentName: "Actor",
      sheetClass: OmegaSheet,
      types: ["fourColorsOmega"],
      label: "STORY_ENGINES.FourColors.Sheet.omegaLabel",
    },
    {
      documentName: "Actor",
      sheetClass: DicelessSheet,
      types: ["fourColorsDiceless"],
      label: "STORY_ENGINES.FourColors.Sheet.dicelessLabel",
    },
    {
      documentName: "Actor",
      sheetClass: TitleSheet,
      types: ["fourColorsTitle"],
      label: "STORY_ENGINES.FourColors.Sheet.titleLabel",
    },
    {
      documentName: "Item",
      sheetClass: DescriptorSheet,
      types: ["fourColorsDescriptor"],
      label: "STORY_ENGINES.FourColors.Sheet.descriptorLabel",
    },
  ],
  init: registerTraitChartMenu,
  selfTests: {
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
          },
        ],
      },
      fourColorsDescriptor: { kind: "flaw", planet: "lost" },
    },
    // A button of each sheet the interaction batch clicks, and what it changes.
    sheetActions: {
      fourColorsOmega: { action: "createDescriptor", done: (doc) => (doc as Actor).items.size === 1 },
      fourColorsDiceless: { action: "createDescriptor", done: (doc) => (doc as Actor).items.size === 1 },
      fourColorsTitle: {
        action: "addIssue",
        done: (doc) => Array.isArray(doc.system.issues) && doc.system.issues.length === 1,
      },
    },
    sampleRolls: () => [],
  },
};
