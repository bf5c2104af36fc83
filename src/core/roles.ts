/**
 * Table roles, pure: who decides what at a table. The books give decisions
 * to people who are not always "the GM" and "the owner" — Four Colors' Storyguide,
 * Venus's FC, In a Wicked Age's chapter GM, Personae's chorus, Capes' Editor —
 * so each game declares its roles (GameDefinition.roles), and every control
 * for a role's decision is offered to the role's holders only, the others
 * seeing it awaited.
 *
 * A role is held by the users the world assigned to it (the GM's Table roles
 * window, where the book lets anyone hold it) or, when nobody was assigned,
 * by its fallback: the Foundry GMs, or nobody. A role whose holder the game
 * reads from its own state (the chapter's GM from the campaign, the Editor
 * from the board) is `fromGame`: the game resolves it (table-roles.ts).
 */

/** The hidden world setting holding the assignments (coreDefinition registers it). */
export const ROLES_SETTING = "tableRoles";

export interface RoleSpec {
  /** Unique within the game, e.g. "storyguide". */
  id: string;
  /** Localisation key of the role's name, e.g. "STORY_ENGINES.FourColors.Roles.storyguide". */
  labelKey: string;
  /** Who holds it when the world assigned nobody. */
  fallback: "gm" | "none";
  /** A GM may hand it to other users (the book allows any participant to hold it). */
  assignable: boolean;
  /** The game reads the holder from its own state (campaign, board); the assignment is then only its default. */
  fromGame?: boolean;
}

/** A user as the role rules read one. */
export interface RoleUser {
  id: string;
  name: string;
  isGM: boolean;
  active: boolean;
}

/** The world's assignments: user ids per `<game>.<role>`. */
export type RoleAssignments = Record<string, string[]>;

export function roleKey(gameId: string, roleId: string): string {
  return `${gameId}.${roleId}`;
}

/**
 * The ids of the users holding a role: those assigned (known users only),
 * else the fallback's (every GM, or nobody). `fromGame` is what the game's
 * own state names, when it names anyone: it wins over both.
 */
export function resolveHolders(
  spec: RoleSpec,
  assigned: readonly string[] | undefined,
  users: readonly RoleUser[],
  fromGame: readonly string[] | null = null,
): string[] {
  const known = new Set(users.map((u) => u.id));
  const named = (ids: readonly string[]) => [...new Set(ids)].filter((id) => known.has(id));
  if (fromGame && named(fromGame).length > 0) return named(fromGame);
  const chosen = spec.assignable ? named(assigned ?? []) : [];
  if (chosen.length > 0) return chosen;
  return spec.fallback === "gm" ? users.filter((u) => u.isGM).map((u) => u.id) : [];
}

/** What a window shows of a role: its holders' names, and whether this user is one of them. */
export interface RoleView {
  labelKey: string;
  holders: string;
  mine: boolean;
  /** Nobody connected holds it: its decisions wait for someone who is away. */
  absent: boolean;
}

export function roleView(
  spec: RoleSpec,
  holderIds: readonly string[],
  users: readonly RoleUser[],
  userId: string,
): RoleView {
  const holders = users.filter((u) => holderIds.includes(u.id));
  return {
    labelKey: spec.labelKey,
    holders: holders.map((u) => u.name).join(", "),
    mine: holderIds.includes(userId),
    absent: !holders.some((u) => u.active),
  };
}

/**
 * Problems with an assignment a GM asks for: a role the book does not let
 * anyone else hold, or a user the world does not have. Lang keys.
 */
export function assignmentProblems(spec: RoleSpec, userIds: readonly string[], users: readonly RoleUser[]): string[] {
  const problems: string[] = [];
  if (!spec.assignable && userIds.length > 0) problems.push("STORY_ENGINES.Core.Roles.notAssignable");
  if (userIds.some((id) => !users.some((u) => u.id === id))) problems.push("STORY_ENGINES.Core.Roles.unknownUser");
  return problems;
}
