/**
 * Every open board follows to the next Scene (pure): when the Editor starts
 * the next Scene, the closed Scene's journal is marked with the new board's
 * UUID (NEXT_FLAG); each client that has the old board open closes it and
 * opens the new one, so the whole table moves on together. Otherwise a
 * change to an open board's journal redraws it.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { NEXT_FLAG } from "./state";

interface FlaggedJournal {
  readonly uuid: string;
  getFlag(scope: string, key: string): unknown;
}

/** The next Scene's board a closed Scene's journal names, or "" when none. */
export function nextBoardUuid(journal: FlaggedJournal): string {
  const value = journal.getFlag(SYSTEM_ID, NEXT_FLAG);
  return typeof value === "string" ? value : "";
}

export interface FollowDeps {
  /** Whether this client has the board of that journal open. */
  isOpen(uuid: string): boolean;
  /** Whether that journal holds a board this client can read. */
  hasBoard(uuid: string): boolean;
  /** Close the board `from` and open `to` in its place. */
  follow(from: string, to: string): void;
  /** Redraw the open board of that journal. */
  refresh(uuid: string): void;
}

/** What an update of a board journal does on this client. */
export function onBoardJournalUpdate(journal: FlaggedJournal, deps: FollowDeps): void {
  if (!deps.isOpen(journal.uuid)) return;
  const next = nextBoardUuid(journal);
  if (next !== "" && next !== journal.uuid && deps.hasBoard(next)) deps.follow(journal.uuid, next);
  else deps.refresh(journal.uuid);
}
