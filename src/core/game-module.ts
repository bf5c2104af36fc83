/**
 * The Foundry side of a game (GameModule), the slices its folders contribute
 * (ModulePart, composeModule), and the model-class table whose keys are
 * checked against the game's sub-types (modelClassesFor).
 */
import type { ModelSpec } from "../schema";
import type { GameDefinition } from "./game-definition";
import type { RequestSpec } from "./request-rules";
import type { TableTool } from "./table-tools";

declare const CHECKED: unique symbol;

/**
 * TypeDataModel classes by sub-type name. Made only by `modelClassesFor`, so
 * every key has been checked against the game's specs: a key naming no
 * sub-type (a stale pre-0.2.0 name such as `omega`) does not compile.
 */
export type ModelClassTable = { readonly [type: string]: unknown } & { readonly [CHECKED]: true };

/**
 * The model classes of a game's sub-types, keyed by the names its specs
 * declare. `specs` must carry their sub-type names as literal types
 * (`ModelSpec<"fourColorsOmega">`); a key that is not one of them is a type
 * error, and — should a cast get one past the compiler — an error here.
 */
export function modelClassesFor<const S extends string>(
  specs: readonly ModelSpec<S>[],
  classes: string extends S ? never : { readonly [K in NoInfer<S>]?: unknown },
): ModelClassTable {
  const known = new Set<string>(specs.map((s) => s.type));
  const stale = Object.keys(classes).filter((key) => !known.has(key));
  if (stale.length) throw new Error(`modelClassesFor: no sub-type named ${stale.join(", ")}`);
  return classes as unknown as ModelClassTable;
}

/** A sheet class and the sub-types it is the default sheet for. */
export interface SheetRegistration {
  documentName: "Actor" | "Item";
  sheetClass: unknown;
  types: string[];
  /** Localisation key of the sheet's name in the sheet configuration menu. */
  label: string;
}

/**
 * The Foundry side of a game: its definition plus the classes Foundry needs.
 * `src/core/register.ts` does the registering, the same way for every game.
 */
export interface GameModule {
  definition: GameDefinition;
  /** TypeDataModel subclass per sub-type (`modelClassesFor`); a type without one gets SystemModel(spec). */
  modelClasses?: ModelClassTable;
  sheets: SheetRegistration[];
  rollClasses: (typeof foundry.dice.Roll)[];
  /**
   * The GM-side request handlers (askGM, over the system socket), keyed
   * without the system prefix, behind a loader: a dynamic import of the
   * game's gm-handlers.ts, so they ship in a chunk only GM clients fetch.
   */
  queries?: GMHandlerLoader;
  /**
   * For a role the game reads from its own state (RoleSpec.fromGame): the
   * ids of its holders now, or null when the state names nobody. A role
   * held per decision (Venus's Peers of a roller) reads the decision's
   * subject from `context`.
   */
  roleHolders?: Record<string, RoleHolders>;
  /**
   * Listeners of the game's own settings, by key: registered as the setting's
   * `onChange`, which Foundry runs on the first write of a world setting
   * (when `createSetting` fires, not `updateSetting`) as on every later one.
   */
  settingChanges?: Record<string, SettingListener>;
  /**
   * The game's shared tools (trackers, boards, lists, decks, the GM's tools),
   * listed in the one "Table tools" window (src/core/table-tools.ts).
   */
  tools?: TableTool[];
  /** Lang key the window says for the game when a user has none of its tools (e.g. "on the sheets"). */
  toolsNote?: string;
  /** Anything else to hook at init (chat card listeners, Dice So Nice, …). */
  init?: () => void;
  /** Runs at `ready` (e.g. world data a GM must create once). */
  ready?: () => void | Promise<void>;
  // The game's in-Foundry self-tests are not here: they live in its self-tests.ts,
  // in the chunk loaded only when Quench is active (src/games/all-self-tests.ts).
}

/**
 * GM-side requests by name (without the system prefix): each with its
 * declared rule of who may ask (request-rules.ts) and its handler.
 */
export type GMHandlerTable = Record<string, RequestSpec>;

/** Loads a game's GM-side handlers: `() => import("./gm-handlers").then((m) => m.gmHandlers)`. */
export type GMHandlerLoader = () => Promise<GMHandlerTable>;

/**
 * What a decision's role may depend on: its subject. A role most games hold
 * table-wide ignores it; Venus's Peers are everyone but the rolling
 * character's player, so they are resolved per card, from its roller.
 */
export interface RoleContext {
  /** The character the decision is about (the roller of a card). */
  actor?: Actor | null;
}

/** The ids of a `fromGame` role's holders now (for this decision), or null when the game names nobody. */
export type RoleHolders = (context: RoleContext) => string[] | null;

/** Runs with a setting's new value, on every client, whenever it changes. */
export type SettingListener = (value: unknown) => void;

/**
 * A slice of a game's Foundry module contributed by one of its folders
 * (sheets/, dice/…). GM-side handlers are not in it: a folder's handler
 * table is in its gm-handlers.ts, gathered by the game's own gm-handlers.ts.
 */
export type ModulePart = Partial<Omit<GameModule, "definition" | "queries">>;

/**
 * Put a game's Foundry module together from its definition, its folders'
 * parts and the loader of its GM-side handlers.
 */
export function composeModule(
  definition: GameDefinition,
  parts: readonly ModulePart[],
  queries?: GMHandlerLoader,
): GameModule {
  return {
    definition,
    ...(queries ? { queries } : {}),
    modelClasses: Object.assign({}, ...parts.map((p) => p.modelClasses ?? {})) as ModelClassTable,
    sheets: parts.flatMap((p) => p.sheets ?? []),
    rollClasses: parts.flatMap((p) => p.rollClasses ?? []),
    roleHolders: Object.assign({}, ...parts.map((p) => p.roleHolders ?? {})) as Record<string, RoleHolders>,
    settingChanges: composeListeners(parts.map((p) => p.settingChanges ?? {})),
    tools: parts.flatMap((p) => p.tools ?? []),
    ...noteOf(parts),
    init: () => parts.forEach((p) => p.init?.()),
    ready: async () => {
      for (const p of parts) await p.ready?.();
    },
  };
}

/** One listener per setting key, calling every part's listener for it in order. */
function composeListeners(tables: readonly Record<string, SettingListener>[]): Record<string, SettingListener> {
  const byKey = new Map<string, SettingListener[]>();
  for (const table of tables)
    for (const [key, listener] of Object.entries(table)) byKey.set(key, [...(byKey.get(key) ?? []), listener]);
  return Object.fromEntries(
    [...byKey].map(([key, listeners]) => [key, (value: unknown) => listeners.forEach((listen) => listen(value))]),
  );
}

/** The first part's note on where the game's tools are, if any part has one. */
function noteOf(parts: readonly ModulePart[]): { toolsNote?: string } {
  const note = parts.find((p) => p.toolsNote)?.toolsNote;
  return note ? { toolsNote: note } : {};
}
