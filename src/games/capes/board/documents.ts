/**
 * The board's documents in Foundry: the Scene's JournalEntry and the board
 * in its flag, the sheets of the characters a request touches (read from
 * their actors), and writing a request's result — the board first (it is
 * the record; a second request sees it at once) with, in the same update,
 * the sheet changes still to make (a repair record), then the Debt and
 * ability flags on the sheets, then the record cleared. A sheet write that
 * fails leaves the record: the next request makes those changes first, so
 * the board and the sheets never stay half-applied.
 */
import { plainItems } from "../../../core/sheets/sheet-support";
import { SYSTEM_ID } from "../../../core/game-definition";
import type { capes } from "../../../rules";
import { HERO_TYPE } from "../data/common";
import { sheetView } from "../data/hero";
import { BOARD_FLAG, REPAIR_FLAG, parseBoard, parseRepair, serializeBoard } from "./state";

export function boardJournal(uuid: unknown): JournalEntry | null {
  const doc = typeof uuid === "string" && uuid !== "" ? fromUuidSync(uuid) : null;
  return doc && doc.documentName === "JournalEntry" ? (doc as JournalEntry) : null;
}

export function readBoard(journal: JournalEntry | null): capes.CapesBoard | null {
  return journal ? parseBoard(journal.getFlag(SYSTEM_ID, BOARD_FLAG)) : null;
}

function heroActor(uuid: string): Actor | null {
  const doc = fromUuidSync(uuid);
  return doc && doc.documentName === "Actor" && (doc as Actor).type === HERO_TYPE ? (doc as Actor) : null;
}

/** The sheets of the Capes characters at these UUIDs (missing or other actors are left out). */
export function gatherSheets(uuids: readonly string[]): capes.Sheets {
  const sheets: capes.Sheets = {};
  for (const uuid of uuids) {
    const actor = heroActor(uuid);
    if (actor) sheets[uuid] = sheetView(uuid, actor.name, actor.system, plainItems(actor));
  }
  return sheets;
}

/** Write the board and, with it, the sheet changes it still needs (none: no record). */
export async function writeBoard(
  journal: JournalEntry,
  board: capes.CapesBoard,
  effects: readonly capes.SheetEffect[] = [],
): Promise<void> {
  await journal.update({
    [`flags.${SYSTEM_ID}.${BOARD_FLAG}`]: serializeBoard(board),
    [`flags.${SYSTEM_ID}.${REPAIR_FLAG}`]: effects.length > 0 ? JSON.stringify(effects) : "",
  });
}

/** The sheet changes a board still waits for (a sheet write failed), or [] when none. */
export function readRepair(journal: JournalEntry): capes.SheetEffect[] {
  return parseRepair(journal.getFlag(SYSTEM_ID, REPAIR_FLAG));
}

/** Make the sheet changes the board recorded, then clear the record; throws (record kept) when a write fails. */
export async function completeSheets(journal: JournalEntry, effects: readonly capes.SheetEffect[]): Promise<void> {
  if (effects.length === 0) return;
  await writeEffects(effects);
  await journal.update({ [`flags.${SYSTEM_ID}.${REPAIR_FLAG}`]: "" });
}

/**
 * Write the sheet changes a request made: each actor's Debt in one update, its
 * abilities' flags in another. The values are absolute, so writing them again
 * is harmless; an actor or ability deleted since is skipped.
 */
export async function writeEffects(effects: readonly capes.SheetEffect[]): Promise<void> {
  const byActor = new Map<string, capes.SheetEffect[]>();
  for (const effect of effects) byActor.set(effect.actorUuid, [...(byActor.get(effect.actorUuid) ?? []), effect]);
  for (const [uuid, list] of byActor) {
    const actor = heroActor(uuid);
    if (!actor) continue;
    const debts: Record<string, unknown> = {};
    const items: Record<string, unknown>[] = [];
    for (const effect of list) {
      if (effect.kind === "debt") debts[`system.drives.${effect.drive}.debt`] = effect.debt;
      else if (actor.items.get(effect.abilityId))
        items.push({
          _id: effect.abilityId,
          "system.blocked": effect.blocked,
          "system.usedThisPage": effect.usedThisPage,
        });
    }
    if (Object.keys(debts).length > 0) await actor.update(debts);
    if (items.length > 0) await actor.updateEmbeddedDocuments("Item", items);
  }
}
