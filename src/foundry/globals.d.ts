// The global names a Foundry system sees at runtime. See README.md here.
declare namespace foundry {
  namespace utils {
    function mergeObject<T extends object>(
      original: T,
      other?: object,
      options?: { inplace?: boolean; insertKeys?: boolean; overwrite?: boolean },
    ): T;
    function deepClone<T>(original: T): T;
    function getProperty(object: object, key: string): unknown;
    function setProperty(object: object, key: string, value: unknown): boolean;
    function expandObject(obj: Record<string, unknown>): Record<string, unknown>;
    function flattenObject(obj: object): Record<string, unknown>;
    function randomID(length?: number): string;
    /** Reload the page once, however often it is asked (after a setting that requires a reload). */
    function debouncedReload(): void;
  }
}

interface ClientSettingConfig {
  name?: string;
  hint?: string;
  scope: "world" | "client" | "user";
  config: boolean;
  type: unknown;
  default: unknown;
  choices?: Record<string, string>;
  requiresReload?: boolean;
  restricted?: boolean;
  onChange?: (value: unknown) => void;
}

interface ClientSettings {
  register(namespace: string, key: string, config: ClientSettingConfig): void;
  get(namespace: string, key: string): unknown;
  set(namespace: string, key: string, value: unknown): Promise<unknown>;
  readonly settings: Map<string, unknown>;
}

interface Localization {
  /** The world's language code ("en", "de", …). */
  readonly lang: string;
  localize(key: string): string;
  format(key: string, data?: Record<string, string | number>): string;
  has(key: string): boolean;
}

interface Game {
  readonly system: { id: string; version: string; api?: unknown };
  readonly settings: ClientSettings;
  readonly i18n: Localization;
  readonly user: User;
  readonly users: EmbeddedCollection<User> & { readonly activeGM: User | null };
  readonly actors: EmbeddedCollection<Actor>;
  readonly items: WorldItemCollection;
  readonly release: { generation: number; build: number };
  readonly modules: Map<string, { active: boolean }>;
}

/** `game.items`, a world collection: its look-ups, and what the system calls beyond them. */
interface WorldItemCollection extends EmbeddedCollection<Item> {
  /**
   * The data to create a copy of `document` (WorldCollection#fromCompendium,
   * as Draw Steel and dnd5e call it on a drop): `_stats.compendiumSource`
   * kept from a compendium document, sort and ownership cleared, the folder
   * with `clearFolder`, the id kept only with `keepId`.
   */
  fromCompendium(
    document: FoundryDocument,
    options?: { keepId?: boolean; clearFolder?: boolean; clearSort?: boolean; clearOwnership?: boolean },
  ): Record<string, unknown>;
}

interface Notifications {
  info(message: string, options?: { localize?: boolean; format?: Record<string, string | number> }): void;
  warn(message: string, options?: { localize?: boolean; format?: Record<string, string | number> }): void;
  error(message: string, options?: { localize?: boolean; format?: Record<string, string | number> }): void;
}

interface FoundryConfig {
  Actor: {
    dataModels: Record<string, unknown>;
    trackableAttributes?: Record<string, unknown>;
    /** The Actor class Foundry instantiates (a system may extend Actor). */
    documentClass: typeof Actor;
  };
  Item: { dataModels: Record<string, unknown>; documentClass: typeof Item };
  ChatMessage: { dataModels: Record<string, unknown> };
  Dice: { rolls: (typeof foundry.dice.Roll)[] };
}

/**
 * A compendium pack (v13 CompendiumCollection) as the system touches it:
 * `collection` is its id ("story-engines.venus-jobs"), `metadata` comes from
 * the manifest's `packs` entry.
 */
interface CompendiumPack {
  readonly collection: string;
  readonly metadata: { readonly id: string; readonly name: string; readonly packageName: string };
  getIndex(): Promise<Iterable<{ _id: string; name: string }>>;
}

/** `game.packs`: every pack of the world and its packages, by id. */
interface CompendiumPacks {
  get(id: string): CompendiumPack | undefined;
  delete(id: string): boolean;
  values(): IterableIterator<CompendiumPack>;
}

interface Game {
  readonly packs: CompendiumPacks;
  /** The world data the server sent at load; `packs` lists the compendium metadata. */
  readonly data: { packs: { id: string }[] };
}

declare const game: Game;
declare const CONFIG: FoundryConfig;
declare const ui: { notifications: Notifications };

declare const Hooks: {
  once(hook: string, fn: (...args: never[]) => unknown): number;
  on(hook: string, fn: (...args: never[]) => unknown): number;
  callAll(hook: string, ...args: unknown[]): boolean;
};

declare function fromUuid(uuid: string): Promise<FoundryDocument | null>;
declare function fromUuidSync(uuid: string): FoundryDocument | null;
