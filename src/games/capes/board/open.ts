/**
 * Opening the board, in Foundry: the world's current board (the
 * `capesBoard` setting names its journal, followed to its newest Scene), a
 * new Story (any user's dialog: title, first Scene, victory total, the
 * Editor — whoever starts it, to start with — and the players seated in the
 * users' order), the Editor's request for the next Scene, the board's Table
 * tools, the "Open the board" entry of a board journal's header menu (any
 * Scene's board), and the hooks that redraw open boards when the board or a
 * character changes or a player leaves or comes back, and write, with no GM connected, this user's
 * characters' sheet changes the board records.
 */
import { templatePath } from "../../../core/game-definition";
import { askGMReporting } from "../../../core/gm-query";
import { runQueued } from "../../../core/gm-queue";
import type { TableTool } from "../../../core/table-tools";
import { capes } from "../../../rules";
import { CAPES_LANG, HERO_TYPE, ABILITY_TYPE } from "../data/common";
import { CapesBoardApp, openBoards } from "./board-app";
import { boardJournal, readBoard, writeOwnEffects } from "./documents";
import { currentBoardUuid } from "./journals";
import { defaultEditor } from "./editor-role";
import { askBoardWriter, notifyBoardProblems } from "./query";
import { NEW_STORY_QUERY, NEXT_SCENE_QUERY } from "./state";
import type { StoryAnswer } from "./story-handlers";
import { turnNotices } from "./table-controls";
import { onBoardJournalUpdate } from "./follow";
import { headerControlsHook } from "./header-control";

export const NEW_STORY_TEMPLATE = templatePath("capes/board/new-story.hbs");

export async function openBoard(uuid: string): Promise<void> {
  const app = openBoards.get(uuid) ?? new CapesBoardApp(uuid);
  openBoards.set(uuid, app);
  await app.render({ force: true });
}

/** Open the world's current board; with none yet, the user who asks starts a Story (any user may). */
export async function openCurrentBoard(): Promise<void> {
  const uuid = currentBoardUuid();
  if (readBoard(boardJournal(uuid))) return openBoard(uuid);
  return newStoryDialog();
}

/** What the new Story dialog asks: a title, the first Scene, the victory total, the Editor, the players. */
async function askNewStory(): Promise<Record<string, unknown> | null> {
  // The players who take part, ticked by whoever starts the Story (those connected now, to start with).
  const users = game.users.filter((u) => !u.isGM).map((u) => ({ id: u.id, name: u.name, active: u.active }));
  // Any user may be the Editor: the one Table roles names, else whoever starts the Story, to start with.
  const editor = defaultEditor();
  const editors = game.users.map((u) => ({ id: u.id, name: u.name, selected: u.id === editor }));
  const content = await foundry.applications.handlebars.renderTemplate(NEW_STORY_TEMPLATE, { users, editors });
  const result = await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize(`${CAPES_LANG}.Board.newStory`) },
    content,
    ok: {
      label: game.i18n.localize(`${CAPES_LANG}.Board.create`),
      callback: (_event, button) => {
        const form = button.form;
        const read = (name: string) =>
          form?.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${name}"]`)?.value ?? "";
        const players = [...(form?.querySelectorAll<HTMLInputElement>('input[name="players"]:checked') ?? [])].map(
          (input) => input.value,
        );
        return {
          players,
          title: read("title"),
          scene: read("scene"),
          editorId: read("editorId") || editor,
          victoryTotal: Number.parseInt(read("victoryTotal"), 10) || 0,
        };
      },
    },
    rejectClose: false,
  });
  return result && typeof result === "object" ? (result as Record<string, unknown>) : null;
}

/**
 * A new Story, started by any user: a GM creates its journal on their own client; a player asks the active GM
 * to, or with none connected creates it on their own client (Foundry lets Trusted Players create journals).
 */
export async function newStoryDialog(): Promise<void> {
  const data = await askNewStory();
  if (!data) return;
  let answer: StoryAnswer | undefined;
  if (game.user.isGM || !game.users.activeGM) {
    const { newStoryQuery } = await import("../gm-handlers");
    answer = await runQueued(() => newStoryQuery({ ...data, userId: game.user.id }, { user: game.user }));
  } else answer = (await askGMReporting(NEW_STORY_QUERY, data)) as StoryAnswer | undefined;
  if (!answer) return;
  notifyBoardProblems(answer.problems);
  if (answer.ok) await openBoard(answer.uuid);
}

/** The Editor starts the next Scene: the board's writer creates its journal, and every open board follows. */
export async function startNextScene(boardUuid: string, name: string): Promise<void> {
  const answer = (await askBoardWriter(NEXT_SCENE_QUERY, { boardUuid, name }, boardUuid)) as StoryAnswer | undefined;
  if (answer) notifyBoardProblems(answer.problems);
}

/** Close an open board of a closed Scene and open the next Scene's in its place. */
async function followToNext(from: string, next: string): Promise<void> {
  await openBoards.get(from)?.close();
  if (!openBoards.get(next)?.rendered) await openBoard(next);
}

/** The boards this client last saw, by journal UUID: what a change is compared with for the notices. */
const lastSeen = new Map<string, capes.CapesBoard>();

/** Tell this user when a board change makes it their turn to claim or gives them the chance to react. */
function noticeTurns(journal: JournalEntry): void {
  const after = readBoard(journal);
  if (!after) return;
  for (const notice of turnNotices(lastSeen.get(journal.uuid) ?? null, after, game.user.id))
    ui.notifications.info(game.i18n.format(notice.key, notice.data));
  lastSeen.set(journal.uuid, after);
}

/** Redraw the open boards a change may concern (at init); an open board of a closed Scene follows to the next. */
export function registerBoardHooks(): void {
  const onJournal: CapesUpdateHook<JournalEntry> = (journal) => {
    noticeTurns(journal);
    // With no GM connected, the board's changes to the characters this user owns are written here.
    if (readBoard(journal)) void writeOwnEffects(journal);
    onBoardJournalUpdate(journal, {
      isOpen: (uuid) => openBoards.get(uuid)?.rendered === true,
      hasBoard: (uuid) => readBoard(boardJournal(uuid)) !== null,
      follow: (from, to) => void followToNext(from, to),
      refresh: (uuid) => openBoards.get(uuid)?.refresh(),
    });
  };
  const onCharacter = () => {
    for (const app of openBoards.values()) app.refresh();
  };
  const onActor: CapesUpdateHook<Actor> = (actor) => {
    if (actor.type === HERO_TYPE) onCharacter();
  };
  const onItem: CapesUpdateHook<Item> = (item) => {
    if (item.type === ABILITY_TYPE) onCharacter();
  };
  // A player leaving or coming back changes whom the Editor acts for (passes, claims, rolls for the absent).
  Hooks.on("userConnected", onCharacter);
  Hooks.on("updateJournalEntry", onJournal as (...args: never[]) => unknown);
  Hooks.on("updateActor", onActor as (...args: never[]) => unknown);
  Hooks.on("updateItem", onItem as (...args: never[]) => unknown);
  Hooks.on("getHeaderControlsJournalEntrySheet", headerControlsHook(openBoard) as (...args: never[]) => unknown);
}

/**
 * The board in the Table tools window, for everyone: the world's current
 * board, or — with none yet — the dialog for a new Story. A new Story while
 * one is on: the second tool, for any user (the Editor is a player).
 */
export const boardTools: TableTool[] = [
  { id: "board", labelKey: `${CAPES_LANG}.Board.open`, icon: "fa-solid fa-mask", open: () => openCurrentBoard() },
  {
    id: "new-story",
    labelKey: `${CAPES_LANG}.Board.newStory`,
    icon: "fa-solid fa-book-medical",
    open: () => newStoryDialog(),
  },
];
