/**
 * A module's registry of open windows, per client, at the play table.
 */
import { currentTable, forgetClient, type AsyncTable } from "./async-table";
import { openWindows, type RenderingApplication } from "./rendering-apps";

/**
 * Each client has its own open windows; a game that keeps "this client's"
 * windows in a module Map (Capes's `openBoards`) shares it between every
 * seat at the play table, where all clients run in one process. This makes
 * that Map answer for the client running the code: the entries that client
 * set, and the windows that client has open (their `viewer`), keyed by
 * `keyOf` (undefined for a window the Map does not register). So a seat's
 * board is found by the game's own lookup, and a hook run as Amy only ever
 * finds Amy's windows.
 */
export function perClientMap<K, V>(map: Map<K, V>, keyOf: (app: RenderingApplication) => K | undefined): void {
  const byTable = new WeakMap<AsyncTable, Map<string, Map<K, V>>>();
  // A reloaded page starts with an empty registry.
  forgetClient((table, userId) => byTable.get(table)?.delete(userId));
  const own = (): Map<K, V> => {
    const table = currentTable();
    const clients = byTable.get(table) ?? new Map<string, Map<K, V>>();
    byTable.set(table, clients);
    const entries = clients.get(table.user.id) ?? new Map<K, V>();
    clients.set(table.user.id, entries);
    return entries;
  };
  const mine = (): Map<K, V> => {
    const me = currentTable().user.id;
    const found = new Map<K, V>();
    for (const app of openWindows) {
      const key = app.viewer === me && app.rendered ? keyOf(app) : undefined;
      if (key !== undefined) found.set(key, app as unknown as V);
    }
    for (const [key, value] of own()) found.set(key, value);
    return found;
  };
  const methods = {
    get: (key: K) => mine().get(key),
    has: (key: K) => mine().has(key),
    set(key: K, value: V) {
      own().set(key, value);
      return map;
    },
    delete: (key: K) => own().delete(key),
    clear: () => own().clear(),
    keys: () => mine().keys(),
    values: () => mine().values(),
    entries: () => mine().entries(),
    forEach: (fn: (value: V, key: K, m: Map<K, V>) => void) => mine().forEach((v, k) => fn(v, k, map)),
    [Symbol.iterator]: () => mine().entries(),
  };
  for (const [name, value] of [...Object.entries(methods), [Symbol.iterator, methods[Symbol.iterator]] as const])
    Object.defineProperty(map, name, { value, configurable: true });
  Object.defineProperty(map, "size", { get: () => mine().size, configurable: true });
}
