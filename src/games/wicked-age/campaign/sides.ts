/**
 * Who plays which side at the table (pure). The chapter's GM is the player
 * recorded for the chapter (from chapter three anyone but the topper's
 * player), else the Foundry GM. A user acts for: a player, the characters
 * they own; the chapter's GM, the NPCs (actors no player owns); the Foundry
 * GM, a character of its own when someone else runs the chapter. These two
 * functions are the one place to swap for core's roles and `mayActFor`.
 */

export interface TableUser {
  id: string;
  isGM: boolean;
}

/** The non-GM users owning an actor, and whether it is a player's kind of sheet (not an NPC). */
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
  if (owners.players.length > 0) return owners.players.includes(user.id);
  // A character no player owns is the Foundry GM's own, when a player runs the chapter.
  if (owners.character && playerGm !== "") return user.isGM;
  return holdsChapterGM(user, playerGm);
}
