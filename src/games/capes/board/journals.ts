/**
 * A board's journal, in Foundry: creating the journal of a new Story's first
 * Scene or of the next Scene — readable by everyone, owned by the Story's
 * Editor so that, with no GM connected, the Editor's client is the board's
 * writer — and making it the world's current board where this user may
 * (a GM; every client finds the newest open board by its creation flag:
 * `currentBoardUuid`). Run by whoever writes: a GM, or a player allowed to
 * create journals (Foundry gives that to Trusted Players).
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { capes } from "../../../rules";
import { CAPES_LANG } from "../data/common";
import { boardJournal, readBoard } from "./documents";
import { nextBoardUuid } from "./follow";
import { BOARD_FLAG, BOARD_SETTING, CREATED_FLAG, NEXT_FLAG, serializeBoard } from "./state";

/** OBSERVER: every player reads the board; OWNER: the Editor, its writer when no GM is connected. */
const OBSERVER = 2;
const OWNER = 3;
/** The longest chain of Scenes followed to find the current one. */
const MAX_SCENES = 200;

/** Create the journal of a board owned by its Editor, and make it the world's current board when this user may. */
export async function createBoardJournal(board: capes.CapesBoard): Promise<string> {
  const journal = await JournalEntry.create({
    name: `${board.story.title} — ${board.scene.name}`,
    ownership: { default: OBSERVER, [board.story.editorId]: OWNER },
    flags: { [SYSTEM_ID]: { [BOARD_FLAG]: serializeBoard(board), [CREATED_FLAG]: Date.now() } },
    pages: [
      {
        name: game.i18n.localize(`${CAPES_LANG}.Board.pageName`),
        type: "text",
        text: { content: `<p>${game.i18n.localize(`${CAPES_LANG}.Board.pageText`)}</p>`, format: 1 },
      },
    ],
  });
  if (!journal) return "";
  // A world setting is a GM's to write; every client finds the newest open board by its creation flag anyway.
  if (game.user.isGM) await game.settings.set(SYSTEM_ID, BOARD_SETTING, journal.uuid);
  return journal.uuid;
}

/** The next Scene's journal after a closed one, linked from it; its UUID, or a problem code and message. */
export async function createNextSceneJournal(
  boardUuid: string,
  name: string,
): Promise<{ uuid: string } | { code: string; message: string }> {
  const old = boardJournal(boardUuid);
  const board = readBoard(old);
  if (!old || !board) return { code: "no-board", message: "That board cannot be found." };
  let next: capes.CapesBoard;
  try {
    next = capes.nextScene(
      board,
      name.trim() || game.i18n.format(`${CAPES_LANG}.Board.sceneNumber`, { number: board.story.sceneNumber + 1 }),
    );
  } catch (error) {
    return { code: "wrong-phase", message: error instanceof Error ? error.message : String(error) };
  }
  if (nextBoardUuid(old) !== "") return { code: "stale", message: "The next Scene has already started." };
  const created = await createBoardJournal(next);
  if (!created) return { code: "no-board", message: "The next Scene's journal was not created." };
  // The closed Scene's board names the next one: every client with it open follows (open.ts's hooks).
  await old.update({ [`flags.${SYSTEM_ID}.${NEXT_FLAG}`]: created });
  return { uuid: created };
}

/**
 * The newest open board this user can see: a board journal not closed into a next Scene, the latest created
 * (its CREATED_FLAG; boards made before it are left to the setting) — found with no GM, whoever started the Story.
 */
function newestOpenBoard(): string {
  let best: { uuid: string; at: number } | null = null;
  for (const journal of game.journal.contents) {
    if (nextBoardUuid(journal) !== "" || !readBoard(journal)) continue;
    const at = journal.getFlag(SYSTEM_ID, CREATED_FLAG);
    if (typeof at === "number" && (!best || at >= best.at)) best = { uuid: journal.uuid, at };
  }
  return best?.uuid ?? "";
}

/**
 * The world's current board: the newest open board journal (any user's Story, with or without a GM), else the
 * one the setting names; followed through the closed Scenes' links.
 */
export function currentBoardUuid(): string {
  let uuid = newestOpenBoard() || String(game.settings.get(SYSTEM_ID, BOARD_SETTING) ?? "");
  for (let i = 0; i < MAX_SCENES; i++) {
    const journal = boardJournal(uuid);
    const next = journal ? nextBoardUuid(journal) : "";
    if (next === "" || !readBoard(boardJournal(next))) break;
    uuid = next;
  }
  return uuid;
}
