/**
 * The Foundry side of "games chosen per world", driven with just enough
 * stand-ins for the globals it touches: a Venus-only world must offer no
 * Four Colors sub-type, pack, folder or start-up offer.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { GAME_DEFINITIONS } from "../../src/games/all-definitions";
import { registerWorldGames, readyWorldGames } from "../../src/core/world-games";
import { pruneCompendiumDirectory } from "../../src/core/game-switch";
import { enabledSettingKey } from "../../src/core/game-selection";
import type { GameModule } from "../../src/core/game-module";
import manifest from "../../system.json";
import template from "../../template.json";

type Fn = (...args: unknown[]) => unknown;
const g = globalThis as Record<string, unknown>;

let hooks: Map<string, Fn[]>;
let settings: Map<string, unknown>;
let dialogTypes: string[][];
let prompts: number;
/** What the welcome window answers: closed at once, unless a test keeps it open. */
let welcomeAnswer: () => Promise<unknown>;

function baseDocument(types: string[]) {
  return class {
    static TYPES = ["base", ...types];
    static createDialog(_data: unknown, _options: unknown, dialog: { types?: string[] } = {}): Promise<null> {
      dialogTypes.push(dialog.types ?? this.TYPES);
      return Promise.resolve(null);
    }
  };
}

async function fire(name: string, ...args: unknown[]): Promise<void> {
  for (const fn of hooks.get(name) ?? []) await fn(...args);
}

beforeEach(() => {
  hooks = new Map();
  // Venus only: every other game switched off (the games to come included, as they land).
  settings = new Map<string, unknown>(
    GAME_DEFINITIONS.filter((d) => d.id !== "core" && d.id !== "venus").map((d) => [
      `story-engines.${enabledSettingKey(d.id)}`,
      false,
    ]),
  );
  dialogTypes = [];
  prompts = 0;
  welcomeAnswer = () => Promise.resolve(null); // the GM closes the window
  const packs = new Map(
    manifest.packs.map((p) => {
      const id = `story-engines.${p.name}`;
      return [id, { collection: id, metadata: { id, name: p.name, packageName: "story-engines" } }];
    }),
  );
  packs.set("world.homebrew", {
    collection: "world.homebrew",
    metadata: { id: "world.homebrew", name: "homebrew", packageName: "world" },
  });
  g.Actor = baseDocument(template.Actor.types);
  g.Item = baseDocument(template.Item.types);
  g.CONFIG = { Actor: {}, Item: {} };
  g.Hooks = {
    once: (name: string, fn: Fn) => hooks.set(name, [...(hooks.get(name) ?? []), fn]),
    on: (name: string, fn: Fn) => hooks.set(name, [...(hooks.get(name) ?? []), fn]),
  };
  g.game = {
    packs,
    data: { packs: [...packs.keys()].map((id) => ({ id })) },
    settings: {
      get: (ns: string, key: string) => settings.get(`${ns}.${key}`),
      set: (ns: string, key: string, value: unknown) => Promise.resolve(settings.set(`${ns}.${key}`, value)),
    },
    user: { isGM: true },
    i18n: {
      localize: (key: string) => (key === "STORY_ENGINES.Games.FourColors.name" ? "Four Colors al Fresco" : key),
    },
  };
  g.foundry = {
    applications: {
      handlebars: { renderTemplate: () => Promise.resolve("<p>welcome</p>") },
      api: {
        DialogV2: {
          prompt: () => {
            prompts += 1;
            return welcomeAnswer();
          },
        },
      },
    },
  };
});

afterEach(() => {
  for (const name of ["Actor", "Item", "CONFIG", "Hooks", "game", "foundry"]) delete g[name];
});

describe("a world that plays Venus Engine only", () => {
  it("offers only Venus sub-types in the Create Actor and Create Item dialogs", async () => {
    registerWorldGames(GAME_DEFINITIONS);
    await fire("init");
    const config = g.CONFIG as { Actor: { documentClass: typeof Actor }; Item: { documentClass: typeof Item } };
    await config.Actor.documentClass.createDialog();
    await config.Item.documentClass.createDialog({}, {}, { types: ["venusJob", "fourColorsDescriptor"] });
    expect(dialogTypes).toEqual([["base", "venusCharacter"], ["venusJob"]]);
  });

  it("takes the Four Colors packs out of the compendium sidebar and keeps every other pack", async () => {
    registerWorldGames(GAME_DEFINITIONS);
    await fire("setup");
    const game = g.game as { packs: Map<string, unknown>; data: { packs: { id: string }[] } };
    const left = [...game.packs.keys()];
    expect(left.filter((id) => id.includes("four-colors"))).toEqual([]);
    expect(left).toContain("story-engines.venus-jobs");
    expect(left).toContain("world.homebrew");
    expect(game.data.packs.map((p) => p.id)).toEqual(left);
    expect(hooks.get("renderCompendiumDirectory")).toHaveLength(1);
  });

  it("runs the start-up work of Venus only while the GM's welcome is still open (it holds nothing up)", async () => {
    const ran: string[] = [];
    const modules = GAME_DEFINITIONS.map((definition) => ({
      definition,
      sheets: [],
      rollClasses: [],
      ready: () => void ran.push(definition.id),
    })) as unknown as GameModule[];
    welcomeAnswer = () => new Promise(() => undefined); // the GM has not answered yet
    void readyWorldGames(modules);
    for (let i = 0; i < 5; i += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(prompts).toBe(1);
    expect(ran).toEqual(["core", "venus"]);
  });

  it("runs the start-up work of Venus only, and asks again when the welcome is closed", async () => {
    const ran: string[] = [];
    const modules = GAME_DEFINITIONS.map((definition) => ({
      definition,
      sheets: [],
      rollClasses: [],
      ready: () => void ran.push(definition.id),
    })) as unknown as GameModule[];
    await readyWorldGames(modules);
    expect(prompts).toBe(1);
    expect(ran).toEqual(["core", "venus"]);
    expect(settings.get("story-engines.welcomeShown")).toBeUndefined();
    settings.set("story-engines.welcomeShown", true);
    await readyWorldGames(modules);
    expect(prompts).toBe(1);
  });
});

describe("a world that plays every game", () => {
  it("hides no pack and adds no sidebar hook", async () => {
    settings.clear();
    registerWorldGames(GAME_DEFINITIONS);
    await fire("setup");
    expect((g.game as { packs: Map<string, unknown> }).packs.size).toBe(manifest.packs.length + 1);
    expect(hooks.get("renderCompendiumDirectory")).toBeUndefined();
  });
});

describe("pruning the compendium sidebar", () => {
  /** A few elements with the parts of the DOM API the pruning uses. */
  class El {
    removed = false;
    constructor(
      readonly attrs: Record<string, string> = {},
      readonly children: El[] = [],
      readonly text = "",
      readonly classes: string[] = [],
    ) {}
    getAttribute(name: string): string | null {
      return this.attrs[name] ?? null;
    }
    get textContent(): string {
      return this.text;
    }
    remove(): void {
      this.removed = true;
    }
    private all(): El[] {
      return this.children.filter((c) => !c.removed).flatMap((c) => [c, ...c.all()]);
    }
    querySelectorAll(selector: string): El[] {
      if (selector === "[data-pack]") return this.all().filter((e) => "data-pack" in e.attrs);
      if (selector === ".folder") return this.all().filter((e) => e.classes.includes("folder"));
      return [];
    }
    querySelector(selector: string): El | null {
      if (selector === "[data-pack]") return this.querySelectorAll(selector)[0] ?? null;
      return this.all().find((e) => e.classes.includes("folder-header")) ?? null;
    }
  }

  it("removes hidden packs' entries and the game folders they leave empty, nothing else", () => {
    const fcPack = new El({ "data-pack": "story-engines.four-colors-rules" });
    const venusPack = new El({ "data-pack": "story-engines.venus-jobs" });
    const fcFolder = new El({}, [new El({}, [], "Four Colors al Fresco", ["folder-header"]), fcPack], "", ["folder"]);
    const venusFolder = new El({}, [new El({}, [], "Venus Engine", ["folder-header"]), venusPack], "", ["folder"]);
    const emptyUserFolder = new El({}, [new El({}, [], "My notes", ["folder-header"])], "", ["folder"]);
    const root = new El({}, [fcFolder, venusFolder, emptyUserFolder]);
    pruneCompendiumDirectory(
      root as unknown as ParentNode,
      ["story-engines.four-colors-rules"],
      ["Four Colors al Fresco"],
    );
    expect([fcPack.removed, fcFolder.removed]).toEqual([true, true]);
    expect([venusPack.removed, venusFolder.removed, emptyUserFolder.removed]).toEqual([false, false, false]);
  });
});
