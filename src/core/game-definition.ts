/**
 * The contract every game implements, and the system's own constants:
 * GameDefinition (what a game declares to Foundry), SettingSpec, the parts a
 * game's folders contribute (composeDefinition), SYSTEM_ID and templatePath.
 * Pure; games import it, core registers what it describes.
 */
import type { ModelSpec } from "../schema";
import { gameSwitchSetting } from "./game-selection";
import type { RoleSpec } from "./roles";

/**
 * The framework-free description of one game: what it declares to Foundry.
 * Tests and build tools read it without Foundry; `src/core/register.ts`
 * registers it in Foundry. Each game's `definition.ts` exports one.
 */
export interface GameDefinition {
  /** Folder name under src/games, templates/, styles/ and the pack prefix, e.g. "four-colors". */
  id: string;
  /** Localisation namespace under STORY_ENGINES, e.g. "FourColors". */
  langKey: string;
  /** One spec per document sub-type the game adds (Actor, Item, ChatMessage). */
  models: ModelSpec[];
  /** Class names of the Roll subclasses it pushes onto CONFIG.Dice.rolls. */
  rollClassNames: string[];
  /** Templates (relative to templates/) to preload; partials are registered by their full path. */
  templates: string[];
  /** World and client settings, registered under the system's namespace. */
  settings: SettingSpec[];
  /** Who decides what at this game's table (src/core/roles.ts): the Storyguide, the FC, the chorus… */
  roles?: RoleSpec[];
}

export interface SettingSpec {
  /** Setting key, prefixed by the game's langKey in camelCase, e.g. "fourColorsDegrees". */
  key: string;
  scope: "world" | "client";
  /** Shown in Configure Settings; hidden settings hold data the system manages. */
  config: boolean;
  type: "boolean" | "string" | "number" | "object";
  default: unknown;
  /** value → localisation key, for a select. */
  choices?: Record<string, string>;
  requiresReload?: boolean;
}

/** Localisation keys of a setting's label and hint. */
export function settingLabelKeys(key: string): { name: string; hint: string } {
  return { name: `STORY_ENGINES.Settings.${key}.name`, hint: `STORY_ENGINES.Settings.${key}.hint` };
}

export const SYSTEM_ID = "story-engines";

/** The path Foundry serves a template of ours from. */
export function templatePath(relative: string): string {
  return `systems/${SYSTEM_ID}/templates/${relative}`;
}

/** A slice of a game's definition contributed by one of its folders (data/, dice/…). */
export type DefinitionPart = Partial<
  Pick<GameDefinition, "models" | "rollClassNames" | "templates" | "settings" | "roles">
>;

/** Put a game's definition together from the parts its folders contribute. */
export function composeDefinition(id: string, langKey: string, parts: readonly DefinitionPart[]): GameDefinition {
  return {
    id,
    langKey,
    models: parts.flatMap((p) => p.models ?? []),
    rollClassNames: parts.flatMap((p) => p.rollClassNames ?? []),
    templates: parts.flatMap((p) => p.templates ?? []),
    // Every game can be switched off per world (src/core/game-selection.ts).
    settings: [gameSwitchSetting(id), ...parts.flatMap((p) => p.settings ?? [])],
    roles: parts.flatMap((p) => p.roles ?? []),
  };
}
