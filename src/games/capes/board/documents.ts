/**
 * The board's documents in Foundry: the Scene's JournalEntry and the board
 * in its flag, the sheets of the characters a request touches (read from
 * their actors, with the sheet changes the board still waits for laid over
 * them), and writing a request's result — the board first (it is the
 * record; a second request sees it at once) with, in the same update, the
 * sheet changes still to make (a repair record), then the Debt and ability
 * flags on the sheets this client may write, then the record cut to what is
 * left. The board's writer is a GM or, with none connected, a player who
 * owns the board (the Editor): a character it does not own is written by
 * its own owner's client when the record reaches it (`writeOwnEffects`). A
 * sheet write that fails leaves the record: the next request makes those
 * changes first, so the board and the sheets never stay half-applied.
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

/** Where an effect lands: one Drive's Debt or one ability's flags of one actor. */
const effectKey = (e: capes.SheetEffect) =>
  e.kind === "debt" ? `${e.actorUuid}/debt/${e.drive}` : `${e.actorUuid}/ability/${e.abilityId}`;

/**
 * The sheets of the Capes characters at these UUIDs (missing or other actors are left out), with the sheet
 * changes the board still waits for (`pending`) laid over them: the board's record wins over a sheet its
 * owner has not written yet.
 */
export function gatherSheets(uuids: readonly string[], pending: readonly capes.SheetEffect[] = []): capes.Sheets {
  const sheets: capes.Sheets = {};
  for (const uuid of uuids) {
    const actor = heroActor(uuid);
    if (actor) sheets[uuid] = sheetView(uuid, actor.name, actor.system, plainItems(actor));
  }
  for (const effect of pending) {
    const sheet = sheets[effect.actorUuid];
    if (!sheet) continue;
    if (effect.kind === "debt") sheet.drives[effect.drive].debt = effect.debt;
    else {
      const ability = sheet.abilities.find((a) => a.id === effect.abilityId);
      if (ability) Object.assign(ability, { blocked: effect.blocked, usedThisPage: effect.usedThisPage });
    }
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

/** The sheet changes a board still waits for (a sheet write failed, or an owner has yet to write), or []. */
export function readRepair(journal: JournalEntry): capes.SheetEffect[] {
  return parseRepair(journal.getFlag(SYSTEM_ID, REPAIR_FLAG));
}

/** The record after a request: what was still waiting, each change replaced by the request's newer one. */
export function mergeEffects(
  waiting: readonly capes.SheetEffect[],
  made: readonly capes.SheetEffect[],
): capes.SheetEffect[] {
  const byKey = new Map<string, capes.SheetEffect>();
  for (const effect of [...waiting, ...made]) byKey.set(effectKey(effect), effect);
  return [...byKey.values()];
}

/** Whether the actor already shows what the effect says (its owner wrote it), or is gone. */
function shown(effect: capes.SheetEffect): boolean {
  const actor = heroActor(effect.actorUuid);
  if (!actor) return true;
  const view = sheetView(effect.actorUuid, actor.name, actor.system, plainItems(actor));
  if (effect.kind === "debt") return view.drives[effect.drive].debt === effect.debt;
  const ability = view.abilities.find((a) => a.id === effect.abilityId);
  return !ability || (ability.blocked === effect.blocked && ability.usedThisPage === effect.usedThisPage);
}

/** Whether this client may write the actor of an effect (a GM, or an owner). */
const writable = (effect: capes.SheetEffect) => heroActor(effect.actorUuid)?.isOwner === true;

/**
 * Make the sheet changes the board recorded that this client may write, then cut the record to those it may
 * not (their owners write them); throws (record kept) when a write fails. Returns what is left.
 */
export async function completeSheets(
  journal: JournalEntry,
  effects: readonly capes.SheetEffect[],
): Promise<capes.SheetEffect[]> {
  const waiting = effects.filter((e) => !shown(e));
  const left = waiting.filter((e) => !writable(e));
  await writeEffects(waiting.filter(writable));
  const record = left.length > 0 ? JSON.stringify(left) : "";
  if (String(journal.getFlag(SYSTEM_ID, REPAIR_FLAG) ?? "") !== record)
    await journal.update({ [`flags.${SYSTEM_ID}.${REPAIR_FLAG}`]: record });
  return left;
}

/**
 * On an owner's client, when a board's record names sheet changes to characters no GM was there to write:
 * write those of the actors this user is the writer of (its connected owner with the lowest id, no GM
 * connected). The values are final, so a second write is harmless.
 */
export async function writeOwnEffects(journal: JournalEntry): Promise<void> {
  if (game.users.activeGM) return;
  const mine = readRepair(journal).filter((e) => {
    const actor = heroActor(e.actorUuid);
    if (!actor?.isOwner || shown(e)) return false;
    const owners = game.users
      .filter((u) => !u.isGM && u.active && actor.testUserPermission(u, "OWNER"))
      .map((u) => u.id)
      .sort();
    return owners[0] === game.user.id;
  });
  await writeEffects(mine);
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
