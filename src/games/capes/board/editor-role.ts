/**
 * Capes' table role in Foundry: the Editor, a player (there is no GM),
 * named on each Scene's board (`story.editorId`). The role's holder is read
 * from the world's current board (src/core/table-roles.ts); a request or a
 * window concerns one board, whose own Editor decides — on the GM's side
 * (query.ts, the rules' `Requester.isGM`) and in the window (board-app.ts,
 * the viewer's `isGM`).
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import type { capes } from "../../../rules";
import { boardJournal, readBoard } from "./documents";
import { BOARD_SETTING } from "./state";

/** Whether this user is the Editor of this board. */
export function isEditor(board: capes.CapesBoard, userId: string): boolean {
  return board.story.editorId === userId;
}

/** The Editor of the world's current board, or null when there is none yet (then the role falls back to nobody). */
export function currentEditor(): string[] | null {
  const uuid = String(game.settings.get(SYSTEM_ID, BOARD_SETTING) ?? "");
  const board = readBoard(boardJournal(uuid));
  return board ? [board.story.editorId] : null;
}
