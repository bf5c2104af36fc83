/**
 * Who plays a document (Foundry side, thin): the players — users who are
 * not GMs — owning it. A GM owns every document, so "owned by a player" is
 * how the games tell a player's character from the GM's.
 */

/** Players (not GMs) who own the actor, by id. */
export function playerOwnerIds(actor: Actor): string[] {
  return game.users.filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER")).map((u) => u.id);
}
