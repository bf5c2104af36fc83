/**
 * Who decides what at a Venus table, in Foundry: the FC (Facilitator), and
 * the Peers of a roller — the other players and the FC, who approve bonus
 * factors and Insight/Specialty KISS sources. Each question is answered here
 * once, for the cards, the sheets and the GM-side handlers alike: the FC is
 * the holder of Venus's "fc" table role (src/games/venus/roles.ts; the
 * Foundry GM unless the world hands it to someone else), the Peers are not a
 * held role but everyone at the table who is not the roller.
 */

import { holdsRole } from "../../../core/table-roles";

/** Whether this user is the FC: holds Venus's "fc" table role. */
export function isFacilitator(user: User): boolean {
  return holdsRole(user, "venus", "fc");
}

/** Whether this user is a Peer of the character's roller: the FC, or anyone not owning the character. */
export function isPeerOf(user: User, roller: Actor | null): boolean {
  return isFacilitator(user) || roller?.testUserPermission(user, "OWNER") !== true;
}

/** Who is connected to decide for this character's roller: an FC; a Peer of the roller. */
export function presentDeciders(roller: Actor | null): { fc: boolean; peer: boolean } {
  const active = game.users.filter((u) => u.active);
  return { fc: active.some(isFacilitator), peer: active.some((u) => isPeerOf(u, roller)) };
}

/** Whether a player (a user who is not a GM) owns this actor: otherwise it is the FC's to answer for. */
export function hasPlayer(actor: Actor | null): boolean {
  return game.users.filter((u) => !u.isGM && actor?.testUserPermission(u, "OWNER") === true).length > 0;
}
