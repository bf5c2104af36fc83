/**
 * The play table's world and client settings: the values Foundry keeps per
 * registered key. A world setting's write is a round trip the server refuses
 * a player; once it lands, `createSetting` (its first write) or
 * `updateSetting` and the setting's `onChange` run on every connected
 * client. A client setting (the core roll mode among them) lives in each
 * browser: each user has their own value, a write changes only theirs, at
 * once, and runs `onChange` on that client alone.
 */
import type { FoundryRecord } from "./fake-foundry";
import { currentTable } from "./async-table";
import { permissionError } from "./permissions";
import { settingHooks } from "./play-hooks";

type Data = Record<string, unknown>;

/** Where a value is kept: a world setting once for the table, a client setting per user. */
function storeKey(options: Data, id: string, userId: string): string {
  return options.scope === "client" ? `${userId}:${id}` : id;
}

export function installPlaySettings(rec: FoundryRecord): void {
  const game = (globalThis as unknown as { game: Data }).game;
  const config = (namespace: string, key: string): Data => {
    if (namespace === "core" && key === "rollMode") return { scope: "client", default: "publicroll" };
    const found = rec.settings.get(`${namespace}.${key}`);
    if (!found) throw new Error(`"${namespace}.${key}" is not a registered game setting`);
    return found;
  };
  game.settings = {
    ...(game.settings as Data),
    register: (namespace: string, key: string, options: Data) => rec.settings.set(`${namespace}.${key}`, options),
    settings: rec.settings,
    get: (namespace: string, key: string) => {
      const table = currentTable();
      const options = config(namespace, key);
      const at = storeKey(options, `${namespace}.${key}`, table.user.id);
      return structuredClone(table.settingValues.has(at) ? table.settingValues.get(at) : options.default);
    },
    set: async (namespace: string, key: string, value: unknown) => {
      const table = currentTable();
      const writer = table.user;
      const options = config(namespace, key);
      const sent = structuredClone(value);
      const id = `${namespace}.${key}`;
      const onChange = options.onChange as ((v: unknown) => unknown) | undefined;
      if (options.scope === "client") {
        table.settingValues.set(storeKey(options, id, writer.id), sent);
        await onChange?.(structuredClone(sent));
        return sent;
      }
      return table.defer(`setting ${key}`, async () => {
        if (!writer.isGM) throw permissionError(writer, `set the world setting ${key}`);
        const created = !table.settingValues.has(id);
        table.settingValues.set(id, sent);
        const changes = async () => {
          if (onChange)
            for (const user of table.users.values())
              if (user.active) await table.as(user.id, () => table.background(onChange(structuredClone(sent))));
          await settingHooks(rec, table, created, { key: id, value: sent }, writer.id);
        };
        table.background(changes());
        return sent;
      });
    },
  };
}
