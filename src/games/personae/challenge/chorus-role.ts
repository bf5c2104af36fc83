/**
 * Who holds the chorus (SRD: the chorus plays every identity no player
 * does), in Foundry: the users given the game's "chorus" table role, a GM
 * by default. Used on both sides — to draw the chorus's controls only for
 * them, and to re-check a request in the GM's handler.
 */
export function holdsChorus(user: User | null | undefined): boolean {
  return user?.isGM === true;
}
