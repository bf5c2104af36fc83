/**
 * Acting for, pure: whom a user's request speaks for. At a table the GM
 * owns every actor yet plays only the NPCs' side, as a participant (Erin as
 * Esan, not as arbiter); a player plays their own characters. So a request
 * that is a participant's move names the side the user acts for, the
 * window shows it ("Acting as Esan"), and the GM's side checks it.
 *
 * A player may act for the sides whose actor they own. A GM may act for the
 * sides no player owns (the NPCs), for a side whose every owner is away,
 * so play can go on without them, and for a side they own themselves (a game
 * whose GM role a player may hold lists a GM's own character as theirs);
 * never for a present player's character. "GM" is the table's GM role: a
 * game may give it to whoever holds its own role (acting-as.ts takes who).
 */

export interface Side {
  /** The participant's id in the flow (a combatant, an actor uuid). */
  id: string;
  name: string;
  /** The non-GM users who own the side's actor. */
  ownerIds: readonly string[];
}

export interface ActingUser {
  id: string;
  isGM: boolean;
}

/** The sides `user` may act for, in the flow's order. */
export function actingChoices(user: ActingUser, sides: readonly Side[], connected: ReadonlySet<string>): Side[] {
  if (!user.isGM) return sides.filter((s) => s.ownerIds.includes(user.id));
  return sides.filter((s) => s.ownerIds.includes(user.id) || !s.ownerIds.some((id) => connected.has(id)));
}

/** Whether `user` may act for the side `sideId` (the GM's side checks every request with it). */
export function mayActFor(
  user: ActingUser,
  sideId: unknown,
  sides: readonly Side[],
  connected: ReadonlySet<string>,
): boolean {
  return typeof sideId === "string" && actingChoices(user, sides, connected).some((s) => s.id === sideId);
}

/** The side the user acts for now: the one they chose, while they still may; else their first choice. */
export function actingFor(
  user: ActingUser,
  sides: readonly Side[],
  connected: ReadonlySet<string>,
  chosen: string | null = null,
): Side | null {
  const choices = actingChoices(user, sides, connected);
  return choices.find((s) => s.id === chosen) ?? choices[0] ?? null;
}

/** What the acting-for partial (templates/core/acting-for.hbs) shows. */
export interface ActingContext {
  /** The side acted for, or null when the user plays no side here. */
  actingAs: { id: string; name: string } | null;
  /** The other sides the user may switch to (empty when there is no choice). */
  switchTo: { id: string; name: string }[];
}

export function actingContext(
  user: ActingUser,
  sides: readonly Side[],
  connected: ReadonlySet<string>,
  chosen: string | null = null,
): ActingContext {
  const now = actingFor(user, sides, connected, chosen);
  const choices = actingChoices(user, sides, connected);
  return {
    actingAs: now ? { id: now.id, name: now.name } : null,
    switchTo:
      choices.length > 1 ? choices.filter((s) => s.id !== now?.id).map((s) => ({ id: s.id, name: s.name })) : [],
  };
}
