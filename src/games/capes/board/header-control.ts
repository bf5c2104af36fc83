/**
 * "Open the board" in the header menu of a board journal's own sheet, so an
 * older Scene's board (not the world's current one) can be opened from the
 * Journal sidebar: the `getHeaderControlsJournalEntrySheet` hook adds the
 * entry only to journals whose flag holds a board.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { CAPES_LANG } from "../data/common";
import { BOARD_FLAG, parseBoard } from "./state";

export const OPEN_BOARD_CONTROL = "capesOpenBoard";

/** The header entry that opens this document's board, or null when the document holds none. */
export function boardHeaderControl(
  document: FoundryDocument | undefined,
  label: string,
  open: (uuid: string) => unknown,
): CapesHeaderControl | null {
  if (document?.documentName !== "JournalEntry") return null;
  if (!parseBoard(document.getFlag(SYSTEM_ID, BOARD_FLAG))) return null;
  const uuid = document.uuid;
  return { action: OPEN_BOARD_CONTROL, icon: "fa-solid fa-mask", label, onClick: () => void open(uuid) };
}

/** The hook: add the entry once per header render. */
export function headerControlsHook(open: (uuid: string) => unknown): CapesHeaderControlsHook {
  return (application, controls) => {
    if (controls.some((c) => c.action === OPEN_BOARD_CONTROL)) return;
    const control = boardHeaderControl(application.document, game.i18n.localize(`${CAPES_LANG}.Board.open`), open);
    if (control) controls.unshift(control);
  };
}
