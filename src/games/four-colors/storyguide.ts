/**
 * Who the Storyguide is: the one user (or users) the book gives the SG's
 * decisions to — setting a roll's stakes (Rolling the Planets), judging a
 * Storypath spend, choosing who takes part in an Issue. Every control and
 * every GM-side re-check asks `isStoryguide`, so the table-roles foundation
 * changes who holds the role here, in one line.
 */

/** Does this user hold the Storyguide's decisions? For now: a GM. */
export function isStoryguide(user: User): boolean {
  return user.isGM;
}

/** The users holding the Storyguide's decisions (whisper recipients of what only they and a player see). */
export function storyguides(): User[] {
  return game.users.filter((user) => isStoryguide(user));
}
