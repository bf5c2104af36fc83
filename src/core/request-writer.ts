/**
 * Who writes a request when no GM is connected (Foundry side, thin).
 *
 * Shared state has one writer: the active GM's client. With no GM
 * connected, a request that names the document it writes (`askGM`'s
 * `writerOf`) goes to that document's writer: the connected non-GM user
 * with the lowest id who owns it. The asking client addresses it, and the
 * receiving client checks it is that writer before it runs anything
 * (gm-socket.ts); with nobody to write it, the user is told who must connect.
 */

/** The connected non-GM owners of the document `uuid` names, lowest id first ([] when it cannot be found). */
function connectedOwners(uuid: string): User[] {
  const doc = fromUuidSync(uuid);
  if (!doc) return [];
  return game.users
    .filter((u) => !u.isGM && u.active && doc.testUserPermission(u, "OWNER"))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The writer of requests about `uuid` while no GM is connected: its connected owner with the lowest id, or null. */
export function noGMWriterOf(uuid: string): User | null {
  return connectedOwners(uuid)[0] ?? null;
}

/** Whether this client's user is the writer of a request about `uuid` now (no active GM, and the writer is us). */
export function isNoGMWriterHere(uuid: unknown): boolean {
  if (typeof uuid !== "string" || game.users.activeGM) return false;
  return noGMWriterOf(uuid)?.id === game.user.id;
}

/**
 * Tell the user no one connected can carry out a request about `uuid`: a GM
 * or one of the document's owners (by name) must connect.
 */
export function tellNoWriter(uuid: string): void {
  const doc = fromUuidSync(uuid);
  const owners = doc ? game.users.filter((u) => !u.isGM && doc.testUserPermission(u, "OWNER")).map((u) => u.name) : [];
  if (owners.length === 0) {
    ui.notifications.warn("STORY_ENGINES.Notifications.noActiveGM", { localize: true });
    return;
  }
  ui.notifications.warn(game.i18n.format("STORY_ENGINES.Notifications.noWriter", { names: owners.join(", ") }));
}
