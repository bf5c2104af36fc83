/**
 * The Title sheet in the gallery with its story so far: a finished Issue of
 * a Miniseries with its Pages, who took part and the cards spent, and the
 * running Issue (the Title's cards usable) — built with the same pure
 * context builder the Title sheet calls.
 */
import type { GalleryEntry } from "../../../core/gallery-entry";
import { titleSheetContext } from "./title-context";
import { titleSlotsContext } from "../cards/cards-context";

const ACTOR_IMG = "icons/svg/mystery-man.svg";
const FENICE = "Actor.sampleOmega00001";
const CARDINAL = "Actor.sampleOmega00002";
const RENAISSANCE = "Actor.sampleOmega00003";
const MAINS = [FENICE, CARDINAL, RENAISSANCE];
const NAMES: Record<string, string> = {
  [FENICE]: "La Fenice",
  [CARDINAL]: "The Cardinal",
  [RENAISSANCE]: "Renaissance Man",
};
const SLOTS = [{ cardUuid: "Cards.sampleDeck000001.Card.sampleCard000001", name: "Blank Storypath Card 7" }];

const STORY_SYSTEM = {
  description: "<p>The Main Title of the group.</p>",
  mains: MAINS,
  slots: SLOTS,
  logVersion: 6,
  issues: [
    {
      number: 1,
      title: "The Furnace at Murano",
      date: "Carnival, 1501",
      notes: "",
      miniseries: "The Seven Sins",
      running: false,
      characters: MAINS,
      pages: [
        { title: "A fire in the night", characters: [FENICE, CARDINAL] },
        { title: "The glassblowers' guild", characters: MAINS },
      ],
      spent: [
        { card: "An Old Debt", by: "La Fenice", page: 0, source: "hand" },
        { card: "Blank Storypath Card 3", by: "The Cardinal", page: 1, source: "title" },
      ],
    },
    {
      number: 2,
      title: "Pride Goes Before",
      date: "Lent, 1501",
      notes: "",
      miniseries: "The Seven Sins",
      running: true,
      characters: [FENICE, RENAISSANCE],
      pages: [{ title: "At the Doge's table", characters: [FENICE, RENAISSANCE] }],
      spent: [{ card: "A Favour Owed", by: "Renaissance Man", page: 0, source: "hand" }],
    },
  ],
};

export function titleStoryGalleryEntries(): GalleryEntry[] {
  const running = titleSheetContext({
    name: "The Cardinal's Circle",
    img: ACTOR_IMG,
    system: STORY_SYSTEM,
    editable: true,
    enriched: { description: STORY_SYSTEM.description },
    mains: MAINS.map((uuid) => ({ uuid, name: NAMES[uuid] ?? "", img: ACTOR_IMG, found: true })),
    omegas: [],
    slotsPanel: titleSlotsContext({ title: { mains: MAINS, slots: SLOTS }, viewerIsMain: true }),
    characterNames: NAMES,
  });
  // A player's view: not editable, none of their characters in the running Issue (no Spend button).
  const playerView = titleSheetContext({
    name: "The Cardinal's Circle",
    img: ACTOR_IMG,
    system: { ...STORY_SYSTEM, issues: STORY_SYSTEM.issues.map((i) => ({ ...i, running: false })) },
    editable: false,
    enriched: { description: STORY_SYSTEM.description },
    mains: MAINS.map((uuid) => ({ uuid, name: NAMES[uuid] ?? "", img: ACTOR_IMG, found: true })),
    omegas: [],
    slotsPanel: titleSlotsContext({ title: { mains: MAINS, slots: SLOTS }, viewerIsMain: false }),
    characterNames: NAMES,
  });
  // The Storyguide's Issues window (cards/issue-desk.ts), as a player Storyguide with no permission on the Title sees it.
  const desk = {
    titles: [
      { value: "Actor.sampleTitle00001", label: "The Cardinal's Circle", selected: true },
      { value: "Actor.sampleTitle00002", label: "Venetian Nights", selected: false },
    ],
    hasTitle: true,
    ...titleSheetContext({
      name: "The Cardinal's Circle",
      img: ACTOR_IMG,
      system: STORY_SYSTEM,
      editable: false,
      runsIssues: true,
      enriched: { description: "" },
      mains: MAINS.map((uuid) => ({ uuid, name: "", img: "", found: false })),
      omegas: MAINS.map((uuid) => ({ uuid, name: NAMES[uuid] ?? "" })),
      slotsPanel: titleSlotsContext({ title: { mains: MAINS, slots: SLOTS }, viewerIsMain: false }),
      characterNames: NAMES,
    }),
  };
  const parts = (context: object) =>
    ["title-sheet.hbs", "title-log.hbs"].map((t) => ({ template: `four-colors/sheets/${t}`, context: { ...context } }));
  const classes = ["story-engines", "four-colors", "title", "sheet"];
  return [
    {
      id: "four-colors-title-issue",
      title: "Four Colors: Title sheet with a running Issue and the story so far",
      kind: "sheet",
      classes,
      width: 680,
      parts: parts(running),
    },
    {
      id: "four-colors-title-no-issue-player",
      title: "Four Colors: Title sheet, no Issue running (a player's view: Title cards not usable)",
      kind: "sheet",
      classes,
      width: 680,
      parts: parts(playerView),
    },
    {
      id: "four-colors-stakes-desk",
      title: "Four Colors: the Storyguide's stakes window (Table tools): every Omega they can see",
      kind: "dialog",
      classes: ["story-engines", "four-colors", "fc-stakes-desk"],
      width: 420,
      parts: [
        {
          template: "four-colors/dice/stakes-desk.hbs",
          context: {
            omegas: MAINS.map((uuid) => ({ uuid, name: NAMES[uuid] ?? "", img: ACTOR_IMG })),
          },
        },
      ],
    },
    {
      id: "four-colors-issue-desk",
      title: "Four Colors: the Storyguide's Issues window (Table tools), run by a player Storyguide",
      kind: "dialog",
      classes: ["story-engines", "four-colors", "title", "fc-issue-desk"],
      width: 560,
      parts: [{ template: "four-colors/sheets/issue-desk.hbs", context: desk }],
    },
  ];
}
