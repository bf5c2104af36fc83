/**
 * The GM's Table roles window, pure: for each game the world plays, each
 * role the book lets any participant hold, with a box per user (ticked for
 * those assigned now) and what happens when nobody is ticked.
 */
import { roleKey, type RoleAssignments, type RoleSpec, type RoleUser } from "./roles";

export interface RolesOfGame {
  gameId: string;
  /** Localisation key of the game's name. */
  nameKey: string;
  roles: RoleSpec[];
}

export function tableRolesContext(
  games: readonly RolesOfGame[],
  assignments: RoleAssignments,
  users: readonly RoleUser[],
) {
  const rows = games
    .map((g) => ({
      nameKey: g.nameKey,
      roles: g.roles
        .filter((r) => r.assignable)
        .map((r) => {
          const key = roleKey(g.gameId, r.id);
          const assigned = assignments[key] ?? [];
          return {
            key,
            labelKey: r.labelKey,
            fallbackKey: `STORY_ENGINES.Core.Roles.fallback.${r.fromGame ? "game" : r.fallback}`,
            users: users.map((u) => ({
              id: u.id,
              name: u.name,
              isGM: u.isGM,
              inputName: `${key}.${u.id}`,
              checked: assigned.includes(u.id),
            })),
          };
        }),
    }))
    .filter((g) => g.roles.length > 0);
  return { games: rows, hasRoles: rows.length > 0 };
}

/** The assignments a submitted form asks for: per role key, the ticked user ids. */
export function assignmentsFromForm(form: Record<string, unknown>, roleKeys: readonly string[]): RoleAssignments {
  const out: RoleAssignments = {};
  for (const key of roleKeys) {
    out[key] = Object.entries(form)
      .filter(([name, value]) => name.startsWith(`${key}.`) && value === true)
      .map(([name]) => name.slice(key.length + 1));
  }
  return out;
}
