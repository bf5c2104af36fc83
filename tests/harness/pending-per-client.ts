/**
 * The play table's pending requests (src/core/pending.ts), per client.
 */
import { currentTable, forgetClient, type AsyncTable } from "./async-table";
import { pendingRequests } from "../../src/core/pending";

/**
 * Each client has its own pending requests (src/core/pending.ts keeps "this
 * client's" in a module): at the play table, where every client shares the
 * module, they are kept per table and per user, so Bob's click is not
 * ignored because Ann's request on the same card is still out; a reload
 * starts the user's with none.
 */
export function pendingPerClient(): void {
  const byTable = new WeakMap<AsyncTable, Map<string, Map<string, unknown>>>();
  // A reloaded page has no requests out.
  forgetClient((table, userId) => byTable.get(table)?.delete(userId));
  const mine = (): Map<string, unknown> => {
    const table = currentTable();
    const clients = byTable.get(table) ?? new Map<string, Map<string, unknown>>();
    byTable.set(table, clients);
    const entries = clients.get(table.user.id) ?? new Map<string, unknown>();
    clients.set(table.user.id, entries);
    return entries;
  };
  const entries = {
    has: (key: string) => mine().has(key),
    get: (key: string) => mine().get(key),
    set(key: string, value: unknown) {
      mine().set(key, value);
      return entries;
    },
    delete: (key: string) => mine().delete(key),
  };
  Object.defineProperty(pendingRequests, "entries", { value: entries, configurable: true });
}
