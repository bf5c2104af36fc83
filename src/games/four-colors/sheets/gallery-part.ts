/**
 * Four Colors sheets in the gallery: the Omega, Diceless and Title sheets
 * (full and limited views), the Descriptor item sheet (Planet editable and
 * locked) and the GM's Traits chart, with sample data, built by the same
 * pure context builders the Foundry sheets call.
 */
import type { GalleryEntry } from "../../../core/gallery-entry";
import { omegaSheetContext } from "./omega-context";
import { dicelessSheetContext } from "./diceless-context";
import { titleSheetContext } from "./title-context";
import { descriptorSheetContext } from "./descriptor-context";
import { traitChartContext } from "./trait-chart-context";
import { limitedContext, type ItemInput } from "./shared-context";
import { DEFAULT_FORCE_COLOURS } from "../data/common";
import type { TraitChart } from "../data/trait-chart";
import { handPanelContext, titleSlotsContext } from "../cards/cards-context";

const T = (name: string) => `four-colors/sheets/${name}`;
const ACTOR_IMG = "icons/svg/mystery-man.svg";
const ITEM_IMG = "icons/svg/item-bag.svg";

function descriptor(id: string, name: string, kind: string, planet: string): ItemInput {
  return { id, name, img: ITEM_IMG, type: "fourColorsDescriptor", system: { kind, planet, description: "" } };
}

/** A sample Omega in creation, Venus Wed: one Quirk still missing, one Planet short of the GM's chart. */
export const SAMPLE_OMEGA = {
  name: "La Fenice",
  img: ACTOR_IMG,
  system: {
    title: "Actor.sampleTitle00001",
    shtick: "The flame that will not die",
    concept: "<p>A glassblower's daughter from Murano who walked out of her family's furnace unburnt.</p>",
    notes: "<p>Owes a favour to the Doge's glass inspector.</p>",
    creation: true,
    planets: { known: 8, passion: null, dynamic: 4, static: 10, lost: 6 },
    dieColours: { ...DEFAULT_FORCE_COLOURS, passion: "#d9822b" },
  },
  items: [
    descriptor("d01", "Rises from her own ashes", "power", "passion"),
    descriptor("d02", "Cannot abide still water", "weakness", "passion"),
    descriptor("d03", "Glassblower's eye", "trait", "known"),
    descriptor("d04", "Knows every canal of Venezia", "trait", "known"),
    descriptor("d05", "Quick with a blade", "trait", "dynamic"),
    descriptor("d06", "Hot-tempered", "flaw", "dynamic"),
    descriptor("d07", "Flame-wreathed leap", "powerStunt", "dynamic"),
    descriptor("d08", "Stubborn as the lagoon", "trait", "static"),
    descriptor("d09", "Haunted by the furnace", "flaw", "lost"),
  ],
};

export const SAMPLE_CHART: TraitChart = {
  "4": { traits: 3, flaw: true },
  "6": { traits: 2, flaw: false },
  "8": { traits: 2, flaw: false },
  "10": { traits: 1, flaw: false },
  "12": { traits: 1, flaw: false },
  "20": { traits: 0, flaw: false },
};

const SAMPLE_TITLE_SYSTEM = {
  description:
    "<p>The Main Title of the group: Omegas in the service of the Cardinal, against the Seven Deadly Sins.</p>",
  mains: ["Actor.sampleOmega00001", "Actor.sampleOmega00002", "Actor.sampleOmega00003"],
  slots: [{ cardUuid: "Cards.sampleDeck000001.Card.sampleCard000001", name: "Blank Storypath Card 7" }],
  issues: [
    {
      number: 1,
      title: "The Furnace at Murano",
      date: "Carnival, 1501",
      notes: "La Fenice joins the Cardinal's circle.",
    },
    { number: 2, title: "Pride Goes Before", date: "Lent, 1501", notes: "" },
  ],
};

const CARD_IMG = "icons/svg/card-joker.svg";
const BLANK_TEXT = "<p>A blank Storypath Card. Blank cards are wild.</p>";

export function sheetGalleryEntries(): GalleryEntry[] {
  const titleCards = { mains: SAMPLE_TITLE_SYSTEM.mains, slots: SAMPLE_TITLE_SYSTEM.slots };
  const omega = omegaSheetContext({
    name: SAMPLE_OMEGA.name,
    img: SAMPLE_OMEGA.img,
    system: SAMPLE_OMEGA.system,
    items: SAMPLE_OMEGA.items,
    editable: true,
    allowD16: false,
    chart: SAMPLE_CHART,
    enriched: { concept: SAMPLE_OMEGA.system.concept, notes: SAMPLE_OMEGA.system.notes },
    titles: [{ uuid: "Actor.sampleTitle00001", name: "The Cardinal's Circle" }],
    title: {
      uuid: "Actor.sampleTitle00001",
      name: "The Cardinal's Circle",
      slotCount: 3,
      cards: ["Blank Storypath Card 7"],
    },
    storypath: handPanelContext({
      hasDeck: true,
      hand: {
        id: "sampleHand000001",
        name: "Storypath hand",
        cards: [
          { id: "c1", name: "Blank Storypath Card 12", img: CARD_IMG, text: BLANK_TEXT },
          { id: "c2", name: "Blank Storypath Card 31", img: CARD_IMG, text: BLANK_TEXT },
        ],
      },
      handUserName: "",
      canAct: true,
      titles: [{ uuid: "Actor.sampleTitle00001", name: "The Cardinal's Circle", title: titleCards }],
      startingCount: 4,
      startingDrawn: true,
    }),
  });
  const diceless = dicelessSheetContext({
    name: "Messer Bruno, the Doge's glass inspector",
    img: ACTOR_IMG,
    system: {
      rank: "recurring",
      description: "<p>A stooped, patient man with a loupe on a ribbon.</p>",
      notes: "<p>Knows La Fenice's secret.</p>",
    },
    items: [
      descriptor("b1", "Sees every flaw in the glass", "trait", ""),
      descriptor("b2", "Feared on Murano", "trait", ""),
      descriptor("b3", "Greedy", "flaw", ""),
    ],
    editable: true,
    enriched: {
      description: "<p>A stooped, patient man with a loupe on a ribbon.</p>",
      notes: "<p>Knows La Fenice's secret.</p>",
    },
    isGM: true,
    storypath: null,
  });
  // A Diceless Main character played by a player: its Storypath hand, starting cards not drawn yet.
  const dicelessMain = dicelessSheetContext({
    name: "Beppe the porter",
    img: ACTOR_IMG,
    system: { rank: "major", description: "<p>Carries anything, anywhere.</p>", notes: "", startingCards: 2 },
    items: [descriptor("p1", "Strong as an ox", "trait", ""), descriptor("p2", "Knows every alley", "trait", "")],
    editable: true,
    enriched: { description: "<p>Carries anything, anywhere.</p>", notes: "" },
    isGM: false,
    storypath: handPanelContext({
      hasDeck: true,
      hand: {
        id: "sampleHand000002",
        name: "Storypath hand",
        cards: [{ id: "c3", name: "Blank Storypath Card 5", img: CARD_IMG, text: BLANK_TEXT }],
      },
      handUserName: "",
      canAct: true,
      titles: [{ uuid: "Actor.sampleTitle00001", name: "The Cardinal's Circle", title: titleCards }],
      startingCount: 2,
      startingDrawn: false,
    }),
  });
  const title = titleSheetContext({
    name: "The Cardinal's Circle",
    img: ACTOR_IMG,
    system: SAMPLE_TITLE_SYSTEM,
    editable: true,
    enriched: { description: SAMPLE_TITLE_SYSTEM.description },
    mains: [
      { uuid: "Actor.sampleOmega00001", name: "La Fenice", img: ACTOR_IMG, found: true },
      { uuid: "Actor.sampleOmega00002", name: "The Cardinal", img: ACTOR_IMG, found: true },
      { uuid: "Actor.sampleOmega00003", name: "Renaissance Man", img: ACTOR_IMG, found: true },
    ],
    omegas: [{ uuid: "Actor.sampleOmega00004", name: "Il Corvo" }],
    slotsPanel: titleSlotsContext({ title: titleCards, viewerIsMain: true }),
  });
  const trait = { kind: "trait", planet: "dynamic", description: "<p>Trained by a Florentine fencing master.</p>" };
  const descriptorOpen = descriptorSheetContext({
    name: "Quick with a blade",
    img: ITEM_IMG,
    system: trait,
    editable: true,
    enriched: { description: trait.description },
    owner: { type: "fourColorsOmega", name: "La Fenice", creation: true },
  });
  const descriptorLocked = descriptorSheetContext({
    name: "Quick with a blade",
    img: ITEM_IMG,
    system: trait,
    editable: true,
    enriched: { description: trait.description },
    owner: { type: "fourColorsOmega", name: "La Fenice", creation: false },
  });
  const sheet = (type: string) => ["story-engines", "four-colors", type, "sheet"];
  return [
    {
      id: "four-colors-omega",
      title: "Four Colors: Omega sheet",
      kind: "sheet",
      classes: sheet("omega"),
      width: 720,
      // The sheet's three parts (omega-parts.ts), as ApplicationV2 renders them.
      parts: ["omega-sheet.hbs", "omega-hand.hbs", "omega-text.hbs"].map((t) => ({
        template: T(t),
        context: { ...omega },
      })),
    },
    ...[false, true].map((storyguide) => ({
      id: storyguide ? "four-colors-omega-limited-storyguide" : "four-colors-omega-limited",
      title: storyguide
        ? "Four Colors: Omega sheet (limited view) as the Storyguide sees it, with Set the stakes"
        : "Four Colors: Omega sheet (limited view)",
      kind: "sheet" as const,
      classes: sheet("omega"),
      width: 720,
      parts: [
        {
          template: T("omega-limited.hbs"),
          context: {
            ...limitedContext({
              name: SAMPLE_OMEGA.name,
              img: ACTOR_IMG,
              type: "fourColorsOmega",
              description: SAMPLE_OMEGA.system.concept,
              setsStakes: storyguide,
            }),
          },
        },
      ],
    })),
    {
      id: "four-colors-diceless",
      title: "Four Colors: Diceless character sheet",
      kind: "sheet",
      classes: sheet("diceless"),
      width: 600,
      parts: ["diceless-sheet.hbs", "diceless-hand.hbs"].map((t) => ({ template: T(t), context: { ...diceless } })),
    },
    {
      id: "four-colors-diceless-main",
      title: "Four Colors: Diceless Main character (a player's) with its Storypath hand",
      kind: "sheet",
      classes: sheet("diceless"),
      width: 600,
      parts: ["diceless-sheet.hbs", "diceless-hand.hbs"].map((t) => ({ template: T(t), context: { ...dicelessMain } })),
    },
    {
      id: "four-colors-diceless-limited",
      title: "Four Colors: Diceless character sheet (limited view)",
      kind: "sheet",
      classes: sheet("diceless"),
      width: 600,
      parts: [
        {
          template: T("actor-limited.hbs"),
          context: {
            ...limitedContext({
              name: diceless.name,
              img: ACTOR_IMG,
              type: "fourColorsDiceless",
              description: diceless.description.enriched,
            }),
          },
        },
      ],
    },
    {
      id: "four-colors-title",
      title: "Four Colors: Title sheet",
      kind: "sheet",
      classes: sheet("title"),
      width: 680,
      parts: ["title-sheet.hbs", "title-log.hbs"].map((t) => ({ template: T(t), context: { ...title } })),
    },
    {
      id: "four-colors-title-limited",
      title: "Four Colors: Title sheet (limited view)",
      kind: "sheet",
      classes: sheet("title"),
      width: 680,
      parts: [
        {
          template: T("actor-limited.hbs"),
          context: {
            ...limitedContext({ name: title.name, img: ACTOR_IMG, type: "fourColorsTitle", description: "" }),
          },
        },
      ],
    },
    {
      id: "four-colors-descriptor",
      title: "Four Colors: Descriptor sheet (creation mode)",
      kind: "sheet",
      classes: sheet("descriptor"),
      width: 480,
      parts: [{ template: T("descriptor-sheet.hbs"), context: { ...descriptorOpen } }],
    },
    {
      id: "four-colors-descriptor-locked",
      title: "Four Colors: Descriptor sheet (Planet locked after creation)",
      kind: "sheet",
      classes: sheet("descriptor"),
      width: 480,
      parts: [{ template: T("descriptor-sheet.hbs"), context: { ...descriptorLocked } }],
    },
    {
      id: "four-colors-descriptor-limited",
      title: "Four Colors: Descriptor sheet (limited view)",
      kind: "sheet",
      classes: sheet("descriptor"),
      width: 480,
      parts: [{ template: T("descriptor-limited.hbs"), context: { ...descriptorOpen } }],
    },
    {
      id: "four-colors-trait-chart",
      title: "Four Colors: Traits chart (GM settings menu)",
      kind: "dialog",
      classes: ["story-engines", "four-colors", "trait-chart"],
      width: 420,
      parts: [{ template: T("trait-chart.hbs"), context: { ...traitChartContext(SAMPLE_CHART, false) } }],
    },
  ];
}
