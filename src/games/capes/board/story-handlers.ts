/**
 * The writer's side of starting a Story and the next Scene (in the game's
 * lazy chunk): any user may start a Story and name its Editor (a player
 * without the right to create journals asks a GM); only the board's Editor
 * (or a GM, the table's host) starts the next Scene, written by the board's
 * writer — the active GM, or with none the Editor's own client, which owns
 * the board.
 */
import { askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { capes } from "../../../rules";
import { CAPES_LANG } from "../data/common";
import { boardJournal, readBoard } from "./documents";
import { createBoardJournal, createNextSceneJournal } from "./journals";
import type { AnswerProblem } from "./problems";

/** What the writer answers: the new board's journal, or why not. */
export interface StoryAnswer {
  ok: boolean;
  problems: AnswerProblem[];
  uuid: string;
}

const refused = (code: string, message: string, data: Record<string, string> = {}): StoryAnswer => ({
  ok: false,
  problems: [{ code, message, data }],
  uuid: "",
});

/** A journal creation refused by Foundry (the writer may not create journals) as an answer. */
async function created(create: () => Promise<StoryAnswer>): Promise<StoryAnswer> {
  try {
    return await create();
  } catch (error) {
    return refused("not-created", error instanceof Error ? error.message : String(error));
  }
}

/** What a new Story asks for: its title, first Scene, victory total, Editor and seated players. */
export interface NewStoryData {
  title: string;
  scene: string;
  victoryTotal: number;
  editorId: string;
  players: string[];
}

/** The first board of a Story as asked: the Editor and the players seated in the users' order (the Editor not among them). */
export function storyBoard(data: Record<string, unknown>): capes.CapesBoard | string {
  const editor = game.users.get(String(data.editorId ?? ""));
  if (!editor) return "The Editor must be a user of this world.";
  const chosen = Array.isArray(data.players) ? data.players.map(String) : [];
  const players = game.users
    .filter((u) => !u.isGM && u.id !== editor.id && chosen.includes(u.id))
    .map((u) => ({ userId: u.id, name: u.name }));
  const total = Number(data.victoryTotal);
  try {
    return capes.newBoard({
      title: String(data.title ?? "").trim() || game.i18n.localize(`${CAPES_LANG}.Board.untitled`),
      scene: String(data.scene ?? "").trim() || game.i18n.localize(`${CAPES_LANG}.Board.firstScene`),
      editor: { userId: editor.id, name: editor.name },
      players,
      victoryTotal: Number.isInteger(total) ? Math.max(0, Math.min(999, total)) : 0,
    });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A GM creates the journal of a Story a player starts (Foundry lets players create no journal by default). */
export async function newStoryQuery(data: Record<string, unknown>, options: LocalQueryOptions): Promise<StoryAnswer> {
  if (!askingUser(data, options)) return refused("not-allowed", "Unknown user.");
  const board = storyBoard(data);
  if (typeof board === "string") return refused("bad-request", board);
  return created(async () => {
    const uuid = await createBoardJournal(board);
    return uuid ? { ok: true, problems: [], uuid } : refused("not-created", "The journal was not created.");
  });
}

/** The board's writer starts the next Scene the Editor asks for. */
export async function nextSceneQuery(data: Record<string, unknown>, options: LocalQueryOptions): Promise<StoryAnswer> {
  const user = askingUser(data, options);
  if (!user) return refused("not-allowed", "Unknown user.");
  const boardUuid = String(data.boardUuid ?? "");
  const board = readBoard(boardJournal(boardUuid));
  if (!board) return refused("no-board", "That board cannot be found.");
  if (board.story.editorId !== user.id && !user.isGM)
    return refused("editor-only", "Only the Editor may start the next Scene.", { what: "start the next Scene" });
  return created(async () => {
    const result = await createNextSceneJournal(boardUuid, String(data.name ?? ""));
    return "uuid" in result ? { ok: true, problems: [], uuid: result.uuid } : refused(result.code, result.message);
  });
}
