/**
 * Requests to the board, in Foundry. A client sends what it wants done with
 * the board version it saw; the board's writer — the active GM's client, or
 * with no GM connected the board journal's connected owner (the Editor) —
 * in the one queue (registerGame) reads the board and the sheets afresh, applies the request
 * with the rules — whole or not at all, a stale version refused — writes the
 * board (with a record of the sheet changes still to make), then the
 * sheets. A sheet write that fails is reported to the GM and the asking
 * player, and made before the next request is applied (documents.ts). The
 * asking client then rolls any die the request
 * called for, posts its card and reports the face through the same query;
 * the GM reads that face from the posted roll, not from the request.
 */
import { askGMReporting, askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { allowInteractiveRoll, messageModeOptions } from "../../../core/compat";
import { STALE_KEY, readVersion } from "../../../core/versioned-state";
import { capes } from "../../../rules";
import { CAPES_LANG, isRecord } from "../data/common";
import { rollDataFor, type CapesRollData } from "./card-context";
import { CapesDieRoll } from "./capes-roll";
import {
  boardJournal,
  completeSheets,
  gatherSheets,
  mergeEffects,
  readBoard,
  readRepair,
  writeBoard,
} from "./documents";
import { localProblem, problemKey, type AnswerProblem } from "./problems";
import { BOARD_QUERY, boardActorUuids } from "./state";
import { applyAll } from "./example";
import { requesterFor } from "./editor-role";

/** The most requests one batch may carry (an example Scene's set-up). */
const MAX_BATCH = 50;

export interface BoardAnswer {
  ok: boolean;
  problems: AnswerProblem[];
  /** The die the asking client must now roll, with what its card shows. */
  roll: CapesRollData | null;
  version: number;
}

const refused = (code: string, message: string): BoardAnswer => ({
  ok: false,
  problems: [localProblem(code, message)],
  roll: null,
  version: -1,
});

/** The face of the board die a user posted for this pending roll, or null when the message is not that. */
function postedFace(messageId: unknown, user: User, boardUuid: string, pendingId: unknown): number | null {
  const message = typeof messageId === "string" ? game.messages.get(messageId) : undefined;
  if (!message || (message.author?.id !== user.id && !user.isGM)) return null;
  for (const roll of Array.isArray(message.rolls) ? message.rolls : []) {
    if (!(roll instanceof CapesDieRoll)) continue;
    const data = roll.capesData;
    if (data?.boardUuid === boardUuid && data.pendingId === pendingId && roll.face !== null) return roll.face;
  }
  return null;
}

/** GM side of "capes.board": check, apply and write one request for the asking user. */
export async function boardQuery(data: Record<string, unknown>, options: LocalQueryOptions): Promise<BoardAnswer> {
  const user = askingUser(data, options);
  if (!user) return refused("not-allowed", "Unknown user.");
  const boardUuid = typeof data.boardUuid === "string" ? data.boardUuid : "";
  const journal = boardJournal(boardUuid);
  const board = readBoard(journal);
  if (!journal || !board) return refused("no-board", "That board cannot be found.");
  // Sheet changes an earlier request could not write come first: no request is applied over them. Those left
  // to their owners' clients (no GM connected) are laid over the sheets the rules read.
  const waiting = await sheetsWritten(journal, readRepair(journal), user);
  if (!waiting) return refused("sheets-pending", "The sheet changes of an earlier request are still not written.");
  let request = data.request;
  if (isRecord(request) && request.type === "rollResult") {
    const face = postedFace(data.messageId, user, boardUuid, request.pendingId);
    if (face === null) return refused("bad-roll", "No posted roll of that die.");
    request = { ...request, face };
  }
  let seen: number | undefined;
  if (data.version !== undefined) {
    const version = readVersion(data.version);
    if (version === null) return refused("stale", "Malformed version.");
    seen = version;
  }
  // A batch (the Editor setting up an example Scene) is applied whole or not at all.
  const batch = Array.isArray(data.requests) ? (data.requests as capes.BoardRequest[]) : null;
  // A die's face is read from its posted roll, one at a time: never in a batch.
  if (batch && (batch.length > MAX_BATCH || batch.some((r) => !isRecord(r) || r.type === "rollResult"))) {
    return refused("bad-request", "A batch holds at most 50 set-up requests and no roll.");
  }
  const requests = batch ?? [request as capes.BoardRequest];
  const uuids = new Set(requests.flatMap((r) => boardActorUuids(board, isRecord(r) ? r : undefined)));
  const sheets = gatherSheets([...uuids], waiting);
  // The rules' Editor is the Editor this board names (any user), not a Foundry GM, who is only the table's host.
  // The Editor acts for a seated player only while that player is away (Requester.absent).
  const requester = requesterFor(board, user);
  let result: capes.BoardResult;
  try {
    result = batch
      ? applyAll(board, batch, sheets, requester, seen)
      : capes.applyRequest(board, request as capes.BoardRequest, sheets, requester, seen);
  } catch (error) {
    return refused("bad-request", error instanceof Error ? error.message : String(error));
  }
  if (!result.ok) return { ok: false, problems: result.problems, roll: null, version: board.version };
  const effects = mergeEffects(waiting, result.effects);
  await writeBoard(journal, result.board, effects);
  // A new Editor owns the board, so that with no GM connected their client writes it (ownership is a GM's to
  // change; with none, the Editor before them still owns it and writes).
  const editor = result.board.story.editorId;
  if (editor !== board.story.editorId && game.user.isGM) await journal.update({ [`ownership.${editor}`]: 3 });
  const written = (await sheetsWritten(journal, effects, user)) !== null;
  const roll = result.roll ? rollDataFor(result.board, sheets, boardUuid) : null;
  // The asking player hears of a failed sheet write too (the GM was alerted on this client).
  const problems =
    written || user.id === game.user.id ? [] : [localProblem("sheets-failed", "The sheet changes were not written.")];
  return { ok: true, problems, roll, version: result.board.version };
}

/**
 * Make the sheet changes the board recorded that this client may write; the changes left to their owners, or
 * null after alerting the board's writer here when a write failed (the record stays for a retry).
 */
async function sheetsWritten(
  journal: JournalEntry,
  effects: readonly capes.SheetEffect[],
  user: User,
): Promise<capes.SheetEffect[] | null> {
  try {
    return await completeSheets(journal, effects);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    ui.notifications.error(game.i18n.format(`${CAPES_LANG}.Board.sheetsFailed`, { user: user.name, reason }));
    return null;
  }
}

/** Tell this user why a request was refused, or what of an applied one is still to be done. */
export function notifyBoardProblems(problems: readonly AnswerProblem[]): void {
  for (const problem of problems) {
    if (problem.code === "stale") ui.notifications.warn(STALE_KEY, { localize: true });
    else ui.notifications.warn(game.i18n.format(problemKey(problem.code), problem.data));
  }
}

/** Roll a board die for real on this client, post its card, and report the face to the GM. */
export async function rollBoardDie(data: CapesRollData, speaker?: Actor | null): Promise<BoardAnswer | undefined> {
  const roll = CapesDieRoll.build(data);
  await roll.evaluate({ allowInteractive: allowInteractiveRoll() });
  const message = await roll.toMessage(
    { speaker: ChatMessage.getSpeaker({ actor: speaker ?? null }) },
    messageModeOptions(),
  );
  if (!message?.id) {
    ui.notifications.warn(`${CAPES_LANG}.Problem.bad-roll`, { localize: true });
    return undefined;
  }
  return sendBoardRequest(
    data.boardUuid,
    { type: "rollResult", pendingId: data.pendingId, face: roll.face ?? 1 },
    undefined,
    message.id,
  );
}

/**
 * Ask the board's writer: the active GM, or with none connected the board journal's connected owner (the Editor,
 * who owns the board), told to the user when nobody connected can write it.
 */
export function askBoardWriter(name: string, data: Record<string, unknown>, boardUuid: string): Promise<unknown> {
  return askGMReporting(name, data, { writerOf: boardUuid });
}

/**
 * Send a request (or a batch, applied whole or not at all) to the board
 * through the GM. Refusals are shown; a request that calls for a die has it
 * rolled here at once.
 */
export async function sendBoardRequest(
  boardUuid: string,
  request: capes.BoardRequest | capes.BoardRequest[],
  version?: number,
  messageId?: string,
): Promise<BoardAnswer | undefined> {
  const data = {
    boardUuid,
    ...(Array.isArray(request) ? { requests: request } : { request }),
    ...(version !== undefined ? { version } : {}),
    ...(messageId !== undefined ? { messageId } : {}),
  };
  const answer = (await askBoardWriter(BOARD_QUERY, data, boardUuid)) as BoardAnswer | undefined;
  if (!answer) return undefined;
  // Refused: why; applied: the warnings, if there are (a sheet change the GM could not write yet).
  notifyBoardProblems(answer.problems);
  if (!answer.ok) return answer;
  if (answer.roll) return rollBoardDie(answer.roll);
  return answer;
}
