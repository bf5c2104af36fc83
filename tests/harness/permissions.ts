/**
 * Foundry's permission vocabulary for the async table, after its
 * knowledge-base articles on users, roles and document ownership:
 *
 * - ownership levels NONE 0, LIMITED 1, OBSERVER 2, OWNER 3, per user and a
 *   `default` (a document a GM creates starts at default NONE);
 * - user roles PLAYER 1, TRUSTED 2, ASSISTANT 3, GAMEMASTER 4; an Assistant
 *   GM and a Gamemaster are both GMs (they own every document);
 * - a compendium pack has one level per role (`packs[].ownership` in
 *   system.json, e.g. `{ "PLAYER": "OBSERVER", "ASSISTANT": "OWNER" }`), and a
 *   document inside the pack is judged by it, never by its own ownership; a
 *   role the pack does not name takes the level of the nearest lower role
 *   that it names (NONE when none is named).
 */
import type { TableUser } from "./async-table";

export const LEVELS = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;
export type PermissionName = keyof typeof LEVELS;

export const ROLES = { PLAYER: 1, TRUSTED: 2, ASSISTANT: 3, GAMEMASTER: 4 } as const;
export type RoleName = keyof typeof ROLES;

/** A document's ownership: a level per user id and a `default`. */
export type Ownership = Record<string, number>;

export function levelOf(name: PermissionName): number {
  return LEVELS[name];
}

/** What the server answers a write the user may not make. */
export function permissionError(user: TableUser, what: string): Error {
  return new Error(`User ${user.name} lacks permission to ${what}`);
}

/** A compendium pack: its id, its per-role ownership, and the documents it holds. */
export class TablePack {
  readonly documents: { id: string; name: string; pack: TablePack | null }[] = [];
  constructor(
    readonly collection: string,
    readonly ownership: Partial<Record<RoleName, PermissionName>>,
  ) {}

  /** The level a user of this role has on the pack and every document in it. */
  levelFor(user: TableUser): number {
    if (user.isGM && user.role === ROLES.GAMEMASTER) return LEVELS.OWNER;
    const named = (Object.keys(ROLES) as RoleName[])
      .filter((role) => ROLES[role] <= user.role && this.ownership[role] !== undefined)
      .sort((a, b) => ROLES[b] - ROLES[a]);
    const nearest = named[0];
    return nearest ? LEVELS[this.ownership[nearest] as PermissionName] : LEVELS.NONE;
  }

  /** Add a document to the pack: from now on the pack's ownership decides who sees it. */
  add<T extends { id: string; name: string; pack: TablePack | null }>(doc: T): T {
    doc.pack = this;
    this.documents.push(doc);
    return doc;
  }

  /**
   * The documents a user can open from the compendium, as the compendium
   * window lists them: every one at OBSERVER or better, none below.
   */
  openableBy(user: TableUser): { id: string; name: string }[] {
    return this.levelFor(user) >= LEVELS.OBSERVER ? [...this.documents] : [];
  }
}
