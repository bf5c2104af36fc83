/**
 * Where the Complication board lives (pure): one JournalEntry per Scene
 * carries the board (Story ledger, Scene, Page log) in its flags, as a JSON
 * text so a write replaces it whole (no merge of old keys into new). The
 * world setting `capesBoard` names the current board. Also the query name,
 * a safe reader, and the reader of the sheet changes a board still waits for.
 */
import { capes } from "../../../rules";
import { isRecord } from "../data/common";

export const BOARD_FLAG = "capesBoard";
/** The sheet changes a board still waits for, as JSON text ("" when none). */
export const REPAIR_FLAG = "capesSheetRepair";
export const BOARD_SETTING = "capesBoard";
/** On a closed Scene's journal: the UUID of the next Scene's board, which open boards follow to. */
export const NEXT_FLAG = "capesNextBoard";
/** On a board's journal: when it was created (ms), so every client finds the newest board without a setting. */
export const CREATED_FLAG = "capesCreated";
export const BOARD_QUERY = "capes.board";
/** A player's new Story, whose journal a GM creates; the next Scene, created by the board's writer. */
export const NEW_STORY_QUERY = "capes.newStory";
export const NEXT_SCENE_QUERY = "capes.nextScene";

/** The board stored in a journal's flag value, or null when it is missing or not a board. */
export function parseBoard(value: unknown): capes.CapesBoard | null {
  if (typeof value !== "string" || value === "") return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.schema !== 1) return null;
  try {
    // The same structural check the rules make, so a hand-edited flag is refused here, not mid-request.
    capes.actingCharacterId(parsed as unknown as capes.CapesBoard);
  } catch {
    return null;
  }
  return parsed as unknown as capes.CapesBoard;
}

/** The flag value that stores a board. */
export function serializeBoard(board: capes.CapesBoard): string {
  return JSON.stringify(board);
}

/** Every actor a request on this board may touch: the characters present and every staker. */
export function boardActorUuids(board: capes.CapesBoard, request?: capes.BoardRequest): string[] {
  const uuids = new Set<string>(board.scene.characters.map((c) => c.actorUuid));
  for (const complication of board.scene.complications)
    for (const stake of complication.stakes) uuids.add(stake.actorUuid);
  if (request) {
    if ("actorUuid" in request && typeof request.actorUuid === "string") uuids.add(request.actorUuid);
    if ("absentActorUuid" in request && typeof request.absentActorUuid === "string") uuids.add(request.absentActorUuid);
  }
  return [...uuids];
}

const isEffect = (value: unknown): value is capes.SheetEffect =>
  isRecord(value) &&
  typeof value.actorUuid === "string" &&
  ((value.kind === "debt" &&
    typeof value.debt === "number" &&
    (capes.DRIVES as readonly unknown[]).includes(value.drive)) ||
    (value.kind === "ability" &&
      typeof value.abilityId === "string" &&
      typeof value.blocked === "boolean" &&
      typeof value.usedThisPage === "boolean"));

/** The sheet changes stored in a journal's repair flag ([] when none or unreadable). */
export function parseRepair(value: unknown): capes.SheetEffect[] {
  if (typeof value !== "string" || value === "") return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter(isEffect) : [];
  } catch {
    return [];
  }
}
