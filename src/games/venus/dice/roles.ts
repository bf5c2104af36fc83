/**
 * Who decides what at a Venus table, in Foundry: the FC (Facilitator), and
 * the Peers of a roller — the other players, and the FC unless the FC
 * rolls, who approve bonus factors and Insight/Specialty KISS sources. Both are Venus's declared
 * table roles (src/games/venus/roles.ts): the FC the holder of "fc" (the
 * Foundry GM unless the world hands it to someone else), the Peers the
 * holders of "peer", which the game resolves per card from its roller
 * (`peerHolderIds`, the module's `roleHolders`). Each question is answered
 * here once, for the cards, the sheets and the GM-side handlers alike.
 */

import type { RoleContext } from "../../../core/game-module";
import { holdsRole, roleHolderIds, roleViewFor } from "../../../core/table-roles";
import type { CardRoles } from "./task-card-state";

/** Whether this user is the FC: holds Venus's "fc" table role. */
export function isFacilitator(user: User): boolean {
  return holdsRole(user, "venus", "fc");
}

/**
 * The Peers of a card's roller ("all the other players at the table except
 * you"; "the FC's Peers are all the other players"): every player who does
 * not own the rolling character, and the FC's holders unless the FC is the
 * one rolling — a character no player owns (an NPC, the FC's), or a player
 * FC's own character. A Foundry GM who is not the FC is no Peer (a GM owns
 * every character). Null outside a card (no roller): nobody holds the role.
 */
export function peerHolderIds(context: RoleContext): string[] | null {
  const roller = context.actor;
  if (!roller) return null;
  const fcRolls = !hasPlayer(roller);
  const isPeer = (u: User): boolean => {
    if (!u.isGM && roller.testUserPermission(u, "OWNER")) return false;
    if (isFacilitator(u)) return !fcRolls;
    return !u.isGM;
  };
  return game.users.filter(isPeer).map((u) => u.id);
}

/** Whether this user is a Peer of the character's roller: holds Venus's "peer" role for that roller's card. */
export function isPeerOf(user: User, roller: Actor | null): boolean {
  return holdsRole(user, "venus", "peer", { actor: roller });
}

/**
 * Who is connected to decide for this character's roller: an FC; a Peer of
 * the roller; and a writer of the roller's cards, whose client writes the
 * decisions others make on a card they do not own (an ally's answer, a
 * Peer's approval, a player FC's factors) — the active GM, or with none the
 * card's connected owner (askGM's `writerOf`), the roller's player.
 */
export function presentDeciders(roller: Actor | null): { fc: boolean; peer: boolean; gm: boolean } {
  const connected = (ids: readonly string[]): boolean =>
    game.users.filter((u) => u.active && ids.includes(u.id)).length > 0;
  return {
    fc: connected(roleHolderIds("venus", "fc")),
    peer: connected(roleHolderIds("venus", "peer", { actor: roller })),
    gm:
      game.users.activeGM !== null ||
      game.users.filter((u) => u.active && !u.isGM && roller?.testUserPermission(u, "OWNER") === true).length > 0,
  };
}

/** What this client's user sees of the FC and of the Peers of this roller: their holders, whether it is them. */
export function cardRolesFor(roller: Actor | null): CardRoles {
  return { fc: roleViewFor("venus", "fc"), peer: roleViewFor("venus", "peer", { actor: roller }) };
}

/** Whether a player (a user who is not a GM) owns this actor: otherwise it is the FC's to answer for. */
export function hasPlayer(actor: Actor | null): boolean {
  return game.users.filter((u) => !u.isGM && actor?.testUserPermission(u, "OWNER") === true).length > 0;
}
