/**
 * Pure context of the Omega sheet (the sheet and the gallery both call it).
 */
import { FORCES, type Force } from "../../../rules/four-colors";
import { DESCRIPTOR_KINDS, LANG, kindLabelKey, planetDieSizes } from "../data/common";
import { deriveOmega, omegaDieColours, readPlanets } from "../data/omega";
import { summariseDescriptors } from "../data/descriptor";
import type { TraitChart } from "../data/trait-chart";
import type { HandPanelContext } from "../cards/cards-context";
import {
  descriptorData,
  descriptorGroups,
  forceSymbol,
  type DescriptorGroup,
  type ForceSymbol,
  type ItemInput,
  type SelectOption,
} from "./shared-context";

export interface LinkedTitle {
  uuid: string;
  name: string;
  slotCount: number;
  cards: string[];
}

export interface OmegaSheetInput {
  name: string;
  img: string;
  system: Record<string, unknown>;
  items: readonly ItemInput[];
  editable: boolean;
  /** World setting: the optional d16 is allowed. */
  allowD16: boolean;
  /** World setting: the GM's Traits chart. */
  chart: TraitChart;
  /** Enriched HTML of the concept and notes. */
  enriched: { concept: string; notes: string };
  /** Title actors the Omega may be linked to. */
  titles: readonly { uuid: string; name: string }[];
  /** The linked Title, when it could be found. */
  title: LinkedTitle | null;
  /**
   * Context of the cards engineer's hand panel (templates/four-colors/cards/hand-panel.hbs):
   * storypathPanelContext(actor) on the sheet, handPanelContext(…) in the gallery; null hides it.
   */
  storypath: HandPanelContext | null;
}

export interface PlanetRow {
  force: Force;
  symbol: ForceSymbol;
  field: string;
  colourField: string;
  wed: boolean;
  /** "d8", or null when Wed. */
  dieLabel: string | null;
  options: SelectOption[];
  colour: string;
  /** Wed Planet: Power / Weakness / Quirk still missing (lang keys). */
  missing: string[];
  /** Diced Planet: Traits recorded as derived from it. */
  traits: number;
  expected: number | null;
  flawRequired: boolean;
  warnings: { key: string; data: Record<string, number> }[];
}

export interface OmegaSheetContext {
  name: string;
  img: string;
  editable: boolean;
  creation: boolean;
  shtick: string;
  concept: { source: string; enriched: string };
  notes: { source: string; enriched: string };
  titleField: string;
  titleOptions: SelectOption[];
  title: LinkedTitle | null;
  storypath: HandPanelContext | null;
  planets: PlanetRow[];
  wedCount: number;
  dicedCount: number;
  startingCards: number;
  canRoll: boolean;
  descriptorGroups: DescriptorGroup[];
  /** Sheet-wide notes (lang keys), e.g. too few diced Planets to order. */
  notices: string[];
  unassigned: number;
}

export function omegaSheetContext(input: OmegaSheetInput): OmegaSheetContext {
  const { system } = input;
  const planets = readPlanets(system.planets);
  const derived = deriveOmega(system);
  const colours = omegaDieColours(system);
  const summary = summariseDescriptors(planets, descriptorData(input.items), input.chart);
  const sizes = planetDieSizes(input.allowD16);

  const rows: PlanetRow[] = FORCES.map((force) => {
    const die = planets[force] ?? null;
    const offered = die !== null && !sizes.includes(die) ? [...sizes, die].sort((a, b) => a - b) : sizes;
    const options: SelectOption[] = [
      { value: "", label: null, labelKey: `${LANG}.Planets.wed`, selected: die === null },
      ...offered.map((faces) => ({
        value: String(faces),
        label: `d${faces}`,
        labelKey: null,
        selected: die === faces,
      })),
    ];
    const wed = summary.wed.find((w) => w.force === force);
    const diced = summary.diced.find((d) => d.force === force);
    return {
      force,
      symbol: forceSymbol(force),
      field: `system.planets.${force}`,
      colourField: `system.dieColours.${force}`,
      wed: die === null,
      dieLabel: die === null ? null : `d${die}`,
      options,
      colour: colours[force],
      missing: wed ? wed.missing.map((kind) => kindLabelKey(kind)) : [],
      traits: diced?.traits ?? 0,
      expected: diced?.expected ?? null,
      flawRequired: diced?.flawRequired ?? false,
      warnings: diced?.warnings ?? [],
    };
  });

  const titleUuid = typeof system.title === "string" ? system.title : "";
  const titleOptions: SelectOption[] = [
    { value: "", label: null, labelKey: `${LANG}.Omega.noTitle`, selected: titleUuid === "" },
    ...input.titles.map((t) => ({ value: t.uuid, label: t.name, labelKey: null, selected: t.uuid === titleUuid })),
  ];
  if (titleUuid !== "" && !input.titles.some((t) => t.uuid === titleUuid)) {
    titleOptions.push({ value: titleUuid, label: input.title?.name ?? titleUuid, labelKey: null, selected: true });
  }

  const notices: string[] = [];
  if (derived.diced.length < 2) notices.push(`${LANG}.Warnings.fewDiced`);

  return {
    name: input.name,
    img: input.img,
    editable: input.editable,
    creation: system.creation === true,
    shtick: typeof system.shtick === "string" ? system.shtick : "",
    concept: { source: typeof system.concept === "string" ? system.concept : "", enriched: input.enriched.concept },
    notes: { source: typeof system.notes === "string" ? system.notes : "", enriched: input.enriched.notes },
    titleField: "system.title",
    titleOptions,
    title: input.title,
    storypath: input.storypath,
    planets: rows,
    wedCount: derived.wed.length,
    dicedCount: derived.diced.length,
    startingCards: derived.startingCards,
    canRoll: derived.diced.length > 0,
    descriptorGroups: descriptorGroups(input.items, DESCRIPTOR_KINDS),
    notices,
    unassigned: summary.unassigned,
  };
}
