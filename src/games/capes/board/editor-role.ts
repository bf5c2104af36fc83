/**
 * Capes' table role in Foundry: the Editor, any user (there is no GM),
 * named on each Scene's board (`story.editorId`); before a Story, the user
 * assigned in Table roles is the new Story's default Editor. The role's holder is read
 * from the world's current board (src/core/table-roles.ts); a request or a
 * window concerns one board, whose own Editor decides — on the GM's side
 * (query.ts, the rules' `Requester.isGM`) and in the window (board-app.ts,
 * the viewer's `isGM`).
 */
import { roleKey } from "../../../core/roles";
import { readAssignments } from "../../../core/table-roles";
import type { capes } from "../../../rules";
import { boardJournal, readBoard } from "./documents";
import { currentBoardUuid } from "./journals";

/** Whether this user is the Editor of this board. */
export function isEditor(board: capes.CapesBoard, userId: string): boolean {
  return board.story.editorId === userId;
}

/**
 * The seated players not connected now, for whom the board's Editor may act (pass, claim, roll, decide); a player
 * at the table decides for themselves (the rules' `Requester.absent`, the window's `viewer.absent`).
 */
export function absentPlayers(board: capes.CapesBoard): string[] {
  return board.story.players.filter((p) => game.users.get(p.userId)?.active !== true).map((p) => p.userId);
}

/**
 * Who a user is to this board's rules: its Editor (the rules' `isGM`, whoever the board names), a Foundry GM
 * (only the table's host), and the seated players away, for whom the Editor acts. One reading for the writer
 * (query.ts), the window (board-app.ts) and a batch tried on the Editor's client (example-loader.ts).
 */
export function requesterFor(board: capes.CapesBoard, user: { id: string; isGM: boolean }): capes.Requester {
  return { userId: user.id, isGM: isEditor(board, user.id), host: user.isGM, absent: absentPlayers(board) };
}

/** The Editor of the world's current board, or null when there is none yet (then the role falls back to nobody). */
export function currentEditor(): string[] | null {
  const board = readBoard(boardJournal(currentBoardUuid()));
  return board ? [board.story.editorId] : null;
}

/** The Editor a new Story starts with: the user assigned the role in Table roles, else whoever starts it. */
export function defaultEditor(): string {
  const assigned = readAssignments()[roleKey("capes", "editor")] ?? [];
  return assigned.find((id) => game.users.get(id)) ?? game.user.id;
}
