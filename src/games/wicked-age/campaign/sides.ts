/**
 * Who plays which side at the table (pure). The chapter's GM is the player
 * recorded for the chapter (from chapter three anyone but the topper's
 * player), else the Foundry GM. A user acts for: a player, the characters
 * they own; the chapter's GM, the NPCs ("the GM gets the rest", whoever made
 * or owns their sheets); the Foundry GM, a character no player owns — its
 * own when someone else runs the chapter. These two functions are the one
 * place to swap for core's roles and `mayActFor`.
 */

export interface TableUser {
  id: string;
  isGM: boolean;
}

/** The non-GM users owning an actor, and whether it is a character's sheet (not an NPC's). */
export interface SideOwners {
  players: readonly string[];
  character: boolean;
}

/** Whether `user` holds the chapter GM's controls; `playerGm` is the recorded player ("" when a Foundry GM runs it). */
export function holdsChapterGM(user: TableUser, playerGm: string): boolean {
  return playerGm !== "" ? user.id === playerGm : user.isGM;
}

/** Whether `user` may act for a side whose actor has these owners. */
export function mayActForSide(user: TableUser, owners: SideOwners, playerGm: string): boolean {
  if (!owners.character) return holdsChapterGM(user, playerGm);
  // A character no player owns is the Foundry GM's own.
  return owners.players.length > 0 ? owners.players.includes(user.id) : user.isGM;
}
