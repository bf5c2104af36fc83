/**
 * The In a Wicked Age chapter play-throughs' table: the system's oracle and
 * deck packs as system.json declares them (players observe them), read from
 * the committed pack sources; the world's deck; a chapter's story sheet in
 * a journal everyone observes; the campaign setting; and each seat's own
 * owe list and story sheet windows.
 */
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { PACKS_DIR } from "../../tools/lib/pack-writer.mjs";
import type { Play, PlayWindow } from "../harness/play";
import { TableDeck, TableRollTable } from "../harness/table-cards";
import { TableJournal } from "../harness/table-journals";
import type { OweEntry } from "../../src/games/wicked-age/campaign/campaign";
import type { StoryState } from "../../src/games/wicked-age/campaign/story";
import type { WickedOweList, WickedStorySheet } from "../../src/games/wicked-age/campaign/apps";

type Data = Record<string, unknown>;
const SYSTEM = "story-engines";
const PLAYERS_OBSERVE = { PLAYER: "OBSERVER", ASSISTANT: "OWNER" } as const;

const readJson = (rel: string): Data => JSON.parse(readFileSync(join(PACKS_DIR, rel), "utf8")) as Data;
const flag = (doc: Data, key: string): unknown => ((doc.flags as Data)[SYSTEM] as Data)[key];

/** An oracle's entry for a card, as the committed pack source has it (the book's text). */
export function oracleText(oracle: string, card: string): string {
  for (const file of readdirSync(join(PACKS_DIR, "wicked-age-oracles"))) {
    const table = readJson(join("wicked-age-oracles", file));
    if (flag(table, "oracle") !== oracle) continue;
    const result = (table.results as Data[]).find((r) => flag(r, "card") === card);
    return String(result?.name ?? "");
  }
  return "";
}

/** The oracle and deck packs on the table, and the world's deck (imported at the first deal); the deck comes back. */
export function putOraclesAndDeck(play: Play): TableDeck {
  const oracles = play.table.addPack(`${SYSTEM}.wicked-age-oracles`, PLAYERS_OBSERVE);
  for (const file of readdirSync(join(PACKS_DIR, "wicked-age-oracles"))) {
    const table = readJson(join("wicked-age-oracles", file));
    oracles.add(new TableRollTable(String(table._id), table));
  }
  const source = readJson(join("wicked-age-deck", "standard-deck.json"));
  play.table.addPack(`${SYSTEM}.wicked-age-deck`, PLAYERS_OBSERVE).add(new TableDeck(String(source._id), source));
  const deck = new TableDeck("worldDeck", source);
  play.table.stacks.push(deck);
  return deck;
}

/** A chapter's story sheet, dealt from `oracle` with these cards, in a journal everyone observes. */
export function putStory(
  play: Play,
  chapter: number,
  oracle: string,
  cards: string[],
  recurring: StoryState["recurring"] = [],
): TableJournal {
  const story: StoryState = {
    version: 1,
    chapter,
    oracle: oracle as StoryState["oracle"],
    elements: cards.map((card) => ({ card, text: oracleText(oracle, card), chosen: false })),
    dealt: true,
    characters: [],
    recurring,
    time: "",
    place: "",
  };
  const journal = new TableJournal(
    `chapter${chapter}`,
    {
      name: `Chapter ${chapter}`,
      flags: { [SYSTEM]: { wickedStory: story } },
      pages: [{ name: "Story sheet", type: "text", text: { content: "" } }],
    },
    { default: 2 },
  );
  play.table.journals.push(journal);
  return journal;
}

/** The campaign setting: this chapter, its GM, its story sheet and the owe list. */
export function putCampaign(play: Play, chapter: number, gm: string, storyUuid: string, owe: OweEntry[]): void {
  play.table.settingValues.set(`${SYSTEM}.wickedAgeCampaign`, {
    version: 7,
    chapter,
    firstGm: "erin",
    gm,
    storyUuid,
    owe,
  });
}

export const oweEntry = (id: string, name: string): OweEntry => ({ actorUuid: `Actor.${id}`, name });

export const chapterApps = {} as { OweList: typeof WickedOweList; StorySheet: typeof WickedStorySheet };

/** Every seat opens the owe list on their own client. */
export async function openOweLists(play: Play, seats: readonly string[]): Promise<Record<string, PlayWindow>> {
  const out: Record<string, PlayWindow> = {};
  for (const seat of seats) out[seat] = await play.seat(seat).open(() => new chapterApps.OweList());
  return out;
}

/** One seat opens a story sheet on their own client (each client's windows by their own ids). */
export function openStorySheet(play: Play, seat: string, uuid: string): Promise<PlayWindow> {
  return play.seat(seat).open(
    () => new chapterApps.StorySheet({ id: `wicked-story-${uuid.replaceAll(".", "-")}` }),
    (app) => (app.storyUuid = uuid),
  );
}
