/**
 * Who holds the chorus (SRD: the chorus plays every identity no player
 * does), in Foundry: the holders of Personae's "chorus" table role
 * (src/games/personae/roles.ts; a GM unless the world assigned it). Used on
 * both sides — to draw the chorus's controls only for them, and to re-check
 * a request in the GM's handler — and to tell the chorus's identities: those
 * no player owns but the chorus's own holders (a chorus who is a player
 * still plays the adversaries as the chorus).
 */
import { holdsRole, roleViewFor } from "../../../core/table-roles";
import type { RoleView } from "../../../core/roles";

export const CHORUS_ROLE = "chorus";

export function holdsChorus(user: User | null | undefined): boolean {
  if (!user) return false;
  try {
    return holdsRole(user, "personae", CHORUS_ROLE);
  } catch {
    // Personae's roles not registered (a world that does not play it): the Foundry GM, the role's fallback.
    return user.isGM;
  }
}

/**
 * Whether an identity is the chorus's: no player owns it, or only players
 * who hold the chorus (SRD "Development Points": negating a chorus-controlled
 * identity earns a point; the chorus pool holds its criticals).
 */
export function isChorusIdentity(actor: Actor): boolean {
  if (!actor.hasPlayerOwner) return true;
  return game.users.filter((u) => !u.isGM && actor.testUserPermission(u, "OWNER")).every((u) => holdsChorus(u));
}

/** Who holds the chorus, as this client's user sees it (for "Awaiting the chorus: …"), or null. */
export function chorusView(): RoleView | null {
  try {
    return roleViewFor("personae", CHORUS_ROLE);
  } catch {
    return null;
  }
}
