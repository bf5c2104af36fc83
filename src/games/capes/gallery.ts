/**
 * Capes in the gallery (pure): the hero sheet for a hero and an opponent
 * (full and limited), the ability sheet, the Complication board at every
 * phase for the Editor or a player, and the roll cards — built by the same
 * context builders the Foundry classes call.
 */
import type { GalleryEntry } from "../../core/gallery-entry";
import type { capes } from "../../rules";
import { buildHeroContext, buildHeroLimitedContext } from "./sheets/hero-context";
import { buildAbilityContext, buildAbilityLimitedContext } from "./sheets/ability-context";
import { boardContext, BOARD_PARTS } from "./board/board-context";
import { rollCardContext } from "./board/card-context";
import { readHero } from "./data/hero";
import {
  CHIEF,
  NIGHT_MAIDEN,
  SILVERSTAR,
  ZIP,
  sampleActorList,
  sampleBoards,
  type SampleActor,
  type SampleBoard,
} from "./samples";

const HERO_CLASSES = ["story-engines", "capes", "capes-hero"];
const ABILITY_CLASSES = ["story-engines", "capes", "capes-ability"];
const BOARD_CLASSES = ["story-engines", "capes", "capes-board"];
const HERO_PARTS = ["header", "drives", "abilities", "text"];
/** The example Scenes the Editor may set up (as the capes-scenes pack lists them). */
const SAMPLE_EXAMPLES = [
  { id: "bank", name: "The bank robbery (Scene 1 of the example)" },
  { id: "warehouse", name: "The warehouse (Scene 2 of the example, where the text stops)" },
];

function heroEntry(id: string, title: string, a: SampleActor, others: SampleActor[]): GalleryEntry {
  const context = buildHeroContext({
    actor: { name: a.name, img: a.img },
    system: a.system,
    items: a.items,
    editable: true,
    enrichedDescription: a.system.description,
    others: others.map((o) => ({
      name: o.name,
      hero: readHero(o.system).kind === "hero",
      exemplars: Object.values(readHero(o.system).drives).map((d) => d.exemplar),
    })),
  });
  return {
    id,
    title,
    kind: "sheet",
    classes: HERO_CLASSES,
    width: 700,
    parts: HERO_PARTS.map((p) => ({ template: `capes/sheets/hero-${p}.hbs`, context })),
  };
}

function limitedEntry(id: string, title: string, a: SampleActor): GalleryEntry {
  const context = buildHeroLimitedContext({ actor: { name: a.name, img: a.img }, system: a.system });
  return {
    id,
    title,
    kind: "sheet",
    classes: HERO_CLASSES,
    width: 700,
    parts: [{ template: "capes/sheets/hero-limited.hbs", context }],
  };
}

/** The world's player accounts: the four at the table and a spare one the Editor has not seated. */
const SAMPLE_USERS = [
  { id: "zips", name: "Zip's player" },
  { id: "alice", name: "Alice" },
  { id: "caps", name: "Liberty's player" },
  { id: "joe", name: "Joe" },
  { id: "spare", name: "Spare account" },
];

function boardEntry(
  id: string,
  title: string,
  sample: SampleBoard,
  viewer: { userId: string; isGM: boolean },
): GalleryEntry {
  const parts = boardContext({
    ...sample,
    viewer,
    actors: sampleActorList(),
    examples: SAMPLE_EXAMPLES,
    users: SAMPLE_USERS,
  });
  return {
    id,
    title,
    kind: "sheet",
    classes: BOARD_CLASSES,
    width: 1040,
    parts: BOARD_PARTS.map((p) => ({ template: `capes/board/${p}.hbs`, context: parts[p] })),
  };
}

function rollEntry(id: string, title: string, kind: "action" | "reaction" | "overdrawn", face: number): GalleryEntry {
  const base = {
    boardUuid: "JournalEntry.sample",
    pendingId: "r1",
    character: kind === "overdrawn" ? "The driver" : "Zip",
    ability: kind === "overdrawn" ? "" : kind === "action" ? "Super-speed" : "Desperate Effort",
    level: kind === "overdrawn" ? 0 : kind === "action" ? 3 : 4,
    complication: kind === "overdrawn" ? "Robbery" : "Getaway",
    faction: (kind === "overdrawn" ? "opponents" : "heroes") as capes.Faction,
    from: kind === "overdrawn" ? 6 : kind === "action" ? 2 : 3,
  };
  return {
    id,
    title,
    kind: "chat",
    classes: [],
    parts: [
      {
        template: "capes/dice/roll-card.hbs",
        context: rollCardContext({ ...base, kind }, face, "icons/svg/mystery-man.svg"),
      },
    ],
  };
}

export function galleryEntries(): GalleryEntry[] {
  const boards = sampleBoards();
  const gm = { userId: "gm", isGM: true };
  const zips = { userId: "zips", isGM: false };
  const superSpeed = ZIP.items[0];
  return [
    heroEntry("capes-hero-sheet", "Capes: hero sheet (Silverstar)", SILVERSTAR, [NIGHT_MAIDEN, ZIP]),
    heroEntry("capes-opponent-sheet", "Capes: hero sheet built as an opponent (Chief Mannelli)", CHIEF, []),
    limitedEntry("capes-hero-sheet-limited", "Capes: hero sheet (limited permission)", ZIP),
    limitedEntry("capes-opponent-sheet-limited", "Capes: an opponent's sheet (limited permission)", CHIEF),
    {
      id: "capes-ability-sheet",
      title: "Capes: ability sheet (a super-powered Trope)",
      kind: "sheet",
      classes: ABILITY_CLASSES,
      width: 460,
      parts: [
        {
          template: "capes/sheets/ability.hbs",
          context: buildAbilityContext({
            item: { name: "Mundane Tasks done Super-fast", img: "icons/svg/lightning.svg" },
            system: ZIP.items[1]?.system,
            editable: true,
            enrichedDescription: "<p>Zip does the everyday things faster than anyone can follow.</p>",
          }),
        },
      ],
    },
    {
      id: "capes-ability-sheet-limited",
      title: "Capes: ability sheet (limited permission)",
      kind: "sheet",
      classes: ABILITY_CLASSES,
      width: 460,
      parts: [
        {
          template: "capes/sheets/ability-limited.hbs",
          context: buildAbilityLimitedContext({
            item: { name: superSpeed?.name ?? "", img: "icons/svg/lightning.svg" },
            system: superSpeed?.system,
          }),
        },
      ],
    },
    boardEntry("capes-board-setup", "Capes: the board in set-up (the Editor balancing the sides)", boards.setup, gm),
    boardEntry(
      "capes-board-claims",
      "Capes: the board, claims (Captain Liberty takes Hostages from Zip)",
      boards.claims,
      zips,
    ),
    boardEntry("capes-board-overdrawn", "Capes: the board, an Overdrawn Drive to roll", boards.overdrawn, {
      userId: "joe",
      isGM: false,
    }),
    boardEntry("capes-board-turns", "Capes: the board, Zip's action with a die picked", boards.turns, zips),
    boardEntry("capes-board-reacting", "Capes: the board, Alice may react to Zip's kept 1 or pass", boards.reacting, {
      userId: "alice",
      isGM: false,
    }),
    boardEntry(
      "capes-board-reaction",
      "Capes: the board, a Trope reaction's die to keep or turn back",
      boards.reaction,
      zips,
    ),
    boardEntry(
      "capes-board-resolve",
      "Capes: the board, resolving Hostages (a gift and a replacement)",
      boards.resolve,
      gm,
    ),
    boardEntry("capes-board-end", "Capes: the board at the Scene's end", boards.end, gm),
    boardEntry("capes-board-over", "Capes: the board after the Scene (the next one)", boards.over, gm),
    {
      id: "capes-new-story",
      title: "Capes: the Editor starts a new Story",
      kind: "dialog",
      classes: ["story-engines", "capes"],
      width: 420,
      parts: [
        {
          template: "capes/board/new-story.hbs",
          context: {
            editors: [
              { id: "ed", name: "Ed (the Editor)", selected: true },
              { id: "gm", name: "Gamemaster", selected: false },
              { id: "zips", name: "Zip's player", selected: false },
            ],
            users: [
              { id: "ed", name: "Ed (the Editor)", active: true },
              { id: "zips", name: "Zip's player", active: true },
              { id: "alice", name: "Alice", active: true },
              { id: "caps", name: "Liberty's player", active: true },
              { id: "joe", name: "Joe", active: true },
              { id: "spare", name: "Spare account", active: false },
            ],
          },
        },
      ],
    },
    rollEntry("capes-roll-card", "Capes: a roll card (Super-speed on Getaway)", "action", 1),
    rollEntry("capes-reaction-card", "Capes: a Trope reaction's card", "reaction", 5),
    rollEntry("capes-overdrawn-card", "Capes: an Overdrawn roll's card", "overdrawn", 2),
  ];
}
