/**
 * Which games a world plays (pure). Each game has a world setting
 * `<gameId in camelCase>Enabled` (default on); the Create Actor/Item dialogs,
 * the compendium sidebar and every start-up offer show only the games that
 * are on. The data models of every game stay registered, so documents of a
 * game switched off still open and validate.
 */
import type { GameDefinition, SettingSpec } from "./game-definition";

/** The shared layer is not a game a GM can switch off. */
export const CORE_ID = "core";

/** "four-colors" → "fourColors": the prefix of the game's sub-types and setting keys. */
export function camelGameId(gameId: string): string {
  return gameId.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase());
}

/** The world setting that switches a game on or off. */
export function enabledSettingKey(gameId: string): string {
  return `${camelGameId(gameId)}Enabled`;
}

/** The world setting a game gets: on by default; a change reloads the world. */
export function gameSwitchSetting(gameId: string): SettingSpec {
  return {
    key: enabledSettingKey(gameId),
    scope: "world",
    config: true,
    type: "boolean",
    default: true,
    requiresReload: true,
  };
}

/** Is a game on? `read` answers a setting key (undefined when unset). */
export type SettingReader = (key: string) => unknown;

/**
 * The games this world plays. The core is always on; a world that switched
 * every game off plays all of them (a Create dialog with nothing to pick
 * helps nobody).
 */
export function enabledGameIds(definitions: readonly GameDefinition[], read: SettingReader): Set<string> {
  const games = definitions.filter((d) => d.id !== CORE_ID);
  const on = games.filter((d) => read(enabledSettingKey(d.id)) !== false);
  return new Set([CORE_ID, ...(on.length ? on : games).map((d) => d.id)]);
}

/** The game a sub-type belongs to, or null for a type no game declares (e.g. "base"). */
export function gameOfType(
  definitions: readonly GameDefinition[],
  documentName: "Actor" | "Item",
  type: string,
): string | null {
  const owner = definitions.find((d) => d.models.some((m) => m.documentName === documentName && m.type === type));
  return owner?.id ?? null;
}

/** The sub-types a Create dialog offers: those of the games this world plays (and any no game owns). */
export function creatableTypes(
  definitions: readonly GameDefinition[],
  documentName: "Actor" | "Item",
  types: readonly string[],
  enabled: ReadonlySet<string>,
): string[] {
  return types.filter((type) => {
    const game = gameOfType(definitions, documentName, type);
    return game === null || enabled.has(game);
  });
}

/** The game a pack of ours belongs to, by its name's prefix ("venus-jobs" → "venus"). */
export function gameOfPack(definitions: readonly GameDefinition[], packName: string): string | null {
  const owner = definitions.find((d) => d.id !== CORE_ID && packName.startsWith(`${d.id}-`));
  return owner?.id ?? null;
}

/** Our packs (by name) that belong to a game this world does not play. */
export function hiddenPacks(
  definitions: readonly GameDefinition[],
  packNames: readonly string[],
  enabled: ReadonlySet<string>,
): string[] {
  return packNames.filter((name) => {
    const game = gameOfPack(definitions, name);
    return game !== null && !enabled.has(game);
  });
}

/** One row of the welcome dialog / the games a GM can pick. */
export interface GameChoice {
  id: string;
  settingKey: string;
  nameKey: string;
  summaryKey: string;
  checked: boolean;
}

/** Lang keys of a game's name and one-line summary (`STORY_ENGINES.Games.<langKey>`). */
export function gameLabelKeys(langKey: string): { name: string; summary: string } {
  return { name: `STORY_ENGINES.Games.${langKey}.name`, summary: `STORY_ENGINES.Games.${langKey}.summary` };
}

/** The welcome dialog's rows, in the order the games are listed. */
export function gameChoices(definitions: readonly GameDefinition[], enabled: ReadonlySet<string>): GameChoice[] {
  return definitions
    .filter((d) => d.id !== CORE_ID)
    .map((d) => {
      const keys = gameLabelKeys(d.langKey);
      return {
        id: d.id,
        settingKey: enabledSettingKey(d.id),
        nameKey: keys.name,
        summaryKey: keys.summary,
        checked: enabled.has(d.id),
      };
    });
}

/**
 * The setting writes a welcome-dialog submission makes, or a problem key
 * when it picks no game at all. `picked` holds the ids that were ticked.
 */
export function selectionWrites(
  definitions: readonly GameDefinition[],
  picked: ReadonlySet<string>,
): { writes: Record<string, boolean> } | { problem: string } {
  const games = definitions.filter((d) => d.id !== CORE_ID);
  if (!games.some((d) => picked.has(d.id))) return { problem: "STORY_ENGINES.Welcome.pickOne" };
  return { writes: Object.fromEntries(games.map((d) => [enabledSettingKey(d.id), picked.has(d.id)])) };
}

/** The hidden world setting that records the GM has picked the games. */
export const WELCOME_SETTING = "welcomeShown";
export const WELCOME_TEMPLATE = "core/welcome.hbs";

/** A welcome row with whether its "How to play" button is offered (the world has the game's guide). */
export type WelcomeRow = GameChoice & { guide: boolean };

/**
 * The welcome dialog's template context (the gallery renders it too):
 * `guides` holds the games whose guide the world has, each row of those
 * offering a "How to play" button.
 */
export function welcomeContext(
  choices: readonly GameChoice[],
  guides: ReadonlySet<string> = new Set(),
): { choices: WelcomeRow[] } {
  return { choices: choices.map((choice) => ({ ...choice, guide: guides.has(choice.id) })) };
}
