/**
 * Opens a game's "How to play with Story Engines" guide (guide.ts): the one
 * entry of the game's `<game>-guide` compendium, shown in Foundry's journal
 * sheet. The GM's welcome dialog and the Table tools window call it. Inside
 * a compendium Foundry judges a document by the pack's ownership (PLAYER
 * OBSERVER in system.json), so every user may read a guide; a game the world
 * does not play has no guide pack loaded (game-switch.ts hides it).
 */
import { SYSTEM_ID } from "./game-definition";
import { guideEntryId, guidePackName } from "./guide";

const packOf = (gameId: string): CompendiumPack | undefined => game.packs.get(`${SYSTEM_ID}.${guidePackName(gameId)}`);

/** Whether the game's guide pack is loaded in this world (it is hidden with an unplayed game's packs). */
export function hasGuide(gameId: string): boolean {
  return packOf(gameId) !== undefined;
}

/** The games, of `gameIds`, whose guide this world has loaded. */
export function gamesWithGuide(gameIds: Iterable<string>): Set<string> {
  return new Set([...gameIds].filter(hasGuide));
}

/** Open the game's guide entry; warns and answers false when the world has no such guide. */
export async function openGuide(gameId: string): Promise<boolean> {
  const pack = packOf(gameId);
  const entry = pack ? await pack.getDocument(guideEntryId(gameId)) : null;
  if (!entry?.sheet) {
    ui.notifications.warn("STORY_ENGINES.Guide.missing", { localize: true });
    return false;
  }
  await entry.sheet.render(true);
  return true;
}
