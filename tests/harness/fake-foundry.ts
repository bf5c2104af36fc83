/**
 * A minimal stand-in for the Foundry globals our bundle touches, for loading
 * dist/story-engines.mjs in Node and firing its hooks. It records what the
 * system registers (data models, sheets, rolls, settings, helpers, templates,
 * socket listeners) so tests can check the build the way Foundry would consume it.
 *
 * It implements the surface declared in src/foundry/ and nothing more: a
 * call to something Foundry has but we never declared, or to a global that
 * v13 deprecated (`loadTemplates`, `Actors`, `ActorSheet`, `mergeObject`…),
 * throws a ReferenceError here and fails the test.
 *
 * Where tests lean on it, it behaves like Foundry: `game.settings.get`/`set`
 * throw for a key nobody registered (Foundry v13 registers `core.rollMode`),
 * `get` returns the value set or else the registered default, `set` fires
 * `createSetting` for a world setting's first write and `updateSetting` for
 * later ones, then the setting's `onChange`, and `game.i18n.has` answers
 * from lang/en.json.
 */

import { readFileSync } from "node:fs";
import { join } from "node:path";

/** How many ids the fake randomID has handed out (ids are unique, as Foundry's are). */
let randomIds = 0;

type Fn = (...args: unknown[]) => unknown;

/** Every key of lang/en.json, dotted. */
function langKeys(): Set<string> {
  const keys = new Set<string>();
  const walk = (node: Record<string, unknown>, prefix: string): void => {
    for (const [k, v] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === "object") walk(v as Record<string, unknown>, key);
      else keys.add(key);
    }
  };
  walk(JSON.parse(readFileSync(join(process.cwd(), "lang", "en.json"), "utf8")) as Record<string, unknown>, "");
  return keys;
}

export interface FoundryRecord {
  hooks: Map<string, Fn[]>;
  sheets: { documentName: string; scope: string; sheetClass: unknown; types: string[]; label?: string }[];
  settings: Map<string, Record<string, unknown>>;
  menus: Map<string, Record<string, unknown>>;
  helpers: Map<string, Fn>;
  templates: string[];
  warnings: string[];
  /** The system socket: its listeners by channel, and every message emitted. */
  socket: { listeners: { channel: string; fn: Fn }[]; emitted: { channel: string; message: unknown }[] };
}

export function installFakeFoundry(): FoundryRecord {
  // A fresh page: no copy of the entry loaded yet (src/core/entry-once.ts).
  delete (globalThis as unknown as Record<symbol, unknown>)[Symbol.for("story-engines.entry")];
  const record: FoundryRecord = {
    hooks: new Map(),
    sheets: [],
    settings: new Map(),
    menus: new Map(),
    helpers: new Map(),
    templates: [],
    warnings: [],
    socket: { listeners: [], emitted: [] },
  };

  class DataField {
    options: Record<string, unknown>;
    constructor(options: Record<string, unknown> = {}) {
      this.options = options;
    }
  }
  class SchemaField extends DataField {
    fields: Record<string, DataField>;
    constructor(fields: Record<string, DataField>, options: Record<string, unknown> = {}) {
      super(options);
      this.fields = fields;
    }
  }
  class ArrayField extends DataField {
    element: DataField;
    constructor(element: DataField, options: Record<string, unknown> = {}) {
      super(options);
      this.element = element;
    }
  }
  class NumberField extends DataField {}
  class StringField extends DataField {}
  class BooleanField extends DataField {}
  class HTMLField extends StringField {}
  class DocumentUUIDField extends StringField {}
  class ForcedDeletion {}
  class ForcedReplacement {
    constructor(readonly replacement: unknown) {}
  }

  class DataModel {
    static LOCALIZATION_PREFIXES: string[] = [];
    static defineSchema(): Record<string, DataField> {
      return {};
    }
    static migrateData(source: Record<string, unknown>) {
      return source;
    }
    static validateJoint(_data: Record<string, unknown>): void {}
  }
  class TypeDataModel extends DataModel {
    prepareBaseData(): void {}
    prepareDerivedData(): void {}
  }

  class ApplicationV2 {
    static DEFAULT_OPTIONS: Record<string, unknown> = {};
    static TABS: Record<string, unknown> = {};
    options: Record<string, unknown>;
    constructor(options: Record<string, unknown> = {}) {
      this.options = options;
    }
  }
  const HandlebarsApplicationMixin = (Base: typeof ApplicationV2) =>
    class extends Base {
      static PARTS: Record<string, unknown> = {};
    };
  class DocumentSheetV2 extends ApplicationV2 {}
  class ActorSheetV2 extends DocumentSheetV2 {}
  class ItemSheetV2 extends DocumentSheetV2 {}
  class DialogV2 extends ApplicationV2 {
    static async wait() {
      return null;
    }
    static async prompt() {
      return null;
    }
    static async confirm() {
      return null;
    }
  }

  class RollTerm {
    options: Record<string, unknown> = {};
  }
  class DiceTerm extends RollTerm {
    number = 1;
    faces = 6;
    results: { result: number; active: boolean }[] = [];
  }
  class Die extends DiceTerm {}
  class Roll {
    static CHAT_TEMPLATE = "templates/dice/roll.html";
    static TOOLTIP_TEMPLATE = "templates/dice/tooltip.html";
    formula: string;
    data: Record<string, unknown>;
    options: Record<string, unknown>;
    terms: RollTerm[] = [];
    constructor(formula: string, data: Record<string, unknown> = {}, options: Record<string, unknown> = {}) {
      this.formula = formula;
      this.data = data;
      this.options = options;
    }
    get dice() {
      return this.terms.filter((t) => t instanceof DiceTerm);
    }
  }

  const registerSheet =
    (documentName: string) =>
    (scope: string, sheetClass: unknown, options: { types?: string[]; label?: string } = {}) =>
      record.sheets.push({
        documentName,
        scope,
        sheetClass,
        types: options.types ?? [],
        ...(options.label ? { label: options.label } : {}),
      });

  // Every registered setting by "namespace.key" (Foundry's game.settings.settings), and the values set.
  const registered = new Map<string, Record<string, unknown>>([
    ["core.rollMode", { namespace: "core", key: "rollMode", scope: "client", default: "publicroll" }],
  ]);
  const values = new Map<string, unknown>();
  // World settings written at least once (Foundry keeps them as Setting documents).
  const stored = new Set<string>();
  const registeredConfig = (namespace: string, key: string): Record<string, unknown> => {
    const config = registered.get(`${namespace}.${key}`);
    if (!config) throw new Error(`"${namespace}.${key}" is not a registered game setting`);
    return config;
  };
  const lang = langKeys();

  const g = globalThis as Record<string, unknown>;
  g.foundry = {
    abstract: { DataModel, TypeDataModel },
    data: {
      fields: {
        DataField,
        SchemaField,
        ArrayField,
        NumberField,
        StringField,
        BooleanField,
        HTMLField,
        DocumentUUIDField,
      },
      operators: { ForcedDeletion, ForcedReplacement },
    },
    applications: {
      api: { ApplicationV2, HandlebarsApplicationMixin, DocumentSheetV2, DialogV2 },
      sheets: { ActorSheetV2, ItemSheetV2 },
      handlebars: {
        loadTemplates: async (paths: string[]) => {
          record.templates.push(...paths);
        },
        renderTemplate: async () => "",
      },
      ux: {
        TextEditor: { implementation: { enrichHTML: async (s: string) => s, getDragEventData: () => ({}) } },
        FormDataExtended: class {},
      },
    },
    documents: {
      collections: {
        Actors: { registerSheet: registerSheet("Actor"), unregisterSheet: () => undefined },
        Items: { registerSheet: registerSheet("Item"), unregisterSheet: () => undefined },
      },
    },
    dice: { Roll, terms: { RollTerm, DiceTerm, Die } },
    utils: {
      deepClone: <T>(v: T): T => structuredClone(v),
      mergeObject: <T extends object>(a: T, b: object = {}) => Object.assign(a, b),
      getProperty: () => undefined,
      setProperty: () => true,
      // Foundry's expandObject: dotted keys ("system.interests.0") become nested objects.
      expandObject: (o: object) => {
        const out: Record<string, unknown> = {};
        for (const [key, value] of Object.entries(o)) {
          const parts = key.split(".");
          let node = out;
          for (const part of parts.slice(0, -1)) {
            const next = node[part];
            node = (typeof next === "object" && next !== null ? next : (node[part] = {})) as Record<string, unknown>;
          }
          node[parts[parts.length - 1] ?? key] = value;
        }
        return out;
      },
      flattenObject: (o: object) => o,
      // Unique, as Foundry's random ids are (the first one is the one earlier tests saw).
      randomID: () => {
        const n = randomIds++;
        return n === 0 ? "abcdefghijklmnop" : `abcdefghijklm${n.toString(36).padStart(3, "0")}`;
      },
    },
  };
  g.CONFIG = {
    Actor: { dataModels: {} },
    Item: { dataModels: {} },
    ChatMessage: { dataModels: {} },
    // Encounter sub-types (In a Wicked Age's conflicts); the class is swapped at init.
    Combat: { dataModels: {}, documentClass: class FakeCombat {} },
    Combatant: { dataModels: {} },
    Dice: { rolls: [Roll] },
    queries: {},
  };
  g.Hooks = {
    once: (name: string, fn: Fn) => record.hooks.set(name, [...(record.hooks.get(name) ?? []), fn]),
    on: (name: string, fn: Fn) => record.hooks.set(name, [...(record.hooks.get(name) ?? []), fn]),
    callAll: () => true,
  };
  g.game = {
    system: { id: "story-engines", version: "0.0.0" },
    release: { generation: 13, build: 351 },
    settings: {
      register: (namespace: string, key: string, config: Record<string, unknown>) => {
        record.settings.set(`${namespace}.${key}`, config);
        registered.set(`${namespace}.${key}`, { ...config, namespace, key });
      },
      registerMenu: (namespace: string, key: string, config: Record<string, unknown>) =>
        record.menus.set(`${namespace}.${key}`, config),
      get: (namespace: string, key: string) => {
        const config = registeredConfig(namespace, key);
        const id = `${namespace}.${key}`;
        return values.has(id) ? values.get(id) : structuredClone(config.default);
      },
      set: async (namespace: string, key: string, value: unknown) => {
        const config = registeredConfig(namespace, key);
        const id = `${namespace}.${key}`;
        // As Foundry: a world setting's first write creates its Setting document (createSetting),
        // later ones update it (updateSetting); the setting's onChange runs for both.
        const hook = config.scope === "world" ? (stored.has(id) ? "updateSetting" : "createSetting") : null;
        values.set(id, value);
        if (hook) {
          stored.add(id);
          for (const fn of record.hooks.get(hook) ?? []) fn({ key: id, value }, {}, {});
        }
        if (typeof config.onChange === "function") (config.onChange as Fn)(value);
        return value;
      },
      settings: registered,
    },
    i18n: { localize: (k: string) => k, format: (k: string) => k, has: (k: string) => lang.has(k) },
    user: { id: "gm", isGM: true },
    users: { get: () => undefined, activeGM: null },
    socket: {
      on: (channel: string, fn: Fn) => record.socket.listeners.push({ channel, fn }),
      emit: (channel: string, message: unknown) => record.socket.emitted.push({ channel, message }),
    },
    modules: new Map(),
    // The world's compendium packs by id (none unless a test adds some, e.g. a guide pack).
    packs: new Map(),
  };
  g.Handlebars = {
    registerHelper: (name: string, fn: Fn) => record.helpers.set(name, fn),
    SafeString: class {
      constructor(readonly html: string) {}
    },
  };
  g.ui = {
    notifications: {
      info: () => undefined,
      warn: (m: string) => record.warnings.push(m),
      error: (m: string) => record.warnings.push(m),
    },
  };
  class FakeDocument {}
  g.Actor = FakeDocument;
  g.Item = FakeDocument;
  g.ChatMessage = FakeDocument;
  return record;
}

/** Remove the globals again, so one test file's fake does not leak into another's. */
export function uninstallFakeFoundry(): void {
  const g = globalThis as Record<string, unknown>;
  for (const name of ["foundry", "CONFIG", "Hooks", "game", "Handlebars", "ui", "Actor", "Item", "ChatMessage"])
    delete g[name];
}

/** Fire a recorded hook the way Foundry does at start-up. */
export async function fireHook(record: FoundryRecord, name: string, ...args: unknown[]): Promise<void> {
  for (const fn of record.hooks.get(name) ?? []) await fn(...args);
}
