/**
 * Who the Storyguide is: the user (or users) holding Four Colors' table role
 * "storyguide" (roles.ts; the Foundry GM unless a GM hands it to someone in
 * the Table roles window), to whom the book gives the SG's decisions —
 * setting a roll's stakes (Rolling the Planets), judging a Storypath spend,
 * choosing who takes part in an Issue. Every control and every GM-side
 * re-check asks `isStoryguide`; `storyguideView` tells the others whose
 * decision is awaited.
 */
import { holdsRole, roleHolderIds, roleViewFor } from "../../core/table-roles";
import type { RoleView } from "../../core/roles";

const GAME = "four-colors";
const ROLE = "storyguide";

/** Does this user hold the Storyguide's decisions? */
export function isStoryguide(user: User): boolean {
  return holdsRole(user, GAME, ROLE);
}

/** The users holding the Storyguide's decisions (whisper recipients of what only they and a player see). */
export function storyguides(): User[] {
  const ids = roleHolderIds(GAME, ROLE);
  return game.users.filter((user) => ids.includes(user.id));
}

/** The Storyguide role as this client's user sees it (who holds it; "awaited from …" for the others). */
export function storyguideView(): RoleView {
  return roleViewFor(GAME, ROLE);
}
