/** Pure context of the Diceless sheet (both parts: `sheet` and `hand`). */
import { DICELESS_RANKS, LANG, TRAIT_KINDS } from "../data/common";
import { DICELESS_STARTING_CARDS } from "../data/diceless";
import type { HandPanelContext } from "../cards/cards-context";
import { descriptorGroups, type DescriptorGroup, type ItemInput, type SelectOption } from "./shared-context";

export interface DicelessSheetInput {
  name: string;
  img: string;
  system: Record<string, unknown>;
  items: readonly ItemInput[];
  editable: boolean;
  enriched: { description: string; notes: string };
  /** The viewer is a GM: only the GM sets the starting Storypath Cards. */
  isGM: boolean;
  /** The hand panel (dicelessHandPart), null when no player plays the character. */
  storypath: HandPanelContext | null;
}

export interface DicelessSheetContext {
  name: string;
  img: string;
  editable: boolean;
  rankField: string;
  rankOptions: SelectOption[];
  rankKey: string;
  description: { source: string; enriched: string };
  notes: { source: string; enriched: string };
  descriptorGroups: DescriptorGroup[];
  traitCount: number;
  /** Starting Storypath Cards of a Diceless Main character (the GM's number, 1 by default). */
  startingCards: { field: string; value: number; editable: boolean };
  storypath: HandPanelContext | null;
}

export function dicelessSheetContext(input: DicelessSheetInput): DicelessSheetContext {
  const rank = typeof input.system.rank === "string" ? input.system.rank : "extra";
  const groups = descriptorGroups(input.items, TRAIT_KINDS);
  return {
    name: input.name,
    img: input.img,
    editable: input.editable,
    rankField: "system.rank",
    rankOptions: DICELESS_RANKS.map((r) => ({
      value: r,
      label: null,
      labelKey: `${LANG}.Diceless.rank.${r}`,
      selected: r === rank,
    })),
    rankKey: `${LANG}.Diceless.rank.${(DICELESS_RANKS as readonly string[]).includes(rank) ? rank : "extra"}`,
    description: { source: str(input.system.description), enriched: input.enriched.description },
    notes: { source: str(input.system.notes), enriched: input.enriched.notes },
    descriptorGroups: groups,
    traitCount: groups.reduce((n, g) => n + g.items.length, 0),
    startingCards: {
      field: "system.startingCards",
      value: typeof input.system.startingCards === "number" ? input.system.startingCards : DICELESS_STARTING_CARDS,
      editable: input.editable && input.isGM,
    },
    storypath: input.storypath,
  };
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}
