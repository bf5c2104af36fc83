import type { ModulePart } from "../../../core/game-module";
import { fourColorsModelClasses } from "../data/models";
import { OmegaSheet } from "./omega-sheet";
import { DicelessSheet } from "./diceless-sheet";
import { TitleSheet } from "./title-sheet";
import { DescriptorSheet } from "./descriptor-sheet";
import { openTraitChart } from "./trait-chart-menu";
import { redrawOpenWindows } from "../../../core/redraw";
import { ALLOW_D16_SETTING, TRAIT_CHART_SETTING } from "../data/trait-chart";

/** The Traits chart or the d16 switch changed: the dice every open Four Colors window offers change with it. */
const redrawFourColors = () => redrawOpenWindows("four-colors");

/** Four Colors data models, sheets and the GM's Traits chart (a Table tool). */
export const sheetsPart: ModulePart = {
  modelClasses: fourColorsModelClasses,
  settingChanges: { [ALLOW_D16_SETTING]: redrawFourColors, [TRAIT_CHART_SETTING]: redrawFourColors },
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
  tools: [
    {
      id: "trait-chart",
      labelKey: "STORY_ENGINES.FourColors.TraitChart.open",
      icon: "fa-solid fa-table-list",
      gmOnly: true,
      open: () => openTraitChart(),
    },
  ],
};
