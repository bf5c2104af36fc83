/**
 * Opening the board, in Foundry: the world's current board (the
 * `capesBoard` setting names its journal), a new Story (the GM's dialog:
 * title, first Scene, victory total; the players seated in the users'
 * order), the next Scene's journal, the board's Table tools, the "Open the
 * board" entry of a board journal's header menu (any Scene's board), and the
 * hooks that redraw open boards when the board or a character changes.
 */
import { SYSTEM_ID, templatePath } from "../../../core/game-definition";
import { runQueued } from "../../../core/gm-queue";
import type { TableTool } from "../../../core/table-tools";
import { capes } from "../../../rules";
import { CAPES_LANG, HERO_TYPE, ABILITY_TYPE } from "../data/common";
import { CapesBoardApp, openBoards } from "./board-app";
import { boardJournal, readBoard } from "./documents";
import { BOARD_FLAG, BOARD_SETTING, NEXT_FLAG, serializeBoard } from "./state";
import { turnNotices } from "./table-controls";
import { onBoardJournalUpdate } from "./follow";
import { headerControlsHook } from "./header-control";

export const NEW_STORY_TEMPLATE = templatePath("capes/board/new-story.hbs");
/** OBSERVER: every player reads the board; only the GM's client writes it. */
const OBSERVER = 2;

export async function openBoard(uuid: string): Promise<void> {
  const app = openBoards.get(uuid) ?? new CapesBoardApp(uuid);
  openBoards.set(uuid, app);
  await app.render({ force: true });
}

/** Open the world's current board; with none, the GM starts a Story and players are told to wait. */
export async function openCurrentBoard(): Promise<void> {
  const uuid = String(game.settings.get(SYSTEM_ID, BOARD_SETTING) ?? "");
  if (readBoard(boardJournal(uuid))) return openBoard(uuid);
  if (game.user.isGM) return newStoryDialog();
  ui.notifications.info(`${CAPES_LANG}.Board.noneYet`, { localize: true });
}

/** Create the journal of a board, make it the world's current one and open it; its UUID, or "" when not created. */
async function createBoardJournal(board: capes.CapesBoard): Promise<string> {
  const name = `${board.story.title} — ${board.scene.name}`;
  const journal = await JournalEntry.create({
    name,
    ownership: { default: OBSERVER },
    flags: { [SYSTEM_ID]: { [BOARD_FLAG]: serializeBoard(board) } },
    pages: [
      {
        name: game.i18n.localize(`${CAPES_LANG}.Board.pageName`),
        type: "text",
        text: { content: `<p>${game.i18n.localize(`${CAPES_LANG}.Board.pageText`)}</p>`, format: 1 },
      },
    ],
  });
  if (!journal) return "";
  await game.settings.set(SYSTEM_ID, BOARD_SETTING, journal.uuid);
  await openBoard(journal.uuid);
  return journal.uuid;
}

/** The GM's dialog for a new Story: its title, the first Scene's name, the Story's victory total. */
export async function newStoryDialog(): Promise<void> {
  if (!game.user.isGM) return;
  // The players who take part, ticked by the Editor (those connected now, to start with).
  const users = game.users.filter((u) => !u.isGM).map((u) => ({ id: u.id, name: u.name, active: u.active }));
  const content = await foundry.applications.handlebars.renderTemplate(NEW_STORY_TEMPLATE, { users });
  const result = await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize(`${CAPES_LANG}.Board.newStory`) },
    content,
    ok: {
      label: game.i18n.localize(`${CAPES_LANG}.Board.create`),
      callback: (_event, button) => {
        const form = button.form;
        const read = (name: string) => {
          const el = form?.elements.namedItem(name);
          return el instanceof HTMLInputElement ? el.value : "";
        };
        const players = [...(form?.querySelectorAll<HTMLInputElement>('input[name="players"]:checked') ?? [])].map(
          (input) => input.value,
        );
        return {
          players,
          title: read("title"),
          scene: read("scene"),
          victoryTotal: Number.parseInt(read("victoryTotal"), 10) || 0,
        };
      },
    },
    rejectClose: false,
  });
  if (!result || typeof result !== "object") return;
  const chosen = result as { title: string; scene: string; victoryTotal: number; players: string[] };
  const { title, scene, victoryTotal } = chosen;
  const players = game.users
    .filter((u) => !u.isGM && chosen.players.includes(u.id))
    .map((u) => ({ userId: u.id, name: u.name }));
  let board: capes.CapesBoard;
  try {
    board = capes.newBoard({
      title: title.trim() || game.i18n.localize(`${CAPES_LANG}.Board.untitled`),
      scene: scene.trim() || game.i18n.localize(`${CAPES_LANG}.Board.firstScene`),
      editor: { userId: game.user.id, name: game.user.name },
      players,
      victoryTotal: Math.max(0, Math.min(999, victoryTotal)),
    });
  } catch (error) {
    ui.notifications.warn(error instanceof Error ? error.message : String(error));
    return;
  }
  await runQueued(() => createBoardJournal(board));
}

/** The GM starts the next Scene: a new journal carrying the Story on from the closed one. */
export async function startNextScene(boardUuid: string, name: string): Promise<void> {
  if (!game.user.isGM) return;
  const board = readBoard(boardJournal(boardUuid));
  if (!board) return;
  let next: capes.CapesBoard;
  try {
    next = capes.nextScene(
      board,
      name.trim() || game.i18n.format(`${CAPES_LANG}.Board.sceneNumber`, { number: board.story.sceneNumber + 1 }),
    );
  } catch (error) {
    ui.notifications.warn(error instanceof Error ? error.message : String(error));
    return;
  }
  await runQueued(async () => {
    const created = await createBoardJournal(next);
    // The closed Scene's board names the next one: every client with it open follows (registerBoardHooks).
    const old = boardJournal(boardUuid);
    if (created && old) await old.update({ [`flags.${SYSTEM_ID}.${NEXT_FLAG}`]: created });
  });
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
  Hooks.on("updateJournalEntry", onJournal as (...args: never[]) => unknown);
  Hooks.on("updateActor", onActor as (...args: never[]) => unknown);
  Hooks.on("updateItem", onItem as (...args: never[]) => unknown);
  Hooks.on("getHeaderControlsJournalEntrySheet", headerControlsHook(openBoard) as (...args: never[]) => unknown);
}

/**
 * The board in the Table tools window, for everyone: the world's current
 * board, or — with none yet — the GM's dialog for a new Story (players are
 * told to wait). A new Story while one is on: the GM's second tool.
 */
export const boardTools: TableTool[] = [
  { id: "board", labelKey: `${CAPES_LANG}.Board.open`, icon: "fa-solid fa-mask", open: () => openCurrentBoard() },
  {
    id: "new-story",
    labelKey: `${CAPES_LANG}.Board.newStory`,
    icon: "fa-solid fa-book-medical",
    gmOnly: true,
    open: () => newStoryDialog(),
  },
];
