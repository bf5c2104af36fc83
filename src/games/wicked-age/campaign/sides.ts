/**
 * Who plays which side at the table (pure), in the terms of core's acting
 * for (src/core/acting-for.ts): a side is owned by its players. A
 * character's side is its players'; an NPC's is the chapter's GM's — the
 * player recorded for the chapter from chapter three, whoever made or owns
 * the NPC's sheet ("the GM gets the rest"), else nobody's, so the Foundry GM
 * plays it. A character no player owns is the Foundry GMs' own (so when a
 * player runs the chapter, the Foundry GM still plays it, and the chapter's
 * GM acts for it only while they are away).
 */

/**
 * The owners core's acting-for sees for a side: an NPC's, the player running
 * the chapter ("" none); a character's, its players, else the Foundry GMs.
 */
export function sideOwnerIds(
  players: readonly string[],
  npc: boolean,
  playerGm: string,
  foundryGms: readonly string[] = [],
): string[] {
  if (npc) return playerGm ? [playerGm] : [];
  return players.length > 0 ? [...players] : [...foundryGms];
}

/**
 * Whether `user` plays this character, for what only its player may do
 * (scratch its name off the owe list, buy it into a chapter): one of its
 * players, or the Foundry GM when no player owns it. Never a GM for a
 * player's character, present or away.
 */
export function playsCharacter(user: { id: string; isGM: boolean }, players: readonly string[]): boolean {
  return players.length > 0 ? players.includes(user.id) : user.isGM;
}
