/**
 * The "How to play with Story Engines" guide, the pure part: each game ships
 * one journal compendium, `<game>-guide`, holding one entry (pages: getting
 * started, the sheets, rolling and the chat cards, the table tools, the order
 * of play). A pack per game rather than one pack of five entries, because the
 * world's game choice hides whole packs by their name's `<game>-` prefix
 * (game-selection.ts `gameOfPack`): the guide of a game the world does not
 * play disappears with that game's other packs. The entry's id is fixed here
 * so the welcome dialog and the Table tools can open it; the generator
 * (tools/generate/guides.mjs) writes the same id and a test holds them equal.
 */
import { camelGameId } from "./game-selection";

/** The guide pack's name for a game: "four-colors" → "four-colors-guide". */
export function guidePackName(gameId: string): string {
  return `${gameId}-guide`;
}

/**
 * The id of a game's guide entry: the camelCase game id and "Guide", padded
 * with zeros to Foundry's 16 letters and digits ("fourColorsGuide0").
 */
export function guideEntryId(gameId: string): string {
  const id = `${camelGameId(gameId)}Guide`;
  if (!/^[A-Za-z0-9]{1,16}$/.test(id)) throw new RangeError(`guideEntryId: no 16-character id for "${gameId}"`);
  return id.padEnd(16, "0");
}

/** Where the guide's pictures are shipped, as a page's `src` names them. */
export const GUIDE_IMAGE_DIR = "systems/story-engines/assets/guide";
