/**
 * Story sheets in journals (Foundry side): find the current chapter's,
 * create a chapter's (GM), and write a changed story — its flags and the
 * text page a reader sees — from the GM's client inside the GM queue.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { readStory, newStory, type StoryState } from "./story";
import { storyHtml } from "./story-html";

export const STORY_FLAG = "wickedStory";
const S = "STORY_ENGINES.Wicked.Story";

export function storyOf(journal: JournalEntry | null | undefined): StoryState | null {
  return journal ? readStory(journal.getFlag(SYSTEM_ID, STORY_FLAG)) : null;
}

export function journalOf(uuid: string): JournalEntry | null {
  const doc = uuid ? fromUuidSync(uuid) : null;
  return doc instanceof JournalEntry ? doc : null;
}

function userNames(): Record<string, string> {
  return Object.fromEntries(game.users.contents.map((u) => [u.id, u.name]));
}

function pageContent(story: StoryState): string {
  const t = (k: string) => game.i18n.localize(`${S}.${k}`);
  const oracle = story.oracle ? game.i18n.localize(`STORY_ENGINES.Wicked.Oracle.${story.oracle}`) : "";
  return storyHtml(
    story,
    oracle,
    {
      oracle: t("oracle"),
      elements: t("elements"),
      characters: t("characters"),
      recurring: t("recurring"),
      time: t("time"),
      place: t("place"),
      chosen: t("chosen"),
    },
    userNames(),
  );
}

/** A new chapter's story sheet, readable by everyone. */
export async function createStoryJournal(
  chapter: number,
  seed?: Partial<StoryState>,
): Promise<JournalEntry | undefined> {
  const story = { ...newStory(chapter), ...seed };
  return JournalEntry.create({
    name: game.i18n.format(`${S}.journalName`, { chapter }),
    ownership: { default: 2 },
    pages: [
      { name: game.i18n.localize(`${S}.pageName`), type: "text", text: { format: 1, content: pageContent(story) } },
    ],
    flags: { [SYSTEM_ID]: { [STORY_FLAG]: story } },
  });
}

export async function writeStory(journal: JournalEntry, story: StoryState): Promise<void> {
  await journal.update({ [`flags.${SYSTEM_ID}.${STORY_FLAG}`]: story });
  const page = journal.pages.contents.find((p) => p.type === "text");
  await page?.update({ "text.content": pageContent(story) });
}
