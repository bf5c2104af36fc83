import { SYSTEM_ID } from "./game-definition";

/**
 * Read one of our settings (registered from the game definitions by
 * src/core/register.ts). Typed by the caller, who knows the setting's spec.
 */
export function getSetting<T>(key: string): T {
  return game.settings.get(SYSTEM_ID, key) as T;
}

/** Write one of our settings (world settings need a GM). */
export async function setSetting(key: string, value: unknown): Promise<void> {
  await game.settings.set(SYSTEM_ID, key, value);
}
