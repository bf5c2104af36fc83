/**
 * Table roles in Foundry: each game's roles (its definition's `roles`),
 * their holders — the world's assignments in the hidden `tableRoles`
 * setting, a game's own state for the roles it resolves, else the fallback —
 * and what a window shows of them. Use `holdsRole` on both sides: to offer a
 * decision's control to its holder only (the others get `roleView`'s
 * "awaited from …"), and again in the GM-side handler.
 */
import type { GameModule, RoleContext, RoleHolders } from "./game-module";
import { SYSTEM_ID } from "./game-definition";
import {
  assignmentProblems,
  resolveHolders,
  roleKey,
  roleView,
  ROLES_SETTING,
  type RoleAssignments,
  type RoleSpec,
  type RoleUser,
  type RoleView,
} from "./roles";

interface KnownRole {
  gameId: string;
  spec: RoleSpec;
  fromGame?: RoleHolders;
}

const known = new Map<string, KnownRole>();

/** Remember a game's roles (registerGame does it at init). */
export function registerRoles(module: GameModule): void {
  for (const spec of module.definition.roles ?? []) {
    const fromGame = module.roleHolders?.[spec.id];
    known.set(roleKey(module.definition.id, spec.id), {
      gameId: module.definition.id,
      spec,
      ...(fromGame ? { fromGame } : {}),
    });
  }
}

/** Every role of the games given, in their order. */
export function rolesOf(gameIds: readonly string[]): KnownRole[] {
  return [...known.values()].filter((r) => gameIds.includes(r.gameId));
}

function users(): RoleUser[] {
  return game.users.map((u) => ({ id: u.id, name: u.name, isGM: u.isGM, active: u.active }));
}

export function readAssignments(): RoleAssignments {
  const value = game.settings.get(SYSTEM_ID, ROLES_SETTING);
  return value && typeof value === "object" ? (value as RoleAssignments) : {};
}

function role(gameId: string, roleId: string): KnownRole {
  const found = known.get(roleKey(gameId, roleId));
  if (!found) throw new Error(`Story Engines | no role ${roleId} in ${gameId}`);
  return found;
}

/**
 * The ids of the users who hold the role now. `context` names the decision's
 * subject for a role the game resolves per decision (Venus's Peers of a
 * card's roller); roles held table-wide ignore it.
 */
export function roleHolderIds(gameId: string, roleId: string, context: RoleContext = {}): string[] {
  const { spec, fromGame } = role(gameId, roleId);
  return resolveHolders(spec, readAssignments()[roleKey(gameId, roleId)], users(), fromGame?.(context) ?? null);
}

/** Whether `user` holds the role (for the decision `context` names). */
export function holdsRole(user: User, gameId: string, roleId: string, context: RoleContext = {}): boolean {
  return roleHolderIds(gameId, roleId, context).includes(user.id);
}

/** What a window shows this client's user of a role (for the decision `context` names): who holds it, whether it is them. */
export function roleViewFor(gameId: string, roleId: string, context: RoleContext = {}): RoleView {
  const { spec } = role(gameId, roleId);
  return roleView(spec, roleHolderIds(gameId, roleId, context), users(), game.user.id);
}

/**
 * Hand a role to these users (a GM's choice; an empty list gives it back to
 * its fallback). Returns the problems (lang keys) instead when it cannot be.
 */
export async function assignRole(gameId: string, roleId: string, userIds: string[]): Promise<string[]> {
  const { spec } = role(gameId, roleId);
  if (!game.user.isGM) return ["STORY_ENGINES.Notifications.notAllowed"];
  const problems = assignmentProblems(spec, userIds, users());
  if (problems.length > 0) return problems;
  await game.settings.set(SYSTEM_ID, ROLES_SETTING, { ...readAssignments(), [roleKey(gameId, roleId)]: userIds });
  return [];
}
