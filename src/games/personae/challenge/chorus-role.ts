/**
 * Who holds the chorus (SRD: the chorus plays every identity no player
 * does), in Foundry: the holders of Personae's "chorus" table role
 * (src/games/personae/roles.ts; a GM unless the world assigned it). Used on
 * both sides — to draw the chorus's controls only for them, and to re-check
 * a request in the GM's handler.
 */
import { holdsRole } from "../../../core/table-roles";

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
