/**
 * The play table's world and client settings: the values Foundry keeps per
 * registered key, written as round trips the server refuses a player for a
 * world setting, each change's `onChange` run on every connected client.
 */
import type { FoundryRecord } from "./fake-foundry";
import { currentTable } from "./async-table";
import { permissionError } from "./permissions";

type Data = Record<string, unknown>;

/**
 * The world's settings as Foundry keeps them: a value per registered key
 * (its default until set); a write is a round trip, and the server refuses a
 * world setting's write from a player; once it lands, the setting's
 * `onChange` runs on every connected client.
 */
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
      const values = currentTable().settingValues;
      const id = `${namespace}.${key}`;
      return structuredClone(values.has(id) ? values.get(id) : config(namespace, key).default);
    },
    set: (namespace: string, key: string, value: unknown) => {
      const table = currentTable();
      const writer = table.user;
      const options = config(namespace, key);
      const sent = structuredClone(value);
      return table.defer(`setting ${key}`, async () => {
        if (options.scope === "world" && !writer.isGM) throw permissionError(writer, `set the world setting ${key}`);
        table.settingValues.set(`${namespace}.${key}`, sent);
        const onChange = options.onChange as ((v: unknown) => unknown) | undefined;
        if (onChange)
          for (const user of table.users.values())
            if (user.active) await table.as(user.id, () => onChange(structuredClone(sent)));
        return sent;
      });
    },
  };
}
